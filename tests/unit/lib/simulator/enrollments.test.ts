import {describe, expect, it} from 'vitest';

import {enrollmentStatusMachine, refusalCode} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {enrollments, financialOwners} from '../../../../src/data/world';
import {codes, loggedIn} from '../../../support/simulator';

const START = `mutation Start($data: StartEnrollmentDataInput!) { startEnrollment(data: $data) { id status situation academicYearId } }`;
const COMPLETE = `mutation Complete($data: CompleteEnrollmentDataInput!) {
  completeEnrollment(data: $data) { id status paymentPlanId contract { id documentId paymentPlanScheduled } }
}`;
const SIGNATORIES = `query Signatories($documentId: Int!) {
  digitalAcceptanceSignatories(where: {documentId: {eq: $documentId}}, order: [{signingOrder: ASC}]) { items { id signatoryType acceptanceStatus lastSentDate } }
}`;
const ACCEPT = `mutation Accept($data: AcceptDigitalAcceptanceDocumentDataInput!) { acceptDigitalAcceptanceDocument(data: $data) { id status } }`;
const ENROLLMENT = `query Enrollment($id: Int!) {
  enrollment(id: $id) { status paymentPlanId paymentPlan { id parcelQuantity billings { id billingStatus dueDate } } }
}`;

/** Gabriel (dependent 1481), who has no enrollment in the world, enrolled for 2026 by Marcos (74, REGULAR). */
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
const contract = {
  type: 'ENROLLMENT',
  totalInstallmentValue: 3000,
  installmentQuantity: 3,
  installmentValue: 1000,
  installmentsMaturity: 10,
  startDateInstallment: '2026-01-10T00:00:00.000Z',
  lastDayInstallment: '2026-03-10T00:00:00.000Z',
  financialOwnerRg: '284561390',
  generateDigitalAcceptance: true,
  generateEnrollmentPaymentPlan: true,
  sendNotification: false,
};

