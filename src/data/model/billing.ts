/**
 * The boleto (`Billing.billingStatus`) and the payment plan that holds it.
 */
import type {BillingStatus} from '../../types/generated/schema';
import {defineMachine, mutation, stay} from './types';

const CHANGED = ['BILLING_STATUS_CHANGED'] as const;
const OPEN = ['REGISTERED', 'OVERDUE'] as const satisfies readonly BillingStatus[];

export const billingMachine = defineMachine<BillingStatus>({
  id: 'billing',
  title: 'Situações do boleto',
  entity: 'Billing',
  source: {kind: 'enum', enum: 'BillingStatus', field: 'Billing.billingStatus'},
  page: 'boletos/introducao',
  states: {
    PENDING_REGISTRATION: {label: 'Aguardando registro'},
    REGISTERED: {label: 'Registrado'},
    REGISTRATION_FAILED: {label: 'Registro recusado'},
    OVERDUE: {label: 'Vencido'},
    PAID: {label: 'Pago'},
    MARKED_TO_CANCEL: {label: 'Marcado para cancelar'},
    CANCELED: {label: 'Cancelado'},
    REFUNDED: {label: 'Estornado'},
    REISSUED: {label: 'Substituído por segunda via'},
  },
  final: ['CANCELED', 'REISSUED'],
  transitions: [
    {from: null, to: 'PENDING_REGISTRATION', trigger: mutation('addBilling'), events: ['BILLING_CREATED']},
    {
      from: null,
      to: 'PENDING_REGISTRATION',
      trigger: {kind: 'cascade', machine: 'paymentPlan', to: 'ACTIVE'},
      when: 'um boleto por parcela do plano criado, por addPaymentPlan ou pela geração do plano da matrícula',
      events: ['BILLING_CREATED'],
    },
    {from: null, to: 'PENDING_REGISTRATION', trigger: mutation('generateBillings'), events: ['BILLING_CREATED']},
    {
      from: null,
      to: 'PENDING_REGISTRATION',
      trigger: mutation('reissueBilling'),
      when: 'o novo boleto da segunda via, que aponta para o original em parentBillingId',
      events: ['BILLING_CREATED'],
    },
    {
      from: null,
      to: 'PENDING_REGISTRATION',
      trigger: mutation('createAgreement'),
      when: 'uma parcela do acordo (isFromAgreement verdadeiro)',
      events: ['BILLING_CREATED'],
    },
    {
      from: ['PENDING_REGISTRATION'],
      to: 'REGISTERED',
      trigger: {kind: 'integration', answer: 'registered'},
      events: CHANGED,
      facts: ['sandbox.registro'],
    },
    {
      from: ['PENDING_REGISTRATION'],
      to: 'REGISTERED',
      trigger: mutation('syncBilling'),
      when: 'o banco já confirmou o registro e a plataforma ainda não tinha lido a confirmação',
      events: CHANGED,
    },
    {
      from: ['PENDING_REGISTRATION'],
      to: 'OVERDUE',
      trigger: {kind: 'integration', answer: 'registered'},
      when: 'o vencimento já passou no registro (emissão com confirmationForOverdue)',
      events: CHANGED,
    },
    {
      from: ['PENDING_REGISTRATION'],
      to: 'REGISTRATION_FAILED',
      trigger: {kind: 'integration', answer: 'refused'},
      events: CHANGED,
    },
    {from: ['REGISTRATION_FAILED'], to: 'PENDING_REGISTRATION', trigger: mutation('resyncBilling'), events: CHANGED},
    {
      from: ['PENDING_REGISTRATION'],
      to: 'MARKED_TO_CANCEL',
      trigger: mutation('markBillingToCancel'),
      events: CHANGED,
    },
    {
      from: ['MARKED_TO_CANCEL'],
      to: 'CANCELED',
      trigger: {kind: 'integration', answer: 'written-off'},
      when: 'logo depois da confirmação do registro, sem passar por REGISTERED',
      events: CHANGED,
    },
    {
      from: ['REGISTERED'],
      to: 'OVERDUE',
      trigger: {kind: 'time', field: 'dueDate'},
      when: 'o dia do vencimento termina sem pagamento (horário de Brasília)',
      events: CHANGED,
      facts: ['datas.fusoHoje'],
    },
    {
      from: OPEN,
      to: 'PAID',
      trigger: {kind: 'payment', methods: ['PIX']},
      when: 'paymentType PIX',
      events: CHANGED,
      facts: ['pagamento.confirmacaoPix'],
    },
    {
      from: OPEN,
      to: 'PAID',
      trigger: {kind: 'payment', methods: ['BOLETO']},
      when: 'paymentType BOLETO',
      events: CHANGED,
      facts: ['pagamento.confirmacaoBoleto'],
    },
    {
      from: OPEN,
      to: 'PAID',
      trigger: {kind: 'cascade', machine: 'paymentLinkPayment', to: 'PAID'},
      when: 'paymentType CREDIT_CARD, pelo link de pagamento',
      events: CHANGED,
    },
    {
      from: OPEN,
      to: 'PAID',
      trigger: mutation('manualPayment'),
      when: 'isManualPayment verdadeiro; o boleto é baixado no banco',
      events: CHANGED,
    },
    {from: OPEN, to: 'CANCELED', trigger: mutation('cancelBilling'), events: CHANGED},
    {
      from: OPEN,
      to: 'CANCELED',
      trigger: mutation('massiveCancelBillings'),
      when: 'a tarefa agendada chega ao boleto, a partir de scheduledDate; o boleto que já saiu de REGISTERED e OVERDUE fica de fora (SKIPPED)',
      events: CHANGED,
      facts: ['sandbox.itemDeTarefa'],
    },
    {
      from: OPEN,
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'paymentPlan', to: 'CANCELED'},
      when: 'cancellationReason PAYMENT_PLAN_CANCELED',
      events: CHANGED,
    },
    {
      from: OPEN,
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'enrollmentStatus', to: 'CANCELED'},
      when: 'os boletos em aberto dos planos da matrícula, quando cancelEnrollment pede cancelOpenBillings (o padrão), com cancellationReason ENROLLMENT_CANCELED',
      events: CHANGED,
    },
    {
      from: ['OVERDUE'],
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'agreement', to: 'COMPLETED'},
      when: 'os boletos renegociados, com cancellationReason RENEGOTIATED, quando o acordo é quitado',
      events: CHANGED,
    },
    {from: OPEN, to: 'REISSUED', trigger: mutation('reissueBilling'), events: CHANGED},
    {
      from: ['PAID'],
      to: 'REGISTERED',
      trigger: mutation('undoManualPayment'),
      when: 'baixa manual (isManualPayment) e vencimento ainda não passou',
      events: CHANGED,
    },
    {
      from: ['PAID'],
      to: 'OVERDUE',
      trigger: mutation('undoManualPayment'),
      when: 'baixa manual (isManualPayment) e vencimento já passou',
      events: CHANGED,
    },
    {from: ['PAID'], to: 'REFUNDED', trigger: mutation('refundBilling'), events: CHANGED},
    ...(
      ['updateBillingDueDate', 'updateBillingDiscount', 'updateBillingFine', 'updateBillingInterest'] as const
    ).flatMap((operation) =>
      stay(OPEN, {
        trigger: mutation(operation),
        when: 'a alteração vai ao banco (BillingUpdate); o boleto mantém os dados anteriores até a confirmação',
        events: [],
      }),
    ),
    ...stay(OPEN, {
      trigger: {kind: 'integration', answer: 'updated'},
      when: 'o banco confirma uma alteração de vencimento, desconto, multa ou juros',
      events: ['BILLING_UPDATED'],
      facts: ['sandbox.alteracao'],
    }),
    {from: ['REFUNDED'], to: 'PAID', trigger: mutation('undoRefundBilling'), events: CHANGED},
    ...stay(['REGISTERED', 'OVERDUE', 'PAID'] as const, {
      trigger: mutation('syncBilling'),
      when: 'o banco não tem novidade: a consulta devolve o boleto como está',
      events: [],
    }),
  ],
  rules: [
    {operation: 'addBilling', code: 'DUE_DATE_IN_PAST', when: 'o vencimento é anterior a hoje'},
    {operation: 'addBilling', code: 'ENTITY_INACTIVE', when: 'o plano de pagamento está inativo ou cancelado'},
    {
      operation: 'generateBillings',
      code: 'DUE_DATE_IN_PAST',
      when: 'o vencimento da primeira parcela é anterior a hoje',
    },
    {operation: 'generateBillings', code: 'ENTITY_INACTIVE', when: 'o plano de pagamento está inativo ou cancelado'},
    {operation: 'reissueBilling', code: 'DUE_DATE_IN_PAST', when: 'o novo vencimento é anterior a hoje'},
    {operation: 'updateBillingDueDate', code: 'DUE_DATE_IN_PAST', when: 'o novo vencimento é anterior a hoje'},
    {operation: 'undoManualPayment', code: 'INVALID_STATE', when: 'o boleto foi pago no banco, sem baixa manual'},
    {
      operation: 'refundBilling',
      code: 'INVALID_FIELD_VALUE',
      when: 'refundValue é zero ou passa do amountPaid do boleto',
    },
    {
      operation: 'massiveCancelBillings',
      code: 'EMPTY_SELECTION',
      when: 'nenhum boleto selecionado está em REGISTERED ou OVERDUE',
    },
  ],
});

