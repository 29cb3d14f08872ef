/**
 * What the simulator answers when a request never reaches the model: the `errors[]` shape of the
 * Erros page, in Portuguese. Codes of the catalogue (src/data/error-codes.ts) come from there with
 * their example message or the catalogue's message for what was refused, and with the catalogue's
 * HTTP status.
 */
import type {ServerResponse} from 'node:http';

import {errorByCode} from '../../src/data/error-codes';
import {
  RATE_LIMIT_ERROR_CODE,
  RATE_LIMIT_RETRY_HEADER,
  REQUEST_TIMEOUT_ERROR_CODE,
} from '../../src/data/platform-facts';

export interface ErrorEntry {
  readonly message: string;
  readonly locations?: readonly {readonly line: number; readonly column: number}[];
  readonly extensions: Readonly<Record<string, unknown>>;
}

function catalogued(code: string): ErrorEntry {
  const entry = errorByCode(code);
  if (entry === undefined) throw new Error(`simulador: o código ${code} saiu do catálogo de erros`);
  return {message: entry.example.message, extensions: entry.example.extensions};
}

export const RATE_LIMITED = catalogued(RATE_LIMIT_ERROR_CODE);
export const TIMED_OUT = catalogued(REQUEST_TIMEOUT_ERROR_CODE);

export const requestError = (code: string, message: string, more: Record<string, unknown> = {}): ErrorEntry => ({
  message,
  extensions: {code, ...more},
});

/** The HTTP status the catalogue gives a code's refusals. */
export function statusOf(code: string): number {
  const entry = errorByCode(code);
  if (entry === undefined) throw new Error(`simulador: o código ${code} saiu do catálogo de erros`);
  return entry.httpStatus;
}

/** CORS for the explorer of the portal pointed at the simulator (any origin: it runs on the reader's machine). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'POST',
} as const;

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...CORS_HEADERS,
    ...headers,
  });
  response.end(text);
}

export function sendErrors(
  response: ServerResponse,
  status: number,
  errors: readonly ErrorEntry[],
  headers: Readonly<Record<string, string>> = {},
): void {
  sendJson(response, status, {errors}, headers);
}

export const retryAfter = (seconds: number): Record<string, string> => ({[RATE_LIMIT_RETRY_HEADER]: String(seconds)});
