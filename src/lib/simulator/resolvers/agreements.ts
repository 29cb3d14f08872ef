/**
 * Renegotiation agreements: created over overdue boletos (which stay OVERDUE, tied to the
 * agreement), in force with the first instalment paid, settled with the last (the renegotiated
 * boletos are then canceled as RENEGOTIATED), broken or canceled by breakAgreement; the financial
 * owner's condition follows. Every move is read from the model's agreement, billing and
 * condition machines.
 */
import {
  agreementMachine,
  billingMachine,
  financialOwnerConditionMachine,
  paymentPlanMachine,
} from '../../../data/model';
import {PLATFORM_FACTS} from '../../../data/platform-facts';
import {endOfDateInZone} from '../clock';
import type {Engine} from '../engine';
import {creation, fieldsOf, move, refuseOrMove, stateOf, type Moved} from '../machine';
import {agreementOfEvent} from '../payloads';
import {invalidReference, ruleRefusal} from '../refusal';
import type {Rec} from '../store';
import {cancelByCascade, emitBillingMove, emitCreated, newBilling} from './billings';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

/**
 * The store's links of an agreement, which the API shows through billingAgreements: the boletos
 * it renegotiated, and the plan (type AGREEMENT) of its instalments, which the world's agreements
 * name too (src/data/world/types.ts, Agreement.paymentPlanId).
 */
const RENEGOTIATED = '_renegotiatedBillingIds';
const PLAN = 'paymentPlanId';

function emitAgreement(engine: Engine, agreement: Rec, moved: Moved): void {
  for (const event of moved.events)
    engine.emit(event, agreement.refId, {
      agreement: agreementOfEvent(agreement, moved.from === '' ? null : moved.from),
    });
}

const addMonths = (iso: string, months: number): string => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};

/** The agreement's instalments, by due date (the first is parcel 1). */
function openInstallments(engine: Engine, agreement: Rec): Rec[] {
  return engine.store
    .all('Billing')
    .filter((billing) => billing.paymentPlanId === agreement[PLAN])
    .sort((a, b) => String(a.dueDate).localeCompare(String(b.dueDate)) || Number(a.id) - Number(b.id));
}

export const agreementResolvers: Record<string, RootResolver> = {
  createAgreement: (args, engine) => {
    const data = dataOf(args);
    const owner =
      data.financialOwnerId !== undefined && data.financialOwnerId !== null
        ? engine.store.byId('FinancialOwner', data.financialOwnerId)
        : engine.store.byRefId('FinancialOwner', data.financialOwnerRefId);
    if (owner === undefined || owner.deleted === true) throw invalidReference('financialOwnerId');
    if (stateOf(financialOwnerConditionMachine, owner) === 'BLOCKED')
      throw ruleRefusal(agreementMachine, 'createAgreement', 'INVALID_STATE');
    const renegotiated = ((data.billingIds as number[] | undefined) ?? []).map((id) =>
      engine.store.byId('Billing', id),
    );
    if (
      renegotiated.some(
        (billing) =>
          billing === undefined || billing.financialOwnerId !== owner.id || billing.billingStatus !== 'OVERDUE',
      )
    )
      throw invalidReference('billingIds');
    const created = creation(agreementMachine, {kind: 'mutation', operation: 'createAgreement'});
    const quantity = Number(data.parcelQuantity);
    const negotiated = Number(data.negotiatedValue);
    const agreement = engine.store.insert('Agreement', {
      status: created.to,
      financialOwnerId: owner.id,
      companyId: engine.schoolFor(owner.refId).id,
      description: data.description ?? null,
      requester: data.requester,
      agreementDate: engine.clock.iso(),
      parcelQuantity: quantity,
      originalValue: renegotiated.reduce((sum, billing) => sum + Number(billing?.value ?? 0), 0),
      negotiatedValue: negotiated,
      amountPaid: 0,
      breachDate: null,
      breachReason: null,
      breachDescription: null,
      active: true,
      deleted: false,
      creationDate: engine.clock.iso(),
      lastUpdateDate: null,
      [RENEGOTIATED]: renegotiated.map((billing) => billing?.id),
    });
    const planCreated = creation(paymentPlanMachine, {kind: 'mutation', operation: 'addPaymentPlan'});
    const plan = engine.store.insert('PaymentPlan', {
      companyId: engine.schoolFor(owner.refId).id,
      financialIntegrationId: data.financialIntegrationId ?? null,
      financialOwnerId: owner.id,
      description: `Acordo ${String(agreement.id)}`,
      paymentPlanType: 'AGREEMENT',
      parcelQuantity: quantity,
      creationDate: engine.clock.iso(),
      ...fieldsOf(paymentPlanMachine, planCreated.to),
    });
    agreement[PLAN] = plan.id;
    const value = Math.round((negotiated / quantity) * 100) / 100;
    const installments = Array.from({length: quantity}, (_, index) => {
      const billing = newBilling(
        engine,
        plan,
        {dueDate: addMonths(String(data.firstDueDate), index), value},
        'createAgreement',
      );
      billing.isFromAgreement = true;
      return billing;
    });
    emitAgreement(engine, agreement, created);
    emitCreated(engine, 'createAgreement', plan, installments);
    move(financialOwnerConditionMachine, owner, {kind: 'mutation', operation: 'createAgreement'}, 'IN_AGREEMENT');
    return agreement;
  },

  breakAgreement: (args, engine) => {
    const data = dataOf(args);
    const agreement = target(engine.store, 'Agreement', data);
    const state = stateOf(agreementMachine, agreement);
    const moved = refuseOrMove(
      agreementMachine,
      agreement,
      'breakAgreement',
      state === 'PENDING' ? 'CANCELED' : 'BROKEN',
    );
    if (moved.to === 'BROKEN') {
      agreement.breachReason = data.breachReason;
      agreement.breachDescription = data.breachDescription ?? null;
      agreement.breachDate = data.breachDate ?? engine.clock.iso();
    }
    endAgreement(engine, agreement, moved);
    return agreement;
  },
};