export const paymentPlanMachine = defineMachine<'ACTIVE' | 'INACTIVE' | 'CANCELED' | 'REMOVED'>({
  id: 'paymentPlan',
  title: 'Situações do plano de pagamento',
  entity: 'PaymentPlan',
  source: {kind: 'fields', type: 'PaymentPlan', fields: ['active', 'isCanceled', 'deleted']},
  page: 'planos-de-pagamento/introducao',
  states: {
    ACTIVE: {label: 'Ativo', fields: {active: true, isCanceled: false, deleted: false}},
    INACTIVE: {label: 'Inativo', fields: {active: false, isCanceled: false, deleted: false}},
    CANCELED: {label: 'Cancelado', fields: {isCanceled: true, deleted: false}},
    REMOVED: {label: 'Removido', fields: {deleted: true}},
  },
  final: ['REMOVED'],
  transitions: [
    {
      from: null,
      to: 'ACTIVE',
      trigger: mutation('addPaymentPlan'),
      events: ['PAYMENT_PLAN_CREATED'],
    },
    {
      from: null,
      to: 'ACTIVE',
      trigger: {kind: 'cascade', machine: 'contract', to: 'PLAN_GENERATED'},
      when: 'o plano da matrícula, pedido em generateEnrollmentPaymentPlan',
      events: ['PAYMENT_PLAN_CREATED'],
    },
    {from: ['ACTIVE'], to: 'INACTIVE', trigger: mutation('switchPaymentPlanActivation'), events: []},
    {from: ['INACTIVE'], to: 'ACTIVE', trigger: mutation('switchPaymentPlanActivation'), events: []},
    {
      from: ['ACTIVE', 'INACTIVE'],
      to: 'CANCELED',
      trigger: mutation('cancelPaymentPlan'),
      when: 'os boletos em aberto do plano são cancelados; os pagos ficam como estão',
      events: [],
    },
    {from: ['ACTIVE', 'INACTIVE', 'CANCELED'], to: 'REMOVED', trigger: mutation('removePaymentPlan'), events: []},
  ],
  rules: [
    {
      operation: 'removePaymentPlan',
      code: 'ENTITY_IN_USE',
      when: 'o plano tem boletos registrados, vencidos, pagos ou estornados',
    },
  ],
});
