/**
 * The tutorial's topics in the order of the specification (section 2), with the
 * folder that gives their route (/docs/<folder>/<page>) and the pages written so far.
 * The sidebar and the browser tests both read this list.
 */
export interface TutorialTopic {
  /** Sidebar label, as the specification names the topic. */
  readonly label: string;
  /** Folder under docs/ and route segment. */
  readonly folder: string;
  /** Page ids (file names without extension) in reading order. */
  readonly pages: readonly string[];
}

export const TUTORIAL_TOPICS: readonly TutorialTopic[] = [
  {label: 'Primeiros passos', folder: 'primeiros-passos', pages: ['passos-necessarios-para-comecar']},
  {label: 'Dependentes', folder: 'dependentes', pages: ['introduction', 'incluir']},
  {label: 'Responsáveis Financeiros', folder: 'responsaveis-financeiros', pages: ['introducao']},
  {label: 'Planos de pagamento', folder: 'planos-de-pagamento', pages: ['introducao']},
  {label: 'Boletos', folder: 'boletos', pages: ['introducao']},
  {label: 'Escolas', folder: 'escolas', pages: ['introducao']},
  {label: 'Centros de custo', folder: 'centros-de-custo', pages: ['introducao']},
  {label: 'Anos letivos', folder: 'anos-letivos', pages: ['introducao']},
  {label: 'Níveis acadêmicos', folder: 'niveis-academicos', pages: ['introducao']},
  {label: 'Séries', folder: 'series', pages: ['introducao']},
  {label: 'Turmas', folder: 'turmas', pages: ['introducao']},
  {label: 'Webhooks', folder: 'webhooks', pages: ['introducao']},
  {
    label: 'Documentos de aceite digital',
    folder: 'documentos-de-aceite-digital',
    pages: ['documento-aceitar'],
  },
  {label: 'Matrículas', folder: 'matriculas', pages: ['enrollment-iniciar']},
];
