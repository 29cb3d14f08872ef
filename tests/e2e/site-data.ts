/**
 * What the browser tests expect of the site (routes, chrome, search limits, messages), written
 * here by hand and never imported from the implementation: a test that read the site's own
 * constants could not catch a wrong constant.
 */
export const SPEC = {
  copyrightYear: '2024',
  searchMaxResults: 8,
  searchExcerptMaxLength: 50,
  mobileBreakpointPx: 996,
  tocLevels: {min: 2, max: 3},
} as const;

export const RELEASE_NOTE_DATES = ['2024-07-08', '2024-07-15', '2024-08-12', '2024-09-04'] as const;

/** The one place where the specification reads the fourth date as 2025. */
export const RELEASE_NOTE_ALIAS = {
  from: '/blog/2025-09-04-release-notes',
  to: '/blog/2024-09-04-release-notes',
} as const;

export const NAVBAR_ITEMS = [
  {label: 'Atualizações', path: '/blog'},
  {label: 'Tutorial', path: '/docs/introducao'},
  {label: 'API', path: '/api/'},
] as const;

/** The tutorial's topics, in reading order, with their folders (the sidebar must show exactly these). */
export const TUTORIAL_TOPICS = [
  {label: 'Primeiros passos', folder: 'primeiros-passos'},
  {label: 'Dependentes', folder: 'dependentes'},
  {label: 'Responsáveis Financeiros', folder: 'responsaveis-financeiros'},
  {label: 'Planos de pagamento', folder: 'planos-de-pagamento'},
  {label: 'Boletos', folder: 'boletos'},
  {label: 'Escolas', folder: 'escolas'},
  {label: 'Centros de custo', folder: 'centros-de-custo'},
  {label: 'Anos letivos', folder: 'anos-letivos'},
  {label: 'Níveis acadêmicos', folder: 'niveis-academicos'},
  {label: 'Séries', folder: 'series'},
  {label: 'Turmas', folder: 'turmas'},
  {label: 'Webhooks', folder: 'webhooks'},
  {label: 'Documentos de aceite digital', folder: 'documentos-de-aceite-digital'},
  {label: 'Matrículas', folder: 'matriculas'},
  {label: 'Boas práticas de integração', folder: 'boas-praticas'},
] as const;

/** A path ending in .html or /index.html is the path without that ending. */
export const HTML_SUFFIX_CASES = [
  ['/index.html', '/', 'Portal do Desenvolvedor'],
  ['/blog/archive/index.html', '/blog/archive', 'Arquivo'],
  ['/blog/archive.html', '/blog/archive', 'Arquivo'],
  ['/docs/introducao.html', '/docs/introducao', 'Introdução'],
  ['/markdown-page/index.html', '/markdown-page', 'Guia de estilo das páginas'],
] as const;

export const NOT_FOUND = {
  title: 'Página não encontrada',
  // The 404 page tells the visitor to contact the owner of the referring site.
  brokenLinkAdvice:
    /entre em contato com o dono do site que ligou você à URL original e informe que o link está quebrado/,
} as const;
