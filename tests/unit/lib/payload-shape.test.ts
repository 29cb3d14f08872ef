/**
 * The tree of a webhook event's body (src/lib/payload-shape.ts), on small schemas shaped like the
 * events' document: an envelope and an event's part joined by allOf, `null` written as a type list
 * or as an anyOf branch, arrays of objects; and the paths a table lists.
 */
import {describe, expect, it} from 'vitest';

import {flattenFields, payloadShape, type JsonSchema} from '../../../src/lib/payload-shape';

const envelope: JsonSchema = {
  type: 'object',
  description: 'Envelope.',
  required: ['type', 'data'],
  properties: {
    type: {type: 'string', description: 'Tipo do evento.', enum: ['A_CREATED', 'A_CHANGED']},
    data: {type: 'object', description: 'Dados do evento.'},
  },
};

const event: JsonSchema = {
  type: 'object',
  description: 'Corpo do evento `A_CREATED`.',
  allOf: [
    envelope,
    {
      type: 'object',
      properties: {
        type: {type: 'string', enum: ['A_CREATED']},
        data: {
          type: 'object',
          required: ['item', 'items'],
          properties: {
            item: {type: ['object', 'null'], properties: {id: {type: 'integer'}}},
            status: {anyOf: [{type: 'string', enum: ['OPEN', 'CLOSED']}, {type: 'null'}], description: 'Antes.'},
            items: {
              type: 'array',
              items: {type: 'object', required: ['at'], properties: {at: {type: 'string', format: 'date-time'}}},
            },
          },
        },
      },
    },
  ],
};

describe('payloadShape', () => {
  const shape = payloadShape(event);
  const [type, data] = shape.fields;

  it('junta o envelope e a parte do evento: a parte restringe os valores e o envelope dá a descrição', () => {
    expect(shape.description).toBe('Corpo do evento `A_CREATED`.');
    expect(shape.fields.map((field) => field.name)).toEqual(['type', 'data']);
    expect(type).toEqual({
      name: 'type',
      type: 'string',
      required: true,
      nullable: false,
      description: 'Tipo do evento.',
      values: ['A_CREATED'],
    });
    expect(data?.description).toBe('Dados do evento.');
    expect(data?.fields?.map((field) => [field.name, field.required])).toEqual([
      ['item', true],
      ['status', false],
      ['items', true],
    ]);
  });

  it('lê null numa lista de tipos e num ramo de anyOf', () => {
    const [item, status] = data?.fields ?? [];
    expect([item?.type, item?.nullable, item?.fields?.map((field) => field.name)]).toEqual(['object', true, ['id']]);
    expect([status?.type, status?.nullable, status?.values, status?.description]).toEqual([
      'string',
      true,
      ['OPEN', 'CLOSED'],
      'Antes.',
    ]);
  });

  it('mostra os campos dos itens de uma lista de objetos, com o formato no tipo', () => {
    const items = data?.fields?.[2];
    expect(items?.type).toBe('object[]');
    expect(items?.fields).toEqual([{name: 'at', type: 'string (date-time)', required: true, nullable: false}]);
  });
});

describe('flattenFields', () => {
  it('lista cada campo com o caminho desde a raiz, [] nos itens de listas', () => {
    expect(flattenFields(payloadShape(event).fields).map(({path}) => path)).toEqual([
      'type',
      'data',
      'data.item',
      'data.item.id',
      'data.status',
      'data.items',
      'data.items[].at',
    ]);
  });
});
