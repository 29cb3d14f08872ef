/**
 * Enrollments on the money path: started, completed with or without a digital acceptance to
 * collect, the acceptance document answered by its signatories, the plan generated when the
 * model says (in the call, or when the document reaches ACCEPTED), and the enrollment COMPLETED
 * when its first charge is paid. Every move is read from the model's enrollment, contract,
 * document and signatory machines.
 */
import {
  contractMachine,
  digitalAcceptanceDocumentMachine,
  digitalAcceptanceSignatoryMachine,
  enrollmentSituationMachine,
  enrollmentStatusMachine,
  financialOwnerConditionMachine,
  paymentPlanMachine,
} from '../../../data/model';
import {byMonth, competenceOf, punctualityDiscountOf} from '../../../data/world/billing-builder';
import {enrollmentContractTitle, signedFileUrl} from '../../../data/world/digital-acceptance';
import {school} from '../../../data/world/school';
import {users} from '../../../data/world/users';
import type {Engine} from '../engine';
import {creation, fieldsOf, move, refuseOrMove, stateOf, type Moved} from '../machine';
import {documentOfEvent, enrollmentOfEvent, paymentPlanOfEvent} from '../payloads';
import {invalidReference, notFound, ruleRefusal} from '../refusal';
import type {Rec} from '../store';
import {acceptanceDeadline} from './acceptance-documents';
import {emitCreated, newBilling} from './billings';
import {omit, target} from './target';
import {dataOf, type RootResolver} from './types';

function emitEnrollment(engine: Engine, enrollment: Rec, moved: Moved, previousSituation: string | null): void {
  for (const event of moved.events)
    engine.emit(event, enrollment.refId, {
      enrollment: enrollmentOfEvent(enrollment, moved.from === '' ? null : moved.from, previousSituation),
    });
}

function byIdOrRef(engine: Engine, typeName: string, id: unknown, refId: unknown, field: string): Rec {
  const record =
    id !== undefined && id !== null ? engine.store.byId(typeName, id) : engine.store.byRefId(typeName, refId);
  if (record === undefined || record.deleted === true) throw invalidReference(field);
  return record;
}

const addMonths = (iso: string, months: number): string => {
  const date = new Date(iso);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString();
};

/**
 * The enrollment's plan, one boleto per instalment, with the events of a plan created by the
 * contract: each boleto named by its month (as the world's annuities are), charging for that
 * month, with the contract's punctuality discount until its due date.
 */
function generatePlan(engine: Engine, enrollment: Rec, contract: Rec, operation: string): void {
  const created = creation(paymentPlanMachine, {kind: 'cascade', machine: 'contract', to: 'PLAN_GENERATED'});
  const quantity = Number(contract.installmentQuantity ?? enrollment.installmentQuantity ?? 1);
  const value = Number(contract.installmentValue ?? enrollment.installmentValue ?? 0);
  const first = String(contract.startDateInstallment ?? enrollment.installmentDueDate);
  const punctuality = Number(contract.punctualityDiscount ?? 0);
  const discount =
    punctuality > 0
      ? punctualityDiscountOf(value, punctuality, contract.punctualityDiscountIsPercentage === true)
      : null;
  const plan = engine.store.insert('PaymentPlan', {
    companyId: engine.schoolFor(enrollment.refId).id,
    financialIntegrationId: null,
    financialOwnerId: enrollment.financialOwnerId,
    dependentId: enrollment.dependentId,
    enrollmentId: enrollment.id,
    description: `Anuidade ${String(enrollment.targetYear)}`,
    paymentPlanType: 'MONTHLY',
    parcelQuantity: quantity,
    totalValue: Math.round(value * quantity * 100) / 100,
    creationDate: engine.clock.iso(),
    ...fieldsOf(paymentPlanMachine, created.to),
  });
  const describe = byMonth(String(plan.description));
  const billings = Array.from({length: quantity}, (_, index) => {
    const dueDate = addMonths(first, index);
    return newBilling(
      engine,
      plan,
      {
        dueDate,
        value,
        description: describe(index + 1, dueDate),
        competenceDate: competenceOf(dueDate),
        discount,
        discountUntil: discount === null ? null : dueDate,
        paymentType: 'BOLETO',
      },
      operation,
    );
  });
  for (const event of created.events) engine.emit(event, plan.refId, {paymentPlan: paymentPlanOfEvent(plan, billings)});
  emitCreated(engine, operation, plan, billings);
  contract.paymentPlanId = plan.id;
  contract.paymentPlanScheduled = false;
  enrollment.paymentPlanId = plan.id;
}

