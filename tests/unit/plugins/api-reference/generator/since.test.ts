/**
 * "Disponível desde" and "Obsoleto desde" (src/plugins/api-reference/generator/since.ts) on a
 * generated page, from a three-entry history.
 */
import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {annotatePage, SinceIndex} from '../../../../../src/plugins/api-reference/generator/since';

const HISTORY = [
  {date: '2024-06-28', file: 'a'},
  {date: '2024-07-08', file: 'b'},
  {date: '2024-07-15', file: 'c'},
];
const SCHEMAS = [
  buildSchema('type Query { a: Int }\ntype Billing { id: ID, old: Int }\nenum Status { OPEN }'),
  buildSchema('type Query { a: Int }\ntype Billing { id: ID, old: Int, value: Int }\nenum Status { OPEN }'),
  buildSchema(
    'type Query { a: Int }\ntype Billing { id: ID, old: Int @deprecated(reason: "Use value."), value: Int }\nenum Status { OPEN, LATE }\ntype Extra { id: ID }',
  ),
];
const since = new SinceIndex(HISTORY, SCHEMAS);

const PAGE = [
  '---',
  'title: Billing',
  '---',
  '',
  'Boleto.',
  '',
  '```graphql',
  'type Billing {',
  '```',
  '',
  '## Campos',
  '',
  '### `id` \\{#id\\}',
  '',
  '<div className="api-member-type">[`ID`](/api/types/scalars/id.mdx)</div>',
  '',
  '### `old` \\{#old\\}',
  '',
  '<div className="api-member-type">[`Int`](/api/types/scalars/int.mdx)</div>',
  '',
  '### `value` \\{#value\\}',
  '',
  '<div className="api-member-type">[`Int`](/api/types/scalars/int.mdx)</div>',
  '',
].join('\n');

const notesOf = (page: string): string[] =>
  [...page.matchAll(/<div className="search-repeated-text">\n\n(.+)\n\n<\/div>/g)].map((match) => match[1] ?? '');

describe('disponível e obsoleto desde', () => {
  it('o tipo da primeira entrada é "antes de" a primeira versão; o membro novo e a obsolescência têm a sua versão', () => {
    const page = annotatePage(PAGE, 'Billing', true, since);
    expect(notesOf(page)).toEqual([
      'Disponível desde antes de 8 de julho de 2024.',
      'Obsoleto desde [15 de julho de 2024](/api/mudancas-no-schema#2024-07-15).',
      'Disponível desde [8 de julho de 2024](/api/mudancas-no-schema#2024-07-08).',
    ]);
    // Each note goes after its member's type line; the type's before its SDL block.
    expect(page.indexOf('Disponível desde antes')).toBeLessThan(page.indexOf('```graphql'));
    expect(page.indexOf('Obsoleto desde')).toBeGreaterThan(page.indexOf('### `old`'));
    expect(page.indexOf('Obsoleto desde')).toBeLessThan(page.indexOf('### `value`'));
  });

  it('um tipo novo diz a sua versão, e os seus membros não repetem', () => {
    const page = annotatePage(PAGE.replace('title: Billing', 'title: Extra'), 'Extra', true, since);
    expect(notesOf(page)).toEqual(['Disponível desde [15 de julho de 2024](/api/mudancas-no-schema#2024-07-15).']);
  });

  it('um valor de enumeração novo, sem linha de tipo, tem a nota sob o título', () => {
    const enumPage = ['```graphql', 'enum Status', '```', '', '### `LATE` \\{#late\\}', 'Atrasado.', ''].join('\n');
    const page = annotatePage(enumPage, 'Status', true, since);
    expect(notesOf(page)).toEqual([
      'Disponível desde antes de 8 de julho de 2024.',
      'Disponível desde [15 de julho de 2024](/api/mudancas-no-schema#2024-07-15).',
    ]);
  });

  it('um membro fora do histórico não ganha nota', () => {
    expect(since.firstEntry('Billing.nothing')).toBeUndefined();
    expect(annotatePage(PAGE, 'Nothing', true, since)).toBe(PAGE);
  });
});
