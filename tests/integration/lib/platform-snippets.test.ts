/**
 * The code shown on "Limites e convenções" and on the webhook guide (src/lib/platform-snippets),
 * in every language, compiled by the language's toolchain and run as a reader would run it: the API
 * client and its paging loop against a local GraphQL server that validates every document against
 * the schema snapshot and behaves as the platform facts say (token lifetime, maximum take, 429 with
 * Retry-After, a server that never answers); the webhook receiver against deliveries signed as the
 * facts say, and against the deliveries of the local simulator (scripts/simulador), first attempt
 * and manual resend. JavaScript's own modules (the date helpers, the check as a module, simultaneous calls)
 * are run with node directly.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createHmac, randomUUID} from 'node:crypto';
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {parse, validate} from 'graphql';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';

import {
  CLIENT_TIMEOUT_SECONDS,
  RATE_LIMIT_ERROR_CODE,
  RATE_LIMIT_HTTP_STATUS,
  RATE_LIMIT_RETRY_HEADER,
  TAKE_MAX,
  TAKE_MAX_ERROR_CODE,
  TOKEN_LIFETIME_SECONDS,
  TOKEN_RENEWAL_MARGIN_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
} from '../../../src/data/platform-facts';
import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../src/lib/languages';
import {SINGLE_SNIPPETS, SNIPPETS_BY_LANGUAGE} from '../../../src/lib/platform-snippets';
import {
  CLIENT_ENV,
  CROSS_CUTTING_NAMES,
  indent,
  isPresent,
  RECEIVER_ENV,
  RECEIVER_PATH,
  type LanguageSnippet,
  type NotInLanguage,
} from '../../../src/lib/platform-snippets/common';
import {addLoopbackWebhook, graphql, issueBoleto, startTestSandbox, tokenFor, until} from '../../support/sandbox';
import {snapshot} from '../../support/snapshot-helpers';
import {checkOf, requireTool, runnerOf} from '../../support/toolchains';

const root = mkdtempSync(path.join(tmpdir(), 'trechos-'));
afterAll(() => {
  rmSync(root, {recursive: true, force: true});
});

/** A fresh folder under the test's temporary root. */
let folders = 0;
function folder(): string {
  const dir = path.join(root, String(folders++));
  mkdirSync(dir);
  return dir;
}

/** JavaScript's modules, side by side as the reader saves them (todos-os-boletos.mjs imports cliente-api.mjs). */
function writeJavaScript(dir: string, clientCode?: string): void {
  for (const name of CROSS_CUTTING_NAMES) {
    const snippet = SNIPPETS_BY_LANGUAGE.javascript[name];
    if (isPresent(snippet)) writeFileSync(path.join(dir, snippet.title), snippet.code);
  }
  const client = SNIPPETS_BY_LANGUAGE.javascript.cliente;
  if (clientCode !== undefined && isPresent(client)) writeFileSync(path.join(dir, client.title), clientCode);
  writeFileSync(path.join(dir, SINGLE_SNIPPETS.datas.title), SINGLE_SNIPPETS.datas.code);
}
const jsDir = folder();
writeJavaScript(jsDir);

interface Outcome {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runCommand(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => {
      resolve({status, stdout, stderr});
    });
  });
}

/** Runs an ES module with node in JavaScript's folder and returns what it prints as JSON. */
async function runNode(code: string, env: Record<string, string>, cwd = jsDir): Promise<unknown> {
  const outcome = await runCommand(process.execPath, ['--input-type=module', '-e', code], env, cwd);
  if (outcome.status !== 0) throw new Error(`node saiu com ${String(outcome.status)}: ${outcome.stderr}`);
  return JSON.parse(outcome.stdout) as unknown;
}

// ---------------------------------------------------------------------------------------------
// A local API that behaves as the facts say.

