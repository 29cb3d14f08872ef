/**
 * schema:pull against a REAL GraphQL server on 127.0.0.1 (node:http + graphql-http), plus
 * misbehaving servers for every failure the command must survive. Each failure test checks the
 * message AND that the target file kept its bytes and that no temporary file was left behind.
 */
import {execFile} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createServer, type IncomingMessage, type RequestListener, type ServerResponse} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {createRequire} from 'node:module';

import {buildSchema, graphql, introspectionFromSchema, type GraphQLSchema, type IntrospectionQuery} from 'graphql';
import {afterEach, describe, expect, it} from 'vitest';

import {REPO_ROOT} from '../../../src/lib/repo-root';
import {SNAPSHOT_PATH, loadSnapshot, printSnapshot} from '../../../src/lib/schema-snapshot';
import {PullError, parseCliArgs, pullSchema, type PullErrorKind} from '../../../scripts/schema-pull';
import {fixture} from '../../support/paths';

const FIXTURE = fixture('schema', 'valid-small.graphql');
const fixtureSchema = loadSnapshot(FIXTURE);
const run = promisify(execFile);

// Vitest resolves `graphql` to its ESM build, while graphql-http, loaded by Node, gets the CJS
// build; a schema from one is rejected by the other ("from another module or realm"). The served
// schema, the validation rules and the handler therefore all come from the CJS build.
const requireCjs = createRequire(import.meta.url);
const cjsGraphql = requireCjs('graphql') as typeof import('graphql');
const {createHandler} = requireCjs('graphql-http/lib/use/http') as typeof import('graphql-http/lib/use/http');

/** The same schema, rebuilt in graphql-http's realm. */
function served(schema: GraphQLSchema): GraphQLSchema {
  return cjsGraphql.buildSchema(printSnapshot(schema));
}

interface TestServer {
  url: string;
  close: () => Promise<void>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(listener: RequestListener): Promise<TestServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('endereço inesperado do servidor de teste');
  const close = async (): Promise<void> => {
    // Stalled test servers keep sockets open; drop them so close() can finish.
    server.closeAllConnections();
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  };
  cleanups.push(close);
  return {url: `http://127.0.0.1:${address.port}/graphql`, close};
}

function graphqlServer(schema: GraphQLSchema): Promise<TestServer> {
  const handler = createHandler({schema: served(schema)});
  return startServer((req, res) => {
    void handler(req, res);
  });
}

/** A port that was just free: listen on an ephemeral port, then close it. */
async function closedPortUrl(): Promise<string> {
  const server = await startServer(() => undefined);
  await server.close();
  return server.url;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      resolve(body);
    });
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, {'content-type': 'application/json; charset=utf-8'});
  res.end(JSON.stringify(value));
}

/**
 * A temp dir holding `schema.graphql` with known bytes, standing in for the committed snapshot: a
 * copy of `source`, the schema the servers of these tests serve unless a test says otherwise (a
 * pull refuses a schema that breaks the one it replaces).
 */
async function targetCopy(source: string = FIXTURE): Promise<{dir: string; file: string; original: Buffer}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'schema-pull-'));
  cleanups.push(() => rm(dir, {recursive: true, force: true}));
  const file = path.join(dir, 'schema.graphql');
  // A trailing marker makes the bytes unique, so "unchanged" cannot pass by coincidence.
  const original = Buffer.concat([await readFile(source), Buffer.from('\n# cópia de teste\n')]);
  await writeFile(file, original);
  return {dir, file, original};
}

async function expectPullFailure(
  options: Parameters<typeof pullSchema>[0],
  kind: PullErrorKind,
  fragments: readonly string[],
): Promise<void> {
  const error: unknown = await pullSchema(options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'pullSchema deveria falhar').toBeInstanceOf(PullError);
  const pullError = error as PullError;
  for (const fragment of fragments) expect(pullError.message).toContain(fragment);
  expect(pullError.kind, pullError.message).toBe(kind);
}

