/**
 * Nested objects read from the store, so that a record's neighbours are the store's records and
 * not simulated ones: `billing.paymentPlan` is the plan of `paymentPlanId`, `paymentPlan.billings`
 * the boletos whose `paymentPlanId` is the plan's id, `digitalAcceptanceDocument.signatories` the
 * signatories whose `documentId` is the document's id, `dependent.financialOwners` the records of
 * `financialOwnerIds` and `financialOwner.dependents` the dependents that list the owner there. Fields with no such link keep the simulated answer.
 */
import {
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
} from 'graphql';

import type {Rec, Store} from './store';

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);
const singular = (text: string): string => (text.endsWith('ies') ? `${text.slice(0, -3)}y` : text.replace(/s$/, ''));

/** The related records, or undefined when the field is not a link the store can follow. */
export function related(store: Store, parent: Record<string, unknown>, info: GraphQLResolveInfo): unknown {
  return linked(store, parent, info.parentType.name, info.fieldName, info.returnType);
}

/**
 * The records field `field` of a `parentType` record links to (an array for a list field, a record
 * or null otherwise), or undefined when the field is not a link the store can follow. Shared by
 * the answers' nested objects and the listings' filters on related records.
 */
export function linked(
  store: Store,
  parent: Record<string, unknown>,
  parentType: string,
  field: string,
  returnType: GraphQLOutputType,
): Rec[] | Rec | null | undefined {
  const typeName = getNamedType(returnType).name;
  if (!store.holds(typeName)) return undefined;
  const nullable = getNullableType(returnType);
  if (isListType(nullable)) {
    const ids = parent[`${singular(field)}Ids`];
    if (Array.isArray(ids))
      return ids.map((id) => store.byId(typeName, id)).filter((record): record is Rec => record !== undefined);
    const all = store.all(typeName);
    // The child names its parent by the type's name or by its last words (a signatory's documentId).
    const words = parentType.split(/(?=[A-Z])/);
    const key = words
      .map((_, index) => `${lowerFirst(words.slice(index).join(''))}Id`)
      .find((candidate) => all.some((record) => candidate in record));
    if (parent.id === undefined) return undefined;
    if (key !== undefined) return all.filter((record) => record[key] === parent.id && record.deleted !== true);
    // Or among the several it names (a dependent's financialOwnerIds).
    const keys = words
      .map((_, index) => `${lowerFirst(words.slice(index).join(''))}Ids`)
      .find((candidate) => all.some((record) => Array.isArray(record[candidate])));
    if (keys === undefined) return undefined;
    return all.filter(
      (record) => Array.isArray(record[keys]) && record[keys].includes(parent.id) && record.deleted !== true,
    );
  }
  const id = parent[`${field}Id`];
  if (id === undefined) return undefined;
  const record = id === null ? undefined : store.byId(typeName, id);
  if (record !== undefined) return record;
  return isNonNullType(returnType) ? undefined : null;
}
