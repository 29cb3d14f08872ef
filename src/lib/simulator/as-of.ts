/**
 * The example world as of a moment before its end, as far as the world dates it. A record whose
 * `creationDate` (an event's `eventDate`) is not before the moment does not exist yet. A status the world dates (a boleto
 * PAID on `paymentDate`, an agreement BROKEN on `breachDate`...) that began after the moment is
 * rolled back to the status before it (the last of `was`), with its date cleared. The earlier
 * steps of a record's history are not dated (`was` lists values, not moments), so any other
 * field keeps its final value.
 */

/** By type: the status field and, by status, the field that dates its start and the fields that status set. */
const DATED_STATUS: Readonly<
  Record<string, {status: string; since: Readonly<Record<string, readonly [string, ...string[]]>>}>
> = {
  Billing: {
    status: 'billingStatus',
    since: {
      PAID: ['paymentDate', 'amountPaid', 'paymentType', 'isManualPayment'],
      REFUNDED: ['refundDate'],
    },
  },
  Agreement: {status: 'status', since: {BROKEN: ['breachDate', 'breachReason', 'breachDescription']}},
  DigitalAcceptanceDocument: {status: 'status', since: {ACCEPTED: ['completedDate', 'signedFileUrl']}},
  DigitalAcceptanceSignatory: {status: 'acceptanceStatus', since: {ACCEPTED: ['acceptanceDate']}},
};

const before = (value: unknown, moment: number): boolean =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && Date.parse(value) < moment;

const previous = (record: Record<string, unknown>, field: string): unknown => {
  const was = record.was as Record<string, readonly unknown[]> | undefined;
  const values = was?.[field];
  return values === undefined || values.length === 0 ? null : values.at(-1);
};

/** The record as it was at `moment` (with its `was` still attached), or undefined when it did not exist yet. */
export function asOf(
  typeName: string,
  record: Record<string, unknown>,
  moment: number,
): Record<string, unknown> | undefined {
  // An event's creation is its eventDate.
  const created = typeName === 'WebHookEventV2' ? record.eventDate : record.creationDate;
  if (typeof created === 'string' && !before(created, moment)) return undefined;
  const rule = DATED_STATUS[typeName];
  if (rule === undefined) return record;
  const fields = rule.since[String(record[rule.status])];
  if (fields === undefined || record[fields[0]] === null || before(record[fields[0]], moment)) return record;
  const rolled: Record<string, unknown> = {...record, [rule.status]: previous(record, rule.status)};
  for (const field of fields) rolled[field] = field === 'isManualPayment' ? false : previous(record, field);
  return rolled;
}
