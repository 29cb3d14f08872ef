/**
 * The simulator's state: every record of the example world (src/data/world/), copied so that the
 * world itself never changes, filed by GraphQL type name, plus the records the calls create.
 * New records get the next numeric id of their type and a refId derived from it, so that the
 * same calls in the same order always give the same identifiers.
 *
 * The store holds the two environments of the world, apart (fact ambiente.dados): the production
 * records (WORLD) and the sandbox's (SANDBOX_WORLD, src/data/world/sandbox.ts). A request sees
 * only its token's environment (`scope`, set for the length of one request): the sandbox's
 * integration user's token the sandbox, any other the production. The records a request creates
 * belong to its environment and take the next id of that environment, so that a sandbox record
 * never shows in a production listing nor moves the production's sequence of ids.
 */
import {SANDBOX_FIRST_ID, SANDBOX_WORLD, WORLD} from '../../data/world';
import {maskedSecret} from '../../data/world/webhooks';
import {derivedUuid} from '../derived-uuid';
import {asOf} from './as-of';

/** A record as the API shows it (GraphQL field names), with its type in `__typename`. */
export type Rec = Record<string, unknown> & {__typename: string};

/** Fields the store keeps next to a record but the API never shows (not fields of the schema). */
export const SECRET = '_secret';

/** Marks a record of the sandbox (never a field of the schema). */
const SANDBOX = '_sandbox';

/** The environment a request sees: the sandbox's records, or the production's. */
export type Environment = 'SANDBOX' | 'PRODUCTION';

const inSandbox = (record: Record<string, unknown>): boolean => record[SANDBOX] === true;

export class Store {
  private readonly records = new Map<string, Rec[]>();
  private readonly nextIds = new Map<string, number>();
  /** The world's records created after the store's moment, by type: a call that creates one at its moment takes its identity. */
  private readonly future = new Map<string, Record<string, unknown>[]>();
  private sequence = 0;

  /**
   * The environment of the request being run; undefined between requests (the clock's
   * transitions), when every record is in reach.
   */
  scope: Environment | undefined = undefined;

  /** `moment`: the world as of that instant (src/lib/simulator/as-of.ts); without it, the world's final state. */
  constructor(moment?: number) {
    const environments = [
      [WORLD, false],
      [SANDBOX_WORLD, true],
    ] as const;
    for (const [world, sandbox] of environments)
      for (const [typeName, list] of Object.entries(world as unknown as Record<string, readonly object[]>)) {
        const all = list.map((record) => withDelivery(structuredClone(record) as Record<string, unknown>));
        const states = all.map((record) => (moment === undefined ? record : asOf(record, moment)));
        this.future.set(typeName, [
          ...(this.future.get(typeName) ?? []),
          ...all.filter((_, index) => states[index] === undefined),
        ]);
        const copies = states
          .filter((record): record is Record<string, unknown> => record !== undefined)
          .map((record) => seeded(typeName, sandbox ? {...record, [SANDBOX]: true} : record));
        this.records.set(typeName, [...(this.records.get(typeName) ?? []), ...copies]);
        // Past the ids of the world's later records too, so that a new record never takes one of them.
        const ids = all.map((record) => record.id).filter((id): id is number => typeof id === 'number');
        this.nextIds.set(sequenceOf(typeName, sandbox), ids.length === 0 ? 1 : Math.max(...ids) + 1);
      }
  }

  /** Every record of the type; during a request, those of the request's environment only. */
  all(typeName: string): Rec[] {
    const list = this.list(typeName);
    return this.scope === undefined ? list : list.filter((record) => inSandbox(record) === (this.scope === 'SANDBOX'));
  }

  private list(typeName: string): Rec[] {
    let list = this.records.get(typeName);
    if (list === undefined) {
      list = [];
      this.records.set(typeName, list);
    }
    return list;
  }

  /** The environment of the record with this refId, of any type; undefined when no record has it. */
  environmentOf(refId: unknown): Environment | undefined {
    for (const list of this.records.values()) {
      const record = list.find((candidate) => candidate.refId === refId);
      if (record !== undefined) return inSandbox(record) ? 'SANDBOX' : 'PRODUCTION';
    }
    return undefined;
  }

  /**
   * The school of an environment: the sandbox's copy (src/data/world/sandbox.ts), or the
   * production's school of id `productionId` (the world's school, not its units).
   */
  schoolOf(environment: Environment, productionId: number): Rec {
    const school = this.list('Company').find((record) =>
      environment === 'SANDBOX' ? inSandbox(record) : !inSandbox(record) && record.id === productionId,
    );
    if (school === undefined) throw new Error(`simulador: o mundo não tem a escola do ambiente ${environment}`);
    return school;
  }

