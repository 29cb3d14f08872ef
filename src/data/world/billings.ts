/**
 * The boletos of every plan, each with its story (paid, paid twice and refunded, paid in cash,
 * due date moved, reissued, canceled, replaced), sorted by id.
 */
import {
  bankData,
  billing,
  billingsOf,
  byMonth,
  byParcel,
  punctualityDiscountOf,
  registration,
  type BillingSpec,
} from './billing-builder';
import {contract2026} from './enrollments';
import {scheduledTasks} from './billing-jobs';
import {agreements} from './agreements';
import {
  agreement244Plan,
  annuity2025,
  annuity2026,
  beatrizSecondSemester2025,
  english2025,
  gabrielSecondSemester2025,
  judo2025,
  pedroSupplies2026,
  pedroUniform2026,
  supplies2025,
  theoSupplies2025,
} from './payment-plans';
import {INTEREST_MONTH_DAYS, MONEY_DECIMALS, TODAY_TIME_ZONE} from '../platform-facts';
import type {Billing} from './types';

/** Punctuality discount of the 2025 annuity: 5% until the due date. */
const annuityDiscount = (value: number) => punctualityDiscountOf(value, 5, true);

/** What a 2025 annuity boleto paid by its due date cost: the instalment less the punctuality discount. */
const ANNUITY_2025_VALUE = annuity2025.installments[0]?.value ?? 0;
const ANNUITY_2025_PAID = Math.round((ANNUITY_2025_VALUE - annuityDiscount(ANNUITY_2025_VALUE)) * 100) / 100;

/** A boleto paid at the bank (digitable line) on `paymentDate`, for `amountPaid`. */
const paidByBoleto = (paymentDate: string, amountPaid: number) =>
  ({billingStatus: 'PAID', paymentDate, amountPaid, paymentType: 'BOLETO'}) as const;

/** Punctuality discount of the 2026 annuity: the contract's (src/lib/simulator generates the plan from it alike). */
const annuity2026Discount = (value: number) =>
  punctualityDiscountOf(value, contract2026.punctualityDiscount, contract2026.punctualityDiscountIsPercentage);

/** The due date of April's annuity boleto before it was moved. */
const APRIL_BEFORE = '2025-04-10T00:00:00.000Z';

/** The end of 10/03/2025 in the platform's time zone: the March instalments are overdue from then on. */
const MARCH_OVERDUE = '2025-03-11T03:00:00.000Z';

const annuity2025Billings: Billing[] = billingsOf(annuity2025, 88213, byMonth('Anuidade 2025'), [
  {
    id: 88213,
    billingStatus: 'PAID',
    paymentDate: '2025-01-09T00:00:00.000Z',
    amountPaid: 1188.35,
    paymentType: 'BOLETO',
  },
  {
    // Paid twice by the family; the school refunded it, and undid the refund (docs/boletos/estorno.md):
    // the refund fields come and go.
    id: 88214,
    billingStatus: 'PAID',
    paymentDate: '2025-02-10T00:00:00.000Z',
    amountPaid: 1188.35,
    paymentType: 'BOLETO',
    was: [
      registration(annuity2025.creationDate),
      {
        until: '2025-02-10T00:00:00.000Z',
        billingStatus: 'REGISTERED',
        paymentDate: null,
        amountPaid: null,
        paymentType: 'BOLETO',
      },
      {
        until: '2025-03-20T14:37:09.000Z',
        billingStatus: 'PAID',
        refundValue: null,
        refundDate: null,
        refundReason: null,
        refundDescription: null,
      },
      {
        until: '2025-03-21T10:12:40.000Z',
        billingStatus: 'REFUNDED',
        refundValue: 1188.35,
        refundDate: '2025-03-20T00:00:00.000Z',
        refundReason: 'DUPLICATE_PAYMENT',
        refundDescription: 'Mensalidade de fevereiro paga em duplicidade; devolução por transferência.',
      },
    ],
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
    // Due date moved from 10 to 20 April at the bank; paid at the bank before the new date.
    id: 88216,
    refId: '0f6a2c84-8d1e-4b3a-9c5f-7e9b1d3f5a27',
    dueDate: '2025-04-20T00:00:00.000Z',
    ...paidByBoleto('2025-04-17T00:00:00.000Z', ANNUITY_2025_PAID),
    was: [
      registration(annuity2025.creationDate),
      // Until the bank confirmed the change (billing update 2214); the linha digitável encodes the due date.
      {
        until: '2025-03-28T14:00:00.000Z',
        dueDate: APRIL_BEFORE,
        discountUntil: APRIL_BEFORE,
        digitableLine: bankData(88216, APRIL_BEFORE, annuity2025.installments[3]?.value ?? 0).digitableLine,
      },
      {
        until: '2025-04-17T00:00:00.000Z',
        billingStatus: 'REGISTERED',
        paymentDate: null,
        amountPaid: null,
      },
    ],
  },
  // May to September paid at the bank by the due date, with the punctuality discount.
  ...[
    {id: 88217, paymentDate: '2025-05-09T00:00:00.000Z'},
    {id: 88218, paymentDate: '2025-06-10T00:00:00.000Z'},
    {id: 88219, paymentDate: '2025-07-08T00:00:00.000Z'},
    {id: 88220, paymentDate: '2025-08-08T00:00:00.000Z'},
    {id: 88221, paymentDate: '2025-09-10T00:00:00.000Z'},
  ].map(({id, paymentDate}): BillingSpec => ({id, ...paidByBoleto(paymentDate, ANNUITY_2025_PAID)})),
  // October and November unpaid: overdue since the end of their due dates (the family's debt, carla in families.ts).
  ...[88222, 88223].map((id): BillingSpec => ({id, billingStatus: 'OVERDUE'})),
]).map((item) => ({...item, discount: annuityDiscount(item.value), discountUntil: item.dueDate}));

