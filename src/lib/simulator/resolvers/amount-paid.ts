/**
 * amountPaid: the sum, in reais, of what the store's boletos received in a period, as
 * docs/boletos/conciliacao.md states it: a boleto counts in the period of its `paymentDate` with
 * its `amountPaid` (fine and interest included, the punctuality discount left out); a refund
 * leaves the total of that period (a REFUNDED boleto counts `amountPaid` less `refundValue`); a
 * manual payment undone is no longer PAID and no longer counts. The filters are those of
 * GetAmountPaidDataInput: school, financial owner, plan, the plan's cost center, payment type.
 */
import {MONEY_DECIMALS} from '../../../data/platform-facts';
import type {Rec} from '../store';
import {dataOf, type RootResolver} from './types';

/** The states of a boleto that received a payment: paid, and paid then refunded. */
const RECEIVED = new Set(['PAID', 'REFUNDED']);

const instant = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** What the boleto adds to the sum: its payment, less the refund when it was refunded. */
function received(billing: Rec): number {
  const paid = Number(billing.amountPaid ?? 0);
  return billing.billingStatus === 'REFUNDED' ? paid - Number(billing.refundValue ?? paid) : paid;
}

export const amountPaidResolvers: Record<string, RootResolver> = {
  amountPaid: (args, engine, session) => {
    const data = dataOf(args);
    const start = instant(data.startDate);
    const end = instant(data.endDate);
    const given = (field: string): boolean => data[field] !== undefined && data[field] !== null;
    const total = engine.store.all('Billing').reduce((sum, billing) => {
      if (billing.deleted === true || !RECEIVED.has(String(billing.billingStatus))) return sum;
      const paidAt = instant(billing.paymentDate);
      if (!(paidAt >= start && paidAt <= end)) return sum;
      const plan = engine.store.byId('PaymentPlan', billing.paymentPlanId);
      const companyId = billing.companyId ?? plan?.companyId;
      if (companyId !== data.companyId) return sum;
      if (session.companyId !== undefined && companyId !== session.companyId) return sum;
      if (given('financialOwnerId') && billing.financialOwnerId !== data.financialOwnerId) return sum;
      if (given('paymentPlanId') && billing.paymentPlanId !== data.paymentPlanId) return sum;
      if (given('costCenterId') && plan?.costCenterId !== data.costCenterId) return sum;
      if (given('paymentType') && billing.paymentType !== data.paymentType) return sum;
      return sum + received(billing);
    }, 0);
    return Number(total.toFixed(MONEY_DECIMALS));
  },
};
