/**
 * The `data` of each webhook event, shaped as schema/webhooks.openapi.yaml says (field names of
 * the API's types), built from the store's records at the moment of the event.
 */
import type {Rec, Store} from './store';

function refIdOf(store: Store, typeName: string, id: unknown): unknown {
  return store.byId(typeName, id)?.refId ?? null;
}

const orNull = (value: unknown): unknown => value ?? null;

/** The boleto as BoletoDoEvento. */
export function billingOfEvent(
  store: Store,
  billing: Rec,
  previousBillingStatus: string | null,
): Record<string, unknown> {
  const paid = billing.billingStatus === 'PAID' || billing.billingStatus === 'REFUNDED';
  return {
    id: billing.id,
    refId: billing.refId,
    externalId: orNull(billing.externalId),
    description: orNull(billing.description),
    documentCode: orNull(billing.documentCode),
    billingStatus: billing.billingStatus,
    previousBillingStatus,
    value: billing.value,
    originalValue: orNull(billing.originalValue ?? billing.value),
    discount: orNull(billing.discount),
    fineValue: orNull(billing.fineValue),
    interestPercentage: orNull(billing.interestPercentage),
    dueDate: billing.dueDate,
    competenceDate: orNull(billing.competenceDate),
    financialOwnerId: billing.financialOwnerId,
    financialOwnerRefId: refIdOf(store, 'FinancialOwner', billing.financialOwnerId),
    paymentPlanId: billing.paymentPlanId,
    paymentPlanRefId: refIdOf(store, 'PaymentPlan', billing.paymentPlanId),
    nn: orNull(billing.nn),
    digitableLine: orNull(billing.digitableLine),
    pixCode: orNull(billing.pixCode),
    payment: paid
      ? {
          paymentDate: billing.paymentDate,
          amountPaid: billing.amountPaid,
          paymentType: billing.paymentType,
          isManualPayment: billing.isManualPayment === true,
          manualPayment: billing.isManualPayment === true ? manualPaymentOf(store, billing) : null,
        }
      : null,
    cancellation:
      billing.billingStatus === 'CANCELED'
        ? {
            cancellationReason: orNull(billing.cancellationReason),
            cancellationDescription: orNull(billing.cancellationDescription),
          }
        : null,
    refund:
      billing.billingStatus === 'REFUNDED'
        ? {refundDate: billing.refundDate, refundValue: billing.refundValue, refundReason: billing.refundReason}
        : null,
    reissue:
      billing.parentBillingId !== null && billing.parentBillingId !== undefined
        ? {
            parentBillingId: billing.parentBillingId,
            parentBillingRefId: refIdOf(store, 'Billing', billing.parentBillingId),
            firstBillingId: orNull(billing.firstBillingId ?? billing.parentBillingId),
            reissueReason: orNull(billing.reissueReason),
            reissueDescription: orNull(billing.reissueDescription),
          }
        : null,
  };
}

/** The manual payment block (BaixaManual): the school's reason, by id and by its text, and the note. */
function manualPaymentOf(store: Store, billing: Rec): Record<string, unknown> {
  return {
    reasonForManualPaymentId: billing.reasonForManualPaymentId,
    reason: orNull(store.byId('ReasonForManualPayment', billing.reasonForManualPaymentId)?.description),
    description: orNull(billing.manualPaymentDescription),
  };
}

/** The creation block of BILLING_CREATED: every boleto the same operation created. */
export function creationOfEvent(
  store: Store,
  operation: string,
  plan: Rec,
  billings: readonly Rec[],
): Record<string, unknown> {
  return {
    operation,
    paymentPlanId: plan.id,
    paymentPlanRefId: plan.refId,
    billings: billings.map((billing) => ({
      id: billing.id,
      refId: billing.refId,
      dueDate: billing.dueDate,
      value: billing.value,
      billingStatus: billing.billingStatus,
    })),
  };
}

