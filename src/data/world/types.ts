/**
 * The types of the example world's records, made from the TypeScript types of the schema
 * (src/types/generated/schema.ts, written by `npm run schema:types`). Each record type picks the
 * fields the world holds from its GraphQL type, with the schema's own types: a field renamed or
 * removed in schema/schema.graphql, an enum value it drops or a scalar whose type changes is a
 * tsc error here or at the record that uses it. The few fields the output type lacks come from
 * the input type that carries them (AddDependentDataInput.financialOwnerIds...) or are declared
 * below as the world's own, each with the reason.
 *
 * A field whose value changes inside the timeline keeps its earlier values in `was`; a record
 * removed by a logical deletion has `removedAt`. Both are the world's, not the API's.
 */
import type * as Api from '../../types/generated/schema';

/** The schema's fields K of T, typed as the schema types them (a nullable field holds null, never misses). */
type Fields<T, K extends keyof T> = {readonly [P in K]-?: T[P]};

/** The schema's fields K of T that every record of the world fills, although the schema lets them be null. */
type Filled<T, K extends keyof T> = {readonly [P in K]-?: NonNullable<T[P]>};

/** The schema's fields K of T that only some records of the world state. */
type Sometimes<T, K extends keyof T> = {readonly [P in K]?: NonNullable<T[P]>};

/** The schema's fields K of T (an input's, required there) that a record holds as null until they are set. */
type NullUntilSet<T, K extends keyof T> = {readonly [P in K]-?: NonNullable<T[P]> | null};

/** The schema's object field K of T, which some records state with some of its fields (V). */
type Nested<T, K extends keyof T, V extends Partial<NonNullable<T[K]>>> = {readonly [P in K]?: V};

declare const API_TYPE: unique symbol;

/**
 * Which GraphQL type a world type is a record of. Type-level only (no record has the property):
 * src/data/world/index.ts uses it so that each list of WORLD is filed under its type's name.
 */
export interface RecordOf<T> {
  readonly [API_TYPE]?: T;
}

/** An instant of the world's timeline (ISO 8601, UTC), as the schema's DateTime. */
export type Moment = Api.Scalars['DateTime']['output'];

/** What the world adds to a record of the API: its history. */
interface History<T> {
  /** Removed (logical deletion) at this moment: the record exists only in the removal example. */
  readonly removedAt?: Moment;
  readonly was?: Was<T>;
}

/**
 * One change of a record: at `until`, the fields it names changed from the values it gives (to
 * those of the next entry that names them, or to the record's own). It names every field that
 * changed at that moment. Every earlier value is dated: an entry without `until` is a tsc error.
 */
export type Earlier<T> = {readonly until: Moment} & {
  readonly [K in Exclude<keyof T, keyof History<T> | 'until'>]?: T[K];
};

/**
 * The changes of a record inside the timeline, earliest first: at a moment up to an entry's
 * `until`, a field it names had the value it gives, unless an earlier entry names it too
 * (src/data/world/history.ts).
 */
export type Was<T> = readonly Earlier<T>[];

export interface Bank extends RecordOf<Api.Bank>, Fields<Api.Bank, 'id' | 'code' | 'name'> {}

/** A school; its address fields are flat, as addCompany and updateCompany take them. */
export interface Company
  extends
    RecordOf<Api.Company>,
    History<Company>,
    Fields<
      Api.Company,
      | 'id'
      | 'refId'
      | 'name'
      | 'cnpj'
      | 'parentCompanyId'
      | 'active'
      | 'creationDate'
      | 'lastUpdateDate'
      // Null when the school has a single monthly transfer (docs/boletos/conciliacao.md).
      | 'transferDaySecondary'
      | 'transferTaxSecondary'
    >,
    Filled<
      Api.Company,
      | 'companyName'
      | 'email'
      | 'phone'
      | 'whatsapp'
      | 'billetType'
      | 'fineValue'
      | 'interestValue'
      // The commercial terms a finance team reconciles the transfers with (docs/boletos/conciliacao.md).
      | 'negotiatedRate'
      | 'transferDay'
      | 'transferTax'
    >,
    Filled<Api.AddCompanyDataInput, 'zipCode' | 'street' | 'number' | 'district' | 'city' | 'state' | 'bankId'> {}

