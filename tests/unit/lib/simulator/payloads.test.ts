import {describe, expect, it} from 'vitest';

import {enrollmentOfEvent, paymentPlanOfEvent} from '../../../../src/lib/simulator/payloads';
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

describe('simulador: corpo do ENROLLMENT_STATUS_CHANGED', () => {
  const enrollment: Rec = {
    __typename: 'Enrollment',
    id: 1178,
    refId: 'matricula',
    registry: '2025-0417',
    dependentId: 1542,
    status: 'COMPLETED',
    situation: 'ACTIVE',
  };

  it('traz nulo no valor anterior do que não mudou', () => {
    const body = enrollmentOfEvent(enrollment, 'AWAITING_PAYMENT', 'ACTIVE');
    expect(body).toMatchObject({status: 'COMPLETED', previousStatus: 'AWAITING_PAYMENT', previousSituation: null});
  });

  it('traz o valor anterior da situação quando só ela mudou', () => {
    const body = enrollmentOfEvent({...enrollment, situation: 'CANCELED'}, 'COMPLETED', 'ACTIVE');
    expect(body).toMatchObject({previousStatus: null, previousSituation: 'ACTIVE'});
  });
});
