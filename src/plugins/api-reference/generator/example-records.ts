/**
 * The records of the example world (src/data/world/) that the reference's examples act on. The
 * generic values of src/lib/sample-values.ts fit an operation that only reads or creates; one that
 * names a record (`id`, `refId`, `paymentPlanId`...) or needs credentials gets here the world's
 * record of the right type, in a state where the model (src/data/model) lets the operation through
 * at the world's now, so that the example runs unchanged against the simulator; a query of one
 * record by `id` asks for the first record of the type it returns.
 *
 * Every example of the site runs in one simulator, in the site's order: the reference first, in the
 * schema's order, then the guides (tests/integration/scripts/simulador/site-examples.test.ts). So
 * an operation that ends a record (cancels, removes, pays) takes one that no later example needs
 * in its earlier state, and an operation and its undoing (manualPayment and undoManualPayment,
 * refundBilling and undoRefundBilling) act on the same boleto, which ends as it began.
 */
import type {OperationKind} from '../../../lib/reference-layout';
import {worldNow} from '../../../lib/simulator';
import {
  academicClasses,
  academicLevels,
  academicSeries,
  annuity2025,
  annuity2026,
  annuity2026Billings,
  agreements,
  billings,
  carla,
  dependents,
  digitalAcceptanceDocuments,
  digitalAcceptanceSignatories,
  english2025,
  enrollments,
  financialIntegrations,
  integrationUser,
  judo2025,
  paymentPlans,
  school,
  supplies2025,
  users,
  webHookEvents,
  webHooks,
  WORLD,
  type Billing,
} from '../../../data/world';

function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw new Error(`O mundo de exemplo não tem ${what}.`);
  return record;
}

const NOW = worldNow();
/** The day of the world's now, as the API writes a date. */
const TODAY = `${NOW.slice(0, 10)}T00:00:00.000Z`;

/** The first due date of the world's boletos after its now: a date every due date rule accepts. */
const NEXT_DUE_DATE = found(
  billings
    .map((billing) => billing.dueDate)
    .filter((dueDate) => dueDate > NOW)
    .sort()[0],
  'vencimento depois do agora do mundo',
);

const planBillings = (planId: number): Billing[] => billings.filter((billing) => billing.paymentPlanId === planId);
const isOpen = (billing: Billing): boolean => billing.billingStatus === 'REGISTERED';
const isOverdue = (billing: Billing): boolean => billing.billingStatus === 'OVERDUE';
const isPaid = (billing: Billing): boolean => billing.billingStatus === 'PAID';

/** The 2026 annuity's boletos still to pay: registered, due after the world's now. */
const annuity2026Open = annuity2026Billings.filter(isOpen);
const judo = planBillings(judo2025.id);
/** The judo plan's monthly boleto: its first one. */
const judoMonth = found(judo[0], 'boleto do judô');
const judoPaid = judo.filter(isPaid);
const judoOverdue = judo.filter(isOverdue);
/** The 2025 annuity's overdue boletos, from the last one back. */
const annuity2025Overdue = planBillings(annuity2025.id).filter(isOverdue).reverse();

const nextBoleto = found(annuity2026Open[0], 'boleto da anuidade 2026 em aberto');
const paidBoleto = found(judoPaid.at(-1), 'boleto pago do judô');
const canceledBoleto = found(judoOverdue.at(-1), 'boleto vencido do judô');
/** The judo plan's other overdue boletos, canceled in a batch. */
const batchBoletos = judoOverdue.slice(0, -1);
/**
 * Paid by hand and unpaid again: a boleto not yet due, which goes back to REGISTERED (one already
 * due would go back to OVERDUE and put its financial owner in debt for the examples after it).
 */
const settledBoleto = found(annuity2026Open.at(-1), 'último boleto da anuidade 2026 em aberto');
/** How the world's manual payment was made: the one paid in cash at the school. */
const manuallyPaid = found(
  billings.find((billing) => billing.isManualPayment),
  'boleto com baixa manual',
);
const reissuedBoleto = found(annuity2025Overdue[0], 'boleto vencido da anuidade 2025');
const postponedBoleto = found(annuity2025Overdue[1], 'segundo boleto vencido da anuidade 2025');
/** Renegotiated: the last overdue boleto of the English course. */
const renegotiatedBoleto = found(planBillings(english2025.id).filter(isOverdue).at(-1), 'boleto vencido do inglês');
const inactiveDependents = dependents.filter((dependent) => !dependent.active);
const canceledEnrollment = found(
  enrollments.find((enrollment) => enrollment.status === 'CANCELED'),
  'matrícula cancelada',
);
const awaitingAcceptance = found(
  enrollments.find((enrollment) => enrollment.status === 'IN_TERM_ACCEPTANCE'),
  'matrícula aguardando o aceite',
);
const [billingHook, enrollmentHook] = webHooks;
const deliveredEvent = found(
  webHookEvents.find((event) => event.delivery !== undefined),
  'evento de webhook com entrega',
);