/** The school's account at its bank, where the boletos are registered (an Itaú account: src/lib/bank-slip.ts). */
export interface FinancialIntegration
  extends
    RecordOf<Api.FinancialIntegration>,
    Fields<Api.FinancialIntegration, 'id' | 'refId' | 'companyId' | 'bankId'>,
    Filled<Api.FinancialIntegration, 'agency' | 'accountNumber' | 'walletCode'> {}

/** A user of the school; the API's User has no company, the token request names it (TokenDataInput). */
export interface User
  extends
    RecordOf<Api.User>,
    Fields<Api.User, 'refId' | 'name' | 'roles'>,
    Filled<Api.User, 'email'>,
    Filled<Api.TokenDataInput, 'companyId'>,
    // The password of the integration user, as written in the examples (never a real one).
    Sometimes<Api.TokenDataInput, 'password'> {}

export interface AcademicYear
  extends
    RecordOf<Api.AcademicYear>,
    History<AcademicYear>,
    Fields<
      Api.AcademicYear,
      'id' | 'refId' | 'year' | 'companyId' | 'externalId' | 'active' | 'creationDate' | 'lastUpdateDate'
    > {}

export interface AcademicLevel
  extends
    RecordOf<Api.AcademicLevel>,
    History<AcademicLevel>,
    Fields<Api.AcademicLevel, 'id' | 'refId' | 'level' | 'academicYearId' | 'externalId' | 'active'> {}

export interface AcademicSerie
  extends
    RecordOf<Api.AcademicSerie>,
    History<AcademicSerie>,
    Fields<Api.AcademicSerie, 'id' | 'refId' | 'serie' | 'academicLevelId'>,
    Filled<Api.AcademicSerie, 'sequence' | 'annuityValue' | 'installmentQuantity'> {}

export interface AcademicClass
  extends
    RecordOf<Api.AcademicClass>,
    History<AcademicClass>,
    Fields<Api.AcademicClass, 'id' | 'refId' | 'class' | 'academicSerieId'>,
    Filled<Api.AcademicClass, 'shift' | 'enrollmentLimit'> {}

export interface CostCenter
  extends
    RecordOf<Api.CostCenter>,
    History<CostCenter>,
    Fields<
      Api.CostCenter,
      'id' | 'refId' | 'name' | 'externalId' | 'companyId' | 'active' | 'creationDate' | 'lastUpdateDate'
    > {}

/** An address as the world states it: the schema's Address without complement and country. */
export type Address = Filled<Api.Address, 'zipCode' | 'street' | 'number' | 'district' | 'city' | 'state'>;

export interface FinancialOwner
  extends
    RecordOf<Api.FinancialOwner>,
    History<FinancialOwner>,
    Fields<
      Api.FinancialOwner,
      | 'id'
      | 'refId'
      | 'name'
      | 'cpf'
      | 'email'
      | 'condition'
      | 'companyId'
      | 'active'
      | 'creationDate'
      | 'lastUpdateDate'
    >,
    Sometimes<Api.FinancialOwner, 'phone' | 'whatsapp' | 'birthDate' | 'rg' | 'occupation' | 'maritalStatus'>,
    Nested<Api.FinancialOwner, 'address', Address> {}

export interface Dependent
  extends
    RecordOf<Api.Dependent>,
    History<Dependent>,
    Fields<
      Api.Dependent,
      'id' | 'refId' | 'name' | 'cpf' | 'email' | 'companyId' | 'active' | 'creationDate' | 'lastUpdateDate'
    >,
    Filled<Api.AddDependentDataInput, 'financialOwnerIds'>,
    // The class of the current school year.
    Filled<Api.AddDependentDataInput, 'academicClassId'>,
    Sometimes<Api.UpdateDependentDataInput, 'birthDate'>,
    Nested<Api.Dependent, 'address', Address> {
  /** Id of `lastAcademicClass` (the API gives the object; the world refers by id, like the other references). */
  readonly lastAcademicClassId: NonNullable<Api.Dependent['lastAcademicClass']>['id'];
}