  /** Runs `task` with the records of `environment` in reach (its inserts belong to it), then restores the scope. */
  within<T>(environment: Environment, task: () => T): T {
    const scope = this.scope;
    this.scope = environment;
    try {
      return task();
    } finally {
      this.scope = scope;
    }
  }

  holds(typeName: string): boolean {
    return this.records.has(typeName);
  }

  byId(typeName: string, id: unknown): Rec | undefined {
    return this.all(typeName).find((record) => record.id === id);
  }

  byRefId(typeName: string, refId: unknown): Rec | undefined {
    return this.all(typeName).find((record) => record.refId === refId);
  }

  /**
   * A new record with the next id of its type and a refId derived from it; or, when the world
   * created a record of the type at the same moment (`creationDate`) after the store's start, with
   * that record's identity (the one of the same name, when several): replaying the world's story
   * gives the world's records.
   */
  insert(typeName: string, fields: Record<string, unknown>): Rec {
    const future = this.future.get(typeName) ?? [];
    const atMoment = (record: Record<string, unknown>): boolean =>
      fields.creationDate !== undefined && record.creationDate === fields.creationDate;
    // Of the world's records of that moment, the one of the same name first (the signatories of a document).
    const named = future.findIndex(
      (record) => atMoment(record) && fields.name !== undefined && record.name === fields.name,
    );
    const index = named === -1 ? future.findIndex(atMoment) : named;
    const world = future[index];
    if (world !== undefined) future.splice(index, 1);
    const sandbox = this.scope === 'SANDBOX';
    const sequence = sequenceOf(typeName, sandbox);
    const id = (world?.id as number | undefined) ?? this.nextIds.get(sequence) ?? (sandbox ? SANDBOX_FIRST_ID : 1);
    if (world === undefined) this.nextIds.set(sequence, id + 1);
    const refId = world?.refId ?? derivedUuid(`simulador:${typeName}:${id}`);
    const record: Rec = {__typename: typeName, id, refId, ...fields, ...(sandbox ? {[SANDBOX]: true} : {})};
    this.list(typeName).push(record);
    return record;
  }

  /** A deterministic identifier for something that is not a record (an event, a correlation, a token). */
  nextUuid(kind: string): string {
    this.sequence += 1;
    return derivedUuid(`simulador:${kind}:${this.sequence}`);
  }
}

/** The key of a type's sequence of ids in one environment. */
const sequenceOf = (typeName: string, sandbox: boolean): string => (sandbox ? `SANDBOX:${typeName}` : typeName);

/**
 * A world event with a delivery record (`delivery`, src/data/world/events.ts) is, for the API, one
 * WebHookEventV2: the event's fields and the delivery's side by side, as the simulator's own
 * deliveries are. The world keeps no body for its past events, so a manual retry of one puts it
 * back in the queue (PENDING, manuallyTriggered) but never hands it to the transport
 * (Engine.dueDeliveries): it stays PENDING.
 */
function withDelivery(record: Record<string, unknown>): Record<string, unknown> {
  const delivery = record.delivery;
  if (typeof delivery !== 'object' || delivery === null) return record;
  const {was, ...fields} = delivery as Record<string, unknown>;
  const merged: Record<string, unknown> = {...record, ...fields};
  delete merged.delivery;
  // One history: the record's changes and its delivery's, by moment.
  if (was !== undefined)
    merged.was = [...((record.was as {until: string}[] | undefined) ?? []), ...(was as {until: string}[])].sort(
      (a, b) => a.until.localeCompare(b.until),
    );
  return merged;
}

/** A world record as the store holds it: its type, the fields of its state machine, secrets masked. */
function seeded(typeName: string, record: Record<string, unknown>): Rec {
  delete record.was;
  const rec: Rec = {...record, __typename: typeName};
  if ('active' in rec || typeName === 'PaymentPlan' || typeName === 'WebHookV2') {
    rec.active ??= true;
    rec.deleted ??= rec.removedAt !== undefined && rec.removedAt !== null;
  }
  if (typeName === 'Dependent' || typeName === 'FinancialOwner') rec.deleted ??= false;
  if (typeName === 'PaymentPlan') rec.isCanceled ??= false;
  if (typeName === 'WebHookV2' && typeof rec.authValue === 'string') {
    rec[SECRET] = rec.authValue;
    rec.authValue = maskedSecret(rec.authValue);
  }
  return rec;
}
