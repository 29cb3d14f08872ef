/**
 * A queue of small jobs run in the browser's idle periods, a few milliseconds at a time, so that a
 * burst of them never becomes one long task, and held while something more urgent runs (the reader's
 * own request, say). Pure: the clock, the idle callback and the timer are given
 * (src/plugins/idle-prefetch/client.ts gives the browser's; the unit tests give fakes).
 */

/** What an idle callback receives: how many milliseconds are left of the idle period. */
export interface IdleDeadline {
  timeRemaining(): number;
}

export interface IdleScheduler {
  /** Calls `work` in the next idle period. */
  readonly request: (work: (deadline: IdleDeadline) => void) => void;
  /** A monotonic clock, in milliseconds. */
  readonly now: () => number;
  /** Calls `work` once `ms` milliseconds have gone by. */
  readonly after: (work: () => void, ms: number) => void;
}

export interface IdleQueue<T> {
  readonly add: (job: T) => void;
  /** No job starts in the next `ms` milliseconds (a later hold extends an earlier one). */
  readonly hold: (ms: number) => void;
}

/**
 * Each idle period runs the oldest jobs, at least one, until `sliceMs` have gone by or the period
 * ends, and asks for another period while jobs remain. A period that comes while the queue is held
 * runs nothing and asks again when the hold ends. A job that throws does not stop the others: the
 * error is reported after the slice, from a callback of its own, so that the queue goes on.
 */
export function idleQueue<T>(
  run: (job: T) => void,
  scheduler: IdleScheduler,
  sliceMs: number,
  report: (error: unknown) => void,
): IdleQueue<T> {
  const pending: T[] = [];
  let requested = false;
  let heldUntil = Number.NEGATIVE_INFINITY;

  const slice = (deadline: IdleDeadline): void => {
    requested = false;
    const start = scheduler.now();
    if (start < heldUntil) {
      requested = true;
      scheduler.after(() => {
        requested = false;
        request();
      }, heldUntil - start);
      return;
    }
    const errors: unknown[] = [];
    do {
      const job = pending.shift() as T;
      try {
        run(job);
      } catch (error) {
        errors.push(error);
      }
    } while (pending.length > 0 && scheduler.now() - start < sliceMs && deadline.timeRemaining() > 0);
    if (pending.length > 0) request();
    for (const error of errors) report(error);
  };

  const request = (): void => {
    if (requested) return;
    requested = true;
    scheduler.request(slice);
  };

  return {
    add: (job: T): void => {
      pending.push(job);
      request();
    },
    hold: (ms: number): void => {
      heldUntil = Math.max(heldUntil, scheduler.now() + ms);
    },
  };
}
