/**
 * simulador:carga — the local simulator under load, measured on loopback: N clients (50 by
 * default) send requests back to back for S seconds (30 by default), without waiting for the
 * Retry-After they are given, against the simulator started as `npm run simulador` starts it (its
 * own process). Two requests in ten are a mutation that emits a webhook event to a receiver in this
 * process, and one is the same mutation sent wrong (scripts/simulador/load-mix.ts: a body that is
 * not JSON, a syntax error, an unknown operation, a query deeper than the limit, a wrong token). At
 * the end the events the simulator emitted for the receiver are compared with the ones received,
 * and with the mutations it accepted: a refused request must change nothing.
 *
 *   npm run simulador:carga -- [--clients 50] [--seconds 30] [--requisicoes-por-minuto N]
 *
 * All clients share one token of the one integration user, so the rate limit (per user) answers
 * most of them with 429; with --requisicoes-por-minuto the simulator is started with that limit
 * instead of the API's (a large one lets the model run every request: its own throughput).
 * Prints the figures as JSON: latency p50/p95/max of every answer, answers by status, 429s,
 * failures (network errors, 5xx, a GraphQL error in an accepted mutation, a bad request answered
 * otherwise than its catalogue code says), each kind of bad request and how it was answered, and
 * events lost.
 */
import {spawn} from 'node:child_process';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {RATE_LIMIT_HTTP_STATUS, RATE_LIMIT_REQUESTS_PER_MINUTE} from '../../src/data/platform-facts';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {runIfEntryPoint} from '../lib/cli';
import {BAD_INPUT_KINDS, LOAD_MIX, type LoadSetup} from './load-mix';
import {statusOf} from './responses';
import {SCENARIO_PATHS} from './scenario';

export interface LoadFigures {
  readonly clients: number;
  readonly seconds: number;
  /** The simulator's rate limit per integration user in this run. */
  readonly requestsPerMinute: number;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly latencyMs: Latency;
  /** The same, only for the requests the rate limit let through (the ones the model ran). */
  readonly acceptedLatencyMs: Latency;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly rateLimited: number;
  readonly failures: number;
  readonly failureSamples: readonly string[];
  /** The good mutations the simulator ran without errors: each emits one event for the receiver. */
  readonly mutationsAccepted: number;
  /** Each kind of bad request: how many were sent, refused with their code, or answered 429 first. */
  readonly badInput: Readonly<Record<string, BadInputFigures>>;
  readonly eventsEmitted: number;
  readonly eventsReceived: number;
  readonly eventsLost: number;
}

interface BadInputFigures {
  sent: number;
  refused: number;
  rateLimited: number;
  /** The message of the first refusal, to show it is the catalogue's, in Portuguese. */
  message: string;
}

interface Latency {
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** The simulator in its own process, as `npm run simulador` runs it; resolves with its address. */
export function startSimulator(
  requestsPerMinute = RATE_LIMIT_REQUESTS_PER_MINUTE,
): Promise<{url: string; stop: () => void}> {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const main = path.join(REPO_ROOT, 'scripts', 'simulador', 'main.ts');
  const child = spawn(tsx, [main, '--port', '0', '--requisicoes-por-minuto', String(requestsPerMinute)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const url = /(http:\/\/\S+\/graphql)/.exec(out)?.[1];
      if (url !== undefined) resolve({url, stop: () => child.kill()});
    });
    child.on('exit', (code) => {
      reject(new Error(`o simulador saiu com ${String(code)}`));
    });
  });
}

/** A receiver on loopback that answers 200 and keeps the `refId` of each event body. */
async function startReceiver(): Promise<{url: string; refIds: Set<string>; server: Server}> {
  const refIds = new Set<string>();
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      try {
        const refId = (JSON.parse(Buffer.concat(parts).toString('utf8')) as {refId?: unknown}).refId;
        if (typeof refId === 'string') refIds.add(refId);
      } catch {
        // A body that is not JSON is not an event: it counts as not received.
      }
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, refIds, server};
}

/** One POST of `body` as JSON, or as is when it is text (a body that is not JSON). */
async function post(url: string, body: unknown, token?: string): Promise<{status: number; json: unknown}> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(token === undefined ? {} : {Authorization: `Bearer ${token}`})},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {status: response.status, json: (await response.json()) as unknown};
}

