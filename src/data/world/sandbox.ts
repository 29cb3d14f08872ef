/**
 * The school's records in the sandbox: what an integrator creates there to test, as the page
 * about the sandbox shows them. The fact `ambiente.dados` says the sandbox has its own data, so
 * none of these ids or refIds exists in production and no production one exists here: every
 * sandbox id is 7.000.000 or more, far from the production ranges. The production records stay in
 * WORLD (index.ts); these are SANDBOX_WORLD, and tests/content/example-world.test.ts checks a page
 * about the sandbox against this list only.
 *
 * The school's setup in the sandbox (its bank account, the family, the academic structure) has
 * sandbox ids too; no page shows those records, so only their ids are here. The school itself is
 * here: the pages about webhooks register a sandbox webhook for it by its refId.
 */
import {derivedUuid} from '../../lib/derived-uuid';
import {WEBHOOK_RETRY_OFFSETS_SECONDS} from '../platform-facts';
import {BOLEPIX_SINCE, bankData, pixCodeOf, registration} from './billing-builder';
import type {
  Billing,
  Company,
  Contract,
  DigitalAcceptanceDocument,
  DigitalAcceptanceSignatory,
  Enrollment,
  Installment,
  PaymentPlan,
  ReasonForManualPayment,
  User,
  WebHook,
  WebHookEvent,
} from './types';

/** The first id of the sandbox: production ids stay below it. */
export const SANDBOX_FIRST_ID = 7_000_000;

/** Ids of the school's setup in the sandbox, which the records below point to. */
const SETUP = {
  companyId: 7_000_027,
  companyRefId: 'a7d3e1c9-5b2f-4e80-9d6a-3c1f7b9e2d54',
  bankId: 7_000_001,
  financialIntegrationId: 7_000_003,
  financialOwnerId: 7_000_068,
  dependentId: 7_001_542,
  academicYearId: 7_000_058,
  academicLevelId: 7_000_213,
  academicSerieId: 7_000_236,
  academicClassId: 7_000_342,
  costCenterId: 7_000_142,
  contractId: 7_000_902,
} as const;

/** The school as the sandbox knows it: its own ids, a test CNPJ and a test e-mail, no production value. */
const sandboxSchool: Company = {
  id: SETUP.companyId,
  refId: SETUP.companyRefId,
  name: 'Colégio Jacarandá (sandbox)',
  companyName: 'Jacarandá Educação Ltda.',
  cnpj: '11222333009057',
  parentCompanyId: null,
  email: 'sandbox@colegiojacaranda.com.br',
  phone: '1133224455',
  whatsapp: '11987654321',
  zipCode: '04010100',
  street: 'Rua Domingos de Morais',
  number: '1420',
  district: 'Vila Mariana',
  city: 'São Paulo',
  state: 'SP',
  bankId: SETUP.bankId,
  billetType: 'BOLEPIX',
  fineValue: 2,
  interestValue: 1,
  negotiatedRate: 2.49,
  transferDay: 10,
  transferTax: 3.9,
  transferDaySecondary: null,
  transferTaxSecondary: null,
  active: true,
  creationDate: '2025-01-08T12:00:00.000Z',
  lastUpdateDate: null,
};

/**
 * The integration user of the sandbox: the sandbox has credentials of its own (fact
 * ambiente.dados), and its token reaches the sandbox's records only. Example credentials, never
 * real ones, as the production integration user's (users.ts).
 */
export const sandboxIntegrationUser: User = {
  refId: derivedUuid('sandbox-user-integracao'),
  name: 'Integração Colégio Jacarandá (sandbox)',
  email: 'integracao.sandbox@colegiojacaranda.com.br',
  password: 'senha-do-usuario-de-integracao-no-sandbox',
  companyId: SETUP.companyId,
  roles: ['Integração'],
};

const reasonsForManualPayment: readonly ReasonForManualPayment[] = [
  {id: 7_000_004, description: 'Pagamento simulado no sandbox'},
];

