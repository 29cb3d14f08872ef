import {describe, expect, it} from 'vitest';

import {billings} from '../../../../src/data/world';
import {billingValues} from '../../../../src/lib/simulator/billing-values';
import type {Rec} from '../../../../src/lib/simulator/store';
import {loggedIn} from '../../../support/simulator';

/** Boleto 90413 (R$ 386,40, vencimento 10/03/2025) while it was OVERDUE, before its second copy. */
const overdue = {
  ...billings.find((billing) => billing.id === 90413),
  __typename: 'Billing',
  billingStatus: 'OVERDUE',
} as Rec;

describe('simulador: valores calculados do boleto', () => {
  it('vencido há dois dias: multa de fineValue % uma vez e juros de interestPercentage % ao mês, por dia', () => {
    // The value docs/boletos/baixa-manual.md shows received on 12/03/2025.
    expect(billingValues(overdue, '2025-03-12')).toEqual({
      itIsPayable: true,
      itIsReissuable: true,
      hasRefund: false,
      itIsPrintable: true,
      calculatedFineValue: 7.73,
      calculatedIncreaseValue: 0.26,
      updatedValue: 394.39,
    });
  });

  it('em dia e até discountUntil: valor menos o desconto de pontualidade; depois, sem desconto', () => {
    const onTime = {...overdue, billingStatus: 'REGISTERED'} as Rec;
    expect(billingValues(onTime, '2025-03-05')).toMatchObject({calculatedFineValue: 0, updatedValue: 366.4});
    expect(billingValues(onTime, '2025-03-06').updatedValue).toBe(386.4);
  });

  it('itIsPayable, itIsReissuable e itIsPrintable dos boletos vencidos, registrados, pagos e reemitidos, lidos do simulador', async () => {
    const {call} = await loggedIn();
    const result = await call(
      `query Q { billings(where: {id: {in: [88222, 88224, 90412, 90413]}}, order: [{id: ASC}]) { items { id billingStatus itIsPayable itIsReissuable itIsPrintable updatedValue } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect((result.data?.billings as {items: unknown[]}).items).toMatchObject([
      {id: 88222, billingStatus: 'OVERDUE', itIsPayable: true, itIsReissuable: true, itIsPrintable: true},
      {id: 88224, billingStatus: 'REGISTERED', itIsPayable: true, itIsReissuable: true, itIsPrintable: true},
      {id: 90412, billingStatus: 'PAID', itIsPayable: false, itIsReissuable: false, itIsPrintable: true},
      {id: 90413, billingStatus: 'REISSUED', itIsPayable: false, itIsReissuable: false, itIsPrintable: false},
    ]);
  });
});
