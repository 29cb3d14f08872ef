/**
 * Moves records through the model's state machines (src/data/model/): reads a record's state
 * from the fields the machine names, checks that the model has the transition, writes the new
 * state and says which webhook events the transition emits. A move the model does not allow is
 * refused with the model's code (refusalCode); nothing here restates a state or a code.
 */
import {
  allowedStates,
  refusalCode,
  refusals,
  type MutationName,
  type StateMachine,
  type Trigger,
} from '../../data/model';
import type {StateInfo} from '../../data/model/types';
import {refusal} from './refusal';
import type {Rec} from './store';

export function stateOf(machine: StateMachine, record: Rec): string {
  const source = machine.source;
  if (source.kind === 'enum') {
    const field = source.field.split('.')[1] ?? '';
    return String(record[field]);
  }
  for (const [state, info] of Object.entries(machine.states)) {
    const fields = info.fields ?? {};
    if (
      Object.entries(fields).every(([name, value]) =>
        value === 'preenchido' ? record[name] != null : (record[name] ?? null) === value,
      )
    )
      return state;
  }
  throw new Error(`simulador: ${machine.entity} ${String(record.id)} não está em nenhuma situação de ${machine.id}`);
}

function writeState(machine: StateMachine, record: Rec, state: string): void {
  const source = machine.source;
  if (source.kind === 'enum') {
    record[source.field.split('.')[1] ?? ''] = state;
    return;
  }
  for (const [name, value] of Object.entries(machine.states[state]?.fields ?? {}))
    if (value !== 'preenchido') record[name] = value;
}

function sameTrigger(a: Trigger, b: Trigger): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'mutation' && b.kind === 'mutation') return a.operation === b.operation;
  if (a.kind === 'payment' && b.kind === 'payment') return b.methods.every((method) => a.methods.includes(method));
  if (a.kind === 'cascade' && b.kind === 'cascade') return a.machine === b.machine && a.to === b.to;
  if (a.kind === 'integration' && b.kind === 'integration') return a.answer === b.answer;
  if (a.kind === 'delivery' && b.kind === 'delivery') return a.answer === b.answer;
  if (a.kind === 'time' && b.kind === 'time') return a.field === b.field && a.fact === b.fact;
  return a.kind === b.kind;
}

/** A transition that happened: where the record was, where it is, what it emits. */
export interface Moved {
  readonly from: string;
  readonly to: string;
  readonly events: readonly string[];
}

/**
 * Moves the record by `trigger` to `to` (or to the only state the trigger leads to from here).
 * Returns undefined when the model has no such transition from the record's state; callers of
 * a mutation use `refuseOrMove` instead, which refuses with the model's code.
 */
export function move(machine: StateMachine, record: Rec, trigger: Trigger, to?: string): Moved | undefined {
  const from = stateOf(machine, record);
  const candidates = machine.transitions.filter(
    (transition) =>
      transition.from !== null &&
      transition.from.includes(from) &&
      sameTrigger(transition.trigger, trigger) &&
      (to === undefined || transition.to === to),
  );
  const transition = candidates[0];
  if (transition === undefined) return undefined;
  if (to === undefined && new Set(candidates.map((candidate) => candidate.to)).size > 1)
    throw new Error(`simulador: ${machine.id} tem mais de um destino para o gatilho a partir de ${from}`);
  writeState(machine, record, transition.to);
  return {from, to: transition.to, events: transition.events};
}

/** A mutation on a record: refused with the model's code when its state does not admit it, moved otherwise. */
export function refuseOrMove(machine: StateMachine, record: Rec, operation: MutationName, to?: string): Moved {
  const from = stateOf(machine, record);
  const code = refusalCode(machine, operation, from);
  if (code !== null) {
    const wrongState = refusals(machine).find((item) => item.operation === operation && item.states.includes(from));
    throw refusal(
      code,
      `${operation} recusada: o registro está em ${from}, e ${wrongState?.when ?? 'a operação não se aplica'}.`,
      {
        entity: machine.entity,
        currentStatus: from,
        allowedStatuses: allowedStates(machine, operation),
      },
    );
  }
  const moved = move(machine, record, {kind: 'mutation', operation}, to);
  if (moved === undefined) throw new Error(`simulador: ${machine.id} não leva ${operation} de ${from} a ${String(to)}`);
  return moved;
}

/** The transitions that create a record by this trigger, and the events that creation emits. */
export function creation(machine: StateMachine, trigger: Trigger, to?: string): Moved {
  const transition = machine.transitions.find(
    (candidate) =>
      candidate.from === null && sameTrigger(candidate.trigger, trigger) && (to === undefined || candidate.to === to),
  );
  if (transition === undefined) throw new Error(`simulador: ${machine.id} não cria registros por esse gatilho`);
  return {from: '', to: transition.to, events: transition.events};
}

/** The field values that make `state` (for machines whose states live in fields), to write on a new record. */
export function fieldsOf(machine: StateMachine, state: string): Record<string, unknown> {
  const fields = (machine.states as Readonly<Record<string, StateInfo | undefined>>)[state]?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== 'preenchido'));
}
