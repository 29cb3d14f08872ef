import {describe, expect, it} from 'vitest';

import {billingMachine} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {creation} from '../../../../src/lib/simulator/machine';
import {sameDayMonthsLater} from '../../../../src/lib/simulator/resolvers/generate-billings';
import {codes, loggedIn} from '../../../support/simulator';

const GENERATE = `mutation Gerar($data: GenerateBillingsDataInput!) {
  generateBillings(data: $data) { id dueDate competenceDate value billingStatus description }
}`;
const PLAN = 'query Plano($id: Int!) { paymentPlan(id: $id) { billings { id billingStatus } } }';
/** The English course plan (5162), active, and three instalments of R$ 310,00 from 31/01/2026. */
const input = {paymentPlanId: 5162, parcelQuantity: 3, installmentValue: 310, firstDueDate: '2026-01-31T00:00:00.000Z'};

describe('simulador: generateBillings', () => {
  it('cria as parcelas no estado da criação do modelo, mês a mês no mesmo dia, com BILLING_CREATED; o banco as registra', async () => {
    const {simulator, call} = await loggedIn();
    const before = simulator.events().length;
    const result = await call(GENERATE, {data: {...input, competenceDate: '2026-01-01T00:00:00.000Z'}});
    expect(result.errors).toBeUndefined();
    const created = result.data?.generateBillings as {id: number; billingStatus: string}[];
    const born = creation(billingMachine, {kind: 'mutation', operation: 'generateBillings'});
    expect(created).toMatchObject([
      {
        dueDate: '2026-01-31T00:00:00.000Z',
        competenceDate: '2026-01-01T00:00:00.000Z',
        value: 310,
        billingStatus: born.to,
      },
      {dueDate: '2026-02-28T00:00:00.000Z', competenceDate: '2026-02-01T00:00:00.000Z', billingStatus: born.to},
      {dueDate: '2026-03-31T00:00:00.000Z', competenceDate: '2026-03-01T00:00:00.000Z', billingStatus: born.to},
    ]);
    const emitted = simulator.events().slice(before);
    expect(emitted.map((event) => event.event)).toEqual(created.flatMap(() => born.events));
    expect(
      emitted.map((event) => (event.payload as {data: {creation: {operation: string}}}).data.creation.operation),
    ).toEqual(Array(3).fill('generateBillings'));
    await simulator.advance(Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000);
    const billings = (
      (await call(PLAN, {id: 5162})).data?.paymentPlan as {billings: {id: number; billingStatus: string}[]}
    ).billings;
    expect(billings.filter((billing) => created.some((item) => item.id === billing.id))).toEqual(
      created.map((item) => ({id: item.id, billingStatus: 'REGISTERED'})),
    );
  });

  it('sem competenceDate, a competência segue o vencimento', async () => {
    const {call} = await loggedIn();
    const created = (await call(GENERATE, {data: {...input, parcelQuantity: 1}})).data?.generateBillings;
    expect(created).toMatchObject([{dueDate: input.firstDueDate, competenceDate: input.firstDueDate}]);
  });

  it.each([
    ['vencimento no passado', {firstDueDate: '2024-01-10T00:00:00.000Z'}, 'DUE_DATE_IN_PAST'],
    ['plano cancelado', {paymentPlanId: 5128}, 'ENTITY_INACTIVE'],
    ['plano inexistente', {paymentPlanId: 1}, 'ENTITY_NOT_FOUND'],
    ['sem plano', {paymentPlanId: undefined}, 'REQUIRED_FIELD_MISSING'],
    ['nenhuma parcela', {parcelQuantity: 0}, 'INVALID_FIELD_VALUE'],
    ['valor com três casas', {installmentValue: 310.005}, 'INVALID_FIELD_VALUE'],
  ])('recusa %s com %s e não cria nada', async (_name, change, code) => {
    const {simulator, call} = await loggedIn();
    const before = simulator.events().length;
    const result = await call(GENERATE, {data: {...input, ...change}});
    expect(codes(result)).toEqual([code]);
    expect(simulator.events()).toHaveLength(before);
    const billings = (await call(PLAN, {id: 5162})).data?.paymentPlan as {billings: unknown[]};
    expect(billings.billings).toHaveLength(4);
  });

  it('mantém o dia do mês e usa o último dia dos meses mais curtos', () => {
    expect(sameDayMonthsLater('2026-01-31T00:00:00.000Z', 1)).toBe('2026-02-28T00:00:00.000Z');
    expect(sameDayMonthsLater('2026-01-31T00:00:00.000Z', 2)).toBe('2026-03-31T00:00:00.000Z');
    expect(sameDayMonthsLater('2025-12-10T00:00:00.000Z', 1)).toBe('2026-01-10T00:00:00.000Z');
  });
});
