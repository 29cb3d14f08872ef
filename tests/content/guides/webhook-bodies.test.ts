/**
 * Webhook bodies shown in the guides (the walk "Do zero ao primeiro boleto pago", the billing
 * events page...) are what an integrator's receiver is written against: each must be valid
 * against its event's JSON Schema in schema/webhooks.openapi.yaml, as the specification's own
 * examples are (tests/content/webhooks).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {WEBHOOKS_SPEC, WEBHOOK_EVENTS} from '../../../src/data/webhook-events';
import {codeBlocks, listGuides, where} from '../../support/code-blocks';
import {REPO_ROOT} from '../../support/paths';

const ROOT = REPO_ROOT;
/** Base URI of the components for Ajv (never fetched). */
const BASE = 'https://portal.invalid/webhooks.json';
const spec = load(readFileSync(path.join(ROOT, WEBHOOKS_SPEC), 'utf8')) as {components: {schemas: object}};

/** BILLING_STATUS_CHANGED → EventoBillingStatusChanged, the name of the body's schema in the specification. */
const schemaOf = (type: string): string =>
  `Evento${type
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}`;

const isBody = (value: unknown): value is {type: string} =>
  typeof value === 'object' &&
  value !== null &&
  ['refId', 'type', 'objectId', 'eventDate', 'data'].every((key) => key in value) &&
  (WEBHOOK_EVENTS as readonly string[]).includes(String((value as {type: unknown}).type));

const bodies = listGuides(path.join(ROOT, 'docs')).flatMap((file) =>
  codeBlocks(file)
    .filter((block) => block.lang === 'json')
    .flatMap((block) => {
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch {
        return []; // guides.test.ts reports JSON that does not parse
      }
      return isBody(value) ? [[where(block), value] as const] : [];
    }),
);

describe('corpos de webhook mostrados nos guias', () => {
  const ajv = new Ajv2020({strict: true, allErrors: true});
  addFormats(ajv);
  ajv.addVocabulary(['components', 'example', 'x-graphql-enum', 'x-graphql-fields']);
  ajv.addSchema({$id: BASE, components: spec.components});

  it('os guias mostram corpos de webhook, entre eles o do percurso completo', () => {
    expect(bodies.some(([at]) => at.includes('do-zero-ao-primeiro-boleto-pago'))).toBe(true);
    expect(bodies.some(([at]) => at.includes('cobranca-criada-ou-alterada'))).toBe(true);
  });

  it.each(bodies)('%s é válido contra o schema do evento', (_at, body) => {
    const check = ajv.compile({$ref: `${BASE}#/components/schemas/${schemaOf(body.type)}`});
    check(body);
    expect(check.errors ?? []).toEqual([]);
  });
});
