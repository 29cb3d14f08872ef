import {eventRoute} from '../../../src/data/webhook-events';

/** One page of each kind, with its h1, as the specification and the build name them. */
export const PAGES = [
  {kind: 'início', path: '/', heading: 'Portal do Desenvolvedor'},
  {kind: 'guia', path: '/docs/introducao', heading: 'Introdução'},
  {kind: 'objeto da API', path: '/api/types/objects/person', heading: 'Person'},
  {
    kind: 'mutation da API',
    path: '/api/api/mutations/accept-digital-acceptance-document',
    heading: 'acceptDigitalAcceptanceDocument',
  },
  {kind: 'nota de versão', path: '/blog/2024-09-04-release-notes', heading: 'Notas de versão de 4 de setembro de 2024'},
  {kind: 'evento de webhook', path: eventRoute('BILLING_CREATED'), heading: 'BILLING_CREATED'},
] as const;
