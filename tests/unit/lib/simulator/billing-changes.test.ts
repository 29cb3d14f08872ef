/**
 * The simulator's second copy, due date change, mark to cancel and massive cancellation
 * (src/lib/simulator/resolvers/billing-changes.ts) against the model's billing machine: the
 * states they move boletos through, the records they create (the copy, the BillingUpdate, the
 * ScheduledTask and its items) and how those advance on the simulated clock in the facts' times,
 * the codes that refuse them (with nothing changed) and the events they emit with their payloads.
 */
import {beforeAll, describe, expect, it} from 'vitest';

import {billingMachine, refusalCode} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {codes, loggedIn, settleOverdue} from '../../../support/simulator';
import {snapshot} from '../../../support/snapshot-helpers';

const START = '2026-01-20T12:00:00.000Z';
/** The world's Anuidade 2026 (plan 3402, owner 68): 95501 paid, 95502 (due 10/02/2026) to 95512 REGISTERED. */
const PLAN = 3402;
const PAID = 95501;
const FEBRUARY = 95502;
const MARCH = 95503;
const FEBRUARY_ENDS = Date.parse('2026-02-11T03:00:00.000Z');
const seconds = (key: 'sandbox.registro' | 'sandbox.itemDeTarefa'): number => Number(PLATFORM_FACTS[key].value) * 1000;

const BILLING = `id refId dueDate value billingStatus digitableLine nn reissueReason parentBillingId firstBillingId
  cancelAfterRegister cancellationReason cancellationDescription discount`;
const READ = `query Read($id: Int!) { billing(id: $id) { ${BILLING} } }`;
const PLAN_BILLINGS = `query Plan($id: Int!) { paymentPlan(id: $id) { billings { id billingStatus } } }`;
const REISSUE = `mutation Reissue($data: ReissueBillingDataInput!) {
  reissueBilling(data: $data) { ${BILLING} parentBilling { id billingStatus } }
}`;
const UPDATE = `mutation Update($data: UpdateBillingDueDateDataInput!) {
  updateBillingDueDate(data: $data) { id billingId status previousDueDate newDueDate sentDate confirmationDate rejectionReason }
}`;
const READ_UPDATE = `query ReadUpdate($id: Int!) {
  billingUpdate(id: $id) { id status sentDate confirmationDate rejectionReason billing { id dueDate } }
}`;
const ADD = `mutation Add($data: AddBillingDataInput!) { addBilling(data: $data) { id } }`;
const FIND = `query Find($refId: UUID!) { billings(where: {refId: {eq: $refId}}) { items { id } } }`;
const MARK = `mutation Mark($data: CancelBillingDataInput!) { markBillingToCancel(data: $data) { ${BILLING} } }`;
const MASSIVE = `mutation Massive($data: MassiveCancelBillingsDataInput!) {
  massiveCancelBillings(data: $data) { id type status scheduledDate requiresReview totalItems processedItems }
}`;
const TASK = `query Task($id: Int!) {
  scheduledTask(id: $id) {
    status startDate endDate totalItems processedItems
    items { entityType entityId status processedDate }
  }
}`;

type Session = Awaited<ReturnType<typeof loggedIn>>;

async function read(session: Session, id: number): Promise<Record<string, unknown>> {
  return (await session.call(READ, {id})).data?.billing as Record<string, unknown>;
}

async function planBillings(session: Session): Promise<{id: number; billingStatus: string}[]> {
  return ((await session.call(PLAN_BILLINGS, {id: PLAN})).data?.paymentPlan as {billings: never[]}).billings;
}

/** Runs a call the model refuses: its code, and neither the boleto, the plan's boletos nor the events change. */
async function refused(session: Session, id: number, query: string, variables: Record<string, unknown>) {
  const before = [await read(session, id), await planBillings(session)];
  const emitted = session.simulator.events().length;
  const result = await session.call(query, variables);
  expect([await read(session, id), await planBillings(session)]).toEqual(before);
  expect(session.simulator.events()).toHaveLength(emitted);
  return result;
}

/** A new boleto of the plan, still PENDING_REGISTRATION. */
async function pendingBilling(session: Session): Promise<number> {
  const added = await session.call(ADD, {
    data: {paymentPlanId: PLAN, dueDate: '2026-02-25T00:00:00.000Z', value: 95, description: 'Exame de faixa'},
  });
  const refId = (added.data?.addBilling as {id: string}).id;
  return ((await session.call(FIND, {refId})).data?.billings as {items: {id: number}[]}).items[0]?.id ?? 0;
}

// The schema snapshot is built once per file, before the tests' own timeouts start.
beforeAll(() => {
  snapshot();
});

