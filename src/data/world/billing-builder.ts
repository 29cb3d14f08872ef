/**
 * How a boleto of a plan is built: description, dates and amounts from the plan's instalment,
 * the bank data (nosso número, linha digitável) computed by src/lib/bank-slip.ts, and the earlier
 * values (`was`) of the fields set after creation. billings.ts tells each boleto's story on top.
 */
import {digitableLineOf, itauBarcode} from '../../lib/bank-slip';
import {derivedUuid} from '../../lib/derived-uuid';
import {MONTH_NAMES} from '../../lib/month-names';
import {dynamicPixCode} from '../../lib/pix';
import {financialIntegrations, school} from './school';
import {SANDBOX_REGISTRATION_SECONDS} from '../platform-facts';
import {endOfDateInZone} from '../../lib/simulator/clock';
import {changedAt} from './history';
import type {Billing, Earlier, FinancialIntegration, PaymentPlan} from './types';

/** What changes in one boleto of a plan, on top of what the plan gives it. */
export type BillingSpec = Partial<Omit<Billing, 'id' | 'pixCode'>> & {readonly id: number};

const integration = financialIntegrations[0] as FinancialIntegration;

/**
 * The moment the school switched `billetType` from BOLETO to BOLEPIX (its last update). The fact
 * `boleto.pix` decides: a boleto has a Pix code when it is registered after this moment, and keeps
 * what it got at registration whatever pays it.
 */
export const BOLEPIX_SINCE: string = (() => {
  const before = school.was?.find((entry) => entry.billetType === 'BOLETO');
  if (school.billetType !== 'BOLEPIX' || before === undefined) {
    throw new Error('billing-builder: a escola do mundo deixou de ter a troca de BOLETO para BOLEPIX');
  }
  return changedAt(school, 'billetType');
})();

/** The Pix code of a boleto registered while the school issues boletos with Pix: one charge per boleto. */
export function pixCodeOf(id: number): string {
  return dynamicPixCode({
    location: `pix.exemplo.com.br/qr/v2/cobv/${derivedUuid(`pix-${id}`).replaceAll('-', '').slice(0, 25)}`,
    merchantName: 'JACARANDA EDUCACAO LTDA',
    city: 'SAO PAULO',
  });
}

/** The public address of a registered boleto (billingDocumentUrl): the bank's page for its refId. */
export function documentUrlOf(refId: string): string {
  return `https://boletos.exemplo.com.br/b/${refId}`;
}

/** A registered boleto's bank data for a due date and value: the nosso número is the boleto's id. */
export function bankData(id: number, dueDate: string, value: number): {nn: string; digitableLine: string} {
  const nn = String(id).padStart(8, '0');
  return {nn, digitableLine: digitableLineOf(itauBarcode(integration, nn, dueDate, value))};
}

/**
 * The boleto created at `creationDate` until the bank registers it, a minute later (the bank's
 * answer of the model, fact SANDBOX_REGISTRATION_SECONDS): no bank data yet.
 */
export function registration(creationDate: string): Earlier<Billing> {
  return {
    until: new Date(Date.parse(creationDate) + SANDBOX_REGISTRATION_SECONDS * 1000).toISOString(),
    billingStatus: 'PENDING_REGISTRATION',
    nn: null,
    digitableLine: null,
  };
}

/**
 * The moment a registered boleto due on `dueDate` becomes OVERDUE: the end of its due date in the
 * time zone of "today" (the model's time transition, fact datas.fusoHoje), the same instant the
 * simulator moves it.
 */
export function overdueSince(dueDate: string): string {
  return new Date(endOfDateInZone(dueDate.slice(0, 10))).toISOString();
}

/**
 * A boleto of a plan: description, dates, amounts and bank data from the plan and its number
 * (`parcel`, 1-based), then the boleto's own story from `spec`. Its history (`was`): pending
 * until the bank registers it, then REGISTERED until it is paid (`lastUpdateDate`, else
 * `paymentDate`), canceled (`lastUpdateDate`) or overdue (the end of its due date, overdueSince),
 * the fields set then null before; a boleto the bank refused was pending until its answer. A
 * boleto whose story has other steps tells all of them in `spec.was` (registration() gives the
 * first).
 */
