/**
 * Changes to an issued boleto, each as the model's billing machine says (src/data/model/billing.ts):
 * the second copy (reissueBilling: a new boleto in the same plan, the original REISSUED), the due
 * date change sent to the bank (updateBillingDueDate: a BillingUpdate that goes PENDING → SENT →
 * CONFIRMED, or REJECTED, on the simulated clock), the mark to cancel a boleto not registered yet
 * (markBillingToCancel) and the massive cancellation (massiveCancelBillings: a ScheduledTask that
 * cancels its boletos one by one from its scheduledDate). The change goes to the bank in the
 * platform's daily batch and the bank answers on the next business day (facts alteracao.envio,
 * alteracao.confirmacao); the sandbox's task runs in the fact's time (sandbox.itemDeTarefa).
 */
import {allowedStates, billingMachine, type MutationName} from '../../../data/model';
import {MONEY_DECIMALS, PLATFORM_FACTS, type FactKey} from '../../../data/platform-facts';
import {bankData} from '../../../data/world/billing-builder';
import {billingValues} from '../billing-values';
import {atTimeInZone, dateInZone, isBusinessDay, nextBusinessDay} from '../clock';
import type {Engine} from '../engine';
import {creation, move, refuseOrMove, stateOf} from '../machine';
import {billingOfEvent, creationOfEvent} from '../payloads';
import {invalidReference, refusal, ruleRefusal} from '../refusal';
import type {Rec} from '../store';
import {admit, isoOf} from './billing-settlement';
import {emitBillingMove, scheduleRegistration} from './billings';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

const money = (value: number): number => Number(value.toFixed(MONEY_DECIMALS));
const dayOf = (value: unknown): string => String(value).slice(0, 10);
const present = (value: unknown): boolean =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/** Milliseconds of a duration fact that a transition of the billing machine names for `operation` or `answer`. */
function factMilliseconds(key: FactKey): number {
  const named = billingMachine.transitions.some((transition) => transition.facts?.includes(key));
  if (!named) throw new Error(`simulador: o modelo do boleto não usa o fato ${key}`);
  return Number(PLATFORM_FACTS[key].value) * 1000;
}

/** The time of day (HH:MM) of a rule fact that a transition of the billing machine names. */
function factTime(key: 'alteracao.envio' | 'alteracao.confirmacao'): string {
  const named = billingMachine.transitions.some((transition) => transition.facts?.includes(key));
  if (!named) throw new Error(`simulador: o modelo do boleto não usa o fato ${key}`);
  return String(PLATFORM_FACTS[key].value);
}

/** The batch that takes a change asked at `now` to the bank: today's, if still to come on a business day, else the next business day's. */
function batchMoment(now: number): number {
  const today = dateInZone(now);
  const time = factTime('alteracao.envio');
  if (isBusinessDay(today) && now <= atTimeInZone(today, time)) return atTimeInZone(today, time);
  return atTimeInZone(nextBusinessDay(today), time);
}

/** When the bank's answer to a change sent at `sent` is read: the next business day, at the fact's time. */
const answerMoment = (sent: number): number =>
  atTimeInZone(nextBusinessDay(dateInZone(sent)), factTime('alteracao.confirmacao'));

/** The states `operation` is accepted in, by the model. */
const acceptedIn = (operation: MutationName): ReadonlySet<string> => new Set(allowedStates(billingMachine, operation));

/** A new due date (`newDueDate`) before today is refused by the model's rule of `operation`. */
function refusePastDueDate(engine: Engine, operation: MutationName, newDueDate: unknown): void {
  const today = dateInZone(engine.clock.now().getTime());
  if (dayOf(newDueDate) < today)
    throw ruleRefusal(billingMachine, operation, 'DUE_DATE_IN_PAST', {field: 'newDueDate', today});
}