/** The document waiting for its signatories: accepted by the first one, resent, given a witness. */
const sentDocument = found(
  digitalAcceptanceDocuments.find((document) => document.status === 'SENT'),
  'documento enviado aguardando os aceites',
);
/** Who accepts first: the signatory of the lowest signing order. */
const firstSignatory = found(
  digitalAcceptanceSignatories
    .filter((signatory) => signatory.documentId === sentDocument.id && signatory.acceptanceStatus === 'PENDING')
    .sort((a, b) => a.signingOrder - b.signingOrder)[0],
  'signatário que aceita primeiro o documento enviado',
);
/** The witness the school adds to the document: its finance staff, who is not a signatory of it. */
const witness = found(
  users.find((user) => user.roles.includes('Financeiro')),
  'usuário do financeiro da escola',
);

/** The enrollment waiting for completeEnrollment, and the class it goes to: the target year's, in the student's shift. */
const startedEnrollment = found(
  enrollments.find((enrollment) => enrollment.status === 'STARTED'),
  'matrícula iniciada',
);
const studentShift = academicClasses.find(
  (academicClass) =>
    academicClass.id ===
    dependents.find((dependent) => dependent.id === startedEnrollment.dependentId)?.academicClassId,
)?.shift;
const serieOf = (serieId: number) => academicSeries.find((serie) => serie.id === serieId);
const levelOf = (levelId: number | undefined) => academicLevels.find((level) => level.id === levelId);
const targetClass = found(
  academicClasses.find(
    (academicClass) =>
      academicClass.removedAt === undefined &&
      academicClass.shift === studentShift &&
      levelOf(serieOf(academicClass.academicSerieId)?.academicLevelId)?.academicYearId ===
        startedEnrollment.academicYearId,
  ),
  'turma do ano da matrícula iniciada no turno do aluno',
);
const targetSerie = found(serieOf(targetClass.academicSerieId), 'série da turma');

/** A boleto waiting for the bank, marked to cancel; then its plan, without a registered boleto, is removed. */
const pendingBoleto = found(
  billings.find((billing) => billing.billingStatus === 'PENDING_REGISTRATION'),
  'boleto aguardando registro',
);
const pendingPlan = found(
  paymentPlans.find(
    (plan) =>
      plan.id === pendingBoleto.paymentPlanId &&
      planBillings(plan.id).every((billing) =>
        ['PENDING_REGISTRATION', 'REGISTRATION_FAILED'].includes(billing.billingStatus),
      ),
  ),
  'plano sem boleto registrado',
);
const refusedBoleto = found(
  billings.find((billing) => billing.billingStatus === 'REGISTRATION_FAILED'),
  'boleto recusado pelo banco',
);

/**
 * A person of the world who is not a financial owner yet: Helena's father, a signatory of her
 * contract, registered as a financial owner of the family.
 */
const notYetOwner = found(
  digitalAcceptanceSignatories.find(
    (signatory) =>
      signatory.financialOwnerId === null && signatory.signatoryType === 'OTHER' && signatory.cpf !== undefined,
  ),
  'signatário que ainda não é responsável financeiro',
);

