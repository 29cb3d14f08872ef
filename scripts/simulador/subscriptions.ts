/**
 * The two subscriptions over graphql-ws (protocol `graphql-transport-ws`) on the same address as
 * /graphql: the token goes in `connection_init` as `{"Authorization": "Bearer <token>"}`, as the
 * Subscriptions guide says; without one the connection closes with 4403. Each operation runs in
 * the simulator, which refuses an invalid token with the documented error. A subscription streams
 * the simulator's publications (src/lib/simulator/publications.ts) for as long as the client keeps
 * it: a task changed or a login made by a later HTTP call reaches it; `complete` from the client,
 * or the socket closing, ends the simulator's iterator (graphql-ws calls its `return`).
 */
import type {IncomingMessage, Server} from 'node:http';
import type {Duplex} from 'node:stream';

// Renamed: graphql-ws's `useServer` is not a React hook, whatever the linter reads in its name.
import {useServer as serveGraphQLWs} from 'graphql-ws/use/ws';
import {GraphQLError, GraphQLSchema, parse, type DocumentNode, type ExecutionArgs} from 'graphql';
import {WebSocketServer} from 'ws';

import {bearerToken, documentErrors} from './graphql-http';
import type {Limits} from './limits';
import type {GraphQLBody, SimulatorPort} from './simulator-port';

interface OperationContext {
  readonly request: GraphQLBody;
  readonly token: string | undefined;
}

/**
 * graphql-ws wants a schema in the execution arguments; the simulator executes against its own,
 * so this empty one is never read.
 */
const UNUSED_SCHEMA = new GraphQLSchema({});

/** The cheapest authenticated read: the user of the token, null without a valid one. */
const CHECK_TOKEN = 'query Conexao { me { __typename } }';

function tokenOf(params: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const header = params?.Authorization ?? params?.authorization;
  return typeof header === 'string' ? bearerToken(header) : undefined;
}

/** Headers that ask for another protocol on the same connection. */
const UPGRADE_HEADERS = new Set(['upgrade', 'http2-settings']);

/**
 * A request that asks to upgrade to anything but WebSocket (Java's HttpClient asks for `h2c`
 * with every plain-HTTP request) is also an ordinary HTTP/1.1 request, and is answered as one:
 * written again without its upgrade headers and handed back to the HTTP server on the same socket.
 */
function answerAsHttp1(server: Server, request: IncomingMessage, socket: Duplex, head: Buffer): void {
  const lines = [`${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/${request.httpVersion}`];
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] ?? '';
    const value = request.rawHeaders[index + 1] ?? '';
    const lower = name.toLowerCase();
    if (UPGRADE_HEADERS.has(lower)) continue;
    if (lower === 'connection') {
      const kept = value
        .split(',')
        .map((token) => token.trim())
        .filter((token) => token !== '' && !UPGRADE_HEADERS.has(token.toLowerCase()));
      if (kept.length > 0) lines.push(`${name}: ${kept.join(', ')}`);
      continue;
    }
    lines.push(`${name}: ${value}`);
  }
  socket.unshift(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), head]));
  server.emit('connection', socket);
}

export function attachSubscriptions(
  server: Server,
  path: string,
  simulator: SimulatorPort,
  limits: Limits,
): {readonly close: () => Promise<void>} {
  const wss = new WebSocketServer({noServer: true});
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((request.headers.upgrade ?? '').toLowerCase() !== 'websocket') {
      answerAsHttp1(server, request, socket, head);
      return;
    }
    if (new URL(request.url ?? '/', 'http://simulador').pathname !== path) {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (client) => {
      wss.emit('connection', client, request);
    });
  });
  const disposable = serveGraphQLWs(
    {
      connectionInitWaitTimeout: limits.subscriptionInitMs,
      // A token the simulator does not know (or that expired) closes the connection with 4403, as the guide says.
      onConnect: async (ctx) => {
        const token = tokenOf(ctx.connectionParams);
        if (token === undefined) return false;
        const result = await simulator.execute({query: CHECK_TOKEN}, {token});
        return typeof result.data?.me === 'object' && result.data.me !== null;
      },
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const request: GraphQLBody = {
          query: payload.query,
          variables: payload.variables ?? null,
          operationName: payload.operationName ?? null,
        };
        // The same refusals as over HTTP: a syntax error, an unknown operation, an operation over the limits.
        const refused = documentErrors(request, limits);
        if (refused.length > 0) {
          return refused.map((error) => new GraphQLError(error.message, {extensions: {...error.extensions}}));
        }
        const document: DocumentNode = parse(payload.query);
        const context: OperationContext = {request, token: tokenOf(ctx.connectionParams)};
        return {
          schema: UNUSED_SCHEMA,
          document,
          ...(payload.operationName ? {operationName: payload.operationName} : {}),
          ...(payload.variables ? {variableValues: payload.variables} : {}),
          contextValue: context,
        };
      },
      execute: (args) => {
        const {request, token} = args.contextValue as OperationContext;
        return simulator.execute(request, token === undefined ? {} : {token});
      },
      subscribe: (args) => {
        const {request, token} = args.contextValue as OperationContext;
        return simulator.subscribe(request, token === undefined ? {} : {token});
      },
    },
    wss,
  );
  return {
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => {
        wss.close(() => {
          resolve();
        });
      });
    },
  };
}
