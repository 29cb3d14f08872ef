/**
 * The tutorial's topics in reading order, with the pages tests/content/guides/pages.json
 * lists for each (pages.test.ts checks both): the folder that gives their routes (/docs/<folder>/<page>), their pages in reading order, and
 * how the platform's earlier site named them (/docs/<n>. <label>/<legacy page>), so
 * that links to the old addresses still land. The sidebar and the redirects read it.
 */
export interface TutorialTopic {
  /** Sidebar label: the topic's name, as the browser tests expect it (tests/e2e/site-data.ts). */
  readonly label: string;
  /** Folder under docs/ and route segment. */
  readonly folder: string;
  /** Page ids (file names without extension) in reading order. */
  readonly pages: readonly string[];
  /** Prefix the earlier site put before each page slug ("dependentes-consultar"); none when the slug stood alone. */
  readonly legacyPrefix?: string;
  /**
   * Pages (also listed in `pages`) that the earlier site never had: no old address leads to them, so they
   * get no redirect. A topic the earlier site never had lists all its pages here and comes after the others,
   * so that the numbers in the old addresses still match.
   */
  readonly newPages?: readonly string[];
}

const CRUD = ['introducao', 'incluir', 'atualizar', 'consultar', 'remover'] as const;

/** Pages added to Primeiros passos after the earlier site (so no old addresses), in reading order. */
const GETTING_STARTED_NEW = [
  'do-zero-ao-primeiro-boleto-pago',
  'obter-identificadores',
  'operacoes-de-cadastro',
  'limites-e-convencoes',
  'erros',
  'glossario',
] as const;

/** What an integrator needs beyond the operations (new, so no old addresses). */
const GOOD_PRACTICES = [
  'testar-no-sandbox',
  'novas-tentativas-e-idempotencia',
  'subscriptions',
  'assistentes-de-codigo',
] as const;

export const TUTORIAL_TOPICS: readonly TutorialTopic[] = [
  {
    label: 'Primeiros passos',
    folder: 'primeiros-passos',
    pages: ['passos-necessarios-para-comecar', 'teste-de-autenticacao', ...GETTING_STARTED_NEW],
    newPages: GETTING_STARTED_NEW,
  },
  {
    label: 'Dependentes',
    folder: 'dependentes',
    pages: ['introduction', 'incluir', 'atualizar', 'consultar', 'consultar-id', 'remover'],
    legacyPrefix: 'dependentes',
  },
  {
    label: 'Responsáveis Financeiros',
    folder: 'responsaveis-financeiros',
    pages: ['introducao', 'incluir', 'atualizar', 'consultar', 'consultar-id', 'remover'],
    legacyPrefix: 'responsaveis-financeiros',
  },
  {
    label: 'Planos de pagamento',
    folder: 'planos-de-pagamento',
    pages: ['introducao', 'gerar', 'cancelar', 'consultar', 'consultar-id', 'remover'],
    legacyPrefix: 'planos-de-pagamento',
  },
  {
    label: 'Boletos',
    folder: 'boletos',
    pages: [
      'introducao',
      'emissao',
      'baixa-manual',
      'cancelamento',
      'estorno',
      'consultar',
      'segunda-via',
      'gerar-pdf',
    ],
    legacyPrefix: 'boletos',
  },
  {label: 'Escolas', folder: 'escolas', pages: CRUD, legacyPrefix: 'escolas'},
  {label: 'Centros de custo', folder: 'centros-de-custo', pages: CRUD, legacyPrefix: 'centros-de-custo'},
  {label: 'Anos letivos', folder: 'anos-letivos', pages: CRUD, legacyPrefix: 'anos-letivos'},
  {label: 'Níveis acadêmicos', folder: 'niveis-academicos', pages: CRUD, legacyPrefix: 'niveis-academicos'},
  {label: 'Séries', folder: 'series', pages: CRUD, legacyPrefix: 'series'},
  {label: 'Turmas', folder: 'turmas', pages: CRUD, legacyPrefix: 'turmas'},
  {
    label: 'Webhooks',
    folder: 'webhooks',
    pages: ['introducao', 'incluir', 'atualizar', 'consultar', 'remover', 'cobranca-criada-ou-alterada'],
    legacyPrefix: 'webhook',
  },
  {
    label: 'Documentos de aceite digital',
    folder: 'documentos-de-aceite-digital',
    pages: ['digital-acceptance-signatories-listar', 'documento-aceitar'],
  },
  {
    label: 'Matrículas',
    folder: 'matriculas',
    pages: [
      'enrollment-iniciar',
      'enrollment-completar',
      'enrollment-cancelar',
      'enrollment-consultar',
      'enrollment-consultar-contrato',
    ],
  },
  {
    label: 'Boas práticas de integração',
    folder: 'boas-praticas',
    pages: GOOD_PRACTICES,
    newPages: GOOD_PRACTICES,
  },
];

/** Redirects from the earlier site's addresses, e.g. /docs/2. Dependentes/dependentes-consultar. */
export function legacyRedirects(): {from: string; to: string}[] {
  return TUTORIAL_TOPICS.flatMap((topic, index) =>
    topic.pages
      .filter((page) => !(topic.newPages ?? []).includes(page))
      .map((page) => ({
        from: `/docs/${index + 1}. ${topic.label}/${topic.legacyPrefix === undefined ? page : `${topic.legacyPrefix}-${page}`}`,
        to: `/docs/${topic.folder}/${page}`,
      })),
  );
}