/** The exam fee the integrator issues to test a boleto's life: registered, then paid. */
const sandboxExamFeePlan: PaymentPlan = {
  id: 7_005_140,
  refId: derivedUuid('sandbox-plan-7005140'),
  description: 'Judô 2025 - exame de faixa',
  paymentPlanType: 'EXTRACURRICULAR',
  companyId: SETUP.companyId,
  financialIntegrationId: SETUP.financialIntegrationId,
  financialOwnerId: SETUP.financialOwnerId,
  dependentId: SETUP.dependentId,
  enrollmentId: null,
  costCenterId: null,
  isCanceled: false,
  creationDate: '2025-05-20T13:10:00.000Z',
  installments: [{dueDate: '2025-06-10T00:00:00.000Z', value: 95}],
  parcelQuantity: 1,
  totalValue: 95,
  documentFileUrl: `https://arquivos.exemplo.com.br/carnes/${derivedUuid('sandbox-plan-7005140')}.pdf`,
};

const examFeeId = 7_091_301;
const examFeeDue = '2025-06-10T00:00:00.000Z';
const examFeeCreated = '2025-05-20T13:10:00.000Z';
const examFeePaid = '2025-06-02T14:05:31.000Z';

/** The exam fee's boleto: registered by syncBilling, paid with manualPayment. */
const sandboxExamFee: Billing = {
  id: examFeeId,
  refId: derivedUuid(`sandbox-billing-${examFeeId}`),
  paymentPlanId: sandboxExamFeePlan.id,
  financialOwnerId: SETUP.financialOwnerId,
  financialIntegrationId: SETUP.financialIntegrationId,
  externalId: null,
  description: 'Judô 2025 - exame de faixa',
  documentCode: String(examFeeId).padStart(9, '0'),
  dueDate: examFeeDue,
  competenceDate: '2025-06-01T00:00:00.000Z',
  value: 95,
  originalValue: 95,
  discount: null,
  discountUntil: null,
  fineValue: 2,
  interestPercentage: 1,
  billingStatus: 'PAID',
  // Fictitious bank data with the real format, as the sandbox's simulator gives them.
  ...bankData(examFeeId, examFeeDue, 95),
  // The school's copy in the sandbox has the same bank setup, so the same rule (fact boleto.pix).
  pixCode: examFeeCreated >= BOLEPIX_SINCE ? pixCodeOf(examFeeId) : null,
  paymentDate: '2025-06-02T00:00:00.000Z',
  amountPaid: 95,
  paymentType: 'CASH',
  isManualPayment: true,
  reasonForManualPaymentId: 7_000_004,
  manualPaymentDescription: 'Baixa do teste de integração',
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
  creationDate: examFeeCreated,
  lastUpdateDate: examFeePaid,
  was: [
    {...registration(examFeeCreated), pixCode: null},
    {
      until: examFeePaid,
      billingStatus: 'REGISTERED',
      paymentDate: null,
      amountPaid: null,
      paymentType: 'BOLETO',
      isManualPayment: false,
      reasonForManualPaymentId: null,
      manualPaymentDescription: null,
      lastUpdateDate: null,
    },
  ],
};

const accepted = '2025-11-12T15:20:44.000Z';
/** The enrollment completed with the contract to accept, which created the document. */
const sandboxCompleted = '2025-11-12T14:30:00.000Z';
/** The acceptance generated the enrollment's plan in the same moment (the model's cascade of ACCEPTED). */
const planGenerated = accepted;

