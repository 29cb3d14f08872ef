/**
 * What the simulator answers when a request never reaches the model: the `errors[]` shape of the
 * Erros page, in Portuguese. Codes of the catalogue (src/data/error-codes.ts) come from there with
 * their example message; a refusal the catalogue has no entry for (a body that is not JSON, too
 * large, of another type) carries the code HotChocolate, the API's server, gives it.
 */
import type {ServerResponse} from 'node:http';

import {API_ERRORS} from '../../src/data/error-codes';
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

/** HotChocolate's codes for a request refused before its operation runs (HC0014 is in the catalogue). */
export const REQUEST_CODES = {
  syntax: 'HC0014',
  invalid: 'HC0009',
  tooLarge: 'HC0010',
  notJson: 'HC0011',
  tooComplex: 'HC0047',
  unexpected: 'HC0008',
} as const;

function catalogued(code: string): ErrorEntry {
  const entry = API_ERRORS.find((error) => error.code === code);
  if (entry === undefined) throw new Error(`simulador: o código ${code} saiu do catálogo de erros`);
  return {message: entry.example.message, extensions: entry.example.extensions};
}

export const RATE_LIMITED = catalogued(RATE_LIMIT_ERROR_CODE);
export const TIMED_OUT = catalogued(REQUEST_TIMEOUT_ERROR_CODE);

export const requestError = (code: string, message: string, more: Record<string, unknown> = {}): ErrorEntry => ({
  message,
  extensions: {code, ...more},
});

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
