/**
 * The portal's MCP server (scripts/mcp) as integrators run it: the single-file download of the
 * production build (/downloads/portal-mcp.mjs) started with plain `node`, pointed at the locally
 * served build, and driven by an MCP client of the same SDK over stdio. Every tool, bad arguments
 * (a clear error, and the server goes on), an unknown page and a huge operation.
 */
import path from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildSchema, getNamedType, isInputObjectType, type GraphQLSchema} from 'graphql';

import {test, expect} from './fixtures';
import {downloadById, downloadRoute, twinRoute} from '../../src/lib/machine-readable';
import {historyVersions} from './schema-history-files';
import {schemaMembers} from '../../src/lib/schema-members';

const BUNDLE = path.resolve(__dirname, '../../build', downloadRoute(downloadById('mcp')).slice(1));

interface ToolAnswer {
  readonly text: string;
  readonly isError: boolean;
}

test.describe.configure({mode: 'serial'});

test.describe('servidor MCP do portal', () => {
  let client: Client;
  let schema: GraphQLSchema;

  const call = async (name: string, args: Record<string, unknown>): Promise<ToolAnswer> => {
    const result = await client.callTool({name, arguments: args});
    const content = result.content as {type: string; text?: string}[];
    return {text: content.map((part) => part.text ?? '').join('\n'), isError: result.isError === true};
  };

  test.beforeAll(async ({request}, testInfo) => {
    const site = testInfo.project.use.baseURL ?? '';
    client = new Client({name: 'teste-do-portal', version: '1.0.0'});
    await client.connect(new StdioClientTransport({command: process.execPath, args: [BUNDLE, '--site', site]}));
    schema = buildSchema(await (await request.get(downloadRoute(downloadById('schema')))).text());
  });

  test.afterAll(async () => {
    await client.close();
  });

  test('oferece as cinco ferramentas, descritas em português', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      ['buscar', 'descrever', 'ler_pagina', 'mudancas_do_schema', 'validar_operacao'].sort(),
    );
    for (const tool of tools) expect(tool.description, tool.name).toMatch(/[ãçéêíóõú]/);
  });

  test('buscar ignora acentos e leva a páginas que ler_pagina lê', async ({request}) => {
    const plain = await call('buscar', {consulta: 'autenticacao'});
    const accented = await call('buscar', {consulta: 'autenticação'});
    expect(plain.isError).toBe(false);
    expect(plain.text).toBe(accented.text);
    expect(plain.text).toContain('Teste de autenticação');
    const url = /https?:\/\/\S+\.md/.exec(plain.text)?.[0] ?? '';
    const page = await call('ler_pagina', {pagina: url});
    // A long page comes in parts: the first part is the start of the page's twin.
    const twin = await (await request.get(new URL(url).pathname)).text();
    const firstPart = page.text.split('\n\n[Continua: ')[0] ?? '';
    expect(firstPart.length).toBeGreaterThan(0);
    expect(twin.startsWith(firstPart)).toBe(true);
  });

  test('buscar limitado às notas de versão só traz notas de versão', async () => {
    const answer = await call('buscar', {consulta: 'webhook', secao: 'notas', limite: 3});
    const urls = [...answer.text.matchAll(/https?:\/\/\S+\.md/g)].map((match) => new URL(match[0]).pathname);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(3);
    for (const url of urls) expect(url).toMatch(/^\/blog\//);
  });

  test('ler_pagina lê uma página longa em partes que, juntas, são a página', async ({request}) => {
    const twin = await (await request.get(twinRoute('/docs/webhooks/consultar'))).text();
    let text = '';
    let start = 0;
    for (let parts = 0; parts < 50; parts++) {
      const answer = await call('ler_pagina', {pagina: '/docs/webhooks/consultar', inicio: start});
      const next = /\[Continua: chame ler_pagina com inicio=(\d+)/.exec(answer.text);
      if (next?.[1] === undefined) {
        text += answer.text;
        break;
      }
      text += answer.text.slice(0, answer.text.lastIndexOf('\n\n[Continua'));
      start = Number(next[1]);
    }
    expect(start).toBeGreaterThan(0);
    expect(text).toBe(twin);
  });

  test('uma página que não existe, ou de outro site, é um erro claro', async () => {
    const missing = await call('ler_pagina', {pagina: '/docs/nao-existe'});
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('Página não encontrada');
    const elsewhere = await call('ler_pagina', {pagina: 'https://example.org/docs/boletos/emissao'});
    expect(elsewhere.isError).toBe(true);
    expect(elsewhere.text).toContain('não é uma página deste portal');
  });

  test('descrever um tipo traz cada campo e, no obsoleto, a versão que o tornou obsoleto', async () => {
    // The first deprecated field of an object type (the root types are described by operation, not
    // whole), and the version of the history that deprecated it.
    const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map(String));
    const member = schemaMembers(schema).find(
      (candidate) =>
        candidate.deprecationReason !== undefined &&
        candidate.path.split('.').length === 2 &&
        !roots.has(candidate.path.split('.')[0] ?? ''),
    );
    const [typeName = '', fieldName = ''] = member?.path.split('.') ?? [];
    const history = historyVersions();
    const deprecatedIn = history.find((entry) =>
      schemaMembers(entry.schema()).some((old) => old.path === member?.path && old.deprecationReason !== undefined),
    );
    const answer = await call('descrever', {nome: typeName});
    expect(answer.isError).toBe(false);
    const type = schema.getType(typeName);
    const fields = type !== undefined && 'getFields' in type ? Object.keys(type.getFields()) : [];
    for (const field of fields) expect(answer.text).toMatch(new RegExp(`^- ${field}\\b`, 'm'));
    const date = new Intl.DateTimeFormat('pt-BR', {dateStyle: 'long', timeZone: 'UTC'}).format(
      new Date(`${deprecatedIn?.date ?? ''}T00:00:00Z`),
    );
    expect(answer.text).toMatch(new RegExp(`^- ${fieldName}\\b.*OBSOLETO desde ${date}`, 'm'));
  });

  test('descrever uma operação traz os argumentos e os campos de cada entrada', async () => {
    const field = schema.getMutationType()?.getFields().addBilling;
    const answer = await call('descrever', {nome: 'addBilling'});
    expect(answer.text).toMatch(/^mutation addBilling/);
    for (const arg of field?.args ?? []) {
      expect(answer.text).toContain(`- ${arg.name}: ${String(arg.type)}`);
      const named = getNamedType(arg.type);
      if (!isInputObjectType(named)) continue;
      for (const input of Object.keys(named.getFields()))
        expect(answer.text).toMatch(new RegExp(`^  - ${input}\\b`, 'm'));
    }
    const unknown = await call('descrever', {nome: 'Bilingg'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Não há tipo nem operação "Bilingg"');
  });

  test('validar_operacao aponta o campo obsoleto e o inventado, com a página de cada um', async () => {
    const answer = await call('validar_operacao', {
      operacao: 'query Boletos {\n  billings {\n    items { id hasAnyManualPayment campoInventado }\n  }\n}\n',
    });
    expect(answer.isError).toBe(false);
    expect(answer.text).toContain('Billing.hasAnyManualPayment');
    expect(answer.text).toContain('campoInventado');
    expect(answer.text).toContain('/api/types/objects/billing');
    expect(answer.text).toMatch(/1 erro e 1 uso de membro obsoleto/);
  });

  test('uma operação enorme é recusada com um erro claro, e o servidor segue respondendo', async () => {
    const huge = await call('validar_operacao', {operacao: `{ ${'__typename '.repeat(20_000)}}`});
    expect(huge.isError).toBe(true);
    expect(huge.text).toContain('caracteres');
    // Large but within the limit: measured against the breadth limit, quickly.
    const started = Date.now();
    const wide = await call('validar_operacao', {
      // Meta fields (__typename) do not count towards the size: real fields of one record do.
      operacao: `{ billing(id: 1) { ${Array.from({length: 3000}, (_, index) => `a${String(index)}: id`).join(' ')} } }`,
    });
    expect(wide.isError).toBe(false);
    expect(wide.text).toContain('largura');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('argumentos errados dão um erro claro, e o servidor segue respondendo', async () => {
    const wrongType = await call('buscar', {consulta: 42});
    expect(wrongType.isError).toBe(true);
    expect(wrongType.text).toContain('consulta');
    const missing = await call('mudancas_do_schema', {});
    expect(missing.isError).toBe(true);
    expect(missing.text).toContain('de');
    const badDate = await call('mudancas_do_schema', {de: 'ontem'});
    expect(badDate.isError).toBe(true);
    expect(badDate.text).toContain('AAAA-MM-DD');
    await expect(client.callTool({name: 'ferramenta_que_nao_existe', arguments: {}})).resolves.toMatchObject({
      isError: true,
    });
    expect((await call('buscar', {consulta: 'boleto'})).isError).toBe(false);
  });

  test('mudancas_do_schema lista cada versão entre as duas datas, da mais nova', async () => {
    const history = historyVersions();
    const [first, last] = [history[0]?.date ?? '', history.at(-1)?.date ?? ''];
    const answer = await call('mudancas_do_schema', {de: first, ate: last});
    expect(answer.isError).toBe(false);
    const sections = [...answer.text.matchAll(/#(\d{4}-\d{2}-\d{2})$/gm)].map((match) => match[1]);
    expect(sections).toEqual(
      history
        .slice(1)
        .map((entry) => entry.date)
        .reverse(),
    );
    const before = await call('mudancas_do_schema', {de: '2000-01-01'});
    expect(before.isError).toBe(true);
    expect(before.text).toContain('Não há versão do schema');
  });
});
