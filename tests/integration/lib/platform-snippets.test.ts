/**
 * The code shown on "Limites e convenções" and on the webhook guide (src/lib/platform-snippets.ts),
 * run with node as a reader would run it: the API client and the paging loop against a local
 * GraphQL server that validates every document against the schema snapshot and behaves as the
 * platform facts say (token lifetime, maximum take, 429 with Retry-After); the webhook check and
 * the receiver against deliveries signed as the facts say.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {parse, validate} from 'graphql';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';

import {
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
import {SNIPPETS} from '../../../src/lib/platform-snippets';
import {snapshot} from '../../support/snapshot-helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'trechos-'));
for (const snippet of Object.values(SNIPPETS)) {
  if (snippet.language === 'js') writeFileSync(path.join(dir, snippet.title), snippet.code);
}

afterAll(() => {
  rmSync(dir, {recursive: true, force: true});
});

/** Runs an ES module with node in the snippets' folder and returns what it prints as JSON. */
function runNode(code: string, env: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      cwd: dir,
      env: {...process.env, ...env},
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`node saiu com ${String(status)}: ${err}`));
      else resolve(JSON.parse(out) as unknown);
    });
  });
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
    const expirationDate = new Date(Date.now() + state.tokenLifetimeSeconds * 1000).toISOString();
    send(response, 200, {data: {token: {accessToken, expirationDate}}});
    return;
  }
  if (state.rateLimitedRequests > 0) {
    state.rateLimitedRequests--;
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
  };
});

const clientEnv = (): Record<string, string> => ({API_URL: apiUrl, API_EMAIL: 'x@example.com', API_SENHA: 'senha'});

/** A program that calls chamarApi `count` times (in sequence or all at once) and prints how many items came back. */
function callsProgram(count: number, concurrent: boolean): string {
  return `import { chamarApi } from './cliente-api.mjs';
const query = 'query Um($take: Int) { billings(take: $take) { items { id } pageInfo { hasNextPage } } }';
const results = [];
if (${String(concurrent)}) results.push(...(await Promise.all(Array.from({ length: ${String(count)} }, () => chamarApi(query, { take: 1 })))));
else for (let i = 0; i < ${String(count)}; i++) results.push(await chamarApi(query, { take: 1 }));
console.log(JSON.stringify(results.map((r) => r.errors ? 'erro' : r.data.billings.items.length)));`;
}

describe('cliente da API (cliente-api.mjs)', () => {
  it('reaproveita o token enquanto faltar mais que a margem para expirar', async () => {
    await expect(runNode(callsProgram(3, false), clientEnv())).resolves.toEqual([1, 1, 1]);
    expect(state.tokensIssued).toBe(1);
    expect(state.invalidDocuments).toEqual([]);
  });

  it('pede um novo token quando falta menos que a margem', async () => {
    state.tokenLifetimeSeconds = TOKEN_RENEWAL_MARGIN_SECONDS - 1;
    await expect(runNode(callsProgram(3, false), clientEnv())).resolves.toEqual([1, 1, 1]);
    expect(state.tokensIssued).toBe(3);
  });

  it('faz uma só renovação para chamadas simultâneas', async () => {
    await expect(runNode(callsProgram(5, true), clientEnv())).resolves.toEqual([1, 1, 1, 1, 1]);
    expect(state.tokensIssued).toBe(1);
  });

  it('com o token recusado antes do prazo, pede outro e repete a chamada uma vez', async () => {
    state.revoked.add('token-1');
    await expect(runNode(callsProgram(1, false), clientEnv())).resolves.toEqual([1]);
    expect(state.tokensIssued).toBe(2);
  });

  it(`espera o ${RATE_LIMIT_RETRY_HEADER} de uma resposta ${String(RATE_LIMIT_HTTP_STATUS)} e repete`, async () => {
    state.rateLimitedRequests = 1;
    const started = Date.now();
    await expect(runNode(callsProgram(1, false), clientEnv())).resolves.toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(state.rateLimitedRequests).toBe(0);
  });
});

