/**
 * The types of the example world's records. Field names are the API's (the GraphQL types'), so a
 * test can compare an object of a response with its record field by field. A field whose value
 * changes inside the timeline keeps its earlier values in `was`; a record removed by a logical
 * deletion has `removedAt`.
 */

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
