/**
 * The local simulator over HTTP (scripts/simulador): a token from the documented mutation and an
 * authenticated call with it; every kind of bad input answered with its error in Portuguese and no
 * change to the simulator's state (no event, no new record, the same clock); the rate limit of the
 * facts with 429 and Retry-After. Each case goes through a real socket on an ephemeral port.
 */
import {request as httpRequest} from 'node:http';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  RATE_LIMIT_ERROR_CODE,
  RATE_LIMIT_HTTP_STATUS,
  RATE_LIMIT_REQUESTS_PER_MINUTE,
  RATE_LIMIT_RETRY_HEADER,
} from '../../../../src/data/platform-facts';
import {LIMITS} from '../../../../scripts/simulador/limits';
import {startSandbox} from '../../../../scripts/simulador/server';
import {API_ERRORS} from '../../../../src/data/error-codes';
import {REQUEST_TIMEOUT_ERROR_CODE} from '../../../../src/data/platform-facts';
import {guideRequests} from '../../../support/requests';
import {graphql, startTestSandbox, tokenFor, type TestSandbox} from '../../../support/sandbox';

const shown = guideRequests().find(({where}) => where.startsWith('docs/dependentes/incluir.md'));
if (shown === undefined) throw new Error('O guia Incluir dependente não tem a chamada de addDependent.');
const ADD = shown.request;
const ADD_BODY = JSON.stringify({query: ADD.query, variables: ADD.variables, operationName: ADD.operationName});

const COUNT = 'query Contar {\n  dependents {\n    totalCount\n  }\n}';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.url);
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

/** What a bad request must leave as it was: the events emitted, the dependents, the clock. */
async function state(): Promise<unknown> {
  const {body} = await graphql(sandbox.url, {query: COUNT, operationName: 'Contar'}, token);
  return {events: sandbox.simulator.events().length, dependents: body, now: sandbox.simulator.now().toISOString()};
}

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** A request written byte by byte, with exactly the headers given (fetch would fix some of them). */
function raw(
  url: string,
  options: {method?: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: number},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {method: options.method ?? 'POST', headers: options.headers ?? {}}, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        resolve({status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString('utf8')});
      });
    });
    // A server that refuses early may close before the whole body is written: the answer is what counts.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    if (options.chunks !== undefined) {
      const piece = Buffer.alloc(64 * 1024, 0x20);
      for (let index = 0; index < options.chunks; index++) req.write(piece);
    }
    req.end(options.body);
  });
}

const json = {'Content-Type': 'application/json'};
const errorsOf = (text: string): {message: string; extensions?: {code?: string}}[] =>
  (JSON.parse(text) as {errors: {message: string; extensions?: {code?: string}}[]}).errors;

const nested = (levels: number): string => `${'a { '.repeat(levels - 1)}a${' }'.repeat(levels - 1)}`;

