/**
 * The list queries follow the HotChocolate offset-paging convention the guides document:
 * skip/take/where/order arguments and a segment with items, pageInfo and totalCount.
 */
import {getNamedType} from 'graphql';
import {describe, expect, it} from 'vitest';

import {pagingProblems} from '../../support/schema-checks';
import {expectNoProblems, snapshot} from '../../support/snapshot-helpers';

describe('paginação das queries de lista', () => {
  it('toda query que retorna *CollectionSegment segue a convenção', () => {
    expectNoProblems(pagingProblems(snapshot()), 'paginação');
  });
});

describe('queries de lista observadas na API real', () => {
  it.each(['dependents', 'paymentPlans', 'costCenters'])('%s retorna um *CollectionSegment', (name) => {
    const field = snapshot().getQueryType()?.getFields()[name];
    const segment = field ? getNamedType(field.type).name : undefined;
    expect(segment, `Query.${name} deveria retornar um tipo *CollectionSegment`).toMatch(/CollectionSegment$/);
  });
});
