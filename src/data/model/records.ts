/**
 * The records the money path rests on: the school (`Company`), the financial owner (its record
 * and its `condition`), the dependent and the class. Their lifecycle is the `active` and
 * `deleted` fields; the financial owner also has a condition the platform computes.
 */
import type {FinancialOwnerCondition} from '../../types/generated/schema';
import type {MutationName} from './types';
import {defineMachine, mutation} from './types';

type RecordState = 'ACTIVE' | 'INACTIVE' | 'REMOVED';

const RECORD_STATES = {
  ACTIVE: {label: 'Ativo', fields: {active: true, deleted: false}},
  INACTIVE: {label: 'Inativo', fields: {active: false, deleted: false}},
  REMOVED: {label: 'Removido', fields: {deleted: true}},
} as const;

/** A record with `active` and `deleted`: created, switched on and off, removed (logically). */
function recordTransitions(add: MutationName, switchActivation: MutationName, remove: MutationName) {
  return [
    {from: null, to: 'ACTIVE', trigger: mutation(add), events: []},
    {from: ['ACTIVE'], to: 'INACTIVE', trigger: mutation(switchActivation), events: []},
    {from: ['INACTIVE'], to: 'ACTIVE', trigger: mutation(switchActivation), events: []},
    {from: ['ACTIVE', 'INACTIVE'], to: 'REMOVED', trigger: mutation(remove), events: []},
  ] as const;
}

export const schoolMachine = defineMachine<RecordState>({
  id: 'school',
  title: 'Situações da escola',
  entity: 'Company',
  source: {kind: 'fields', type: 'Company', fields: ['active', 'deleted']},
  page: 'escolas/introducao',
  states: RECORD_STATES,
  final: ['REMOVED'],
  transitions: recordTransitions('addCompany', 'switchCompanyActivation', 'removeCompany'),
  rules: [
    {operation: 'removeCompany', code: 'ENTITY_IN_USE', when: 'a escola tem boletos em aberto'},
    {operation: 'startEnrollment', code: 'ENTITY_INACTIVE', when: 'a escola está inativa'},
    {operation: 'addBilling', code: 'ENTITY_INACTIVE', when: 'a escola está inativa'},
  ],
  wrongStateCode: 'ENTITY_NOT_FOUND',
});

export const financialOwnerMachine = defineMachine<RecordState>({
  id: 'financialOwner',
  title: 'Situações do cadastro do responsável financeiro',
  entity: 'FinancialOwner',
  source: {kind: 'fields', type: 'FinancialOwner', fields: ['active', 'deleted']},
  page: 'responsaveis-financeiros/introducao',
  states: RECORD_STATES,
  final: ['REMOVED'],
  transitions: [
    ...recordTransitions('addFinancialOwner', 'switchFinancialOwnerActivation', 'removeFinancialOwner'),
    {
      from: ['ACTIVE', 'INACTIVE'],
      to: 'REMOVED',
      trigger: mutation('mergeFinancialOwners'),
      when: 'o cadastro duplicado, absorvido pelo que fica',
      events: [],
    },
  ],
  rules: [
    {operation: 'removeFinancialOwner', code: 'ENTITY_IN_USE', when: 'o responsável tem boletos em aberto'},
    {operation: 'addFinancialOwner', code: 'DUPLICATE_ENTITY', when: 'já existe um responsável com o mesmo CPF'},
  ],
  wrongStateCode: 'ENTITY_NOT_FOUND',
});

