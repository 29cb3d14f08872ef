/**
 * The example world as of a moment: every record as its dated history (src/data/world/history.ts)
 * says it was then, by one rule for every type. A record created (an event emitted) at the moment
 * or after does not exist yet; a record removed after the moment is not removed yet; every field a
 * later change set (a status, a value, a reference such as a boleto's plan or an enrollment's
 * contract) has the value it had before that change. A plan's boletos are the boletos that point
 * to it and exist at the moment, so links follow from the records themselves.
 */
import {fieldsAt} from '../../data/world/history';

/** The record as it was at `moment` (without its history), or undefined when it did not exist yet. */
export function asOf(record: Record<string, unknown>, moment: number): Record<string, unknown> | undefined {
  return fieldsAt(record, new Date(moment).toISOString());
}
