/**
 * A boleto's values computed on the simulated day, as docs/boletos/introducao.md states them:
 * the punctuality discount while `discountUntil` has not passed; once overdue, the fine
 * (`fineValue` percent of `value`, once) and the interest (`interestPercentage` percent a month
 * of `value`, prorated by the days of delay). `itIsPayable` is true for the states the model's
 * payment transition leaves from (REGISTERED, OVERDUE), `itIsReissuable` for those reissueBilling
 * leaves from. The bank's write-off of an overdue boleto
 * (decision `vencimento`) has no term in the facts, so an OVERDUE boleto stays payable here.
 * `itIsPrintable` is true in the states the model's registration by the bank leads to, until it
 * is canceled or reissued (final states).
 */
import {allowedStates, billingMachine, statesAfter} from '../../data/model';
import {INTEREST_MONTH_DAYS, MONEY_DECIMALS} from '../../data/platform-facts';
import type {Rec} from './store';

const DAY = 86_400_000;
const money = (value: number): number => Number(value.toFixed(MONEY_DECIMALS));
const dayOf = (value: unknown): string => String(value).slice(0, 10);

const PAYABLE_FROM: ReadonlySet<string> = new Set<string>(
  billingMachine.transitions
    .filter((transition) => transition.trigger.kind === 'payment')
    .flatMap((transition) => transition.from ?? []),
);

/** The states a second copy (reissueBilling) leaves from: `itIsReissuable`. */
const REISSUABLE_FROM: ReadonlySet<string> = new Set(allowedStates(billingMachine, 'reissueBilling'));

/**
 * The states in which the bank holds the boleto: those its registration (the model's
 * `integration: registered`) leads to, before it is canceled or replaced by a second copy.
 */
const PRINTABLE_IN: ReadonlySet<string> = new Set(
  statesAfter(billingMachine, (trigger) => trigger.kind === 'integration' && trigger.answer === 'registered'),
);

/**
 * `itIsPrintable`: the bank registered the boleto (it has a nosso número) and it is in a state the
 * registration leads to, neither canceled nor replaced by a second copy.
 */
export function isPrintable(billing: Rec): boolean {
  return typeof billing.nn === 'string' && PRINTABLE_IN.has(String(billing.billingStatus));
}

export interface BillingValues {
  readonly itIsPayable: boolean;
  readonly itIsReissuable: boolean;
  /** A refund stands (REFUNDED); undoRefundBilling takes it back. */
  readonly hasRefund: boolean;
  readonly itIsPrintable: boolean;
  readonly calculatedFineValue: number;
  readonly calculatedIncreaseValue: number;
  readonly updatedValue: number;
}

/** The values of `billing` on `today` (YYYY-MM-DD, in the zone of the facts' "today"). */
export function billingValues(billing: Rec, today: string): BillingValues {
  const value = Number(billing.value);
  const itIsPayable = PAYABLE_FROM.has(String(billing.billingStatus));
  const due = dayOf(billing.dueDate);
  const daysLate = Math.max(0, Math.round((Date.parse(today) - Date.parse(due)) / DAY));
  const late = itIsPayable && daysLate > 0;
  const fine = late ? money((value * Number(billing.fineValue ?? 0)) / 100) : 0;
  const interest = late
    ? money((value * Number(billing.interestPercentage ?? 0) * daysLate) / (100 * INTEREST_MONTH_DAYS))
    : 0;
  const discountValid =
    billing.discount !== null &&
    billing.discount !== undefined &&
    billing.discountUntil !== null &&
    billing.discountUntil !== undefined &&
    today <= dayOf(billing.discountUntil);
  const discount = discountValid ? Number(billing.discount) : 0;
  return {
    itIsPayable,
    itIsReissuable: REISSUABLE_FROM.has(String(billing.billingStatus)),
    hasRefund: billing.billingStatus === 'REFUNDED',
    itIsPrintable: isPrintable(billing),
    calculatedFineValue: fine,
    calculatedIncreaseValue: interest,
    updatedValue: money(value - discount + fine + interest),
  };
}

/** The computed value of a Billing field on `today`, or undefined when the field is not computed here. */
export function computedBillingField(
  typeName: string,
  parent: Record<string, unknown>,
  field: string,
  today: string,
): unknown {
  if (typeName !== 'Billing' || typeof parent.billingStatus !== 'string' || typeof parent.__typename !== 'string')
    return undefined;
  const values = billingValues(parent as Rec, today) as unknown as Record<string, unknown>;
  return Object.hasOwn(values, field) ? values[field] : undefined;
}
