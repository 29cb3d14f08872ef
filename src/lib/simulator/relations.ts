/**
 * Nested objects read from the store, so that a record's neighbours are the store's records and
 * not simulated ones: `billing.paymentPlan` is the plan of `paymentPlanId`, `paymentPlan.billings`
 * the boletos whose `paymentPlanId` is the plan's id, `dependent.financialOwners` the records of
 * `financialOwnerIds`. Fields with no such link keep the simulated answer.
 */
import {getNamedType, getNullableType, isListType, isNonNullType, type GraphQLResolveInfo} from 'graphql';

import type {Rec, Store} from './store';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const singular = (text: string): string => (text.endsWith('ies') ? `${text.slice(0, -3)}y` : text.replace(/s$/, ''));

/** The related records, or undefined when the field is not a link the store can follow. */
export function related(store: Store, parent: Record<string, unknown>, info: GraphQLResolveInfo): unknown {
  const typeName = getNamedType(info.returnType).name;
  if (!store.holds(typeName)) return undefined;
  const field = info.fieldName;
  const nullable = getNullableType(info.returnType);
  if (isListType(nullable)) {
    const ids = parent[`${singular(field)}Ids`];
    if (Array.isArray(ids))
      return ids.map((id) => store.byId(typeName, id)).filter((record): record is Rec => record !== undefined);
    const key = `${lowerFirst(info.parentType.name)}Id`;
    const all = store.all(typeName);
    if (parent.id === undefined || !all.some((record) => key in record)) return undefined;
    return all.filter((record) => record[key] === parent.id && record.deleted !== true);
  }
  const id = parent[`${field}Id`];
  if (id === undefined) return undefined;
  const record = id === null ? undefined : store.byId(typeName, id);
  if (record !== undefined) return record;
  return isNonNullType(info.returnType) ? undefined : null;
}
