/**
 * The subscriptions guide (docs/boas-praticas/subscriptions.md) shows the graphql-transport-ws
 * messages and a Node.js client. Here the messages are checked with graphql-ws's own validator
 * and against the schema, and the client, taken from the page as it is, runs against a local
 * graphql-ws server that serves the snapshot schema: the happy path, and a reconnection after the
 * server closes with 4403 (expired token) that must carry a fresh token.
 */
import {createRequire} from 'node:module';
import {createServer, type Server} from 'node:http';
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {CloseCode, MessageType, validateMessage, type Message} from 'graphql-ws';
import {useServer} from 'graphql-ws/use/ws';
import {
  getVariableValues,
  Kind,
  parse,
  print,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {WebSocketServer} from 'ws';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';

import {SNAPSHOT_PATH} from '../../../src/lib/schema-snapshot';
import {snapshot} from '../../support/snapshot-helpers';
import {codeBlocks, type CodeBlock} from '../../support/code-blocks';
import {responseShapeProblems} from '../../support/response-shape';
import {repoPath} from '../../support/paths';

const PAGE = repoPath('docs/boas-praticas/subscriptions.md');
const blocks = codeBlocks(PAGE);
const titled = (title: string): CodeBlock => {
  const block = blocks.find((candidate) => candidate.meta === `title="${title}"`);
  if (block === undefined) throw new Error(`${PAGE}: falta o bloco title="${title}"`);
  return block;
};
const message = (title: string): Message => validateMessage(JSON.parse(titled(title).code));
/** The graphql block of the operation `name` and the block right after it (its variables). */
const operationNamed = (name: string): {operation: string; variables: unknown} => {
  const index = blocks.findIndex((candidate) => candidate.lang === 'graphql' && candidate.code.includes(` ${name}(`));
  const operation = blocks[index];
  const variables = blocks[index + 1];
  if (operation === undefined || variables?.meta !== 'title="Variáveis"') {
    throw new Error(`${PAGE}: falta a operação ${name} seguida das variáveis`);
  }
  return {operation: operation.code, variables: JSON.parse(variables.code)};
};

describe('mensagens do protocolo na página de subscriptions', () => {
  it('toda mensagem mostrada é válida no protocolo graphql-transport-ws', () => {
    const shown = blocks.filter((block) => /^title="(Cliente|Servidor): /.test(block.meta));
    // validateMessage throws on anything outside the protocol, so every shown message is checked here.
    expect(shown.map((block) => validateMessage(JSON.parse(block.code)).type)).toEqual([
      MessageType.ConnectionInit,
      MessageType.ConnectionAck,
      MessageType.Subscribe,
      MessageType.Next,
      MessageType.Complete,
    ]);
  });

  it('connection_init leva o token em Authorization, no formato do cabeçalho HTTP', () => {
    const init = message('Cliente: connection_init');
    expect(init.type === MessageType.ConnectionInit && init.payload).toEqual({Authorization: 'Bearer <token>'});
  });

  it('subscribe leva a operação e as variáveis mostradas na página, válidas contra o schema', () => {
    const subscribe = message('Cliente: subscribe');
    if (subscribe.type !== MessageType.Subscribe) throw new Error('mensagem subscribe esperada');
    const document = parse(subscribe.payload.query);
    const shown = operationNamed('AcompanharTarefa');
    expect(print(document)).toBe(print(parse(shown.operation)));
    expect(validate(snapshot(), document)).toEqual([]);
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(operation.kind).toBe(Kind.OPERATION_DEFINITION);
    expect(subscribe.payload.operationName).toBe(operation.name?.value);
    expect(subscribe.payload.variables).toEqual(shown.variables);
    expect(
      getVariableValues(snapshot(), operation.variableDefinitions ?? [], subscribe.payload.variables ?? {}).errors,
    ).toBeUndefined();
  });

  it('next e complete respondem ao mesmo id, e o payload de next tem a forma da seleção', () => {
    const subscribe = message('Cliente: subscribe');
    const next = message('Servidor: next');
    const complete = message('Cliente: complete');
    if (subscribe.type !== MessageType.Subscribe || next.type !== MessageType.Next) throw new Error('tipos esperados');
    expect(next.id).toBe(subscribe.id);
    expect(complete.type === MessageType.Complete && complete.id).toBe(subscribe.id);
    expect(responseShapeProblems(snapshot(), parse(subscribe.payload.query), next.payload)).toEqual([]);
  });

  it('a tabela de encerramentos usa os códigos do protocolo', () => {
    const table = /### Códigos de encerramento[\s\S]*?\n\n((?:\|.*\n)+)/.exec(readFileSync(PAGE, 'utf8'))?.[1] ?? '';
    const codes = [...table.matchAll(/^\| `(\d{4})` \|/gm)].map((match) => Number(match[1]));
    expect(codes).toEqual([
      CloseCode.BadRequest,
      CloseCode.Unauthorized,
      CloseCode.Forbidden,
      CloseCode.SubprotocolNotAcceptable,
      CloseCode.ConnectionInitialisationTimeout,
      CloseCode.SubscriberAlreadyExists,
      CloseCode.TooManyInitialisationRequests,
    ]);
  });
});

interface Task {
  id: number;
  type: string;
  status: string;
  totalItems: number;
  processedItems: number;
  startDate: string | null;
  endDate: string | null;
}

const task = (status: string, processedItems: number): Task => ({
  id: 733,
  type: 'MASSIVE_BILLING_CANCELLATION',
  status,
  totalItems: 12,
  processedItems,
  startDate: status === 'SCHEDULED' ? null : '2025-06-30T23:00:02.000Z',
  endDate: status === 'COMPLETED' ? '2025-06-30T23:00:09.000Z' : null,
});

/** What the local server saw, per test. */
interface Seen {
  connectionParams: unknown[];
  variables: unknown[];
}

type Client = (options: {
  url: string;
  obterToken: () => Promise<string>;
  scheduledTaskId: number;
  aoMudar: (tarefa: Task) => void;
}) => Promise<Task>;

describe('o cliente Node.js da página de subscriptions', () => {
  const tmp = repoPath('node_modules/.cache/guides-subscriptions');
  let server: Server;
  let url = '';
  let acompanharTarefa: Client;
  let seen: Seen;
  const validTokens = new Set<string>();
  // Each connection publishes this sequence; `closeAfter` closes the socket with 4403 after that many.
  let sequence: Task[] = [];
  let closeAfter: number | undefined;

  function serverSchema(): GraphQLSchema {
    // graphql-ws runs outside Vite and loads graphql's CommonJS build; a schema made by the ESM
    // build that the test sees would be "from another module or realm" to it.
    const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');
    const schema = graphql.buildSchema(readFileSync(SNAPSHOT_PATH, 'utf8'));
    const field = schema.getSubscriptionType()?.getFields().onScheduleTask;
    if (field === undefined) throw new Error('schema sem onScheduleTask');
    field.subscribe = async function* (_source: unknown, args: Record<string, unknown>, context: unknown) {
      seen.variables.push(args);
      const socket = (context as {extra: {socket: {close(code: number, reason: string): void}}}).extra.socket;
      for (const [index, state] of sequence.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        yield state;
        if (closeAfter !== undefined && index + 1 === closeAfter) {
          closeAfter = undefined;
          validTokens.clear();
          socket.close(CloseCode.Forbidden, 'Forbidden');
          return;
        }
      }
    };
    field.resolve = (payload: unknown) => payload;
    return schema;
  }

  beforeAll(async () => {
    server = createServer();
    const wss = new WebSocketServer({server, path: '/graphql'});
    useServer(
      {
        schema: serverSchema(),
        context: (ctx) => ctx,
        onConnect: (ctx) => {
          seen.connectionParams.push(ctx.connectionParams);
          const authorization = (ctx.connectionParams as {Authorization?: unknown} | undefined)?.Authorization;
          return typeof authorization === 'string' && validTokens.has(authorization.replace(/^Bearer /, ''));
        },
      },
      wss,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

    const code = blocks.find((block) => block.lang === 'js' && block.meta === 'title="acompanhar-tarefa.mjs"')?.code;
    if (code === undefined) throw new Error(`${PAGE}: falta o bloco acompanhar-tarefa.mjs`);
    mkdirSync(tmp, {recursive: true});
    const file = path.join(tmp, `acompanhar-tarefa-${process.pid}.mjs`);
    writeFileSync(file, code);
    ({acompanharTarefa} = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {acompanharTarefa: Client});
  });

  afterEach(() => {
    validTokens.clear();
    closeAfter = undefined;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(tmp, {recursive: true, force: true});
  });

  it('recebe cada mudança e devolve a tarefa na situação final', async () => {
    seen = {connectionParams: [], variables: []};
    sequence = [task('SCHEDULED', 0), task('RUNNING', 4), task('RUNNING', 8), task('COMPLETED', 12)];
    validTokens.add('token-1');
    const changes: Task[] = [];
    const final = await acompanharTarefa({
      url,
      obterToken: () => Promise.resolve('token-1'),
      scheduledTaskId: 733,
      aoMudar: (tarefa) => changes.push(tarefa),
    });
    expect(changes.map((change) => [change.status, change.processedItems])).toEqual([
      ['SCHEDULED', 0],
      ['RUNNING', 4],
      ['RUNNING', 8],
      ['COMPLETED', 12],
    ]);
    expect(final).toEqual(task('COMPLETED', 12));
    expect(seen.connectionParams).toEqual([{Authorization: 'Bearer token-1'}]);
    expect(seen.variables).toEqual([{scheduledTaskId: 733}]);
  });

  it('depois de um encerramento 4403, reconecta com um token novo e chega ao fim', async () => {
    seen = {connectionParams: [], variables: []};
    sequence = [task('RUNNING', 4), task('RUNNING', 8), task('COMPLETED', 12)];
    closeAfter = 1;
    validTokens.add('token-1');
    const tokens = ['token-1', 'token-2'];
    let calls = 0;
    const obterToken = (): Promise<string> => {
      const token = tokens[Math.min(calls++, tokens.length - 1)] ?? '';
      // The second token becomes valid only once the server has revoked the first one.
      if (token === 'token-2') validTokens.add(token);
      return Promise.resolve(token);
    };
    const changes: string[] = [];
    const final = await acompanharTarefa({
      url,
      obterToken,
      scheduledTaskId: 733,
      aoMudar: (tarefa) => changes.push(`${tarefa.status}:${tarefa.processedItems}`),
    });
    expect(seen.connectionParams).toEqual([{Authorization: 'Bearer token-1'}, {Authorization: 'Bearer token-2'}]);
    expect(changes[0]).toBe('RUNNING:4');
    expect(changes.at(-1)).toBe('COMPLETED:12');
    expect(final.status).toBe('COMPLETED');
  }, 20_000);
});