async function expectUntouched(target: {dir: string; file: string; original: Buffer}): Promise<void> {
  const bytes = await readFile(target.file);
  expect(bytes.equals(target.original), 'o arquivo de destino deveria manter os mesmos bytes').toBe(true);
  expect(await readdir(target.dir), 'nenhum arquivo temporário deveria sobrar').toEqual(['schema.graphql']);
}

function introspectionOf(schema: GraphQLSchema): IntrospectionQuery {
  return introspectionFromSchema(schema, {
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
  });
}

describe('pullSchema contra um servidor GraphQL real', () => {
  it('grava exatamente printSnapshot do schema servido, atomicamente', async () => {
    const server = await graphqlServer(fixtureSchema);
    const target = await targetCopy();
    const result = await pullSchema({url: server.url, out: target.file, timeoutMs: 10_000});
    const expected = printSnapshot(fixtureSchema);
    expect(await readFile(target.file, 'utf8')).toBe(expected);
    expect(result.sdl).toBe(expected);
    expect(result.changed).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(await readdir(target.dir)).toEqual(['schema.graphql']);
    // Descriptions, deprecations (also on input fields) and custom directives survive the trip.
    expect(expected).toContain('"""Dependente (aluno) de uma escola."""');
    expect(expected).toContain('code: String @deprecated(reason: "Não é mais usado.")');
    expect(expected).toContain('directive @authorize');

    const again = await pullSchema({url: server.url, out: target.file, timeoutMs: 10_000});
    expect(again.changed).toBe(false);
  });

  it.skipIf(!existsSync(SNAPSHOT_PATH))('puxa o próprio snapshot servido e reproduz printSnapshot dele', async () => {
    const snapshot = loadSnapshot();
    const server = await graphqlServer(snapshot);
    const target = await targetCopy(SNAPSHOT_PATH);
    await pullSchema({url: server.url, out: target.file, timeoutMs: 30_000});
    expect(await readFile(target.file, 'utf8')).toBe(printSnapshot(snapshot));
  });

  it('envia os cabeçalhos informados (ex.: Authorization)', async () => {
    const handler = createHandler({schema: served(fixtureSchema)});
    const seen: Array<string | undefined> = [];
    const server = await startServer((req, res) => {
      seen.push(req.headers.authorization);
      if (req.headers.authorization !== 'Bearer segredo') {
        sendJson(res, 401, {errors: [{message: 'Não autorizado.'}]});
        return;
      }
      void handler(req, res);
    });
    const target = await targetCopy();
    await pullSchema({url: server.url, out: target.file, headers: {Authorization: 'Bearer segredo'}});
    expect(seen).toEqual(['Bearer segredo']);
    expect(await readFile(target.file, 'utf8')).toBe(printSnapshot(fixtureSchema));
  });

  it('refaz a introspecção com a consulta básica quando o servidor rejeita campos novos, e avisa', async () => {
    const queries: string[] = [];
    const server = await startServer((req, res) => {
      void readBody(req).then(async (body) => {
        const {query} = JSON.parse(body) as {query: string};
        queries.push(query);
        if (query.includes('specifiedByURL')) {
          sendJson(res, 200, {errors: [{message: 'The field `specifiedByURL` does not exist on the type `__Type`.'}]});
          return;
        }
        // Like an older server: executes whatever introspection it understands.
        sendJson(res, 200, await graphql({schema: fixtureSchema, source: query}));
      });
    });
    const target = await targetCopy();
    // The basic query cannot see the deprecated input field `code`: against the file, a removal,
    // which the pull refuses unless accepted (the refusal itself is tested below).
    const result = await pullSchema({url: server.url, out: target.file, acceptBreaking: true});
    expect(queries).toHaveLength(2);
    expect(result.changes.map((change) => change.message)).toEqual([
      'O campo `code` da entrada `AddDependentDataInput` foi removido.',
    ]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain('consulta básica');
    // Without inputValueDeprecation the input-field deprecation cannot be known; the rest is intact.
    expect(result.sdl).not.toContain('Não é mais usado.');
    expect(result.sdl).toContain('legacyCode: String @deprecated(reason: "Use o campo refId.")');
  });
});

describe('pullSchema: falhas deixam o arquivo intacto', () => {
  it('conexão recusada numa porta fechada', async () => {
    const url = await closedPortUrl();
    const target = await targetCopy();
    await expectPullFailure({url, out: target.file}, 'network', [url, 'ECONNREFUSED', 'conexão recusada']);
    await expectUntouched(target);
  });

  it('HTTP 500', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(500, {'content-type': 'text/plain'});
      res.end('Falha interna: NullReferenceException em Schema.Build()');
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'http', [
      server.url,
      'HTTP 500',
      'Falha interna: NullReferenceException',
    ]);
    await expectUntouched(target);
  });

  it('HTML com status 200 (ex.: página de login ou proxy)', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {'content-type': 'text/html; charset=utf-8'});
      res.end('<!DOCTYPE html><html><head><title>Entrar</title></head><body>Faça login</body></html>');
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'not-json', [
      server.url,
      'não é JSON',
      'text/html',
      '<!DOCTYPE html>',
    ]);
    await expectUntouched(target);
  });

  it('JSON sem data.__schema', async () => {
    const server = await startServer((_req, res) => {
      sendJson(res, 200, {data: {saudacao: 'olá'}});
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'not-graphql', [
      server.url,
      'data.__schema',
      'saudacao',
    ]);
    await expectUntouched(target);
  });

  it('erros GraphQL na resposta (introspecção desativada no servidor)', async () => {
    const handler = createHandler({
      schema: served(fixtureSchema),
      validationRules: [...cjsGraphql.specifiedRules, cjsGraphql.NoSchemaIntrospectionCustomRule],
    });
    const server = await startServer((req, res) => {
      void handler(req, res);
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'graphql-errors', [
      server.url,
      'erros GraphQL',
      'introspection has been disabled',
    ]);
    await expectUntouched(target);
  });

  it('erros GraphQL com status 200 e data nulo', async () => {
    const server = await startServer((_req, res) => {
      sendJson(res, 200, {data: null, errors: [{message: 'O token de acesso expirou.'}]});
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'graphql-errors', [
      'HTTP 200',
      'O token de acesso expirou.',
    ]);
    await expectUntouched(target);
  });

  it('tempo esgotado: o servidor nunca responde', async () => {
    const server = await startServer(() => undefined);
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file, timeoutMs: 300}, 'timeout', [
      server.url,
      'tempo esgotado',
      '0.3 s',
    ]);
    await expectUntouched(target);
  });

  it('tempo esgotado: o servidor envia os cabeçalhos e trava o corpo', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(200, {'content-type': 'application/json'});
      res.write('{"data": {"__schema": ');
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file, timeoutMs: 300}, 'timeout', [
      server.url,
      'lendo o corpo',
    ]);
    await expectUntouched(target);
  });

  it('resultado de introspecção inválido: referência a um tipo ausente', async () => {
    const introspection = introspectionOf(fixtureSchema);
    const types = introspection.__schema.types.filter((type) => type.name !== 'EnrollmentSituation');
    const broken = {__schema: {...introspection.__schema, types}};
    const server = await startServer((_req, res) => {
      sendJson(res, 200, {data: broken});
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'invalid-schema', [
      server.url,
      'introspecção',
      'EnrollmentSituation',
    ]);
    await expectUntouched(target);
  });

  it('resultado de introspecção que não valida (objeto sem campos)', async () => {
    const introspection = introspectionOf(fixtureSchema);
    const types = introspection.__schema.types.map((type) =>
      type.name === 'Dependent' && type.kind === 'OBJECT' ? {...type, fields: []} : type,
    );
    const broken = {__schema: {...introspection.__schema, types}};
    const server = await startServer((_req, res) => {
      sendJson(res, 200, {data: broken});
    });
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file}, 'invalid-schema', [
      'é inválido',
      'Dependent must define one or more fields',
    ]);
    await expectUntouched(target);
  });

  it('URL que não é http(s)', async () => {
    const target = await targetCopy();
    await expectPullFailure({url: 'ftp://127.0.0.1/graphql', out: target.file}, 'usage', ['http://']);
    await expectUntouched(target);
  });

  it('diretório de destino inexistente: erro de gravação, nada criado', async () => {
    const server = await graphqlServer(fixtureSchema);
    const target = await targetCopy();
    const out = path.join(target.dir, 'nao-existe', 'schema.graphql');
    await expectPullFailure({url: server.url, out}, 'write', [out]);
    await expectUntouched(target);
  });
});

