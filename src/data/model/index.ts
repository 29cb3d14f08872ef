/**
 * The platform's behaviour model: every state machine, and what pages, diagrams and tests ask of
 * them (which operation leaves which state, which code refuses it, how a trigger is named).
 * The machines are in this folder, one file per area; decisions.ts lists the questions the model
 * settles once.
 */
import {agreementMachine, paymentLinkMachine, paymentLinkPaymentMachine} from './agreement';
import {billingMachine, paymentPlanMachine} from './billing';
import {digitalAcceptanceDocumentMachine, digitalAcceptanceSignatoryMachine} from './digital-acceptance';
import {
  classAssignmentMachine,
  contractMachine,
  enrollmentSituationMachine,
  enrollmentStatusMachine,
} from './enrollment';
import {
  academicClassMachine,
  dependentMachine,
  financialOwnerConditionMachine,
  financialOwnerMachine,
  schoolMachine,
} from './records';
import type {MachineId, MutationName, StateMachine, Transition, Trigger} from './types';
import {webhookEventMachine, webhookMachine} from './webhook';

export type {MachineId, MutationName, StateMachine, Trigger} from './types';

/** Every machine, money path first. */
export const MACHINES: readonly StateMachine[] = [
  billingMachine,
  paymentPlanMachine,
  enrollmentStatusMachine,
  enrollmentSituationMachine,
  contractMachine,
  digitalAcceptanceDocumentMachine,
  digitalAcceptanceSignatoryMachine,
  agreementMachine,
  paymentLinkMachine,
  paymentLinkPaymentMachine,
  webhookMachine,
  webhookEventMachine,
  schoolMachine,
  financialOwnerMachine,
  financialOwnerConditionMachine,
  dependentMachine,
  academicClassMachine,
  classAssignmentMachine,
];

export {
  academicClassMachine,
  agreementMachine,
  billingMachine,
  classAssignmentMachine,
  contractMachine,
  dependentMachine,
  digitalAcceptanceDocumentMachine,
  digitalAcceptanceSignatoryMachine,
  enrollmentSituationMachine,
  enrollmentStatusMachine,
  financialOwnerConditionMachine,
  financialOwnerMachine,
  paymentLinkMachine,
  paymentLinkPaymentMachine,
  paymentPlanMachine,
  schoolMachine,
  webhookEventMachine,
  webhookMachine,
};

export function machineById(id: MachineId): StateMachine {
  const machine = MACHINES.find((candidate) => candidate.id === id);
  if (machine === undefined) throw new Error(`modelo: máquina ${id} não existe`);
  return machine;
}

/** The machine's state names, in the order it declares them. */
export function stateNames(machine: StateMachine): string[] {
  return Object.keys(machine.states);
}

/** Mutations that move records of the machine (creation excluded), in the order of the transitions. */
export function operationsOf(machine: StateMachine): MutationName[] {
  const operations = new Set<MutationName>();
  for (const transition of machine.transitions) {
    if (transition.from !== null && transition.trigger.kind === 'mutation')
      operations.add(transition.trigger.operation);
  }
  return [...operations];
}

/** The states an operation moves a record out of (the states it is allowed in). */
export function allowedStates(machine: StateMachine, operation: MutationName): string[] {
  const states = new Set<string>();
  for (const transition of machine.transitions) {
    if (
      transition.from !== null &&
      transition.trigger.kind === 'mutation' &&
      transition.trigger.operation === operation
    )
      for (const state of transition.from) states.add(state);
  }
  return stateNames(machine).filter((state) => states.has(state));
}

/**
 * The states a record can be in once a transition that `starts` picks has moved it: that
 * transition's target and every state reachable from it, the final states left out (the record
 * still stands there). For the boleto and the bank's registration, the states in which the bank
 * holds the boleto: `itIsPrintable` (docs/boletos/gerar-pdf.md).
 */
export function statesAfter(machine: StateMachine, starts: (trigger: Trigger) => boolean): string[] {
  const reached = new Set<string>(
    machine.transitions.filter((transition) => starts(transition.trigger)).map((transition) => transition.to),
  );
  for (let grew = true; grew; ) {
    grew = false;
    for (const transition of machine.transitions)
      if (transition.from?.some((state) => reached.has(state)) === true && !reached.has(transition.to)) {
        reached.add(transition.to);
        grew = true;
      }
  }
  return stateNames(machine).filter((state) => reached.has(state) && !machine.final.includes(state));
}

