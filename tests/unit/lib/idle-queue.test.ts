import {describe, expect, it} from 'vitest';

import {idleQueue, type IdleDeadline, type IdleScheduler} from '../../../src/lib/idle-queue';

/**
 * A fake browser: idle periods run only when the test says so, each job advances the clock by the
 * milliseconds it is given, and the period ends after `periodMs`; timers fire as the clock passes
 * their time.
 */
function fakeBrowser(periodMs = 50) {
  let clock = 0;
  const waiting: ((deadline: IdleDeadline) => void)[] = [];
  let timers: {at: number; work: () => void}[] = [];
  const scheduler: IdleScheduler = {
    request: (work) => waiting.push(work),
    now: () => clock,
    after: (work, ms) => timers.push({at: clock + ms, work}),
  };
  return {
    scheduler,
    spend: (ms: number) => {
      clock += ms;
      const due = timers.filter((timer) => timer.at <= clock);
      timers = timers.filter((timer) => timer.at > clock);
      for (const timer of due) timer.work();
    },
    requests: () => waiting.length,
    /** Runs the next idle period; returns false when none was asked for. */
    idle: (): boolean => {
      const work = waiting.shift();
      if (work === undefined) return false;
      const end = clock + periodMs;
      work({timeRemaining: () => Math.max(0, end - clock)});
      return true;
    },
  };
}

/** A queue whose jobs only record themselves, on a fake browser. */
function recordingQueue<T>(browser: ReturnType<typeof fakeBrowser>) {
  const ran: T[] = [];
  const queue = idleQueue<T>(
    (job) => ran.push(job),
    browser.scheduler,
    4,
    () => undefined,
  );
  return {ran, enqueue: queue.add, hold: queue.hold};
}

describe('idleQueue', () => {
  it('runs nothing in the task that enqueues, and everything, in order, in idle periods', () => {
    const browser = fakeBrowser();
    const {ran, enqueue} = recordingQueue<string>(browser);
    enqueue('/a');
    enqueue('/b');
    enqueue('/c');
    expect(ran).toEqual([]);
    expect(browser.requests()).toBe(1);
    while (browser.idle());
    expect(ran).toEqual(['/a', '/b', '/c']);
  });

  it('stops a period once the slice is spent, and asks for another while jobs remain', () => {
    const browser = fakeBrowser();
    const slices: string[][] = [];
    let current: string[] = [];
    const {add: enqueue} = idleQueue<string>(
      (job) => {
        current.push(job);
        browser.spend(3);
      },
      browser.scheduler,
      4,
      () => undefined,
    );
    for (const job of ['1', '2', '3', '4', '5']) enqueue(job);
    while (browser.idle()) {
      slices.push(current);
      current = [];
    }
    // 3 ms a job, 4 ms a slice: the second job starts at 3 ms, the third would start at 6.
    expect(slices).toEqual([['1', '2'], ['3', '4'], ['5']]);
  });

  it('runs one job per period even when the period has no time left', () => {
    const browser = fakeBrowser(0);
    const {ran, enqueue} = recordingQueue<number>(browser);
    enqueue(1);
    enqueue(2);
    expect(browser.idle()).toBe(true);
    expect(ran).toEqual([1]);
    expect(browser.idle()).toBe(true);
    expect(ran).toEqual([1, 2]);
    expect(browser.idle()).toBe(false);
  });

  it('asks for one period at a time, and for a new one when a job arrives after the queue emptied', () => {
    const browser = fakeBrowser();
    const {ran, enqueue} = recordingQueue<number>(browser);
    enqueue(1);
    enqueue(2);
    expect(browser.requests()).toBe(1);
    browser.idle();
    expect(browser.requests()).toBe(0);
    enqueue(3);
    expect(browser.requests()).toBe(1);
    browser.idle();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('goes on after a job that throws, and reports the error once the slice is over', () => {
    const browser = fakeBrowser();
    const ran: string[] = [];
    const reported: unknown[] = [];
    const {add: enqueue} = idleQueue<string>(
      (job) => {
        if (job === 'ruim') throw new Error(`falhou: ${job}`);
        ran.push(job);
      },
      browser.scheduler,
      4,
      (error) => reported.push(error),
    );
    enqueue('a');
    enqueue('ruim');
    enqueue('b');
    while (browser.idle());
    expect(ran).toEqual(['a', 'b']);
    expect(reported).toEqual([new Error('falhou: ruim')]);
  });

  it('runs nothing while held, and asks for a period again when the hold ends', () => {
    const browser = fakeBrowser();
    const {ran, enqueue, hold} = recordingQueue<string>(browser);
    hold(100);
    enqueue('/a');
    expect(browser.idle()).toBe(true);
    expect(ran).toEqual([]);
    expect(browser.requests()).toBe(0);
    browser.spend(99);
    expect(browser.requests()).toBe(0);
    browser.spend(1);
    expect(browser.requests()).toBe(1);
    while (browser.idle());
    expect(ran).toEqual(['/a']);
  });

  it('extends a hold with a later one, and never shortens it with a shorter one', () => {
    const browser = fakeBrowser();
    const {ran, enqueue, hold} = recordingQueue<string>(browser);
    enqueue('/a');
    hold(100);
    browser.idle();
    browser.spend(60);
    hold(100);
    hold(10);
    // The first hold's timer fires at 100 ms, inside the second hold: the period it asks for runs nothing.
    browser.spend(40);
    expect(browser.idle()).toBe(true);
    expect(ran).toEqual([]);
    browser.spend(59);
    expect(browser.idle()).toBe(false);
    browser.spend(1);
    while (browser.idle());
    expect(ran).toEqual(['/a']);
  });
});