export async function runLoad(options: {
  clients: number;
  seconds: number;
  requestsPerMinute?: number;
}): Promise<LoadFigures> {
  const requestsPerMinute = options.requestsPerMinute ?? RATE_LIMIT_REQUESTS_PER_MINUTE;
  const simulator = await startSimulator(requestsPerMinute);
  const receiver = await startReceiver();
  try {
    const base = simulator.url.replace(/\/graphql$/, '');
    const call = (body: unknown, token?: string) => post(simulator.url, body, token);
    const setup: LoadSetup = await LOAD_MIX.prepare(call, base, receiver.url);

    const latencies: number[] = [];
    const accepted: number[] = [];
    const byStatus: Record<string, number> = {};
    const failureSamples: string[] = [];
    let failures = 0;
    let mutationsAccepted = 0;
    const badInput: Record<string, BadInputFigures> = Object.fromEntries(
      BAD_INPUT_KINDS.map((kind) => [kind, {sent: 0, refused: 0, rateLimited: 0, message: ''}]),
    );
    const fail = (what: string): void => {
      failures += 1;
      if (failureSamples.length < 5) failureSamples.push(what);
    };
    const deadline = Date.now() + options.seconds * 1000;
    const client = async (index: number): Promise<void> => {
      for (let turn = 0; Date.now() < deadline; turn++) {
        const request = setup.request(index, turn);
        const started = performance.now();
        try {
          const {status, json} = await call(request.body, request.token ?? setup.token);
          latencies.push(performance.now() - started);
          if (status === 200) accepted.push(performance.now() - started);
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          const errors = (json as {errors?: {message?: string; extensions?: {code?: string}}[]}).errors;
          if (status >= 500) fail(`HTTP ${status}`);
          else if (request.bad !== undefined) {
            const figures = badInput[request.bad.kind] as BadInputFigures;
            figures.sent += 1;
            const code = errors?.[0]?.extensions?.code;
            if (status === RATE_LIMIT_HTTP_STATUS) figures.rateLimited += 1;
            else if (
              status === statusOf(request.bad.code) &&
              code === request.bad.code &&
              (json as {data?: unknown}).data == null
            ) {
              figures.refused += 1;
              figures.message ||= errors?.[0]?.message ?? '';
            } else fail(`${request.bad.kind}: HTTP ${status}, ${JSON.stringify(json).slice(0, 200)}`);
          } else if (status === 200 && request.mutation) {
            if (errors === undefined) mutationsAccepted += 1;
            else fail(`erro GraphQL: ${JSON.stringify(errors).slice(0, 200)}`);
          }
        } catch (error) {
          latencies.push(performance.now() - started);
          fail(String(error));
        }
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({length: options.clients}, (_, index) => client(index)));
    const elapsed = (Date.now() - started) / 1000;

    // Deliveries run in the background: wait until every emitted event for the receiver arrived, or 15 s.
    const emitted = async (): Promise<Set<string>> => {
      const response = await fetch(`${base}${SCENARIO_PATHS.events}`);
      const {eventos} = (await response.json()) as {eventos: {refId: string; webhookRefIds: string[]}[]};
      return new Set(eventos.filter((event) => event.webhookRefIds.includes(setup.webhookRefId)).map((e) => e.refId));
    };
    let expected = await emitted();
    for (let waited = 0; waited < 15_000 && [...expected].some((refId) => !receiver.refIds.has(refId)); waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      expected = await emitted();
    }
    const lost = [...expected].filter((refId) => !receiver.refIds.has(refId)).length;

    const round = (ms: number): number => Math.round(ms * 10) / 10;
    const summary = (values: readonly number[]): Latency => {
      const sorted = [...values].sort((a, b) => a - b);
      return {p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), max: round(sorted.at(-1) ?? 0)};
    };
    return {
      clients: options.clients,
      seconds: options.seconds,
      requestsPerMinute,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      latencyMs: summary(latencies),
      acceptedLatencyMs: summary(accepted),
      byStatus,
      rateLimited: byStatus[RATE_LIMIT_HTTP_STATUS] ?? 0,
      failures,
      failureSamples,
      mutationsAccepted,
      badInput,
      eventsEmitted: expected.size,
      eventsReceived: [...expected].filter((refId) => receiver.refIds.has(refId)).length,
      eventsLost: lost,
    };
  } finally {
    simulator.stop();
    receiver.server.closeAllConnections();
    receiver.server.close();
  }
}

export async function main(argv: readonly string[]): Promise<number> {
  const {values} = parseArgs({
    args: [...argv],
    options: {clients: {type: 'string'}, seconds: {type: 'string'}, 'requisicoes-por-minuto': {type: 'string'}},
    strict: true,
  });
  const clients = Number(values.clients ?? 50);
  const seconds = Number(values.seconds ?? 30);
  if (!(clients >= 1 && seconds > 0)) {
    process.stderr.write('simulador:carga: --clients e --seconds precisam ser números positivos.\n');
    return 2;
  }
  const requestsPerMinute = Number(values['requisicoes-por-minuto'] ?? RATE_LIMIT_REQUESTS_PER_MINUTE);
  if (!(Number.isInteger(requestsPerMinute) && requestsPerMinute >= 1)) {
    process.stderr.write('simulador:carga: --requisicoes-por-minuto precisa ser um número inteiro positivo.\n');
    return 2;
  }
  process.stdout.write(`${JSON.stringify(await runLoad({clients, seconds, requestsPerMinute}), null, 2)}\n`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'simulador:carga', main);