export interface Enrollment
  extends
    RecordOf<Api.Enrollment>,
    History<Enrollment>,
    Fields<
      Api.Enrollment,
      | 'id'
      | 'refId'
      | 'registry'
      | 'dependentId'
      | 'academicLevelId'
      | 'academicSerieId'
      | 'academicClassId'
      | 'shift'
      | 'status'
      | 'situation'
      | 'totalInstallmentValue'
      | 'installmentQuantity'
      | 'installmentValue'
      | 'installmentDueDate'
      | 'contractId'
      | 'paymentPlanId'
      | 'creationDate'
      | 'lastUpdateDate'
    >,
    Filled<Api.Enrollment, 'financialOwnerId' | 'academicYearId' | 'isExempt'>,
    Filled<Api.StartEnrollmentDataInput, 'targetYear' | 'reenrollment'>,
    Fields<Api.StartEnrollmentDataInput, 'costCenterId'> {}

export interface Contract
  extends
    RecordOf<Api.Contract>,
    History<Contract>,
    Fields<
      Api.Contract,
      | 'id'
      | 'refId'
      | 'enrollmentId'
      | 'dependentId'
      | 'financialOwnerId'
      | 'manualContract'
      | 'paymentPlanId'
      | 'creationDate'
    >,
    Filled<
      Api.Contract,
      | 'type'
      | 'totalInstallmentValue'
      | 'installmentQuantity'
      | 'installmentValue'
      // Day of the month the instalments fall due.
      | 'installmentsMaturity'
      | 'startDateInstallment'
      | 'lastDayInstallment'
      | 'punctualityDiscount'
      | 'punctualityDiscountIsPercentage'
      | 'withdrawalFee'
      | 'withdrawalFeeIsPercentage'
      | 'relationshipDegree'
      | 'documentId'
      | 'paymentPlanScheduled'
    >,
    // What upsertContract prints in the contract; the marital status is written out ("casada"), the
    // financial owner's record has the enum.
    Filled<
      Api.UpsertContractDataInput,
      'financialOwnerRg' | 'financialOwnerOcupation' | 'financialOwnerMaritalStatus' | 'email'
    > {}

export interface DigitalAcceptanceDocument
  extends
    RecordOf<Api.DigitalAcceptanceDocument>,
    History<DigitalAcceptanceDocument>,
    Fields<
      Api.DigitalAcceptanceDocument,
      | 'id'
      | 'refId'
      | 'title'
      | 'documentType'
      | 'companyId'
      | 'status'
      | 'completedDate'
      | 'signedFileUrl'
      | 'creationDate'
    >,
    Filled<Api.DigitalAcceptanceDocument, 'enrollmentId' | 'sentDate' | 'expirationDate'> {}

/** The school's base text of a kind of document. */
export interface DigitalAcceptanceTemplate
  extends
    RecordOf<Api.DigitalAcceptanceTemplate>,
    History<DigitalAcceptanceTemplate>,
    Fields<
      Api.DigitalAcceptanceTemplate,
      'id' | 'refId' | 'companyId' | 'name' | 'documentType' | 'version' | 'isDefault' | 'active'
    > {}

export interface DigitalAcceptanceSignatory
  extends
    RecordOf<Api.DigitalAcceptanceSignatory>,
    History<DigitalAcceptanceSignatory>,
    Fields<
      Api.DigitalAcceptanceSignatory,
      | 'id'
      | 'refId'
      | 'documentId'
      | 'name'
      | 'email'
      | 'signatoryType'
      | 'financialOwnerId'
      | 'acceptanceStatus'
      | 'acceptanceDate'
      | 'ipAddress'
      | 'creationDate'
    >,
    Filled<Api.DigitalAcceptanceSignatory, 'signingOrder' | 'lastSentDate'>,
    Sometimes<Api.DigitalAcceptanceSignatory, 'cpf'> {}