describe('simulador: matrícula com aceite digital', () => {
  it('STARTED → IN_TERM_ACCEPTANCE; o aceite gera o plano → AWAITING_PAYMENT; o primeiro boleto pago → COMPLETED', async () => {
    const {simulator, call} = await loggedIn('2025-10-06T14:00:00.000Z');
    const started = await call(START, {data: {dependentId: 1481, financialOwnerId: 74, targetYear: 2026}});
    expect(started.errors).toBeUndefined();
    const enrollment = started.data?.startEnrollment as {id: number; status: string; situation: string};
    // The year comes from targetYear (the world's AcademicYear.year is text).
    expect(enrollment).toMatchObject({status: 'STARTED', situation: 'ACTIVE', academicYearId: 58});

    const completed = await call(COMPLETE, {data: {enrollmentId: enrollment.id, details, contract}});
    expect(completed.errors).toBeUndefined();
    const afterComplete = completed.data?.completeEnrollment as {
      status: string;
      paymentPlanId: null;
      contract: {documentId: number; paymentPlanScheduled: boolean};
    };
    expect(afterComplete).toMatchObject({
      status: 'IN_TERM_ACCEPTANCE',
      paymentPlanId: null,
      contract: {paymentPlanScheduled: true},
    });

    const again = await call(COMPLETE, {data: {enrollmentId: enrollment.id, details, contract}});
    expect(codes(again)).toEqual([refusalCode(enrollmentStatusMachine, 'completeEnrollment', 'IN_TERM_ACCEPTANCE')]);

    const documentId = afterComplete.contract.documentId;
    const signatories = (
      (await call(SIGNATORIES, {documentId})).data?.digitalAcceptanceSignatories as {
        items: {id: number; signatoryType: string}[];
      }
    ).items;
    expect(signatories.map((signatory) => signatory.signatoryType)).toEqual([
      'FINANCIAL_OWNER',
      'SCHOOL_REPRESENTATIVE',
    ]);
    // Sent with the document: each signatory was invited at the moment of the sending.
    expect(signatories.map((signatory) => (signatory as {lastSentDate?: unknown}).lastSentDate)).toEqual([
      simulator.now().toISOString(),
      simulator.now().toISOString(),
    ]);
    const first = await call(ACCEPT, {data: {id: documentId, signatoryId: signatories[0]?.id}});
    expect(first.data?.acceptDigitalAcceptanceDocument).toMatchObject({status: 'PARTIALLY_ACCEPTED'});
    expect((await call(ENROLLMENT, {id: enrollment.id})).data?.enrollment).toMatchObject({
      status: 'IN_TERM_ACCEPTANCE',
      paymentPlanId: null,
    });
    const last = await call(ACCEPT, {data: {id: documentId, signatoryId: signatories[1]?.id}});
    expect(last.data?.acceptDigitalAcceptanceDocument).toMatchObject({status: 'ACCEPTED'});

    const awaiting = (await call(ENROLLMENT, {id: enrollment.id})).data?.enrollment as {
      status: string;
      paymentPlan: {parcelQuantity: number; billings: {id: number; billingStatus: string; dueDate: string}[]};
    };
    expect(awaiting.status).toBe('AWAITING_PAYMENT');
    expect(awaiting.paymentPlan.parcelQuantity).toBe(3);
    expect(awaiting.paymentPlan.billings.map((billing) => billing.billingStatus)).toEqual(
      Array(3).fill('PENDING_REGISTRATION'),
    );

    await simulator.advance(Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000);
    const firstBilling = [...awaiting.paymentPlan.billings].sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
    await simulator.payBilling(firstBilling?.id ?? 0, 'BOLETO');
    expect((await call(ENROLLMENT, {id: enrollment.id})).data?.enrollment).toMatchObject({status: 'COMPLETED'});
    expect(
      simulator
        .events()
        .filter((event) => event.event === 'ENROLLMENT_STATUS_CHANGED')
        .map(
          (event) => (event.payload as {data: {enrollment: {previousStatus: string; status: string}}}).data.enrollment,
        ),
    ).toMatchObject([
      {previousStatus: 'STARTED', status: 'IN_TERM_ACCEPTANCE'},
      {previousStatus: 'IN_TERM_ACCEPTANCE', status: 'AWAITING_PAYMENT'},
      {previousStatus: 'AWAITING_PAYMENT', status: 'COMPLETED'},
    ]);
  });

  it('recusa uma segunda matrícula do mesmo dependente no mesmo ano com o código da regra do modelo', async () => {
    const rafael = enrollments.find((enrollment) => enrollment.dependentId === 1570);
    // An hour after Rafael's enrollment was created: before it, the simulator's world does not hold it yet.
    const {call} = await loggedIn(new Date(Date.parse(rafael?.creationDate ?? '') + 3_600_000).toISOString());
    const result = await call(START, {data: {dependentId: 1570, financialOwnerId: 66, targetYear: rafael?.targetYear}});
    const rule = enrollmentStatusMachine.rules.find(
      (item) => item.operation === 'startEnrollment' && item.code === 'DUPLICATE_ENTITY',
    );
    expect(codes(result)).toEqual([rule?.code]);
  });

  it('recusa a matrícula pedida por um responsável inadimplente com o código da regra do modelo', async () => {
    const {call} = await loggedIn('2025-10-06T14:00:00.000Z');
    // Adriana (91), IN_DEBT since her agreement broke, and her son Lucas (1611).
    const adriana = financialOwners.find((owner) => owner.id === 91);
    expect(adriana?.condition).toBe('IN_DEBT');
    const result = await call(START, {data: {dependentId: 1611, financialOwnerId: 91, targetYear: 2026}});
    const rule = enrollmentStatusMachine.rules.find(
      (item) => item.operation === 'startEnrollment' && item.when.includes('IN_DEBT'),
    );
    expect(codes(result)).toEqual([rule?.code]);
  });

  it('Carla (68) está em dia em 06/10/2025: a rematrícula do Théo para 2026 começa', async () => {
    const {call} = await loggedIn(enrollments.find((enrollment) => enrollment.id === 1178)?.creationDate);
    const result = await call(START, {data: {dependentId: 1543, financialOwnerId: 68, targetYear: 2026}});
    expect(result.errors).toBeUndefined();
    expect(result.data?.startEnrollment).toMatchObject({status: 'STARTED'});
  });
});
