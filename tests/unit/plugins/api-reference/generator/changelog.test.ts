/**
 * The "Mudanças no schema" page (src/plugins/api-reference/generator/changelog.ts): where each
 * change links, and the page built from a two-release history.
 */
import {buildSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {changelogMdx, memberHref} from '../../../../../src/plugins/api-reference/generator/changelog';
import {longDate} from '../../../../../src/lib/long-date';

const AFTER = buildSchema(`
type Query { billings(take: Int): [Billing] }
type Billing { id: ID, updatedValue: Float }
input BillingFilterInput { isManualPayment: Boolean }
enum BillingStatus { OPEN PAID }
`);

describe('links das mudanças', () => {
  it('operação, argumento, tipo, campo, campo de entrada, valor de enumeração', () => {
    expect(memberHref('Query.billings', AFTER)).toBe('/api/api/queries/billings');
    expect(memberHref('Query.billings.take', AFTER)).toBe('/api/api/queries/billings#take');
    expect(memberHref('Billing', AFTER)).toBe('/api/types/objects/billing');
    expect(memberHref('Billing.updatedValue', AFTER)).toBe('/api/types/objects/billing#updated-value');
    expect(memberHref('BillingFilterInput.isManualPayment', AFTER)).toBe(
      '/api/types/inputs/billing-filter-input#is-manual-payment',
    );
    expect(memberHref('BillingStatus.PAID', AFTER)).toBe('/api/types/enums/billing-status#paid');
  });

  it('o que a versão removeu não tem link; um membro removido leva ao seu tipo', () => {
    expect(memberHref('Query.old', AFTER)).toBeUndefined();
    expect(memberHref('Gone', AFTER)).toBeUndefined();
    expect(memberHref('Billing.gone', AFTER)).toBe('/api/types/objects/billing');
    expect(memberHref('@cached', AFTER)).toBeUndefined();
  });
});

describe('página', () => {
  it('uma seção por versão, da mais nova, com a nota, os grupos e o nome do membro como link', async () => {
    const before = buildSchema('type Query { billings(take: Int): [Billing] }\ntype Billing { id: ID }');
    const history = [
      {date: '2024-07-08', file: 'antes.graphql'},
      {date: '2024-07-15', file: 'depois.graphql'},
    ];
    const mdx = await changelogMdx(history, [before, AFTER]);
    expect(mdx).toContain('## 15 de julho de 2024 \\{#2024-07-15\\}');
    expect(mdx).toContain('[Nota de versão de 15 de julho de 2024](/blog/2024-07-15-release-notes)');
    expect(mdx).toContain('### Seguras \\{#2024-07-15-segura\\}');
    expect(mdx).toContain(
      '- O campo [`Billing.updatedValue`](/api/types/objects/billing#updated-value) foi adicionado, do tipo `Float`.',
    );
    expect(mdx).not.toContain('## 8 de julho de 2024');
  });

  it('datas por extenso', () => {
    expect(longDate('2024-09-04')).toBe('4 de setembro de 2024');
    expect(longDate('2024-03-31')).toBe('31 de março de 2024');
  });
});
