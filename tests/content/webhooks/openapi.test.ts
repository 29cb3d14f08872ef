/**
 * The webhook events' OpenAPI document (schema/webhooks.openapi.yaml): valid OpenAPI 3.1,
 * one webhook per OriginType value, every example valid against its JSON Schema, every enum tied to
 * a GraphQL enum of the snapshot, the security schemes tied to WebHookAuthType, Portuguese prose,
 * and the sidebar listing every generated page.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {validate, compileErrors} from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {isEnumType, isObjectType, type GraphQLSchema} from 'graphql';
import {load} from 'js-yaml';
import {beforeAll, describe, expect, it} from 'vitest';

import {loadSnapshot} from '../../../src/lib/schema-snapshot';
import {checkPortuguese} from '../../support/description-language';
import {WEBHOOK_EVENTS_CATEGORY} from '../../../src/lib/tutorial-sidebar';
import {
  GENERATED_DIR,
  OVERVIEW_PAGE,
  WEBHOOK_EVENTS,
  WEBHOOKS_SPEC,
  eventPageId,
  generatedDocId,
} from '../../../src/data/webhook-events';
import {REPO_ROOT} from '../../support/paths';

/** Base URI of the components for Ajv (never fetched). */
const BASE = 'https://portal.invalid/webhooks.json';
const ROOT = REPO_ROOT;
const SOURCE = readFileSync(path.join(ROOT, WEBHOOKS_SPEC), 'utf8');

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

interface MediaType {
  schema: JsonObject;
  examples?: Record<string, {summary?: string; value: Json}>;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  security?: Record<string, string[]>[];
  requestBody: {content: Record<string, MediaType>};
  responses: Record<string, {description: string}>;
}
interface Document {
  openapi: string;
  paths: JsonObject;
  webhooks: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, JsonObject>; securitySchemes: Record<string, JsonObject>};
}

const doc = load(SOURCE) as Document;
let schema: GraphQLSchema;
beforeAll(() => {
  schema = loadSnapshot();
});

/** A string-valued field of a node ('' when absent or not a string). */
function text(node: JsonObject | undefined, key: string): string {
  const value = node?.[key];
  return typeof value === 'string' ? value : '';
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object node of the document, with its JSON pointer. */
function* walk(node: Json, pointer = '#'): Generator<[string, JsonObject]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* walk(item, `${pointer}/${String(index)}`);
  } else if (isObject(node)) {
    yield [pointer, node];
    for (const [key, value] of Object.entries(node)) yield* walk(value, `${pointer}/${key}`);
  }
}

/** The schema nodes (components and request bodies), not the examples: example values are data. */
function schemaNodes(): [string, JsonObject][] {
  const roots: [string, Json][] = [['#/components/schemas', doc.components.schemas]];
  for (const [event, item] of Object.entries(doc.webhooks)) {
    for (const [method, operation] of Object.entries(item)) {
      for (const [type, media] of Object.entries(operation.requestBody.content)) {
        roots.push([`#/webhooks/${event}/${method}/requestBody/content/${type}/schema`, media.schema]);
      }
    }
  }
  return roots.flatMap(([pointer, node]) => [...walk(node, pointer)]);
}

const operations = Object.entries(doc.webhooks).map(([event, item]) => {
  const post = item.post;
  if (post === undefined) throw new Error(`${event}: webhook sem operação post`);
  return [event, post] as const;
});

