/**
 * Constants of the site whose values are fixed, not chosen here (the browser tests check
 * them against their own copy of the expected values, tests/e2e/site-data.ts SPEC), and
 * that the configuration, the components and the tests all read from here, so that a
 * number is written once.
 */
export const SITE = {
  title: 'Portal do Desenvolvedor',
  tagline: 'API GraphQL de cobrança escolar, matrículas e aceite digital',
  // Public address used in canonical links and the sitemap; SITE_URL overrides it at build time.
  defaultUrl: 'https://developers.example.com.br',
  copyright: 'Copyright © 2024 Portal do Desenvolvedor. Todos os direitos reservados.',
  copyrightYear: 2024,
  search: {maxResults: 8, excerptMaxLength: 50},
  mobileBreakpointPx: 996,
  toc: {minHeadingLevel: 2, maxHeadingLevel: 3},
} as const;
