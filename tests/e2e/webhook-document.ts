/**
 * An event's operation as the webhook document (schema/webhooks.openapi.yaml) describes it: the
 * source of the event pages, which the browser tests compare the pages with.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {load} from 'js-yaml';

import {WEBHOOKS_SPEC, type WebhookEvent} from '../../src/data/webhook-events';

export interface EventOperation {
  readonly requestBody: {
    readonly content: {
      readonly 'application/json': {
        readonly examples: Readonly<
          Record<string, {readonly summary: string; readonly value: {readonly type: string}}>
        >;
      };
    };
  };
  readonly responses: Readonly<Record<string, {readonly description: string}>>;
}

export function eventOperation(event: WebhookEvent): EventOperation {
  const spec = load(readFileSync(path.resolve(__dirname, '../..', WEBHOOKS_SPEC), 'utf8')) as {
    webhooks: Record<string, {post?: EventOperation} | undefined>;
  };
  const operation = spec.webhooks[event]?.post;
  if (operation === undefined) throw new Error(`${WEBHOOKS_SPEC}: ${event} não está no documento`);
  return operation;
}