/** The fixture with one edit to its SDL: a new schema version for the diff tests. */
function fixtureWith(from: string, to: string): GraphQLSchema {
  const sdl = printSnapshot(fixtureSchema);
  if (!sdl.includes(from)) throw new Error(`O esquema de teste não tem "${from}".`);
  return buildSchema(sdl.replace(from, to));
}

const WITHOUT_TUITION = ['  """Valor da mensalidade."""\n  tuition: Decimal\n', ''] as const;
const WITH_NICKNAME = ['  name: String!\n', '  name: String!\n  """Apelido."""\n  nickname: String\n'] as const;

describe('pullSchema: a diferença para o arquivo atual', () => {
  it('recusa uma mudança incompatível, lista-a e deixa o arquivo como estava', async () => {
    const server = await graphqlServer(fixtureWith(...WITHOUT_TUITION));
    const target = await targetCopy();
    await expectPullFailure({url: server.url, out: target.file, timeoutMs: 10_000}, 'breaking', [
      'Incompatíveis (1):',
      'O campo `Dependent.tuition` foi removido.',
      '--aceitar-incompativel',
    ]);
    await expectUntouched(target);
  });

  it('com acceptBreaking, grava e devolve a mudança', async () => {
    const server = await graphqlServer(fixtureWith(...WITHOUT_TUITION));
    const target = await targetCopy();
    const result = await pullSchema({url: server.url, out: target.file, timeoutMs: 10_000, acceptBreaking: true});
    expect(await readFile(target.file, 'utf8')).toBe(printSnapshot(fixtureWith(...WITHOUT_TUITION)));
    expect(result.changes).toEqual([
      expect.objectContaining({severity: 'incompativel', message: 'O campo `Dependent.tuition` foi removido.'}),
    ]);
  });

  it('grava uma mudança segura e a devolve', async () => {
    const server = await graphqlServer(fixtureWith(...WITH_NICKNAME));
    const target = await targetCopy();
    const result = await pullSchema({url: server.url, out: target.file, timeoutMs: 10_000});
    expect(await readFile(target.file, 'utf8')).toBe(printSnapshot(fixtureWith(...WITH_NICKNAME)));
    expect(result.changes.map((change) => [change.severity, change.message])).toEqual([
      ['segura', 'Novo campo `nickname` (`String`) na entrada `AddDependentDataInput`.'],
    ]);
  });
});