/** The second copy: the original's plan, owner and terms, with the new due date and value. */
function secondCopy(engine: Engine, original: Rec, data: Record<string, unknown>, dueDate: string): Rec {
  const today = dateInZone(engine.clock.now().getTime());
  const plan = engine.store.byId('PaymentPlan', original.paymentPlanId);
  const base = Number(data.newValue ?? original.value);
  const late = billingValues(original, today);
  const value =
    data.keepFineAndInterest === true ? money(base + late.calculatedFineValue + late.calculatedIncreaseValue) : base;
  // The punctuality discount goes with the copy only while its limit date has not passed.
  const discountStands = original.discountUntil != null && today <= dayOf(original.discountUntil);
  const created = creation(billingMachine, {kind: 'mutation', operation: 'reissueBilling'});
  const copy = engine.store.insert('Billing', {
    paymentPlanId: original.paymentPlanId,
    financialOwnerId: plan?.financialOwnerId ?? original.financialOwnerId,
    financialIntegrationId: original.financialIntegrationId ?? null,
    ...(original.companyId === undefined ? {} : {companyId: original.companyId}),
    externalId: null,
    description: original.description ?? null,
    dueDate,
    competenceDate: original.competenceDate ?? null,
    value,
    originalValue: value,
    discount: discountStands ? original.discount : null,
    discountUntil: discountStands ? original.discountUntil : null,
    fineValue: original.fineValue ?? null,
    interestPercentage: original.interestPercentage ?? null,
    nn: null,
    digitableLine: null,
    pixCode: null,
    paymentDate: null,
    amountPaid: null,
    paymentType: null,
    isManualPayment: false,
    reasonForManualPaymentId: null,
    manualPaymentDescription: null,
    cancellationReason: null,
    cancellationDescription: null,
    refundValue: null,
    refundDate: null,
    refundReason: null,
    refundDescription: null,
    reissueReason: data.reissueReason,
    reissueDescription: data.reissueDescription ?? null,
    parentBillingId: original.id,
    firstBillingId: original.firstBillingId ?? original.id,
    ...(original.isFromAgreement === undefined ? {} : {isFromAgreement: original.isFromAgreement}),
    creationDate: engine.clock.iso(),
    lastUpdateDate: null,
    billingStatus: created.to,
  });
  copy.documentCode = String(copy.id).padStart(9, '0');
  for (const event of created.events)
    engine.emit(event, copy.refId, {
      billing: billingOfEvent(engine.store, copy, null),
      creation: plan === undefined ? null : creationOfEvent(engine.store, 'reissueBilling', plan, [copy]),
    });
  scheduleRegistration(engine, copy);
  return copy;
}

/** The due date change reaches the bank (SENT), or is dropped (CANCELED) when the boleto left the open states. */
function sendUpdate(engine: Engine, update: Rec): void {
  if (update.status !== 'PENDING') return;
  const billing = engine.store.byId('Billing', update.billingId);
  update.lastUpdateDate = engine.clock.iso();
  if (billing === undefined || !acceptedIn('updateBillingDueDate').has(stateOf(billingMachine, billing))) {
    update.status = 'CANCELED';
    return;
  }
  update.status = 'SENT';
  update.sentDate = engine.clock.iso();
  engine.clock.schedule(answerMoment(engine.clock.now().getTime()), () => {
    answerUpdate(engine, update);
  });
}

/** The bank confirms the new due date (BILLING_UPDATED), or rejects it when the boleto is no longer open. */
function answerUpdate(engine: Engine, update: Rec): void {
  if (update.status !== 'SENT') return;
  const billing = engine.store.byId('Billing', update.billingId);
  update.lastUpdateDate = engine.clock.iso();
  const state = billing === undefined ? '' : stateOf(billingMachine, billing);
  const moved =
    billing === undefined ? undefined : move(billingMachine, billing, {kind: 'integration', answer: 'updated'}, state);
  if (billing === undefined || moved === undefined) {
    update.status = 'REJECTED';
    update.rejectionReason = `O boleto está em ${state} e não tem mais vencimento a alterar no banco.`;
    return;
  }
  const previousValues = {
    dueDate: billing.dueDate,
    discount: billing.discount ?? null,
    fineValue: billing.fineValue ?? null,
    interestPercentage: billing.interestPercentage ?? null,
  };
  billing.dueDate = update.newDueDate;
  if (typeof billing.nn === 'string')
    billing.digitableLine = bankData(Number(billing.id), String(billing.dueDate), Number(billing.value)).digitableLine;
  billing.lastUpdateDate = engine.clock.iso();
  update.status = 'CONFIRMED';
  update.confirmationDate = engine.clock.iso();
  for (const event of moved.events)
    engine.emit(event, billing.refId, {
      billing: billingOfEvent(engine.store, billing, null),
      changedFields: ['dueDate'],
      previousValues,
    });
}

