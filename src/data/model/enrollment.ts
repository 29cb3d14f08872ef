/**
 * The enrollment (`Enrollment.status`, the steps; `Enrollment.situation`, whether the student
 * attends), its contract and the dependent's place in a class (`ClassAssignment.situation`).
 */
import type {ClassAssignmentSituation, EnrollmentSituation, EnrollmentStatus} from '../../types/generated/schema';
import {defineMachine, mutation} from './types';

const CHANGED = ['ENROLLMENT_STATUS_CHANGED'] as const;

/** The condition that decides between AWAITING_PAYMENT and COMPLETED once no acceptance is pending. */
export const FIRST_CHARGE_EXEMPT = 'a primeira cobrança é isenta (isExempt)';
const FIRST_CHARGE_DUE = 'a primeira cobrança não é isenta';

export const enrollmentStatusMachine = defineMachine<EnrollmentStatus>({
  id: 'enrollmentStatus',
  title: 'Etapas da matrícula',
  entity: 'Enrollment',
  source: {kind: 'enum', enum: 'EnrollmentStatus', field: 'Enrollment.status'},
  page: 'matriculas/enrollment-iniciar',
  states: {
    STARTED: {label: 'Iniciada'},
    IN_TERM_ACCEPTANCE: {label: 'Em aceite do contrato'},
    AWAITING_PAYMENT: {label: 'Aguardando a primeira cobrança'},
    COMPLETED: {label: 'Efetivada'},
    CANCELED: {label: 'Cancelada'},
  },
  final: ['CANCELED'],
  transitions: [
    {from: null, to: 'STARTED', trigger: mutation('startEnrollment'), events: ['ENROLLMENT_CREATED']},
    {
      from: null,
      to: 'STARTED',
      trigger: {kind: 'portal', action: 'rematrícula automática'},
      when: 'a escola usa autoEnrollment',
      events: ['ENROLLMENT_CREATED'],
    },
    {
      from: null,
      to: 'IN_TERM_ACCEPTANCE',
      trigger: mutation('addEnrollment'),
      when: 'matrícula registrada numa operação só, com contrato que pede aceite digital',
      events: ['ENROLLMENT_CREATED'],
    },
    {
      from: null,
      to: 'AWAITING_PAYMENT',
      trigger: mutation('addEnrollment'),
      when: `matrícula registrada numa operação só, sem aceite a colher, e ${FIRST_CHARGE_DUE}`,
      events: ['ENROLLMENT_CREATED'],
    },
    {
      from: null,
      to: 'COMPLETED',
      trigger: mutation('addEnrollment'),
      when: `matrícula registrada numa operação só, sem aceite a colher, e ${FIRST_CHARGE_EXEMPT}`,
      events: ['ENROLLMENT_CREATED'],
    },
    {
      from: ['STARTED'],
      to: 'IN_TERM_ACCEPTANCE',
      trigger: mutation('completeEnrollment'),
      when: 'o contrato pede aceite digital (generateDigitalAcceptance) e a escola não aceita automaticamente',
      events: CHANGED,
    },
    {
      from: ['STARTED'],
      to: 'AWAITING_PAYMENT',
      trigger: mutation('completeEnrollment'),
      when: `não há aceite a colher (contrato manual, sem generateDigitalAcceptance ou com aceite automático) e ${FIRST_CHARGE_DUE}`,
      events: CHANGED,
    },
    {
      from: ['STARTED'],
      to: 'COMPLETED',
      trigger: mutation('completeEnrollment'),
      when: `não há aceite a colher e ${FIRST_CHARGE_EXEMPT}`,
      events: CHANGED,
    },
    {
      from: ['IN_TERM_ACCEPTANCE'],
      to: 'AWAITING_PAYMENT',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'ACCEPTED'},
      when: FIRST_CHARGE_DUE,
      events: CHANGED,
    },
    {
      from: ['IN_TERM_ACCEPTANCE'],
      to: 'COMPLETED',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'ACCEPTED'},
      when: FIRST_CHARGE_EXEMPT,
      events: CHANGED,
    },
    {
      from: ['AWAITING_PAYMENT'],
      to: 'COMPLETED',
      trigger: {kind: 'cascade', machine: 'billing', to: 'PAID'},
      when: 'a primeira cobrança (o boleto de matrícula, primeira parcela do plano da matrícula) é paga',
      events: CHANGED,
    },
    {
      from: ['STARTED', 'IN_TERM_ACCEPTANCE', 'AWAITING_PAYMENT', 'COMPLETED'],
      to: 'CANCELED',
      trigger: mutation('cancelEnrollment'),
      when: 'o documento de aceite pendente é cancelado e, se pedido, os boletos em aberto',
      events: CHANGED,
    },
  ],
  rules: [
    {
      operation: 'startEnrollment',
      code: 'FINANCIAL_OWNER_IN_DEBT',
      when: 'o responsável financeiro está em IN_DEBT e a escola tem allowEnrollmentIfInDebt falso',
    },
    {operation: 'startEnrollment', code: 'INVALID_STATE', when: 'o responsável financeiro está em BLOCKED'},
    {
      operation: 'startEnrollment',
      code: 'DUPLICATE_ENTITY',
      when: 'o dependente já tem matrícula não cancelada no mesmo ano letivo',
    },
    {operation: 'completeEnrollment', code: 'ENROLLMENT_LIMIT_REACHED', when: 'a turma escolhida não tem vaga'},
  ],
});

