/**
 * Webhook delivery: the simulator decides which deliveries are due at its clock (first attempts
 * and the retries of the documented schedule) and signs them; this loop POSTs each one to its
 * address with the exact headers and body, waits up to the documented answer time, follows no
 * redirect, and reports the outcome back. A delivery in flight is never sent twice at once.
 */
import type {SimulatorPort} from './simulator-port';

export interface DeliveryLoop {
  /** Sends every delivery due now and waits for their outcomes. */
  readonly flush: () => Promise<void>;
  readonly stop: () => Promise<void>;
}

export function startDeliveryLoop(
  simulator: SimulatorPort,
  options: {readonly intervalMs: number; readonly responseMs: number},
): DeliveryLoop {
  const inFlight = new Map<string, Promise<void>>();
  let stopped = false;

  const send = async (id: string, url: string, headers: Readonly<Record<string, string>>, body: string) => {
    let outcome: {status: number} | {error: string};
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: {...headers},
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(options.responseMs),
      });
      await answer.arrayBuffer().catch(() => undefined);
      outcome = {status: answer.status};
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      outcome = {error: error instanceof Error ? `${error.message}${cause}` : String(error)};
    }
    try {
      simulator.reportDelivery(id, outcome);
    } catch (error) {
      process.stderr.write(`simulador: a entrega ${id} não foi registrada: ${String(error)}\n`);
    }
  };

  let running: Promise<void> = Promise.resolve();
  const round = async (): Promise<void> => {
    // Stamped with the machine's real time, not the simulated clock: the receiver checks the
    // timestamp header against its own clock (the documented tolerance), as it does in production.
    const due = await simulator.dueDeliveries(new Date());
    const sending = due
      .filter((delivery) => !inFlight.has(delivery.id))
      .map((delivery) => {
        const sent = send(delivery.id, delivery.url, delivery.headers, delivery.body).finally(() =>
          inFlight.delete(delivery.id),
        );
        inFlight.set(delivery.id, sent);
        return sent;
      });
    await Promise.all([...sending, ...inFlight.values()]);
  };
  // One round at a time: a flush waits for the round under way and then runs its own.
  let queued = 0;
  const flush = (): Promise<void> => {
    queued += 1;
    running = running
      .then(round, round)
      .catch((error: unknown) => {
        process.stderr.write(`simulador: falha ao entregar webhooks: ${String(error)}\n`);
      })
      .finally(() => {
        queued -= 1;
      });
    return running;
  };

  // The timer skips a beat while a round is still going (a receiver may take the whole answer time).
  const timer = setInterval(() => {
    if (!stopped && queued === 0) void flush();
  }, options.intervalMs);
  timer.unref();

  return {
    flush,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
