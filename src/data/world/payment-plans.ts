/**
 * Payment plans (annuities, school supplies, extracurricular activities) with their instalments,
 * and the school's reasons for manual payments. A plan's total and count derive from its
 * instalments; its boletos are in billings.ts.
 */
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

export const annuity2026 = plan({
  id: 3402,
  refId: 'c2182935-95ff-4675-b533-52364bb650d2',
  description: 'Anuidade 2026',
  paymentPlanType: 'MONTHLY',
  financialOwnerId: 68,
  dependentId: 1542,
  enrollmentId: 1178,
  costCenterId: 142,
  creationDate: '2025-11-19T13:42:09.000Z',
  installments: monthly('2026-01-10', 12, 1250.9),
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
  english2025,
];

/** The manual payment reasons the school registered. */
export const reasonsForManualPayment: readonly ReasonForManualPayment[] = [
  {id: 4, description: 'Pagamento em dinheiro na secretaria'},
];
