/**
 * The renegotiation agreement (`Agreement.status`) and the payment link: the link itself
 * (`PaymentLink.status`) and the payment made through it (`PaymentLink.paymentStatus`).
 */
import type {AgreementStatus, LinkStatus, PaymentLinkStatus} from '../../types/generated/schema';
import {defineMachine, mutation} from './types';

const AGREEMENT_CHANGED = ['AGREEMENT_STATUS_CHANGED'] as const;
const LINK_CHANGED = ['PAYMENT_LINK_STATUS_CHANGED'] as const;

export const agreementMachine = defineMachine<AgreementStatus>({
  id: 'agreement',
  title: 'Situações do acordo',
  entity: 'Agreement',
  source: {kind: 'enum', enum: 'AgreementStatus', field: 'Agreement.status'},
  page: 'responsaveis-financeiros/introducao',
  states: {
    PENDING: {label: 'Aguardando a primeira parcela'},
    ACTIVE: {label: 'Em vigor'},
    COMPLETED: {label: 'Quitado'},
    BROKEN: {label: 'Quebrado'},
    CANCELED: {label: 'Cancelado'},
  },
  final: ['COMPLETED', 'BROKEN', 'CANCELED'],
  transitions: [
    {
      from: null,
      to: 'PENDING',
      trigger: mutation('createAgreement'),
      when: 'os boletos vencidos renegociados ficam em OVERDUE, presos ao acordo, até ele terminar',
      events: AGREEMENT_CHANGED,
    },
    {
      from: ['PENDING'],
      to: 'ACTIVE',
      trigger: {kind: 'cascade', machine: 'billing', to: 'PAID'},
      when: 'a primeira parcela do acordo é paga',
      events: AGREEMENT_CHANGED,
    },
    {
      from: ['ACTIVE'],
      to: 'COMPLETED',
      trigger: {kind: 'cascade', machine: 'billing', to: 'PAID'},
      when: 'a última parcela em aberto é paga; os boletos renegociados são cancelados com motivo RENEGOTIATED',
      events: AGREEMENT_CHANGED,
    },
    {
      from: ['ACTIVE'],
      to: 'BROKEN',
      trigger: mutation('breakAgreement'),
      when: 'as parcelas em aberto são canceladas e os boletos renegociados voltam a ser cobrados',
      events: AGREEMENT_CHANGED,
    },
    {
      from: ['ACTIVE'],
      to: 'BROKEN',
      trigger: {kind: 'time', fact: 'acordo.toleranciaQuebra'},
      when: 'uma parcela fica vencida além da tolerância (breachReason INSTALLMENT_OVERDUE)',
      events: AGREEMENT_CHANGED,
      facts: ['acordo.toleranciaQuebra'],
    },
    {
      from: ['PENDING'],
      to: 'CANCELED',
      trigger: mutation('breakAgreement'),
      when: 'o acordo ainda não entrou em vigor',
      events: AGREEMENT_CHANGED,
    },
    {
      from: ['PENDING'],
      to: 'CANCELED',
      trigger: {kind: 'time', fact: 'acordo.toleranciaQuebra'},
      when: 'a primeira parcela fica vencida além da tolerância',
      events: AGREEMENT_CHANGED,
      facts: ['acordo.toleranciaQuebra'],
    },
  ],
  rules: [{operation: 'createAgreement', code: 'INVALID_STATE', when: 'o responsável financeiro está em BLOCKED'}],
});

export const paymentLinkPaymentMachine = defineMachine<PaymentLinkStatus>({
  id: 'paymentLinkPayment',
  title: 'Pagamento pelo link',
  entity: 'PaymentLink',
  source: {kind: 'enum', enum: 'PaymentLinkStatus', field: 'PaymentLink.paymentStatus'},
  page: 'boletos/introducao',
  states: {
    AWAITING_PAYMENT: {label: 'Sem pagamento'},
    PROCESSING: {label: 'Em análise'},
    PAID: {label: 'Aprovado'},
    REFUSED: {label: 'Recusado'},
    REFUNDED: {label: 'Estornado'},
    CANCELED: {label: 'Cancelado'},
  },
  final: ['REFUNDED', 'CANCELED'],
  transitions: [
    {from: null, to: 'AWAITING_PAYMENT', trigger: {kind: 'portal', action: 'criar link'}, events: []},
    {
      from: ['AWAITING_PAYMENT', 'REFUSED'],
      to: 'PROCESSING',
      trigger: {kind: 'payment', methods: ['CREDIT_CARD']},
      when: 'o pagador envia o cartão',
      events: [],
    },
    {
      from: ['PROCESSING'],
      to: 'PAID',
      trigger: {kind: 'payment', methods: ['CREDIT_CARD']},
      when: 'a operadora aprova; os boletos vinculados passam a PAID',
      events: LINK_CHANGED,
    },
    {
      from: ['PROCESSING'],
      to: 'REFUSED',
      trigger: {kind: 'payment', methods: ['CREDIT_CARD']},
      when: 'a operadora recusa',
      events: LINK_CHANGED,
    },
    {from: ['PAID'], to: 'REFUNDED', trigger: {kind: 'portal', action: 'estornar'}, events: LINK_CHANGED},
    {
      from: ['AWAITING_PAYMENT', 'REFUSED'],
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'paymentLink', to: 'CANCELED'},
      events: LINK_CHANGED,
    },
  ],
  rules: [],
});

export const paymentLinkMachine = defineMachine<LinkStatus>({
  id: 'paymentLink',
  title: 'Situações do link de pagamento',
  entity: 'PaymentLink',
  source: {kind: 'enum', enum: 'LinkStatus', field: 'PaymentLink.status'},
  page: 'boletos/introducao',
  states: {
    ACTIVE: {label: 'Ativo'},
    EXPIRED: {label: 'Expirado'},
    CANCELED: {label: 'Cancelado'},
    USED: {label: 'Usado'},
  },
  final: ['EXPIRED', 'CANCELED', 'USED'],
  transitions: [
    {from: null, to: 'ACTIVE', trigger: {kind: 'portal', action: 'criar link'}, events: []},
    {
      from: ['ACTIVE'],
      to: 'USED',
      trigger: {kind: 'cascade', machine: 'paymentLinkPayment', to: 'PAID'},
      events: [],
    },
    {from: ['ACTIVE'], to: 'EXPIRED', trigger: {kind: 'time', field: 'expirationDate'}, events: []},
    {from: ['ACTIVE'], to: 'CANCELED', trigger: {kind: 'portal', action: 'cancelar link'}, events: []},
  ],
  rules: [],
});