describe('paginação (todos-os-boletos.mjs)', () => {
  it(`percorre todas as páginas com take ${String(TAKE_MAX)} e devolve cada registro uma vez`, async () => {
    const program = `import { todosOsBoletos } from './todos-os-boletos.mjs';
console.log(JSON.stringify((await todosOsBoletos({ billingStatus: { eq: 'PAID' } })).map((b) => b.id)));`;
    const ids = await runNode(program, clientEnv());
    expect(ids).toEqual(state.items.map((item) => item.id));
    expect(state.takes).toEqual([TAKE_MAX, TAKE_MAX, TAKE_MAX]);
    expect(state.invalidDocuments).toEqual([]);
  });
});

describe('datas (datas.mjs)', () => {
  it('"hoje" é a data de Brasília, e o exemplo do comentário dá o que promete', async () => {
    const example = /^\/\/ (campoSoData\(.*\)) === '([^']+)'$/m.exec(SNIPPETS.datas.code);
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

describe('verificação da entrega (verificar-entrega.mjs)', () => {
  it('aceita só entregas assinadas com o segredo e dentro da tolerância', async () => {
    const body = '{"refId":"191ee6e3-abd1-4669-97ba-5de3219f6c6c","type":"BILLING_CREATED"}';
    // Taken when the test runs: the margins below (5 s) are against the tolerance, not against the suite's duration.
    const now = Math.floor(Date.now() / 1000);
    const tolerance = WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS;
    const hexSignature = signed(body, now)[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? '';
    const cases: [string, string, Record<string, string>, boolean][] = [
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

    const program = `import { entregaAutentica } from './verificar-entrega.mjs';
const cases = JSON.parse(process.env.CASOS);
console.log(JSON.stringify(cases.map(([, corpo, cabecalhos]) => entregaAutentica(Buffer.from(corpo), cabecalhos))));`;
    const results = await runNode(program, {WEBHOOK_SEGREDO: SECRET, CASOS: JSON.stringify(cases)});
    expect(Object.fromEntries(cases.map(([name], index) => [name, (results as boolean[])[index]]))).toEqual(
      Object.fromEntries(cases.map(([name, , , expected]) => [name, expected])),
    );
  });
});

describe('receptor de webhooks (receptor.mjs)', () => {
  let receiver: ChildProcess;
  let url = '';

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    receiver = spawn(process.execPath, [path.join(dir, 'receptor.mjs')], {
      env: {...process.env, PORTA: String(port), WEBHOOK_SEGREDO: SECRET},
    });
    url = `http://127.0.0.1:${String(port)}/webhooks/cobrancas`;
    for (let attempt = 0; ; attempt++) {
      try {
        await fetch(url);
        return;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  afterAll(() => {
    receiver.kill();
  });

  const post = async (body: string, headers: Record<string, string>): Promise<number> =>
    (await fetch(url, {method: 'POST', headers: {'content-type': 'application/json', ...headers}, body})).status;

  it('responde 204 a uma entrega autêntica', async () => {
    const body = '{"refId":"e3a1c9d7-2b5f-4a80-9c6e-1d7f3b0a5e42"}';
    await expect(post(body, signed(body, Math.floor(Date.now() / 1000)))).resolves.toBe(204);
  });

  it('responde 401 a assinatura errada ou momento fora da tolerância, e 400 a JSON inválido', async () => {
    const body = '{"refId":"e3a1c9d7-2b5f-4a80-9c6e-1d7f3b0a5e42"}';
    const now = Math.floor(Date.now() / 1000);
    await expect(post(body, signed(body, now, 'outro'))).resolves.toBe(401);
    await expect(post(body, signed(body, now - WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS - 5))).resolves.toBe(401);
    await expect(post('{não é json', signed('{não é json', now))).resolves.toBe(400);
    expect((await fetch(url)).status).toBe(404);
  });
});
