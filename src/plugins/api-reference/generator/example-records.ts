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
  annuity2025,
  annuity2026,
  annuity2026Billings,
  agreements,
  billings,
  carla,
  contractDocument2026,
  dependents,
  digitalAcceptanceDocuments,
  digitalAcceptanceSignatories,
  enrollment2026,
  english2025,
  enrollments,
  financialIntegrations,
  integrationUser,
  judo2025,
  school,
  supplies2025,
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

const expiredDocument = found(
  digitalAcceptanceDocuments.find((document) => document.enrollmentId === awaitingAcceptance.id),
  'documento da matrícula aguardando o aceite',
);
const schoolSignatory = found(
  digitalAcceptanceSignatories.find(
    (signatory) =>
      signatory.documentId === contractDocument2026.id && signatory.signatoryType === 'SCHOOL_REPRESENTATIVE',
  ),
  'representante da escola no contrato de 2026',
);

/** By the operation's field name: the values that replace the generic ones, by argument, then by input field. */
export const EXAMPLE_RECORDS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  // The world has no record in a state these operations accept at its now (RUN_GAPS of
  // tests/support/simulator-gaps.ts says which state each needs): they name the record of the right
  // type closest to it, most often the one the guides use for the same step.
  acceptDigitalAcceptanceDocument: {data: {id: contractDocument2026.id, signatoryId: schoolSignatory.id}},
  // The example registers the world's own family (the sample values are Carla's): DUPLICATE_ENTITY.
  addFinancialOwner: {data: {companyId: school.id}},
  createDigitalAcceptanceSignatory: {data: {documentId: contractDocument2026.id, financialOwnerId: carla.id}},
  breakAgreement: {data: {id: found(agreements[0], 'acordo').id}},
  completeEnrollment: {
    data: {
      enrollmentId: enrollment2026.id,
      details: {
        academicYearId: enrollment2026.academicYearId,
        academicSerieId: enrollment2026.academicSerieId,
        academicLevelId: enrollment2026.academicLevelId,
        academicClassId: enrollment2026.academicClassId,
        isExempt: enrollment2026.isExempt,
      },
    },
  },
  markBillingToCancel: {data: {id: nextBoleto.id}},
  removePaymentPlan: {data: {id: supplies2025.id}},
  resendDigitalAcceptanceDocument: {data: {id: expiredDocument.id}},
  resyncBilling: {data: {id: nextBoleto.id}},
  // The others succeed.
  createAgreement: {
    data: {
      financialOwnerId: carla.id,
      billingIds: [renegotiatedBoleto.id],
      negotiatedValue: renegotiatedBoleto.value,
      firstDueDate: NEXT_DUE_DATE,
    },
  },
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