describe('documento OpenAPI dos webhooks', () => {
  it('é um OpenAPI 3.1 válido (@readme/openapi-parser)', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    // The plugin crashes on a document without paths.
    expect(doc.paths).toEqual({});
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('tem um webhook por valor de OriginType, com o nome da plataforma, na ordem do enum', () => {
    const originType = schema.getType('OriginType');
    if (!isEnumType(originType)) throw new Error('OriginType não é enum no snapshot');
    const values = originType.getValues().map((value) => value.name);
    expect(Object.keys(doc.webhooks)).toEqual(values);
    expect([...WEBHOOK_EVENTS]).toEqual(values);
  });

  it.each(operations)('%s: POST, título, id da página, corpo JSON e respostas', (event, operation) => {
    expect(Object.keys(doc.webhooks[event] ?? {})).toEqual(['post']);
    expect(operation.summary).toBe(event);
    expect(operation.operationId).toBe(eventPageId(event as (typeof WEBHOOK_EVENTS)[number]));
    expect(Object.keys(operation.requestBody.content)).toEqual(['application/json']);
    expect(Object.keys(operation.responses)).toEqual(['2XX', 'default']);
    expect(operation.responses['2XX']?.description).toMatch(/DELIVERED/);
    expect(operation.responses.default?.description).toMatch(/retryWebHookEvent/);
  });

  it.each(operations)('%s: aceita todos os tipos de autenticação de WebHookAuthType', (_event, operation) => {
    const authType = schema.getType('WebHookAuthType');
    if (!isEnumType(authType)) throw new Error('WebHookAuthType não é enum no snapshot');
    const schemes = doc.components.securitySchemes;
    const covered = (operation.security ?? []).map((requirement) => {
      const names = Object.keys(requirement);
      if (names.length === 0) return 'NONE';
      expect(names).toHaveLength(1);
      return schemes[names[0] ?? '']?.['x-web-hook-auth-type'];
    });
    expect(covered.sort()).toEqual(
      authType
        .getValues()
        .map((value) => value.name)
        .sort(),
    );
  });

  it('cada esquema de segurança mostra o cabeçalho do seu tipo de autenticação', () => {
    const byType = Object.fromEntries(
      Object.values(doc.components.securitySchemes).map((scheme) => [text(scheme, 'x-web-hook-auth-type'), scheme]),
    );
    expect(byType.BASIC).toMatchObject({type: 'http', scheme: 'basic'});
    expect(byType.BEARER_TOKEN).toMatchObject({type: 'http', scheme: 'bearer'});
    expect(byType.API_KEY).toMatchObject({type: 'apiKey', in: 'header', name: 'X-Api-Key'});
    expect(byType.HMAC_SIGNATURE).toMatchObject({type: 'apiKey', in: 'header', name: 'X-Signature'});
  });
});

describe('exemplos dos eventos', () => {
  const ajv = new Ajv2020({strict: true, allErrors: true});
  addFormats(ajv);
  // OpenAPI's own keywords and this document's extensions: annotations, not validation.
  ajv.addVocabulary(['components', 'example', 'x-graphql-enum', 'x-graphql-fields']);
  // The components as one schema resource, so that the documents' own $refs resolve.
  ajv.addSchema({$id: BASE, components: {schemas: doc.components.schemas}});
  const cases = operations.flatMap(([event, operation]) => {
    const media = operation.requestBody.content['application/json'];
    return Object.entries(media?.examples ?? {}).map(([name, example]) => [event, name, media, example] as const);
  });

  it.each(operations)('%s tem JSON Schema e ao menos um exemplo completo', (_event, operation) => {
    const media = operation.requestBody.content['application/json'];
    expect(media?.schema.$ref).toMatch(/^#\/components\/schemas\/Evento/);
    expect(Object.keys(media?.examples ?? {}).length).toBeGreaterThan(0);
  });

  it.each(cases)('%s, exemplo %s, é válido contra o schema (Ajv, draft 2020-12)', (event, _name, media, example) => {
    const ref = `${BASE}${text(media?.schema, '$ref')}`;
    const check = ajv.compile({$ref: ref});
    const valid = check(example.value);
    expect(check.errors ?? [], JSON.stringify(check.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
    expect(example.value).toMatchObject({type: event});
    expect(example.summary, 'dê um resumo ao exemplo').toBeTruthy();
  });

  it('um corpo com campo a mais ou valor de enum desconhecido é recusado', () => {
    const check = ajv.compile({$ref: `${BASE}#/components/schemas/EventoBillingStatusChanged`});
    const example = operations.find(([event]) => event === 'BILLING_STATUS_CHANGED')?.[1].requestBody.content[
      'application/json'
    ]?.examples?.baixaManual?.value;
    if (!isObject(example) || !isObject(example.data) || !isObject(example.data.billing)) throw new Error('exemplo');
    expect(check(example)).toBe(true);
    expect(check({...example, extra: 1})).toBe(false);
    expect(
      check({...example, data: {...example.data, billing: {...example.data.billing, billingStatus: 'PAGO'}}}),
    ).toBe(false);
    expect(check({...example, type: 'BILLING_CREATED'})).toBe(false);
  });
});

describe('enums dos payloads e o schema GraphQL', () => {
  const nodes = schemaNodes().filter(([, node]) => Array.isArray(node.enum));

  it('todo enum dos payloads diz de qual enum (ou tipo) GraphQL vêm os valores', () => {
    const untied = nodes
      .filter(([, node]) => node['x-graphql-enum'] === undefined && node['x-graphql-fields'] === undefined)
      .map(([pointer]) => pointer);
    expect(untied).toEqual([]);
    expect(nodes.length).toBeGreaterThan(10);
  });

  it.each(nodes.map(([pointer, node]) => [pointer, node] as const))(
    '%s usa só valores do enum GraphQL correspondente',
    (_pointer, node) => {
      const values = node.enum as Json[];
      const enumName = node['x-graphql-enum'];
      if (typeof enumName === 'string') {
        const type = schema.getType(enumName);
        if (!isEnumType(type)) throw new Error(`${enumName} não é enum no snapshot`);
        const known = type.getValues().map((value) => value.name);
        expect(values.filter((value) => !known.includes(value as string))).toEqual([]);
        return;
      }
      const typeName = text(node, 'x-graphql-fields');
      const type = typeName === 'Mutation' ? schema.getMutationType() : schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} não é tipo objeto no snapshot`);
      const fields = Object.keys(type.getFields());
      expect(values.filter((value) => !fields.includes(value as string))).toEqual([]);
    },
  );

  it('os enums de componente trazem todos os valores do enum GraphQL', () => {
    for (const [name, node] of Object.entries(doc.components.schemas)) {
      if (!Array.isArray(node.enum)) continue;
      const type = schema.getType(text(node, 'x-graphql-enum'));
      if (!isEnumType(type)) throw new Error(`${name}: enum GraphQL desconhecido`);
      expect(node.enum, name).toEqual(type.getValues().map((value) => value.name));
    }
  });

  it('o boleto do evento usa nomes de campo do tipo Billing (mais previousBillingStatus e os blocos)', () => {
    const billing = schema.getType('Billing');
    if (!isObjectType(billing)) throw new Error('Billing');
    const fields = Object.keys(billing.getFields());
    const extra = [
      'previousBillingStatus',
      'financialOwnerRefId',
      'paymentPlanRefId',
      'payment',
      'cancellation',
      'refund',
      'reissue',
    ];
    const properties = Object.keys(doc.components.schemas.BoletoDoEvento?.properties as JsonObject);
    expect(properties.filter((name) => !fields.includes(name) && !extra.includes(name))).toEqual([]);
  });
});

describe('textos em português', () => {
  const texts: [string, string][] = [];
  for (const [pointer, node] of walk(doc as unknown as Json)) {
    for (const key of ['description', 'summary', 'title'] as const) {
      const text = node[key];
      // Example values carry data, not prose; summaries equal to an event name are names.
      if (typeof text !== 'string' || pointer.includes('/value') || /^[A-Z_]+$/.test(text)) continue;
      texts.push([`${pointer}/${key}`, text]);
    }
  }

  it.each(texts)('%s está em português', (_pointer, text) => {
    const verdict = checkPortuguese(text);
    expect(verdict.ok ? '' : verdict.reason).toBe('');
  });
});

describe('páginas geradas', () => {
  it(`a referência dos eventos tem uma página por evento do documento, na ordem (${GENERATED_DIR})`, () => {
    // src/lib/tutorial-sidebar.ts puts this category at the end of the Webhooks topic (tests/unit/lib).
    expect(WEBHOOK_EVENTS_CATEGORY.label).toBe('Referência dos eventos');
    expect(WEBHOOK_EVENTS_CATEGORY.link).toEqual({type: 'doc', id: generatedDocId(OVERVIEW_PAGE)});
    expect(WEBHOOK_EVENTS_CATEGORY.items.map((item) => item.id)).toEqual(
      Object.values(doc.webhooks).map((item) => generatedDocId(item.post?.operationId ?? '')),
    );
  });

  it('as páginas dos eventos apontam para o guia e o guia aponta para elas', () => {
    const guide = readFileSync(path.join(ROOT, 'docs/webhooks/cobranca-criada-ou-alterada.md'), 'utf8');
    for (const event of ['BILLING_CREATED', 'BILLING_STATUS_CHANGED'] as const) {
      expect(guide).toContain(`(/docs/webhooks/${eventPageId(event)})`);
      expect(doc.webhooks[event]?.post?.description).toContain('(/docs/webhooks/cobranca-criada-ou-alterada)');
    }
    expect(guide).toContain(`(/docs/webhooks/${OVERVIEW_PAGE})`);
  });
});
