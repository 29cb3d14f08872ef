import {describe, expect, it} from 'vitest';

import {paymentPlanOfEvent} from '../../../../src/lib/simulator/payloads';
import type {Rec} from '../../../../src/lib/simulator/store';

describe('simulador: corpo do PAYMENT_PLAN_CREATED', () => {
  it('soma o totalValue em centavos: três parcelas de 386,40 dão 1159,20, não 1159,1999999999998', () => {
    const plan: Rec = {
      __typename: 'PaymentPlan',
      id: 5162,
      refId: 'plano',
      paymentPlanType: 'MATERIAL',
      financialOwnerId: 68,
    };
    const billings = [1, 2, 3].map(
      (id) => ({__typename: 'Billing', id, refId: `boleto-${String(id)}`, value: 386.4}) satisfies Rec,
    );
    expect(paymentPlanOfEvent(plan, billings).totalValue).toBe(1159.2);
  });
});