/** A broken or canceled agreement: its open instalments are canceled and the owner is in debt again. */
function endAgreement(engine: Engine, agreement: Rec, moved: Moved): void {
  // The open instalments are canceled (the model's agreement transition says so; the boleto moves as a cancelation).
  for (const billing of openInstallments(engine, agreement)) {
    const canceled = move(billingMachine, billing, {kind: 'mutation', operation: 'cancelBilling'}, 'CANCELED');
    if (canceled !== undefined) emitBillingMove(engine, billing, canceled);
  }
  emitAgreement(engine, agreement, moved);
  const owner = engine.store.byId('FinancialOwner', agreement.financialOwnerId);
  if (owner !== undefined)
    move(financialOwnerConditionMachine, owner, {kind: 'cascade', machine: 'agreement', to: moved.to}, 'IN_DEBT');
}

/** How many days an instalment may stay unpaid after its due date: the fact the model's time transitions name. */
function toleranceDays(): number {
  const fact = agreementMachine.transitions.find((transition) => transition.trigger.kind === 'time')?.facts?.[0];
  if (fact === undefined) throw new Error('simulador: o modelo não diz a tolerância do acordo');
  return Number(PLATFORM_FACTS[fact].value);
}

const toleranceMs = (): number => toleranceDays() * 86_400_000;

/** The moment an unpaid instalment breaks (or cancels) its agreement. */
const breakMoment = (installment: Rec): number =>
  endOfDateInZone(String(installment.dueDate).slice(0, 10)) + toleranceMs();

const isOpen = (agreement: Rec): boolean => agreement.status === 'PENDING' || agreement.status === 'ACTIVE';

function unpaid(engine: Engine, agreement: Rec): Rec[] {
  return openInstallments(engine, agreement).filter(
    (installment) => installment.billingStatus === 'REGISTERED' || installment.billingStatus === 'OVERDUE',
  );
}

/** The next moment an agreement breaks by time, after `after`. */
export function nextAgreementBreak(engine: Engine, after: number): number | undefined {
  const moments = engine.store
    .all('Agreement')
    .filter(isOpen)
    .flatMap((agreement) => unpaid(engine, agreement).map(breakMoment))
    .filter((moment) => moment > after);
  return moments.length === 0 ? undefined : Math.min(...moments);
}

/** Agreements with an instalment unpaid beyond the tolerance: canceled before coming into force, broken after. */
export function agreementsOnTime(engine: Engine): void {
  const now = engine.clock.now().getTime();
  for (const agreement of engine.store.all('Agreement').filter(isOpen)) {
    const late = unpaid(engine, agreement).find((installment) => breakMoment(installment) <= now);
    if (late === undefined) continue;
    const to = agreement.status === 'PENDING' ? 'CANCELED' : 'BROKEN';
    const parcel = openInstallments(engine, agreement).indexOf(late) + 1;
    const moved = move(agreementMachine, agreement, {kind: 'time', fact: 'acordo.toleranciaQuebra'}, to);
    if (moved === undefined) continue;
    if (to === 'BROKEN') {
      agreement.breachReason = 'INSTALLMENT_OVERDUE';
      agreement.breachDate = engine.clock.iso();
      agreement.breachDescription = `Parcela ${String(parcel)}/${String(agreement.parcelQuantity)} vencida há mais de ${String(toleranceDays())} dias`;
    }
    endAgreement(engine, agreement, moved);
  }
}

/** An instalment of an agreement was paid: the agreement comes into force, or is settled with the last one. */
export function agreementAfterPayment(engine: Engine, billing: Rec): void {
  const agreement = engine.store.all('Agreement').find((candidate) => candidate[PLAN] === billing.paymentPlanId);
  if (agreement === undefined) return;
  agreement.amountPaid = Number(agreement.amountPaid ?? 0) + Number(billing.amountPaid ?? 0);
  const paidTrigger = {kind: 'cascade', machine: 'billing', to: 'PAID'} as const;
  if (stateOf(agreementMachine, agreement) === 'PENDING') {
    const inForce = move(agreementMachine, agreement, paidTrigger, 'ACTIVE');
    if (inForce !== undefined) emitAgreement(engine, agreement, inForce);
  }
  if (openInstallments(engine, agreement).some((installment) => installment.billingStatus !== 'PAID')) return;
  const settled = move(agreementMachine, agreement, paidTrigger, 'COMPLETED');
  if (settled === undefined) return;
  emitAgreement(engine, agreement, settled);
  for (const id of agreement[RENEGOTIATED] as number[]) {
    const renegotiated = engine.store.byId('Billing', id);
    if (renegotiated === undefined) continue;
    cancelByCascade(engine, renegotiated, {kind: 'cascade', machine: 'agreement', to: 'COMPLETED'}, 'RENEGOTIATED');
  }
  const owner = engine.store.byId('FinancialOwner', agreement.financialOwnerId);
  if (owner !== undefined)
    move(financialOwnerConditionMachine, owner, {kind: 'cascade', machine: 'agreement', to: 'COMPLETED'}, 'REGULAR');
}
