/**
 * The portal's MCP server (issue 29): tools, in Portuguese, that let a coding assistant search the
 * portal, read its pages as Markdown, describe a type or operation, check an operation with the
 * portal's checker (src/lib/operation-check) and list the schema's changes — all from what the
 * portal at `siteUrl` publishes (scripts/mcp/portal.ts). Results are short text: an agent's context
 * is small. A tool that fails answers with an error result and the server goes on.
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {pt} from 'zod/locales';

import {checkOperations, formatReport} from '../../src/lib/operation-check';
import {SCHEMA_CHANGES_ROUTE, downloadById, downloadRoute} from '../../src/lib/machine-readable';
import {SEVERITIES} from '../../src/lib/schema-changes';
import {changesBetween} from './changes';
import {describe} from './describe';
import {Portal, PortalError} from './portal';
import {PortalSearch, SEARCH_SECTIONS, type SearchSection} from './search';

z.config(pt());

export const SERVER_NAME = 'portal-desenvolvedores';
export const SERVER_VERSION = '1.0.0';

/** A page is sent in pieces of at most this many characters; the answer says where the next one starts. */
export const PAGE_CHUNK_CHARS = 20_000;
/** The longest operation `validar_operacao` takes (the whole text of its documents). */
export const MAX_OPERATION_CHARS = 100_000;
const DEFAULT_RESULTS = 8;
const MAX_RESULTS = 25;

const DATE = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, {error: 'use uma data no formato AAAA-MM-DD'});

const text = (body: string): CallToolResult => ({content: [{type: 'text', text: body}]});
const failure = (message: string): CallToolResult => ({content: [{type: 'text', text: message}], isError: true});

/** Runs a tool's work; any error becomes the tool's error result, in Portuguese, and the server goes on. */
async function answer(work: () => Promise<string>): Promise<CallToolResult> {
  try {
    return text(await work());
  } catch (error) {
    if (error instanceof PortalError) return failure(error.message);
    return failure(error instanceof Error ? error.message : String(error));
  }
}

