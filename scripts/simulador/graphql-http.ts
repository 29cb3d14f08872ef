/**
 * POST /graphql: one GraphQL request over HTTP, checked in the order the platform checks it (rate
 * limit, content type, size, JSON, shape, size of the operation) before it reaches the simulator,
 * and cut at the request timeout. A refused request changes nothing: the simulator never sees it.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

import {GraphQLError, Kind, parse, type DocumentNode, type OperationDefinitionNode} from 'graphql';

import {operationSize, translateSyntax} from '../../src/lib/operation-check';
import {RATE_LIMIT_HTTP_STATUS} from '../../src/data/platform-facts';
import {readBody, utf8} from './body';
import type {Limits} from './limits';
import type {RateLimiter} from './rate-limit';
import {
  RATE_LIMITED,
  REQUEST_CODES,
  TIMED_OUT,
  requestError,
  retryAfter,
  sendErrors,
  sendJson,
  type ErrorEntry,
} from './responses';
import type {GraphQLBody, SimulatorPort} from './simulator-port';

export interface GraphQLHandlerDeps {
  readonly simulator: SimulatorPort;
  readonly limiter: RateLimiter;
  readonly limits: Limits;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The body's fields, or what is wrong with them. */
function requestOf(value: unknown): GraphQLBody | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'O corpo da requisição precisa ser um objeto JSON com `query`, `variables` e `operationName`.';
  }
  const {query, variables, operationName} = value as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '')
    return 'O campo `query` precisa trazer o documento GraphQL, em texto.';
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return 'O campo `variables` precisa ser um objeto JSON, com uma chave por variável.';
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return 'O campo `operationName` precisa ser o nome de uma operação do documento, em texto.';
  }
  return {
    query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? null,
    operationName: operationName ?? null,
  };
}

/** The operation the request runs, when the document parses and names it unambiguously. */
function selectedOperation(
  document: DocumentNode,
  name: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (name === null || name === undefined) return operations.length === 1 ? operations[0] : undefined;
  return operations.find((operation) => operation.name?.value === name);
}

/** Refusals of the document before it runs: a syntax error, an unknown operation name, an operation over the limits. */
export function documentErrors(request: GraphQLBody, limits: Limits): ErrorEntry[] {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [
      {
        message: translateSyntax(error.message),
        ...(error.locations === undefined ? {} : {locations: error.locations}),
        extensions: {code: REQUEST_CODES.syntax},
      },
    ];
  }
  const operation = selectedOperation(document, request.operationName);
  if (operation === undefined) {
    if (request.operationName === null || request.operationName === undefined) return [];
    return [
      requestError(
        REQUEST_CODES.invalid,
        `O documento não tem uma operação chamada \`${request.operationName}\`: confira \`operationName\`.`,
        {operationName: request.operationName},
      ),
    ];
  }
  const name = operation.name?.value ?? `(${operation.operation} sem nome)`;
  const {depth, breadth} = operationSize(document, operation);
  const errors: ErrorEntry[] = [];
  if (depth > limits.depth) {
    errors.push(
      requestError(
        REQUEST_CODES.tooComplex,
        `A operação \`${name}\` aninha campos em ${depth} níveis; o limite é ${limits.depth}.`,
        {depth, maxAllowedDepth: limits.depth},
      ),
    );
  }
  if (breadth > limits.breadth) {
    errors.push(
      requestError(
        REQUEST_CODES.tooComplex,
        `A operação \`${name}\` seleciona ${breadth} campos; o limite é ${limits.breadth}.`,
        {breadth, maxAllowedBreadth: limits.breadth},
      ),
    );
  }
  return errors;
}

/** Resolves to `undefined` when `promise` takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      resolve(undefined);
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

/** Closes the connection once a refusal is sent, so the rest of an unread body is not read. */
function closeAfter(response: ServerResponse): Record<string, string> {
  response.on('finish', () => response.socket?.destroySoon());
  return {Connection: 'close'};
}

export async function handleGraphQL(
  request: IncomingMessage,
  response: ServerResponse,
  {simulator, limiter, limits}: GraphQLHandlerDeps,
): Promise<void> {
  const token = bearerToken(request.headers.authorization);
  const wait = limiter.take(token ?? `ip:${request.socket.remoteAddress ?? ''}`);
  if (wait !== undefined) {
    request.resume();
    sendErrors(response, RATE_LIMIT_HTTP_STATUS, [RATE_LIMITED], retryAfter(wait));
    return;
  }
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    sendErrors(
      response,
      415,
      [
        requestError(
          REQUEST_CODES.invalid,
          `Envie o corpo em JSON, com o cabeçalho \`Content-Type: application/json\` (recebido: ${type === '' ? 'nenhum' : `\`${type}\``}).`,
        ),
      ],
      closeAfter(response),
    );
    return;
  }
  const body = await readBody(request, limits.bodyBytes);
  if (!body.ok) {
    sendErrors(
      response,
      413,
      [
        requestError(REQUEST_CODES.tooLarge, `O corpo da requisição passa do limite de ${limits.bodyBytes} bytes.`, {
          maxAllowedBytes: limits.bodyBytes,
        }),
      ],
      closeAfter(response),
    );
    return;
  }
  const text = utf8(body.bytes);
  let parsed: unknown;
  try {
    if (text === undefined) throw new Error('os bytes não são UTF-8');
    parsed = JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    sendErrors(response, 400, [
      requestError(REQUEST_CODES.notJson, `O corpo da requisição não é um JSON válido: ${detail}.`),
    ]);
    return;
  }
  const graphqlRequest = requestOf(parsed);
  if (typeof graphqlRequest === 'string') {
    sendErrors(response, 400, [requestError(REQUEST_CODES.invalid, graphqlRequest)]);
    return;
  }
  const refused = documentErrors(graphqlRequest, limits);
  if (refused.length > 0) {
    sendErrors(response, 200, refused);
    return;
  }
  const result = await within(simulator.execute(graphqlRequest, token === undefined ? {} : {token}), limits.timeoutMs);
  if (result === undefined) {
    sendErrors(response, 200, [TIMED_OUT]);
    return;
  }
  sendJson(response, 200, result);
}
