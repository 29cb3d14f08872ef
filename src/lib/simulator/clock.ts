/**
 * The simulated clock: time moves only when asked (`advance`), and every moment something is due
 * (a bank answer, the end of a due date) is visited in order on the way, so a transition always
 * happens at its own moment and in the order the platform would make it.
 */
import {TODAY_TIME_ZONE} from '../../data/platform-facts';

/** Something the platform does at a moment: a bank's answer, an expiry. */
interface Task {
  readonly at: number;
  readonly order: number;
  readonly run: () => void;
}

export class Clock {
  private current: number;
  private tasks: Task[] = [];
  private order = 0;

  constructor(start: number) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  iso(): string {
    return new Date(this.current).toISOString();
  }

  /** Runs `run` when the clock reaches `at` (at once in the next `advance(0)` if `at` is now). */
  schedule(at: number, run: () => void): void {
    this.order += 1;
    this.tasks.push({at, order: this.order, run});
  }

  /**
   * Moves to now + ms, stopping at each scheduled task and at each moment `nextMoment` names
   * (computed again after every stop, since a stop can create new moments). Synchronous, so that
   * the simulator can start at a moment after the world's now by running the clock to it.
   */
  advance(milliseconds: number, nextMoment: (after: number) => number | undefined, atMoment: () => void): void {
    if (!Number.isFinite(milliseconds) || milliseconds < 0)
      throw new Error('O relógio do simulador só avança: informe um número de milissegundos maior ou igual a zero.');
    const target = this.current + milliseconds;
    for (;;) {
      const task = [...this.tasks].sort((a, b) => a.at - b.at || a.order - b.order)[0];
      const moment = nextMoment(this.current);
      const taskAt = task?.at ?? Infinity;
      const momentAt = moment ?? Infinity;
      const next = Math.min(taskAt, momentAt);
      if (next > target) break;
      this.current = Math.max(this.current, next);
      if (task !== undefined && taskAt <= momentAt) {
        this.tasks = this.tasks.filter((candidate) => candidate !== task);
        task.run();
      } else {
        atMoment();
      }
    }
    this.current = target;
  }
}

/** The calendar date (YYYY-MM-DD) at `instant` in the platform's time zone for "today". */
export function dateInZone(instant: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TODAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The instant the calendar date `date` (YYYY-MM-DD) ends in the platform's time zone. */
export function endOfDateInZone(date: string): number {
  const nextDay = Date.parse(`${date}T00:00:00.000Z`) + 86_400_000;
  // Midnight of the next day in the zone: UTC midnight shifted by the zone's offset at that moment.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TODAY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(nextDay));
  const part = (type: string): number => Number(parts.find((item) => item.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return nextDay + (nextDay - asUtc);
}

/** The calendar date (YYYY-MM-DD) `days` after `date` (before it, for a negative count). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A business day of the bank: Monday to Friday. */
export function isBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The first business day after the calendar date `date`. */
export function nextBusinessDay(date: string): string {
  let next = addDays(date, 1);
  while (!isBusinessDay(next)) next = addDays(next, 1);
  return next;
}

/** The instant of `time` (HH:MM) on the calendar date `date` in the platform's time zone for "today". */
export function atTimeInZone(date: string, time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return endOfDateInZone(addDays(date, -1)) + (hours * 60 + minutes) * 60_000;
}