describe('simulador: segunda via', () => {
  it('reissueBilling cria a segunda via no plano, leva o original a REISSUED e emite a criação e a mudança', async () => {
    const session = await loggedIn(START);
    const original = await read(session, FEBRUARY);
    const emitted = session.simulator.events().length;
    const result = await session.call(REISSUE, {
      data: {
        id: FEBRUARY,
        newDueDate: '2026-02-20T00:00:00.000Z',
        reissueReason: 'DUE_DATE_CHANGE',
        reissueDescription: 'Novo prazo.',
      },
    });
    expect(result.errors).toBeUndefined();
    const copy = result.data?.reissueBilling as Record<string, unknown>;
    expect(copy).toMatchObject({
      dueDate: '2026-02-20T00:00:00.000Z',
      value: original.value,
      // The punctuality discount goes with the copy while its limit date has not passed.
      discount: original.discount,
      billingStatus: 'PENDING_REGISTRATION',
      nn: null,
      reissueReason: 'DUE_DATE_CHANGE',
      parentBillingId: FEBRUARY,
      firstBillingId: FEBRUARY,
      parentBilling: {id: FEBRUARY, billingStatus: 'REISSUED'},
    });
    expect(copy.id).not.toBe(FEBRUARY);
    expect(await planBillings(session)).toContainEqual({id: copy.id, billingStatus: 'PENDING_REGISTRATION'});
    const events = session.simulator.events().slice(emitted);
    expect(events.map((event) => [event.event, (event.payload as {objectId: string}).objectId])).toEqual([
      ['BILLING_CREATED', copy.refId],
      ['BILLING_STATUS_CHANGED', original.refId],
    ]);
    expect((events[0]?.payload as {data: unknown}).data).toMatchObject({
      billing: {
        id: copy.id,
        reissue: {
          parentBillingId: FEBRUARY,
          parentBillingRefId: original.refId,
          firstBillingId: FEBRUARY,
          reissueReason: 'DUE_DATE_CHANGE',
          reissueDescription: 'Novo prazo.',
        },
      },
      creation: {operation: 'reissueBilling', paymentPlanId: PLAN, billings: [{id: copy.id}]},
    });
    expect((events[1]?.payload as {data: unknown}).data).toMatchObject({
      billing: {id: FEBRUARY, previousBillingStatus: 'REGISTERED', billingStatus: 'REISSUED'},
      creation: null,
    });
    await session.simulator.advance(seconds('sandbox.registro'));
    expect((await read(session, copy.id as number)).billingStatus).toBe('REGISTERED');
    // A third copy points to the second, and the chain still starts at the original.
    const third = await session.call(REISSUE, {
      data: {id: copy.id, newDueDate: '2026-02-27T00:00:00.000Z', reissueReason: 'LOST_DOCUMENT'},
    });
    expect(third.data?.reissueBilling).toMatchObject({parentBillingId: copy.id, firstBillingId: FEBRUARY});
  });

  it('com keepFineAndInterest, a segunda via de um boleto vencido soma a multa e os juros do dia', async () => {
    const session = await loggedIn(START);
    await session.simulator.advance(FEBRUARY_ENDS + 2 * 86_400_000 - session.simulator.now().getTime());
    const due = (
      await session.call(`{ billing(id: ${FEBRUARY}) { value calculatedFineValue calculatedIncreaseValue } }`)
    ).data?.billing as {value: number; calculatedFineValue: number; calculatedIncreaseValue: number};
    expect(due.calculatedFineValue).toBeGreaterThan(0);
    expect(due.calculatedIncreaseValue).toBeGreaterThan(0);
    const result = await session.call(REISSUE, {
      data: {id: FEBRUARY, newDueDate: '2026-02-20T00:00:00.000Z', keepFineAndInterest: true, reissueReason: 'OTHER'},
    });
    expect(result.data?.reissueBilling).toMatchObject({
      value: Number((due.value + due.calculatedFineValue + due.calculatedIncreaseValue).toFixed(2)),
      discount: null,
      parentBilling: {billingStatus: 'REISSUED'},
    });
  });

  it('reissueBilling de um boleto pago é recusada com o código do modelo e não cria boleto', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, PAID, REISSUE, {
      data: {id: PAID, newDueDate: '2026-02-20T00:00:00.000Z', reissueReason: 'OTHER'},
    });
    expect(codes(result)).toEqual([refusalCode(billingMachine, 'reissueBilling', 'PAID')]);
  });

  it('reissueBilling com vencimento anterior a hoje é recusada pela regra do modelo e não cria boleto', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, FEBRUARY, REISSUE, {
      data: {id: FEBRUARY, newDueDate: '2026-01-19T00:00:00.000Z', reissueReason: 'OTHER'},
    });
    expect(codes(result)).toEqual([billingMachine.rules.find((rule) => rule.operation === 'reissueBilling')?.code]);
    expect(result.errors?.[0]?.extensions).toMatchObject({field: 'newDueDate', today: '2026-01-20'});
  });
});

