/**
 * Payment plans (annuities, school supplies, extracurricular activities) with their instalments,
 * and the school's reasons for manual payments. A plan's total and count derive from its
 * instalments; its boletos are in billings.ts.
 */
import {derivedUuid} from '../../lib/derived-uuid';
import type {Installment, PaymentPlan, ReasonForManualPayment} from './types';

/** `count` monthly instalments of `value`, the first due on `firstDueDate` (same day each month). */
function monthly(firstDueDate: string, count: number, value: number): Installment[] {
  const [year, month, day] = firstDueDate.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Array.from({length: count}, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, day));
    return {dueDate: date.toISOString(), value};
  });
}

/** Sum of instalments, in reais, without floating point residue. */
function total(installments: readonly Installment[]): number {
  return Math.round(installments.reduce((sum, installment) => sum + installment.value * 100, 0)) / 100;
}

/** What most plans share: the school, its bank account, no enrollment, no cost center, not canceled. */
const PLAN_DEFAULTS = {
  companyId: 27,
  financialIntegrationId: 3,
  enrollmentId: null,
  costCenterId: null,
  isCanceled: false,
} as const;

type PlanFields = Omit<PaymentPlan, 'totalValue' | 'parcelQuantity' | 'documentFileUrl' | keyof typeof PLAN_DEFAULTS> &
  Partial<Pick<PaymentPlan, keyof typeof PLAN_DEFAULTS>>;

function plan(fields: PlanFields): PaymentPlan {
  return {
    ...PLAN_DEFAULTS,
    ...fields,
    parcelQuantity: fields.installments.length,
    totalValue: total(fields.installments),
    documentFileUrl: `https://arquivos.exemplo.com.br/carnes/${fields.refId}.pdf`,
  };
}

export const annuity2025 = plan({
  id: 5098,
  refId: '1a7c3e5f-9b2d-4c6e-8f0a-2b4d6f8a0c13',
  description: 'Anuidade 2025',
  paymentPlanType: 'MONTHLY',
  financialOwnerId: 68,
  dependentId: 1542,
  enrollmentId: 944,
  creationDate: '2024-10-16T19:12:48.000Z',
  installments: monthly('2025-01-10', 12, 1250.9),
});

export const supplies2025 = plan({
  id: 5127,
  refId: '8b2d4f6a-1c3e-4a5b-9d7f-0e2a4c6b8d10',
  description: 'Material didático 2025',
  paymentPlanType: 'SCHOOL_SUPPLIES',
  financialOwnerId: 68,
  dependentId: 1542,
  costCenterId: 131,
  creationDate: '2025-01-20T13:42:08.000Z',
  installments: monthly('2025-02-10', 3, 386.4),
});

export const theoSupplies2025 = plan({
  id: 5128,
  refId: '0dccd49d-7eab-4068-93ac-c1e3dc3a62c5',
  description: 'Material didático 2025 - Théo',
  paymentPlanType: 'SCHOOL_SUPPLIES',
  financialOwnerId: 68,
  dependentId: 1543,
  costCenterId: 131,
  // The family chose to buy the books in a bookshop from March on.
  isCanceled: true,
  creationDate: '2025-01-20T13:50:31.000Z',
  installments: monthly('2025-02-10', 3, 298.7),
  was: [{until: '2025-02-20T09:30:12.000Z', isCanceled: false}],
});

export const judo2025 = plan({
  id: 5140,
  refId: 'fabc4b2f-6059-4cca-9017-725719f9b952',
  description: 'Judô 2025',
  paymentPlanType: 'EXTRACURRICULAR',
  financialOwnerId: 68,
  dependentId: 1542,
  creationDate: '2025-01-27T10:00:00.000Z',
  // R$ 180,00 less the 10% discount for siblings.
  installments: monthly('2025-02-10', 10, 162),
});

export const english2025 = plan({
  id: 5162,
  refId: '6d0f2b84-9e1a-4c3d-b7f5-3a8c0e2d4f96',
  description: 'Inglês 2º semestre 2025',
  paymentPlanType: 'EXTRACURRICULAR',
  financialOwnerId: 68,
  dependentId: 1543,
  creationDate: '2025-07-28T15:02:11.000Z',
  installments: monthly('2025-08-10', 4, 310),
});

/**
 * The instalments of agreement 244 (agreements.ts): four of R$ 650,00, the first due five days
 * after the agreement, the others month by month, as createAgreement makes them. The agreement
 * names this plan in `paymentPlanId`.
 */