/** When the second copy of 90413 was issued, keeping its fine and interest (reissueBilling with keepFineAndInterest). */
const REISSUED_90413 = '2025-03-13T10:15:00.000Z';
const MANUAL_PAYMENT_90413 = '2025-03-12T15:40:18.000Z';
const UNDONE_90413 = '2025-03-12T16:02:51.000Z';

export const supplies2025Billings = billingsOf(supplies2025, 90412, byParcel('Material didático 2025', 3), [
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
    lastUpdateDate: REISSUED_90413,
    was: [
      registration(supplies2025.creationDate),
      {until: MARCH_OVERDUE, billingStatus: 'REGISTERED'},
      {
        until: MANUAL_PAYMENT_90413,
        billingStatus: 'OVERDUE',
        paymentDate: null,
        amountPaid: null,
        paymentType: 'BOLETO',
        isManualPayment: false,
        reasonForManualPaymentId: null,
        manualPaymentDescription: null,
        lastUpdateDate: null,
      },
      // The manual payment, recorded on this boleto by mistake (docs/boletos/baixa-manual.md), undone.
      {
        until: UNDONE_90413,
        billingStatus: 'PAID',
        paymentDate: '2025-03-12T00:00:00.000Z',
        amountPaid: 394.39,
        paymentType: 'CASH',
        isManualPayment: true,
        reasonForManualPaymentId: 4,
        manualPaymentDescription: 'Pago em dinheiro na tesouraria, recibo 2025/0318.',
        lastUpdateDate: MANUAL_PAYMENT_90413,
      },
      // Reissued (91420) with a new due date.
      {until: REISSUED_90413, billingStatus: 'OVERDUE', lastUpdateDate: UNDONE_90413},
    ],
  },
  // April's paid at the bank within the punctuality discount (R$ 20,00 until the 5th).
  {id: 90414, refId: 'e6309cb2-7d4f-4b5e-a03c-8fbd2b4e6c93', ...paidByBoleto('2025-04-04T00:00:00.000Z', 366.4)},
]).map((item) => ({...item, discount: 20, discountUntil: `${item.dueDate.slice(0, 8)}05T00:00:00.000Z`}));

export const theoSupplies2025Billings = billingsOf(
  theoSupplies2025,
  90415,
  byParcel('Material didático 2025 - Théo', 3),
  [
    {
      id: 90415,
      billingStatus: 'PAID',
      paymentDate: '2025-02-07T00:00:00.000Z',
      amountPaid: 298.7,
      paymentType: 'BOLETO',
    },
    ...[90416, 90417].map(
      (id): BillingSpec => ({
        id,
        // Canceled with their plan (5128): the cascade's reason, the plan's cancellation description.
        billingStatus: 'CANCELED',
        cancellationReason: 'PAYMENT_PLAN_CANCELED',
        cancellationDescription: 'Família optou por comprar o material em livraria a partir de março.',
        lastUpdateDate: '2025-02-20T09:30:12.000Z',
      }),
    ),
  ],
);

