/**
 * The "Descontinuações" page (src/plugins/api-reference/generator/deprecations.ts): every kind of
 * deprecated member, its replacement and the release that deprecated it.
 */
import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {deprecationsMdx, deprecationsOf} from '../../../../../src/plugins/api-reference/generator/deprecations';
import {SinceIndex} from '../../../../../src/plugins/api-reference/generator/since';

const BEFORE = buildSchema(`
type Query { webHook(id: Int): Int @deprecated(reason: "Use webHookV2."), webHookV2(id: Int): Int }
type Billing { id: ID }
enum Status { OPEN }
input Filter { old: Int, novo: Int }
`);
const AFTER = buildSchema(`
type Query { webHook(id: Int, legacy: Int @deprecated(reason: "Sem uso.")): Int @deprecated(reason: "Use webHookV2."), webHookV2(id: Int): Int }
type Billing { id: ID, code: String @deprecated(reason: "Use id | o refId."), refId: String }
enum Status { OPEN, LATE @deprecated(reason: "Use OPEN.") }
input Filter { old: Int @deprecated(reason: "Use novo."), novo: Int }
`);
const HISTORY = [
  {date: '2024-06-28', file: 'a.graphql'},
  {date: '2024-07-08', file: 'b.graphql'},
];

describe('descontinuações', () => {
  it('campos, operações, argumentos, campos de entrada e valores de enumeração', () => {
    expect(deprecationsOf(AFTER).map((entry) => entry.path)).toEqual([
      'Query.webHook',
      'Query.webHook.legacy',
      'Billing.code',
      'Status.LATE',
      'Filter.old',
    ]);
  });

  it('cada linha: o membro com link, o substituto com link, a versão e o motivo', () => {
    const mdx = deprecationsMdx(AFTER, new SinceIndex(HISTORY, [BEFORE, AFTER]));
    expect(mdx).toContain(
      '| [`Query.webHook`](/api/api/queries/web-hook) | [`webHookV2`](/api/api/queries/web-hook-v2) | antes de 8 de julho de 2024 | Use webHookV2. |',
    );
    expect(mdx).toContain(
      '| [`Billing.code`](/api/types/objects/billing#code) | [`id`](/api/types/objects/billing#id) | [8 de julho de 2024](/api/mudancas-no-schema#2024-07-08) | Use id \\| o refId. |',
    );
    expect(mdx).toContain('| [`Status.LATE`](/api/types/enums/status#late) | [`OPEN`](/api/types/enums/status#open) |');
    expect(mdx).toContain('| [`Filter.old`](/api/types/inputs/filter#old) | [`novo`](/api/types/inputs/filter#novo) |');
    // A reason that names nothing of its type has no replacement.
    expect(mdx).toContain('| [`Query.webHook.legacy`](/api/api/queries/web-hook#legacy) | — |');
  });
});
