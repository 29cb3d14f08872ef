/**
 * A GraphQL server on loopback that answers as the platform does: the snapshot's schema, every
 * document validated and executed, values made up for every field (strings with accents, so that
 * encoding mistakes show), an unknown or missing token answered with AUTH_NOT_AUTHENTICATED and
 * HTTP 200, and, when told to, the rate limit's HTTP 429 (plus an echo, ECHO_OPERATION). It keeps
 * the last request it received.
 */
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import {
  execute,
  getNullableType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  parse,
  validate,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

import {API_ERRORS} from '../../src/data/error-codes';
import {RATE_LIMIT_ERROR_CODE, RATE_LIMIT_HTTP_STATUS, RATE_LIMIT_RETRY_HEADER} from '../../src/data/platform-facts';
import {SAMPLE} from '../../src/lib/sample-values';

export const VALID_TOKEN = 'token-de-teste-123';

/**
 * An operation outside the schema that the server answers with its own variables as
 * `data.eco`: it shows whether a language's literal carries every kind of value unchanged.
 */
export const ECHO_OPERATION = 'Eco';

const SCALARS: Record<string, unknown> = {
  Int: SAMPLE.int,
  Float: SAMPLE.decimal,
  Boolean: true,
  ID: SAMPLE.uuid,
  UUID: SAMPLE.uuid,
  DateTime: SAMPLE.dateTime,
  Decimal: SAMPLE.decimal,
  Long: SAMPLE.long,
  Byte: SAMPLE.byte,
  TimeSpan: SAMPLE.timeSpan,
};

function mockOf(schema: GraphQLSchema, type: GraphQLOutputType, fieldName: string): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [mockOf(schema, nullable.ofType, fieldName)];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isLeafType(nullable)) return SCALARS[nullable.name] ?? `${fieldName}: ação à vista`;
  if (isAbstractType(nullable)) return {__typename: schema.getPossibleTypes(nullable)[0]?.name};
  return {};
}

export interface ReceivedRequest {
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

export interface MockServer {
  readonly url: string;
  /** The request the server received last. */
  readonly last: () => ReceivedRequest | undefined;
  /** What the server answered to it. */
  readonly answered: () => unknown;
  /** From now on, answer every request as the rate limit does. */
  readonly rateLimited: (on: boolean) => void;
  readonly close: () => Promise<void>;
}

const AUTH_ERROR = API_ERRORS.find((error) => error.code === 'AUTH_NOT_AUTHENTICATED');
const RATE_ERROR = API_ERRORS.find((error) => error.code === RATE_LIMIT_ERROR_CODE);

export async function startMockServer(schema: GraphQLSchema): Promise<MockServer> {
  let last: ReceivedRequest | undefined;
  let answered: unknown;
  let limited = false;
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) => {
    const own = (source as Record<string, unknown> | null)?.[info.fieldName];
    return own !== undefined ? own : mockOf(schema, info.returnType, info.fieldName);
  };

  const server: Server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
        answered = payload;
        response.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', ...headers});
        response.end(JSON.stringify(payload));
      };
      let body: {query?: string; variables?: Record<string, unknown>; operationName?: string};
      try {
        body = JSON.parse(raw) as typeof body;
      } catch {
        send(400, {errors: [{message: 'O corpo da requisição não é JSON.'}]});
        return;
      }
      last = {headers: request.headers, body};
      if (limited) {
        send(RATE_LIMIT_HTTP_STATUS, {errors: [RATE_ERROR?.example]}, {[RATE_LIMIT_RETRY_HEADER]: '30'});
        return;
      }
      if (body.operationName === ECHO_OPERATION) {
        send(200, {data: {eco: body.variables}});
        return;
      }
      const document = parse(body.query ?? '');
      const errors = validate(schema, document);
      if (errors.length > 0) {
        send(200, {errors: errors.map((error) => ({message: error.message}))});
        return;
      }
      if (request.headers.authorization !== `Bearer ${VALID_TOKEN}` && body.operationName !== 'Token') {
        send(200, {errors: [AUTH_ERROR?.example], data: null});
        return;
      }
      Promise.resolve(
        execute({
          schema,
          document,
          variableValues: body.variables,
          operationName: body.operationName,
          fieldResolver,
        }),
      ).then(
        (result) => {
          send(200, JSON.parse(JSON.stringify(result)) as unknown);
        },
        (error: unknown) => {
          send(500, {errors: [{message: String(error)}]});
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    last: () => last,
    answered: () => answered,
    rateLimited: (on) => {
      limited = on;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