describe('simulador local por HTTP', () => {
  it('dá um token pela mutation token e responde a uma query autenticada com ele', async () => {
    const me = await graphql(sandbox.url, {query: 'query Eu {\n  me {\n    email\n  }\n}', operationName: 'Eu'}, token);
    expect(me.status).toBe(200);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data?.me).toEqual({email: expect.stringContaining('@') as unknown});
  });

  const cases: readonly {
    name: string;
    send: () => Promise<Raw>;
    status: number;
    code: string;
    says: RegExp;
  }[] = [
    {
      name: 'JSON malformado',
      send: () => raw(sandbox.url, {headers: {...json, Authorization: `Bearer ${token}`}, body: ADD_BODY.slice(0, -5)}),
      status: 400,
      code: 'HC0011',
      says: /não é um JSON válido/,
    },
    {
      name: 'bytes que não são UTF-8',
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`},
          body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
        }),
      status: 400,
      code: 'HC0011',
      says: /não é um JSON válido/,
    },
    {
      name: 'corpo acima do limite, pelo Content-Length',
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`, 'Content-Length': String(LIMITS.bodyBytes + 1)},
          body: ADD_BODY,
        }),
      status: 413,
      code: 'HC0010',
      says: /passa do limite de [\d.]+ bytes/,
    },
    {
      name: 'Content-Type que não é JSON',
      send: () =>
        raw(sandbox.url, {headers: {'Content-Type': 'text/plain', Authorization: `Bearer ${token}`}, body: ADD_BODY}),
      status: 415,
      code: 'HC0009',
      says: /Content-Type: application\/json/,
    },
    {
      name: 'corpo sem query',
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`},
          body: JSON.stringify({variables: ADD.variables}),
        }),
      status: 400,
      code: 'HC0009',
      says: /`query` precisa trazer o documento/,
    },
    {
      name: 'corpo que não é um objeto',
      send: () =>
        raw(sandbox.url, {headers: {...json, Authorization: `Bearer ${token}`}, body: JSON.stringify([ADD_BODY])}),
      status: 400,
      code: 'HC0009',
      says: /precisa ser um objeto JSON/,
    },
    {
      name: 'GET em vez de POST',
      send: () => raw(`${sandbox.url}?query=${encodeURIComponent(ADD.query)}`, {method: 'GET'}),
      status: 405,
      code: 'HC0009',
      says: /por POST/,
    },
    {
      name: 'token errado',
      send: () => raw(sandbox.url, {headers: {...json, Authorization: 'Bearer token-que-nao-existe'}, body: ADD_BODY}),
      status: 200,
      code: 'AUTH_NOT_AUTHENTICATED',
      says: /autenticado/,
    },
    {
      name: 'operação que não está no documento',
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`},
          body: JSON.stringify({query: ADD.query, variables: ADD.variables, operationName: 'OutraOperacao'}),
        }),
      status: 400,
      code: 'HC0009',
      says: /não tem uma operação chamada `OutraOperacao`/,
    },
    {
      name: 'documento com erro de sintaxe',
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`},
          body: JSON.stringify({query: ADD.query.replace(/\}\s*$/, ''), variables: ADD.variables}),
        }),
      status: 200,
      code: 'HC0014',
      says: /./,
    },
    {
      name: `operação mais profunda que ${LIMITS.depth} níveis`,
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`},
          body: JSON.stringify({
            query: `mutation Funda($data: AddDependentDataInput!) { addDependent(data: $data) { ${nested(LIMITS.depth)} } }`,
            variables: ADD.variables,
          }),
        }),
      status: 200,
      code: 'HC0047',
      says: new RegExp(`aninha campos em ${LIMITS.depth + 1} níveis; o limite é ${LIMITS.depth}`),
    },
    {
      name: `operação com mais de ${LIMITS.breadth} campos`,
      send: () =>
        raw(sandbox.url, {
          headers: {...json, Authorization: `Bearer ${token}`},
          body: JSON.stringify({
            query: `mutation Larga($data: AddDependentDataInput!) { addDependent(data: $data) { ${Array.from({length: LIMITS.breadth}, (_, index) => `c${index}: id`).join(' ')} } }`,
            variables: ADD.variables,
          }),
        }),
      status: 200,
      code: 'HC0047',
      says: new RegExp(`seleciona ${LIMITS.breadth + 1} campos; o limite é ${LIMITS.breadth}`),
    },
  ];

  it.each(cases)('recusa $name com o erro em português e não muda nada', async ({send, status, code, says}) => {
    const before = await state();
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const errors = errorsOf(answer.text);
    expect(errors[0]?.extensions?.code).toBe(code);
    expect(errors[0]?.message).toMatch(says);
    expect(await state()).toEqual(before);
  });

  it('recusa um corpo sem Content-Length que passa do limite ao ser lido, e continua respondendo', async () => {
    const small = await startTestSandbox({limits: {bodyBytes: 256 * 1024}});
    try {
      const answer = await raw(small.url, {headers: {...json, 'Transfer-Encoding': 'chunked'}, chunks: 8});
      expect(answer.status).toBe(413);
      expect(errorsOf(answer.text)[0]?.extensions?.code).toBe('HC0010');
      expect(small.simulator.events()).toHaveLength(0);
      const ok = await graphql(small.url, {query: COUNT});
      expect(ok.status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('a mesma mutation, enviada certa, muda o estado (as recusas acima não mudaram porque foram recusadas)', async () => {
    const before = await state();
    const added = await graphql(
      sandbox.url,
      {query: ADD.query, variables: ADD.variables, operationName: ADD.operationName},
      token,
    );
    expect(added.body.errors).toBeUndefined();
    expect(await state()).not.toEqual(before);
  });
});

describe('tempo limite do simulador local', () => {
  it(`responde ${REQUEST_TIMEOUT_ERROR_CODE}, sem data, quando a execução passa do tempo limite`, async () => {
    // The real simulator, slowed down past a shortened limit (the facts' limit is half a minute).
    const slow = {
      ...sandbox.simulator,
      execute: async (...args: Parameters<typeof sandbox.simulator.execute>) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return sandbox.simulator.execute(...args);
      },
    };
    const cut = await startSandbox(slow, {port: 0, limits: {timeoutMs: 50}});
    try {
      const answer = await graphql(cut.url, {query: COUNT}, token);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        errors: [API_ERRORS.find((error) => error.code === REQUEST_TIMEOUT_ERROR_CODE)?.example],
      });
    } finally {
      await cut.close();
    }
  });
});

