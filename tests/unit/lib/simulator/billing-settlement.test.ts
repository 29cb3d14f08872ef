/**
 * The simulator's manual payment, refund and their undoing (src/lib/simulator/resolvers/billing-settlement.ts)
 * against the model's billing machine: the state each moves a boleto to, the code that refuses it
 * elsewhere (and that a refused call changes nothing), the BILLING_STATUS_CHANGED each emits with
 * its payload, and the financial owner's condition that follows.
 */
import {beforeAll, describe, expect, it} from 'vitest';

import {allowedStates, billingMachine, refusalCode} from '../../../../src/data/model';
import {reasonsForManualPayment} from '../../../../src/data/world/payment-plans';
import {codes, loggedIn, settleOverdue} from '../../../support/simulator';
import {snapshot} from '../../../support/snapshot-helpers';

const START = '2026-01-20T12:00:00.000Z';
/** Boletos of the world's Anuidade 2026 (plan 3402, Carla, owner 68): 95501 paid by Pix, the others REGISTERED. */
const PAID_BY_BANK = 95501;
const FEBRUARY = 95502;
const OWNER = 68;
/** The end of 10/02/2026 in Brasília (03:00 UTC of the 11th): February's boleto goes OVERDUE. */
const FEBRUARY_ENDS = Date.parse('2026-02-11T03:00:00.000Z');

const FIELDS = `id billingStatus isManualPayment amountPaid paymentDate paymentType itIsPayable hasRefund
  refundValue refundDate refundReason refundDescription`;
const MANUAL = `mutation Manual($data: ManualPaymentDataInput!) { manualPayment(data: $data) { ${FIELDS} } }`;
const UNDO_MANUAL = `mutation Undo($data: BillingActionDataInput!) { undoManualPayment(data: $data) { ${FIELDS} } }`;
const REFUND = `mutation Refund($data: RefundBillingDataInput!) { refundBilling(data: $data) { ${FIELDS} } }`;
const UNDO_REFUND = `mutation UndoRefund($data: BillingActionDataInput!) { undoRefundBilling(data: $data) { ${FIELDS} } }`;
const READ = `query Read($id: Int!) { billing(id: $id) { ${FIELDS} } }`;
const CONDITION = `query Owner($id: Int!) { financialOwner(id: $id) { condition } }`;

const reason = reasonsForManualPayment[0];
const cash = (id: number, amountPaid = 1188.35) => ({
  data: {
    id,
    paymentDate: '2026-01-20T00:00:00.000Z',
    amountPaid,
    paymentType: 'CASH',
    reasonForManualPaymentId: reason?.id,
    description: 'Recibo 77, tesouraria.',
  },
});

type Session = Awaited<ReturnType<typeof loggedIn>>;

async function read(session: Session, id: number): Promise<Record<string, unknown>> {
  return (await session.call(READ, {id})).data?.billing as Record<string, unknown>;
}

async function condition(session: Session): Promise<unknown> {
  return ((await session.call(CONDITION, {id: OWNER})).data?.financialOwner as {condition: string}).condition;
}

interface EventBilling {
  id: number;
  billingStatus: string;
  previousBillingStatus: string | null;
  payment: {isManualPayment: boolean; manualPayment: unknown} | null;
  refund: unknown;
}

/** The BILLING_STATUS_CHANGED events emitted since `from` (an index in the simulator's events). */
function changes(session: Session, from: number): EventBilling[] {
  return session.simulator
    .events()
    .slice(from)
    .filter((event) => event.event === 'BILLING_STATUS_CHANGED')
    .map((event) => (event.payload as {data: {billing: EventBilling}}).data.billing);
}

/** Runs a call the model refuses: its code, and neither the boleto nor the events change. */
async function refused(session: Session, id: number, query: string, variables: Record<string, unknown>) {
  const before = await read(session, id);
  const emitted = session.simulator.events().length;
  const result = await session.call(query, variables);
  expect(await read(session, id)).toEqual(before);
  expect(session.simulator.events()).toHaveLength(emitted);
  return result;
}

// The schema snapshot is built once per file, before the tests' own timeouts start.
beforeAll(() => {
  snapshot();
});