/** The code that refuses an operation in a state, or null when the state admits it. */
export function refusalCode(machine: StateMachine, operation: MutationName, state: string): string | null {
  if (!Object.hasOwn(machine.states, state)) throw new Error(`modelo: ${machine.id} não tem a situação ${state}`);
  if (!operationsOf(machine).includes(operation)) throw new Error(`modelo: ${operation} não move ${machine.id}`);
  return allowedStates(machine, operation).includes(state) ? null : (machine.wrongStateCode ?? 'INVALID_STATE');
}

/** Every refusal the machine states: wrong state (derived) and the rules, each with its code. */
export function refusals(
  machine: StateMachine,
): {operation: MutationName; states: string[]; code: string; when: string}[] {
  const wrongState = operationsOf(machine).flatMap((operation) => {
    const allowed = allowedStates(machine, operation);
    const states = stateNames(machine).filter((state) => !allowed.includes(state));
    if (states.length === 0) return [];
    return [
      {
        operation,
        states,
        code: machine.wrongStateCode ?? 'INVALID_STATE',
        when: `a operação só é aceita em ${allowed.map((state) => `\`${state}\``).join(', ')}`,
      },
    ];
  });
  return [...wrongState, ...machine.rules.map((rule) => ({...rule, states: []}))];
}

type Step = {machine: StateMachine; transition: Transition<string>};

/** Transitions of other machines that a record entering `to` of `machine` starts, and theirs in turn. */
export function cascadesOf(machine: MachineId, to: string, seen: Set<string> = new Set()): Step[] {
  const key = `${machine}:${to}`;
  if (seen.has(key)) return [];
  seen.add(key);
  return MACHINES.flatMap((other) =>
    other.transitions
      .filter(
        (transition) =>
          transition.trigger.kind === 'cascade' &&
          transition.trigger.machine === machine &&
          transition.trigger.to === to,
      )
      .flatMap((transition) => [{machine: other, transition}, ...cascadesOf(other.id, transition.to, seen)]),
  );
}

/** Every transition a call of `operation` can cause: its own and their cascades. */
export function effectsOf(operation: MutationName): Step[] {
  const seen = new Set<string>();
  return MACHINES.flatMap((machine) =>
    machine.transitions
      .filter((transition) => transition.trigger.kind === 'mutation' && transition.trigger.operation === operation)
      .flatMap((transition) => [{machine, transition}, ...cascadesOf(machine.id, transition.to, seen)]),
  );
}

/** The webhook events a call of `operation` can emit, directly or through cascades. */
export function eventsOf(operation: MutationName): Set<string> {
  return new Set(effectsOf(operation).flatMap((step) => step.transition.events));
}

const INTEGRATION_ANSWERS = {
  registered: 'banco confirma o registro',
  refused: 'banco recusa o registro',
  'written-off': 'banco confirma a baixa',
  updated: 'banco confirma a alteração',
} as const;

const DELIVERY_ANSWERS = {
  success: 'endpoint responde 2xx',
  failure: 'tentativa falha',
  'last-failure': 'última tentativa falha',
} as const;

const SIGNATORY_ACTIONS = {
  view: 'signatário abre o documento',
  accept: 'signatário aceita na página de aceite',
  reject: 'signatário recusa na página de aceite',
} as const;

const PAYMENT_METHODS: Record<string, string> = {
  PIX: 'pagamento por Pix',
  BOLETO: 'pagamento pela linha digitável',
  CREDIT_CARD: 'cartão pelo link de pagamento',
};

/** A trigger in a few Portuguese words, for diagram edges and transition tables. */
export function triggerLabel(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'mutation':
      return trigger.operation;
    case 'payment':
      return trigger.methods.map((method) => PAYMENT_METHODS[method] ?? method).join(' ou ');
    case 'signatory':
      return SIGNATORY_ACTIONS[trigger.action];
    case 'time':
      return trigger.field !== undefined ? `passa ${trigger.field}` : 'passa o prazo';
    case 'integration':
      return INTEGRATION_ANSWERS[trigger.answer];
    case 'delivery':
      return DELIVERY_ANSWERS[trigger.answer];
    case 'portal':
      return `portal: ${trigger.action}`;
    case 'emission':
      return 'evento emitido';
    case 'cascade': {
      const source = machineById(trigger.machine);
      return `${source.entity} em ${trigger.to}`;
    }
  }
}