describe('simulador: alteração de vencimento', () => {
  it('o pedido nasce PENDING, vai ao banco (SENT) no lote diário e é confirmado no dia útil seguinte, com BILLING_UPDATED', async () => {
    // START is a Tuesday, 09:00 in Brasília: the day's batch is at 15:00 (18:00 UTC), the answer
    // on Wednesday at 11:00 (14:00 UTC), the facts' times.
    expect([PLATFORM_FACTS['alteracao.envio'].value, PLATFORM_FACTS['alteracao.confirmacao'].value]).toEqual([
      '15:00',
      '11:00',
    ]);
    const batch = '2026-01-20T18:00:00.000Z';
    const answer = '2026-01-21T14:00:00.000Z';
    const session = await loggedIn(START);
    const before = await read(session, MARCH);
    const result = await session.call(UPDATE, {data: {id: MARCH, newDueDate: '2026-03-20T00:00:00.000Z'}});
    expect(result.errors).toBeUndefined();
    const update = result.data?.updateBillingDueDate as {id: number};
    expect(update).toMatchObject({
      billingId: MARCH,
      status: 'PENDING',
      previousDueDate: '2026-03-10T00:00:00.000Z',
      newDueDate: '2026-03-20T00:00:00.000Z',
      sentDate: null,
      confirmationDate: null,
    });
    expect(await read(session, MARCH)).toEqual(before);
    const emitted = session.simulator.events().length;
    await session.simulator.advance(Date.parse(batch) - 1 - Date.parse(START));
    expect((await session.call(READ_UPDATE, {id: update.id})).data?.billingUpdate).toMatchObject({status: 'PENDING'});
    await session.simulator.advance(1);
    const sent = (await session.call(READ_UPDATE, {id: update.id})).data?.billingUpdate;
    expect(sent).toMatchObject({status: 'SENT', sentDate: batch, confirmationDate: null});
    await session.simulator.advance(Date.parse(answer) - 1 - Date.parse(batch));
    expect((await read(session, MARCH)).dueDate).toBe('2026-03-10T00:00:00.000Z');
    await session.simulator.advance(1);
    expect((await session.call(READ_UPDATE, {id: update.id})).data?.billingUpdate).toMatchObject({
      status: 'CONFIRMED',
      confirmationDate: answer,
      billing: {id: MARCH, dueDate: '2026-03-20T00:00:00.000Z'},
    });
    const after = await read(session, MARCH);
    expect(after.billingStatus).toBe('REGISTERED');
    expect(after.digitableLine).not.toBe(before.digitableLine);
    const events = session.simulator.events().slice(emitted);
    expect(events.map((event) => event.event)).toEqual(['BILLING_UPDATED']);
    expect(events[0]?.at).toBe(answer);
    expect((events[0]?.payload as {data: unknown}).data).toMatchObject({
      billing: {id: MARCH, dueDate: '2026-03-20T00:00:00.000Z', digitableLine: after.digitableLine},
      changedFields: ['dueDate'],
      previousValues: {dueDate: '2026-03-10T00:00:00.000Z'},
    });
  });

  it('o pedido feito depois do lote de sexta-feira vai no lote de segunda e é confirmado na terça', async () => {
    // Friday 23/01/2026, 16:00 in Brasília: past that day's batch.
    const session = await loggedIn('2026-01-23T19:00:00.000Z');
    const result = await session.call(UPDATE, {data: {id: MARCH, newDueDate: '2026-03-20T00:00:00.000Z'}});
    const update = result.data?.updateBillingDueDate as {id: number};
    await session.simulator.advance(5 * 86_400_000);
    expect((await session.call(READ_UPDATE, {id: update.id})).data?.billingUpdate).toMatchObject({
      status: 'CONFIRMED',
      sentDate: '2026-01-26T18:00:00.000Z',
      confirmationDate: '2026-01-27T14:00:00.000Z',
    });
  });

  it('o banco recusa (REJECTED) o pedido de um boleto que saiu de aberto antes da resposta', async () => {
    const session = await loggedIn(START);
    const result = await session.call(UPDATE, {data: {id: MARCH, newDueDate: '2026-03-20T00:00:00.000Z'}});
    const update = result.data?.updateBillingDueDate as {id: number};
    await session.simulator.advance(Date.parse('2026-01-20T18:00:00.000Z') - Date.parse(START));
    expect((await session.call(READ_UPDATE, {id: update.id})).data?.billingUpdate).toMatchObject({status: 'SENT'});
    await session.simulator.payBilling(MARCH, 'PIX');
    await session.simulator.advance(86_400_000);
    expect((await session.call(READ_UPDATE, {id: update.id})).data?.billingUpdate).toMatchObject({
      status: 'REJECTED',
      confirmationDate: null,
      billing: {dueDate: '2026-03-10T00:00:00.000Z'},
    });
    expect(session.simulator.events().some((event) => event.event === 'BILLING_UPDATED')).toBe(false);
  });

  it('é recusada num boleto sem registro e com vencimento no passado, com os códigos do modelo', async () => {
    const session = await loggedIn(START);
    const pending = await pendingBilling(session);
    const unregistered = await refused(session, pending, UPDATE, {
      data: {id: pending, newDueDate: '2026-03-20T00:00:00.000Z'},
    });
    expect(codes(unregistered)).toEqual([refusalCode(billingMachine, 'updateBillingDueDate', 'PENDING_REGISTRATION')]);
    const past = await refused(session, MARCH, UPDATE, {data: {id: MARCH, newDueDate: '2026-01-19T00:00:00.000Z'}});
    expect(codes(past)).toEqual([billingMachine.rules.find((rule) => rule.operation === 'updateBillingDueDate')?.code]);
    const listed = await session.call(
      `{ billingUpdates(where: {billingId: {in: [${pending}, ${MARCH}]}}) { items { id } } }`,
    );
    expect((listed.data?.billingUpdates as {items: unknown[]}).items).toEqual([]);
  });
});

