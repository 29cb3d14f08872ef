/**
 * POST /graphql: one GraphQL request over HTTP, checked in the order the platform checks it (rate
 * limit, content type, size, JSON, shape, size of the operation) before it reaches the simulator,
 * and cut at the request timeout. A refused request changes nothing: the simulator never sees it.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

import {GraphQLError, parse, type DocumentNode} from 'graphql';

import {selectedOperation} from '../../src/lib/operation-name';

import {operationSize, translateSyntax} from '../../src/lib/operation-check';
import {REQUEST_ERROR_CODES, REQUEST_ERROR_MESSAGES} from '../../src/data/error-codes';
import {RATE_LIMIT_HTTP_STATUS} from '../../src/data/platform-facts';
import {readBody, utf8} from './body';
import type {Limits} from './limits';
import type {RateLimiter} from './rate-limit';
import {
  RATE_LIMITED,
  TIMED_OUT,
  requestError,
  retryAfter,
  sendErrors,
  statusOf,
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
    return REQUEST_ERROR_MESSAGES.notObject;
  }
  const {query, variables, operationName} = value as Record<string, unknown>;
  if (typeof query !== 'string' || query.trim() === '') return REQUEST_ERROR_MESSAGES.noQuery;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return REQUEST_ERROR_MESSAGES.variables;
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return REQUEST_ERROR_MESSAGES.operationNameType;
  }
  return {
    query,
    variables: (variables as Record<string, unknown> | null | undefined) ?? null,
    operationName: operationName ?? null,
  };
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
        extensions: {code: REQUEST_ERROR_CODES.syntax},
      },
    ];
  }
  const operation = selectedOperation(document, request.operationName);
  if (operation === undefined) {
    if (request.operationName === null || request.operationName === undefined) return [];
    return [
      requestError(REQUEST_ERROR_CODES.invalid, REQUEST_ERROR_MESSAGES.unknownOperation(request.operationName), {
        operationName: request.operationName,
      }),
    ];
  }
  const name = operation.name?.value ?? `(${operation.operation} sem nome)`;
  const {depth, breadth} = operationSize(document, operation);
  const errors: ErrorEntry[] = [];
  if (depth > limits.depth) {
    errors.push(
      requestError(REQUEST_ERROR_CODES.tooComplex, REQUEST_ERROR_MESSAGES.tooDeep(name, depth, limits.depth), {
        depth,
        maxAllowedDepth: limits.depth,
      }),
    );
  }
  if (breadth > limits.breadth) {
    errors.push(
      requestError(REQUEST_ERROR_CODES.tooComplex, REQUEST_ERROR_MESSAGES.tooWide(name, breadth, limits.breadth), {
        breadth,
        maxAllowedBreadth: limits.breadth,
      }),
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
  // Per integration user (fact limite.escopo): two tokens of one user share one quota. A token the
  // simulator never issued spends its own, and a request without one, its address's.
  const wait = limiter.take(
    simulator.rateLimitKey(token) ??
      (token === undefined ? `ip:${request.socket.remoteAddress ?? ''}` : `token:${token}`),
  );
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
      [requestError(REQUEST_ERROR_CODES.invalid, REQUEST_ERROR_MESSAGES.contentType(type === '' ? undefined : type))],
      closeAfter(response),
    );
    return;
  }
  const body = await readBody(request, limits.bodyBytes);
  if (!body.ok) {
    sendErrors(
      response,
      statusOf(REQUEST_ERROR_CODES.tooLarge),
      [
        requestError(REQUEST_ERROR_CODES.tooLarge, REQUEST_ERROR_MESSAGES.tooLarge(limits.bodyBytes), {
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
  } catch {
    sendErrors(response, statusOf(REQUEST_ERROR_CODES.notJson), [
      requestError(REQUEST_ERROR_CODES.notJson, REQUEST_ERROR_MESSAGES.notJson),
    ]);
    return;
  }
  const graphqlRequest = requestOf(parsed);
  if (typeof graphqlRequest === 'string') {
    sendErrors(response, statusOf(REQUEST_ERROR_CODES.invalid), [
      requestError(REQUEST_ERROR_CODES.invalid, graphqlRequest),
    ]);
    return;
  }
  const refused = documentErrors(graphqlRequest, limits);
  if (refused.length > 0) {
    sendErrors(response, Math.max(...refused.map((entry) => statusOf(String(entry.extensions.code)))), refused);
    return;
  }
  const result = await within(simulator.execute(graphqlRequest, token === undefined ? {} : {token}), limits.timeoutMs);
  if (result === undefined) {
    sendErrors(response, 200, [TIMED_OUT]);
    return;
  }
  sendJson(response, 200, result);
}
