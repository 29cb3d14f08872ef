import {describe, expect, it} from 'vitest';

import {agreementMachine, refusalCode} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {agreements} from '../../../../src/data/world';
import {codes, loggedIn} from '../../../support/simulator';

const ADD = `mutation Add($data: AddBillingDataInput!) { addBilling(data: $data) { id } }`;
const BILLING = `query Read($refId: UUID!) { billings(where: {refId: {eq: $refId}}) { items { id billingStatus cancellationReason } } }`;
const OWNER = `query Owner($id: Int!) { financialOwner(id: $id) { condition } }`;
const CREATE = `mutation Create($data: CreateAgreementDataInput!) { createAgreement(data: $data) { id status } }`;
const BREAK = `mutation Break($data: BreakAgreementDataInput!) { breakAgreement(data: $data) { status } }`;
const INSTALLMENTS = `query Installments($ids: [Int!]) { billings(where: {paymentPlanId: {in: $ids}}, order: [{dueDate: ASC}]) { items { id billingStatus } } }`;

const registration = Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000;

/** Carla (68) with a new boleto of plan 3402 (Anuidade 2026) that falls overdue. */
async function overdueBoleto() {
  const session = await loggedIn('2026-01-20T12:00:00.000Z');
  const added = await session.call(ADD, {data: {paymentPlanId: 3402, dueDate: '2026-01-21T00:00:00.000Z', value: 500}});
  const refId = (added.data?.addBilling as {id: string}).id;
  await session.simulator.advance(2 * 86_400_000);
  const billing = (
    (await session.call(BILLING, {refId})).data?.billings as {items: {id: number; billingStatus: string}[]}
  ).items[0];
  return {...session, refId, billing};
}

