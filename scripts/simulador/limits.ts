/**
 * The platform's limits as the local simulator enforces them, all read from
 * src/data/platform-facts.ts. The facts state no size for a request's body: the largest one an
 * operation needs is an import file (the largest upload) sent as the JSON list of bytes the schema
 * asks for, up to four characters a byte ("255,"), plus room for the rest of the request.
 */
import {
  IMPORT_MAX_MEGABYTES,
  OPERATION_MAX_BREADTH,
  OPERATION_MAX_DEPTH,
  RATE_LIMIT_REQUESTS_PER_MINUTE,
  REQUEST_TIMEOUT_SECONDS,
  SUBSCRIPTION_INIT_TIMEOUT_SECONDS,
  WEBHOOK_RESPONSE_SECONDS,
} from '../../src/data/platform-facts';

const MEBIBYTE = 1024 * 1024;

export const LIMITS = {
  bodyBytes: IMPORT_MAX_MEGABYTES * MEBIBYTE * 4 + MEBIBYTE,
  /** The scenario controls take a few fields of JSON. */
  scenarioBodyBytes: 64 * 1024,
  requestsPerMinute: RATE_LIMIT_REQUESTS_PER_MINUTE,
  timeoutMs: REQUEST_TIMEOUT_SECONDS * 1000,
  depth: OPERATION_MAX_DEPTH,
  breadth: OPERATION_MAX_BREADTH,
  subscriptionInitMs: SUBSCRIPTION_INIT_TIMEOUT_SECONDS * 1000,
  webhookResponseMs: WEBHOOK_RESPONSE_SECONDS * 1000,
} as const;

export type Limits = {readonly [key in keyof typeof LIMITS]: number};
