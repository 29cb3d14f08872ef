/**
 * The fictional world every example of the portal uses (guides, release notes, webhook payloads
 * and the realistic values of the reference examples): one school, its families, their plans,
 * boletos, enrollments, contracts, webhooks and one timeline of dates. Pages copy these values;
 * tests/content/example-world.test.ts fails when a page shows an entity with values that
 * differ from the ones here, or an identifier that is not here.
 *
 * Field names are the API's (the GraphQL types'), so a test can compare an object of a response
 * with its record field by field. A field whose value changes inside the timeline (an update, a
 * status that moves) keeps its earlier values in `was`; an example may show any of them.
 * Everything the bank or the platform computes from other fields (nosso número, linha digitável,
 * Pix, instalments) is derived here from those fields, never typed twice (the bank's algorithms
 * are in src/lib/bank-slip.ts and src/lib/pix.ts).
 */

import {ITAU_CODE, digitableLineOf, itauBarcode} from '../lib/bank-slip';
import {derivedUuid} from '../lib/derived-uuid';
import {dynamicPixCode} from '../lib/pix';
import {TOKEN_LIFETIME_SECONDS, WEBHOOK_RETRY_OFFSETS_SECONDS} from './platform-facts';

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** Earlier values of the fields that change inside the timeline. */
export type Was<T> = {readonly [K in keyof T]?: readonly T[K][]};

interface Entity<T> {
  readonly id: number;
  readonly refId: string;
  /** Removed (logical deletion) at this moment: the record exists only in the removal example. */
  readonly removedAt?: string;
  readonly was?: Was<T>;
}

export interface Bank {
  readonly id: number;
  readonly code: string;
  readonly name: string;
}