interface ApiState {
  tokensIssued: number;
  tokenLifetimeSeconds: number;
  revoked: Set<string>;
  rateLimitedRequests: number;
  takes: number[];
  invalidDocuments: string[];
  items: {id: number}[];
  /** A server that never answers: when each request arrived, and when its client gave up. */
  silent: boolean;
  arrivedAt: number[];
  abandonedAt: number[];
  /** When the 429 was sent, and when the next request arrived. */
  limitedAt: number[];
  nextAfterLimitAt: number[];
}

let state: ApiState;
let api: Server;
let apiUrl = '';

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, {'Content-Type': 'application/json', ...headers}).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (state.silent) {
    state.arrivedAt.push(Date.now());
    response.on('close', () => state.abandonedAt.push(Date.now()));
    return;
  }
  if (state.limitedAt.length > state.nextAfterLimitAt.length) state.nextAfterLimitAt.push(Date.now());
  const {query, variables} = JSON.parse(await readBody(request)) as {
    query: string;
    variables: Record<string, unknown>;
  };
  const errors = validate(snapshot(), parse(query));
  if (errors.length > 0) {
    state.invalidDocuments.push(errors.map((error) => error.message).join('; '));
    send(response, 200, {errors: errors.map((error) => ({message: error.message}))});
    return;
  }
  if (query.includes('token(data:')) {
    state.tokensIssued++;
    const accessToken = `token-${String(state.tokensIssued)}`;
    send(response, 200, {data: {token: {accessToken, expiresIn: state.tokenLifetimeSeconds}}});
    return;
  }
  if (state.rateLimitedRequests > 0) {
    state.rateLimitedRequests--;
    state.limitedAt.push(Date.now());
    send(
      response,
      RATE_LIMIT_HTTP_STATUS,
      {errors: [{message: 'Limite de requisições excedido.', extensions: {code: RATE_LIMIT_ERROR_CODE}}]},
      {[RATE_LIMIT_RETRY_HEADER]: '1'},
    );
    return;
  }
  const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token === undefined || state.revoked.has(token) || !token.startsWith('token-')) {
    send(response, 200, {
      errors: [{message: 'O usuário atual não está autenticado.', extensions: {code: 'AUTH_NOT_AUTHENTICATED'}}],
      data: {billings: null},
    });
    return;
  }
  const skip = Number(variables.skip ?? 0);
  const take = Number(variables.take ?? 10);
  state.takes.push(take);
  if (take > TAKE_MAX) {
    send(response, 200, {errors: [{message: 'Página grande demais.', extensions: {code: TAKE_MAX_ERROR_CODE}}]});
    return;
  }
  const items = state.items.slice(skip, skip + take);
  send(response, 200, {
    data: {billings: {items, pageInfo: {hasNextPage: skip + take < state.items.length}}},
  });
}

