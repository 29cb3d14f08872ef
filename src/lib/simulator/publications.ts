/**
 * The two subscriptions, fed by the simulator's own changes for as long as the client stays
 * subscribed: `onScheduleTask` publishes a scheduled task (a record of the store) each time its
 * status or progress changes, whatever changed it (a mutation, the clock); `onAuthenticationChanged`
 * publishes each access event of the token's user (a login, a wrong password), recorded here as
 * `AccessUserLog`. After every call and every move of the clock the simulator compares the tasks
 * with what it last published (publishChanges), so no resolver has to remember to publish.
 */
import {derivedUuid} from '../derived-uuid';
import type {Rec, Store} from './store';

/** The subscription fields of the schema, by name. */
export type Topic = 'onScheduleTask' | 'onAuthenticationChanged';

/** What a subscriber receives: the record, as the subscription's root value. */
interface Listener {
  readonly topic: Topic;
  readonly accepts: (record: Rec) => boolean;
  readonly push: (record: Rec) => void;
}

/** The fields of a task whose change is published: its situation and its progress. */
const TASK_FIELDS = ['status', 'processedItems', 'totalItems', 'startDate', 'endDate'] as const;

const fingerprint = (task: Rec): string => JSON.stringify(TASK_FIELDS.map((field) => task[field] ?? null));

export class Publications {
  private readonly listeners = new Set<Listener>();
  /** The last published state of each task (by id): the world's tasks count as published. */
  private readonly tasks = new Map<unknown, string>();
  private readonly accessLogs: Rec[] = [];

  constructor(store: Store) {
    for (const task of store.all('ScheduledTask')) this.tasks.set(task.id, fingerprint(task));
  }

  /**
   * The same publications on a restarted world (Simulator.restart): its tasks count as published;
   * the open subscriptions and the access log go on.
   */
  restartOn(store: Store): this {
    this.tasks.clear();
    for (const task of store.all('ScheduledTask')) this.tasks.set(task.id, fingerprint(task));
    return this;
  }

  /**
   * An open subscription: an async iterator of the records of `topic` that `accepts` takes,
   * from now on, until the client ends it (return).
   */
  listen(topic: Topic, accepts: (record: Rec) => boolean): AsyncIterableIterator<Rec> {
    const waiting: ((result: IteratorResult<Rec>) => void)[] = [];
    const queued: Rec[] = [];
    let open = true;
    const listener: Listener = {
      topic,
      accepts,
      push: (record) => {
        const next = waiting.shift();
        if (next === undefined) queued.push(record);
        else next({value: record, done: false});
      },
    };
    this.listeners.add(listener);
    const end = (): Promise<IteratorResult<Rec>> => {
      open = false;
      this.listeners.delete(listener);
      for (const next of waiting.splice(0)) next({value: undefined, done: true});
      return Promise.resolve({value: undefined, done: true});
    };
    const iterator: AsyncIterableIterator<Rec> = {
      next: () => {
        const record = queued.shift();
        if (record !== undefined) return Promise.resolve({value: record, done: false});
        if (!open) return Promise.resolve({value: undefined, done: true});
        return new Promise((resolve) => {
          waiting.push(resolve);
        });
      },
      return: end,
      throw: async (error: unknown) => {
        await end();
        throw error;
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** Open subscriptions (the tests and the server's shutdown read it). */
  get open(): number {
    return this.listeners.size;
  }

  private publish(topic: Topic, record: Rec): void {
    for (const listener of this.listeners)
      if (listener.topic === topic && listener.accepts(record)) listener.push({...record});
  }

  /** Publishes every task created or changed since the last call. */
  publishChanges(store: Store): void {
    for (const task of store.all('ScheduledTask')) {
      const now = fingerprint(task);
      if (this.tasks.get(task.id) === now) continue;
      this.tasks.set(task.id, now);
      this.publish('onScheduleTask', task);
    }
  }

  /** Records one access event of a user (its refId) and publishes it. */
  access(userId: string, action: string, at: string): Rec {
    const id = this.accessLogs.length + 1;
    const record: Rec = {
      __typename: 'AccessUserLog',
      id,
      refId: derivedUuid(`simulador:AccessUserLog:${id}`),
      externalId: null,
      userId,
      action,
      actionDate: at,
      creationDate: at,
      active: true,
      deleted: false,
      changes: [],
      lastUpdateDate: null,
    };
    this.accessLogs.push(record);
    this.publish('onAuthenticationChanged', record);
    return record;
  }
}
