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
import type {Billing, FinancialIntegration, PaymentPlan, Was} from './types';

/** What changes in one boleto of a plan, on top of what the plan gives it. */
export type BillingSpec = Partial<Omit<Billing, 'id' | 'pixCode'>> & {readonly id: number};

const integration = financialIntegrations[0] as FinancialIntegration;

/**
 * The moment the school switched `billetType` from BOLETO to BOLEPIX (its last update). The fact
 * `boleto.pix` decides: a boleto has a Pix code when it is registered after this moment, and keeps
 * what it got at registration whatever pays it.
 */
export const BOLEPIX_SINCE: string = (() => {
  if (school.billetType !== 'BOLEPIX' || school.was?.billetType?.[0] !== 'BOLETO' || school.lastUpdateDate === null) {
    throw new Error('billing-builder: a escola do mundo deixou de ter a troca de BOLETO para BOLEPIX');
  }
  return school.lastUpdateDate;
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
 * A boleto of a plan: description, dates, amounts and bank data from the plan and its number
 * (`parcel`, 1-based), then the boleto's own story from `spec`. Fields set after creation (bank
 * data, payment) are null before they happen, so `was` gets null for them.
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
  const registered = status !== 'PENDING_REGISTRATION';
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
    competenceDate: `${dueDate.slice(0, 8)}01T00:00:00.000Z`,
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
  const later: Was<Billing> = {
    billingStatus: registered ? ['PENDING_REGISTRATION', 'REGISTERED'] : [],
    ...(registered ? {nn: [null], digitableLine: [null]} : {}),
    ...(merged.pixCode === null ? {} : {pixCode: [null]}),
    ...(merged.paymentDate === null
      ? {}
      : {paymentDate: [null], amountPaid: [null], paymentType: ['BOLETO'], isManualPayment: [false]}),
    ...(merged.cancellationReason === null ? {} : {cancellationReason: [null], cancellationDescription: [null]}),
    ...(merged.lastUpdateDate === null ? {} : {lastUpdateDate: [null]}),
  };
  return {...merged, was: mergeWas(later, spec.was ?? {})};
}

export function mergeWas<T>(first: Was<T>, second: Was<T>): Was<T> {
  const result: Record<string, unknown[]> = {};
  for (const source of [first, second] as Record<string, readonly unknown[] | undefined>[]) {
    for (const [key, values] of Object.entries(source)) {
      result[key] = [...(result[key] ?? []), ...(values ?? [])];
    }
  }
  return result as Was<T>;
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
