/**
 * Work the platform did on boletos after they were issued: a due date change sent to the bank
 * (BillingUpdate) and a scheduled massive cancellation (ScheduledTask).
 */
import {derivedUuid} from '../../lib/derived-uuid';
import type {BillingUpdate, ScheduledTask} from './types';

export const billingUpdates: readonly BillingUpdate[] = [
  {
    id: 2214,
    refId: derivedUuid('billing-update-2214'),
    billingId: 88216,
    status: 'CONFIRMED',
    previousDueDate: '2025-04-10T00:00:00.000Z',
    newDueDate: '2025-04-20T00:00:00.000Z',
    // Asked at 14:55 in Brasília, sent in that day's 15:00 batch (fact alteracao.envio), confirmed by
    // the bank's return file read at 11:00 of the next business day (fact alteracao.confirmacao).
    sentDate: '2025-03-27T18:00:00.000Z',
    confirmationDate: '2025-03-28T14:00:00.000Z',
    creationDate: '2025-03-27T17:55:12.000Z',
    was: [
      {until: '2025-03-27T18:00:00.000Z', status: 'PENDING', sentDate: null, confirmationDate: null},
      {until: '2025-03-28T14:00:00.000Z', status: 'SENT', confirmationDate: null},
    ],
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
    creationDate: '2025-06-27T16:12:09.000Z',
    was: [
      {until: '2025-06-30T23:00:02.000Z', status: 'SCHEDULED', processedItems: 0, startDate: null, endDate: null},
      {until: '2025-06-30T23:00:05.000Z', status: 'RUNNING', processedItems: 4, endDate: null},
      {until: '2025-06-30T23:00:09.000Z', status: 'RUNNING', processedItems: 8, endDate: null},
    ],
  },
];