const judo2025Billings = billingsOf(judo2025, 90851, byParcel('Judô 2025', 10), [
  // February's and March's paid in February (docs/boletos/consultar.md lists the open ones from March on).
  ...[
    {id: 90851, paymentDate: '2025-02-07T00:00:00.000Z'},
    {id: 90852, paymentDate: '2025-02-27T00:00:00.000Z'},
  ].map(
    ({id, paymentDate}): BillingSpec => ({
      id,
      billingStatus: 'PAID',
      paymentDate,
      amountPaid: judo2025.installments[0]?.value ?? 0,
      paymentType: 'BOLETO',
    }),
  ),
  // May to September paid at the bank; October's and November's unpaid, overdue.
  ...[
    {id: 90854, paymentDate: '2025-05-08T00:00:00.000Z'},
    {id: 90855, paymentDate: '2025-06-06T00:00:00.000Z'},
    {id: 90856, paymentDate: '2025-07-10T00:00:00.000Z'},
    {id: 90857, paymentDate: '2025-08-07T00:00:00.000Z'},
    {id: 90858, paymentDate: '2025-09-09T00:00:00.000Z'},
  ].map(({id, paymentDate}): BillingSpec => ({id, ...paidByBoleto(paymentDate, judo2025.installments[0]?.value ?? 0)})),
  ...[90859, 90860].map((id): BillingSpec => ({id, billingStatus: 'OVERDUE'})),
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

// Generated a minute and a half after their plan. August's and September's paid by Pix; October's and
// November's unpaid, overdue.
const english2025Billings = billingsOf(
  english2025,
  91230,
  byParcel('Inglês 2º semestre 2025', 4),
  (
    [
      {
        id: 91230,
        refId: 'a1c3e5f7-2b4d-4e6f-8a0c-1d3f5b7d9e21',
        billingStatus: 'PAID',
        paymentDate: '2025-08-06T00:00:00.000Z',
        amountPaid: 310,
        paymentType: 'PIX',
      },
      {
        id: 91231,
        refId: 'b2d4f6a8-3c5e-4f7a-9b1d-2e4a6c8e0f32',
        billingStatus: 'PAID',
        paymentDate: '2025-09-08T00:00:00.000Z',
        amountPaid: 310,
        paymentType: 'PIX',
      },
      {id: 91232, refId: 'c3e5a7b9-4d6f-4a8b-8c2e-3f5b7d9f1a43', billingStatus: 'OVERDUE'},
      {id: 91233, refId: 'd4f6b8c0-5e7a-4b9c-9d3f-4a6c8e0a2b54', billingStatus: 'OVERDUE'},
    ] satisfies BillingSpec[]
  ).map((spec) => ({...spec, creationDate: '2025-07-28T15:04:52.000Z'})),
);

export const annuity2026Billings = billingsOf(annuity2026, 95501, byMonth('Anuidade 2026'), [
  // The enrollment fee: the first instalment, paid early in December (the bank's confirmation of the Pix at lastUpdateDate).
  {
    id: 95501,
    billingStatus: 'PAID',
    paymentDate: '2025-12-05T00:00:00.000Z',
    amountPaid: 1188.35,
    paymentType: 'PIX',
    lastUpdateDate: '2025-12-05T14:03:20.000Z',
  },
]).map((item) => ({...item, discount: annuity2026Discount(item.value), discountUntil: item.dueDate}));

const supplies2025Parent = supplies2025Billings[1] as Billing;

/**
 * What an overdue boleto is worth on the day of `moment` (in the zone of "today"): its value, the
 * fine once and the monthly interest prorated by the days of delay (docs/boletos/introducao.md).
 */
function updatedValueOn(overdue: Billing, moment: string): number {
  const day = new Intl.DateTimeFormat('en-CA', {timeZone: TODAY_TIME_ZONE}).format(new Date(moment));
  const days = Math.round((Date.parse(day) - Date.parse(overdue.dueDate.slice(0, 10))) / 86_400_000);
  const money = (amount: number) => Number(amount.toFixed(MONEY_DECIMALS));
  const fine = money((overdue.value * overdue.fineValue) / 100);
  const interest = money((overdue.value * overdue.interestPercentage * days) / (100 * INTEREST_MONTH_DAYS));
  return money(overdue.value + fine + interest);
}

/** The second copy's value: 90413's with the fine and the interest of the day it was issued. */
const SECOND_COPY_VALUE = updatedValueOn(supplies2025Parent, REISSUED_90413);
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
      ...paidByBoleto('2025-04-09T00:00:00.000Z', 162),
    }),
  },
  {
    ...billing(supplies2025, 2, () => supplies2025Parent.description, {
      // The second copy of 90413: new due date, fine and interest kept.
      id: 91420,
      refId: 'f7a9c1e3-6b8d-4f0a-a2c4-5e7f9b1d3a65',
      dueDate: '2025-03-25T00:00:00.000Z',
      value: SECOND_COPY_VALUE,
      originalValue: SECOND_COPY_VALUE,
      billingStatus: 'PAID',
      paymentDate: '2025-03-24T00:00:00.000Z',
      amountPaid: SECOND_COPY_VALUE,
      paymentType: 'BOLETO',
      reissueReason: 'DUE_DATE_CHANGE',
      reissueDescription: 'Responsável pediu novo prazo por telefone.',
      parentBillingId: 90413,
      firstBillingId: 90413,
      creationDate: REISSUED_90413,
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
      // Paid by Pix within the punctuality discount.
      billingStatus: 'PAID',
      paymentDate: '2025-06-04T00:00:00.000Z',
      amountPaid: 90,
      paymentType: 'PIX',
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
      was: [
        {
          ...registration('2025-05-20T13:12:30.000Z'),
          until: '2025-05-20T13:13:05.000Z',
          pixCode: null,
          cancelAfterRegister: false,
          cancellationReason: null,
          cancellationDescription: null,
        },
        // Canceled by the bank's registration, as marked (docs/boletos/cancelamento.md).
        {...registration('2025-05-20T13:12:30.000Z'), billingStatus: 'MARKED_TO_CANCEL', pixCode: null},
      ],
    }),
  },
];

