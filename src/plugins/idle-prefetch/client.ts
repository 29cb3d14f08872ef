import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {idleQueue, type IdleScheduler} from '../../lib/idle-queue';
import {PREFETCH_QUIET_MS, READER_INPUT} from './quiet';

type DocusaurusClient = Window['docusaurus'];

// Milliseconds of prefetching per idle period: 16 ms on a phone's CPU, four times slower, far from
// the 50 ms that make a long task.
const SLICE_MS = 4;

// Safari has no requestIdleCallback: a timer, and a period as long as the slice.
const scheduler: IdleScheduler = {
  request: (work) => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(work);
      return;
    }
    window.setTimeout(() => {
      work({timeRemaining: () => SLICE_MS});
    }, 1);
  },
  now: () => performance.now(),
  after: (work, ms) => {
    window.setTimeout(work, ms);
  },
};

const reportError = (error: unknown): void => {
  window.setTimeout(() => {
    throw error;
  });
};

/**
 * Docusaurus' client API with its `prefetch` queued (Link ignores what prefetch returns), the queue
 * held from the start and after each input of the reader (./quiet.ts).
 */
function withIdlePrefetch(client: DocusaurusClient): DocusaurusClient {
  const queue = idleQueue<string>((route) => void client.prefetch(route), scheduler, SLICE_MS, reportError);
  queue.hold(PREFETCH_QUIET_MS);
  for (const type of READER_INPUT) {
    window.addEventListener(
      type,
      () => {
        queue.hold(PREFETCH_QUIET_MS);
      },
      {capture: true, passive: true},
    );
  }
  return Object.freeze({
    preload: client.preload,
    prefetch: (route: string) => {
      queue.add(route);
      return false as const;
    },
  });
}

/**
 * Docusaurus assigns its (frozen) client API to `window.docusaurus` when its entry runs, after the
 * client modules are evaluated: the assignment goes through this accessor and stores the queued
 * version. Should the API already be there, it is replaced the same way.
 */
function install(): void {
  let client: DocusaurusClient | undefined;
  const existing = (window as Partial<Window>).docusaurus;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => client,
    set: (value: DocusaurusClient) => {
      client = withIdlePrefetch(value);
    },
  });
  if (existing !== undefined) window.docusaurus = existing;
}

if (ExecutionEnvironment.canUseDOM) install();