describe('simulador: baixa manual', () => {
  it('manualPayment leva um boleto REGISTERED a PAID, com os dados da baixa, e emite a mudança com a baixa manual', async () => {
    const session = await loggedIn(START);
    const emitted = session.simulator.events().length;
    const result = await session.call(MANUAL, cash(FEBRUARY));
    expect(result.errors).toBeUndefined();
    expect(result.data?.manualPayment).toMatchObject({
      id: FEBRUARY,
      billingStatus: 'PAID',
      isManualPayment: true,
      amountPaid: 1188.35,
      paymentDate: '2026-01-20T00:00:00.000Z',
      paymentType: 'CASH',
      itIsPayable: false,
    });
    expect(changes(session, emitted)).toEqual([
      expect.objectContaining({
        id: FEBRUARY,
        previousBillingStatus: 'REGISTERED',
        billingStatus: 'PAID',
        payment: {
          paymentDate: '2026-01-20T00:00:00.000Z',
          amountPaid: 1188.35,
          paymentType: 'CASH',
          isManualPayment: true,
          manualPayment: {
            reasonForManualPaymentId: reason?.id,
            reason: reason?.description,
            description: 'Recibo 77, tesouraria.',
          },
        },
      }),
    ]);
  });

  it('manualPayment de um boleto já pago é recusada com o código do modelo e não muda nada', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, PAID_BY_BANK, MANUAL, cash(PAID_BY_BANK));
    expect(codes(result)).toEqual([refusalCode(billingMachine, 'manualPayment', 'PAID')]);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      currentStatus: 'PAID',
      allowedStatuses: allowedStates(billingMachine, 'manualPayment'),
    });
  });

  it('manualPayment com um motivo que a escola não tem é recusada com INVALID_REFERENCE e não muda nada', async () => {
    const session = await loggedIn(START);
    const variables = cash(FEBRUARY);
    const result = await refused(session, FEBRUARY, MANUAL, {data: {...variables.data, reasonForManualPaymentId: 999}});
    expect(codes(result)).toEqual(['INVALID_REFERENCE']);
    expect(result.errors?.[0]?.extensions).toMatchObject({field: 'reasonForManualPaymentId'});
  });

  it('manualPayment com uma data que não é ISO 8601 é recusada com INVALID_FIELD_VALUE e não muda nada', async () => {
    const session = await loggedIn(START);
    const variables = cash(FEBRUARY);
    const result = await refused(session, FEBRUARY, MANUAL, {data: {...variables.data, paymentDate: '12/03/2025'}});
    expect(codes(result)).toEqual(['INVALID_FIELD_VALUE']);
    expect(result.errors?.[0]?.extensions).toMatchObject({field: 'paymentDate', reason: 'FORMAT'});
  });

  it('undoManualPayment antes do vencimento devolve o boleto a REGISTERED, sem os dados do pagamento', async () => {
    const session = await loggedIn(START);
    await session.call(MANUAL, cash(FEBRUARY));
    const emitted = session.simulator.events().length;
    const result = await session.call(UNDO_MANUAL, {data: {id: FEBRUARY}});
    expect(result.errors).toBeUndefined();
    expect(result.data?.undoManualPayment).toMatchObject({
      billingStatus: 'REGISTERED',
      isManualPayment: false,
      amountPaid: null,
      paymentDate: null,
      itIsPayable: true,
    });
    expect(changes(session, emitted)).toEqual([
      expect.objectContaining({previousBillingStatus: 'PAID', billingStatus: 'REGISTERED', payment: null}),
    ]);
  });

  it('depois do vencimento: a baixa regulariza o responsável, e desfeita ela volta a OVERDUE e a IN_DEBT', async () => {
    const session = await loggedIn(START);
    await settleOverdue(session.simulator, OWNER);
    expect(await condition(session)).toBe('REGULAR');
    await session.simulator.advance(FEBRUARY_ENDS - session.simulator.now().getTime());
    expect((await read(session, FEBRUARY)).billingStatus).toBe('OVERDUE');
    expect(await condition(session)).toBe('IN_DEBT');
    await session.call(MANUAL, cash(FEBRUARY, 1277.3));
    expect(await condition(session)).toBe('REGULAR');
    const emitted = session.simulator.events().length;
    const result = await session.call(UNDO_MANUAL, {data: {id: FEBRUARY}});
    expect(result.data?.undoManualPayment).toMatchObject({billingStatus: 'OVERDUE', itIsPayable: true});
    expect(changes(session, emitted)).toEqual([
      expect.objectContaining({previousBillingStatus: 'PAID', billingStatus: 'OVERDUE'}),
    ]);
    expect(await condition(session)).toBe('IN_DEBT');
  });

  it('undoManualPayment de um boleto pago no banco é recusada pela regra do modelo e não muda nada', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, PAID_BY_BANK, UNDO_MANUAL, {data: {id: PAID_BY_BANK}});
    const rule = billingMachine.rules.find((item) => item.operation === 'undoManualPayment');
    expect(codes(result)).toEqual([rule?.code]);
    expect(result.errors?.[0]?.message).toContain(rule?.when);
  });

  it('undoManualPayment de um boleto em aberto é recusada com o código do modelo', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, FEBRUARY, UNDO_MANUAL, {data: {id: FEBRUARY}});
    expect(codes(result)).toEqual([refusalCode(billingMachine, 'undoManualPayment', 'REGISTERED')]);
  });
});

