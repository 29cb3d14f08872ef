/**
 * Debt recovery: an agreement (acordo) that was broken, one in force, and a payment link that was paid.
 */
import {AGREEMENT_BREAK_DAYS} from '../platform-facts';
import {agreement244Plan} from './payment-plans';
import type {Agreement, PaymentLink} from './types';

const DAY_MS = 86_400_000;
/** São Paulo's offset from UTC (no daylight saving time since 2019): its midnight is 03:00 UTC. */
const SAO_PAULO_MIDNIGHT_UTC_MS = 3 * 3_600_000;

/**
 * Agreement 244 broke when its second instalment had been overdue for the tolerance: from the end
 * of its due date (São Paulo's midnight), AGREEMENT_BREAK_DAYS later (fact acordo.toleranciaQuebra).
 */
const BREACH_244 = new Date(
  Date.parse(agreement244Plan.installments[1]?.dueDate ?? '') +
    DAY_MS +
    SAO_PAULO_MIDNIGHT_UTC_MS +
    AGREEMENT_BREAK_DAYS * DAY_MS,
).toISOString();

/** When Renato Carvalho Lima (78) signed his agreement (251), leaving IN_DEBT for IN_AGREEMENT. */
export const RENATO_AGREEMENT_CREATED = '2025-10-21T15:20:00.000Z';

/** When the bank confirmed the payment of the agreement's first instalment, which put it in force. */
const RENATO_FIRST_INSTALMENT_PAID = '2025-11-07T13:41:09.000Z';

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
    breachDate: BREACH_244,
    breachReason: 'INSTALLMENT_OVERDUE',
    breachDescription: 'Parcela 2/4 vencida há mais de 30 dias',
    creationDate: '2025-03-20T14:10:00.000Z',
    paymentPlanId: agreement244Plan.id,
    was: [
      // Active from the payment of its first instalment.
      {until: '2025-03-21T10:02:13.000Z', status: 'PENDING'},
      {
        until: BREACH_244,
        status: 'ACTIVE',
        breachDate: null,
        breachReason: null,
        breachDescription: null,
      },
    ],
  },
  {
    // Renato's two overdue boletos renegotiated in three instalments of R$ 600,00, the first one
    // paid: in force, the next instalment due 10/12/2025.
    id: 251,
    refId: '6a4d2e90-3c17-4f5b-b8e2-91d7c0a5f348',
    financialOwnerId: 78,
    status: 'ACTIVE',
    parcelQuantity: 3,
    originalValue: 1912.8,
    negotiatedValue: 1800,
    amountPaid: 600,
    agreementDate: `${RENATO_AGREEMENT_CREATED.slice(0, 10)}T00:00:00.000Z`,
    breachDate: null,
    breachReason: null,
    breachDescription: null,
    creationDate: RENATO_AGREEMENT_CREATED,
    was: [{until: RENATO_FIRST_INSTALMENT_PAID, status: 'PENDING', amountPaid: 0}],
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
    creationDate: '2025-05-27T12:48:19.000Z',
    was: [
      {until: '2025-06-02T21:36:40.000Z', paymentStatus: 'AWAITING_PAYMENT'},
      {
        until: '2025-06-02T21:37:12.000Z',
        status: 'ACTIVE',
        paymentStatus: 'PROCESSING',
        amountPaid: null,
        paymentDate: null,
      },
    ],
  },
];