/** One instalment of a plan as the plan was created (a boleto of addPaymentPlan's `billings`). */
export type Installment = Filled<Api.AddBillingDataInput, 'dueDate' | 'value'>;

export interface PaymentPlan
  extends
    RecordOf<Api.PaymentPlan>,
    History<PaymentPlan>,
    Fields<
      Api.PaymentPlan,
      | 'id'
      | 'refId'
      | 'paymentPlanType'
      | 'companyId'
      | 'financialIntegrationId'
      | 'financialOwnerId'
      | 'enrollmentId'
      | 'costCenterId'
      | 'totalValue'
      | 'isCanceled'
      | 'creationDate'
    >,
    Filled<Api.PaymentPlan, 'description' | 'dependentId' | 'parcelQuantity' | 'documentFileUrl'> {
  /** The instalments as created; `totalValue` is their sum and `parcelQuantity` their count. */
  readonly installments: readonly Installment[];
}

export interface Billing
  extends
    RecordOf<Api.Billing>,
    History<Billing>,
    Fields<
      Api.Billing,
      | 'id'
      | 'refId'
      | 'paymentPlanId'
      | 'financialOwnerId'
      | 'externalId'
      | 'dueDate'
      | 'value'
      | 'originalValue'
      | 'discount'
      // Nosso número; null until the bank registers the boleto.
      | 'nn'
      | 'digitableLine'
      | 'pixCode'
      | 'paymentDate'
      | 'amountPaid'
      | 'isManualPayment'
      | 'cancellationReason'
      | 'cancellationDescription'
      | 'refundValue'
      | 'refundDate'
      | 'refundReason'
      | 'refundDescription'
      | 'reissueReason'
      | 'reissueDescription'
      | 'parentBillingId'
      | 'firstBillingId'
      | 'creationDate'
      | 'lastUpdateDate'
    >,
    Filled<
      Api.Billing,
      | 'financialIntegrationId'
      | 'description'
      | 'documentCode'
      | 'competenceDate'
      | 'fineValue'
      | 'interestPercentage'
      | 'billingStatus'
      // The expected means of payment until it is paid, then the one used.
      | 'paymentType'
    >,
    Sometimes<Api.Billing, 'updatedValue' | 'cancelAfterRegister'>,
    Fields<Api.AddBillingDataInput, 'discountUntil'>,
    NullUntilSet<Api.ManualPaymentDataInput, 'reasonForManualPaymentId'> {
  /** ManualPaymentDataInput's `description`, renamed: the boleto has a description of its own. */
  readonly manualPaymentDescription: Api.ManualPaymentDataInput['description'];
  /** A boleto issued to replace one canceled with wrong data (not a reissue: a new charge). */
  readonly replacesBillingId?: Api.Billing['id'];
}

/** A change of due date sent to the bank (`updateBillingDueDate`). */
export interface BillingUpdate
  extends
    RecordOf<Api.BillingUpdate>,
    History<BillingUpdate>,
    Fields<
      Api.BillingUpdate,
      'id' | 'refId' | 'billingId' | 'status' | 'sentDate' | 'confirmationDate' | 'creationDate'
    >,
    Filled<Api.BillingUpdate, 'previousDueDate' | 'newDueDate'> {}

/** A scheduled job (`massiveCancelBillings`), with what the mutation asked for. */
export interface ScheduledTask
  extends
    RecordOf<Api.ScheduledTask>,
    History<ScheduledTask>,
    Fields<
      Api.ScheduledTask,
      | 'id'
      | 'refId'
      | 'type'
      | 'status'
      | 'companyId'
      | 'scheduledDate'
      | 'requiresReview'
      | 'totalItems'
      | 'processedItems'
      | 'startDate'
      | 'endDate'
      | 'creationDate'
    >,
    Filled<
      Api.MassiveCancelBillingsDataInput,
      'financialOwnerId' | 'dueDateFrom' | 'dueDateTo' | 'cancellationReason' | 'cancellationDescription'
    > {}

