/**
 * The payment of a payment link by credit card, outside the API (the payer on the operator's
 * page): the payer sends the card (the model's paymentLinkPayment AWAITING_PAYMENT or REFUSED →
 * PROCESSING) and the operator answers, approving (PAID: the link is USED, its boletos PAID by
 * CREDIT_CARD) or refusing (REFUSED). Every move is read from the model's payment link machines.
 */
import {billingMachine, paymentLinkMachine, paymentLinkPaymentMachine, type Trigger} from '../../../data/model';
import {billingValues} from '../billing-values';
import {dateInZone} from '../clock';
import type {Engine} from '../engine';
import {move, stateOf, type Moved} from '../machine';
import {paymentLinkOfEvent} from '../payloads';
import type {Rec} from '../store';
import {emitBillingMove} from './billings';

/** The operator's answer to the card. */
export type CardOutcome = 'APPROVED' | 'REFUSED';

const CARD: Trigger = {kind: 'payment', methods: ['CREDIT_CARD']};
const PAID_BY_LINK: Trigger = {kind: 'cascade', machine: 'paymentLinkPayment', to: 'PAID'};

function emitLink(engine: Engine, link: Rec, moved: Moved): void {
  for (const event of moved.events) engine.emit(event, link.refId, {paymentLink: paymentLinkOfEvent(link, moved.from)});
}

/**
 * The link is paid by card now: the card goes to the operator (unless it is already there,
 * PROCESSING) and the operator answers `outcome` at the same moment.
 */
export function payLinkByCard(engine: Engine, link: Rec, outcome: CardOutcome): void {
  const linkState = stateOf(paymentLinkMachine, link);
  if (linkState !== 'ACTIVE')
    throw new Error(`O link de pagamento ${String(link.id)} está ${linkState}: só um link ACTIVE recebe pagamento.`);
  const now = engine.clock.iso();
  if (stateOf(paymentLinkPaymentMachine, link) !== 'PROCESSING') {
    const from = stateOf(paymentLinkPaymentMachine, link);
    const sent = move(paymentLinkPaymentMachine, link, CARD, 'PROCESSING');
    if (sent === undefined)
      throw new Error(
        `O pagamento do link ${String(link.id)} está em ${from} e não recebe cartão: só em ${paymentLinkPaymentMachine.transitions.find((transition) => transition.to === 'PROCESSING')?.from?.join(' ou ') ?? ''}.`,
      );
    emitLink(engine, link, sent);
  }
  const answered = move(paymentLinkPaymentMachine, link, CARD, outcome === 'APPROVED' ? 'PAID' : 'REFUSED');
  if (answered === undefined) throw new Error(`simulador: o modelo não leva o pagamento do link a ${outcome}`);
  link.lastUpdateDate = now;
  if (answered.to === 'PAID') {
    link.amountPaid = link.value;
    link.paymentDate = now;
    move(paymentLinkMachine, link, PAID_BY_LINK, 'USED');
  }
  emitLink(engine, link, answered);
  if (answered.to !== 'PAID') return;
  // The boletos the link charges are paid with it, for what each is worth that day.
  const today = dateInZone(engine.clock.now().getTime());
  for (const billing of engine.store.all('Billing').filter((candidate) => candidate.paymentLinkId === link.id)) {
    const due = billingValues(billing, today).updatedValue;
    const paid = move(billingMachine, billing, PAID_BY_LINK, 'PAID');
    if (paid === undefined) continue;
    billing.paymentType = 'CREDIT_CARD';
    billing.paymentDate = `${today}T00:00:00.000Z`;
    billing.amountPaid = due;
    billing.isManualPayment = false;
    emitBillingMove(engine, billing, paid);
  }
}