/** No acceptance left to collect: the enrollment waits for its first charge, or is complete when it is exempt. */
const afterAcceptance = (enrollment: Rec): string => (enrollment.isExempt === true ? 'COMPLETED' : 'AWAITING_PAYMENT');

export const enrollmentResolvers: Record<string, RootResolver> = {
  startEnrollment: (args, engine) => {
    const data = dataOf(args);
    const dependent = byIdOrRef(engine, 'Dependent', data.dependentId, data.dependentRefId, 'dependentId');
    const owner = byIdOrRef(
      engine,
      'FinancialOwner',
      data.financialOwnerId,
      data.financialOwnerRefId,
      'financialOwnerId',
    );
    const condition = stateOf(financialOwnerConditionMachine, owner);
    if (condition === 'BLOCKED') throw ruleRefusal(enrollmentStatusMachine, 'startEnrollment', 'INVALID_STATE');
    if (condition === 'IN_DEBT' && (school as {allowEnrollmentIfInDebt?: boolean}).allowEnrollmentIfInDebt !== true)
      throw ruleRefusal(enrollmentStatusMachine, 'startEnrollment', 'FINANCIAL_OWNER_IN_DEBT');
    if (
      engine.store
        .all('Enrollment')
        .some(
          (enrollment) =>
            enrollment.dependentId === dependent.id &&
            enrollment.targetYear === data.targetYear &&
            enrollment.status !== 'CANCELED',
        )
    )
      throw ruleRefusal(enrollmentStatusMachine, 'startEnrollment', 'DUPLICATE_ENTITY');
    const status = creation(enrollmentStatusMachine, {kind: 'mutation', operation: 'startEnrollment'});
    const situation = creation(enrollmentSituationMachine, {kind: 'mutation', operation: 'startEnrollment'});
    const year = engine.store
      .all('AcademicYear')
      .find((candidate) => String(candidate.year) === String(data.targetYear));
    const enrollment = engine.store.insert('Enrollment', {
      dependentId: dependent.id,
      financialOwnerId: owner.id,
      targetYear: data.targetYear,
      reenrollment: data.reenrollment ?? false,
      academicYearId: year?.id ?? null,
      academicLevelId: null,
      academicSerieId: null,
      academicClassId: null,
      costCenterId: data.costCenterId ?? null,
      status: status.to,
      situation: situation.to,
      isExempt: false,
      contractId: null,
      paymentPlanId: null,
      creationDate: engine.clock.iso(),
      lastUpdateDate: null,
    });
    enrollment.registry =
      typeof data.registry === 'string' ? data.registry : `${String(data.targetYear)}-${String(enrollment.id)}`;
    emitEnrollment(engine, enrollment, status, null);
    return enrollment;
  },

  completeEnrollment: (args, engine) => {
    const data = dataOf(args);
    const enrollment = target(engine.store, 'Enrollment', {id: data.enrollmentId, refId: data.enrollmentRefId});
    const details = (data.details ?? {}) as Record<string, unknown>;
    const contractInput = (data.contract ?? null) as Record<string, unknown> | null;
    const academicClass = engine.store.byId('AcademicClass', details.academicClassId);
    if (academicClass === undefined) throw invalidReference('academicClassId');
    const seated = engine.store
      .all('Enrollment')
      .filter((other) => other.academicClassId === academicClass.id && other.status !== 'CANCELED');
    if (typeof academicClass.enrollmentLimit === 'number' && seated.length >= academicClass.enrollmentLimit)
      throw ruleRefusal(enrollmentStatusMachine, 'completeEnrollment', 'ENROLLMENT_LIMIT_REACHED');
    const collects =
      contractInput?.generateDigitalAcceptance === true &&
      (school as {digitalAcceptanceAutoAccept?: boolean}).digitalAcceptanceAutoAccept !== true;
    Object.assign(enrollment, {
      academicYearId: details.academicYearId,
      academicLevelId: details.academicLevelId,
      academicSerieId: details.academicSerieId,
      academicClassId: details.academicClassId,
      isExempt: details.isExempt,
      installmentDueDate: details.installmentDueDate ?? null,
      totalInstallmentValue: details.totalInstallmentValue ?? null,
      installmentQuantity: details.installmentQuantity ?? null,
      installmentValue:
        contractInput?.installmentValue ??
        (typeof details.totalInstallmentValue === 'number' && typeof details.installmentQuantity === 'number'
          ? Math.round((details.totalInstallmentValue / details.installmentQuantity) * 100) / 100
          : null),
      lastUpdateDate: engine.clock.iso(),
    });
    const moved = refuseOrMove(
      enrollmentStatusMachine,
      enrollment,
      'completeEnrollment',
      collects ? 'IN_TERM_ACCEPTANCE' : afterAcceptance(enrollment),
    );
    if (contractInput !== null) {
      const wantsPlan = contractInput.generateEnrollmentPaymentPlan === true;
      const planState = wantsPlan ? (collects ? 'PLAN_SCHEDULED' : 'PLAN_GENERATED') : 'NO_PLAN';
      creation(contractMachine, {kind: 'mutation', operation: 'completeEnrollment'}, planState);
      // The contract keeps its terms; the switches of the call are not fields of Contract.
      const contract = engine.store.insert('Contract', {
        ...omit(contractInput, [
          'generateDigitalAcceptance',
          'generateEnrollmentPaymentPlan',
          'sendNotification',
          'email',
        ]),
        dependentId: enrollment.dependentId,
        financialOwnerId: enrollment.financialOwnerId,
        enrollmentId: enrollment.id,
        manualContract: false,
        paymentPlanId: null,
        paymentPlanScheduled: planState === 'PLAN_SCHEDULED',
        documentId: null,
        active: true,
        deleted: false,
        creationDate: engine.clock.iso(),
        lastUpdateDate: null,
      });
      enrollment.contractId = contract.id;
      if (collects) {
        const sent = creation(digitalAcceptanceDocumentMachine, {kind: 'mutation', operation: 'completeEnrollment'});
        const document = engine.store.insert('DigitalAcceptanceDocument', {
          companyId: engine.schoolFor(enrollment.refId).id,
          enrollmentId: enrollment.id,
          contractId: contract.id,
          title: enrollmentContractTitle(
            Number(enrollment.targetYear),
            engine.store.byId('Dependent', enrollment.dependentId)?.name as string | undefined,
          ),
          documentType: 'ENROLLMENT_CONTRACT',
          status: sent.to,
          sentDate: engine.clock.iso(),
          expirationDate: acceptanceDeadline(engine.clock.iso()),
          completedDate: null,
          signedFileUrl: null,
          creationDate: engine.clock.iso(),
          lastUpdateDate: null,
        });
        contract.documentId = document.id;
        const owner = engine.store.byId('FinancialOwner', enrollment.financialOwnerId);
        const signatory = creation(digitalAcceptanceSignatoryMachine, {
          kind: 'mutation',
          operation: 'createDigitalAcceptanceDocument',
        });
        // The financial owner signs first, then the school's secretary (the world's school representative).
        const representative = users.find((user) => user.roles.includes('Secretaria'));
        const invited = [
          {
            name: owner?.name,
            email: contractInput.email ?? owner?.email,
            cpf: owner?.cpf ?? null,
            signatoryType: 'FINANCIAL_OWNER',
            signingOrder: 1,
            financialOwnerId: owner?.id ?? null,
          },
          {
            name: representative?.name,
            email: representative?.email,
            cpf: null,
            signatoryType: 'SCHOOL_REPRESENTATIVE',
            signingOrder: 2,
            financialOwnerId: null,
          },
        ];
        for (const person of invited)
          engine.store.insert('DigitalAcceptanceSignatory', {
            ...person,
            documentId: document.id,
            acceptanceStatus: signatory.to,
            acceptanceDate: null,
            // The document is sent now: each signatory's invitation goes with it.
            lastSentDate: engine.clock.iso(),
            active: true,
            deleted: false,
            creationDate: engine.clock.iso(),
          });
        for (const event of sent.events)
          engine.emit(event, document.refId, {document: documentOfEvent(document, null)});
      } else if (planState === 'PLAN_GENERATED') {
        generatePlan(engine, enrollment, contract, 'completeEnrollment');
      }
    }
    emitEnrollment(engine, enrollment, moved, enrollment.situation as string);
    return enrollment;
  },

  acceptDigitalAcceptanceDocument: (args, engine) => {
    const data = dataOf(args);
    const document = target(engine.store, 'DigitalAcceptanceDocument', data);
    const signatories = engine.store
      .all('DigitalAcceptanceSignatory')
      .filter((candidate) => candidate.documentId === document.id);
    const signatory = signatories.find((candidate) => candidate.id === data.signatoryId);
    if (signatory === undefined) throw notFound('DigitalAcceptanceSignatory', 'signatoryId');
    const pendingAfter = signatories.filter(
      (candidate) => candidate !== signatory && candidate.acceptanceStatus !== 'ACCEPTED',
    );
    const moved = refuseOrMove(
      digitalAcceptanceDocumentMachine,
      document,
      'acceptDigitalAcceptanceDocument',
      pendingAfter.length === 0 ? 'ACCEPTED' : 'PARTIALLY_ACCEPTED',
    );
    refuseOrMove(digitalAcceptanceSignatoryMachine, signatory, 'acceptDigitalAcceptanceDocument');
    signatory.acceptanceDate = engine.clock.iso();
    signatory.ipAddress = data.ipAddress ?? null;
    if (moved.to === 'ACCEPTED') {
      document.completedDate = engine.clock.iso();
      document.signedFileUrl = signedFileUrl(String(document.refId), engine.clock.iso());
    }
    for (const event of moved.events)
      engine.emit(event, document.refId, {document: documentOfEvent(document, moved.from)});
    if (moved.to !== 'ACCEPTED') return document;
    const contract = engine.store.byId('Contract', engine.store.byId('Enrollment', document.enrollmentId)?.contractId);
    const enrollment = engine.store.byId('Enrollment', document.enrollmentId);
    if (contract !== undefined && enrollment !== undefined) {
      if (
        move(
          contractMachine,
          contract,
          {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'ACCEPTED'},
          'PLAN_GENERATED',
        ) !== undefined
      )
        generatePlan(engine, enrollment, contract, 'acceptDigitalAcceptanceDocument');
      const step = move(
        enrollmentStatusMachine,
        enrollment,
        {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'ACCEPTED'},
        afterAcceptance(enrollment),
      );
      if (step !== undefined) emitEnrollment(engine, enrollment, step, enrollment.situation as string);
    }
    return document;
  },
};

/** The first charge of an enrollment's plan was paid: the enrollment waiting for it is COMPLETED. */
export function completeOnFirstPayment(engine: Engine, billing: Rec): void {
  const plan = engine.store.byId('PaymentPlan', billing.paymentPlanId);
  const enrollment = plan === undefined ? undefined : engine.store.byId('Enrollment', plan.enrollmentId);
  if (enrollment === undefined || enrollment.paymentPlanId !== plan?.id) return;
  const first = engine.store
    .all('Billing')
    .filter((candidate) => candidate.paymentPlanId === plan?.id)
    .sort((a, b) => String(a.dueDate).localeCompare(String(b.dueDate)))[0];
  if (first !== billing) return;
  const moved = move(
    enrollmentStatusMachine,
    enrollment,
    {kind: 'cascade', machine: 'billing', to: 'PAID'},
    'COMPLETED',
  );
  if (moved !== undefined) emitEnrollment(engine, enrollment, moved, enrollment.situation as string);
}
