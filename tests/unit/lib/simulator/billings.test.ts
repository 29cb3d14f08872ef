import {describe, expect, it} from 'vitest';

import {billingMachine, paymentPlanMachine, refusalCode} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {documentUrlOf} from '../../../../src/data/world/billing-builder';
import type {EmittedEvent} from '../../../../src/lib/simulator';
import {codes, loggedIn} from '../../../support/simulator';

const ADD = `mutation Add($data: AddBillingDataInput!) { addBilling(data: $data) { id dueDate value } }`;
const READ = `query Read($refId: UUID!) { billings(where: {refId: {eq: $refId}}) { items { id billingStatus paymentType nn digitableLine } } }`;
const CANCEL = `mutation Cancel($data: CancelBillingDataInput!) { cancelBilling(data: $data) { billingStatus } }`;
const REMOVE_PLAN = `mutation RemovePlan($data: RemovePaymentPlanDataInput!) { removePaymentPlan(data: $data) }`;

/** The active plan of the world that receives new boletos in these tests (Anuidade 2026). */
const PLAN = 3402;
const registration = Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000;

async function newBilling(dueDate: string) {
  const session = await loggedIn('2026-01-20T12:00:00.000Z');
  const added = await session.call(ADD, {data: {paymentPlanId: PLAN, dueDate, value: 480.5, description: 'Excursão'}});
  expect(added.errors).toBeUndefined();
  const refId = (added.data?.addBilling as {id: string}).id;
  const read = async () =>
    ((await session.call(READ, {refId})).data?.billings as {items: Record<string, unknown>[]}).items[0] ?? {};
  return {...session, refId, read};
}

/** Whether the event is about the boleto `refId` (the clock moves the world's boletos too). */
function ownEvent(event: EmittedEvent, refId: string): boolean {
  return (event.payload as {objectId: string}).objectId === refId;
}

