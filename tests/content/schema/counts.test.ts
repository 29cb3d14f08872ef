/**
 * Sizes of the API (the ranges in RANGES), and the exact scalar and subscription sets.
 * A count outside its range means the snapshot is missing a family of types or has invented one.
 */
import {describe, expect, it} from 'vitest';

import {scalarNames, schemaCounts} from '../../support/schema-checks';
import {snapshot} from '../../support/snapshot-helpers';

const RANGES = {
  mutations: [115, 140],
  queries: [90, 115],
  objects: [105, 140], // object types other than Query, Mutation, Subscription
  inputs: [260, 330],
  enums: [45, 60], // without the introspection enums
} as const;

const LABELS: Record<keyof typeof RANGES, string> = {
  mutations: 'mutations (campos de Mutation)',
  queries: 'queries (campos de Query)',
  objects: 'tipos objeto (sem as raízes)',
  inputs: 'tipos input',
  enums: 'enums (sem os de introspecção)',
};

describe('tamanho do schema', () => {
  it.each(Object.keys(RANGES) as Array<keyof typeof RANGES>)('%s dentro da faixa', (kind) => {
    const [min, max] = RANGES[kind];
    const count = schemaCounts(snapshot())[kind];
    expect(count >= min && count <= max, `${LABELS[kind]}: ${count}, esperado entre ${min} e ${max}`).toBe(true);
  });

  it('escalares são exatamente Boolean, Byte, DateTime, Decimal, Int, Long, String, TimeSpan, UUID', () => {
    expect(scalarNames(snapshot()), 'conjunto de escalares do snapshot').toEqual([
      'Boolean',
      'Byte',
      'DateTime',
      'Decimal',
      'Int',
      'Long',
      'String',
      'TimeSpan',
      'UUID',
    ]);
  });

  it('não há ID nem Float (a API real nunca os usa)', () => {
    const schema = snapshot();
    expect(schema.getType('ID'), 'o escalar ID não deveria existir').toBeUndefined();
    expect(schema.getType('Float'), 'o escalar Float não deveria existir').toBeUndefined();
  });

  it('subscriptions são exatamente onAuthenticationChanged e onScheduleTask', () => {
    const fields = Object.keys(snapshot().getSubscriptionType()?.getFields() ?? {}).sort();
    expect(fields, 'campos de Subscription').toEqual(['onAuthenticationChanged', 'onScheduleTask']);
  });
});