describe('simulador: marcar para cancelar', () => {
  it('leva o boleto sem registro a MARKED_TO_CANCEL e, na confirmação do registro, a CANCELED', async () => {
    const session = await loggedIn(START);
    const id = await pendingBilling(session);
    const emitted = session.simulator.events().length;
    const result = await session.call(MARK, {
      data: {id, cancellationReason: 'DUPLICATED', cancellationDescription: 'Lançada duas vezes.'},
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.markBillingToCancel).toMatchObject({
      id,
      billingStatus: 'MARKED_TO_CANCEL',
      cancelAfterRegister: true,
      cancellationReason: 'DUPLICATED',
      cancellationDescription: 'Lançada duas vezes.',
    });
    await session.simulator.advance(seconds('sandbox.registro'));
    const canceled = await read(session, id);
    expect(canceled).toMatchObject({billingStatus: 'CANCELED', cancellationReason: 'DUPLICATED'});
    expect(canceled.nn).not.toBeNull();
    const changes = session.simulator
      .events()
      .slice(emitted)
      .filter((event) => event.event === 'BILLING_STATUS_CHANGED')
      .map((event) => (event.payload as {data: {billing: Record<string, unknown>}}).data.billing);
    expect(changes).toMatchObject([
      {previousBillingStatus: 'PENDING_REGISTRATION', billingStatus: 'MARKED_TO_CANCEL', cancellation: null},
      {
        previousBillingStatus: 'MARKED_TO_CANCEL',
        billingStatus: 'CANCELED',
        cancellation: {cancellationReason: 'DUPLICATED', cancellationDescription: 'Lançada duas vezes.'},
      },
    ]);
  });

  it('é recusada num boleto já registrado com o código do modelo e não muda nada', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, FEBRUARY, MARK, {data: {id: FEBRUARY, cancellationReason: 'DUPLICATED'}});
    expect(codes(result)).toEqual([refusalCode(billingMachine, 'markBillingToCancel', 'REGISTERED')]);
  });
});