describe('limite de requisições do simulador local', () => {
  it(
    `passa de ${RATE_LIMIT_REQUESTS_PER_MINUTE} por minuto com ${RATE_LIMIT_HTTP_STATUS}, ${RATE_LIMIT_ERROR_CODE} e ${RATE_LIMIT_RETRY_HEADER}`,
    {timeout: 60_000},
    async () => {
      const fresh = await startTestSandbox();
      try {
        // Enough past the limit that the refill during a slow burst (a loaded machine) cannot absorb it.
        const extra = 150;
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({length: RATE_LIMIT_REQUESTS_PER_MINUTE + extra}, () =>
            graphql(fresh.url, {query: COUNT}, 'mesmo-cliente'),
          ),
        );
        const elapsedSeconds = (Date.now() - started) / 1000;
        const refused = answers.filter((answer) => answer.status === RATE_LIMIT_HTTP_STATUS);
        // The bucket refills evenly over the minute while the burst is under way.
        const refill = Math.ceil((elapsedSeconds * RATE_LIMIT_REQUESTS_PER_MINUTE) / 60);
        expect(answers.length - refused.length).toBeGreaterThanOrEqual(RATE_LIMIT_REQUESTS_PER_MINUTE);
        expect(answers.length - refused.length).toBeLessThanOrEqual(RATE_LIMIT_REQUESTS_PER_MINUTE + refill);
        expect(refused.length).toBeGreaterThan(0);
        const [first] = refused;
        const wait = Number(first?.headers.get(RATE_LIMIT_RETRY_HEADER));
        expect(Number.isInteger(wait) && wait >= 1).toBe(true);
        expect(first?.body.errors?.[0]?.extensions?.code).toBe(RATE_LIMIT_ERROR_CODE);
        expect(first?.body.data).toBeUndefined();

        // Another client has its own count; the same one gets through after the wait it was given.
        expect((await graphql(fresh.url, {query: COUNT}, 'outro-cliente')).status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, wait * 1000));
        expect((await graphql(fresh.url, {query: COUNT}, 'mesmo-cliente')).status).toBe(200);
      } finally {
        await fresh.close();
      }
    },
  );

  it('conta por usuário de integração: dois tokens do mesmo usuário dividem a mesma cota', async () => {
    const perMinute = 4;
    const small = await startTestSandbox({limits: {requestsPerMinute: perMinute}});
    try {
      const first = await tokenFor(small.url);
      const second = await tokenFor(small.url);
      expect(second).not.toBe(first);
      // The two logins spent two of the address's requests, not the user's: the user's quota is whole.
      const statuses: number[] = [];
      for (let index = 0; index < perMinute + 1; index++)
        statuses.push((await graphql(small.url, {query: COUNT}, index % 2 === 0 ? first : second)).status);
      expect(statuses).toEqual([200, 200, 200, 200, RATE_LIMIT_HTTP_STATUS]);
      // A token the simulator never issued spends its own quota (and is refused as not authenticated).
      expect((await graphql(small.url, {query: COUNT}, 'token-desconhecido')).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