export const agreement244Plan = plan({
  id: 5151,
  refId: '5e1c9a37-2d84-4b6f-a0e3-7c9b1d5f2a48',
  description: 'Acordo 244',
  paymentPlanType: 'AGREEMENT',
  financialOwnerId: 91,
  dependentId: 1611,
  creationDate: '2025-03-20T14:10:00.000Z',
  installments: monthly('2025-03-25', 4, 650),
});

/**
 * The Rocha children's second-semester plans, issued in May 2025; the family moved to another
 * school in June, and task 733 canceled every boleto of these plans (billing-jobs.ts).
 */
export const beatrizSecondSemester2025 = plan({
  id: 5156,
  refId: derivedUuid('payment-plan-5156'),
  description: 'Mensalidades 2º semestre 2025 - Beatriz',
  paymentPlanType: 'MONTHLY',
  financialOwnerId: 74,
  dependentId: 1480,
  creationDate: '2025-05-15T13:20:00.000Z',
  installments: monthly('2025-07-10', 6, 1250.9),
});

export const gabrielSecondSemester2025 = plan({
  id: 5157,
  refId: derivedUuid('payment-plan-5157'),
  description: 'Mensalidades 2º semestre 2025 - Gabriel',
  paymentPlanType: 'MONTHLY',
  financialOwnerId: 74,
  dependentId: 1481,
  creationDate: '2025-05-15T13:21:30.000Z',
  installments: monthly('2025-07-10', 6, 1096.5),
});

export const annuity2026 = plan({
  id: 3402,
  refId: 'c2182935-95ff-4675-b533-52364bb650d2',
  description: 'Anuidade 2026',
  paymentPlanType: 'MONTHLY',
  financialOwnerId: 68,
  dependentId: 1542,
  enrollmentId: 1178,
  costCenterId: 142,
  // Generated by the last acceptance of the contract (document 5521), in the same call.
  creationDate: '2025-11-19T13:42:08.000Z',
  installments: monthly('2026-01-10', 12, 1250.9),
});

/**
 * Pedro's 2026 school supplies (Eduardo Nogueira Campos, 63), the first plan of that family: its
 * boleto was refused by the bank, which registers nobody without a complete address, and Eduardo's
 * record has none (docs/responsaveis-financeiros/introducao.md).
 */
export const pedroSupplies2026 = plan({
  id: 5171,
  refId: '5d1b7e39-0a4c-4f82-9e63-c8b2a17d4f05',
  description: 'Material didático 2026 - Pedro',
  paymentPlanType: 'SCHOOL_SUPPLIES',
  financialOwnerId: 63,
  dependentId: 1462,
  costCenterId: 131,
  creationDate: '2025-12-05T13:57:30.000Z',
  installments: [{dueDate: '2026-02-10T00:00:00.000Z', value: 412.5}],
});

/** Pedro's 2026 uniform, created the minute before the world's now: its boleto still waits for the bank. */
export const pedroUniform2026 = plan({
  id: 5172,
  refId: 'a83e5c20-6f1d-4b97-8d4a-2e7c90b1f536',
  description: 'Uniforme 2026 - Pedro',
  paymentPlanType: 'SINGLE',
  financialOwnerId: 63,
  dependentId: 1462,
  creationDate: '2025-12-05T14:02:40.000Z',
  installments: [{dueDate: '2026-02-10T00:00:00.000Z', value: 289.9}],
});

export const paymentPlans: readonly PaymentPlan[] = [
  annuity2026,
  annuity2025,
  supplies2025,
  theoSupplies2025,
  {
    // A uniform plan generated twice by mistake: the copy, without registered boletos, was removed.
    ...plan({
      id: 5131,
      refId: '2c9e4a61-7f3b-4d8e-a5c2-9b1d3f5e7a20',
      description: 'Uniforme 2025',
      paymentPlanType: 'SINGLE',
      financialOwnerId: 68,
      dependentId: 1542,
      creationDate: '2025-01-21T09:12:40.000Z',
      installments: [{dueDate: '2025-02-10T00:00:00.000Z', value: 289.9}],
    }),
    removedAt: '2025-01-21T09:20:00.000Z',
  },
  judo2025,
  agreement244Plan,
  beatrizSecondSemester2025,
  gabrielSecondSemester2025,
  english2025,
  pedroSupplies2026,
  pedroUniform2026,
];

/** The manual payment reasons the school registered. */
export const reasonsForManualPayment: readonly ReasonForManualPayment[] = [
  {id: 4, description: 'Pagamento em dinheiro na secretaria'},
];