/** The boletos a massive cancellation selects: of the school, matching every criterion sent, in an open state. */
function selection(engine: Engine, data: Record<string, unknown>): Rec[] {
  const open = acceptedIn('massiveCancelBillings');
  const ids = (data.ids as number[] | null | undefined) ?? null;
  const refIds = (data.refIds as string[] | null | undefined) ?? null;
  const companyOf = (billing: Rec): unknown =>
    billing.companyId ?? engine.store.byId('PaymentPlan', billing.paymentPlanId)?.companyId;
  return engine.store
    .all('Billing')
    .filter(
      (billing) =>
        billing.deleted !== true &&
        companyOf(billing) === data.companyId &&
        (ids === null || ids.length === 0 || ids.includes(billing.id as number)) &&
        (refIds === null || refIds.length === 0 || refIds.includes(billing.refId as string)) &&
        (!present(data.paymentPlanId) || billing.paymentPlanId === data.paymentPlanId) &&
        (!present(data.financialOwnerId) || billing.financialOwnerId === data.financialOwnerId) &&
        (!present(data.dueDateFrom) || dayOf(billing.dueDate) >= dayOf(data.dueDateFrom)) &&
        (!present(data.dueDateTo) || dayOf(billing.dueDate) <= dayOf(data.dueDateTo)) &&
        open.has(stateOf(billingMachine, billing)),
    )
    .sort((a, b) => Number(a.id) - Number(b.id));
}

/** One item of the task: its boleto canceled by the model's transition, or SKIPPED when it left the open states. */
function processItem(engine: Engine, task: Rec, item: Rec): void {
  const billing = engine.store.byId('Billing', item.entityId);
  const now = engine.clock.iso();
  const moved =
    billing === undefined
      ? undefined
      : move(billingMachine, billing, {kind: 'mutation', operation: 'massiveCancelBillings'}, 'CANCELED');
  if (billing !== undefined && moved !== undefined) {
    billing.cancellationReason = task.cancellationReason;
    billing.cancellationDescription = task.cancellationDescription ?? null;
    billing.lastUpdateDate = now;
    emitBillingMove(engine, billing, moved);
    item.status = 'SUCCESS';
  } else {
    item.status = 'SKIPPED';
    item.message = `O boleto estava em ${billing === undefined ? 'nenhuma situação' : stateOf(billingMachine, billing)} e ficou de fora do cancelamento.`;
  }
  item.processedDate = now;
  item.lastUpdateDate = now;
  task.processedItems = Number(task.processedItems) + 1;
  task.lastUpdateDate = now;
}

/** Runs the task from its scheduledDate: RUNNING, one boleto per step of the fact's time, then COMPLETED. */
function runTask(engine: Engine, task: Rec, items: readonly Rec[]): void {
  const step = factMilliseconds('sandbox.itemDeTarefa');
  const start = Math.max(Date.parse(String(task.scheduledDate)), engine.clock.now().getTime());
  engine.clock.schedule(start, () => {
    task.status = 'RUNNING';
    task.startDate = engine.clock.iso();
    task.lastUpdateDate = task.startDate;
  });
  items.forEach((item, index) => {
    engine.clock.schedule(start + (index + 1) * step, () => {
      processItem(engine, task, item);
      if (index === items.length - 1) {
        task.status = items.some((candidate) => candidate.status === 'ERROR') ? 'COMPLETED_WITH_ERRORS' : 'COMPLETED';
        task.endDate = engine.clock.iso();
      }
    });
  });
}