describe('parseCliArgs', () => {
  it('aceita --header repetido, --timeout em segundos e --out relativo', () => {
    const options = parseCliArgs([
      '--url',
      'https://sandbox.example/graphql',
      '--header',
      'Authorization: Bearer a:b',
      '--header',
      'X-Empresa:  42 ',
      '--timeout',
      '2.5',
      '--out',
      'tmp/schema.graphql',
    ]);
    expect(options.headers).toEqual({Authorization: 'Bearer a:b', 'X-Empresa': '42'});
    expect(options.timeoutMs).toBe(2500);
    expect(options.out).toBe(path.resolve('tmp/schema.graphql'));
  });

  it('usa o snapshot como destino e 30 s como tempo limite por padrão', () => {
    const options = parseCliArgs(['--url', 'http://127.0.0.1:1/graphql']);
    expect(options.out).toBe(SNAPSHOT_PATH);
    expect(options.timeoutMs).toBe(30_000);
    expect(options.headers).toEqual({});
  });

  it.each([
    [[], 'falta o argumento --url'],
    [['--url', 'http://x/graphql', '--timeout', 'zero'], '--timeout'],
    [['--url', 'http://x/graphql', '--timeout', '-1'], '--timeout'],
    [['--url', 'http://x/graphql', '--header', 'Bearer sem-nome'], 'cabeçalho inválido'],
    [['--url', 'http://x/graphql', '--desconhecida'], 'desconhecida'],
  ])('rejeita %j', (argv, fragment) => {
    expect(() => parseCliArgs(argv)).toThrow(fragment);
  });

  it('não ecoa o valor de um cabeçalho malformado', () => {
    expect(() => parseCliArgs(['--url', 'http://x/graphql', '--header', 'tokenSecreto123'])).toThrow(
      expect.objectContaining({message: expect.not.stringContaining('tokenSecreto123') as unknown}),
    );
  });
});