describe('simulador: estorno', () => {
  const refund = (refundValue: number) => ({
    data: {
      id: PAID_BY_BANK,
      refundValue,
      refundReason: 'DUPLICATE_PAYMENT',
      refundDescription: 'Paga duas vezes.',
    },
  });

  it('refundBilling leva o boleto PAID a REFUNDED, com a data de hoje quando omitida, e emite a mudança com o estorno', async () => {
    const session = await loggedIn(START);
    const emitted = session.simulator.events().length;
    const result = await session.call(REFUND, refund(1188.35));
    expect(result.errors).toBeUndefined();
    expect(result.data?.refundBilling).toMatchObject({
      billingStatus: 'REFUNDED',
      amountPaid: 1188.35,
      hasRefund: true,
      refundValue: 1188.35,
      refundDate: '2026-01-20T00:00:00.000Z',
      refundReason: 'DUPLICATE_PAYMENT',
      refundDescription: 'Paga duas vezes.',
    });
    expect(changes(session, emitted)).toEqual([
      expect.objectContaining({
        previousBillingStatus: 'PAID',
        billingStatus: 'REFUNDED',
        refund: {refundDate: '2026-01-20T00:00:00.000Z', refundValue: 1188.35, refundReason: 'DUPLICATE_PAYMENT'},
      }),
    ]);
  });

  it('refundBilling acima do valor pago é recusada pela regra do modelo e não muda nada', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, PAID_BY_BANK, REFUND, refund(1188.36));
    expect(codes(result)).toEqual([billingMachine.rules.find((rule) => rule.operation === 'refundBilling')?.code]);
    expect(result.errors?.[0]?.extensions).toMatchObject({field: 'refundValue'});
  });

  it('refundBilling de um boleto em aberto é recusada com o código do modelo e não muda nada', async () => {
    const session = await loggedIn(START);
    const result = await refused(session, FEBRUARY, REFUND, {data: {...refund(10).data, id: FEBRUARY}});
    expect(codes(result)).toEqual([refusalCode(billingMachine, 'refundBilling', 'REGISTERED')]);
    expect(result.errors?.[0]?.extensions).toMatchObject({currentStatus: 'REGISTERED', allowedStatuses: ['PAID']});
  });

  it('undoRefundBilling devolve o boleto a PAID e apaga o estorno; num boleto PAID é recusada', async () => {
    const session = await loggedIn(START);
    await session.call(REFUND, refund(100));
    const emitted = session.simulator.events().length;
    const result = await session.call(UNDO_REFUND, {data: {id: PAID_BY_BANK}});
    expect(result.errors).toBeUndefined();
    expect(result.data?.undoRefundBilling).toMatchObject({
      billingStatus: 'PAID',
      amountPaid: 1188.35,
      hasRefund: false,
      refundValue: null,
      refundDate: null,
      refundReason: null,
    });
    expect(changes(session, emitted)).toEqual([
      expect.objectContaining({previousBillingStatus: 'REFUNDED', billingStatus: 'PAID', refund: null}),
    ]);
    const again = await refused(session, PAID_BY_BANK, UNDO_REFUND, {data: {id: PAID_BY_BANK}});
    expect(codes(again)).toEqual([refusalCode(billingMachine, 'undoRefundBilling', 'PAID')]);
  });
});
