/**
 * Financial owners: found by CPF in a school, and included with their dependents in one call, as
 * the model's financial-owner machines say (src/data/model/records.ts). The dependents the call
 * creates are included as addDependent includes them; the ones it names by id or refId are linked.
 */
import {dependentMachine, financialOwnerConditionMachine, financialOwnerMachine} from '../../../data/model';
import type {Engine} from '../engine';
import {creation, fieldsOf, stateOf} from '../machine';
import {invalidReference, ruleRefusal} from '../refusal';
import type {Rec} from '../store';
import {dependentResolvers} from './dependents';
import {omit} from './target';
import {dataOf, type RootResolver} from './types';

/** The input's address fields, which the record keeps as its `address`. */
const ADDRESS_FIELDS = ['zipCode', 'street', 'number', 'complement', 'district', 'city', 'state', 'country'];

function addressOf(data: Record<string, unknown>): Record<string, unknown> | null {
  const given = ADDRESS_FIELDS.filter((field) => data[field] !== undefined && data[field] !== null);
  if (given.length === 0) return null;
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, data[field] ?? null]));
}

const present = (record: Rec | undefined): record is Rec => record !== undefined && record.deleted !== true;

/** A dependent the call names by id or refId: linked, not created. */
interface Named {
  readonly field: string;
  readonly dependent: Rec | undefined;
}

/** The existing dependents the call links, in its order: dependentIds, dependentRefIds, then the items of `dependents` with an id. */
function linkedDependents(engine: Engine, data: Record<string, unknown>, items: Record<string, unknown>[]): Rec[] {
  const named: Named[] = [
    ...((data.dependentIds as number[] | null | undefined) ?? []).map((id) => ({
      field: 'dependentIds',
      dependent: engine.store.byId('Dependent', id),
    })),
    ...((data.dependentRefIds as string[] | null | undefined) ?? []).map((refId) => ({
      field: 'dependentRefIds',
      dependent: engine.store.byRefId('Dependent', refId),
    })),
    ...items
      .filter((item) => item.id !== undefined && item.id !== null)
      .map((item) => ({field: 'dependents.id', dependent: engine.store.byId('Dependent', item.id)})),
  ];
  return named.map(({field, dependent}) => {
    if (!present(dependent)) throw invalidReference(field);
    if (stateOf(dependentMachine, dependent) === 'INACTIVE')
      throw ruleRefusal(dependentMachine, 'addFinancialOwner', 'ENTITY_INACTIVE', {field});
    return dependent;
  });
}

const result = (dependent: Rec | undefined): unknown => ({
  __typename: 'AddDependentResult',
  id: dependent?.refId,
  name: dependent?.name,
});

export const financialOwnerResolvers: Record<string, RootResolver> = {
  financialOwnerByCpf: (args, engine, session) => {
    if (session.companyId !== undefined && args.companyId !== session.companyId) return null;
    return (
      engine.store
        .all('FinancialOwner')
        .find((owner) => present(owner) && owner.companyId === args.companyId && owner.cpf === args.cpf) ?? null
    );
  },

  addFinancialOwner: (args, engine, session, info) => {
    const data = dataOf(args);
    if (session.companyId !== undefined && data.companyId !== session.companyId) throw invalidReference('companyId');
    const existing = engine.store
      .all('FinancialOwner')
      .find((owner) => present(owner) && owner.companyId === data.companyId && owner.cpf === data.cpf);
    if (existing !== undefined)
      throw ruleRefusal(financialOwnerMachine, 'addFinancialOwner', 'DUPLICATE_ENTITY', {
        field: 'cpf',
        existingId: existing.id,
      });
    const items = (data.dependents as Record<string, unknown>[] | null | undefined) ?? [];
    const linked = linkedDependents(engine, data, items);
    const fresh = items.filter((item) => item.id === undefined || item.id === null);
    // Each new dependent is included as addDependent includes one: refused before anything is created.
    for (const item of fresh)
      if (
        typeof item.cpf === 'string' &&
        engine.store.all('Dependent').some((dependent) => present(dependent) && dependent.cpf === item.cpf)
      )
        throw ruleRefusal(dependentMachine, 'addDependent', 'DUPLICATE_ENTITY', {field: 'dependents.cpf'});
    const created = creation(financialOwnerMachine, {kind: 'mutation', operation: 'addFinancialOwner'});
    const condition = creation(financialOwnerConditionMachine, {kind: 'mutation', operation: 'addFinancialOwner'});
    const owner = engine.store.insert('FinancialOwner', {
      ...omit(data, [...ADDRESS_FIELDS, 'dependents', 'dependentIds', 'dependentRefIds']),
      address: addressOf(data),
      condition: condition.to,
      creationDate: engine.clock.iso(),
      lastUpdateDate: null,
      ...fieldsOf(financialOwnerMachine, created.to),
    });
    for (const dependent of linked)
      dependent.financialOwnerIds = [...((dependent.financialOwnerIds as number[] | undefined) ?? []), owner.id];
    const included = fresh.map((item) =>
      dependentResolvers.addDependent?.(
        {data: {...item, companyId: data.companyId, financialOwnerIds: [owner.id]}},
        engine,
        session,
        info,
      ),
    );
    return {
      __typename: 'AddFinancialOwnerResult',
      id: owner.refId,
      dependents: linked.length + included.length === 0 ? null : [...linked.map(result), ...included],
    };
  },
};
