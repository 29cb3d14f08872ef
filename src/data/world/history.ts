/**
 * Reading a record's dated history (`was`, types.ts): the values its fields had at a moment, the
 * moment a field took a value, and the earlier values of each field. One rule for every record:
 * at a moment before an entry's `until`, the fields the entry names had its values (the earliest
 * such entry wins); at `until` and after, the next values hold. A record does not exist before its
 * `creationDate` (an event before its `eventDate`), nor is it removed before its `removedAt`.
 */
import type {Moment, Was} from './types';

type Entry = Readonly<Record<string, unknown>> & {readonly until: Moment};

const entriesOf = (record: object): readonly Entry[] => (record as {was?: readonly Entry[]}).was ?? [];

/** When a record began to exist: its `creationDate`, or an event's `eventDate`; undefined when the world does not date it. */
export function createdAt(record: object): Moment | undefined {
  const {creationDate, eventDate} = record as {creationDate?: unknown; eventDate?: unknown};
  const date = typeof creationDate === 'string' ? creationDate : eventDate;
  return typeof date === 'string' ? date : undefined;
}

/**
 * The record's fields as they were at `moment` (its `was` and `removedAt` left out): undefined when
 * it did not exist yet. Whatever happened at `moment` itself has not happened yet.
 */
export function fieldsAt(record: object, moment: Moment): Record<string, unknown> | undefined {
  const at = Date.parse(moment);
  const created = createdAt(record);
  if (created !== undefined && Date.parse(created) >= at) return undefined;
  const {removedAt, ...fields} = record as Record<string, unknown>;
  const result: Record<string, unknown> = {...fields};
  delete result.was;
  if (typeof removedAt === 'string' && Date.parse(removedAt) < at) result.removedAt = removedAt;
  const taken = new Set<string>();
  for (const entry of entriesOf(record)) {
    if (Date.parse(entry.until) < at) continue;
    for (const [field, value] of Object.entries(entry)) {
      if (field === 'until' || taken.has(field)) continue;
      taken.add(field);
      result[field] = value;
    }
  }
  return result;
}

/**
 * The moment `field` of the record took `value` (default: its current value): the `until` of the
 * entry whose value of the field the change replaced. Throws when the history has no such change,
 * so that a caller never reads a moment the world does not state.
 */
export function changedAt<T extends object>(
  record: T & {readonly was?: Was<T>},
  field: keyof T & string,
  value: unknown = record[field],
): Moment {
  const naming = entriesOf(record).filter((entry) => field in entry);
  const after = (index: number): unknown =>
    index + 1 < naming.length ? naming[index + 1]?.[field] : (record as Record<string, unknown>)[field];
  const found = naming.findIndex(
    (entry, index) =>
      JSON.stringify(after(index)) === JSON.stringify(value) && JSON.stringify(entry[field]) !== JSON.stringify(value),
  );
  const entry = naming[found];
  if (entry === undefined) throw new Error(`O mundo não data a mudança de ${field} para ${JSON.stringify(value)}.`);
  return entry.until;
}

/** The earlier values of each field, earliest first (what an example of an earlier moment may show). */
export function earlierValues(was: readonly object[] | undefined): Readonly<Record<string, readonly unknown[]>> {
  const values: Record<string, unknown[]> = {};
  for (const entry of (was ?? []) as readonly Entry[])
    for (const [field, value] of Object.entries(entry)) if (field !== 'until') (values[field] ??= []).push(value);
  return values;
}

/** Every moment the record's history dates: each change, its creation and its removal. */
export function historyMoments(record: object): Moment[] {
  const {removedAt} = record as {removedAt?: unknown};
  return [
    ...[createdAt(record)].filter((moment): moment is Moment => moment !== undefined),
    ...entriesOf(record).map((entry) => entry.until),
    ...(typeof removedAt === 'string' ? [removedAt] : []),
  ];
}