beforeAll(async () => {
  api = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, {message: String(error)});
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${String((api.address() as AddressInfo).port)}/graphql`;
});

afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

beforeEach(() => {
  state = {
    tokensIssued: 0,
    tokenLifetimeSeconds: TOKEN_LIFETIME_SECONDS,
    revoked: new Set(),
    rateLimitedRequests: 0,
    takes: [],
    invalidDocuments: [],
    items: Array.from({length: 2 * TAKE_MAX + 7}, (_, index) => ({id: index + 1})),
    silent: false,
    arrivedAt: [],
    abandonedAt: [],
    limitedAt: [],
    nextAfterLimitAt: [],
  };
});

const clientEnv = (): Record<string, string> => ({
  [CLIENT_ENV.url]: apiUrl,
  [CLIENT_ENV.email]: 'x@example.com',
  [CLIENT_ENV.password]: 'senha',
});

/** A program that calls chamarApi `count` times (in sequence or all at once) and prints how many items came back. */
function callsProgram(count: number, concurrent: boolean): string {
  return `import { chamarApi } from './cliente-api.mjs';
const query = 'query Um($take: Int) { billings(take: $take) { items { id } pageInfo { hasNextPage } } }';
const results = [];
if (${String(concurrent)}) results.push(...(await Promise.all(Array.from({ length: ${String(count)} }, () => chamarApi(query, { take: 1 })))));
else for (let i = 0; i < ${String(count)}; i++) results.push(await chamarApi(query, { take: 1 }));
console.log(JSON.stringify(results.map((r) => r.errors ? 'erro' : r.data.billings.items.length)));`;
}

describe('cliente da API em JavaScript (cliente-api.mjs)', () => {
  it('faz uma só renovação para chamadas simultâneas', async () => {
    await expect(runNode(callsProgram(5, true), clientEnv())).resolves.toEqual([1, 1, 1, 1, 1]);
    expect(state.tokensIssued).toBe(1);
    expect(state.invalidDocuments).toEqual([]);
  });
});

describe('datas (datas.mjs)', () => {
  it('"hoje" é a data de Brasília, e o exemplo do comentário dá o que promete', async () => {
    const example = /^\/\/ (campoSoData\(.*\)) === '([^']+)'$/m.exec(SINGLE_SNIPPETS.datas.code);
    expect(example, 'o trecho perdeu o exemplo em comentário').not.toBeNull();
    const program = `import { hojeNaApi, campoSoData } from './datas.mjs';
console.log(JSON.stringify([
  hojeNaApi(new Date('2025-02-11T01:00:00Z')),
  hojeNaApi(new Date('2025-02-11T03:00:00Z')),
  campoSoData('2025-02-10'),
  ${example?.[1] ?? 'null'},
  (() => { try { campoSoData('10/02/2025'); return 'aceitou'; } catch { return 'recusou'; } })(),
]));`;
    await expect(runNode(program, {})).resolves.toEqual([
      '2025-02-10',
      '2025-02-11',
      '2025-02-10T00:00:00.000Z',
      example?.[2],
      'recusou',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// Webhooks.

const SECRET = 'segredo-de-teste';

function signed(body: string, timestamp: number, secret = SECRET): Record<string, string> {
  const signature = createHmac('sha256', secret)
    .update(`${String(timestamp)}.${body}`)
    .digest('hex');
  return {
    [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature,
    [WEBHOOK_TIMESTAMP_HEADER.toLowerCase()]: String(timestamp),
  };
}

/** The state of one delivery, by its event's refId, and the manual resend: the operations the webhook guide shows. */
const DELIVERY_QUERY =
  'query Entrega($refId: UUID) { webHookEventsV2(where: {refId: {eq: $refId}}) { items { status manuallyTriggered } } }';
const RETRY_MUTATION =
  'mutation Reenviar($data: RetryWebHookEventDataInput!) { retryWebHookEvent(data: $data) { status } }';

type SignatureCase = [name: string, body: string, headers: Record<string, string>, authentic: boolean];

/** Deliveries a receiver must accept (true) or refuse (false), signed when the test runs. */
function signatureCases(): SignatureCase[] {
  const body = '{"refId":"191ee6e3-abd1-4669-97ba-5de3219f6c6c","type":"BILLING_CREATED"}';
  // Taken when the test runs: the margins below (5 s) are against the tolerance, not against the suite's duration.
  const now = Math.floor(Date.now() / 1000);
  const tolerance = WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS;
  const hexSignature = signed(body, now)[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? '';
  return [
    ['assinatura e momento corretos', body, signed(body, now), true],
    ['momento no limite da tolerância', body, signed(body, now - tolerance + 5), true],
    ['corpo alterado', `${body} `, signed(body, now), false],
    ['segredo errado', body, signed(body, now, 'outro-segredo'), false],
    ['momento antigo, assinado corretamente (repetição)', body, signed(body, now - tolerance - 5), false],
    ['momento no futuro além da tolerância', body, signed(body, now + tolerance + 5), false],
    [
      'momento trocado sem nova assinatura',
      body,
      {...signed(body, now - 60), [WEBHOOK_TIMESTAMP_HEADER.toLowerCase()]: String(now)},
      false,
    ],
    [
      'assinatura em Base64 (só hexadecimal minúsculo vale)',
      body,
      {
        ...signed(body, now),
        [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: Buffer.from(hexSignature, 'hex').toString('base64'),
      },
      false,
    ],
    ['sem cabeçalhos', body, {}, false],
  ];
}

describe('verificação da entrega (verificar-entrega.mjs)', () => {
  it('aceita só entregas assinadas com o segredo e dentro da tolerância', async () => {
    const cases = signatureCases();
    const program = `import { entregaAutentica } from './verificar-entrega.mjs';
const cases = JSON.parse(process.env.CASOS);
console.log(JSON.stringify(cases.map(([, corpo, cabecalhos]) => entregaAutentica(Buffer.from(corpo), cabecalhos))));`;
    const results = await runNode(program, {[RECEIVER_ENV.secret]: SECRET, CASOS: JSON.stringify(cases)});
    expect(Object.fromEntries(cases.map(([name], index) => [name, (results as boolean[])[index]]))).toEqual(
      Object.fromEntries(cases.map(([name, , , expected]) => [name, expected])),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Every language: compiled by its toolchain, the client run against the local API, the receiver
// against signed deliveries.

/** The client's timeout constant, declared once with the value the pages give. */
const TIMEOUT_DECLARATION = /(TEMPO_LIMITE_SEGUNDOS\s*=\s*)(\d+)/g;
/** The timeout the tests give the client against a server that never answers: short, to keep the suite fast. */
const TEST_TIMEOUT_SECONDS = 1;

/** A saved program and the command line that runs it (after its language's preparing steps). */
interface Program {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
}

/** The client as a program that prints the ids of every boleto: JavaScript's through a two-line module. */
async function clientProgram(language: AnyLanguage, snippet: LanguageSnippet, code: string): Promise<Program> {
  const dir = folder();
  if (language.value === 'javascript') {
    writeJavaScript(dir, code);
    const main = `import { todosOsBoletos } from './todos-os-boletos.mjs';
console.log(JSON.stringify((await todosOsBoletos()).map((boleto) => boleto.id)));`;
    return {command: process.execPath, args: ['--input-type=module', '-e', main], cwd: dir};
  }
  const file = path.join(dir, snippet.title);
  writeFileSync(file, code);
  const [command, args] = await runnerOf(language, file);
  return {command, args, cwd: dir};
}

async function listIds(program: Program): Promise<unknown> {
  const outcome = await runCommand(program.command, program.args, clientEnv(), program.cwd);
  if (outcome.status !== 0) throw new Error(`o cliente saiu com ${String(outcome.status)}: ${outcome.stderr}`);
  return JSON.parse(outcome.stdout) as unknown;
}

/** A free port on the loopback interface. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const present = (snippet: LanguageSnippet | NotInLanguage): LanguageSnippet | undefined =>
  isPresent(snippet) ? snippet : undefined;

for (const language of REQUEST_LANGUAGES as readonly AnyLanguage[]) {
  const snippets = SNIPPETS_BY_LANGUAGE[language.value];
  const client = present(snippets.cliente);
  const receiver = present(snippets['webhook-receptor']);
  const programs = [client, receiver].filter((snippet) => snippet !== undefined);
  if (programs.length === 0) continue;

  describe(`trechos em ${language.label}`, () => {
    it('compilam com o toolchain da linguagem, e cada trecho parcial está no programa que a página roda', async () => {
      const files = programs.map((snippet) => ({where: snippet.title, fileName: snippet.title, code: snippet.code}));
      await expect(checkOf(language)(files)).resolves.toEqual([]);
      for (const name of CROSS_CUTTING_NAMES) {
        const snippet = present(snippets[name]);
        if (snippet?.partOf === undefined) continue;
        const whole = present(snippets[snippet.partOf]);
        expect(whole, `${name} é parte de ${snippet.partOf}, que não existe em ${language.label}`).toBeDefined();
        const inside = [0, 4].some((spaces) => whole?.code.includes(indent(snippet.code, spaces)));
        expect(inside, `${snippet.title} não está, letra por letra, em ${whole?.title ?? '?'}`).toBe(true);
      }
    });

    if (client !== undefined) {
      describe(`cliente (${client.title})`, () => {
        let program: Program;
        beforeAll(async () => {
          program = await clientProgram(language, client, client.code);
        });

        it(`lê todas as páginas com take ${String(TAKE_MAX)} e um só token enquanto ele vale`, async () => {
          await expect(listIds(program)).resolves.toEqual(state.items.map((item) => item.id));
          expect(state.takes).toEqual([TAKE_MAX, TAKE_MAX, TAKE_MAX]);
          expect(state.tokensIssued).toBe(1);
          expect(state.invalidDocuments).toEqual([]);
        });

        it('renova o token antes de cada chamada quando falta menos que a margem para expirar', async () => {
          state.tokenLifetimeSeconds = TOKEN_RENEWAL_MARGIN_SECONDS - 1;
          await expect(listIds(program)).resolves.toEqual(state.items.map((item) => item.id));
          expect(state.tokensIssued).toBe(state.takes.length);
        });

        it('com o token recusado antes do prazo, pede outro e repete a chamada uma vez', async () => {
          state.revoked.add('token-1');
          await expect(listIds(program)).resolves.toEqual(state.items.map((item) => item.id));
          expect(state.tokensIssued).toBe(2);
        });

        it(`espera o ${RATE_LIMIT_RETRY_HEADER} de uma resposta ${String(RATE_LIMIT_HTTP_STATUS)} e repete`, async () => {
          state.rateLimitedRequests = 1;
          await expect(listIds(program)).resolves.toEqual(state.items.map((item) => item.id));
          expect(state.rateLimitedRequests).toBe(0);
          const [limited = 0] = state.limitedAt;
          const [next = 0] = state.nextAfterLimitAt;
          expect(next - limited).toBeGreaterThanOrEqual(1000);
        });

        it(`declara o tempo limite de ${String(CLIENT_TIMEOUT_SECONDS)} s, e desiste de um servidor que não responde`, async () => {
          const declared = [...client.code.matchAll(TIMEOUT_DECLARATION)].map((match) => Number(match[2]));
          expect(declared).toEqual([CLIENT_TIMEOUT_SECONDS]);
          const shortened = client.code.replace(TIMEOUT_DECLARATION, `$1${String(TEST_TIMEOUT_SECONDS)}`);
          const slow = await clientProgram(language, client, shortened);
          state.silent = true;
          const outcome = await runCommand(slow.command, slow.args, clientEnv(), slow.cwd);
          expect(outcome.status, 'o cliente devia terminar com erro').not.toBe(0);
          expect(state.arrivedAt).toHaveLength(1);
          const waited = (state.abandonedAt[0] ?? Infinity) - (state.arrivedAt[0] ?? 0);
          // The client's clock starts before the server sees the request (connection, a runtime's first
          // call): from the server's side, the wait is a little under the timeout, never near zero.
          expect(waited).toBeGreaterThanOrEqual(TEST_TIMEOUT_SECONDS * 500);
          expect(waited).toBeLessThan(TEST_TIMEOUT_SECONDS * 1000 + 2000);
        });
      });
    }

    if (receiver !== undefined) {
      describe(`receptor de webhooks (${receiver.title})`, () => {
        let child: ChildProcess;
        let url = '';
        let events = '';

        beforeAll(async () => {
          const dir = folder();
          events = folder();
          const file = path.join(dir, receiver.title);
          writeFileSync(file, receiver.code);
          const port = await freePort();
          const [command, args] =
            receiver.serve === undefined
              ? language.value === 'javascript'
                ? [process.execPath, [file]]
                : await runnerOf(language, file)
              : (([tool, ...rest]) => [requireTool(tool), rest] as const)(receiver.serve(file, port));
          child = spawn(command, args, {
            cwd: dir,
            env: {
              ...process.env,
              [RECEIVER_ENV.port]: String(port),
              [RECEIVER_ENV.secret]: SECRET,
              [RECEIVER_ENV.folder]: events,
            },
          });
          url = `http://127.0.0.1:${String(port)}${RECEIVER_PATH}`;
          for (let attempt = 0; ; attempt++) {
            try {
              await fetch(url);
              return;
            } catch (error) {
              if (attempt > 200 || child.exitCode !== null) throw error;
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
          }
        });

        afterAll(() => {
          child.kill();
        });

        const post = async (body: string, headers: Record<string, string>): Promise<number> =>
          (await fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body})).status;
        const now = (): number => Math.floor(Date.now() / 1000);

        it('responde 2xx a um evento e à sua repetição, e guarda o evento uma única vez', async () => {
          const refId = randomUUID();
          const first = JSON.stringify({refId, type: 'BILLING_CREATED', tentativa: 1});
          const again = JSON.stringify({refId, type: 'BILLING_CREATED', tentativa: 2});
          expect(Math.floor((await post(first, signed(first, now()))) / 100)).toBe(2);
          expect(Math.floor((await post(again, signed(again, now()))) / 100)).toBe(2);
          expect(readdirSync(events)).toEqual([`${refId}.json`]);
          expect(readFileSync(path.join(events, `${refId}.json`), 'utf8')).toBe(first);
        });

        it('aceita só entregas assinadas com o segredo e dentro da tolerância (401 nas demais)', async () => {
          const cases = signatureCases();
          const statuses: Record<string, number> = {};
          for (const [name, body, headers] of cases) statuses[name] = await post(body, headers);
          expect(statuses).toEqual(
            Object.fromEntries(cases.map(([name, , , authentic]) => [name, authentic ? 204 : 401])),
          );
        });

        it('guarda uma só vez o evento que o simulador local entrega, também depois do reenvio manual', async () => {
          const sandbox = await startTestSandbox();
          try {
            const token = await tokenFor(sandbox.url);
            await addLoopbackWebhook(sandbox, token, {url, secret: SECRET, eventTypes: ['BILLING_CREATED']});
            const refId = await issueBoleto(sandbox, token, `Receptor em ${language.label}`);
            const stored = path.join(events, `${refId}.json`);
            const delivery = async (): Promise<{status: string; manuallyTriggered: boolean} | undefined> => {
              const {body} = await graphql(sandbox.url, {query: DELIVERY_QUERY, variables: {refId}}, token);
              return (body.data?.webHookEventsV2 as {items: {status: string; manuallyTriggered: boolean}[]}).items[0];
            };
            await until(async () => (await delivery())?.status === 'DELIVERED', `a entrega de ${refId} aceita`);
            const sent = sandbox.simulator.events().find((event) => (event as {refId: string}).refId === refId);
            expect(JSON.parse(readFileSync(stored, 'utf8'))).toEqual((sent as {payload: unknown}).payload);
            const first = readFileSync(stored, 'utf8');
            const retried = await graphql(sandbox.url, {query: RETRY_MUTATION, variables: {data: {refId}}}, token);
            expect(retried.body.errors).toBeUndefined();
            await until(async () => {
              const now = await delivery();
              return now?.status === 'DELIVERED' && now.manuallyTriggered;
            }, `o reenvio de ${refId} aceito`);
            expect(readdirSync(events).filter((name) => name.startsWith(refId))).toEqual([`${refId}.json`]);
            expect(readFileSync(stored, 'utf8')).toBe(first);
          } finally {
            await sandbox.close();
          }
        });

        it('responde 400 a JSON inválido ou refId que não é UUID, e 404 fora da rota', async () => {
          const invalid = '{não é json';
          const traversal = JSON.stringify({refId: '../../fora-da-pasta'});
          expect(await post(invalid, signed(invalid, now()))).toBe(400);
          expect(await post(traversal, signed(traversal, now()))).toBe(400);
          expect((await fetch(url)).status).toBe(404);
          expect(readdirSync(events).every((name) => /^[0-9a-f-]{36}\.json$/.test(name))).toBe(true);
        });
      });
    }
  });
}
