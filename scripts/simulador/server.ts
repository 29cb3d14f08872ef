/**
 * The local sandbox: the simulator (src/lib/simulator) behind HTTP. POST GRAPHQL_ROUTE runs
 * GraphQL, the same address upgrades to graphql-ws for the subscriptions, SCENARIO_ROUTE holds the
 * scenario controls, and a loop delivers the webhook events. Nothing a client sends makes the
 * process fail: an unexpected error becomes a 500 for that request only.
 */
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

import {handleGraphQL} from './graphql-http';
import {REQUEST_ERROR_CODES, REQUEST_ERROR_MESSAGES} from '../../src/data/error-codes';
import {LIMITS, type Limits} from './limits';
import {RateLimiter} from './rate-limit';
import {CORS_HEADERS, requestError, sendErrors, sendJson, statusOf} from './responses';
import {SCENARIO_ROUTE, handleScenario} from './scenario';
import type {SimulatorPort} from './simulator-port';
import {attachSubscriptions} from './subscriptions';
import {startDeliveryLoop} from './webhooks';

export const GRAPHQL_ROUTE = '/graphql';

export interface SandboxOptions {
  /** 0 picks a free port. */
  readonly port: number;
  readonly host?: string;
  /** Overrides of the documented limits, for tests that cannot wait a real minute. */
  readonly limits?: Partial<Limits>;
  /** How often the delivery loop asks for due deliveries (real time). */
  readonly deliveryIntervalMs?: number;
}

export interface Sandbox {
  /** The GraphQL address, `http://host:port/graphql`. */
  readonly url: string;
  readonly port: number;
  readonly close: () => Promise<void>;
}

export async function startSandbox(simulator: SimulatorPort, options: SandboxOptions): Promise<Sandbox> {
  const limits: Limits = {...LIMITS, ...options.limits};
  const limiter = new RateLimiter(limits.requestsPerMinute);
  const deliveries = startDeliveryLoop(simulator, {
    intervalMs: options.deliveryIntervalMs ?? 250,
    responseMs: limits.webhookResponseMs,
  });

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const path = new URL(request.url ?? '/', 'http://simulador').pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {...CORS_HEADERS, 'Access-Control-Max-Age': '600'});
      response.end();
      return;
    }
    if (path === GRAPHQL_ROUTE) {
      if (request.method !== 'POST') {
        request.resume();
        sendErrors(
          response,
          405,
          [requestError(REQUEST_ERROR_CODES.invalid, REQUEST_ERROR_MESSAGES.method(GRAPHQL_ROUTE))],
          {Allow: 'POST'},
        );
        return;
      }
      await handleGraphQL(request, response, {simulator, limiter, limits});
      return;
    }
    if (path === SCENARIO_ROUTE || path.startsWith(`${SCENARIO_ROUTE}/`)) {
      await handleScenario(request, response, path, {simulator, limits, deliver: deliveries.flush});
      return;
    }
    request.resume();
    sendJson(response, 404, {
      erro: `Nada em ${path}. A API está em ${GRAPHQL_ROUTE}; os controles de cenário, em ${SCENARIO_ROUTE}.`,
    });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      process.stderr.write(
        `simulador: erro inesperado em ${request.method ?? ''} ${request.url ?? ''}: ${String(error)}\n`,
      );
      sendErrors(response, statusOf(REQUEST_ERROR_CODES.unexpected), [
        requestError(REQUEST_ERROR_CODES.unexpected, REQUEST_ERROR_MESSAGES.unexpected),
      ]);
    });
  });
  // A malformed HTTP request (bad headers, a broken connection) gets a 400 and never reaches `handle`.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const subscriptions = attachSubscriptions(server, GRAPHQL_ROUTE, simulator, limits);

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${GRAPHQL_ROUTE}`,
    port,
    close: async () => {
      await deliveries.stop();
      await subscriptions.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