export const billingChangeResolvers: Record<string, RootResolver> = {
  reissueBilling: (args, engine) => {
    const data = dataOf(args);
    const original = target(engine.store, 'Billing', data);
    admit(original, 'reissueBilling');
    const newDueDate = isoOf(data.newDueDate, 'newDueDate');
    refusePastDueDate(engine, 'reissueBilling', newDueDate);
    const copy = secondCopy(engine, original, data, newDueDate);
    const moved = refuseOrMove(billingMachine, original, 'reissueBilling', 'REISSUED');
    original.lastUpdateDate = engine.clock.iso();
    emitBillingMove(engine, original, moved);
    return copy;
  },

  updateBillingDueDate: (args, engine) => {
    const data = dataOf(args);
    const billing = target(engine.store, 'Billing', data);
    admit(billing, 'updateBillingDueDate');
    const newDueDate = isoOf(data.newDueDate, 'newDueDate');
    refusePastDueDate(engine, 'updateBillingDueDate', newDueDate);
    // The boleto keeps its state and its data until the bank confirms (the model's stay transition).
    refuseOrMove(billingMachine, billing, 'updateBillingDueDate', stateOf(billingMachine, billing));
    const update = engine.store.insert('BillingUpdate', {
      billingId: billing.id,
      status: 'PENDING',
      previousDueDate: billing.dueDate,
      newDueDate,
      newDiscount: null,
      newDiscountLimitDate: null,
      newFineValue: null,
      newInterestPercentage: null,
      requestedByUserId: null,
      sentDate: null,
      confirmationDate: null,
      rejectionReason: null,
      externalId: null,
      creationDate: engine.clock.iso(),
      active: true,
      deleted: false,
      lastUpdateDate: null,
    });
    engine.clock.schedule(batchMoment(engine.clock.now().getTime()), () => {
      sendUpdate(engine, update);
    });
    return update;
  },

  markBillingToCancel: (args, engine) => {
    const data = dataOf(args);
    const billing = target(engine.store, 'Billing', data);
    const moved = refuseOrMove(billingMachine, billing, 'markBillingToCancel');
    Object.assign(billing, {
      cancelAfterRegister: true,
      cancellationReason: data.cancellationReason,
      cancellationDescription: data.cancellationDescription ?? null,
      lastUpdateDate: engine.clock.iso(),
    });
    emitBillingMove(engine, billing, moved);
    return billing;
  },

  massiveCancelBillings: (args, engine, session) => {
    const data = dataOf(args);
    const criteria = ['ids', 'refIds', 'paymentPlanId', 'financialOwnerId', 'dueDateFrom', 'dueDateTo'];
    if (!criteria.some((name) => present(data[name])))
      throw refusal('REQUIRED_FIELD_MISSING', 'Informe ids, refIds ou um critério de seleção dos boletos do lote.', {
        fields: criteria,
      });
    const dates = Object.fromEntries(
      (['dueDateFrom', 'dueDateTo', 'scheduledDate'] as const).map((field) => [
        field,
        present(data[field]) ? isoOf(data[field], field) : null,
      ]),
    );
    const company = engine.store.byId('Company', data.companyId);
    if (company === undefined || (session.companyId !== undefined && session.companyId !== data.companyId))
      throw invalidReference('companyId');
    const selected = selection(engine, {...data, ...dates});
    if (selected.length === 0) throw ruleRefusal(billingMachine, 'massiveCancelBillings', 'EMPTY_SELECTION');
    const now = engine.clock.iso();
    const task = engine.store.insert('ScheduledTask', {
      companyId: data.companyId,
      type: 'MASSIVE_BILLING_CANCELLATION',
      status: 'SCHEDULED',
      description: data.cancellationDescription ?? null,
      scheduledDate: dates.scheduledDate ?? now,
      startDate: null,
      endDate: null,
      createdByUserId: null,
      requiresReview: false,
      filter: {
        academicYearId: null,
        academicSerieIds: null,
        academicClassIds: null,
        costCenterIds: null,
        paymentPlanTypes: null,
        billingStatuses: [...acceptedIn('massiveCancelBillings')],
        dueDateFrom: dates.dueDateFrom,
        dueDateTo: dates.dueDateTo,
        ids: selected.map((billing) => billing.id),
      },
      totalItems: selected.length,
      processedItems: 0,
      financialOwnerId: data.financialOwnerId ?? null,
      paymentPlanId: data.paymentPlanId ?? null,
      cancellationReason: data.cancellationReason,
      cancellationDescription: data.cancellationDescription ?? null,
      externalId: null,
      creationDate: now,
      active: true,
      deleted: false,
      lastUpdateDate: null,
    });
    const items = selected.map((billing) =>
      engine.store.insert('ScheduledTaskItem', {
        scheduledTaskId: task.id,
        entityType: 'BILLING',
        entityId: billing.id,
        status: 'PENDING',
        message: null,
        processedDate: null,
        externalId: null,
        creationDate: now,
        active: true,
        deleted: false,
        lastUpdateDate: null,
      }),
    );
    runTask(engine, task, items);
    return task;
  },
};
