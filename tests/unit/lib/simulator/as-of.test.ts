import {describe, expect, it} from 'vitest';

import {
  billings,
  changedAt,
  contract2026,
  contractDocument2026,
  digitalAcceptanceSignatories,
  enrollment2026,
  fieldsAt,
  paymentPlans,
  theoSupplies2025,
  webHookEvents,
  type Earlier,
} from '../../../../src/data/world';
import {loggedIn} from '../../../support/simulator';

const ENROLLMENT = `query E($id: Int!) { enrollment(id: $id) { id status contractId paymentPlanId lastUpdateDate } }`;
const BILLING = `query B($id: Int!) { billing(id: $id) { id billingStatus paymentDate amountPaid isManualPayment } }`;
const PLAN = `query P($id: Int!) { paymentPlan(id: $id) { id isCanceled billings(order: [{id: ASC}]) { id billingStatus } } }`;
const SIGNATORY = `query S($where: DigitalAcceptanceSignatoryFilterInput) {
  digitalAcceptanceSignatories(where: $where) { items { id acceptanceStatus acceptanceDate } }
}`;
const DELIVERY = `query D($where: WebHookEventV2FilterInput) {
  webHookEventsV2(where: $where) { items { id status retryCount executionDate nextRetryAt } }
}`;

const byId = <T extends {id: number}>(records: readonly T[], id: number): T => {
  const record = records.find((candidate) => candidate.id === id);
  if (record === undefined) throw new Error(`sem o registro ${id}`);
  return record;
};
const shifted = (moment: string, milliseconds: number) => new Date(Date.parse(moment) + milliseconds).toISOString();

const paid = byId(billings, 90412);
/** The boleto with the longest story: registered, overdue, paid by hand by mistake, undone, reissued. */
const reissued = byId(billings, 90413);
const delivery = webHookEvents.flatMap((event) => (event.delivery === undefined ? [] : [event.delivery]))[0];

describe('história datada do mundo', () => {
  it('cada campo tem, num momento, o valor da primeira mudança ainda por vir que o nomeia', () => {
    const overdue = changedAt(reissued, 'billingStatus', 'OVERDUE');
    const manual = changedAt(reissued, 'billingStatus', 'PAID');
    expect(fieldsAt(reissued, shifted(overdue, -1))).toMatchObject({billingStatus: 'REGISTERED', paymentDate: null});
    expect(fieldsAt(reissued, overdue)).toMatchObject({billingStatus: 'REGISTERED'});
    expect(fieldsAt(reissued, shifted(overdue, 1))).toMatchObject({billingStatus: 'OVERDUE', amountPaid: null});
    expect(fieldsAt(reissued, shifted(manual, 1))).toMatchObject({
      billingStatus: 'PAID',
      isManualPayment: true,
      amountPaid: 394.39,
      lastUpdateDate: manual,
    });
    expect(fieldsAt(reissued, shifted(changedAt(reissued, 'billingStatus'), 1))).toMatchObject({
      billingStatus: 'REISSUED',
      paymentDate: null,
      isManualPayment: false,
    });
  });

  it('antes da criação o registro não existe, e antes da remoção não está removido', () => {
    expect(fieldsAt(enrollment2026, enrollment2026.creationDate)).toBeUndefined();
    const removed = paymentPlans.find((plan) => plan.removedAt !== undefined);
    expect(removed?.removedAt).toBeDefined();
    expect(fieldsAt(removed ?? {}, removed?.removedAt ?? '')).not.toHaveProperty('removedAt');
    expect(fieldsAt(removed ?? {}, shifted(removed?.removedAt ?? '', 1))).toHaveProperty('removedAt');
  });

  it('changedAt lê o momento da história e recusa uma mudança que o mundo não data', () => {
    expect(changedAt(contractDocument2026, 'status')).toBe(contractDocument2026.completedDate);
    expect(changedAt(contract2026, 'paymentPlanId')).toBe(byId(paymentPlans, 3402).creationDate);
    expect(() => changedAt(enrollment2026, 'registry')).toThrow(/não data/);
  });

  it('o tsc recusa uma mudança sem data', () => {
    // @ts-expect-error: every earlier value says until when it held.
    const undated: Earlier<typeof paid> = {billingStatus: 'REGISTERED'};
    expect(undated).toBeDefined();
  });
});

