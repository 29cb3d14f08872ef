/**
 * The payment link paid by card (Simulator.payPaymentLink, src/lib/simulator/resolvers/payment-links.ts)
 * against the model's payment link machines: the operator's refusal leaves the link open for
 * another card, the approval pays it (USED, PAID) with PAYMENT_LINK_STATUS_CHANGED, and a link that
 * is no longer ACTIVE takes no payment.
 */
import {describe, expect, it} from 'vitest';

import {paymentLinkPaymentMachine} from '../../../../src/data/model';
import {paymentLinks} from '../../../../src/data/world';
import {loggedIn} from '../../../support/simulator';

const link = paymentLinks.find((candidate) => candidate.id === 812);
const LINK = `query Link($id: Int!) { paymentLink(id: $id) { status paymentStatus amountPaid paymentDate } }`;
/** An hour after the link was created, before the payer opened it. */
const OPEN = new Date(Date.parse(link?.creationDate ?? '') + 3_600_000).toISOString();

describe('simulador: link de pagamento pago com cartão', () => {
  it('recusado fica REFUSED e aceita outro cartão; aprovado fica PAID e o link USED, com o evento de cada resposta', async () => {
    const session = await loggedIn(OPEN);
    expect((await session.call(LINK, {id: 812})).data?.paymentLink).toEqual({
      status: 'ACTIVE',
      paymentStatus: 'AWAITING_PAYMENT',
      amountPaid: null,
      paymentDate: null,
    });
    await session.simulator.payPaymentLink(812, 'REFUSED');
    expect((await session.call(LINK, {id: 812})).data?.paymentLink).toMatchObject({
      status: 'ACTIVE',
      paymentStatus: 'REFUSED',
    });
    await session.simulator.advance(60_000);
    await session.simulator.payPaymentLink(link?.refId ?? '', 'APPROVED');
    const now = session.simulator.now().toISOString();
    expect((await session.call(LINK, {id: 812})).data?.paymentLink).toEqual({
      status: 'USED',
      paymentStatus: 'PAID',
      amountPaid: link?.value,
      paymentDate: now,
    });
    const changes = session.simulator
      .events()
      .filter((event) => event.event === 'PAYMENT_LINK_STATUS_CHANGED')
      .map((event) => (event.payload as {data: {paymentLink: Record<string, unknown>}}).data.paymentLink);
    // PROCESSING emits nothing (the model's transition has no event): each answer says it was PROCESSING.
    expect(paymentLinkPaymentMachine.transitions.find((transition) => transition.to === 'PROCESSING')?.events).toEqual(
      [],
    );
    expect(changes.map((change) => [change.previousPaymentStatus, change.paymentStatus])).toEqual([
      ['PROCESSING', 'REFUSED'],
      ['PROCESSING', 'PAID'],
    ]);
  });

  it('um link que não está ACTIVE não recebe pagamento, e nada muda', async () => {
    const session = await loggedIn();
    const before = session.simulator.events().length;
    await expect(session.simulator.payPaymentLink(812, 'APPROVED')).rejects.toThrow(/está USED/);
    expect(session.simulator.events()).toHaveLength(before);
    await expect(session.simulator.payPaymentLink(999_999, 'APPROVED')).rejects.toThrow(/não existe/);
  });
});