describe('simulador: acordos', () => {
  it('vencido → acordo PENDING → ACTIVE → COMPLETED; o boleto renegociado é cancelado como RENEGOTIATED', async () => {
    const {simulator, call, refId, billing} = await overdueBoleto();
    expect(billing?.billingStatus).toBe('OVERDUE');
    expect((await call(OWNER, {id: 68})).data?.financialOwner).toEqual({condition: 'IN_DEBT'});
    const created = await call(CREATE, {
      data: {
        financialOwnerId: 68,
        billingIds: [billing?.id],
        parcelQuantity: 2,
        negotiatedValue: 520,
        firstDueDate: '2026-02-10T00:00:00.000Z',
        requester: 'FINANCIAL_OWNER',
      },
    });
    expect(created.errors).toBeUndefined();
    const agreement = created.data?.createAgreement as {id: number; status: string};
    expect(agreement.status).toBe('PENDING');
    expect((await call(OWNER, {id: 68})).data?.financialOwner).toEqual({condition: 'IN_AGREEMENT'});
    await simulator.advance(registration);
    const planId = (
      simulator
        .events()
        .find((event) => event.event === 'BILLING_CREATED' && JSON.stringify(event.payload).includes('createAgreement'))
        ?.payload as {
        data: {creation: {paymentPlanId: number}};
      }
    ).data.creation.paymentPlanId;
    const installments = ((await call(INSTALLMENTS, {ids: [planId]})).data?.billings as {items: {id: number}[]}).items;
    expect(installments).toHaveLength(2);
    await simulator.payBilling(installments[0]?.id ?? 0, 'PIX');
    await simulator.payBilling(installments[1]?.id ?? 0, 'PIX');
    const statuses = simulator
      .events()
      .filter((event) => event.event === 'AGREEMENT_STATUS_CHANGED')
      .map((event) => (event.payload as {data: {agreement: {status: string}}}).data.agreement.status);
    expect(statuses).toEqual(['PENDING', 'ACTIVE', 'COMPLETED']);
    expect(((await call(BILLING, {refId})).data?.billings as {items: unknown[]}).items[0]).toMatchObject({
      billingStatus: 'CANCELED',
      cancellationReason: 'RENEGOTIATED',
    });
  });

  it('quebrar um acordo que não entrou em vigor o cancela; de novo, é recusado com o código do modelo', async () => {
    const {call, billing} = await overdueBoleto();
    const created = await call(CREATE, {
      data: {
        financialOwnerId: 68,
        billingIds: [billing?.id],
        parcelQuantity: 1,
        negotiatedValue: 500,
        firstDueDate: '2026-02-10T00:00:00.000Z',
        requester: 'SCHOOL',
      },
    });
    const id = (created.data?.createAgreement as {id: number}).id;
    expect(
      (await call(BREAK, {data: {id, breachReason: 'REQUESTED_BY_FINANCIAL_OWNER'}})).data?.breakAgreement,
    ).toEqual({status: 'CANCELED'});
    expect((await call(OWNER, {id: 68})).data?.financialOwner).toEqual({condition: 'IN_DEBT'});
    const again = await call(BREAK, {data: {id, breachReason: 'REQUESTED_BY_FINANCIAL_OWNER'}});
    expect(codes(again)).toEqual([refusalCode(agreementMachine, 'breakAgreement', 'CANCELED')]);
  });

  it('quebra por atraso o acordo em vigor quando uma parcela passa da tolerância dos fatos sem pagamento', async () => {
    const {simulator, call, billing} = await overdueBoleto();
    const created = await call(CREATE, {
      data: {
        financialOwnerId: 68,
        billingIds: [billing?.id],
        parcelQuantity: 2,
        negotiatedValue: 520,
        firstDueDate: '2026-02-10T00:00:00.000Z',
        requester: 'FINANCIAL_OWNER',
      },
    });
    const id = (created.data?.createAgreement as {id: number}).id;
    await simulator.advance(registration);
    const planId = (
      simulator
        .events()
        .find((event) => event.event === 'BILLING_CREATED' && JSON.stringify(event.payload).includes('createAgreement'))
        ?.payload as {
        data: {creation: {paymentPlanId: number}};
      }
    ).data.creation.paymentPlanId;
    const installments = ((await call(INSTALLMENTS, {ids: [planId]})).data?.billings as {items: {id: number}[]}).items;
    await simulator.payBilling(installments[0]?.id ?? 0, 'PIX');
    // The second instalment is due on 2026-03-10, which ends at midnight in Brasília (03:00 UTC of the 11th).
    const deadline =
      Date.parse('2026-03-11T03:00:00.000Z') + Number(PLATFORM_FACTS['acordo.toleranciaQuebra'].value) * 86_400_000;
    await simulator.advance(deadline - 1 - simulator.now().getTime());
    const AGREEMENT = `query Agreement($id: Int!) { agreement(id: $id) { status breachReason } }`;
    expect((await call(AGREEMENT, {id})).data?.agreement).toEqual({status: 'ACTIVE', breachReason: null});
    await simulator.advance(1);
    expect((await call(AGREEMENT, {id})).data?.agreement).toEqual({
      status: 'BROKEN',
      breachReason: 'INSTALLMENT_OVERDUE',
    });
    expect((await call(OWNER, {id: 68})).data?.financialOwner).toEqual({condition: 'IN_DEBT'});
  });

  it('quebra o acordo 244 do mundo no momento que o mundo data, pelas parcelas do plano dele', async () => {
    const world = agreements.find((agreement) => agreement.id === 244);
    const breach = Date.parse(world?.breachDate ?? '');
    const session = await loggedIn(new Date(breach - 86_400_000).toISOString());
    const AGREEMENT = `query Agreement($id: Int!) { agreement(id: $id) { status breachDate breachReason breachDescription } }`;
    expect((await session.call(AGREEMENT, {id: 244})).data?.agreement).toMatchObject({status: 'ACTIVE'});
    await session.simulator.advance(2 * 86_400_000);
    expect((await session.call(AGREEMENT, {id: 244})).data?.agreement).toEqual({
      status: 'BROKEN',
      breachDate: world?.breachDate,
      breachReason: world?.breachReason,
      breachDescription: world?.breachDescription,
    });
    const installments = (
      (await session.call(INSTALLMENTS, {ids: [world?.paymentPlanId]})).data?.billings as {
        items: {billingStatus: string}[];
      }
    ).items.map((item) => item.billingStatus);
    expect(installments).toEqual(['PAID', 'CANCELED', 'CANCELED', 'CANCELED']);
    const broken = session.simulator.events().filter((event) => event.event === 'AGREEMENT_STATUS_CHANGED');
    expect(broken.map((event) => event.at)).toEqual([world?.breachDate]);
  });
});
