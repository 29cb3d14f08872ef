/**
 * A queue of small jobs run in the browser's idle periods, a few milliseconds at a time, so that a
 * burst of them never becomes one long task. Pure: the clock and the idle callback are given
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
}

/**
 * Returns the function that enqueues a job. Each idle period runs the oldest jobs, at least one,
 * until `sliceMs` have gone by or the period ends, and asks for another period while jobs remain.
 * A job that throws does not stop the others: the error is reported after the slice, from a
 * callback of its own, so that the queue goes on.
 */
export function idleQueue<T>(
  run: (job: T) => void,
  scheduler: IdleScheduler,
  sliceMs: number,
  report: (error: unknown) => void,
): (job: T) => void {
  const pending: T[] = [];
  let requested = false;

  const slice = (deadline: IdleDeadline): void => {
    requested = false;
    const start = scheduler.now();
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

  return (job: T): void => {
    pending.push(job);
    request();
  };
}