describe('CLI npm run schema:pull (processo filho)', () => {
  const tsx = path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const script = path.join(REPO_ROOT, 'scripts', 'schema-pull.ts');

  /** Runs the CLI from an unrelated cwd (the temp dir) to prove paths do not depend on it. */
  async function cli(args: readonly string[], cwd: string): Promise<{code: number; stdout: string; stderr: string}> {
    try {
      const {stdout, stderr} = await run(process.execPath, [tsx, script, ...args], {cwd, timeout: 30_000});
      return {code: 0, stdout, stderr};
    } catch (error) {
      const failed = error as {code?: unknown; stdout?: unknown; stderr?: unknown};
      if (typeof failed.code !== 'number') throw error;
      return {code: failed.code, stdout: String(failed.stdout), stderr: String(failed.stderr)};
    }
  }

  it('sucesso: argumentos, cabeçalhos repetidos, saída 0 e arquivo gravado', async () => {
    const handler = createHandler({schema: served(fixtureSchema)});
    const server = await startServer((req, res) => {
      if (req.headers.authorization !== 'Bearer abc' || req.headers['x-empresa'] !== '10') {
        sendJson(res, 401, {errors: [{message: 'Cabeçalhos ausentes.'}]});
        return;
      }
      void handler(req, res);
    });
    const target = await targetCopy();
    const result = await cli(
      [
        '--url',
        server.url,
        '--header',
        'Authorization: Bearer abc',
        '--header',
        'X-Empresa: 10',
        '--out',
        'schema.graphql',
        '--timeout',
        '20',
      ],
      target.dir,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('atualizado');
    expect(await readFile(target.file, 'utf8')).toBe(printSnapshot(fixtureSchema));
    expect(await readdir(target.dir)).toEqual(['schema.graphql']);
  });

  it('falha do servidor: saída 1, mensagem em stderr, arquivo intacto', async () => {
    const server = await startServer((_req, res) => {
      res.writeHead(500);
      res.end('erro');
    });
    const target = await targetCopy();
    const result = await cli(['--url', server.url, '--out', target.file], target.dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('HTTP 500');
    expect(result.stderr).toContain('não foi alterado');
    await expectUntouched(target);
  });

  it('mudança incompatível: saída 1 e a lista; com --aceitar-incompativel, saída 0 e arquivo gravado', async () => {
    const server = await graphqlServer(fixtureWith(...WITHOUT_TUITION));
    const target = await targetCopy();
    const refused = await cli(['--url', server.url, '--out', target.file], target.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('O campo `Dependent.tuition` foi removido.');
    expect(refused.stderr).toContain('não foi alterado');
    await expectUntouched(target);

    const accepted = await cli(['--url', server.url, '--out', target.file, '--aceitar-incompativel'], target.dir);
    expect(accepted.stderr).toBe('');
    expect(accepted.code).toBe(0);
    expect(accepted.stdout).toContain('Incompatíveis (1):');
    expect(await readFile(target.file, 'utf8')).toBe(printSnapshot(fixtureWith(...WITHOUT_TUITION)));
  });

  it('sem --url: saída 2 e uso explicado', async () => {
    const target = await targetCopy();
    const result = await cli(['--out', target.file], target.dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('falta o argumento --url');
    expect(result.stderr).toContain('Uso: npm run schema:pull');
    await expectUntouched(target);
  });
});
