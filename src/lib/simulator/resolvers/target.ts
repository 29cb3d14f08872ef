/** The record a mutation acts on, named by `id` or `refId` as the inputs do. */
import {notFound, refusal} from '../refusal';
import type {Rec, Store} from '../store';

export function target(store: Store, typeName: string, data: Record<string, unknown>): Rec {
  const id = data.id;
  const refId = data.refId;
  if ((id === undefined || id === null) && (refId === undefined || refId === null))
    throw refusal('REQUIRED_FIELD_MISSING', 'Informe id ou refId.', {fields: ['id', 'refId']});
  const record = id !== undefined && id !== null ? store.byId(typeName, id) : store.byRefId(typeName, refId);
  if (record === undefined) throw notFound(typeName, id !== undefined && id !== null ? 'id' : 'refId');
  return record;
}

/** The input's fields without the ones that are not fields of the record. */
export function omit(input: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([name]) => !names.includes(name)));
}
