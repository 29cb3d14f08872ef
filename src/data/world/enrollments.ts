/**
 * Enrollments (Helena's 2025 enrollment and 2026 re-enrollment, Rafael's, Miguel's, Sofia's and
 * Pedro's) and the contracts of the 2026 re-enrollments.
 */
import type {Contract, Enrollment} from './types';

/** When Helena's re-enrollment was completed, creating its contract and the document to accept. */
const ENROLLMENT_2026_COMPLETED = '2025-11-17T12:00:00.000Z';

/** When the last signatory accepted the contract; the plan is generated in that same transition. */
const CONTRACT_2026_ACCEPTED = '2025-11-19T13:42:08.000Z';

/** When the bank confirmed the Pix of the first instalment, completing the enrollment in the same transition. */
export const ENROLLMENT_2026_PAID = '2025-12-05T14:03:20.000Z';

/** Helena's re-enrollment for 2026: started in October, contract accepted in November, paid in December. */
export const enrollment2026: Enrollment = {
  id: 1178,
  refId: '7f2899ae-715f-4000-b784-762b042902f3',
  registry: '2025-0417',
  dependentId: 1542,
  financialOwnerId: 68,
  targetYear: 2026,
  reenrollment: true,
  academicYearId: 58,
  academicLevelId: 213,
  academicSerieId: 236,
  academicClassId: 342,
  shift: 'MORNING',
  costCenterId: 142,
  status: 'COMPLETED',
  situation: 'ACTIVE',
  isExempt: false,
  totalInstallmentValue: 15010.8,
  installmentQuantity: 12,
  installmentValue: 1250.9,
  installmentDueDate: '2026-01-10T00:00:00.000Z',
  contractId: 902,
  paymentPlanId: 3402,
  creationDate: '2025-10-06T14:12:37.000Z',
  lastUpdateDate: ENROLLMENT_2026_PAID,
  was: [
    {
      // Completed with the contract to accept (docs/matriculas/enrollment-completar.md).
      until: ENROLLMENT_2026_COMPLETED,
      status: 'STARTED',
      academicLevelId: null,
      academicSerieId: null,
      academicClassId: null,
      shift: null,
      totalInstallmentValue: null,
      installmentQuantity: null,
      installmentValue: null,
      installmentDueDate: null,
      contractId: null,
      lastUpdateDate: null,
    },
    // The last signature accepted the document; the plan came with it, in the same transition.
    {
      until: CONTRACT_2026_ACCEPTED,
      status: 'IN_TERM_ACCEPTANCE',
      paymentPlanId: null,
      lastUpdateDate: ENROLLMENT_2026_COMPLETED,
    },
    // The first instalment paid by Pix (boleto 95501): the same confirmation completes the enrollment.
    {until: ENROLLMENT_2026_PAID, status: 'AWAITING_PAYMENT', lastUpdateDate: CONTRACT_2026_ACCEPTED},
  ],
};

/** When Sofia's re-enrollment was completed, creating its contract (915) and the document to accept (5534). */
export const SOFIA_ENROLLMENT_COMPLETED = '2025-12-01T13:20:00.000Z';

/** Sofia's 2026 re-enrollment: completed on 1 December, the contract sent for acceptance and not answered yet. */
const sofiaEnrollment2026: Enrollment = {
  ...enrollment2026,
  id: 1191,
  refId: '3e8b1c64-0d2a-4f97-a5c3-6b9e2d70f1a8',
  registry: '2024-0305',
  dependentId: 1503,
  financialOwnerId: 75,
  status: 'IN_TERM_ACCEPTANCE',
  contractId: 915,
  paymentPlanId: null,
  creationDate: '2025-11-24T10:05:00.000Z',
  lastUpdateDate: SOFIA_ENROLLMENT_COMPLETED,
  was: [
    {
      until: SOFIA_ENROLLMENT_COMPLETED,
      status: 'STARTED',
      academicLevelId: null,
      academicSerieId: null,
      academicClassId: null,
      shift: null,
      totalInstallmentValue: null,
      installmentQuantity: null,
      installmentValue: null,
      installmentDueDate: null,
      contractId: null,
      lastUpdateDate: null,
    },
  ],
};

/** Pedro's 2026 re-enrollment, started on 3 December: the class and the contract are still to choose (completeEnrollment). */
const pedroEnrollment2026: Enrollment = {
  ...enrollment2026,
  id: 1197,
  refId: '0f5c9a27-8e31-4d6b-b2a0-d47e1f83c952',
  registry: '2024-0187',
  dependentId: 1462,
  financialOwnerId: 63,
  status: 'STARTED',
  academicLevelId: null,
  academicSerieId: null,
  academicClassId: null,
  shift: null,
  totalInstallmentValue: null,
  installmentQuantity: null,
  installmentValue: null,
  installmentDueDate: null,
  contractId: null,
  paymentPlanId: null,
  creationDate: '2025-12-03T10:15:00.000Z',
  lastUpdateDate: null,
  was: [],
};

