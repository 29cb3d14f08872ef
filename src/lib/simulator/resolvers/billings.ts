/**
 * Boletos and payment plans on the money path: created in PENDING_REGISTRATION, registered (or
 * refused) by the bank after the facts' registration time on the simulated clock, OVERDUE when
 * their due date ends, PAID by a payment, each move read from the model's billing and payment
 * plan machines, with the events the model says they emit.
 */
import {billingMachine, financialOwnerConditionMachine, paymentPlanMachine, type Trigger} from '../../../data/model';
import {PLATFORM_FACTS} from '../../../data/platform-facts';
import {bankData, documentUrlOf, pixCodeOf} from '../../../data/world/billing-builder';
import {school} from '../../../data/world/school';
import {billingValues} from '../billing-values';
import {dateInZone, endOfDateInZone} from '../clock';
import type {Engine} from '../engine';
import {creation, fieldsOf, move, refuseOrMove, stateOf, type Moved} from '../machine';
import {billingOfEvent, creationOfEvent, paymentPlanOfEvent} from '../payloads';
import {invalidReference, ruleRefusal} from '../refusal';
import type {Rec} from '../store';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

/** Seconds the bank takes to answer a registration: the fact the model's registration transition names. */
function registrationSeconds(): number {
  const transition = billingMachine.transitions.find(
    (candidate) =>
      candidate.trigger.kind === 'integration' &&
      candidate.trigger.answer === 'registered' &&
      candidate.facts !== undefined,
  );
  const fact = transition?.facts?.[0];
  if (fact === undefined) throw new Error('simulador: o modelo não diz quanto o registro demora');
  return Number(PLATFORM_FACTS[fact].value);
}

/** Emits the events of a boleto's move, and moves its financial owner's condition as the model says. */
export function emitBillingMove(engine: Engine, billing: Rec, moved: Moved): void {
  for (const event of moved.events)
    engine.emit(event, billing.refId, {billing: billingOfEvent(engine.store, billing, moved.from), creation: null});
  const owner = engine.store.byId('FinancialOwner', billing.financialOwnerId);
  if (owner === undefined) return;
  if (moved.to === 'OVERDUE' && billing.isFromAgreement !== true)
    move(financialOwnerConditionMachine, owner, {kind: 'cascade', machine: 'billing', to: 'OVERDUE'}, 'IN_DEBT');
  if ((moved.to === 'PAID' || moved.to === 'CANCELED') && !stillInDebt(engine, owner))
    move(financialOwnerConditionMachine, owner, {kind: 'cascade', machine: 'billing', to: moved.to}, 'REGULAR');
}

/**
 * Cancels a boleto because what it belonged to ended (its plan canceled, the agreement that
 * renegotiated it settled), with the reason the boleto then carries.
 */
export function cancelByCascade(
  engine: Engine,
  billing: Rec,
  trigger: Trigger,
  reason: string,
  description: unknown = null,
): void {
  const moved = move(billingMachine, billing, trigger, 'CANCELED');
  if (moved === undefined) return;
  billing.cancellationReason = reason;
  billing.cancellationDescription = description ?? null;
  billing.lastUpdateDate = engine.clock.iso();
  emitBillingMove(engine, billing, moved);
}

/** Whether the owner has an overdue boleto that counts as debt (not one held by an agreement in progress). */
function stillInDebt(engine: Engine, owner: Rec): boolean {
  const held = new Set(
    engine.store
      .all('Agreement')
      .filter((agreement) => agreement.status === 'PENDING' || agreement.status === 'ACTIVE')
      .flatMap((agreement) => (agreement._renegotiatedBillingIds as number[] | undefined) ?? []),
  );
  return engine.store
    .all('Billing')
    .some(
      (billing) =>
        billing.financialOwnerId === owner.id && billing.billingStatus === 'OVERDUE' && !held.has(billing.id as number),
    );
}

