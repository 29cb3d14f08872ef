/**
 * The subscriptions of the local simulator over graphql-ws, with the library the Subscriptions
 * guide names: the token in `connection_init`, an event received by an open subscription, and a
 * connection without a valid token closed with 4403.
 */
import {createClient, type Client} from 'graphql-ws';
import WebSocket from 'ws';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {startTestSandbox, tokenFor, type TestSandbox} from '../../../support/sandbox';

let sandbox: TestSandbox;
let token: string;
const clients: Client[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.url);
}, 60_000);

afterAll(async () => {
  for (const each of clients) void each.dispose();
  await sandbox.close();
});

function client(connectionParams: Record<string, unknown>, onClose?: (code: number) => void): Client {
  const created = createClient({
    url: sandbox.url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams,
    retryAttempts: 0,
    lazy: false,
    // The refused connections close on purpose; the test reads the code from `closed`.
    onNonLazyError: () => undefined,
    on:
      onClose === undefined
        ? {}
        : {
            closed: (event) => {
              onClose((event as {code: number}).code);
            },
          },
  });
  clients.push(created);
  return created;
}

describe('subscriptions do simulador local', () => {
  it(
    'entrega um evento de onScheduleTask à subscription aberta com o token no connection_init',
    {timeout: 30_000},
    async () => {
      const subscribed = client({Authorization: `Bearer ${token}`});
      const received = await new Promise<{data?: Record<string, unknown> | null; errors?: unknown}>(
        (resolve, reject) => {
          subscribed.subscribe(
            {
              query: 'subscription Tarefas { onScheduleTask { id status processedItems } }',
              operationName: 'Tarefas',
            },
            {
              next: (value) => {
                resolve(value);
              },
              error: reject,
              complete: () => undefined,
            },
          );
        },
      );
      expect(received.errors).toBeUndefined();
      expect(received.data?.onScheduleTask).toMatchObject({
        id: expect.any(Number) as unknown,
        status: expect.any(String) as unknown,
      });
    },
  );

  it.each([
    ['sem token', {}],
    ['com um token que o simulador não emitiu', {Authorization: 'Bearer token-que-nao-existe'}],
  ])('fecha com 4403 a conexão %s', {timeout: 30_000}, async (_name, params) => {
    const code = await new Promise<number>((resolve) => {
      client(params, resolve);
    });
    expect(code).toBe(4403);
  });
});
