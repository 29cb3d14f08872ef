/**
 * The files the portal publishes for tools rather than for people: the Markdown twin of each page,
 * llms.txt and its full-content companion, and the API's downloads. Their names, routes, titles and
 * content types live here only: the build (src/plugins/markdown-twins, src/plugins/api-downloads),
 * the API overview's list of downloads, the nginx recipe's tests and the other tests read them.
 * No imports: the browser bundle reads this module too.
 */

/** Where the downloads are served from. */
export const DOWNLOADS_ROUTE = '/downloads';

export type DownloadId =
  | 'schema'
  | 'introspection'
  | 'history'
  | 'checker'
  | 'mcp'
  | 'simulator'
  | 'webhooks'
  | 'postman';

export interface Download {
  readonly id: DownloadId;
  /** File name under DOWNLOADS_ROUTE. */
  readonly file: string;
  readonly title: string;
  /** One sentence, shown next to the link and in llms.txt. */
  readonly description: string;
  /** The Content-Type the hosting sends (without the charset). */
  readonly contentType: string;
}

export const DOWNLOADS: readonly Download[] = [
  {
    id: 'schema',
    file: 'schema.graphql',
    title: 'Schema GraphQL (SDL)',
    description: 'O schema completo da API em SDL, o mesmo de onde a referência é gerada.',
    contentType: 'text/plain',
  },
  {
    id: 'introspection',
    file: 'introspection.json',
    title: 'Resultado de introspecção',
    description: 'O resultado padrão da query de introspecção, para geradores de código e clientes GraphQL.',
    contentType: 'application/json',
  },
  {
    id: 'history',
    file: 'schema-history.json',
    title: 'Histórico do schema (JSON)',
    description:
      'As versões da API, o que cada uma mudou no schema e em que versão cada membro apareceu ou ficou obsoleto.',
    contentType: 'application/json',
  },
  {
    id: 'checker',
    file: 'verificar.js',
    title: 'Verificador de operações',
    description:
      'Confere os seus arquivos .graphql contra o schema e o histórico dele, num só arquivo que roda com node (node verificar.js --ajuda); o mesmo que a página do verificador.',
    contentType: 'application/javascript',
  },
  {
    id: 'mcp',
    file: 'portal-mcp.mjs',
    title: 'Servidor MCP do portal',
    description:
      'Um arquivo só, que roda com `node`: dá a assistentes de código busca na documentação, leitura das páginas, descrição de tipos e operações, validação de operações e as mudanças do schema.',
    contentType: 'text/javascript',
  },
  {
    id: 'simulator',
    file: 'simulador.mjs',
    title: 'Simulador local da API',
    description:
      'Um arquivo só, que roda com `node` e sem instalação (node simulador.mjs --port 4000): a API com estado na sua máquina, com token, subscriptions, entrega de webhooks e controles de cenário.',
    contentType: 'text/javascript',
  },
  {
    id: 'webhooks',
    file: 'webhooks.openapi.yaml',
    title: 'Eventos de webhook (OpenAPI)',
    description:
      'O documento OpenAPI dos eventos que a plataforma envia aos webhooks, com o JSON Schema de cada corpo.',
    contentType: 'application/yaml',
  },
  {
    id: 'postman',
    file: 'portal.postman_collection.json',
    title: 'Coleção do Postman',
    description:
      'Uma requisição por query e por mutation, com a operação e as variáveis de exemplo da referência (formato v2.1, que o Insomnia e o Bruno também importam).',
    contentType: 'application/json',
  },
];

/** The route of a download. */
export const downloadRoute = (download: Download): string => `${DOWNLOADS_ROUTE}/${download.file}`;

export function downloadById(id: DownloadId): Download {
  const found = DOWNLOADS.find((download) => download.id === id);
  if (found === undefined) throw new Error(`download desconhecido: ${id}`);
  return found;
}

/** The index for language models (llmstxt.org) and the file with the full text of the guides and release notes. */
export const LLMS_ROUTE = '/llms.txt';
export const LLMS_FULL_ROUTE = '/llms-full.txt';

/** The two files for language models, as the API overview and llms.txt describe them. */
export const LLMS_FILES: readonly {readonly route: string; readonly title: string; readonly description: string}[] = [
  {
    route: LLMS_ROUTE,
    title: 'Índice para assistentes de IA (llms.txt)',
    description: 'Cada página do portal na sua versão em Markdown, uma por linha, no formato llmstxt.org.',
  },
  {
    route: LLMS_FULL_ROUTE,
    title: 'Texto completo do tutorial e das notas de versão',
    description: 'Todas as páginas do tutorial e das notas de versão em Markdown, num só arquivo.',
  },
];

/**
 * The reference's "Mudanças no schema" page (its generator, src/plugins/api-reference/generator/changelog.ts,
 * builds the same route from the reference's layout; a test keeps the two equal), and the Atom feed
 * of the schema's changes next to it, one entry per version (src/plugins/api-downloads).
 */
export const SCHEMA_CHANGES_ROUTE = '/api/mudancas-no-schema';
export const SCHEMA_FEED_ROUTE = `${SCHEMA_CHANGES_ROUTE}/atom.xml`;

export type FeedId = 'schema' | 'releaseNotesRss' | 'releaseNotesAtom';

export interface Feed {
  readonly id: FeedId;
  readonly route: string;
  readonly title: string;
  readonly description: string;
  /** The feed's media type, as the pages' `<link rel="alternate">` announces it. */
  readonly contentType: string;
}

/**
 * The portal's feeds: the schema changes' (written by src/plugins/api-downloads) and the release
 * notes' (the blog plugin's, at its default routes). The changelog page, the blog and llms.txt
 * list them from here.
 */
export const FEEDS: readonly Feed[] = [
  {
    id: 'schema',
    route: SCHEMA_FEED_ROUTE,
    title: 'Mudanças no schema (Atom)',
    description:
      'Uma entrada por versão da API, com as mudanças no schema; as incompatíveis e as obsolescências vêm marcadas no título.',
    contentType: 'application/atom+xml',
  },
  {
    id: 'releaseNotesRss',
    route: '/blog/rss.xml',
    title: 'Notas de versão (RSS)',
    description: 'Cada nota de versão publicada, no formato RSS.',
    contentType: 'application/rss+xml',
  },
  {
    id: 'releaseNotesAtom',
    route: '/blog/atom.xml',
    title: 'Notas de versão (Atom)',
    description: 'Cada nota de versão publicada, no formato Atom.',
    contentType: 'application/atom+xml',
  },
];

// The twin's address and the bar's class, in a module of their own for the bar on every page.
export {twinRoute, TWIN_ACTIONS_CLASS} from './twin-route';

/** The content type of each kind of file, for the hosting recipe and its tests. */
export const FILE_CONTENT_TYPES = {
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.graphql': 'text/plain',
  '.json': 'application/json',
  '.js': 'application/javascript',
  '.yaml': 'application/yaml',
  '.mjs': 'text/javascript',
} as const;