describe('simulador: cancelamento em lote', () => {
  const batch = (extra: Record<string, unknown> = {}) => ({
    data: {
      companyId: 27,
      paymentPlanId: PLAN,
      dueDateFrom: '2026-02-01T00:00:00.000Z',
      dueDateTo: '2026-04-30T00:00:00.000Z',
      cancellationReason: 'ENROLLMENT_CANCELED',
      cancellationDescription: 'Transferência.',
      scheduledDate: '2026-01-20T23:00:00.000Z',
      ...extra,
    },
  });

  it('agenda a tarefa e, a partir de scheduledDate, cancela um boleto por passo do fato, pulando o que foi pago', async () => {
    const session = await loggedIn(START);
    const result = await session.call(MASSIVE, batch());
    expect(result.errors).toBeUndefined();
    const task = result.data?.massiveCancelBillings as {id: number};
    expect(task).toMatchObject({
      type: 'MASSIVE_BILLING_CANCELLATION',
      status: 'SCHEDULED',
      scheduledDate: '2026-01-20T23:00:00.000Z',
      requiresReview: false,
      totalItems: 3,
      processedItems: 0,
    });
    const readTask = async () =>
      (await session.call(TASK, {id: task.id})).data?.scheduledTask as Record<string, unknown>;
    // March is paid before the task reaches it: it is left out (SKIPPED), not canceled.
    await session.simulator.payBilling(MARCH, 'PIX');
    const emitted = session.simulator.events().length;
    await session.simulator.advance(Date.parse('2026-01-20T23:00:00.000Z') - session.simulator.now().getTime());
    expect(await readTask()).toMatchObject({
      status: 'RUNNING',
      startDate: '2026-01-20T23:00:00.000Z',
      processedItems: 0,
    });
    await session.simulator.advance(seconds('sandbox.itemDeTarefa'));
    expect(await readTask()).toMatchObject({status: 'RUNNING', processedItems: 1});
    expect((await read(session, FEBRUARY)).billingStatus).toBe('CANCELED');
    expect((await read(session, 95504)).billingStatus).toBe('REGISTERED');
    await session.simulator.advance(2 * seconds('sandbox.itemDeTarefa'));
    const end = new Date(Date.parse('2026-01-20T23:00:00.000Z') + 3 * seconds('sandbox.itemDeTarefa')).toISOString();
    expect(await readTask()).toMatchObject({
      status: 'COMPLETED',
      endDate: end,
      processedItems: 3,
      items: [
        {entityType: 'BILLING', entityId: FEBRUARY, status: 'SUCCESS'},
        {entityType: 'BILLING', entityId: MARCH, status: 'SKIPPED'},
        {entityType: 'BILLING', entityId: 95504, status: 'SUCCESS', processedDate: end},
      ],
    });
    expect(await read(session, 95504)).toMatchObject({
      billingStatus: 'CANCELED',
      cancellationReason: 'ENROLLMENT_CANCELED',
      cancellationDescription: 'Transferência.',
    });
    expect((await read(session, MARCH)).billingStatus).toBe('PAID');
    const changes = session.simulator
      .events()
      .slice(emitted)
      .map((event) => (event.payload as {data: {billing: Record<string, unknown>}}).data.billing);
    expect(changes).toMatchObject([
      {id: FEBRUARY, previousBillingStatus: 'REGISTERED', billingStatus: 'CANCELED'},
      {id: 95504, previousBillingStatus: 'REGISTERED', billingStatus: 'CANCELED'},
    ]);
  });

  it('cancelado o último boleto vencido do responsável, ele volta a REGULAR (cascata do modelo)', async () => {
    const session = await loggedIn(START);
    const CONDITION = `{ financialOwner(id: 68) { condition } }`;
    await settleOverdue(session.simulator, 68);
    expect((await session.call(CONDITION)).data?.financialOwner).toEqual({condition: 'REGULAR'});
    await session.simulator.advance(FEBRUARY_ENDS - session.simulator.now().getTime());
    expect((await session.call(CONDITION)).data?.financialOwner).toEqual({condition: 'IN_DEBT'});
    const result = await session.call(MASSIVE, batch({ids: [FEBRUARY], scheduledDate: null}));
    expect(result.data?.massiveCancelBillings).toMatchObject({totalItems: 1});
    await session.simulator.advance(seconds('sandbox.itemDeTarefa'));
    expect((await read(session, FEBRUARY)).billingStatus).toBe('CANCELED');
    expect((await session.call(CONDITION)).data?.financialOwner).toEqual({condition: 'REGULAR'});
  });

  it('sem ids, refIds nem critérios é recusada com REQUIRED_FIELD_MISSING; sem boleto em aberto, com a regra do modelo', async () => {
    const session = await loggedIn(START);
    const emitted = session.simulator.events().length;
    const empty = await session.call(MASSIVE, {data: {companyId: 27, cancellationReason: 'OTHER'}});
    expect(codes(empty)).toEqual(['REQUIRED_FIELD_MISSING']);
    const none = await session.call(MASSIVE, batch({ids: [PAID]}));
    expect(codes(none)).toEqual([
      billingMachine.rules.find((rule) => rule.operation === 'massiveCancelBillings')?.code,
    ]);
    expect(session.simulator.events()).toHaveLength(emitted);
    const tasks = await session.call(`{ scheduledTasks(where: {creationDate: {gte: "${START}"}}) { items { id } } }`);
    expect((tasks.data?.scheduledTasks as {items: unknown[]}).items).toEqual([]);
  });
});
