/**
 * generateBillings: a plan's equal instalments, created at once as docs/boletos/emissao.md says,
 * each a boleto the model's billing machine creates in PENDING_REGISTRATION (registered by the bank
 * after the facts' time, like any other) with BILLING_CREATED. Due dates are monthly on the same
 * day as the first (the month's last day when it has no such day); the competence starts at
 * `competenceDate` and follows the same months, or follows the due dates when omitted. A refused
 * call creates nothing.
 */
import {billingMachine, paymentPlanMachine} from '../../../data/model';
import {MONEY_DECIMALS} from '../../../data/platform-facts';
import {dateInZone} from '../clock';
import {stateOf} from '../machine';
import {notFound, refusal, ruleRefusal} from '../refusal';
import {emitCreated, newBilling} from './billings';
import {dataOf, type RootResolver} from './types';

/** `iso` moved `months` months, on the same day, or on the month's last day when it is shorter. */
export function sameDayMonthsLater(iso: string, months: number): string {
  const date = new Date(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString();
}

const hasCents = (value: number, decimals: number): boolean =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) > 1e-6;

export const generateBillingsResolvers: Record<string, RootResolver> = {
  generateBillings: (args, engine) => {
    const data = dataOf(args);
    const byId = data.paymentPlanId !== undefined && data.paymentPlanId !== null;
    if (!byId && (data.paymentPlanRefId === undefined || data.paymentPlanRefId === null))
      throw refusal('REQUIRED_FIELD_MISSING', 'Informe paymentPlanId ou paymentPlanRefId.', {
        fields: ['paymentPlanId', 'paymentPlanRefId'],
      });
    const plan = byId
      ? engine.store.byId('PaymentPlan', data.paymentPlanId)
      : engine.store.byRefId('PaymentPlan', data.paymentPlanRefId);
    if (plan === undefined || plan.deleted === true)
      throw notFound('PaymentPlan', byId ? 'paymentPlanId' : 'paymentPlanRefId');
    const quantity = Number(data.parcelQuantity);
    const value = Number(data.installmentValue);
    if (!Number.isInteger(quantity) || quantity <= 0)
      throw refusal('INVALID_FIELD_VALUE', 'parcelQuantity precisa ser um inteiro maior que zero.', {
        field: 'parcelQuantity',
      });
    if (!(value > 0) || hasCents(value, MONEY_DECIMALS))
      throw refusal(
        'INVALID_FIELD_VALUE',
        `installmentValue precisa ser positivo, com até ${MONEY_DECIMALS} casas decimais.`,
        {field: 'installmentValue'},
      );
    if (stateOf(paymentPlanMachine, plan) !== 'ACTIVE')
      throw ruleRefusal(billingMachine, 'generateBillings', 'ENTITY_INACTIVE', {entity: 'PaymentPlan'});
    const first = new Date(String(data.firstDueDate)).toISOString();
    const today = dateInZone(engine.clock.now().getTime());
    if (first.slice(0, 10) < today)
      throw ruleRefusal(billingMachine, 'generateBillings', 'DUE_DATE_IN_PAST', {field: 'firstDueDate', today});
    const competence =
      typeof data.competenceDate === 'string' ? new Date(data.competenceDate).toISOString() : undefined;
    const billings = Array.from({length: quantity}, (_, index) => {
      const dueDate = sameDayMonthsLater(first, index);
      return newBilling(
        engine,
        plan,
        {
          dueDate,
          value,
          competenceDate: competence === undefined ? dueDate : sameDayMonthsLater(competence, index),
          description: `${typeof plan.description === 'string' ? plan.description : 'Parcela'} - parcela ${index + 1}/${quantity}`,
        },
        'generateBillings',
      );
    });
    emitCreated(engine, 'generateBillings', plan, billings);
    return billings;
  },
};