export function paymentPlanOfEvent(plan: Rec, billings: readonly Rec[]): Record<string, unknown> {
  return {
    id: plan.id,
    refId: plan.refId,
    externalId: orNull(plan.externalId),
    description: orNull(plan.description),
    paymentPlanType: plan.paymentPlanType,
    parcelQuantity: orNull(plan.parcelQuantity ?? billings.length),
    // Summed in cents: adding reais as floats gives 1159.1999999999998 for three of 386.40.
    totalValue: billings.reduce((sum, billing) => sum + Math.round(Number(billing.value) * 100), 0) / 100,
    financialOwnerId: plan.financialOwnerId,
    dependentId: orNull(plan.dependentId),
    enrollmentId: orNull(plan.enrollmentId),
    creationDate: plan.creationDate,
    billings: billings.map((billing) => ({
      id: billing.id,
      refId: billing.refId,
      dueDate: billing.dueDate,
      value: billing.value,
      billingStatus: billing.billingStatus,
    })),
  };
}

/**
 * The enrollment as MatriculaDoEvento: `previousStatus` and `previousSituation` say what changed,
 * and are null for the one that did not (schema/webhooks.openapi.yaml, ENROLLMENT_STATUS_CHANGED).
 */
export function enrollmentOfEvent(
  enrollment: Rec,
  before: string | null,
  situationBefore: string | null,
): Record<string, unknown> {
  const previousStatus = before === enrollment.status ? null : before;
  const previousSituation = situationBefore === enrollment.situation ? null : situationBefore;
  return {
    id: enrollment.id,
    refId: enrollment.refId,
    externalId: orNull(enrollment.externalId),
    registry: enrollment.registry,
    dependentId: enrollment.dependentId,
    financialOwnerId: orNull(enrollment.financialOwnerId),
    status: enrollment.status,
    previousStatus,
    situation: enrollment.situation,
    previousSituation,
    academicYearId: orNull(enrollment.academicYearId),
    academicClassId: orNull(enrollment.academicClassId),
    paymentPlanId: orNull(enrollment.paymentPlanId),
    creationDate: enrollment.creationDate,
  };
}

export function documentOfEvent(document: Rec, previousStatus: string | null): Record<string, unknown> {
  return {
    id: document.id,
    refId: document.refId,
    externalId: orNull(document.externalId),
    title: document.title,
    documentType: document.documentType,
    status: document.status,
    previousStatus,
    enrollmentId: orNull(document.enrollmentId),
    sentDate: orNull(document.sentDate),
    expirationDate: orNull(document.expirationDate),
    completedDate: orNull(document.completedDate),
  };
}

export function agreementOfEvent(agreement: Rec, previousStatus: string | null): Record<string, unknown> {
  return {
    id: agreement.id,
    refId: agreement.refId,
    externalId: orNull(agreement.externalId),
    status: agreement.status,
    previousStatus,
    financialOwnerId: agreement.financialOwnerId,
    parcelQuantity: orNull(agreement.parcelQuantity),
    originalValue: orNull(agreement.originalValue),
    negotiatedValue: orNull(agreement.negotiatedValue),
    amountPaid: orNull(agreement.amountPaid),
    agreementDate: orNull(agreement.agreementDate),
    breachDate: orNull(agreement.breachDate),
    breachReason: orNull(agreement.breachReason),
    breachDescription: orNull(agreement.breachDescription),
  };
}

export function paymentLinkOfEvent(link: Rec, previousPaymentStatus: string | null): Record<string, unknown> {
  return {
    id: link.id,
    refId: link.refId,
    externalId: orNull(link.externalId),
    financialOwnerId: orNull(link.financialOwnerId),
    url: orNull(link.url),
    value: link.value,
    maxParcelQuantity: link.maxParcelQuantity,
    expirationDate: link.expirationDate,
    status: link.status,
    paymentStatus: link.paymentStatus,
    previousPaymentStatus,
    amountPaid: orNull(link.amountPaid),
    paymentDate: orNull(link.paymentDate),
  };
}
