import {describe, expect, it} from 'vitest';

import {loggedIn} from '../../../support/simulator';

const SUM = 'query Soma($data: GetAmountPaidDataInput!) { amountPaid(data: $data) }';
const march = {companyId: 27, startDate: '2025-03-01T00:00:00.000Z', endDate: '2025-03-31T23:59:59.000Z'};

describe('simulador: amountPaid soma os boletos pagos do store', () => {
  it('soma pelo paymentDate do período, com os filtros de GetAmountPaidDataInput', async () => {
    const {call} = await loggedIn();
    const sum = async (data: Record<string, unknown>): Promise<unknown> =>
      (await call(SUM, {data: {...march, ...data}})).data?.amountPaid;
    // March 2025: 88215 in cash (1188,35, manual), 91271 by Pix (650, agreement 244's first instalment) and
    // 91420 by boleto (394,52); 90413's manual payment was undone.
    expect(await sum({})).toBe(2232.87);
    expect(await sum({paymentType: 'BOLETO'})).toBe(394.52);
    expect(await sum({paymentType: 'PIX'})).toBe(650);
    expect(await sum({paymentType: 'CASH'})).toBe(1188.35);
    expect(await sum({paymentPlanId: 5098})).toBe(1188.35);
    expect(await sum({financialOwnerId: 999_999})).toBe(0);
    expect(await sum({companyId: 28})).toBe(0);
    expect(await sum({startDate: '2025-03-25T00:00:00.000Z'})).toBe(0);
  });

  it('um pagamento confirmado depois entra na soma do dia dele', async () => {
    const {simulator, call} = await loggedIn();
    const today = simulator.now().toISOString().slice(0, 10);
    const day = {companyId: 27, startDate: `${today}T00:00:00.000Z`, endDate: `${today}T23:59:59.000Z`};
    const before = (await call(SUM, {data: {...day, paymentType: 'PIX'}})).data?.amountPaid as number;
    // Overdue since October: the family pays the value that day, fine and interest included.
    const owed = (await call('query Boleto { billing(id: 88222) { value updatedValue } }')).data?.billing as {
      value: number;
      updatedValue: number;
    };
    expect(owed.updatedValue).toBeGreaterThan(owed.value);
    await simulator.payBilling(88222, 'PIX');
    expect((await call(SUM, {data: {...day, paymentType: 'PIX'}})).data?.amountPaid).toBeCloseTo(
      before + owed.updatedValue,
      2,
    );
  });
});
