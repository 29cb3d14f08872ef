/**
 * The subscriptions of the local simulator over graphql-ws, with the library the Subscriptions
 * guide names: the token in `connection_init`, the events that later HTTP calls cause received by
 * a subscription for as long as it stays open, and a connection without a valid token closed with 4403.
 */
import {createClient, type Client} from 'graphql-ws';
import WebSocket from 'ws';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {LIMITS} from '../../../../scripts/simulador/limits';
import {startSimulator} from '../../../../scripts/simulador/load';
import {integrationUser} from '../../../../src/data/world/users';
import {graphql, TOKEN_MUTATION, tokenFor} from '../../../support/sandbox';

// Its own process, as `npm run simulador` runs it: in the test's process, graphql-ws and the server would
// load two copies of graphql, and graphql-ws recognises refusals by `instanceof GraphQLError`.
let sandbox: {url: string; stop: () => void};
let token: string;
const clients: Client[] = [];

beforeAll(async () => {
  sandbox = await startSimulator();
  token = await tokenFor(sandbox.url);
}, 60_000);

afterAll(() => {
  for (const each of clients) void each.dispose();
  sandbox.stop();
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
    'uma subscription aberta recebe, enquanto fica aberta, os eventos que chamadas HTTP posteriores geram',
    {timeout: 30_000},
    async () => {
      const subscribed = client({Authorization: `Bearer ${token}`});
      const received: {action: string; userId: string}[] = [];
      let ended = false;
      let failure: unknown;
      let arrived: () => void = () => undefined;
      const acknowledged = new Promise<void>((resolve) => {
        subscribed.on('connected', () => {
          resolve();
        });
      });
      const unsubscribe = subscribed.subscribe(
        {query: 'subscription Acessos { onAuthenticationChanged { action userId actionDate } }'},
        {
          next: (value) => {
            received.push(
              (value.data as {onAuthenticationChanged: {action: string; userId: string}}).onAuthenticationChanged,
            );
            arrived();
          },
          error: (error) => {
            failure = error;
          },
          complete: () => {
            ended = true;
          },
        },
      );
      await acknowledged;
      // Nothing happened yet: the subscription waits, open, for the first change.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(received).toEqual([]);
      expect(ended).toBe(false);

      const next = (): Promise<void> =>
        new Promise((resolve) => {
          arrived = resolve;
        });
      let waiting = next();
      const wrong = await graphql(sandbox.url, {
        query: TOKEN_MUTATION,
        variables: {data: {email: integrationUser.email, password: 'senha-errada'}},
      });
      expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
      await waiting;
      waiting = next();
      await tokenFor(sandbox.url);
      await waiting;

      expect(received.map((log) => log.action)).toEqual(['LOGIN_FAILED', 'LOGIN']);
      expect(new Set(received.map((log) => log.userId))).toEqual(new Set([integrationUser.refId]));
      expect(ended).toBe(false);
      expect(failure).toBeUndefined();
      unsubscribe();
    },
  );

  it('recusa uma subscription mais profunda que o limite, como por HTTP', {timeout: 30_000}, async () => {
    const subscribed = client({Authorization: `Bearer ${token}`});
    const levels = LIMITS.depth + 1;
    const nested = `${'a { '.repeat(levels - 2)}a${' }'.repeat(levels - 2)}`;
    const errors = await new Promise<readonly {message: string; extensions?: {code?: string}}[]>((resolve, reject) => {
      subscribed.subscribe(
        {query: `subscription Funda { onScheduleTask { ${nested} } }`},
        {
          next: () => {
            reject(new Error('recebeu um evento'));
          },
          error: (error) => {
            resolve(error as readonly {message: string; extensions?: {code?: string}}[]);
          },
          complete: () => undefined,
        },
      );
    });
    expect(errors[0]?.extensions?.code).toBe('HC0047');
    expect(errors[0]?.message).toContain(`${levels} níveis`);
  });

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
