import {describe, expect, it} from 'vitest';

import {school} from '../../../../src/data/world';
import {loggedIn} from '../../../support/simulator';

async function story() {
  const {simulator, call} = await loggedIn('2026-01-20T12:00:00.000Z');
  const results = [
    await call(
      `mutation { addWebHook(data: {companyRefIds: ["${school.refId}"], environmentType: SANDBOX, url: "https://erp.exemplo.com.br/h", eventTypes: [BILLING_CREATED, BILLING_STATUS_CHANGED], authType: HMAC_SIGNATURE, authValue: "segredo"}) { id } }`,
    ),
    await call(`mutation { addDependent(data: {name: "Clara Dias"}) { id name } }`),
    await call(
      `mutation { addBilling(data: {paymentPlanId: 3402, dueDate: "2026-02-01T00:00:00.000Z", value: 10}) { id dueDate value } }`,
    ),
  ];
  await simulator.advance(3 * 86_400_000);
  const deliveries = await simulator.dueDeliveries();
  results.push(
    await call(
      '{ dependents(take: 50) { totalCount items { id refId name } } billings(take: 3, order: [{id: DESC}]) { items { id refId billingStatus digitableLine } } }',
    ),
  );
  return JSON.stringify({results, events: simulator.events(), deliveries});
}

describe('simulador: determinismo', () => {
  it('dá a mesma resposta, os mesmos eventos e as mesmas assinaturas para as mesmas chamadas', async () => {
    const first = await story();
    expect(await story()).toBe(first);
    expect(first).not.toContain('"errors"');
  });
});