/**
 * The bank answers the registration: refused when the scenario asked for it (`refusable`: a
 * registration the simulator sent), OVERDUE when the due date already ended; a boleto marked to
 * cancel is registered and written off at once (CANCELED).
 */
function register(engine: Engine, billing: Rec, refusable: boolean): void {
  if (stateOf(billingMachine, billing) === 'MARKED_TO_CANCEL') {
    Object.assign(billing, bankData(Number(billing.id), String(billing.dueDate), Number(billing.value)));
    if (school.billetType === 'BOLEPIX') billing.pixCode = pixCodeOf(Number(billing.id));
    const moved = move(billingMachine, billing, {kind: 'integration', answer: 'written-off'}, 'CANCELED');
    if (moved !== undefined) emitBillingMove(engine, billing, moved);
    return;
  }
  if (stateOf(billingMachine, billing) !== 'PENDING_REGISTRATION') return;
  if (refusable && engine.failRegistration) {
    engine.failRegistration = false;
    const moved = move(billingMachine, billing, {kind: 'integration', answer: 'refused'}, 'REGISTRATION_FAILED');
    if (moved !== undefined) emitBillingMove(engine, billing, moved);
    return;
  }
  const due = String(billing.dueDate).slice(0, 10);
  const overdue = dateInZone(engine.clock.now().getTime()) > due;
  Object.assign(billing, bankData(Number(billing.id), String(billing.dueDate), Number(billing.value)));
  if (school.billetType === 'BOLEPIX') billing.pixCode = pixCodeOf(Number(billing.id));
  const moved = move(
    billingMachine,
    billing,
    {kind: 'integration', answer: 'registered'},
    overdue ? 'OVERDUE' : 'REGISTERED',
  );
  if (moved !== undefined) emitBillingMove(engine, billing, moved);
}

/** The bank answers the registration the simulator sends now, after the facts' registration time. */
export function scheduleRegistration(engine: Engine, billing: Rec): void {
  engine.clock.schedule(engine.clock.now().getTime() + registrationSeconds() * 1000, () => {
    register(engine, billing, true);
  });
}

/**
 * The world's boletos still waiting for the bank when the simulator starts: the bank answers each
 * at the moment it answers one the simulator creates, its creation plus the registration time (a
 * moment already past: at the clock's next advance). They were sent before the simulator started,
 * so the refusal of the next registration (failNextRegistration) is not theirs: they are registered.
 */
export function scheduleWorldRegistrations(engine: Engine): void {
  for (const billing of engine.store.all('Billing'))
    if (billing.deleted !== true && stateOf(billingMachine, billing) === 'PENDING_REGISTRATION')
      engine.clock.schedule(Date.parse(String(billing.creationDate)) + registrationSeconds() * 1000, () => {
        register(engine, billing, false);
      });
}

/** The next moment a REGISTERED boleto's due date ends, after `after`. */
export function nextDueEnd(engine: Engine, after: number): number | undefined {
  let next: number | undefined;
  for (const billing of engine.store.all('Billing')) {
    if (billing.billingStatus !== 'REGISTERED') continue;
    const end = endOfDateInZone(String(billing.dueDate).slice(0, 10));
    if (end > after && (next === undefined || end < next)) next = end;
  }
  return next;
}

/**
 * Boletos whose due date ended since the last check go OVERDUE (the model's time transition).
 * Only ends the clock crosses count: the world's records keep the state the world gives them.
 */
export function overdueNow(engine: Engine): void {
  const now = engine.clock.now().getTime();
  const since = engine.timeCheckedUntil;
  engine.timeCheckedUntil = now;
  for (const billing of engine.store.all('Billing')) {
    if (billing.billingStatus !== 'REGISTERED') continue;
    const end = endOfDateInZone(String(billing.dueDate).slice(0, 10));
    if (end <= since || end > now) continue;
    const moved = move(billingMachine, billing, {kind: 'time', field: 'dueDate'}, 'OVERDUE');
    if (moved !== undefined) emitBillingMove(engine, billing, moved);
  }
}

