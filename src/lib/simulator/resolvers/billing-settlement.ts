/**
 * What happens to a boleto's payment after the bank: the school's manual payment (manualPayment)
 * and its undoing (undoManualPayment), the refund of a paid boleto (refundBilling) and its undoing
 * (undoRefundBilling). Each move is the model's billing machine (src/data/model/billing.ts): the
 * state it leaves, the state it reaches, the refusal code in any other state, the event it emits
 * and, through emitBillingMove, the financial owner's condition.
 */
import {allowedStates, billingMachine, refusalCode, type MutationName} from '../../../data/model';
import {dateInZone} from '../clock';
import {refuseOrMove, stateOf} from '../machine';
import {invalidReference, refusal, ruleRefusal} from '../refusal';
import type {Rec} from '../store';
import {agreementAfterPayment} from './agreements';
import {emitBillingMove} from './billings';
import {completeOnFirstPayment} from './enrollments';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

/** Refuses `operation` with the model's code when the boleto's state does not admit it; changes nothing. */
export function admit(billing: Rec, operation: MutationName): void {
  if (refusalCode(billingMachine, operation, stateOf(billingMachine, billing)) !== null)
    refuseOrMove(billingMachine, billing, operation);
}

/** A DateTime of the input (ISO 8601 text) as the API returns it; a text that is no date is refused, before any change. */
export function isoOf(value: unknown, field: string): string {
  const time = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:T|$)/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(time))
    throw refusal('INVALID_FIELD_VALUE', `${field} precisa ser uma data e hora em ISO 8601.`, {
      field,
      reason: 'FORMAT',
    });
  return new Date(time).toISOString();
}

const PAYMENT_FIELDS = ['paymentDate', 'amountPaid', 'reasonForManualPaymentId', 'manualPaymentDescription'] as const;

export const billingSettlementResolvers: Record<string, RootResolver> = {
  manualPayment: (args, engine) => {
    const data = dataOf(args);
    const billing = target(engine.store, 'Billing', data);
    admit(billing, 'manualPayment');
    if (engine.store.byId('ReasonForManualPayment', data.reasonForManualPaymentId) === undefined)
      throw invalidReference('reasonForManualPaymentId');
    const paymentDate = isoOf(data.paymentDate, 'paymentDate');
    const moved = refuseOrMove(billingMachine, billing, 'manualPayment');
    Object.assign(billing, {
      paymentDate,
      amountPaid: data.amountPaid,
      paymentType: data.paymentType,
      isManualPayment: true,
      reasonForManualPaymentId: data.reasonForManualPaymentId,
      manualPaymentDescription: data.description ?? null,
      lastUpdateDate: engine.clock.iso(),
    });
    emitBillingMove(engine, billing, moved);
    // A boleto in PAID by the school's hand is paid as by the bank: the enrollment's first
    // payment and the agreement's instalments follow the model's cascades from billing PAID.
    completeOnFirstPayment(engine, billing);
    agreementAfterPayment(engine, billing);
    return billing;
  },

  undoManualPayment: (args, engine) => {
    const billing = target(engine.store, 'Billing', dataOf(args));
    admit(billing, 'undoManualPayment');
    if (billing.isManualPayment !== true)
      throw ruleRefusal(billingMachine, 'undoManualPayment', 'INVALID_STATE', {
        currentStatus: stateOf(billingMachine, billing),
        allowedStatuses: allowedStates(billingMachine, 'undoManualPayment'),
      });
    // Back to REGISTERED while the due date has not ended (in the zone of "today"), OVERDUE after.
    const today = dateInZone(engine.clock.now().getTime());
    const to = String(billing.dueDate).slice(0, 10) < today ? 'OVERDUE' : 'REGISTERED';
    const moved = refuseOrMove(billingMachine, billing, 'undoManualPayment', to);
    // Unpaid again: no payment data, nor the means of payment (null while not paid).
    for (const field of PAYMENT_FIELDS) billing[field] = null;
    billing.isManualPayment = false;
    billing.lastUpdateDate = engine.clock.iso();
    emitBillingMove(engine, billing, moved);
    return billing;
  },

  refundBilling: (args, engine) => {
    const data = dataOf(args);
    const billing = target(engine.store, 'Billing', data);
    admit(billing, 'refundBilling');
    const value = Number(data.refundValue);
    if (!(value > 0) || value > Number(billing.amountPaid ?? 0))
      throw ruleRefusal(billingMachine, 'refundBilling', 'INVALID_FIELD_VALUE', {
        field: 'refundValue',
        reason: 'RANGE',
      });
    const today = dateInZone(engine.clock.now().getTime());
    const refundDate =
      data.refundDate === undefined || data.refundDate === null
        ? `${today}T00:00:00.000Z`
        : isoOf(data.refundDate, 'refundDate');
    const moved = refuseOrMove(billingMachine, billing, 'refundBilling');
    Object.assign(billing, {
      refundValue: data.refundValue,
      refundDate,
      refundReason: data.refundReason,
      refundDescription: data.refundDescription ?? null,
      lastUpdateDate: engine.clock.iso(),
    });
    emitBillingMove(engine, billing, moved);
    return billing;
  },

  undoRefundBilling: (args, engine) => {
    const billing = target(engine.store, 'Billing', dataOf(args));
    const moved = refuseOrMove(billingMachine, billing, 'undoRefundBilling');
    Object.assign(billing, {
      refundValue: null,
      refundDate: null,
      refundReason: null,
      refundDescription: null,
      lastUpdateDate: engine.clock.iso(),
    });
    emitBillingMove(engine, billing, moved);
    return billing;
  },
};