export function billing(
  owner: PaymentPlan,
  parcel: number,
  describe: (parcel: number, dueDate: string) => string,
  spec: BillingSpec,
): Billing {
  const installment = owner.installments[parcel - 1];
  if (installment === undefined) throw new Error(`Plano ${owner.id} sem a parcela ${parcel}`);
  const dueDate = spec.dueDate ?? installment.dueDate;
  const value = spec.value ?? installment.value;
  const status = spec.billingStatus ?? 'REGISTERED';
  // Waiting for the bank, or refused by it: no bank data.
  const registered = status !== 'PENDING_REGISTRATION' && status !== 'REGISTRATION_FAILED';
  const bank = registered ? bankData(spec.id, dueDate, value) : {nn: null, digitableLine: null};
  const base: Billing = {
    id: spec.id,
    refId: spec.refId ?? derivedUuid(`billing-${spec.id}`),
    paymentPlanId: owner.id,
    financialOwnerId: owner.financialOwnerId,
    financialIntegrationId: owner.financialIntegrationId,
    externalId: null,
    description: describe(parcel, installment.dueDate),
    documentCode: String(spec.id).padStart(9, '0'),
    dueDate,
    competenceDate: competenceOf(dueDate),
    value,
    originalValue: value,
    discount: null,
    discountUntil: null,
    fineValue: 2,
    interestPercentage: 1,
    billingStatus: status,
    ...bank,
    pixCode: null,
    paymentDate: null,
    amountPaid: null,
    // The expected means of payment until it is paid, then the one used.
    paymentType: 'BOLETO',
    isManualPayment: false,
    reasonForManualPaymentId: null,
    manualPaymentDescription: null,
    cancellationReason: null,
    cancellationDescription: null,
    refundValue: null,
    refundDate: null,
    refundReason: null,
    refundDescription: null,
    reissueReason: null,
    reissueDescription: null,
    parentBillingId: null,
    firstBillingId: null,
    creationDate: owner.creationDate,
    lastUpdateDate: null,
  };
  const withSpec: Billing = {...base, ...spec};
  const merged: Billing = {
    ...withSpec,
    pixCode: registered && withSpec.creationDate >= BOLEPIX_SINCE ? pixCodeOf(spec.id) : null,
  };
  if (spec.was !== undefined) return {...merged, was: spec.was};
  // Refused by the bank when it answered the registration, a minute after the creation.
  if (status === 'REGISTRATION_FAILED')
    return {...merged, was: [{until: registration(merged.creationDate).until, billingStatus: 'PENDING_REGISTRATION'}]};
  if (!registered) return {...merged, was: []};
  const pending: Earlier<Billing> = {
    ...registration(merged.creationDate),
    ...(merged.pixCode === null ? {} : {pixCode: null}),
  };
  return {...merged, was: [pending, ...settled(merged)]};
}

/** A registered boleto's step to its current status (paid, canceled, overdue), when it left REGISTERED. */
function settled(billing: Billing): Earlier<Billing>[] {
  if (billing.billingStatus === 'OVERDUE') return [{until: overdueSince(billing.dueDate), billingStatus: 'REGISTERED'}];
  const paid = billing.paymentDate !== null;
  const canceled = billing.cancellationReason !== null;
  if (!paid && !canceled) return [];
  const until = billing.lastUpdateDate ?? (paid ? billing.paymentDate : null);
  if (until === null) throw new Error(`Boleto ${billing.id}: cancelado sem a data da alteração (lastUpdateDate)`);
  return [
    {
      until,
      billingStatus: 'REGISTERED',
      ...(paid
        ? {
            paymentDate: null,
            amountPaid: null,
            paymentType: 'BOLETO',
            isManualPayment: false,
            ...(billing.reasonForManualPaymentId === null
              ? {}
              : {reasonForManualPaymentId: null, manualPaymentDescription: null}),
          }
        : {}),
      ...(canceled ? {cancellationReason: null, cancellationDescription: null} : {}),
      ...(billing.lastUpdateDate === null ? {} : {lastUpdateDate: null}),
    },
  ];
}

/** The month a boleto charges for (competenceDate): the first day of its due date's month. */
export const competenceOf = (dueDate: string): string => `${dueDate.slice(0, 8)}01T00:00:00.000Z`;

/**
 * The punctuality discount of an instalment of `value` under a contract's terms: the amount in
 * reais, or that percentage of the value, rounded to the cent.
 */
export function punctualityDiscountOf(value: number, discount: number, isPercentage: boolean): number {
  return isPercentage ? Math.round(value * discount) / 100 : discount;
}

const monthName = (dueDate: string) => MONTH_NAMES[Number(dueDate.slice(5, 7)) - 1] ?? '';
export const byMonth = (name: string) => (_parcel: number, dueDate: string) => `${name} - ${monthName(dueDate)}`;
export const byParcel = (name: string, count: number) => (parcel: number) => `${name} - parcela ${parcel}/${count}`;

/** The plan's boletos, one per instalment, with their ids from `firstId` on; `specs` tell each one's story. */
export function billingsOf(
  owner: PaymentPlan,
  firstId: number,
  describe: (parcel: number, dueDate: string) => string,
  specs: readonly BillingSpec[] = [],
): Billing[] {
  return owner.installments.map((_, index) => {
    const id = firstId + index;
    return billing(owner, index + 1, describe, specs.find((spec) => spec.id === id) ?? {id});
  });
}