export const financialOwnerConditionMachine = defineMachine<FinancialOwnerCondition>({
  id: 'financialOwnerCondition',
  title: 'Situação financeira do responsável',
  entity: 'FinancialOwner',
  source: {kind: 'enum', enum: 'FinancialOwnerCondition', field: 'FinancialOwner.condition'},
  page: 'responsaveis-financeiros/introducao',
  states: {
    REGULAR: {label: 'Adimplente'},
    IN_DEBT: {label: 'Inadimplente'},
    IN_AGREEMENT: {label: 'Em acordo'},
    BLOCKED: {label: 'Bloqueado'},
  },
  final: [],
  transitions: [
    {from: null, to: 'REGULAR', trigger: mutation('addFinancialOwner'), events: []},
    {
      from: ['REGULAR', 'IN_AGREEMENT'],
      to: 'IN_DEBT',
      trigger: {kind: 'cascade', machine: 'billing', to: 'OVERDUE'},
      when: 'um boleto do responsável, fora de acordo, vence sem pagamento',
      events: [],
    },
    {
      from: ['IN_DEBT'],
      to: 'REGULAR',
      trigger: {kind: 'cascade', machine: 'billing', to: 'PAID'},
      when: 'o último boleto vencido do responsável, fora de acordo, é pago',
      events: [],
    },
    {
      from: ['IN_DEBT'],
      to: 'REGULAR',
      trigger: {kind: 'cascade', machine: 'billing', to: 'CANCELED'},
      when: 'o último boleto vencido do responsável, fora de acordo, é cancelado',
      events: [],
    },
    {
      from: ['IN_DEBT'],
      to: 'IN_AGREEMENT',
      trigger: mutation('createAgreement'),
      when: 'todos os boletos vencidos entram no acordo',
      events: [],
    },
    {
      from: ['IN_AGREEMENT'],
      to: 'REGULAR',
      trigger: {kind: 'cascade', machine: 'agreement', to: 'COMPLETED'},
      events: [],
    },
    {
      from: ['IN_AGREEMENT'],
      to: 'IN_DEBT',
      trigger: {kind: 'cascade', machine: 'agreement', to: 'BROKEN'},
      when: 'os boletos renegociados voltam a ser cobrados',
      events: [],
    },
    {
      from: ['IN_AGREEMENT'],
      to: 'IN_DEBT',
      trigger: {kind: 'cascade', machine: 'agreement', to: 'CANCELED'},
      events: [],
    },
    {
      from: ['REGULAR', 'IN_DEBT', 'IN_AGREEMENT'],
      to: 'BLOCKED',
      trigger: {kind: 'portal', action: 'bloquear o responsável'},
      events: [],
    },
    {
      from: ['BLOCKED'],
      to: 'REGULAR',
      trigger: {kind: 'portal', action: 'desbloquear o responsável'},
      when: 'a condição volta a ser calculada pelos boletos',
      events: [],
    },
  ],
  rules: [],
});

export const dependentMachine = defineMachine<RecordState>({
  id: 'dependent',
  title: 'Situações do dependente',
  entity: 'Dependent',
  source: {kind: 'fields', type: 'Dependent', fields: ['active', 'deleted']},
  page: 'dependentes/introduction',
  states: RECORD_STATES,
  final: ['REMOVED'],
  transitions: [
    ...recordTransitions('addDependent', 'switchDependentActivation', 'removeDependent'),
    {
      from: ['ACTIVE', 'INACTIVE'],
      to: 'REMOVED',
      trigger: mutation('mergeDependents'),
      when: 'o cadastro duplicado, absorvido pelo que fica',
      events: [],
    },
  ],
  rules: [
    {operation: 'removeDependent', code: 'ENTITY_IN_USE', when: 'o dependente tem matrícula fora de CANCELED'},
    {operation: 'addDependent', code: 'DUPLICATE_ENTITY', when: 'já existe um dependente com o mesmo CPF'},
    {operation: 'addDependent', code: 'ENTITY_INACTIVE', when: 'um dos responsáveis financeiros citados está inativo'},
    {operation: 'addDependent', code: 'ENROLLMENT_LIMIT_REACHED', when: 'a turma de academicClassId não tem vaga'},
    {
      operation: 'updateDependent',
      code: 'ENTITY_INACTIVE',
      when: 'o vínculo novo cita um responsável financeiro inativo',
    },
    {
      operation: 'updateDependent',
      code: 'ENTITY_IN_USE',
      when: 'o desvínculo de um responsável que tem plano de pagamento ativo com o dependente',
    },
    {operation: 'addFinancialOwner', code: 'ENTITY_INACTIVE', when: 'um dependente citado na chamada está inativo'},
  ],
  wrongStateCode: 'ENTITY_NOT_FOUND',
});

export const academicClassMachine = defineMachine<'ACTIVE' | 'REMOVED'>({
  id: 'academicClass',
  title: 'Situações da turma',
  entity: 'AcademicClass',
  source: {kind: 'fields', type: 'AcademicClass', fields: ['deleted']},
  page: 'turmas/introducao',
  states: {
    ACTIVE: {label: 'Ativa', fields: {deleted: false}},
    REMOVED: {label: 'Removida', fields: {deleted: true}},
  },
  final: ['REMOVED'],
  transitions: [
    {from: null, to: 'ACTIVE', trigger: mutation('addAcademicClass'), events: []},
    {from: ['ACTIVE'], to: 'ACTIVE', trigger: mutation('updateAcademicClass'), events: []},
    {from: ['ACTIVE'], to: 'REMOVED', trigger: mutation('removeAcademicClass'), events: []},
  ],
  rules: [
    {operation: 'removeAcademicClass', code: 'ENTITY_IN_USE', when: 'a turma tem dependentes enturmados'},
    {
      operation: 'addAcademicClass',
      code: 'ENTITY_INACTIVE',
      when: 'a série, ou o nível ou o ano acima dela, está inativa',
    },
    {
      operation: 'updateAcademicClass',
      code: 'ENROLLMENT_LIMIT_REACHED',
      when: 'o novo enrollmentLimit é menor que o número de dependentes enturmados',
    },
  ],
  wrongStateCode: 'ENTITY_NOT_FOUND',
});
