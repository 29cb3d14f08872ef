/**
 * The stories of the world's past that emit the webhook events the pages and
 * schema/webhooks.openapi.yaml show, each replayed through the simulator (src/lib/simulator) on
 * the world as its dated history (src/data/world/history.ts) says it was at the moment of the
 * call: a guide's step at that moment, or, for a call no guide shows, the school's call with the
 * world's values. The events the simulator emits stand for the world's events of that moment
 * (their refId and correlationId, withWorldIdentities in recorded-examples.ts).
 */
import {billingUpdates, billings, theoSupplies2025, webHookEvents} from '../../src/data/world';
import type {EmittedEvent} from '../../src/lib/simulator';
import {changedAt} from '../../src/data/world/history';
import {replayStory} from './recorded-examples';
import {loggedIn} from './simulator';

export interface Emitted {
  readonly events: readonly EmittedEvent[];
  readonly story: {names: Map<unknown, unknown>; created: Set<unknown>; numbers?: boolean};
}

/** The identities of the world's events at `moment` (the story's events stand for them). */
export const eventsAt = (moment: string): Set<unknown> =>
  new Set(
    webHookEvents.filter((event) => event.eventDate === moment).flatMap((event) => [event.refId, event.correlationId]),
  );

/** `make` run once, on first use, for every test that asks. */
export const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

const billing = (id: number) => {
  const found = billings.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`o mundo não tem o boleto ${String(id)}`);
  return found;
};

/** A step of a guide at the moment the world dates it, on the world as it was then. */
const pageStep = (page: string, operation: string, moment: string) =>
  once(async (): Promise<Emitted> => {
    const story = await replayStory([{page, from: {[operation]: moment}}]);
    const step = story.steps.find((candidate) => candidate.operationName === operation);
    if (step === undefined) throw new Error(`${page} não tem a operação ${operation}`);
    return {events: step.simulator.events(), story: {names: new Map(), created: eventsAt(moment)}};
  });

const MANUAL_PAYMENT = `mutation BaixaManual($data: ManualPaymentDataInput!) {
  manualPayment(data: $data) { id billingStatus }
}`;

/**
 * March's annuity boleto (88215) paid in cash at the school: its manualPayment, at the moment the
 * world dates, with the world's payment. No guide shows this call (baixa-manual.md shows another boleto's).
 */
export const cashPayment = once(async (): Promise<Emitted> => {
  const paid = billing(88215);
  const moment = changedAt(paid, 'billingStatus', 'PAID');
  const session = await loggedIn(moment);
  const result = await session.call(MANUAL_PAYMENT, {
    data: {
      id: paid.id,
      paymentDate: paid.paymentDate,
      amountPaid: paid.amountPaid,
      paymentType: paid.paymentType,
      reasonForManualPaymentId: paid.reasonForManualPaymentId,
      description: paid.manualPaymentDescription,
    },
  });
  if (result.errors !== undefined) throw new Error(`baixa manual do boleto 88215: ${JSON.stringify(result.errors)}`);
  return {events: session.simulator.events(), story: {names: new Map(), created: eventsAt(moment)}};
});

/** Théo's supplies plan canceled at the family's request ("Cancelar plano de pagamento"): its open boletos with it. */
export const planCanceled = pageStep(
  'docs/planos-de-pagamento/cancelar.md',
  'CancelarPlanoDePagamento',
  changedAt(theoSupplies2025, 'isCanceled'),
);

/** The second copy of boleto 90413 with a new due date ("Segunda via"). */
export const secondCopy = pageStep(
  'docs/boletos/segunda-via.md',
  'EmitirSegundaVia',
  changedAt(billing(90413), 'billingStatus', 'REISSUED'),
);

/**
 * The due date of April's annuity boleto (88216) moved ("Segunda via", updateBillingDueDate): the
 * request of the moment the world dates, then the clock up to the bank's confirmation the world dates.
 */
export const dueDateMoved = once(async (): Promise<Emitted> => {
  const update = billingUpdates.find((candidate) => candidate.id === 2214);
  if (update === undefined || update.confirmationDate === null) throw new Error('o mundo não tem a alteração 2214');
  const story = await replayStory([
    {page: 'docs/boletos/segunda-via.md', from: {AlterarVencimentoDoBoleto: update.creationDate}},
  ]);
  const step = story.steps.find((candidate) => candidate.operationName === 'AlterarVencimentoDoBoleto');
  if (step === undefined) throw new Error('segunda-via.md não tem AlterarVencimentoDoBoleto');
  const wait = Date.parse(update.confirmationDate) - step.simulator.now().getTime();
  await step.simulator.advance(Math.max(0, wait));
  return {events: step.simulator.events(), story: {names: new Map(), created: eventsAt(update.confirmationDate)}};
});
