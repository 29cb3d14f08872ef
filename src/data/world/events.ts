/**
 * The webhook events the platform sent, in the order of the timeline, and the delivery record
 * of the one that needed a manual retry. An event is created at the moment of the transition
 * that emits it (the call's moment, or the clock's for a time-driven one), so each `eventDate`
 * is read from the record's dated history; its deliveries (`executionDate`, `X-Timestamp`) come
 * after.
 */
import {WEBHOOK_RETRY_OFFSETS_SECONDS} from '../platform-facts';
import {annuity2026Billings, billings, supplies2025Billings, theoSupplies2025Billings} from './billings';
import {contractDocument2026} from './digital-acceptance';
import {enrollment2026} from './enrollments';
import {changedAt} from './history';
import {agreements, paymentLinks} from './agreements';
import {billingUpdates} from './billing-jobs';
import {supplies2025, theoSupplies2025} from './payment-plans';
import {school} from './school';
import {derivedUuid} from '../../lib/derived-uuid';
import type {Agreement, Billing, BillingUpdate, PaymentLink, Was, WebHookDelivery, WebHookEvent} from './types';

function event(fields: Omit<WebHookEvent, 'companyId' | 'companyRefId' | 'environmentType'>): WebHookEvent {
  return {...fields, companyId: school.id, companyRefId: school.refId, environmentType: 'PRODUCTION'};
}

/** When the platform tries to deliver an event: at once, then at each retry offset of the platform facts. */
function automaticAttempts(eventDate: string): string[] {
  return [0, ...WEBHOOK_RETRY_OFFSETS_SECONDS].map((offset) =>
    new Date(Date.parse(eventDate) + offset * 1000).toISOString(),
  );
}

/**
 * The delivery's states while the endpoint answered 503: retrying after each automatic attempt,
 * FAILED after the last one, until the manual retry at `retried`; then back in the queue
 * (PENDING) until the endpoint answered the retry's attempt, `responseTime` milliseconds later.
 */
function failedAttempts(eventDate: string, retried: string, responseTime: number): Was<WebHookDelivery> {
  const attempts = automaticAttempts(eventDate);
  const automatic: Was<WebHookDelivery> = attempts.map((executionDate, retryCount) => {
    const next = attempts[retryCount + 1];
    return {
      until: next ?? retried,
      status: next === undefined ? 'FAILED' : 'RETRYING',
      success: false,
      responseStatusCode: 503,
      responseStatusMessage: 'Service Unavailable',
      responseTime: 212,
      retryCount,
      manuallyTriggered: false,
      executionDate,
      nextRetryAt: next ?? null,
    };
  });
  const last = automatic.at(-1);
  return [
    ...automatic,
    {
      ...last,
      until: new Date(Date.parse(retried) + responseTime).toISOString(),
      status: 'PENDING',
      manuallyTriggered: true,
      nextRetryAt: retried,
    },
  ];
}

/** The manual retry of the March payment's delivery, the morning after its last automatic attempt. */
const MANUAL_RETRY = '2025-03-09T09:15:40.000Z';
const MANUAL_RETRY_RESPONSE_TIME = 184;

/** March's instalment paid in cash at the school (boleto 88215): the moment of its manualPayment. */
const manualPaymentEventDate = changedAt(billings.find((item) => item.id === 88215) as Billing, 'billingStatus');

/** The second copy of boleto 90413 (reissueBilling). */
const secondCopy = billings.find((item) => item.id === 91420) as Billing;

const dueDateUpdate = billingUpdates.find((update) => update.id === 2214) as BillingUpdate;

const brokenAgreement = agreements.find((agreement) => agreement.id === 244) as Agreement;

/** The bank's confirmation of the first 2026 instalment's Pix completed the enrollment in the same transition. */
const enrollmentCompleted = changedAt(enrollment2026, 'status', 'COMPLETED');

