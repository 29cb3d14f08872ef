/**
 * The rate limit: RATE_LIMIT_REQUESTS_PER_MINUTE per client, spread evenly over the minute (the
 * generic cell rate algorithm, in whole milliseconds): a full minute's worth may come at once,
 * then one more each 1/N of a minute, so a client that waits the `Retry-After` it was given always
 * gets through. The key is the token's integration user (see graphql-http.ts). Real time, not
 * the simulated clock: the limit protects the server, not the model.
 */
export class RateLimiter {
  /** When each client's allowance is next free (its "theoretical arrival time"). */
  private readonly next = new Map<string, number>();
  private readonly interval: number;
  private readonly burst: number;

  constructor(
    perMinute: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.interval = 60_000 / perMinute;
    this.burst = (perMinute - 1) * this.interval;
  }

  /** Counts one request: undefined when it may run, otherwise the whole seconds to wait. */
  take(key: string): number | undefined {
    const now = this.clock();
    const due = Math.max(this.next.get(key) ?? now, now);
    if (due - now > this.burst) return Math.max(1, Math.ceil((due - this.burst - now) / 1000));
    this.next.set(key, due + this.interval);
    if (this.next.size > 10_000) this.prune(now);
    return undefined;
  }

  /** Forgets the clients whose allowance is whole again. */
  private prune(now: number): void {
    for (const [key, due] of this.next) if (due <= now) this.next.delete(key);
  }
}
