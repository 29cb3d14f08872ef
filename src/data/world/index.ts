/**
 * The fictional world every example of the portal uses (guides, release notes, webhook payloads
 * and the realistic values of the reference examples): one school, its families, their plans,
 * boletos, enrollments, contracts, webhooks and one timeline of dates. Pages copy these values;
 * tests/content/example-world.test.ts fails when a page shows an entity with values that
 * differ from the ones here, or an identifier that is not here.
 *
 * One file per area: school.ts (the school, its bank account and cost centers), users.ts (users
 * and the token), academic.ts (years, levels, series, classes), families.ts (financial owners
 * and dependents), enrollments.ts (enrollments and contracts), digital-acceptance.ts,
 * payment-plans.ts, billing-builder.ts and billings.ts (the boletos), billing-jobs.ts (due date
 * changes, scheduled tasks), agreements.ts (agreements and payment links), webhooks.ts and
 * events.ts, timeline.ts (the release dates the timeline starts after); types.ts types them.
 *
 * Field names are the API's (the GraphQL types'), so a test can compare an object of a response
 * with its record field by field. A field whose value changes inside the timeline (an update, a
 * status that moves) keeps its earlier values in `was`; an example may show any of them.
 * Everything the bank or the platform computes from other fields (nosso número, linha digitável,
 * Pix, instalments) is derived from those fields, never typed twice.
 */
import {academicClasses, academicLevels, academicSeries, academicYears} from './academic';
import {agreements, paymentLinks} from './agreements';
import {billingUpdates, scheduledTasks} from './billing-jobs';
import {billings} from './billings';
import {
  digitalAcceptanceDocuments,
  digitalAcceptanceSignatories,
  digitalAcceptanceTemplates,
} from './digital-acceptance';
import {contracts, enrollments} from './enrollments';
import {webHookEvents} from './events';
import {dependents, financialOwners} from './families';
import {paymentPlans, reasonsForManualPayment} from './payment-plans';
import {SANDBOX_RECORDS} from './sandbox';
import {banks, companies, costCenters, financialIntegrations} from './school';
import type {RecordOf} from './types';
import {reenrollmentToken, token, users} from './users';
import {webHooks} from './webhooks';

export * from './academic';
export * from './agreements';
export * from './billing-jobs';
export * from './billings';
export * from './digital-acceptance';
export * from './enrollments';
export * from './events';
export * from './families';
export * from './history';
export * from './payment-plans';
export {SANDBOX_FIRST_ID} from './sandbox';
export * from './school';
export * from './timeline';
export * from './types';
export * from './users';
export * from './webhooks';

/** Placeholder UUID of the reference's generic examples (obviously not a record). */
export const GENERIC_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * Checks at compile time that each list is filed under the name of the GraphQL type its records
 * are records of (the generated types carry it in `__typename`).
 */
function byTypeName<W extends {readonly [K in keyof W]: readonly RecordOf<{readonly __typename?: K}>[]}>(world: W): W {
  return world;
}

/**
 * Every record of the world by GraphQL type name: what the example test compares pages with and
 * what the explorer's simulated answers are made of.
 */
export const WORLD = byTypeName({
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
  ReasonForManualPayment: reasonsForManualPayment,
  WebHookV2: webHooks,
  WebHookEventV2: webHookEvents,
  UserToken: [token, reenrollmentToken],
} as const);

export type EntityType = keyof typeof WORLD;

/**
 * The sandbox's records (sandbox.ts), apart from WORLD: the sandbox has its own data (fact
 * `ambiente.dados`), so a page about the sandbox is checked against these and the others against
 * WORLD, and neither may show the other's ids.
 */
export const SANDBOX_WORLD = byTypeName(SANDBOX_RECORDS);