export function createServer(portal: Portal): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version: SERVER_VERSION},
    {
      instructions:
        `Documentação da API GraphQL de cobrança escolar publicada em ${portal.siteUrl}. Antes de escrever uma ` +
        'operação, use descrever para ver os campos e argumentos reais; depois, validar_operacao para conferir a ' +
        'operação contra o schema. Nunca invente campos.',
    },
  );

  let search: Promise<PortalSearch> | undefined;
  const portalSearch = (): Promise<PortalSearch> => {
    search ??= Promise.all([portal.index(), portal.fullText()]).then(
      ([entries, bodies]) => new PortalSearch(entries, bodies),
    );
    search.catch(() => {
      search = undefined;
    });
    return search;
  };

  server.registerTool(
    'buscar',
    {
      title: 'Buscar na documentação',
      description:
        'Busca no tutorial, na referência da API e nas notas de versão do portal (em português; acentos não importam). ' +
        'Devolve título, endereço da página em Markdown (para ler_pagina) e um trecho.',
      inputSchema: {
        consulta: z.string().trim().min(2, {error: 'consulta: escreva ao menos 2 caracteres'}).max(200),
        secao: z
          .enum(Object.keys(SEARCH_SECTIONS) as [SearchSection, ...SearchSection[]])
          .optional()
          .describe('Limita a uma seção: tutorial, referencia ou notas.'),
        limite: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS)
          .optional()
          .describe(`Máximo de resultados (padrão ${DEFAULT_RESULTS}).`),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({consulta, secao, limite}) =>
      answer(async () => {
        const hits = (await portalSearch()).search(consulta, {
          ...(secao === undefined ? {} : {section: secao}),
          limit: limite ?? DEFAULT_RESULTS,
        });
        if (hits.length === 0) return `Nada encontrado para "${consulta}". Tente outras palavras ou outra seção.`;
        return hits
          .map(({entry, excerpt}, index) => {
            const detail = excerpt || entry.description;
            return `${String(index + 1)}. ${entry.title} (${entry.section})\n   ${entry.url}${detail ? `\n   ${detail}` : ''}`;
          })
          .join('\n');
      }),
  );

  server.registerTool(
    'ler_pagina',
    {
      title: 'Ler uma página',
      description:
        'Lê uma página do portal em Markdown. Aceita o endereço da página, o da versão .md ou só o caminho ' +
        '(por exemplo /docs/boletos/emissao). Páginas longas vêm em partes: use inicio para a próxima.',
      inputSchema: {
        pagina: z.string().trim().min(1, {error: 'pagina: informe o endereço ou o caminho da página'}).max(2000),
        inicio: z.number().int().min(0).optional().describe('Posição (em caracteres) de onde continuar a leitura.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({pagina, inicio}) =>
      answer(async () => {
        const route = portal.twinRouteOf(pagina);
        let markdown: string;
        try {
          markdown = await portal.text(route);
        } catch (error) {
          if (error instanceof PortalError && error.message.includes('(404)')) {
            throw new PortalError(`Página não encontrada: ${pagina}. Use buscar para achar o endereço certo.`);
          }
          throw error;
        }
        const start = inicio ?? 0;
        if (start >= markdown.length && markdown.length > 0) {
          throw new Error(`inicio ${String(start)} passa do fim da página (${String(markdown.length)} caracteres).`);
        }
        const piece = markdown.slice(start, start + PAGE_CHUNK_CHARS);
        const next = start + piece.length;
        return next < markdown.length
          ? `${piece}\n\n[Continua: chame ler_pagina com inicio=${String(next)} (${String(markdown.length)} caracteres no total).]`
          : piece;
      }),
  );

  server.registerTool(
    'descrever',
    {
      title: 'Descrever tipo ou operação',
      description:
        'Descreve um tipo (Billing, AddBillingDataInput, BillingStatus) ou uma operação (billings, addBilling, ' +
        'Query.billings) do schema atual: campos e tipos, argumentos e os campos de cada entrada, desde quando ' +
        'existe e se está obsoleto, com o substituto.',
      inputSchema: {
        nome: z.string().trim().min(1, {error: 'nome: informe o nome de um tipo ou de uma operação'}).max(200),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({nome}) =>
      answer(async () => {
        const [schema, history] = await Promise.all([portal.schema(), portal.history()]);
        return describe({schema, timeline: history.timeline, siteUrl: portal.siteUrl}, nome);
      }),
  );

  server.registerTool(
    'validar_operacao',
    {
      title: 'Validar operação',
      description:
        'Confere uma operação GraphQL (e seus fragmentos) contra o schema atual: erros de validação, campos ' +
        'inventados, membros obsoletos com o substituto, profundidade e largura contra os limites da API e, com ' +
        'desde, o que não existia na versão em vigor naquela data. Cada achado traz o link da referência.',
      inputSchema: {
        operacao: z
          .string()
          .min(1, {error: 'operacao: informe o texto da operação GraphQL'})
          .max(MAX_OPERATION_CHARS, {
            error: `operacao: o texto passa de ${String(MAX_OPERATION_CHARS)} caracteres; envie uma operação por vez`,
          }),
        desde: DATE.optional().describe('AAAA-MM-DD: aponta também o que não existia na versão em vigor nessa data.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({operacao, desde}) =>
      answer(async () => {
        const [schema, history] = await Promise.all([portal.schema(), portal.history()]);
        const result = checkOperations([{name: 'operacao.graphql', text: operacao}], {
          schema,
          timeline: history.timeline,
          siteUrl: portal.siteUrl,
          ...(desde === undefined ? {} : {since: desde}),
        });
        return formatReport(result);
      }),
  );

  server.registerTool(
    'mudancas_do_schema',
    {
      title: 'Mudanças no schema',
      description:
        'Lista o que mudou no schema entre duas versões (datas AAAA-MM-DD; uma data entre versões vale pela versão ' +
        'em vigor nela), separado em incompatíveis, perigosas e seguras.',
      inputSchema: {
        de: DATE.describe('Data da versão de partida.'),
        ate: DATE.optional().describe('Data da versão de chegada (padrão: a mais nova).'),
        gravidade: z
          .array(z.enum(SEVERITIES as [string, ...string[]]))
          .min(1)
          .optional()
          .describe('Só estas gravidades: incompativel, perigosa, segura.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    ({de, ate, gravidade}) =>
      answer(async () => {
        const history = await portal.history();
        return changesBetween(
          history,
          {
            from: de,
            ...(ate === undefined ? {} : {to: ate}),
            ...(gravidade === undefined ? {} : {severities: gravidade as (typeof SEVERITIES)[number][]}),
          },
          `${portal.siteUrl}${SCHEMA_CHANGES_ROUTE}`,
        );
      }),
  );

  return server;
}

/** What the server reads, for its start-up message (on stderr: stdout is the protocol's). */
export const readsFrom = (portal: Portal): string =>
  `${portal.siteUrl} (llms.txt, páginas .md, ${downloadRoute(downloadById('schema'))}, ${downloadRoute(downloadById('history'))})`;
