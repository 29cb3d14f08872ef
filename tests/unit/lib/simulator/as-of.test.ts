import {describe, expect, it} from 'vitest';

import {billings, enrollment2026} from '../../../../src/data/world';
import {loggedIn} from '../../../support/simulator';

const ENROLLMENT = `query E($id: Int!) { enrollment(id: $id) { id status } }`;
const BILLING = `query B($id: Int!) { billing(id: $id) { id billingStatus paymentDate amountPaid } }`;

const paid = billings.find((billing) => billing.id === 90412);

describe('simulador: o mundo num momento anterior ao fim', () => {
  it('um registro criado depois do momento ainda não existe; criado antes, existe', async () => {
    const before = await loggedIn(new Date(Date.parse(enrollment2026.creationDate) - 1000).toISOString());
    expect((await before.call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toBeNull();
    const after = await loggedIn(new Date(Date.parse(enrollment2026.creationDate) + 1000).toISOString());
    expect((await after.call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toMatchObject({
      id: enrollment2026.id,
    });
  });

  it('um boleto pago depois do momento está na situação anterior ao pagamento, sem os dados dele', async () => {
    expect(paid?.billingStatus).toBe('PAID');
    const {call} = await loggedIn(new Date(Date.parse(paid?.paymentDate ?? '') - 1000).toISOString());
    expect((await call(BILLING, {id: paid?.id})).data?.billing).toEqual({
      id: paid?.id,
      billingStatus: paid?.was?.billingStatus?.at(-1),
      paymentDate: null,
      amountPaid: null,
    });
  });

  it('sem momento, o simulador parte do estado final do mundo', async () => {
    const {call} = await loggedIn();
    expect((await call(BILLING, {id: paid?.id})).data?.billing).toMatchObject({billingStatus: 'PAID'});
  });
});