/** The enrollment the integrator takes through every stage; it waits for the first payment. */
const sandboxEnrollment: Enrollment = {
  id: 7_001_178,
  refId: derivedUuid('sandbox-enrollment-7001178'),
  registry: 'TESTE-0001',
  dependentId: SETUP.dependentId,
  financialOwnerId: SETUP.financialOwnerId,
  targetYear: 2026,
  reenrollment: false,
  academicYearId: SETUP.academicYearId,
  academicLevelId: SETUP.academicLevelId,
  academicSerieId: SETUP.academicSerieId,
  academicClassId: SETUP.academicClassId,
  shift: 'MORNING',
  costCenterId: SETUP.costCenterId,
  status: 'AWAITING_PAYMENT',
  situation: 'ACTIVE',
  isExempt: false,
  totalInstallmentValue: 15010.8,
  installmentQuantity: 12,
  installmentValue: 1250.9,
  installmentDueDate: '2026-01-10T00:00:00.000Z',
  contractId: SETUP.contractId,
  paymentPlanId: 7_003_402,
  creationDate: '2025-11-12T14:02:10.000Z',
  lastUpdateDate: '2025-11-12T15:20:45.000Z',
  was: [
    {until: sandboxCompleted, status: 'STARTED', contractId: null, lastUpdateDate: null},
    // The plan, and with it the wait for the first payment, came with the acceptance.
    {until: planGenerated, status: 'IN_TERM_ACCEPTANCE', paymentPlanId: null, lastUpdateDate: sandboxCompleted},
  ],
};

/** Twelve monthly instalments of the enrollment's plan, from January 2026. */
const enrollmentInstallments: Installment[] = Array.from({length: 12}, (_, month) => ({
  dueDate: new Date(Date.UTC(2026, month, 10)).toISOString(),
  value: 1250.9,
}));

/** The plan the acceptance generated; its boletos are not shown by any page. */
const sandboxEnrollmentPlan: PaymentPlan = {
  id: 7_003_402,
  refId: derivedUuid('sandbox-plan-7003402'),
  description: 'Anuidade 2026',
  paymentPlanType: 'MONTHLY',
  companyId: SETUP.companyId,
  financialIntegrationId: SETUP.financialIntegrationId,
  financialOwnerId: SETUP.financialOwnerId,
  dependentId: SETUP.dependentId,
  enrollmentId: sandboxEnrollment.id,
  costCenterId: SETUP.costCenterId,
  isCanceled: false,
  creationDate: planGenerated,
  installments: enrollmentInstallments,
  parcelQuantity: 12,
  totalValue: 15010.8,
  documentFileUrl: `https://arquivos.exemplo.com.br/carnes/${derivedUuid('sandbox-plan-7003402')}.pdf`,
};

const documentRefId = derivedUuid('sandbox-document-7005521');

const sandboxDocument: DigitalAcceptanceDocument = {
  id: 7_005_521,
  refId: documentRefId,
  title: 'Contrato de matrícula 2026 - teste de integração',
  documentType: 'ENROLLMENT_CONTRACT',
  companyId: SETUP.companyId,
  enrollmentId: sandboxEnrollment.id,
  status: 'ACCEPTED',
  // Sent by the completion itself, as the model's completeEnrollment does: no draft.
  sentDate: sandboxCompleted,
  expirationDate: '2025-11-27T23:59:59.000Z',
  completedDate: accepted,
  signedFileUrl: `https://arquivos.exemplo.com.br/aceites/${documentRefId.slice(0, 8)}/contrato-assinado.pdf`,
  creationDate: sandboxCompleted,
  was: [
    {until: '2025-11-12T15:18:02.000Z', status: 'SENT'},
    {until: accepted, status: 'PARTIALLY_ACCEPTED', completedDate: null, signedFileUrl: null},
  ],
};

/**
 * The contract the completion of the enrollment sent for acceptance: the terms of its plan (twelve
 * instalments of 1,250.90 from January 2026), which the acceptance generated. Test values only.
 */
const sandboxContract: Contract = {
  id: SETUP.contractId,
  refId: derivedUuid('sandbox-contract-7000902'),
  type: 'ENROLLMENT',
  enrollmentId: sandboxEnrollment.id,
  dependentId: SETUP.dependentId,
  financialOwnerId: SETUP.financialOwnerId,
  totalInstallmentValue: 15010.8,
  installmentQuantity: 12,
  installmentValue: 1250.9,
  installmentsMaturity: 10,
  startDateInstallment: '2026-01-10T00:00:00.000Z',
  lastDayInstallment: '2026-12-10T00:00:00.000Z',
  punctualityDiscount: 0,
  punctualityDiscountIsPercentage: false,
  withdrawalFee: 10,
  withdrawalFeeIsPercentage: true,
  manualContract: false,
  financialOwnerRg: '112223334',
  financialOwnerOcupation: 'Analista de testes',
  financialOwnerMaritalStatus: 'solteiro',
  relationshipDegree: 'Pai',
  email: 'responsavel.teste@colegiojacaranda.com.br',
  documentId: sandboxDocument.id,
  paymentPlanId: sandboxEnrollmentPlan.id,
  creationDate: sandboxCompleted,
  // The plan waited for the acceptance: it was created when the document was accepted.
  paymentPlanScheduled: false,
  was: [{until: planGenerated, paymentPlanId: null, paymentPlanScheduled: true}],
};