// The boletos come from the same addPaymentPlan call (the model's cascade paymentPlan → ACTIVE):
// their BILLING_CREATED events share the plan's moment, as the simulator emits them.
const supplies2025Created = supplies2025.creationDate;
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
    // Canceled with its plan (cancelPaymentPlan), in the same call.
    eventDate: changedAt(theoSupplies2025, 'isCanceled'),
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
      responseTime: MANUAL_RETRY_RESPONSE_TIME,
      retryCount: WEBHOOK_RETRY_OFFSETS_SECONDS.length,
      manuallyTriggered: true,
      // The retry's attempt, made as soon as the call put the delivery back in the queue.
      executionDate: MANUAL_RETRY,
      nextRetryAt: null,
      was: failedAttempts(manualPaymentEventDate, MANUAL_RETRY, MANUAL_RETRY_RESPONSE_TIME),
    },
  }),
  event({
    refId: '5b0f7d2c-93e1-4a6b-b8f4-0c2d6e9a1f37',
    type: 'BILLING_CREATED',
    objectId: 'f7a9c1e3-6b8d-4f0a-a2c4-5e7f9b1d3a65',
    correlationId: '3e8a1f0b-7c42-4d95-b6a3-2f1e0d9c8b74',
    eventDate: secondCopy.creationDate,
  }),
  event({
    refId: '4c8e2a17-9b3d-4f65-a1c0-7e2d9f4b8a53',
    type: 'BILLING_UPDATED',
    objectId: '0f6a2c84-8d1e-4b3a-9c5f-7e9b1d3f5a27',
    correlationId: null,
    // The bank confirmed the new due date (billing update 2214).
    eventDate: dueDateUpdate.confirmationDate ?? '',
  }),
  event({
    refId: '6c2a8e4f-1b9d-4d73-a5f0-3e7b1c9d2a68',
    type: 'AGREEMENT_STATUS_CHANGED',
    objectId: '0e9d4b7a-5c3f-4a21-8b6e-f2d1a7c9e384',
    correlationId: null,
    eventDate: brokenAgreement.breachDate ?? '',
  }),
  event({
    refId: '1f8c3a6e-9d2b-4e54-b7a1-c0e6d4f9b823',
    type: 'PAYMENT_LINK_STATUS_CHANGED',
    objectId: paymentLinks[0]?.refId ?? '',
    correlationId: null,
    // The card operator approved the payment (paymentStatus PAID).
    eventDate: changedAt(paymentLinks[0] as PaymentLink, 'paymentStatus'),
  }),
  event({
    refId: '2e7c4a9b-1d8f-4b36-9e05-a3c6f2d8b174',
    type: 'ENROLLMENT_CREATED',
    objectId: enrollment2026.refId,
    correlationId: 'b4e9d2a7-3f1c-4a68-8d05-e7c2b9f1a430',
    eventDate: enrollment2026.creationDate,
  }),
  event({
    refId: '3d9e7b2f-6a1c-4f48-b3e0-9c5a2d8f1e76',
    type: 'DIGITAL_ACCEPTANCE_SENT',
    objectId: contractDocument2026.refId,
    correlationId: '72f82172-858d-4d90-ba3e-1a62c945c9b3',
    eventDate: contractDocument2026.sentDate,
  }),
  event({
    refId: '7b1e5c9a-3f2d-4a86-b0e4-d6c8a2f1e357',
    type: 'DIGITAL_ACCEPTANCE_STATUS_CHANGED',
    objectId: contractDocument2026.refId,
    correlationId: '092fc0fb-3b20-4774-8f78-e27110727ad1',
    eventDate: contractDocument2026.completedDate ?? '',
  }),
  event({
    // The Pix payment of the enrollment fee; the same confirmation completes the enrollment (same correlationId).
    refId: 'a93e6c1f-4d27-4b8e-9f05-2c7b1e8d6a34',
    type: 'BILLING_STATUS_CHANGED',
    objectId: (annuity2026Billings[0] as Billing).refId,
    correlationId: '5985da17-51ae-4fe9-9d35-94663d58e3c9',
    eventDate: changedAt(annuity2026Billings[0] as Billing, 'billingStatus'),
  }),
  event({
    refId: '8f3b6d1a-2c9e-4e57-a4b0-c1d7e3f9a285',
    type: 'ENROLLMENT_STATUS_CHANGED',
    objectId: enrollment2026.refId,
    correlationId: '5985da17-51ae-4fe9-9d35-94663d58e3c9',
    eventDate: enrollmentCompleted,
  }),
];