describe('simulador: o mundo num momento anterior ao fim', () => {
  it('um registro criado depois do momento ainda não existe; criado antes, existe', async () => {
    const before = await loggedIn(shifted(enrollment2026.creationDate, -1000));
    expect((await before.call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toBeNull();
    const after = await loggedIn(shifted(enrollment2026.creationDate, 1000));
    expect((await after.call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toMatchObject({
      id: enrollment2026.id,
      status: 'STARTED',
      contractId: null,
      paymentPlanId: null,
      lastUpdateDate: null,
    });
  });

  it('a matrícula passa por cada situação no momento da história, com o contrato e o plano de cada uma', async () => {
    const completed = changedAt(enrollment2026, 'status', 'IN_TERM_ACCEPTANCE');
    const awaiting = changedAt(enrollment2026, 'status', 'AWAITING_PAYMENT');
    const inTerm = await loggedIn(shifted(completed, 1000));
    expect((await inTerm.call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toEqual({
      id: enrollment2026.id,
      status: 'IN_TERM_ACCEPTANCE',
      contractId: contract2026.id,
      paymentPlanId: null,
      lastUpdateDate: completed,
    });
    const waiting = await loggedIn(shifted(changedAt(enrollment2026, 'status'), -1000));
    expect((await waiting.call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toEqual({
      id: enrollment2026.id,
      status: 'AWAITING_PAYMENT',
      contractId: contract2026.id,
      paymentPlanId: contract2026.paymentPlanId,
      lastUpdateDate: awaiting,
    });
  });

  it('um boleto pago depois do momento está na situação anterior ao pagamento, sem os dados dele', async () => {
    expect(paid.billingStatus).toBe('PAID');
    const {call} = await loggedIn(shifted(changedAt(paid, 'billingStatus'), -1000));
    expect((await call(BILLING, {id: paid.id})).data?.billing).toEqual({
      id: paid.id,
      billingStatus: 'REGISTERED',
      paymentDate: null,
      amountPaid: null,
      isManualPayment: false,
    });
  });

  it('o plano tem os boletos que existiam no momento, nas situações de então', async () => {
    const beforeReissue = await loggedIn(changedAt(reissued, 'billingStatus'));
    expect((await beforeReissue.call(PLAN, {id: reissued.paymentPlanId})).data?.paymentPlan).toEqual({
      id: reissued.paymentPlanId,
      isCanceled: false,
      billings: [
        {id: 90412, billingStatus: 'PAID'},
        {id: 90413, billingStatus: 'OVERDUE'},
        {id: 90414, billingStatus: 'REGISTERED'},
      ],
    });
    const canceled = changedAt(theoSupplies2025, 'isCanceled');
    for (const [moment, isCanceled, status] of [
      [canceled, false, 'REGISTERED'],
      [shifted(canceled, 1), true, 'CANCELED'],
    ] as const) {
      const {call} = await loggedIn(moment);
      expect((await call(PLAN, {id: theoSupplies2025.id})).data?.paymentPlan).toMatchObject({
        isCanceled,
        billings: [{billingStatus: 'PAID'}, {billingStatus: status}, {billingStatus: status}],
      });
    }
  });

  it('signatários e entregas de webhook voltam às situações de cada momento', async () => {
    const roberto = byId(digitalAcceptanceSignatories, 8813);
    const {call} = await loggedIn(changedAt(roberto, 'acceptanceStatus'));
    expect((await call(SIGNATORY, {where: {documentId: {eq: roberto.documentId}}})).data).toEqual({
      digitalAcceptanceSignatories: {
        items: [
          {
            id: 8812,
            acceptanceStatus: 'ACCEPTED',
            acceptanceDate: byId(digitalAcceptanceSignatories, 8812).acceptanceDate,
          },
          {id: 8813, acceptanceStatus: 'VIEWED', acceptanceDate: null},
          {id: 8814, acceptanceStatus: 'PENDING', acceptanceDate: null},
        ],
      },
    });
    expect(delivery).toBeDefined();
    const where = {where: {id: {eq: delivery?.id}}};
    const attempts = (delivery?.was ?? []).map((entry) => entry.executionDate ?? '');
    const second = await loggedIn(shifted(attempts[1] ?? '', 1000));
    expect((await second.call(DELIVERY, where)).data).toEqual({
      webHookEventsV2: {
        items: [
          {id: delivery?.id, status: 'RETRYING', retryCount: 1, executionDate: attempts[1], nextRetryAt: attempts[2]},
        ],
      },
    });
    const failed = await loggedIn(delivery === undefined ? '' : changedAt(delivery, 'status', 'PENDING'));
    expect((await failed.call(DELIVERY, where)).data).toEqual({
      webHookEventsV2: {
        items: [{id: delivery?.id, status: 'FAILED', retryCount: 5, executionDate: attempts[5], nextRetryAt: null}],
      },
    });
  });

  it('sem momento, o simulador parte do estado final do mundo', async () => {
    const {call} = await loggedIn();
    expect((await call(BILLING, {id: paid.id})).data?.billing).toMatchObject({billingStatus: 'PAID'});
    expect((await call(ENROLLMENT, {id: enrollment2026.id})).data?.enrollment).toMatchObject({status: 'COMPLETED'});
  });
});