/** The moment agreement 244 broke: its open instalments were canceled then. */
const AGREEMENT_244_BROKEN = agreements.find((agreement) => agreement.id === 244)?.breachDate ?? '';

/**
 * Agreement 244's instalments: the first paid by Pix before its due date (the agreement came into
 * force then); the second overdue from the end of 25/04/2025; the open ones canceled when the
 * second's delay broke the agreement (the third's due date ended at the same moment).
 */
const agreement244Billings = billingsOf(agreement244Plan, 91271, byParcel('Acordo 244', 4), [
  {
    id: 91271,
    billingStatus: 'PAID',
    paymentDate: '2025-03-21T00:00:00.000Z',
    amountPaid: 650,
    paymentType: 'PIX',
    lastUpdateDate: '2025-03-21T10:02:13.000Z',
  },
  ...[91272, 91273, 91274].map(
    (id): BillingSpec => ({
      id,
      billingStatus: 'CANCELED',
      lastUpdateDate: AGREEMENT_244_BROKEN,
      was: [
        // Registered after the school's switch to BOLEPIX: the Pix code came with the registration.
        {...registration(agreement244Plan.creationDate), pixCode: null},
        ...(id === 91272 ? [{until: '2025-04-26T03:00:00.000Z', billingStatus: 'REGISTERED' as const}] : []),
        {
          until: AGREEMENT_244_BROKEN,
          billingStatus: id === 91272 ? ('OVERDUE' as const) : ('REGISTERED' as const),
          lastUpdateDate: null,
        },
      ],
    }),
  ),
]);

/**
 * Pedro's boletos (payment-plans.ts): the supplies' refused by the bank (REGISTRATION_FAILED, to
 * resend with resyncBilling once the address is complete) and the uniform's, created the minute
 * before the world's now, still waiting for the bank (PENDING_REGISTRATION).
 */
const pedro2026Billings: Billing[] = [
  billing(pedroSupplies2026, 1, () => pedroSupplies2026.description, {
    id: 95531,
    refId: '1c7f3a95-2e48-4d06-b9a1-6f0d83e2c574',
    billingStatus: 'REGISTRATION_FAILED',
  }),
  billing(pedroUniform2026, 1, () => pedroUniform2026.description, {
    id: 95532,
    refId: '9e2d6b41-7a35-4c8f-a0e9-3b5f17c2d860',
    billingStatus: 'PENDING_REGISTRATION',
  }),
];

/**
 * The Rocha children's second-semester boletos, canceled by task 733 (billing-jobs.ts) when the
 * family moved to another school: four at the task's start, four more by its second progress
 * step and the last four when it ended, Beatriz's first.
 */
const rochaTask = scheduledTasks.find((task) => task.id === 733);
const ROCHA_CANCELED_AT = ['2025-06-30T23:00:02.000Z', '2025-06-30T23:00:05.000Z', '2025-06-30T23:00:09.000Z'];
const rochaBillings = [
  ...billingsOf(beatrizSecondSemester2025, 91250, byMonth('Mensalidade 2025 - Beatriz')),
  ...billingsOf(gabrielSecondSemester2025, 91260, byMonth('Mensalidade 2025 - Gabriel')),
].map((item, index): Billing => {
  const canceledAt = ROCHA_CANCELED_AT[Math.floor(index / 4)] ?? '';
  const pending = item.was?.[0];
  return {
    ...item,
    billingStatus: 'CANCELED',
    cancellationReason: rochaTask?.cancellationReason ?? null,
    cancellationDescription: rochaTask?.cancellationDescription ?? null,
    lastUpdateDate: canceledAt,
    was: [
      ...(pending === undefined ? [] : [pending]),
      {
        until: canceledAt,
        billingStatus: 'REGISTERED',
        cancellationReason: null,
        cancellationDescription: null,
        lastUpdateDate: null,
      },
    ],
  };
});

export const billings: readonly Billing[] = [
  ...annuity2025Billings,
  ...supplies2025Billings,
  ...theoSupplies2025Billings,
  ...judo2025Billings,
  ...agreement244Billings,
  ...rochaBillings,
  ...extraBillings,
  ...english2025Billings,
  ...annuity2026Billings,
  ...pedro2026Billings,
].sort((a, b) => a.id - b.id);