export const enrollmentSituationMachine = defineMachine<EnrollmentSituation>({
  id: 'enrollmentSituation',
  title: 'Situação da matrícula',
  entity: 'Enrollment',
  source: {kind: 'enum', enum: 'EnrollmentSituation', field: 'Enrollment.situation'},
  page: 'matriculas/enrollment-iniciar',
  states: {
    ACTIVE: {label: 'Vigente'},
    INACTIVE: {label: 'Suspensa'},
    CANCELED: {label: 'Cancelada'},
    UNENROLLED: {label: 'Desligada'},
    CONCLUDED: {label: 'Ano letivo encerrado'},
  },
  final: ['CANCELED', 'UNENROLLED', 'CONCLUDED'],
  transitions: [
    {from: null, to: 'ACTIVE', trigger: mutation('startEnrollment'), events: ['ENROLLMENT_CREATED']},
    {from: null, to: 'ACTIVE', trigger: mutation('addEnrollment'), events: ['ENROLLMENT_CREATED']},
    {from: ['ACTIVE'], to: 'INACTIVE', trigger: mutation('inactivateEnrollment'), events: CHANGED},
    {from: ['INACTIVE'], to: 'ACTIVE', trigger: mutation('activateEnrollment'), events: CHANGED},
    {from: ['ACTIVE', 'INACTIVE'], to: 'CANCELED', trigger: mutation('cancelEnrollment'), events: CHANGED},
    {
      from: ['ACTIVE', 'INACTIVE'],
      to: 'UNENROLLED',
      trigger: mutation('unenroll'),
      when: 'a matrícula está em COMPLETED; os boletos com vencimento depois da saída são cancelados',
      events: CHANGED,
    },
    {
      from: ['ACTIVE'],
      to: 'CONCLUDED',
      trigger: {kind: 'portal', action: 'encerrar o ano letivo'},
      when: 'o ano letivo da matrícula termina',
      events: CHANGED,
    },
  ],
  rules: [{operation: 'unenroll', code: 'INVALID_STATE', when: 'a etapa da matrícula não é COMPLETED'}],
});

