/**
 * The listings' `where` and `order` arguments (HotChocolate's filtering conventions), applied to
 * the store's records: operations on leaf fields (eq, neq, in, nin, contains, startsWith, gt,
 * gte, lt, lte) combined with and/or, and conditions on related records (`dependent: {refId:
 * {eq}}`, lists with some/all/none/any) followed through `relate`. A condition on a field that
 * is no link the store can follow is not evaluated (it keeps the record).
 */
type Where = Record<string, unknown>;

/** The records `record`'s field `key` links to: an array for a list, a record or null, undefined when no link. */
export type Relate = (
  record: Record<string, unknown>,
  key: string,
) => readonly Record<string, unknown>[] | Record<string, unknown> | null | undefined;

const LIST_OPERATIONS: Record<
  string,
  (items: readonly Record<string, unknown>[], operand: unknown, relate: Relate | undefined) => boolean
> = {
  some: (items, operand, relate) => items.some((item) => matches(item, operand as Where, relate)),
  all: (items, operand, relate) => items.every((item) => matches(item, operand as Where, relate)),
  none: (items, operand, relate) => !items.some((item) => matches(item, operand as Where, relate)),
  any: (items, operand) => (operand === true ? items.length > 0 : items.length === 0),
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const OPERATIONS: Record<string, (value: unknown, operand: unknown) => boolean> = {
  eq: (value, operand) => value === operand,
  neq: (value, operand) => value !== operand,
  in: (value, operand) => Array.isArray(operand) && operand.includes(value),
  nin: (value, operand) => Array.isArray(operand) && !operand.includes(value),
  contains: (value, operand) => typeof value === 'string' && typeof operand === 'string' && value.includes(operand),
  ncontains: (value, operand) => !(typeof value === 'string' && typeof operand === 'string' && value.includes(operand)),
  startsWith: (value, operand) => typeof value === 'string' && typeof operand === 'string' && value.startsWith(operand),
  endsWith: (value, operand) => typeof value === 'string' && typeof operand === 'string' && value.endsWith(operand),
  gt: (value, operand) => compare(value, operand) > 0,
  gte: (value, operand) => compare(value, operand) >= 0,
  lt: (value, operand) => compare(value, operand) < 0,
  lte: (value, operand) => compare(value, operand) <= 0,
};

function compare(value: unknown, operand: unknown): number {
  if (typeof value === 'number' && typeof operand === 'number') return value - operand;
  if (typeof value === 'string' && typeof operand === 'string') {
    const a = Date.parse(value);
    const b = Date.parse(operand);
    if (!Number.isNaN(a) && !Number.isNaN(b)) return a - b;
    return value < operand ? -1 : value > operand ? 1 : 0;
  }
  return Number.NaN;
}

/** True when the record passes the filter. */
export function matches(record: Record<string, unknown>, where: Where | null | undefined, relate?: Relate): boolean {
  if (!isObject(where)) return true;
  return Object.entries(where).every(([key, condition]) => {
    if (condition === null || condition === undefined) return true;
    if (key === 'and') return (condition as Where[]).every((part) => matches(record, part, relate));
    if (key === 'or') return (condition as Where[]).some((part) => matches(record, part, relate));
    if (!isObject(condition)) return true;
    const leaf = Object.keys(condition).every(
      (operation) => operation in OPERATIONS || operation === 'and' || operation === 'or',
    );
    if (leaf) return leafMatches(record[key] ?? null, condition);
    const target = relate?.(record, key);
    if (target === undefined) return true;
    // No related record: a condition on its fields cannot hold.
    if (target === null) return false;
    if (!Array.isArray(target)) return matches(target as Record<string, unknown>, condition, relate);
    const items = target as readonly Record<string, unknown>[];
    return Object.entries(condition).every(
      ([operation, operand]) =>
        operand === undefined || operand === null || (LIST_OPERATIONS[operation]?.(items, operand, relate) ?? true),
    );
  });
}

function leafMatches(value: unknown, condition: Record<string, unknown>): boolean {
  return Object.entries(condition).every(([operation, operand]) => {
    if (operand === undefined) return true;
    if (operation === 'and') return (operand as Record<string, unknown>[]).every((part) => leafMatches(value, part));
    if (operation === 'or') return (operand as Record<string, unknown>[]).some((part) => leafMatches(value, part));
    return OPERATIONS[operation]?.(value, operand) ?? true;
  });
}

/** Sorts by the `order` argument ([{field: ASC|DESC}], first criterion first); stable otherwise. */
export function sorted<T extends Record<string, unknown>>(records: readonly T[], order: unknown): T[] {
  const criteria = Array.isArray(order)
    ? (order as Record<string, unknown>[]).flatMap((item) => Object.entries(item))
    : [];
  return [...records].sort((a, b) => {
    for (const [field, direction] of criteria) {
      if (typeof direction !== 'string') continue;
      const difference = compare(a[field] ?? null, b[field] ?? null);
      if (!Number.isNaN(difference) && difference !== 0) return direction === 'DESC' ? -difference : difference;
    }
    return 0;
  });
}
