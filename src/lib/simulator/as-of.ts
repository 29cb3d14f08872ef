/**
 * The example world as of a moment: every record as its dated history (src/data/world/history.ts)
 * says it was then, by one rule for every type. A record created (an event emitted) at the moment
 * or after does not exist yet; a record removed after the moment is not removed yet; every field a
 * later change set (a status, a value, a reference such as a boleto's plan or an enrollment's
 * contract) has the value it had before that change. A plan's boletos are the boletos that point
 * to it and exist at the moment, so links follow from the records themselves.
 */
import {SANDBOX_WORLD, WORLD} from '../../data/world';
import {fieldsAt, historyMoments} from '../../data/world/history';

/** The record as it was at `moment` (without its history), or undefined when it did not exist yet. */
export function asOf(record: Record<string, unknown>, moment: number): Record<string, unknown> | undefined {
  return fieldsAt(record, new Date(moment).toISOString());
}

/**
 * The example world's beginning: the first moment its history dates (production's and the
 * sandbox's records: a creation, a change, an event). Before it the world holds none of its dated
 * records, so no page shows a step there.
 */
export function worldBeginning(): string {
  const moments = [WORLD, SANDBOX_WORLD]
    .flatMap((world) => Object.values(world as unknown as Record<string, readonly object[]>).flat())
    .flatMap(historyMoments)
    .map((moment) => Date.parse(moment));
  return new Date(Math.min(...moments)).toISOString();
}