/** A school; its address fields are flat, as in the API. */
export interface Company extends Entity<Company>, Address {
  readonly name: string;
  readonly companyName: string;
  readonly cnpj: string;
  readonly parentCompanyId: number | null;
  readonly email: string;
  readonly phone: string;
  readonly whatsapp: string;
  readonly bankId: number;
  readonly billetType: string;
  /** Fine for late payment, percent of the value. */
  readonly fineValue: number;
  /** Interest for late payment, percent a month. */
  readonly interestValue: number;
  readonly active: boolean;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

/** The school's account at its bank, where the boletos are registered. */
export interface FinancialIntegration extends Entity<FinancialIntegration> {
  readonly companyId: number;
  readonly bankId: number;
  readonly agency: string;
  readonly account: string;
  /** Itaú's portfolio of the boletos (carteira). */
  readonly wallet: string;
}

export interface User {
  readonly refId: string;
  /** The password of the integration user, as written in the examples (never a real one). */
  readonly password?: string;
  readonly name: string;
  readonly email: string;
  readonly companyId: number;
  readonly roles: readonly string[];
}

export interface AcademicYear extends Entity<AcademicYear> {
  readonly year: string;
  readonly companyId: number;
  readonly externalId: number | null;
  readonly active: boolean;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

export interface AcademicLevel extends Entity<AcademicLevel> {
  readonly level: string;
  readonly academicYearId: number;
  readonly externalId: number | null;
  readonly active: boolean;
}

export interface AcademicSerie extends Entity<AcademicSerie> {
  readonly serie: string;
  readonly sequence: number;
  readonly academicLevelId: number;
  readonly annuityValue: number;
  readonly installmentQuantity: number;
}

export interface AcademicClass extends Entity<AcademicClass> {
  readonly class: string;
  readonly shift: string;
  readonly enrollmentLimit: number;
  readonly academicSerieId: number;
}

export interface CostCenter extends Entity<CostCenter> {
  readonly name: string;
  readonly externalId: number | null;
  readonly companyId: number;
  readonly active: boolean;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

export interface Address {
  readonly zipCode: string;
  readonly street: string;
  readonly number: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
}

export interface FinancialOwner extends Entity<FinancialOwner> {
  readonly name: string;
  readonly cpf: string;
  readonly email: string | null;
  readonly phone?: string;
  readonly whatsapp?: string;
  readonly birthDate?: string;
  readonly rg?: string;
  readonly occupation?: string;
  readonly maritalStatus?: string;
  readonly condition: 'REGULAR' | 'IN_DEBT';
  readonly companyId: number;
  readonly address?: Address;
  readonly active: boolean;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

export interface Dependent extends Entity<Dependent> {
  readonly name: string;
  readonly cpf: string | null;
  readonly email: string | null;
  readonly birthDate?: string;
  readonly companyId: number;
  readonly financialOwnerIds: readonly number[];
  /** The class of the current school year. */
  readonly academicClassId: number;
  readonly lastAcademicClassId: number;
  readonly address?: Address;
  readonly active: boolean;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

export interface Enrollment extends Entity<Enrollment> {
  readonly registry: string;
  readonly dependentId: number;
  readonly financialOwnerId: number;
  readonly companyId: number;
  readonly targetYear: number;
  readonly reenrollment: boolean;
  readonly academicYearId: number;
  readonly academicLevelId: number | null;
  readonly academicSerieId: number | null;
  readonly academicClassId: number | null;
  readonly shift: string | null;
  readonly costCenterId: number | null;
  readonly status: string;
  readonly situation: string;
  readonly isExempt: boolean;
  readonly totalInstallmentValue: number | null;
  readonly installmentQuantity: number | null;
  readonly installmentValue: number | null;
  readonly installmentDueDate: string | null;
  readonly contractId: number | null;
  readonly paymentPlanId: number | null;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

export interface Contract extends Entity<Contract> {
  readonly type: string;
  readonly enrollmentId: number;
  readonly dependentId: number;
  readonly financialOwnerId: number;
  readonly totalInstallmentValue: number;
  readonly installmentQuantity: number;
  readonly installmentValue: number;
  /** Day of the month the instalments fall due. */
  readonly installmentsMaturity: number;
  readonly startDateInstallment: string;
  readonly lastDayInstallment: string;
  readonly punctualityDiscount: number;
  readonly punctualityDiscountIsPercentage: boolean;
  readonly withdrawalFee: number;
  readonly withdrawalFeeIsPercentage: boolean;
  readonly manualContract: boolean;
  readonly financialOwnerRg: string;
  readonly financialOwnerOcupation: string;
  /** Written out, as printed in the contract (the financial owner's record has the enum). */
  readonly financialOwnerMaritalStatus: string;
  readonly relationshipDegree: string;
  readonly email: string;
  readonly documentId: number;
  readonly paymentPlanId: number | null;
  readonly paymentPlanScheduled: boolean;
}

export interface DigitalAcceptanceDocument extends Entity<DigitalAcceptanceDocument> {
  readonly title: string;
  readonly documentType: string;
  readonly companyId: number;
  readonly enrollmentId: number;
  readonly status: string;
  readonly sentDate: string;
  readonly expirationDate: string;
  readonly completedDate: string | null;
  readonly signedFileUrl: string | null;
}

/** The school's base text of a kind of document (`DigitalAcceptanceTemplate`). */
export interface DigitalAcceptanceTemplate extends Entity<DigitalAcceptanceTemplate> {
  readonly companyId: number;
  readonly name: string;
  readonly documentType: string;
  readonly version: number;
  readonly isDefault: boolean;
  readonly active: boolean;
}

export interface DigitalAcceptanceSignatory extends Entity<DigitalAcceptanceSignatory> {
  readonly documentId: number;
  readonly name: string;
  readonly email: string;
  readonly signatoryType: string;
  readonly signingOrder: number;
  readonly financialOwnerId: number | null;
  readonly acceptanceStatus: string;
  readonly acceptanceDate: string | null;
  readonly lastSentDate: string;
}

/** One instalment of a plan as the plan was created (value and due date). */
export interface Installment {
  readonly dueDate: string;
  readonly value: number;
}

export interface PaymentPlan extends Entity<PaymentPlan> {
  readonly description: string;
  readonly paymentPlanType: string;
  readonly companyId: number;
  readonly financialIntegrationId: number;
  readonly financialOwnerId: number;
  readonly dependentId: number;
  readonly enrollmentId: number | null;
  readonly costCenterId: number | null;
  readonly parcelQuantity: number;
  readonly totalValue: number;
  readonly isCanceled: boolean;
  readonly creationDate: string;
  readonly documentFileUrl: string;
  /** The instalments as created; `totalValue` is their sum. */
  readonly installments: readonly Installment[];
}

export interface Billing extends Entity<Billing> {
  readonly paymentPlanId: number;
  readonly financialOwnerId: number;
  readonly financialIntegrationId: number;
  readonly externalId: null;
  readonly description: string;
  readonly documentCode: string;
  readonly dueDate: string;
  readonly competenceDate: string;
  readonly value: number;
  readonly originalValue: number;
  readonly discount: number | null;
  readonly discountUntil: string | null;
  readonly fineValue: number;
  readonly interestPercentage: number;
  readonly billingStatus: string;
  /** Nosso número; null until the bank registers the boleto. */
  readonly nn: string | null;
  readonly digitableLine: string | null;
  readonly pixCode: string | null;
  readonly updatedValue?: number;
  readonly paymentDate: string | null;
  readonly amountPaid: number | null;
  readonly paymentType: string;
  readonly isManualPayment: boolean;
  readonly reasonForManualPaymentId: number | null;
  readonly manualPaymentDescription: string | null;
  readonly cancellationReason: string | null;
  readonly cancellationDescription: string | null;
  readonly cancelAfterRegister?: boolean;
  readonly refundValue: number | null;
  readonly refundDate: string | null;
  readonly refundReason: string | null;
  readonly refundDescription: string | null;
  readonly reissueReason: string | null;
  readonly reissueDescription: string | null;
  readonly parentBillingId: number | null;
  readonly firstBillingId: number | null;
  /** A boleto issued to replace one canceled with wrong data (not a reissue: a new charge). */
  readonly replacesBillingId?: number;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

/** A change of due date sent to the bank (`updateBillingDueDate`). */
export interface BillingUpdate extends Entity<BillingUpdate> {
  readonly billingId: number;
  readonly status: string;
  readonly previousDueDate: string;
  readonly newDueDate: string;
  readonly sentDate: string | null;
  readonly confirmationDate: string | null;
}

/** A scheduled job (`massiveCancelBillings`). */
export interface ScheduledTask extends Entity<ScheduledTask> {
  readonly type: string;
  readonly status: string;
  readonly companyId: number;
  readonly financialOwnerId: number;
  readonly scheduledDate: string;
  readonly dueDateFrom: string;
  readonly dueDateTo: string;
  readonly cancellationReason: string;
  readonly cancellationDescription: string;
  readonly requiresReview: boolean;
  readonly totalItems: number;
  readonly processedItems: number;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

export interface Agreement extends Entity<Agreement> {
  readonly financialOwnerId: number;
  readonly status: string;
  readonly parcelQuantity: number;
  readonly originalValue: number;
  readonly negotiatedValue: number;
  readonly amountPaid: number;
  readonly agreementDate: string;
  readonly breachDate: string | null;
  readonly breachReason: string | null;
  readonly breachDescription: string | null;
}

export interface PaymentLink extends Entity<PaymentLink> {
  readonly financialOwnerId: number;
  readonly url: string;
  readonly value: number;
  readonly maxParcelQuantity: number;
  readonly expirationDate: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly amountPaid: number | null;
  readonly paymentDate: string | null;
}

export interface ManualPaymentReason {
  readonly id: number;
  readonly reason: string;
}

export interface WebHook extends Entity<WebHook> {
  readonly companyRefIds: readonly string[];
  readonly environmentType: 'SANDBOX' | 'PRODUCTION';
  readonly url: string;
  readonly eventTypes: readonly string[];
  readonly authType: string;
  /** The secret as sent in addWebHook/updateWebHook; the API only shows it masked (maskedSecret). */
  readonly authValue: string;
  readonly customHeaders: readonly {readonly key: string; readonly value: string}[];
  readonly active: boolean;
  readonly creationDate: string;
  readonly lastUpdateDate: string | null;
}

/** An event the platform sent: the body of the POST, plus its delivery record when one is shown. */
export interface WebHookEvent {
  readonly refId: string;
  readonly type: string;
  /** `refId` of the record the event is about. */
  readonly objectId: string;
  readonly companyId: number;
  readonly companyRefId: string;
  readonly environmentType: 'SANDBOX' | 'PRODUCTION';
  readonly correlationId: string | null;
  readonly eventDate: string;
  readonly delivery?: WebHookDelivery;
}

/**
 * The delivery record of an event to one webhook (`WebHookEventV2`), in its last state; the
 * states before a manual retry are in `was`.
 */
export interface WebHookDelivery {
  readonly id: number;
  readonly webHookV2Id: number;
  readonly status: string;
  readonly success: boolean;
  readonly responseStatusCode: number;
  readonly responseStatusMessage: string;
  readonly responseTime: number;
  readonly retryCount: number;
  readonly manuallyTriggered: boolean;
  readonly executionDate: string;
  readonly nextRetryAt: string | null;
  readonly was?: Was<WebHookDelivery>;
}

export interface Token {
  readonly accessToken: string;
  readonly tokenType: string;
  readonly expiresIn: number;
  readonly expirationDate: string;
  readonly userRefId: string;
}

// ---------------------------------------------------------------------------------------------
// Timeline anchors
// ---------------------------------------------------------------------------------------------

/** Dates of the release notes (blog/) that introduced what the world uses; nothing happens before them. */
export const RELEASES = {
  /** Webhooks V2: every webhook and event of the world is later. */
  webhooksV2: '2024-07-08',
  /** Updated values of a boleto (updatedValue, itIsPayable...). */
  billingValues: '2024-07-15',
  /** Contracts by upsert with digital acceptance: every contract and document is later. */
  contractUpsert: '2024-08-12',
  /** Debt report, amount paid, dashboards. */
  debtReport: '2024-09-04',
} as const;

/** Placeholder UUID of the reference's generic examples (obviously not a record). */
export const GENERIC_UUID = '00000000-0000-4000-8000-000000000000';

// ---------------------------------------------------------------------------------------------
// The school
// ---------------------------------------------------------------------------------------------

export const banks: readonly Bank[] = [{id: 3, code: ITAU_CODE, name: 'Itaú Unibanco'}];

export const school: Company = {
  id: 27,
  refId: '8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34',
  name: 'Colégio Jacarandá',
  companyName: 'Jacarandá Educação Ltda.',
  cnpj: '11222333000181',
  parentCompanyId: null,
  email: 'financeiro@colegiojacaranda.com.br',
  phone: '1133224455',
  whatsapp: '11987654321',
  zipCode: '04010100',
  street: 'Rua Domingos de Morais',
  number: '1420',
  district: 'Vila Mariana',
  city: 'São Paulo',
  state: 'SP',
  bankId: 3,
  billetType: 'BOLEPIX',
  fineValue: 2,
  interestValue: 1,
  active: true,
  creationDate: '2024-06-03T12:00:00.000Z',
  lastUpdateDate: '2025-03-18T14:22:05.000Z',
  was: {
    email: ['secretaria@colegiojacaranda.com.br'],
    zipCode: ['04101300'],
    street: ['Rua Vergueiro'],
    number: ['3185'],
    billetType: ['BOLETO'],
    lastUpdateDate: [null],
  },
};

export const companies: readonly Company[] = [
  school,
  {
    ...school,
    id: 29,
    refId: '41b7e0c9-6d2a-4f85-b3e1-8c5a0f92d6b7',
    name: 'Colégio Jacarandá — Unidade Moema',
    cnpj: '11222333000343',
    parentCompanyId: 27,
    email: 'moema@colegiojacaranda.com.br',
    phone: '1150431200',
    whatsapp: '11976543210',
    zipCode: '04077000',
    street: 'Avenida Ibirapuera',
    number: '2120',
    district: 'Moema',
    creationDate: '2024-06-10T12:00:00.000Z',
    lastUpdateDate: null,
    was: {},
  },
  {
    ...school,
    id: 31,
    refId: 'c27e94b0-5a1d-4f63-8e2b-917d4c0a6f58',
    name: 'Colégio Jacarandá — Unidade Santana',
    cnpj: '11222333000262',
    parentCompanyId: 27,
    email: 'santana@colegiojacaranda.com.br',
    phone: '1129503300',
    whatsapp: '11965432109',
    zipCode: '02012000',
    street: 'Rua Voluntários da Pátria',
    number: '1870',
    district: 'Santana',
    active: false,
    creationDate: '2024-06-10T12:05:00.000Z',
    lastUpdateDate: '2025-12-19T18:40:12.000Z',
    was: {active: [true], lastUpdateDate: [null]},
  },
  {
    // Santana registered a second time with one digit of the CNPJ changed (so the platform took it
    // for another school); it never billed and was removed (docs/escolas/remover.md).
    ...school,
    id: 33,
    refId: '6f1d3c8a-92e4-4b07-a5d1-3e8c0b47f2a9',
    name: 'Colégio Jacarandá Unidade Santana',
    cnpj: '11222333002044',
    parentCompanyId: 27,
    email: 'unidade.santana@colegiojacaranda.com.br',
    phone: '1129503300',
    whatsapp: '11965432109',
    zipCode: '02012000',
    street: 'Rua Voluntários da Pátria',
    number: '1870',
    district: 'Santana',
    creationDate: '2024-06-10T12:09:00.000Z',
    lastUpdateDate: null,
    removedAt: '2024-06-10T12:30:00.000Z',
    was: {},
  },
];

export const financialIntegrations: readonly FinancialIntegration[] = [
  {
    id: 3,
    refId: '736224e7-ee9d-42c8-a00d-01e05250aa2a',
    companyId: 27,
    bankId: 3,
    agency: '0912',
    account: '24680',
    wallet: '109',
  },
];

/** The integration user (the one that calls the API) and the school's staff named in audit data. */
export const users: readonly User[] = [
  {
    refId: '8b2d4e60-1c7a-4f39-a5e2-6d0b9c3f7a18',
    name: 'Integração Colégio Jacarandá',
    email: 'integracao@colegiojacaranda.com.br',
    password: 'senha-do-usuario-de-integracao',
    companyId: 27,
    roles: ['Integração'],
  },
  {
    refId: '864801b2-04a4-4f60-8aea-e847cfe1193a',
    name: 'Mariana Lopes',
    email: 'mariana.lopes@colegiojacaranda.com.br',
    companyId: 27,
    roles: ['Financeiro'],
  },
  {
    refId: '4b357c35-ceaa-42f5-b5ae-589442217197',
    name: 'Lúcia Fernandes Rocha',
    email: 'lucia.rocha@colegiojacaranda.com.br',
    companyId: 27,
    roles: ['Secretaria'],
  },
];

export const integrationUser = users[0] as User;

/** The token of the examples: a JWT whose signature says it is not a real one. */
export const token: Token = {
  accessToken: [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
    'eyJzdWIiOiI4YjJkNGU2MC0xYzdhLTRmMzktYTVlMi02ZDBiOWMzZjdhMTgiLCJjb21wYW55SWQiOiIyNyIsImV4cCI6MTczOTE5NzgwMH0',
    'assinatura-de-exemplo-nao-vale-como-token',
  ].join('.'),
  tokenType: 'Bearer',
  expiresIn: TOKEN_LIFETIME_SECONDS,
  expirationDate: '2025-02-10T14:30:00.000Z',
  userRefId: '8b2d4e60-1c7a-4f39-a5e2-6d0b9c3f7a18',
};

// ---------------------------------------------------------------------------------------------
// Academic structure: school years 2025 and 2026
// ---------------------------------------------------------------------------------------------

export const academicYears: readonly AcademicYear[] = [
  {
    id: 41,
    refId: '3c9a7d15-e82f-4b06-9d4a-61f0b2e8c7d3',
    year: '2025',
    companyId: 27,
    externalId: 2025,
    active: true,
    creationDate: '2024-08-19T10:02:44.000Z',
    lastUpdateDate: null,
  },
  {
    id: 58,
    refId: 'b61f8e2a-0c4d-4d9b-a3e7-5f21c8d09a46',
    year: '2026',
    companyId: 27,
    externalId: 2026,
    active: true,
    creationDate: '2025-08-14T11:20:03.000Z',
    lastUpdateDate: '2025-09-02T16:48:21.000Z',
    was: {externalId: [null], lastUpdateDate: [null]},
  },
  {
    // A future year created by mistake and removed.
    id: 63,
    refId: 'f0a83d6e-27c1-4b59-8e3d-c45b91a0e7f2',
    year: '2027',
    companyId: 27,
    externalId: null,
    active: true,
    creationDate: '2025-08-14T11:21:40.000Z',
    lastUpdateDate: null,
    removedAt: '2025-08-14T11:30:00.000Z',
  },
];

export const academicLevels: readonly AcademicLevel[] = [
  {
    id: 41,
    refId: '2c7f4e91-8a03-4b5d-9f16-d4e8a2b07c53',
    level: 'EARLY_CHILDHOOD_EDUCATION',
    academicYearId: 41,
    externalId: 2025000,
    active: true,
  },
  {
    id: 42,
    refId: '5a8e2f17-3c9b-4d61-8e04-b27f9c1d6a35',
    level: 'ELEMENTARY_SCHOOL_I',
    academicYearId: 41,
    externalId: 2025001,
    active: true,
  },
  {
    id: 43,
    refId: '9d3b6a0e-41c7-4f2a-b58d-0e6c2f71a9b4',
    level: 'ELEMENTARY_SCHOOL_II',
    academicYearId: 41,
    externalId: 2025002,
    active: true,
  },
  {
    id: 44,
    refId: 'e1a49c27-6b58-4d03-a7f2-38c9d05b1e86',
    level: 'HIGH_SCHOOL',
    academicYearId: 41,
    externalId: 2025003,
    active: true,
  },
  // Created twice by an import and removed.
  {
    id: 45,
    refId: '73f0b8d2-19ae-4c65-8b3e-a5d7c40e92f1',
    level: 'HIGH_SCHOOL',
    academicYearId: 41,
    externalId: null,
    active: true,
    removedAt: '2024-08-20T09:14:00.000Z',
  },
  {
    id: 212,
    refId: '1582f716-71ce-4e49-b411-d00ae07d49bd',
    level: 'ELEMENTARY_SCHOOL_I',
    academicYearId: 58,
    externalId: 2026002,
    active: true,
  },
  {
    id: 213,
    refId: '6c23ee35-3aa6-4000-8351-64c5f96da88f',
    level: 'ELEMENTARY_SCHOOL_II',
    academicYearId: 58,
    externalId: 2026003,
    active: true,
  },
];

/** The annuity of every 2025 serie of the elementary school: 12 instalments of R$ 1.250,90. */
const ANNUITY_2025 = 15010.8;

function serie(
  id: number,
  name: string,
  sequence: number,
  academicLevelId: number,
  annuityValue: number,
  refId?: string,
): AcademicSerie {
  return {
    id,
    refId: refId ?? derivedUuid(`serie-${id}`),
    serie: name,
    sequence,
    academicLevelId,
    annuityValue,
    installmentQuantity: 12,
  };
}

export const academicSeries: readonly AcademicSerie[] = [
  serie(196, 'Maternal', 1, 41, 13210.8),
  serie(197, 'Pré I', 2, 41, 13210.8),
  serie(198, 'Pré II', 3, 41, 13210.8),
  serie(201, '1º ano', 1, 42, ANNUITY_2025),
  serie(202, '2º ano', 2, 42, ANNUITY_2025),
  serie(203, '3º ano', 3, 42, ANNUITY_2025),
  serie(204, '4º ano', 4, 42, ANNUITY_2025, '81b5e2c9-0f3a-4d76-9c48-6a2e17f0d5b3'),
  serie(205, '5º ano', 5, 42, ANNUITY_2025, 'c46d0e3a-7b21-4f98-a5c3-1e9f82b06d47'),
  // A second "5º ano" created by mistake and removed.
  {...serie(206, '5º ano', 5, 42, ANNUITY_2025), removedAt: '2024-08-21T10:40:00.000Z'},
  serie(210, '1ª série', 1, 44, 19810.8),
  serie(211, '2ª série', 2, 44, 19810.8),
  serie(212, '3ª série', 3, 44, 19810.8),
  serie(221, '6º ano', 6, 43, 16810.8),
  serie(222, '7º ano', 7, 43, 16810.8),
  serie(223, '8º ano', 8, 43, 16810.8),
  serie(224, '9º ano', 9, 43, 16810.8),
  serie(236, '6º ano', 6, 213, ANNUITY_2025),
];

export const academicClasses: readonly AcademicClass[] = [
  {
    id: 305,
    refId: derivedUuid('class-305'),
    class: '2º A',
    shift: 'MORNING',
    enrollmentLimit: 28,
    academicSerieId: 202,
  },
  {
    id: 311,
    refId: 'a3c91f58-6d02-4e7b-b1a4-58e0d2c7f916',
    class: '5º A',
    shift: 'FULL_TIME',
    enrollmentLimit: 30,
    academicSerieId: 205,
    was: {shift: ['MORNING'], enrollmentLimit: [28]},
  },
  {
    id: 312,
    refId: derivedUuid('class-312'),
    class: '5º B',
    shift: 'AFTERNOON',
    enrollmentLimit: 28,
    academicSerieId: 205,
  },
  {
    id: 313,
    refId: 'f08a3d6c-2e47-4b19-8c5d-97b1e4a03f62',
    class: '5º C',
    shift: 'FULL_TIME',
    enrollmentLimit: 24,
    academicSerieId: 205,
  },
  // Created twice and removed before any student.
  {
    id: 314,
    refId: derivedUuid('class-314'),
    class: '5º D',
    shift: 'AFTERNOON',
    enrollmentLimit: 28,
    academicSerieId: 205,
    removedAt: '2025-01-15T12:00:00.000Z',
  },
  {
    id: 342,
    refId: 'fb456d33-3a7d-4b61-a883-c5d3c1de2a77',
    class: '6º A',
    shift: 'MORNING',
    enrollmentLimit: 30,
    academicSerieId: 236,
  },
];

export const costCenters: readonly CostCenter[] = [
  {
    id: 131,
    refId: '4a62e838-dd7f-4c96-960a-dc6d5a472a49',
    name: 'Material Didático 2025',
    externalId: 2501,
    companyId: 27,
    active: true,
    creationDate: '2024-09-02T12:10:00.000Z',
    lastUpdateDate: null,
  },
  {
    id: 142,
    refId: '5e8b1c47-2d9a-4f30-b6e1-0a7c3d9f2b85',
    name: 'Mensalidades Ensino Fundamental 2026',
    externalId: 3102,
    companyId: 27,
    active: true,
    creationDate: '2025-09-29T12:31:09.000Z',
    lastUpdateDate: '2025-11-04T13:05:47.000Z',
    was: {name: ['Mensalidades 2026'], externalId: [3101], lastUpdateDate: [null]},
  },
  {
    id: 145,
    refId: 'a4d07e3c-91b2-4c5f-8e6a-2b7f0d1c9e63',
    name: 'Material Didático 2026',
    externalId: 3104,
    companyId: 27,
    active: true,
    creationDate: '2025-09-29T12:33:40.000Z',
    lastUpdateDate: null,
  },
  {
    id: 147,
    refId: 'e9f2c816-3b0d-4a7e-95c4-d18a6b2f07e1',
    name: 'Transporte Escolar 2026',
    externalId: null,
    companyId: 27,
    active: false,
    creationDate: '2025-09-29T12:35:02.000Z',
    lastUpdateDate: '2026-12-21T09:15:30.000Z',
    was: {active: [true], lastUpdateDate: [null]},
  },
  {
    // A duplicate of the transport cost center, removed.
    id: 148,
    refId: '98782156-5971-4190-a22d-f8dcccc09871',
    name: 'Transporte escolar 2026',
    externalId: null,
    companyId: 27,
    active: true,
    creationDate: '2025-09-29T12:36:18.000Z',
    lastUpdateDate: null,
    removedAt: '2025-09-29T12:40:00.000Z',
  },
];

// ---------------------------------------------------------------------------------------------
// Families
// ---------------------------------------------------------------------------------------------

const duartePereiraAddress: Address = {
  zipCode: '13092150',
  street: 'Rua das Acácias',
  number: '245',
  district: 'Jardim Paulista',
  city: 'Campinas',
  state: 'SP',
};

/** A financial owner with only the fields a page lists. */
function owner(
  id: number,
  refId: string,
  name: string,
  cpf: string,
  email: string | null,
  creationDate: string,
): FinancialOwner {
  return {
    id,
    refId,
    name,
    cpf,
    email,
    condition: 'REGULAR',
    companyId: 27,
    active: true,
    creationDate,
    lastUpdateDate: null,
  };
}

export const carla: FinancialOwner = {
  id: 68,
  refId: '5e8a1f37-2b9c-4d06-a7e4-3c1f9b0d6e52',
  name: 'Carla Duarte Pereira',
  cpf: '39053344705',
  email: 'carla.pereira@email.com.br',
  phone: '1932518874',
  whatsapp: '19991827364',
  birthDate: '1984-09-03T00:00:00.000Z',
  rg: '284561390',
  occupation: 'Engenheira civil',
  maritalStatus: 'MARRIED',
  // In debt while the March instalment of the school supplies is overdue.
  condition: 'IN_DEBT',
  companyId: 27,
  address: duartePereiraAddress,
  active: true,
  creationDate: '2024-10-14T11:05:12.000Z',
  lastUpdateDate: '2025-02-10T13:12:55.000Z',
  was: {condition: ['REGULAR'], lastUpdateDate: [null]},
};

export const financialOwners: readonly FinancialOwner[] = [
  owner(
    61,
    '91175d9d-7977-4404-9d26-e9ca3a80a629',
    'Sílvia Ramos Teixeira',
    '81320547680',
    'silvia.teixeira@email.com.br',
    '2024-09-09T13:00:00.000Z',
  ),
  owner(
    63,
    'd018a86c-4c01-4fba-b5f0-35d36d487040',
    'Eduardo Nogueira Campos',
    '36295810489',
    'eduardo.campos@email.com.br',
    '2024-09-16T14:20:00.000Z',
  ),
  owner(
    64,
    '150097af-ee48-4437-b4df-39730a7c4d91',
    'Cláudia Moreira Lins',
    '92547103850',
    'claudia.lins@email.com.br',
    '2024-09-23T15:40:00.000Z',
  ),
  owner(
    66,
    '2d59834a-fbe1-4ba1-aa77-7e3d07b2d03c',
    'Fernanda Oliveira Costa',
    '64801259324',
    'fernanda.costa@email.com.br',
    '2024-10-01T12:30:00.000Z',
  ),
  carla,
  owner(
    71,
    'bbabda59-20b0-4a06-89de-515c68a53a2f',
    'Juliana Araújo Santos',
    '73058621426',
    'juliana.santos@email.com.br',
    '2024-10-21T16:45:00.000Z',
  ),
  {
    ...owner(
      74,
      '1a9f5c3e-4d27-4b80-b6e1-8c2d0f7a9e45',
      'Marcos Vinícius Rocha',
      '61387045253',
      null,
      '2024-10-28T10:10:00.000Z',
    ),
    // The family moved to another school in June 2025; the record was deactivated after the debts were settled.
    active: false,
    lastUpdateDate: '2025-12-19T11:47:03.000Z',
    was: {active: [true], condition: ['IN_DEBT'], lastUpdateDate: [null]},
  },
  owner(
    75,
    'ded9b42b-3d78-4f92-98b1-2ba45dacd26e',
    'Patrícia Gomes de Almeida',
    '19635740875',
    'patricia.almeida@email.com.br',
    '2024-11-04T09:00:00.000Z',
  ),
  owner(
    78,
    'e41f9341-89d8-4960-ba6a-74ee6da5c1fa',
    'Renato Carvalho Lima',
    '57382016986',
    'renato.lima@email.com.br',
    '2024-11-18T17:25:00.000Z',
  ),
  {
    ...owner(
      91,
      'e3b6c0d2-8f41-4a7d-9e25-6b0c1f8a3d74',
      'Adriana Souza Martins',
      '71428793860',
      'adriana.martins@email.com.br',
      '2025-03-03T18:40:11.000Z',
    ),
    condition: 'IN_DEBT',
    was: {condition: ['REGULAR']},
  },
  {
    // Registered with a wrong CPF and removed before any charge.
    ...owner(
      97,
      '83bd0861-44f1-4df1-9740-19f548905196',
      'Otávio Nunes Ribeiro',
      '40731896203',
      null,
      '2025-04-07T14:00:00.000Z',
    ),
    removedAt: '2025-04-07T14:20:00.000Z',
  },
  owner(
    99,
    '4f5b3710-32c6-4752-ad84-82b8aa9f419b',
    'Vanessa Cardoso Melo',
    '30581749260',
    'vanessa.melo@email.com.br',
    '2025-04-07T14:25:00.000Z',
  ),
  {
    // Carla registered a second time with two digits of the CPF swapped; merged into 68 by mergeFinancialOwners.
    ...owner(
      112,
      derivedUuid('financial-owner-112'),
      'Carla Duarte Pereira',
      '39053347470',
      'carla.pereira@email.com.br',
      '2025-05-12T10:15:00.000Z',
    ),
    removedAt: '2025-05-13T09:40:00.000Z',
  },
];

export const helena: Dependent = {
  id: 1542,
  refId: '3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a14',
  name: 'Helena Duarte Pereira',
  cpf: '52998224725',
  email: 'helena.pereira@email.com.br',
  birthDate: '2015-06-21T00:00:00.000Z',
  companyId: 27,
  financialOwnerIds: [68],
  academicClassId: 311,
  lastAcademicClassId: 311,
  address: duartePereiraAddress,
  active: true,
  creationDate: '2024-10-14T11:05:12.000Z',
  lastUpdateDate: '2025-03-18T16:22:41.000Z',
  was: {email: [null], lastUpdateDate: [null]},
};

export const theo: Dependent = {
  id: 1543,
  refId: 'c92e4b07-6d1a-4f3e-8b59-1a7d0e2c4f96',
  name: 'Théo Duarte Pereira',
  cpf: '15964023770',
  email: null,
  birthDate: '2018-03-14T00:00:00.000Z',
  companyId: 27,
  financialOwnerIds: [68],
  academicClassId: 305,
  lastAcademicClassId: 305,
  address: duartePereiraAddress,
  active: true,
  creationDate: '2024-10-14T11:05:12.000Z',
  lastUpdateDate: null,
};

function child(
  id: number,
  refId: string,
  name: string,
  financialOwnerId: number,
  academicClassId: number,
  creationDate: string,
): Dependent {
  return {
    id,
    refId,
    name,
    cpf: null,
    email: null,
    companyId: 27,
    financialOwnerIds: [financialOwnerId],
    academicClassId,
    lastAcademicClassId: academicClassId,
    active: true,
    creationDate,
    lastUpdateDate: null,
  };
}

export const dependents: readonly Dependent[] = [
  {
    ...child(1480, 'd411214f-e489-4dda-85c4-53d9d18c6b7f', 'Beatriz Rocha', 74, 312, '2024-10-28T10:12:00.000Z'),
    active: false,
    lastUpdateDate: '2025-07-01T12:00:00.000Z',
    was: {active: [true], lastUpdateDate: [null]},
  },
  {
    ...child(1481, 'd17d39f4-16ef-40b2-b864-5cef7a6fb589', 'Gabriel Rocha', 74, 305, '2024-10-28T10:14:00.000Z'),
    active: false,
    lastUpdateDate: '2025-07-01T12:00:00.000Z',
    was: {active: [true], lastUpdateDate: [null]},
  },
  helena,
  theo,
  child(1570, '381cd8cb-0510-427a-a7af-1dc08f5f6af2', 'Rafael Oliveira Costa', 66, 313, '2024-11-25T13:00:00.000Z'),
  {
    // Helena registered a second time, without CPF, by the November import; merged into 1542 by mergeDependents.
    ...child(1588, derivedUuid('dependent-1588'), 'Helena Duarte Pereira', 68, 311, '2024-11-28T10:00:00.000Z'),
    removedAt: '2025-02-18T10:05:00.000Z',
  },
  child(1598, 'a7e03b1d-52c6-4f8e-b914-0d6c2e9f5a37', 'Miguel Araújo Santos', 71, 312, '2024-12-02T15:30:00.000Z'),
  {
    ...child(1611, 'd7f7ddb3-9e9f-4b1a-884e-2a8f466a818d', 'Lucas Souza Martins', 91, 313, '2025-03-03T18:42:37.000Z'),
    cpf: '28419365033',
  },
  {
    // Lucas registered a second time by an import, and removed.
    ...child(1612, 'b41d7e92-0a3c-4e65-8f17-9c2a5d6e3b08', 'Lucas Souza Martins', 91, 313, '2025-03-03T18:44:02.000Z'),
    removedAt: '2025-03-04T09:00:00.000Z',
  },
];

// ---------------------------------------------------------------------------------------------
// Enrollments, contracts, digital acceptance
// ---------------------------------------------------------------------------------------------

/** Helena's re-enrollment for 2026: started in October, contract accepted in November, paid in December. */
export const enrollment2026: Enrollment = {
  id: 1178,
  refId: '7f2899ae-715f-4000-b784-762b042902f3',
  registry: '2025-0417',
  dependentId: 1542,
  financialOwnerId: 68,
  companyId: 27,
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
  lastUpdateDate: '2025-12-05T14:03:21.000Z',
  was: {
    status: ['STARTED', 'IN_TERM_ACCEPTANCE', 'AWAITING_PAYMENT'],
    academicLevelId: [null],
    academicSerieId: [null],
    academicClassId: [null],
    shift: [null],
    totalInstallmentValue: [null],
    installmentQuantity: [null],
    installmentValue: [null],
    installmentDueDate: [null],
    contractId: [null],
    paymentPlanId: [null],
    lastUpdateDate: [null],
  },
};

export const enrollments: readonly Enrollment[] = [
  {
    id: 944,
    refId: '54df31eb-f602-4ef8-9ebb-f9ff84cdee49',
    registry: '2025-0417',
    dependentId: 1542,
    financialOwnerId: 68,
    companyId: 27,
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
    lastUpdateDate: '2025-12-20T03:00:00.000Z',
    was: {situation: ['ACTIVE'], status: ['STARTED', 'AWAITING_PAYMENT']},
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
    was: {status: ['STARTED']},
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
    was: {status: ['STARTED', 'IN_TERM_ACCEPTANCE'], situation: ['ACTIVE']},
  },
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
  // The plan waits for the acceptance: it is created when the document is accepted.
  paymentPlanScheduled: true,
  was: {paymentPlanId: [null]},
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
    was: {},
  },
];

/** Where the signed PDF of a document can be downloaded, valid for one hour after `at`. */
function signedFileUrl(refId: string, at: string): string {
  const expires = (Date.parse(at) + 3_600_000) / 1000;
  return `https://arquivos.exemplo.com.br/aceites/${refId.slice(0, 8)}/contrato-assinado.pdf?expira=${expires}`;
}

export const contractDocument2026: DigitalAcceptanceDocument = {
  id: 5521,
  refId: '4c9e2a17-8b3d-4f60-a5c1-7e0d9b2f3a86',
  title: 'Contrato de matrícula 2026 - Helena Duarte Pereira',
  documentType: 'ENROLLMENT_CONTRACT',
  companyId: 27,
  enrollmentId: 1178,
  status: 'ACCEPTED',
  sentDate: '2025-11-17T12:00:01.000Z',
  expirationDate: '2025-12-02T23:59:59.000Z',
  completedDate: '2025-11-19T13:42:08.000Z',
  signedFileUrl: signedFileUrl('4c9e2a17-8b3d-4f60-a5c1-7e0d9b2f3a86', '2025-11-19T13:42:08.000Z'),
  was: {status: ['DRAFT', 'SENT', 'PARTIALLY_ACCEPTED'], completedDate: [null], signedFileUrl: [null]},
};

export const digitalAcceptanceDocuments: readonly DigitalAcceptanceDocument[] = [
  {
    id: 5507,
    refId: 'ed6b200d-d2b7-4140-8548-2280c6887912',
    title: 'Contrato de matrícula 2026 - Rafael Oliveira Costa',
    documentType: 'ENROLLMENT_CONTRACT',
    companyId: 27,
    enrollmentId: 1176,
    status: 'SENT',
    sentDate: '2025-11-14T12:00:04.000Z',
    expirationDate: '2025-11-29T23:59:59.000Z',
    completedDate: null,
    signedFileUrl: null,
  },
  contractDocument2026,
  {
    id: 5526,
    refId: 'a05d35cb-8012-431f-b0dc-953f681e29e0',
    title: 'Contrato de matrícula 2026 - Miguel Araújo Santos',
    documentType: 'ENROLLMENT_CONTRACT',
    companyId: 27,
    enrollmentId: 1183,
    status: 'CANCELED',
    sentDate: '2025-11-18T12:00:02.000Z',
    expirationDate: '2025-12-03T23:59:59.000Z',
    completedDate: null,
    signedFileUrl: null,
    was: {status: ['SENT']},
  },
];

export const digitalAcceptanceTemplates: readonly DigitalAcceptanceTemplate[] = [
  {
    // The default template of the addenda, in its third version (docs/primeiros-passos/obter-identificadores.md).
    id: 17,
    refId: derivedUuid('template-17'),
    companyId: 27,
    name: 'Aditivo de contrato - período integral',
    documentType: 'CONTRACT_ADDENDUM',
    version: 3,
    isDefault: true,
    active: true,
  },
];

export const digitalAcceptanceSignatories: readonly DigitalAcceptanceSignatory[] = [
  {
    id: 8790,
    refId: 'f0bcdb97-fe5a-4cb0-9189-0b3cf439cc55',
    documentId: 5507,
    name: 'Fernanda Oliveira Costa',
    email: 'fernanda.costa@email.com.br',
    signatoryType: 'FINANCIAL_OWNER',
    signingOrder: 1,
    financialOwnerId: 66,
    acceptanceStatus: 'PENDING',
    acceptanceDate: null,
    lastSentDate: '2025-11-14T12:00:05.000Z',
  },
  {
    id: 8812,
    refId: 'b263d4ce-d516-4dcf-9043-497126d5d28b',
    documentId: 5521,
    name: 'Carla Duarte Pereira',
    email: 'carla.pereira@email.com.br',
    signatoryType: 'FINANCIAL_OWNER',
    signingOrder: 1,
    financialOwnerId: 68,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-18T22:10:51.000Z',
    lastSentDate: '2025-11-17T12:00:03.000Z',
    was: {acceptanceStatus: ['PENDING', 'VIEWED'], acceptanceDate: [null]},
  },
  {
    id: 8813,
    refId: '8e74781c-1514-4484-b2e0-076e4a0724ff',
    documentId: 5521,
    name: 'Roberto Alves Pereira',
    email: 'roberto.pereira@email.com.br',
    signatoryType: 'OTHER',
    signingOrder: 1,
    financialOwnerId: null,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-19T09:27:14.000Z',
    lastSentDate: '2025-11-17T12:00:03.000Z',
    was: {acceptanceStatus: ['PENDING', 'VIEWED'], acceptanceDate: [null]},
  },
  {
    id: 8814,
    refId: 'd4ca81fc-c2d4-4191-ae20-8e2ff20856ff',
    documentId: 5521,
    name: 'Lúcia Fernandes Rocha',
    email: 'lucia.rocha@colegiojacaranda.com.br',
    signatoryType: 'SCHOOL_REPRESENTATIVE',
    signingOrder: 2,
    financialOwnerId: null,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-19T13:42:08.000Z',
    lastSentDate: '2025-11-17T12:00:03.000Z',
    was: {acceptanceStatus: ['PENDING'], acceptanceDate: [null]},
  },
];

// ---------------------------------------------------------------------------------------------
// Payment plans and boletos
// ---------------------------------------------------------------------------------------------

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

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
  was: {isCanceled: [false]},
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
export const manualPaymentReasons: readonly ManualPaymentReason[] = [
  {id: 4, reason: 'Pagamento em dinheiro na secretaria'},
];

const MERCHANT_NAME = 'JACARANDA EDUCACAO LTDA';
const MERCHANT_CITY = 'SAO PAULO';

/** What changes in one boleto of a plan, on top of what the plan gives it. */
type BillingSpec = Partial<Omit<Billing, 'id'>> & {readonly id: number};

const integration = financialIntegrations[0] as FinancialIntegration;

/** A registered boleto's bank data for a due date and value: the nosso número is the boleto's id. */
function bankData(id: number, dueDate: string, value: number): {nn: string; digitableLine: string} {
  const nn = String(id).padStart(8, '0');
  return {nn, digitableLine: digitableLineOf(itauBarcode(integration, nn, dueDate, value))};
}

/**
 * A boleto of a plan: description, dates, amounts and bank data from the plan and its number
 * (`parcel`, 1-based), then the boleto's own story from `spec`. Fields set after creation (bank
 * data, payment) are null before they happen, so `was` gets null for them.
 */
function billing(
  owner: PaymentPlan,
  parcel: number,
  describe: (parcel: number, dueDate: string) => string,
  spec: BillingSpec,
): Billing {
  const installment = owner.installments[parcel - 1];
  if (installment === undefined) throw new Error(`Plano ${owner.id} sem a parcela ${parcel}`);
  const dueDate = spec.dueDate ?? installment.dueDate;
  const value = spec.value ?? installment.value;
  const status = spec.billingStatus ?? 'REGISTERED';
  const registered = status !== 'PENDING_REGISTRATION';
  const bank = registered ? bankData(spec.id, dueDate, value) : {nn: null, digitableLine: null};
  const base: Billing = {
    id: spec.id,
    refId: spec.refId ?? derivedUuid(`billing-${spec.id}`),
    paymentPlanId: owner.id,
    financialOwnerId: owner.financialOwnerId,
    financialIntegrationId: owner.financialIntegrationId,
    externalId: null,
    description: describe(parcel, installment.dueDate),
    documentCode: String(spec.id).padStart(9, '0'),
    dueDate,
    competenceDate: `${dueDate.slice(0, 8)}01T00:00:00.000Z`,
    value,
    originalValue: value,
    discount: null,
    discountUntil: null,
    fineValue: 2,
    interestPercentage: 1,
    billingStatus: status,
    ...bank,
    pixCode: null,
    paymentDate: null,
    amountPaid: null,
    // The expected means of payment until it is paid, then the one used.
    paymentType: 'BOLETO',
    isManualPayment: false,
    reasonForManualPaymentId: null,
    manualPaymentDescription: null,
    cancellationReason: null,
    cancellationDescription: null,
    refundValue: null,
    refundDate: null,
    refundReason: null,
    refundDescription: null,
    reissueReason: null,
    reissueDescription: null,
    parentBillingId: null,
    firstBillingId: null,
    creationDate: owner.creationDate,
    lastUpdateDate: null,
  };
  const merged: Billing = {...base, ...spec};
  const later: Was<Billing> = {
    billingStatus: registered ? ['PENDING_REGISTRATION', 'REGISTERED'] : [],
    ...(registered ? {nn: [null], digitableLine: [null]} : {}),
    ...(merged.pixCode === null ? {} : {pixCode: [null]}),
    ...(merged.paymentDate === null
      ? {}
      : {paymentDate: [null], amountPaid: [null], paymentType: ['BOLETO'], isManualPayment: [false]}),
    ...(merged.cancellationReason === null ? {} : {cancellationReason: [null], cancellationDescription: [null]}),
    ...(merged.lastUpdateDate === null ? {} : {lastUpdateDate: [null]}),
  };
  return {...merged, was: mergeWas(later, spec.was ?? {})};
}

function mergeWas<T>(first: Was<T>, second: Was<T>): Was<T> {
  const result: Record<string, unknown[]> = {};
  for (const source of [first, second] as Record<string, readonly unknown[] | undefined>[]) {
    for (const [key, values] of Object.entries(source)) {
      result[key] = [...(result[key] ?? []), ...(values ?? [])];
    }
  }
  return result as Was<T>;
}

const monthName = (dueDate: string) => MONTHS[Number(dueDate.slice(5, 7)) - 1] ?? '';
const byMonth = (name: string) => (_parcel: number, dueDate: string) => `${name} - ${monthName(dueDate)}`;
const byParcel = (name: string, count: number) => (parcel: number) => `${name} - parcela ${parcel}/${count}`;

/** The plan's boletos, one per instalment, with their ids from `firstId` on; `specs` tell each one's story. */
function billingsOf(
  owner: PaymentPlan,
  firstId: number,
  describe: (parcel: number, dueDate: string) => string,
  specs: readonly BillingSpec[] = [],
): Billing[] {
  return owner.installments.map((_, index) => {
    const id = firstId + index;
    return billing(owner, index + 1, describe, specs.find((spec) => spec.id === id) ?? {id});
  });
}

/** Punctuality discount of the annuity: 5% until the due date. */
const annuityDiscount = (value: number) => Math.round(value * 5) / 100;

const annuity2025Billings: Billing[] = billingsOf(annuity2025, 88213, byMonth('Anuidade 2025'), [
  {
    id: 88213,
    billingStatus: 'PAID',
    paymentDate: '2025-01-09T00:00:00.000Z',
    amountPaid: 1188.35,
    paymentType: 'BOLETO',
  },
  {
    // Paid twice by the family; the school refunded it (and the example undoes the refund).
    id: 88214,
    billingStatus: 'PAID',
    paymentDate: '2025-02-10T00:00:00.000Z',
    amountPaid: 1188.35,
    paymentType: 'BOLETO',
    refundValue: 1188.35,
    refundDate: '2025-03-20T00:00:00.000Z',
    refundReason: 'DUPLICATE_PAYMENT',
    refundDescription: 'Mensalidade de fevereiro paga em duplicidade; devolução por transferência.',
    // The example refunds it and then undoes the refund: the refund fields come and go.
    was: {
      billingStatus: ['REFUNDED'],
      refundValue: [null],
      refundDate: [null],
      refundReason: [null],
      refundDescription: [null],
    },
  },
  {
    // Paid in cash at the school before the due date, with the punctuality discount.
    id: 88215,
    refId: 'd4a7c2e9-1b3f-4e6a-8c5d-2f9b7e1a4c30',
    billingStatus: 'PAID',
    paymentDate: '2025-03-07T00:00:00.000Z',
    amountPaid: 1188.35,
    paymentType: 'CASH',
    isManualPayment: true,
    reasonForManualPaymentId: 4,
    manualPaymentDescription: 'Recibo 1532, recebido por Mariana Lopes',
    lastUpdateDate: '2025-03-07T16:21:44.000Z',
  },
  {
    // Due date moved from 10 to 20 April at the bank.
    id: 88216,
    refId: '0f6a2c84-8d1e-4b3a-9c5f-7e9b1d3f5a27',
    dueDate: '2025-04-20T00:00:00.000Z',
    was: {dueDate: ['2025-04-10T00:00:00.000Z']},
  },
]).map((item) => ({...item, discount: annuityDiscount(item.value), discountUntil: item.dueDate}));

// The linha digitável encodes the due date: the old one is shown before the change.
const april = annuity2025Billings[3] as Billing;
const aprilBefore = bankData(april.id, '2025-04-10T00:00:00.000Z', april.value);
annuity2025Billings[3] = {...april, was: mergeWas(april.was ?? {}, {digitableLine: [aprilBefore.digitableLine]})};

const supplies2025Billings = billingsOf(supplies2025, 90412, byParcel('Material didático 2025', 3), [
  {
    id: 90412,
    refId: 'c41e7a90-5b2d-4f3c-8e1a-6d9b0f2c4a71',
    billingStatus: 'PAID',
    paymentDate: '2025-02-05T00:00:00.000Z',
    amountPaid: 366.4,
    paymentType: 'PIX',
  },
  {
    // Overdue; a manual payment recorded on the wrong boleto and undone; then a second copy with a new due date.
    id: 90413,
    refId: 'd52f8ba1-6c3e-4a4d-9f2b-7eac1a3d5b82',
    billingStatus: 'REISSUED',
    updatedValue: 394.39,
    pixCode: dynamicPixCode({
      location: 'pix.exemplo.com.br/qr/v2/cobv/9f0e2a4c6b8d10e2a4c6b8d10',
      merchantName: MERCHANT_NAME,
      city: MERCHANT_CITY,
    }),
    lastUpdateDate: '2025-03-13T10:15:00.000Z',
    was: {
      billingStatus: ['OVERDUE', 'PAID'],
      paymentDate: [null, '2025-03-12T00:00:00.000Z'],
      amountPaid: [null, 394.39],
      paymentType: ['CASH'],
      isManualPayment: [false, true],
      reasonForManualPaymentId: [null, 4],
      manualPaymentDescription: [null, 'Pago em dinheiro na tesouraria, recibo 2025/0318.'],
    },
  },
  {id: 90414, refId: 'e6309cb2-7d4f-4b5e-a03c-8fbd2b4e6c93'},
]).map((item) => ({...item, discount: 20, discountUntil: `${item.dueDate.slice(0, 8)}05T00:00:00.000Z`}));

const theoSupplies2025Billings = billingsOf(theoSupplies2025, 90415, byParcel('Material didático 2025 - Théo', 3), [
  {id: 90415, billingStatus: 'PAID', paymentDate: '2025-02-07T00:00:00.000Z', amountPaid: 298.7, paymentType: 'BOLETO'},
  ...[90416, 90417].map((id) => ({
    id,
    billingStatus: 'CANCELED',
    cancellationReason: 'REQUESTED_BY_FINANCIAL_OWNER',
    cancellationDescription: 'Família optou por comprar o material em livraria a partir de março.',
    lastUpdateDate: '2025-02-20T09:30:12.000Z',
  })),
]);

const judo2025Billings = billingsOf(judo2025, 90851, byParcel('Judô 2025', 10), [
  {
    // Issued without the siblings' discount and canceled; 91290 replaced it.
    id: 90853,
    value: 180,
    originalValue: 180,
    billingStatus: 'CANCELED',
    cancellationReason: 'WRONG_DATA',
    cancellationDescription: 'Parcela emitida sem o desconto de irmãos; será emitida outra com o valor correto.',
    lastUpdateDate: '2025-03-14T15:22:47.000Z',
  },
]);

const english2025Billings = billingsOf(english2025, 91230, byParcel('Inglês 2º semestre 2025', 4), [
  {id: 91230, refId: 'a1c3e5f7-2b4d-4e6f-8a0c-1d3f5b7d9e21'},
  {id: 91231, refId: 'b2d4f6a8-3c5e-4f7a-9b1d-2e4a6c8e0f32'},
  {id: 91232, refId: 'c3e5a7b9-4d6f-4a8b-8c2e-3f5b7d9f1a43'},
  {id: 91233, refId: 'd4f6b8c0-5e7a-4b9c-9d3f-4a6c8e0a2b54'},
]).map((item) => ({...item, creationDate: '2025-07-28T15:04:52.000Z'}));

const annuity2026Billings = billingsOf(annuity2026, 95501, byMonth('Anuidade 2026'), [
  // The enrollment fee: the first instalment, paid early in December.
  {id: 95501, billingStatus: 'PAID', paymentDate: '2025-12-05T00:00:00.000Z', amountPaid: 1188.35, paymentType: 'PIX'},
]).map((item) => ({...item, discount: annuityDiscount(item.value), discountUntil: item.dueDate}));

const supplies2025Parent = supplies2025Billings[1] as Billing;
const judoApril = judo2025Billings[2] as Billing;

/** Boletos added to a plan after it was created: a reissue, a replacement and extra fees. */
const extraBillings: Billing[] = [
  {
    ...billing(judo2025, 3, () => 'Judô 2025 - parcela 3/10', {
      id: 91290,
      refId: '7d034a03-3238-4683-b4ca-7441399b3a62',
      value: 162,
      replacesBillingId: judoApril.id,
      creationDate: '2025-03-14T15:25:02.000Z',
    }),
  },
  {
    ...billing(supplies2025, 2, () => supplies2025Parent.description, {
      // The second copy of 90413: new due date, fine and interest kept.
      id: 91420,
      refId: 'f7a9c1e3-6b8d-4f0a-a2c4-5e7f9b1d3a65',
      dueDate: '2025-03-25T00:00:00.000Z',
      value: 394.39,
      originalValue: 394.39,
      billingStatus: 'PAID',
      paymentDate: '2025-03-24T00:00:00.000Z',
      amountPaid: 394.39,
      paymentType: 'BOLETO',
      reissueReason: 'DUE_DATE_CHANGE',
      reissueDescription: 'Responsável pediu novo prazo por telefone.',
      parentBillingId: 90413,
      firstBillingId: 90413,
      creationDate: '2025-03-13T10:15:00.000Z',
    }),
  },
  {
    ...billing(judo2025, 5, () => 'Judô 2025 - exame de faixa', {
      id: 91301,
      refId: '8d89a658-52c8-4419-829d-c644783932e9',
      dueDate: '2025-06-10T00:00:00.000Z',
      value: 95,
      originalValue: 95,
      discount: 5,
      discountUntil: '2025-06-05T00:00:00.000Z',
      creationDate: '2025-05-20T13:10:00.000Z',
    }),
  },
  {
    // The same fee issued a second time by mistake, marked to cancel before its registration.
    ...billing(judo2025, 5, () => 'Judô 2025 - exame de faixa', {
      id: 91302,
      refId: '4b8e1d27-3a6f-4c9b-8e52-1f7a9c3d5e64',
      dueDate: '2025-06-10T00:00:00.000Z',
      value: 95,
      originalValue: 95,
      discount: 5,
      discountUntil: '2025-06-05T00:00:00.000Z',
      billingStatus: 'CANCELED',
      cancelAfterRegister: true,
      cancellationReason: 'DUPLICATED',
      cancellationDescription: 'Taxa do exame de faixa lançada duas vezes.',
      creationDate: '2025-05-20T13:12:30.000Z',
      was: {billingStatus: ['MARKED_TO_CANCEL']},
    }),
  },
];

export const billings: readonly Billing[] = [
  ...annuity2025Billings,
  ...supplies2025Billings,
  ...theoSupplies2025Billings,
  ...judo2025Billings,
  ...extraBillings,
  ...english2025Billings,
  ...annuity2026Billings,
].sort((a, b) => a.id - b.id);

export const billingUpdates: readonly BillingUpdate[] = [
  {
    id: 2214,
    refId: derivedUuid('billing-update-2214'),
    billingId: 88216,
    status: 'CONFIRMED',
    previousDueDate: '2025-04-10T00:00:00.000Z',
    newDueDate: '2025-04-20T00:00:00.000Z',
    sentDate: '2025-03-27T18:00:00.000Z',
    confirmationDate: '2025-03-28T14:02:51.000Z',
    was: {status: ['PENDING'], sentDate: [null], confirmationDate: [null]},
  },
];

export const scheduledTasks: readonly ScheduledTask[] = [
  {
    // The Rocha family moved to another school in June 2025: the boletos of July to December are canceled.
    id: 733,
    refId: derivedUuid('scheduled-task-733'),
    type: 'MASSIVE_BILLING_CANCELLATION',
    status: 'COMPLETED',
    companyId: 27,
    financialOwnerId: 74,
    scheduledDate: '2025-06-30T23:00:00.000Z',
    dueDateFrom: '2025-07-01T00:00:00.000Z',
    dueDateTo: '2025-12-31T00:00:00.000Z',
    cancellationReason: 'ENROLLMENT_CANCELED',
    cancellationDescription: 'Transferência para outra escola em junho de 2025.',
    requiresReview: false,
    totalItems: 12,
    processedItems: 12,
    startDate: '2025-06-30T23:00:02.000Z',
    endDate: '2025-06-30T23:00:09.000Z',
    // The subscription onScheduleTask publishes the progress in between (docs/boas-praticas/subscriptions.md).
    was: {status: ['SCHEDULED', 'RUNNING'], processedItems: [0, 4, 8], startDate: [null], endDate: [null]},
  },
];

export const agreements: readonly Agreement[] = [
  {
    id: 244,
    refId: '0e9d4b7a-5c3f-4a21-8b6e-f2d1a7c9e384',
    financialOwnerId: 91,
    status: 'BROKEN',
    parcelQuantity: 4,
    originalValue: 2781.8,
    negotiatedValue: 2600,
    amountPaid: 650,
    agreementDate: '2025-03-20T00:00:00.000Z',
    breachDate: '2025-05-16T03:00:05.000Z',
    breachReason: 'INSTALLMENT_OVERDUE',
    breachDescription: 'Parcela 2/4 vencida há mais de 30 dias',
    was: {status: ['PENDING', 'ACTIVE'], breachDate: [null], breachReason: [null], breachDescription: [null]},
  },
];

export const paymentLinks: readonly PaymentLink[] = [
  {
    id: 812,
    refId: '4b7e2d9c-1a6f-4c38-9e50-d8a3f1c7b246',
    financialOwnerId: 75,
    url: 'https://pagamento.exemplo.com.br/l/4b7e2d9c',
    value: 980,
    maxParcelQuantity: 3,
    expirationDate: '2025-06-10T23:59:59.000Z',
    status: 'USED',
    paymentStatus: 'PAID',
    amountPaid: 980,
    paymentDate: '2025-06-02T21:37:12.000Z',
    was: {
      status: ['ACTIVE'],
      paymentStatus: ['AWAITING_PAYMENT', 'PROCESSING'],
      amountPaid: [null],
      paymentDate: [null],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Webhooks
// ---------------------------------------------------------------------------------------------

export const webHooks: readonly WebHook[] = [
  {
    // The integrator's homologation webhook: created, given a new secret, deactivated and removed the same day.
    id: 42,
    refId: '5e0b7c2a-91d4-4f36-b8a1-3c7e2d9f0a65',
    companyRefIds: ['8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34'],
    environmentType: 'SANDBOX',
    url: 'https://erp.colegiojacaranda.com.br/webhooks/cobrancas',
    eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED', 'BILLING_UPDATED'],
    authType: 'HMAC_SIGNATURE',
    authValue: '7a2c9e4f1b8d3065e2f7a1c4b9d0e3f6a8c5b2d7e1f4a0c3',
    customHeaders: [{key: 'X-Origem', value: 'plataforma-escolar'}],
    active: false,
    creationDate: '2025-03-12T13:58:10.000Z',
    lastUpdateDate: '2025-03-12T22:00:04.000Z',
    removedAt: '2025-03-13T08:00:00.000Z',
    was: {
      eventTypes: [['BILLING_CREATED', 'BILLING_STATUS_CHANGED']],
      authValue: ['c9f1e07a4b2d58e36f1a9c0b7d2e4f8a5b3c6d9e0f1a2b4c'],
      active: [true],
      lastUpdateDate: [null, '2025-03-12T14:05:31.000Z'],
    },
  },
  {
    id: 51,
    refId: '2f7a9c0e-4b1d-4e83-9a6c-5d0e8b3f1a72',
    companyRefIds: ['8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34', 'c27e94b0-5a1d-4f63-8e2b-917d4c0a6f58'],
    environmentType: 'PRODUCTION',
    url: 'https://erp.colegiojacaranda.com.br/webhooks/cobrancas',
    eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED'],
    authType: 'HMAC_SIGNATURE',
    authValue: '3e7b0c9d2a5f8e1b4c7d0a3f6e9b2c5d8a1f4e7b0c3d6a9f',
    customHeaders: [],
    active: true,
    creationDate: '2025-01-10T18:42:57.000Z',
    lastUpdateDate: null,
  },
  {
    id: 57,
    refId: 'b81d3e6f-0c2a-4d97-a5e4-6f9c1b2d7e30',
    companyRefIds: ['8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34', 'c27e94b0-5a1d-4f63-8e2b-917d4c0a6f58'],
    environmentType: 'PRODUCTION',
    url: 'https://erp.colegiojacaranda.com.br/webhooks/matriculas',
    eventTypes: ['ENROLLMENT_CREATED', 'ENROLLMENT_STATUS_CHANGED', 'DIGITAL_ACCEPTANCE_STATUS_CHANGED'],
    authType: 'BEARER_TOKEN',
    authValue: 'f1c8a3e6b9d2047a5c8e1b4d7a0f3c6e',
    customHeaders: [],
    active: true,
    creationDate: '2025-02-03T13:20:11.000Z',
    lastUpdateDate: null,
  },
];

/** How the API shows a secret: its first and last four characters. */
export function maskedSecret(secret: string): string {
  return `${secret.slice(0, 4)}${'*'.repeat(secret.length - 8)}${secret.slice(-4)}`;
}

function event(fields: Omit<WebHookEvent, 'companyId' | 'companyRefId' | 'environmentType'>): WebHookEvent {
  return {...fields, companyId: school.id, companyRefId: school.refId, environmentType: 'PRODUCTION'};
}

/** When the platform tries to deliver an event: at once, then at each retry offset of the platform facts. */
function automaticAttempts(eventDate: string): string[] {
  return [0, ...WEBHOOK_RETRY_OFFSETS_SECONDS].map((offset) =>
    new Date(Date.parse(eventDate) + offset * 1000).toISOString(),
  );
}

/** March's instalment paid in cash at the school (boleto 88215). */
const manualPaymentEventDate = '2025-03-07T16:21:45.000Z';

const supplies2025Created = '2025-01-20T13:42:09.000Z';
const supplies2025Correlation = 'c0f89c79-ae84-4004-9caa-5dbb0474fee7';

export const webHookEvents: readonly WebHookEvent[] = [
  event({
    refId: '9a4f1c3e-7b2d-4e08-b5a6-3d9c1f7e2b40',
    type: 'PAYMENT_PLAN_CREATED',
    objectId: supplies2025.refId,
    correlationId: supplies2025Correlation,
    eventDate: supplies2025.creationDate,
  }),
  ...supplies2025Billings.map((item, index) =>
    event({
      refId: index === 0 ? '191ee6e3-abd1-4669-97ba-5de3219f6c6c' : derivedUuid(`event-created-${item.id}`),
      type: 'BILLING_CREATED',
      objectId: item.refId,
      correlationId: supplies2025Correlation,
      eventDate: supplies2025Created,
    }),
  ),
  event({
    refId: '0d6b2f84-1e7a-4c39-8a5d-f3b9c1e07a26',
    type: 'BILLING_STATUS_CHANGED',
    objectId: (theoSupplies2025Billings[1] as Billing).refId,
    correlationId: '6f2c9a1e-4b8d-4e73-a0c5-d1e8b7f3a942',
    eventDate: '2025-02-20T09:30:12.000Z',
  }),
  event({
    refId: 'e3a1c9d7-2b5f-4a80-9c6e-1d7f3b0a5e42',
    type: 'BILLING_STATUS_CHANGED',
    objectId: 'd4a7c2e9-1b3f-4e6a-8c5d-2f9b7e1a4c30',
    correlationId: '88915a66-332c-41e8-aad7-126051d24701',
    eventDate: manualPaymentEventDate,
    // The integrator's endpoint answered 503 to the first delivery and to every automatic retry; the
    // manual retry, the next morning, worked.
    delivery: {
      id: 918244,
      webHookV2Id: 51,
      status: 'DELIVERED',
      success: true,
      responseStatusCode: 200,
      responseStatusMessage: 'OK',
      responseTime: 184,
      retryCount: WEBHOOK_RETRY_OFFSETS_SECONDS.length,
      manuallyTriggered: true,
      executionDate: '2025-03-09T09:15:40.000Z',
      nextRetryAt: null,
      was: {
        status: ['RETRYING', 'FAILED'],
        success: [false],
        responseStatusCode: [503],
        responseStatusMessage: ['Service Unavailable'],
        responseTime: [212],
        retryCount: WEBHOOK_RETRY_OFFSETS_SECONDS.map((_, index) => index),
        manuallyTriggered: [false],
        executionDate: automaticAttempts(manualPaymentEventDate),
        nextRetryAt: automaticAttempts(manualPaymentEventDate).slice(1),
      },
    },
  }),
  event({
    refId: '5b0f7d2c-93e1-4a6b-b8f4-0c2d6e9a1f37',
    type: 'BILLING_CREATED',
    objectId: 'f7a9c1e3-6b8d-4f0a-a2c4-5e7f9b1d3a65',
    correlationId: '3e8a1f0b-7c42-4d95-b6a3-2f1e0d9c8b74',
    eventDate: '2025-03-13T10:15:00.000Z',
  }),
  event({
    refId: '4c8e2a17-9b3d-4f65-a1c0-7e2d9f4b8a53',
    type: 'BILLING_UPDATED',
    objectId: '0f6a2c84-8d1e-4b3a-9c5f-7e9b1d3f5a27',
    correlationId: null,
    eventDate: '2025-03-28T14:02:51.000Z',
  }),
  event({
    refId: '6c2a8e4f-1b9d-4d73-a5f0-3e7b1c9d2a68',
    type: 'AGREEMENT_STATUS_CHANGED',
    objectId: '0e9d4b7a-5c3f-4a21-8b6e-f2d1a7c9e384',
    correlationId: null,
    eventDate: '2025-05-16T03:00:05.000Z',
  }),
  event({
    refId: '1f8c3a6e-9d2b-4e54-b7a1-c0e6d4f9b823',
    type: 'PAYMENT_LINK_STATUS_CHANGED',
    objectId: '4b7e2d9c-1a6f-4c38-9e50-d8a3f1c7b246',
    correlationId: null,
    eventDate: '2025-06-02T21:37:14.000Z',
  }),
  event({
    refId: '2e7c4a9b-1d8f-4b36-9e05-a3c6f2d8b174',
    type: 'ENROLLMENT_CREATED',
    objectId: enrollment2026.refId,
    correlationId: 'b4e9d2a7-3f1c-4a68-8d05-e7c2b9f1a430',
    eventDate: '2025-10-06T14:12:38.000Z',
  }),
  event({
    refId: '3d9e7b2f-6a1c-4f48-b3e0-9c5a2d8f1e76',
    type: 'DIGITAL_ACCEPTANCE_SENT',
    objectId: contractDocument2026.refId,
    correlationId: '72f82172-858d-4d90-ba3e-1a62c945c9b3',
    eventDate: '2025-11-17T12:00:02.000Z',
  }),
  event({
    refId: '7b1e5c9a-3f2d-4a86-b0e4-d6c8a2f1e357',
    type: 'DIGITAL_ACCEPTANCE_STATUS_CHANGED',
    objectId: contractDocument2026.refId,
    correlationId: '092fc0fb-3b20-4774-8f78-e27110727ad1',
    eventDate: '2025-11-19T13:42:09.000Z',
  }),
  event({
    // The Pix payment of the enrollment fee; the same confirmation completes the enrollment (same correlationId).
    refId: 'a93e6c1f-4d27-4b8e-9f05-2c7b1e8d6a34',
    type: 'BILLING_STATUS_CHANGED',
    objectId: (annuity2026Billings[0] as Billing).refId,
    correlationId: '5985da17-51ae-4fe9-9d35-94663d58e3c9',
    eventDate: '2025-12-05T14:03:20.000Z',
  }),
  event({
    refId: '8f3b6d1a-2c9e-4e57-a4b0-c1d7e3f9a285',
    type: 'ENROLLMENT_STATUS_CHANGED',
    objectId: enrollment2026.refId,
    correlationId: '5985da17-51ae-4fe9-9d35-94663d58e3c9',
    eventDate: '2025-12-05T14:03:21.000Z',
  }),
];

// ---------------------------------------------------------------------------------------------
// The whole world, by entity type (the GraphQL type names)
// ---------------------------------------------------------------------------------------------

/** Every record of the world by GraphQL type name: what the example test compares pages with. */
export const WORLD = {
  Bank: banks,
  Company: companies,
  FinancialIntegration: financialIntegrations,
  User: users,
  AcademicYear: academicYears,
  AcademicLevel: academicLevels,
  AcademicSerie: academicSeries,
  AcademicClass: academicClasses,
  CostCenter: costCenters,
  FinancialOwner: financialOwners,
  Dependent: dependents,
  Enrollment: enrollments,
  Contract: contracts,
  DigitalAcceptanceDocument: digitalAcceptanceDocuments,
  DigitalAcceptanceSignatory: digitalAcceptanceSignatories,
  DigitalAcceptanceTemplate: digitalAcceptanceTemplates,
  PaymentPlan: paymentPlans,
  Billing: billings,
  BillingUpdate: billingUpdates,
  ScheduledTask: scheduledTasks,
  Agreement: agreements,
  PaymentLink: paymentLinks,
  ManualPaymentReason: manualPaymentReasons,
  WebHookV2: webHooks,
  WebHookEventV2: webHookEvents,
  UserToken: [token],
} as const;

export type EntityType = keyof typeof WORLD;