export interface Agreement
  extends
    RecordOf<Api.Agreement>,
    History<Agreement>,
    Fields<
      Api.Agreement,
      | 'id'
      | 'refId'
      | 'financialOwnerId'
      | 'status'
      | 'breachDate'
      | 'breachReason'
      | 'breachDescription'
      | 'creationDate'
    >,
    Filled<Api.Agreement, 'parcelQuantity' | 'originalValue' | 'negotiatedValue' | 'amountPaid' | 'agreementDate'> {
  /**
   * The world's own: the plan (type AGREEMENT) of the instalments the agreement generated, which
   * the API shows through `billingAgreements`; the simulator reads the instalments from it. Absent
   * where the world does not hold the instalments (agreement 251, which only the reference's
   * breakAgreement example uses): nothing to cancel at its break, and no instalment to break it by time.
   */
  readonly paymentPlanId?: number;
}

export interface PaymentLink
  extends
    RecordOf<Api.PaymentLink>,
    History<PaymentLink>,
    Fields<
      Api.PaymentLink,
      | 'id'
      | 'refId'
      | 'value'
      | 'maxParcelQuantity'
      | 'expirationDate'
      | 'status'
      | 'paymentStatus'
      | 'amountPaid'
      | 'paymentDate'
      | 'creationDate'
    >,
    Filled<Api.PaymentLink, 'financialOwnerId' | 'url'> {}

/** A reason the school registered for manual payments (webhook bodies call its description `reason`). */
export interface ReasonForManualPayment
  extends RecordOf<Api.ReasonForManualPayment>, Fields<Api.ReasonForManualPayment, 'id' | 'description'> {}

export interface WebHook
  extends
    RecordOf<Api.WebHookV2>,
    History<WebHook>,
    Fields<
      Api.WebHookV2,
      | 'id'
      | 'refId'
      | 'companyRefIds'
      | 'environmentType'
      | 'url'
      | 'eventTypes'
      | 'authType'
      | 'active'
      | 'creationDate'
      | 'lastUpdateDate'
    >,
    // The secret as sent in addWebHook/updateWebHook; the API only shows it masked (maskedSecret).
    Filled<Api.WebHookV2, 'authValue' | 'customHeaders'> {}

/**
 * An event the platform sent: the body of the POST (schema/webhooks.openapi.yaml), whose fields
 * the API's WebHookEventV2 repeats, plus its delivery record when one is shown.
 */
export interface WebHookEvent
  extends
    RecordOf<Api.WebHookEventV2>,
    Fields<Api.WebHookEventV2, 'refId' | 'type' | 'objectId' | 'companyId' | 'companyRefId' | 'correlationId'>,
    Filled<Api.WebHookEventV2, 'environmentType'> {
  /** When the event happened: a field of the body only (the GraphQL record has the delivery's dates). */
  readonly eventDate: Api.Scalars['DateTime']['output'];
  readonly delivery?: WebHookDelivery;
}

/**
 * The delivery record of an event to one webhook (the rest of `WebHookEventV2`), in its last
 * state; the states before a manual retry are in `was`.
 */
export interface WebHookDelivery extends Fields<
  Api.WebHookEventV2,
  | 'id'
  | 'webHookV2Id'
  | 'status'
  | 'success'
  | 'responseStatusCode'
  | 'responseStatusMessage'
  | 'responseTime'
  | 'retryCount'
  | 'manuallyTriggered'
  | 'executionDate'
  | 'nextRetryAt'
> {
  readonly was?: Was<WebHookDelivery>;
}

export interface Token
  extends RecordOf<Api.UserToken>, Fields<Api.UserToken, 'accessToken' | 'tokenType' | 'expiresIn' | 'expirationDate'> {
  /** `refId` of the token's `user` (the API gives the object). */
  readonly userRefId: Api.User['refId'];
}