/** The signatories, whose acceptances the integrator's system records itself (IPs of the documentation range). */
const sandboxSignatories: readonly DigitalAcceptanceSignatory[] = [
  {
    id: 7_008_812,
    refId: derivedUuid('sandbox-signatory-7008812'),
    documentId: sandboxDocument.id,
    name: 'Responsável Teste',
    email: 'responsavel.teste@colegiojacaranda.com.br',
    signatoryType: 'FINANCIAL_OWNER',
    signingOrder: 1,
    financialOwnerId: SETUP.financialOwnerId,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-12T15:18:02.000Z',
    ipAddress: '203.0.113.10',
    lastSentDate: '2025-11-12T14:30:03.000Z',
    creationDate: sandboxCompleted,
    was: [{until: '2025-11-12T15:18:02.000Z', acceptanceStatus: 'PENDING', acceptanceDate: null, ipAddress: null}],
  },
  {
    id: 7_008_813,
    refId: derivedUuid('sandbox-signatory-7008813'),
    documentId: sandboxDocument.id,
    name: 'Segundo Responsável Teste',
    email: 'segundo.teste@colegiojacaranda.com.br',
    signatoryType: 'OTHER',
    signingOrder: 1,
    financialOwnerId: null,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-12T15:19:15.000Z',
    ipAddress: '203.0.113.10',
    lastSentDate: '2025-11-12T14:30:03.000Z',
    creationDate: sandboxCompleted,
    was: [{until: '2025-11-12T15:19:15.000Z', acceptanceStatus: 'PENDING', acceptanceDate: null, ipAddress: null}],
  },
  {
    id: 7_008_814,
    refId: derivedUuid('sandbox-signatory-7008814'),
    documentId: sandboxDocument.id,
    name: 'Representante Teste',
    email: 'representante.teste@colegiojacaranda.com.br',
    signatoryType: 'SCHOOL_REPRESENTATIVE',
    signingOrder: 2,
    financialOwnerId: null,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: accepted,
    ipAddress: '203.0.113.45',
    lastSentDate: '2025-11-12T14:30:03.000Z',
    creationDate: sandboxCompleted,
    was: [{until: accepted, acceptanceStatus: 'PENDING', acceptanceDate: null, ipAddress: null}],
  },
];

/** The integrator's sandbox webhook, reached through a tunnel to the development machine. */
const sandboxWebHook: WebHook = {
  id: 7_000_051,
  refId: derivedUuid('sandbox-webhook-7000051'),
  companyRefIds: [SETUP.companyRefId],
  environmentType: 'SANDBOX',
  url: 'https://teste-integracao.colegiojacaranda.com.br/webhooks/cobrancas',
  eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED'],
  authType: 'HMAC_SIGNATURE',
  authValue: '9c2e5b8f1a4d7c0e3b6f9a2d5c8e1b4f7a0d3c6e9b2f5a8d',
  customHeaders: [],
  active: true,
  creationDate: '2025-05-19T11:04:12.000Z',
  lastUpdateDate: null,
};

/**
 * The webhook the pages about webhooks create, update, pause and remove, all on the same day, in
 * the sandbox API: its environment is the API's (fact `webhook.ambiente`), its school the sandbox's.
 */