/** A payment by Pix or by the digitable line, confirmed by the bank. */
export function pay(engine: Engine, billing: Rec, method: 'PIX' | 'BOLETO'): void {
  const from = stateOf(billingMachine, billing);
  // The family pays what the boleto is worth that day: less the punctuality discount until its
  // limit date, plus fine and interest once overdue.
  const due = billingValues(billing, dateInZone(engine.clock.now().getTime())).updatedValue;
  const moved = move(billingMachine, billing, {kind: 'payment', methods: [method]}, 'PAID');
  if (moved === undefined)
    throw new Error(
      `O boleto ${String(billing.id)} está em ${from} e não recebe pagamento: só em ${billingMachine.transitions.find((transition) => transition.trigger.kind === 'payment')?.from?.join(' ou ') ?? ''}.`,
    );
  billing.paymentType = method;
  billing.paymentDate = `${dateInZone(engine.clock.now().getTime())}T00:00:00.000Z`;
  billing.amountPaid = due;
  billing.isManualPayment = false;
  emitBillingMove(engine, billing, moved);
}

/**
 * A new boleto of a plan, in the state the model creates it, with BILLING_CREATED emitted by the
 * caller (emitCreated). `operation` is the mutation that asked for it: addBilling, or the one that
 * created the plan (addPaymentPlan, completeEnrollment, acceptDigitalAcceptanceDocument).
 */
export function newBilling(engine: Engine, plan: Rec, input: Record<string, unknown>, operation: string): Rec {
  const today = dateInZone(engine.clock.now().getTime());
  if (operation !== 'acceptDigitalAcceptanceDocument' && String(input.dueDate).slice(0, 10) < today)
    throw ruleRefusal(billingMachine, 'addBilling', 'DUE_DATE_IN_PAST', {field: 'dueDate', today});
  const created =
    operation === 'addBilling'
      ? creation(billingMachine, {kind: 'mutation', operation: 'addBilling'})
      : creation(billingMachine, {kind: 'cascade', machine: 'paymentPlan', to: 'ACTIVE'});
  const billing = engine.store.insert('Billing', {
    paymentPlanId: plan.id,
    financialOwnerId: plan.financialOwnerId,
    financialIntegrationId: input.financialIntegrationId ?? plan.financialIntegrationId ?? null,
    companyId: plan.companyId,
    externalId: null,
    description: input.description ?? plan.description ?? null,
    dueDate: new Date(String(input.dueDate)).toISOString(),
    competenceDate: input.competenceDate ?? null,
    value: input.value,
    originalValue: input.value,
    discount: input.discount ?? null,
    discountUntil: input.discountUntil ?? null,
    fineValue: school.fineValue,
    interestPercentage: school.interestValue,
    nn: null,
    digitableLine: null,
    pixCode: null,
    paymentDate: null,
    amountPaid: null,
    paymentType: input.paymentType ?? null,
    isManualPayment: false,
    cancellationReason: null,
    cancellationDescription: null,
    creationDate: engine.clock.iso(),
    lastUpdateDate: null,
    billingStatus: created.to,
  });
  billing.documentCode = String(billing.id).padStart(9, '0');
  scheduleRegistration(engine, billing);
  return billing;
}

export function emitCreated(engine: Engine, operation: string, plan: Rec, billings: readonly Rec[]): void {
  const events = creation(billingMachine, {kind: 'mutation', operation: 'addBilling'}).events;
  for (const billing of billings)
    for (const event of events)
      engine.emit(event, billing.refId, {
        billing: billingOfEvent(engine.store, billing, null),
        creation: creationOfEvent(engine.store, operation, plan, billings),
      });
}

function planOf(engine: Engine, data: Record<string, unknown>): Rec {
  const plan =
    data.paymentPlanId !== undefined && data.paymentPlanId !== null
      ? engine.store.byId('PaymentPlan', data.paymentPlanId)
      : engine.store.byRefId('PaymentPlan', data.paymentPlanRefId);
  if (plan === undefined || plan.deleted === true)
    throw invalidReference(data.paymentPlanId !== undefined ? 'paymentPlanId' : 'paymentPlanRefId');
  return plan;
}

