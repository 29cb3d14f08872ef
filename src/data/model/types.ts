/**
 * The shape of the platform's behaviour model (src/data/model/): one state machine per stateful
 * entity on the money path and the records it rests on. Each machine says which states a record
 * has, every transition between them, what triggers it, which webhook event it emits, which
 * platform facts it uses, and which catalogue error refuses an operation in a state that does
 * not admit it. Pages, diagrams and tests read the machines; nothing else states these rules.
 */
import type * as Api from '../../types/generated/schema';
import type {FactKey} from '../platform-facts';
import type {WebhookEvent} from '../webhook-events';

/** A mutation of the schema, by name (a misspelt or removed mutation is a tsc error). */
export type MutationName = Exclude<keyof Api.Mutation, '__typename'>;

/** The machines, by id. */
export type MachineId =
  | 'billing'
  | 'paymentPlan'
  | 'enrollmentStatus'
  | 'enrollmentSituation'
  | 'contract'
  | 'digitalAcceptanceDocument'
  | 'digitalAcceptanceSignatory'
  | 'agreement'
  | 'paymentLink'
  | 'paymentLinkPayment'
  | 'webhook'
  | 'webhookEvent'
  | 'school'
  | 'financialOwner'
  | 'financialOwnerCondition'
  | 'dependent'
  | 'academicClass'
  | 'classAssignment';

/** What makes a transition happen. */
export type Trigger =
  /** A call of the API: the integration's or the school's. */
  | {readonly kind: 'mutation'; readonly operation: MutationName}
  /** The bank (or the card operator) confirms a payment made with one of these means. */
  | {readonly kind: 'payment'; readonly methods: readonly Api.PaymentType[]}
  /** A signatory's answer on the acceptance page (outside the API), or the school's automatic acceptance. */
  | {readonly kind: 'signatory'; readonly action: 'view' | 'accept' | 'reject'}
  /** The clock passes a date: a field of the record, or a platform fact. */
  | {readonly kind: 'time'; readonly field?: string; readonly fact?: FactKey}
  /** The financial institution answers: registration confirmed or refused, write-off done. */
  | {readonly kind: 'integration'; readonly answer: 'registered' | 'refused' | 'written-off' | 'updated'}
  /** The webhook endpoint's answer to a delivery attempt. */
  | {readonly kind: 'delivery'; readonly answer: 'success' | 'failure' | 'last-failure'}
  /** The school, in the platform's portal (no API operation). */
  | {readonly kind: 'portal'; readonly action: string}
  /** Another machine's transition emitted an event that the webhook subscribes to. */
  | {readonly kind: 'emission'}
  /** Another machine's transition into a state. */
  | {readonly kind: 'cascade'; readonly machine: MachineId; readonly to: string};

export interface Transition<S extends string> {
  /** States it leaves; null for the creation of the record. */
  readonly from: readonly S[] | null;
  readonly to: S;
  readonly trigger: Trigger;
  /** The condition under which this transition (and not another with the same trigger) happens, in Portuguese. */
  readonly when?: string;
  /** Webhook events the transition emits (OriginType), in order. */
  readonly events: readonly WebhookEvent[];
  /** Platform facts the transition depends on (a duration, a retry schedule). */
  readonly facts?: readonly FactKey[];
}

/** A refusal that is not "wrong state": a rule of the operation, with its catalogue code. */
export interface Rule {
  readonly operation: MutationName;
  /** `extensions.code` of the refusal, an entry of src/data/error-codes.ts. */
  readonly code: string;
  /** When the operation is refused, in Portuguese. */
  readonly when: string;
}

/** Where a machine's states live in the API. */
export type StateSource =
  /** A schema enum, read in one field (`Type.field`). The machine's states are exactly the enum's values. */
  | {readonly kind: 'enum'; readonly enum: string; readonly field: string}
  /**
   * Boolean or reference fields of the record: the state is named by the model, and `flags` says
   * which field values make each state.
   */
  | {readonly kind: 'fields'; readonly type: string; readonly fields: readonly string[]};

export interface StateInfo {
  /** Short Portuguese name, shown in diagrams and tables. */
  readonly label: string;
  /** For `fields` machines: the field values that make the state (`active: false`...). */
  readonly fields?: Readonly<Record<string, string | boolean | null>>;
}

export interface StateMachine<S extends string = string> {
  readonly id: MachineId;
  /** Portuguese name of the machine, the diagram's title. */
  readonly title: string;
  /** The GraphQL type whose records move through it. */
  readonly entity: string;
  readonly source: StateSource;
  readonly states: Readonly<Record<S, StateInfo>>;
  /** States with no way out (a test checks that none of their transitions leaves them). */
  readonly final: readonly S[];
  readonly transitions: readonly Transition<S>[];
  /** Refusals with their own code; any other operation of the machine in a state it does not leave is INVALID_STATE. */
  readonly rules: readonly Rule[];
  /**
   * The code that refuses an operation of this machine in a state the operation does not leave.
   * INVALID_STATE for most; a webhook that is paused refuses with ENTITY_INACTIVE.
   */
  readonly wrongStateCode?: string;
  /** The page (from docs/, without .md) that shows the machine as a diagram. */
  readonly page: string;
}

/** Keeps the state type of a machine while checking it against StateMachine. */
export function defineMachine<S extends string>(machine: StateMachine<S>): StateMachine<S> {
  return machine;
}

export const mutation = (operation: MutationName): Trigger => ({kind: 'mutation', operation});

/** Transitions that keep each of `states` as it is (a change of data, not of state). */
export function stay<S extends string>(
  states: readonly S[],
  transition: Omit<Transition<S>, 'from' | 'to'>,
): Transition<S>[] {
  return states.map((state) => ({...transition, from: [state], to: state}));
}