/** By the operation's field name: the values that replace the generic ones, by argument, then by input field. */
export const EXAMPLE_RECORDS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  acceptDigitalAcceptanceDocument: {data: {id: sentDocument.id, signatoryId: firstSignatory.id}},
  addFinancialOwner: {
    data: {companyId: school.id, name: notYetOwner.name, cpf: notYetOwner.cpf, email: notYetOwner.email},
  },
  createDigitalAcceptanceSignatory: {
    data: {
      documentId: sentDocument.id,
      name: witness.name,
      email: witness.email,
      // The world states no CPF of the school's staff.
      cpf: null,
      signatoryType: 'WITNESS',
      financialOwnerId: null,
    },
  },
  // The family gives up the agreement in force.
  breakAgreement: {
    data: {
      id: found(
        agreements.find((agreement) => agreement.status === 'ACTIVE'),
        'acordo em vigor',
      ).id,
      breachReason: 'REQUESTED_BY_FINANCIAL_OWNER',
    },
  },
  completeEnrollment: {
    data: {
      enrollmentId: startedEnrollment.id,
      details: {
        academicYearId: startedEnrollment.academicYearId,
        academicSerieId: targetSerie.id,
        academicLevelId: targetSerie.academicLevelId,
        academicClassId: targetClass.id,
        isExempt: startedEnrollment.isExempt,
      },
    },
  },
  createAgreement: {
    data: {
      financialOwnerId: carla.id,
      billingIds: [renegotiatedBoleto.id],
      parcelQuantity: 2,
      negotiatedValue: renegotiatedBoleto.value,
      firstDueDate: NEXT_DUE_DATE,
    },
  },
  markBillingToCancel: {data: {id: pendingBoleto.id}},
  removePaymentPlan: {data: {id: pendingPlan.id}},
  resendDigitalAcceptanceDocument: {data: {id: sentDocument.id}},
  resyncBilling: {data: {id: refusedBoleto.id}},
  token: {data: {email: integrationUser.email, password: integrationUser.password, companyId: school.id}},
  billingsPdf: {data: {ids: [nextBoleto.id], paymentPlanId: annuity2026.id}},
  printBilling: {id: nextBoleto.id},
  billingDocumentUrl: {id: nextBoleto.id},
  syncBilling: {data: {id: nextBoleto.id}},
  addBilling: {data: {paymentPlanId: judo2025.id, dueDate: NEXT_DUE_DATE, value: judoMonth.value}},
  addPaymentPlan: {
    data: {
      companyId: school.id,
      financialIntegrationId: found(financialIntegrations[0], 'integração financeira').id,
      financialOwnerId: carla.id,
    },
  },
  cancelBilling: {data: {id: canceledBoleto.id}},
  cancelEnrollment: {data: {id: awaitingAcceptance.id}},
  cancelPaymentPlan: {data: {id: supplies2025.id}},
  generateBillings: {
    data: {paymentPlanId: judo2025.id, installmentValue: judoMonth.value, firstDueDate: NEXT_DUE_DATE},
  },
  manualPayment: {
    data: {
      id: settledBoleto.id,
      paymentDate: TODAY,
      amountPaid: settledBoleto.value,
      paymentType: manuallyPaid.paymentType,
      reasonForManualPaymentId: manuallyPaid.reasonForManualPaymentId,
    },
  },
  undoManualPayment: {data: {id: settledBoleto.id}},
  massiveCancelBillings: {
    data: {companyId: school.id, financialOwnerId: carla.id, ids: batchBoletos.map((billing) => billing.id)},
  },
  refundBilling: {data: {id: paidBoleto.id, refundValue: paidBoleto.amountPaid}},
  undoRefundBilling: {data: {id: paidBoleto.id}},
  reissueBilling: {data: {id: reissuedBoleto.id, newDueDate: NEXT_DUE_DATE}},
  updateBillingDueDate: {data: {id: postponedBoleto.id, newDueDate: NEXT_DUE_DATE}},
  removeDependent: {data: {id: found(inactiveDependents.at(-1), 'dependente inativo').id}},
  switchDependentActivation: {data: {id: found(inactiveDependents[0], 'dependente inativo').id}},
  switchPaymentPlanActivation: {data: {id: annuity2025.id}},
  startEnrollment: {
    data: {
      dependentId: canceledEnrollment.dependentId,
      financialOwnerId: canceledEnrollment.financialOwnerId,
      targetYear: canceledEnrollment.targetYear,
    },
  },
  removeWebHook: {data: {id: found(enrollmentHook, 'webhook de matrículas').id}},
  switchWebHookActivation: {data: {id: found(billingHook, 'webhook de boletos').id, active: true}},
  updateWebHook: {data: {id: found(billingHook, 'webhook de boletos').id}},
  retryWebHookEvent: {data: {refId: deliveredEvent.refId}},
};

type WorldRecords = Readonly<Record<string, readonly Readonly<{id?: unknown}>[]>>;

/**
 * The world's values an operation's example takes: its entry of EXAMPLE_RECORDS, or, for a query
 * of one record by `id`, the first record of the type it returns (so that it answers a record, not
 * null).
 */
export function recordValues(
  kind: OperationKind,
  fieldName: string,
  returnType: string,
  argumentNames: readonly string[],
): Readonly<Record<string, unknown>> {
  const chosen = EXAMPLE_RECORDS[fieldName];
  if (chosen !== undefined) return chosen;
  if (kind !== 'query' || !argumentNames.includes('id')) return {};
  const first = (WORLD as WorldRecords)[returnType]?.[0]?.id;
  return first === undefined ? {} : {id: first};
}