/** The plan's dependent, by `dependentId` or `dependentRefId` (optional: a plan may not be about a student). */
function dependentOf(engine: Engine, data: Record<string, unknown>): unknown {
  if (data.dependentId !== undefined && data.dependentId !== null) {
    const dependent = engine.store.byId('Dependent', data.dependentId);
    if (dependent === undefined || dependent.deleted === true) throw invalidReference('dependentId');
    return dependent.id;
  }
  if (data.dependentRefId === undefined || data.dependentRefId === null) return null;
  const dependent = engine.store.byRefId('Dependent', data.dependentRefId);
  if (dependent === undefined || dependent.deleted === true) throw invalidReference('dependentRefId');
  return dependent.id;
}

export const billingResolvers: Record<string, RootResolver> = {
  // The address exists once the bank registered the boleto (it has a nosso número); null before.
  billingDocumentUrl: (args, engine, session) => {
    const billing = engine.store.byId('Billing', args.id);
    if (billing === undefined || billing.deleted === true) return null;
    if (session.companyId !== undefined && billing.companyId !== undefined && billing.companyId !== session.companyId)
      return null;
    return typeof billing.nn === 'string' ? documentUrlOf(String(billing.refId)) : null;
  },

  addBilling: (args, engine) => {
    const data = dataOf(args);
    const plan = planOf(engine, data);
    if (stateOf(paymentPlanMachine, plan) !== 'ACTIVE')
      throw ruleRefusal(billingMachine, 'addBilling', 'ENTITY_INACTIVE', {entity: 'PaymentPlan'});
    const billing = newBilling(engine, plan, data, 'addBilling');
    emitCreated(engine, 'addBilling', plan, [billing]);
    return {__typename: 'AddBillingResult', id: billing.refId, dueDate: billing.dueDate, value: billing.value};
  },

  addPaymentPlan: (args, engine, session) => {
    const data = dataOf(args);
    const owner =
      data.financialOwnerId !== undefined && data.financialOwnerId !== null
        ? engine.store.byId('FinancialOwner', data.financialOwnerId)
        : engine.store.byRefId('FinancialOwner', data.financialOwnerRefId);
    if (owner === undefined || owner.deleted === true) throw invalidReference('financialOwnerId');
    const created = creation(paymentPlanMachine, {kind: 'mutation', operation: 'addPaymentPlan'});
    const inputs = (data.billings as Record<string, unknown>[] | null | undefined) ?? [];
    const today = dateInZone(engine.clock.now().getTime());
    if (inputs.some((input) => String(input.dueDate).slice(0, 10) < today))
      throw ruleRefusal(billingMachine, 'addBilling', 'DUE_DATE_IN_PAST', {field: 'dueDate', today});
    const plan = engine.store.insert('PaymentPlan', {
      companyId: data.companyId ?? session.companyId,
      financialIntegrationId: data.financialIntegrationId,
      financialOwnerId: owner.id,
      dependentId: dependentOf(engine, data),
      enrollmentId: null,
      costCenterId: data.costCenterId ?? null,
      description: data.description ?? null,
      paymentPlanType: data.paymentPlanType,
      parcelQuantity: data.parcelQuantity ?? inputs.length,
      creationDate: engine.clock.iso(),
      ...fieldsOf(paymentPlanMachine, created.to),
    });
    const billings = inputs.map((input) => newBilling(engine, plan, input, 'addPaymentPlan'));
    for (const event of created.events)
      engine.emit(event, plan.refId, {paymentPlan: paymentPlanOfEvent(plan, billings)});
    emitCreated(engine, 'addPaymentPlan', plan, billings);
    return {
      __typename: 'AddPaymentPlanResult',
      id: plan.refId,
      billings: billings.map((billing) => ({
        __typename: 'AddBillingResult',
        id: billing.refId,
        dueDate: billing.dueDate,
        value: billing.value,
      })),
    };
  },

  cancelBilling: (args, engine) => {
    const data = dataOf(args);
    const billing = target(engine.store, 'Billing', data);
    const moved = refuseOrMove(billingMachine, billing, 'cancelBilling');
    billing.cancellationReason = data.cancellationReason;
    billing.cancellationDescription = data.cancellationDescription ?? null;
    billing.lastUpdateDate = engine.clock.iso();
    emitBillingMove(engine, billing, moved);
    return billing;
  },

  // The bank already registered the boleto: the platform reads its answer now instead of waiting for it.
  syncBilling: (args, engine) => {
    const billing = target(engine.store, 'Billing', dataOf(args));
    const from = stateOf(billingMachine, billing);
    // Past the registration, the simulated bank has nothing the platform has not read: the boleto stays as it is.
    if (from !== 'PENDING_REGISTRATION') {
      refuseOrMove(billingMachine, billing, 'syncBilling', from);
      return billing;
    }
    // The bank answers now: a refusal the scenario asked for (failNextRegistration) is read as the registration would be.
    if (engine.failRegistration) {
      engine.failRegistration = false;
      const refused = refuseOrMove(billingMachine, billing, 'syncBilling', 'REGISTRATION_FAILED');
      emitBillingMove(engine, billing, refused);
      return billing;
    }
    const moved = refuseOrMove(billingMachine, billing, 'syncBilling', 'REGISTERED');
    Object.assign(billing, bankData(Number(billing.id), String(billing.dueDate), Number(billing.value)));
    if (school.billetType === 'BOLEPIX') billing.pixCode = pixCodeOf(Number(billing.id));
    emitBillingMove(engine, billing, moved);
    return billing;
  },

  resyncBilling: (args, engine) => {
    const billing = target(engine.store, 'Billing', dataOf(args));
    const moved = refuseOrMove(billingMachine, billing, 'resyncBilling');
    emitBillingMove(engine, billing, moved);
    scheduleRegistration(engine, billing);
    return billing;
  },

  cancelPaymentPlan: (args, engine) => {
    const data = dataOf(args);
    const plan = target(engine.store, 'PaymentPlan', data);
    refuseOrMove(paymentPlanMachine, plan, 'cancelPaymentPlan');
    // The open boletos get the cascade's reason and the description the plan's cancellation gave.
    for (const billing of engine.store.all('Billing').filter((candidate) => candidate.paymentPlanId === plan.id)) {
      cancelByCascade(
        engine,
        billing,
        {kind: 'cascade', machine: 'paymentPlan', to: 'CANCELED'},
        'PAYMENT_PLAN_CANCELED',
        data.cancellationDescription,
      );
    }
    return plan;
  },

  removePaymentPlan: (args, engine) => {
    const plan = target(engine.store, 'PaymentPlan', dataOf(args));
    const blocking = ['REGISTERED', 'OVERDUE', 'PAID', 'REFUNDED'];
    if (
      plan.deleted !== true &&
      engine.store
        .all('Billing')
        .some((billing) => billing.paymentPlanId === plan.id && blocking.includes(String(billing.billingStatus)))
    )
      throw ruleRefusal(paymentPlanMachine, 'removePaymentPlan', 'ENTITY_IN_USE', {blockedBy: 'Billing'});
    refuseOrMove(paymentPlanMachine, plan, 'removePaymentPlan');
    return true;
  },

  switchPaymentPlanActivation: (args, engine) => {
    const data = dataOf(args);
    const plan = target(engine.store, 'PaymentPlan', data);
    const wanted = typeof data.active === 'boolean' ? (data.active ? 'ACTIVE' : 'INACTIVE') : undefined;
    if (wanted !== undefined && stateOf(paymentPlanMachine, plan) === wanted) return plan;
    refuseOrMove(paymentPlanMachine, plan, 'switchPaymentPlanActivation', wanted);
    return plan;
  },
};