export const enrollments: readonly Enrollment[] = [
  {
    id: 944,
    refId: '54df31eb-f602-4ef8-9ebb-f9ff84cdee49',
    registry: '2025-0417',
    dependentId: 1542,
    financialOwnerId: 68,
    targetYear: 2025,
    reenrollment: false,
    academicYearId: 41,
    academicLevelId: 42,
    academicSerieId: 205,
    academicClassId: 311,
    shift: 'MORNING',
    costCenterId: null,
    status: 'COMPLETED',
    situation: 'CONCLUDED',
    isExempt: false,
    totalInstallmentValue: 15010.8,
    installmentQuantity: 12,
    installmentValue: 1250.9,
    installmentDueDate: '2025-01-10T00:00:00.000Z',
    contractId: null,
    paymentPlanId: 5098,
    creationDate: '2024-10-14T11:30:02.000Z',
    // Concluded by the end of the 2025 school year.
    lastUpdateDate: '2025-12-04T03:00:00.000Z',
    was: [
      // Its plan (5098) was generated the day it was completed; the first payment (88213) completed it.
      {until: '2024-10-16T19:12:48.000Z', status: 'STARTED'},
      {until: '2025-01-09T00:00:00.000Z', status: 'AWAITING_PAYMENT'},
      {until: '2025-12-04T03:00:00.000Z', situation: 'ACTIVE'},
    ],
  },
  enrollment2026,
  {
    // Rafael's 2026 re-enrollment, waiting for the contract's acceptance: the 2026 conditions, his data.
    ...enrollment2026,
    id: 1176,
    refId: '39ac3f10-6243-4b13-8963-fcfaf5df167c',
    registry: '2024-0251',
    dependentId: 1570,
    financialOwnerId: 66,
    status: 'IN_TERM_ACCEPTANCE',
    contractId: null,
    paymentPlanId: null,
    creationDate: '2025-10-06T15:40:00.000Z',
    lastUpdateDate: '2025-11-14T12:00:04.000Z',
    was: [{until: '2025-11-14T12:00:04.000Z', status: 'STARTED'}],
  },
  {
    // Miguel's 2026 enrollment, canceled before the contract was accepted (so before its plan existed):
    // the family moved to another city.
    ...enrollment2026,
    id: 1183,
    refId: 'c291fd16-49ed-4309-bb08-c988cb9f980e',
    registry: '2024-0288',
    dependentId: 1598,
    financialOwnerId: 71,
    status: 'CANCELED',
    situation: 'CANCELED',
    contractId: 907,
    paymentPlanId: null,
    creationDate: '2025-10-08T10:20:00.000Z',
    lastUpdateDate: '2025-11-20T17:03:26.000Z',
    was: [
      {until: '2025-11-18T12:00:00.000Z', status: 'STARTED'},
      {until: '2025-11-20T17:03:26.000Z', status: 'IN_TERM_ACCEPTANCE', situation: 'ACTIVE'},
    ],
  },
  sofiaEnrollment2026,
  pedroEnrollment2026,
];

export const contract2026: Contract = {
  id: 902,
  refId: 'dc081f24-6dff-42c6-8897-a8f1b588301f',
  type: 'REENROLLMENT',
  enrollmentId: 1178,
  dependentId: 1542,
  financialOwnerId: 68,
  totalInstallmentValue: 15010.8,
  installmentQuantity: 12,
  installmentValue: 1250.9,
  installmentsMaturity: 10,
  startDateInstallment: '2026-01-10T00:00:00.000Z',
  lastDayInstallment: '2026-12-10T00:00:00.000Z',
  punctualityDiscount: 5,
  punctualityDiscountIsPercentage: true,
  withdrawalFee: 10,
  withdrawalFeeIsPercentage: true,
  manualContract: false,
  financialOwnerRg: '284561390',
  financialOwnerOcupation: 'Engenheira civil',
  financialOwnerMaritalStatus: 'casada',
  relationshipDegree: 'Mãe',
  email: 'carla.pereira@email.com.br',
  documentId: 5521,
  paymentPlanId: 3402,
  creationDate: ENROLLMENT_2026_COMPLETED,
  // The plan waited for the acceptance: it was created when the document was accepted.
  paymentPlanScheduled: false,
  was: [{until: CONTRACT_2026_ACCEPTED, paymentPlanId: null, paymentPlanScheduled: true}],
};

export const contracts: readonly Contract[] = [
  contract2026,
  {
    ...contract2026,
    id: 907,
    refId: 'f4daa704-b583-4b1e-8605-521cbe7ae004',
    enrollmentId: 1183,
    dependentId: 1598,
    financialOwnerId: 71,
    financialOwnerRg: '302118457',
    financialOwnerOcupation: 'Professora',
    financialOwnerMaritalStatus: 'divorciada',
    email: 'juliana.santos@email.com.br',
    documentId: 5526,
    paymentPlanId: null,
    // Canceled with its enrollment before the acceptance: the plan stays scheduled, never generated.
    paymentPlanScheduled: true,
    creationDate: '2025-11-18T12:00:00.000Z',
    was: [],
  },
  {
    // Sofia's, waiting for the acceptance (document 5534): the plan is scheduled for it.
    ...contract2026,
    id: 915,
    refId: 'b7d04e2a-5f19-4c83-9a6e-2c1f8b3d0e47',
    enrollmentId: 1191,
    dependentId: 1503,
    financialOwnerId: 75,
    financialOwnerRg: '418372965',
    financialOwnerOcupation: 'Arquiteta',
    financialOwnerMaritalStatus: 'casada',
    email: 'patricia.almeida@email.com.br',
    documentId: 5534,
    paymentPlanId: null,
    paymentPlanScheduled: true,
    creationDate: SOFIA_ENROLLMENT_COMPLETED,
    was: [],
  },
];
