import {describe, expect, it} from 'vitest';

import {enrollmentStatusMachine, refusalCode} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {codes, loggedIn, type LoggedIn} from '../../../support/simulator';

const START = `mutation Start($data: StartEnrollmentDataInput!) { startEnrollment(data: $data) { id } }`;
const COMPLETE = `mutation Complete($data: CompleteEnrollmentDataInput!) {
  completeEnrollment(data: $data) { id status paymentPlanId contract { id documentId } }
}`;
const CANCEL = `mutation Cancel($data: CancelEnrollmentDataInput!) {
  cancelEnrollment(data: $data) { id status situation contract { paymentPlanScheduled document { status } } }
}`;
const DOCUMENT = `query Doc($id: Int!) { digitalAcceptanceDocument(id: $id) { status signatories { acceptanceStatus } } }`;
const PLAN = `query Plan($id: Int!) { paymentPlan(id: $id) { billings { id billingStatus cancellationReason dueDate } } }`;

/** Gabriel (dependent 1481) enrolled for 2026 by Marcos (74), as in enrollments.test.ts. */
const details = {
  academicYearId: 58,
  academicLevelId: 213,
  academicSerieId: 236,
  academicClassId: 342,
  isExempt: false,
  installmentDueDate: '2026-01-10T00:00:00.000Z',
  totalInstallmentValue: 3000,
  installmentQuantity: 3,
};
const contract = (acceptance: boolean) => ({
  type: 'ENROLLMENT',
  totalInstallmentValue: 3000,
  installmentQuantity: 3,
  installmentValue: 1000,
  installmentsMaturity: 10,
  startDateInstallment: '2026-01-10T00:00:00.000Z',
  lastDayInstallment: '2026-03-10T00:00:00.000Z',
  financialOwnerRg: '284561390',
  generateDigitalAcceptance: acceptance,
  generateEnrollmentPaymentPlan: true,
  sendNotification: false,
});

async function enrolled(session: LoggedIn, acceptance: boolean) {
  const started = await session.call(START, {data: {dependentId: 1481, financialOwnerId: 74, targetYear: 2026}});
  const id = (started.data?.startEnrollment as {id: number}).id;
  const completed = await session.call(COMPLETE, {data: {enrollmentId: id, details, contract: contract(acceptance)}});
  expect(completed.errors).toBeUndefined();
  return completed.data?.completeEnrollment as {
    id: number;
    status: string;
    paymentPlanId: number | null;
    contract: {documentId: number | null};
  };
}

describe('simulador: cancelEnrollment', () => {
  it('em aceite: matrícula CANCELED, documento e signatários CANCELED, plano agendado descartado, eventos do modelo', async () => {
    const session = await loggedIn('2025-10-06T14:00:00.000Z');
    const enrollment = await enrolled(session, true);
    expect(enrollment.status).toBe('IN_TERM_ACCEPTANCE');
    const before = session.simulator.events().length;
    const result = await session.call(CANCEL, {data: {id: enrollment.id, reason: 'Família desistiu'}});
    expect(result.errors).toBeUndefined();
    expect(result.data?.cancelEnrollment).toMatchObject({
      status: 'CANCELED',
      situation: 'CANCELED',
      contract: {paymentPlanScheduled: false, document: {status: 'CANCELED'}},
    });
    const document = (await session.call(DOCUMENT, {id: enrollment.contract.documentId})).data
      ?.digitalAcceptanceDocument as {signatories: {acceptanceStatus: string}[]};
    expect(document.signatories.map((signatory) => signatory.acceptanceStatus)).toEqual(['CANCELED', 'CANCELED']);
    expect(
      session.simulator
        .events()
        .slice(before)
        .map((event) => event.event),
    ).toEqual(['ENROLLMENT_STATUS_CHANGED', 'DIGITAL_ACCEPTANCE_STATUS_CHANGED']);

    const emitted = session.simulator.events().length;
    const again = await session.call(CANCEL, {data: {id: enrollment.id, reason: 'de novo'}});
    expect(codes(again)).toEqual([refusalCode(enrollmentStatusMachine, 'cancelEnrollment', 'CANCELED')]);
    expect(again.errors?.[0]?.extensions).toMatchObject({currentStatus: 'CANCELED'});
    expect(session.simulator.events()).toHaveLength(emitted);
  });

  it('aguardando pagamento: os boletos em aberto são cancelados com ENROLLMENT_CANCELED; os pagos ficam', async () => {
    const session = await loggedIn('2025-10-06T14:00:00.000Z');
    const enrollment = await enrolled(session, false);
    expect(enrollment.status).toBe('AWAITING_PAYMENT');
    await session.simulator.advance(Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000);
    const plan = async () =>
      (
        (await session.call(PLAN, {id: enrollment.paymentPlanId})).data?.paymentPlan as {
          billings: {id: number; billingStatus: string; cancellationReason: string | null; dueDate: string}[];
        }
      ).billings.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    const [first] = await plan();
    await session.simulator.payBilling(first?.id ?? 0, 'PIX');
    const result = await session.call(CANCEL, {data: {id: enrollment.id, reason: 'Mudança de cidade'}});
    expect(result.data?.cancelEnrollment).toMatchObject({status: 'CANCELED', situation: 'CANCELED'});
    expect((await plan()).map((billing) => [billing.billingStatus, billing.cancellationReason])).toEqual([
      ['PAID', null],
      ['CANCELED', 'ENROLLMENT_CANCELED'],
      ['CANCELED', 'ENROLLMENT_CANCELED'],
    ]);
  });

  it('com cancelOpenBillings falso, os boletos continuam a vencer', async () => {
    const session = await loggedIn('2025-10-06T14:00:00.000Z');
    const enrollment = await enrolled(session, false);
    await session.simulator.advance(Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000);
    await session.call(CANCEL, {data: {id: enrollment.id, reason: 'Desistência', cancelOpenBillings: false}});
    const billings = (await session.call(PLAN, {id: enrollment.paymentPlanId})).data?.paymentPlan as {
      billings: {billingStatus: string}[];
    };
    expect(billings.billings.map((billing) => billing.billingStatus)).toEqual(Array(3).fill('REGISTERED'));
  });

  it('recusa sem id nem refId, e uma matrícula que não existe', async () => {
    const {call} = await loggedIn();
    expect(codes(await call(CANCEL, {data: {reason: 'x'}}))).toEqual(['REQUIRED_FIELD_MISSING']);
    expect(codes(await call(CANCEL, {data: {id: 1, reason: 'x'}}))).toEqual(['ENTITY_NOT_FOUND']);
  });
});