describe('simulador: boletos', () => {
  it('PENDING_REGISTRATION → REGISTERED depois do tempo de registro, → OVERDUE quando o vencimento termina, → PAID por Pix', async () => {
    const {simulator, refId, read} = await newBilling('2026-01-25T00:00:00.000Z');
    expect(await read()).toMatchObject({billingStatus: 'PENDING_REGISTRATION', nn: null, digitableLine: null});
    await simulator.advance(registration - 1);
    expect((await read()).billingStatus).toBe('PENDING_REGISTRATION');
    await simulator.advance(1);
    const registered = await read();
    expect(registered.billingStatus).toBe('REGISTERED');
    expect(registered.digitableLine).toMatch(/^\d{47}$/);
    // 2026-01-25 ends at midnight in Brasília, 03:00 UTC of the 26th.
    await simulator.advance(Date.parse('2026-01-26T02:59:59.000Z') - simulator.now().getTime());
    expect((await read()).billingStatus).toBe('REGISTERED');
    await simulator.advance(1000);
    expect((await read()).billingStatus).toBe('OVERDUE');
    await simulator.payBilling(Number(registered.id), 'PIX');
    expect(await read()).toMatchObject({billingStatus: 'PAID', paymentType: 'PIX'});
    const changes = simulator
      .events()
      .filter((event) => event.event === 'BILLING_STATUS_CHANGED' && ownEvent(event, refId));
    expect(
      changes.map(
        (event) =>
          (event.payload as {data: {billing: {billingStatus: string; previousBillingStatus: string}}}).data.billing,
      ),
    ).toMatchObject([
      {previousBillingStatus: 'PENDING_REGISTRATION', billingStatus: 'REGISTERED'},
      {previousBillingStatus: 'REGISTERED', billingStatus: 'OVERDUE'},
      {previousBillingStatus: 'OVERDUE', billingStatus: 'PAID'},
    ]);
  });

  it('addPaymentPlan guarda o dependente informado por dependentRefId e recusa um que não existe', async () => {
    const session = await loggedIn('2026-01-20T12:00:00.000Z');
    const plan = `mutation Plan($data: AddPaymentPlanDataInput!) { addPaymentPlan(data: $data) { id } }`;
    const data = {companyId: 27, financialIntegrationId: 3, financialOwnerId: 68, paymentPlanType: 'SCHOOL_SUPPLIES'};
    const added = await session.call(plan, {data: {...data, dependentRefId: '3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a14'}});
    expect(added.errors).toBeUndefined();
    const created = session.simulator.events().find((event) => event.event === 'PAYMENT_PLAN_CREATED');
    expect((created?.payload as {data: {paymentPlan: {dependentId: unknown}}}).data.paymentPlan.dependentId).toBe(1542);
    const unknown = await session.call(plan, {data: {...data, dependentRefId: '00000000-0000-4000-8000-000000000000'}});
    expect(codes(unknown)).toEqual(['INVALID_REFERENCE']);
  });

  it('syncBilling registra na hora um boleto PENDING_REGISTRATION e devolve como está um já registrado', async () => {
    const {simulator, call, refId, read} = await newBilling('2026-02-25T00:00:00.000Z');
    const sync = `mutation Sync($data: BillingActionDataInput!) { syncBilling(data: $data) { billingStatus nn digitableLine } }`;
    const synced = await call(sync, {data: {refId}});
    expect(synced.errors).toBeUndefined();
    const registered = synced.data?.syncBilling as Record<string, unknown>;
    expect(registered.billingStatus).toBe('REGISTERED');
    expect(registered.digitableLine).toMatch(/^\d{47}$/);
    expect(await read()).toMatchObject(registered);
    const changes = () =>
      simulator.events().filter((event) => event.event === 'BILLING_STATUS_CHANGED' && ownEvent(event, refId));
    expect(changes()).toHaveLength(1);
    // The registration the bank would have answered later finds the boleto registered already.
    await simulator.advance(registration);
    const again = await call(sync, {data: {refId}});
    expect(again.data?.syncBilling).toEqual(registered);
    expect(changes()).toHaveLength(1);
  });

  it('syncBilling lê na hora a recusa do banco (failNextRegistration): REGISTRATION_FAILED, como o modelo diz', async () => {
    const session = await loggedIn('2026-01-20T12:00:00.000Z');
    const added = await session.call(ADD, {
      data: {paymentPlanId: PLAN, dueDate: '2026-02-25T00:00:00.000Z', value: 10},
    });
    const refId = (added.data?.addBilling as {id: string}).id;
    session.simulator.failNextRegistration();
    const sync = `mutation Sync($data: BillingActionDataInput!) { syncBilling(data: $data) { billingStatus nn } }`;
    const synced = await session.call(sync, {data: {refId}});
    expect(synced.data?.syncBilling).toEqual({billingStatus: 'REGISTRATION_FAILED', nn: null});
    expect(
      billingMachine.transitions.some(
        (transition) =>
          transition.trigger.kind === 'mutation' &&
          transition.trigger.operation === 'syncBilling' &&
          transition.to === 'REGISTRATION_FAILED',
      ),
    ).toBe(true);
    const changes = session.simulator
      .events()
      .filter((event) => event.event === 'BILLING_STATUS_CHANGED' && ownEvent(event, refId))
      .map((event) => (event.payload as {data: {billing: Record<string, unknown>}}).data.billing);
    expect(changes.map((billing) => [billing.previousBillingStatus, billing.billingStatus])).toEqual([
      ['PENDING_REGISTRATION', 'REGISTRATION_FAILED'],
    ]);
    // The refusal was the next registration's: the bank's later answer finds nothing pending.
    await session.simulator.advance(registration);
    const read = await session.call(READ, {refId});
    expect((read.data?.billings as {items: {billingStatus: string}[]}).items[0]?.billingStatus).toBe(
      'REGISTRATION_FAILED',
    );
  });

  it('vai a REGISTRATION_FAILED quando o banco recusa o registro', async () => {
    const session = await loggedIn('2026-01-20T12:00:00.000Z');
    session.simulator.failNextRegistration();
    const added = await session.call(ADD, {
      data: {paymentPlanId: PLAN, dueDate: '2026-02-25T00:00:00.000Z', value: 10},
    });
    const refId = (added.data?.addBilling as {id: string}).id;
    await session.simulator.advance(registration);
    const read = await session.call(READ, {refId});
    expect((read.data?.billings as {items: {billingStatus: string}[]}).items[0]?.billingStatus).toBe(
      'REGISTRATION_FAILED',
    );
  });

  it('recusa um vencimento anterior a hoje com o código da regra do modelo', async () => {
    const {call} = await loggedIn('2026-01-20T12:00:00.000Z');
    const result = await call(ADD, {data: {paymentPlanId: PLAN, dueDate: '2026-01-19T00:00:00.000Z', value: 10}});
    const rule = billingMachine.rules.find(
      (item) => item.operation === 'addBilling' && item.when.includes('vencimento'),
    );
    expect(codes(result)).toEqual([rule?.code]);
  });

  it('recusa cancelar um boleto já pago com o código que o modelo dá a essa situação', async () => {
    const {call} = await loggedIn('2026-01-20T12:00:00.000Z');
    const result = await call(CANCEL, {data: {id: 95501, cancellationReason: 'DUPLICATED'}});
    expect(codes(result)).toEqual([refusalCode(billingMachine, 'cancelBilling', 'PAID')]);
  });

  it('recusa remover um plano com boletos registrados ou pagos com o código da regra do modelo', async () => {
    const {call} = await loggedIn('2026-01-20T12:00:00.000Z');
    const result = await call(REMOVE_PLAN, {data: {id: PLAN}});
    expect(codes(result)).toEqual([
      paymentPlanMachine.rules.find((rule) => rule.operation === 'removePaymentPlan')?.code,
    ]);
  });

  it('billingDocumentUrl: null antes do registro, o endereço do boleto depois', async () => {
    const {simulator, call, refId, read} = await newBilling('2026-02-10T00:00:00.000Z');
    const URL = `query Url($id: Int!) { billingDocumentUrl(id: $id) }`;
    const id = Number((await read()).id);
    expect((await call(URL, {id})).data?.billingDocumentUrl).toBeNull();
    await simulator.advance(registration);
    expect((await call(URL, {id})).data?.billingDocumentUrl).toBe(documentUrlOf(refId));
  });
});