export const contractMachine = defineMachine<'PLAN_SCHEDULED' | 'PLAN_GENERATED' | 'NO_PLAN' | 'PLAN_DROPPED'>({
  id: 'contract',
  title: 'Plano de pagamento do contrato',
  entity: 'Contract',
  source: {kind: 'fields', type: 'Contract', fields: ['paymentPlanScheduled', 'paymentPlanId']},
  page: 'matriculas/enrollment-iniciar',
  states: {
    PLAN_SCHEDULED: {label: 'Plano agendado para o aceite', fields: {paymentPlanScheduled: true, paymentPlanId: null}},
    PLAN_GENERATED: {label: 'Plano gerado', fields: {paymentPlanScheduled: false, paymentPlanId: 'preenchido'}},
    NO_PLAN: {label: 'Sem plano pedido', fields: {paymentPlanScheduled: false, paymentPlanId: null}},
    PLAN_DROPPED: {label: 'Plano não gerado', fields: {paymentPlanScheduled: false, paymentPlanId: null}},
  },
  final: ['PLAN_GENERATED'],
  transitions: [
    {
      from: null,
      to: 'PLAN_SCHEDULED',
      trigger: mutation('completeEnrollment'),
      when: 'generateEnrollmentPaymentPlan e aceite digital a colher',
      events: [],
    },
    {
      from: null,
      to: 'PLAN_GENERATED',
      trigger: mutation('completeEnrollment'),
      when: 'generateEnrollmentPaymentPlan sem aceite a colher: o plano é gerado na própria chamada',
      events: [],
    },
    {
      from: null,
      to: 'NO_PLAN',
      trigger: mutation('completeEnrollment'),
      when: 'generateEnrollmentPaymentPlan falso: o plano vem de addPaymentPlan',
      events: [],
    },
    {
      from: ['PLAN_SCHEDULED'],
      to: 'PLAN_GENERATED',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'ACCEPTED'},
      events: [],
    },
    {
      from: ['PLAN_SCHEDULED'],
      to: 'PLAN_DROPPED',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'REJECTED'},
      events: [],
    },
    {
      from: ['PLAN_SCHEDULED'],
      to: 'PLAN_DROPPED',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'EXPIRED'},
      events: [],
    },
    {
      from: ['PLAN_SCHEDULED'],
      to: 'PLAN_DROPPED',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'CANCELED'},
      events: [],
    },
    {
      from: ['PLAN_DROPPED', 'NO_PLAN'],
      to: 'PLAN_SCHEDULED',
      trigger: mutation('upsertContract'),
      when: 'novo contrato com aceite digital e generateEnrollmentPaymentPlan',
      events: [],
    },
  ],
  rules: [],
});

export const classAssignmentMachine = defineMachine<ClassAssignmentSituation>({
  id: 'classAssignment',
  title: 'Situação da enturmação',
  entity: 'ClassAssignment',
  source: {kind: 'enum', enum: 'ClassAssignmentSituation', field: 'ClassAssignment.situation'},
  page: 'turmas/introducao',
  states: {
    ACTIVE: {label: 'Frequentando'},
    TRANSFERRED: {label: 'Transferido'},
    CONCLUDED: {label: 'Encerrada no fim do ano'},
    CANCELED: {label: 'Desfeita'},
  },
  final: ['TRANSFERRED', 'CONCLUDED', 'CANCELED'],
  transitions: [
    {from: null, to: 'ACTIVE', trigger: mutation('addClassAssignment'), events: []},
    {
      from: null,
      to: 'ACTIVE',
      trigger: mutation('addDependent'),
      when: 'o dependente é incluído com academicClassId',
      events: [],
    },
    {
      from: null,
      to: 'ACTIVE',
      trigger: mutation('completeEnrollment'),
      when: 'a matrícula informa academicClassId',
      events: [],
    },
    {
      from: ['ACTIVE'],
      to: 'TRANSFERRED',
      trigger: mutation('addClassAssignment'),
      when: 'nova enturmação do mesmo dependente no mesmo ano letivo',
      events: [],
    },
    {
      from: ['ACTIVE'],
      to: 'CONCLUDED',
      trigger: {kind: 'portal', action: 'encerrar o ano letivo'},
      events: [],
    },
    {
      from: ['ACTIVE'],
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'enrollmentSituation', to: 'CANCELED'},
      events: [],
    },
    {
      from: ['ACTIVE'],
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'enrollmentSituation', to: 'UNENROLLED'},
      events: [],
    },
  ],
  rules: [{operation: 'addClassAssignment', code: 'ENROLLMENT_LIMIT_REACHED', when: 'a turma não tem vaga'}],
});
