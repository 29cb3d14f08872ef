/**
 * The platform's limits as the local simulator enforces them, all read from
 * src/data/platform-facts.ts.
 */
import {
  OPERATION_MAX_BREADTH,
  OPERATION_MAX_DEPTH,
  RATE_LIMIT_REQUESTS_PER_MINUTE,
  REQUEST_BODY_MAX_BYTES,
  REQUEST_TIMEOUT_SECONDS,
  SUBSCRIPTION_INIT_TIMEOUT_SECONDS,
  WEBHOOK_RESPONSE_SECONDS,
} from '../../src/data/platform-facts';

export const LIMITS = {
  bodyBytes: REQUEST_BODY_MAX_BYTES,
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