const homologationWebHook: WebHook = {
  id: 7_000_042,
  refId: '3b9e6d14-7c2a-4f85-a0d9-1e6c8b4f2a73',
  companyRefIds: [SETUP.companyRefId],
  environmentType: 'SANDBOX',
  url: 'https://erp-homologacao.colegiojacaranda.com.br/webhooks/cobrancas',
  eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED', 'BILLING_UPDATED'],
  authType: 'HMAC_SIGNATURE',
  authValue: '7a2c9e4f1b8d3065e2f7a1c4b9d0e3f6a8c5b2d7e1f4a0c3',
  customHeaders: [{key: 'X-Origem', value: 'plataforma-escolar'}],
  active: false,
  creationDate: '2025-03-12T13:58:10.000Z',
  lastUpdateDate: '2025-03-12T22:00:04.000Z',
  removedAt: '2025-03-13T08:00:00.000Z',
  was: [
    // A new secret and one more event (docs/webhooks/atualizar.md), then paused in the evening.
    {
      until: '2025-03-12T14:05:31.000Z',
      eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED'],
      authValue: 'c9f1e07a4b2d58e36f1a9c0b7d2e4f8a5b3c6d9e0f1a2b4c',
      lastUpdateDate: null,
    },
    {until: '2025-03-12T22:00:04.000Z', active: true, lastUpdateDate: '2025-03-12T14:05:31.000Z'},
  ],
};

const paymentEventDate = '2025-06-02T14:05:32.000Z';

/** The exam fee's payment event: the receiver was down, then the integrator retried it by hand. */
const sandboxPaymentEvent: WebHookEvent = {
  refId: '5e8b2d71-c4a9-4f36-b0e2-9d7a1c3f6b58',
  type: 'BILLING_STATUS_CHANGED',
  objectId: sandboxExamFee.refId,
  companyId: SETUP.companyId,
  companyRefId: SETUP.companyRefId,
  correlationId: derivedUuid('sandbox-correlation-7091301'),
  environmentType: 'SANDBOX',
  eventDate: paymentEventDate,
  delivery: {
    id: 7_918_244,
    webHookV2Id: sandboxWebHook.id,
    status: 'DELIVERED',
    success: true,
    responseStatusCode: 200,
    responseStatusMessage: 'OK',
    responseTime: 96,
    // Retried by hand before the first automatic retry: no automatic retry ran.
    retryCount: 0,
    manuallyTriggered: true,
    executionDate: '2025-06-02T14:06:10.000Z',
    nextRetryAt: null,
    was: [
      {
        until: '2025-06-02T14:06:10.000Z',
        status: 'RETRYING',
        success: false,
        responseStatusCode: 502,
        responseStatusMessage: 'Bad Gateway',
        responseTime: 31,
        manuallyTriggered: false,
        executionDate: paymentEventDate,
        nextRetryAt: new Date(Date.parse(paymentEventDate) + WEBHOOK_RETRY_OFFSETS_SECONDS[0] * 1000).toISOString(),
      },
      // Back in the queue from the retry until the receiver answered its attempt (responseTime later).
      {
        until: '2025-06-02T14:06:10.096Z',
        status: 'PENDING',
        success: false,
        responseStatusCode: 502,
        responseStatusMessage: 'Bad Gateway',
        responseTime: 31,
        manuallyTriggered: true,
        executionDate: paymentEventDate,
        nextRetryAt: '2025-06-02T14:06:10.000Z',
      },
    ],
  },
};

/** Every sandbox record by GraphQL type name, as WORLD files the production ones (index.ts). */
export const SANDBOX_RECORDS = {
  Company: [sandboxSchool],
  User: [sandboxIntegrationUser],
  ReasonForManualPayment: reasonsForManualPayment,
  PaymentPlan: [sandboxExamFeePlan, sandboxEnrollmentPlan],
  Billing: [sandboxExamFee],
  Enrollment: [sandboxEnrollment],
  Contract: [sandboxContract],
  DigitalAcceptanceDocument: [sandboxDocument],
  DigitalAcceptanceSignatory: sandboxSignatories,
  WebHookV2: [sandboxWebHook, homologationWebHook],
  WebHookEventV2: [sandboxPaymentEvent],
} as const;
