/**
 * Listings and single-record queries of every type the store holds, read from the store: the
 * paged listings (`dependents`, `billings`, `webHooks`...) with `where`, `order`, `skip` and
 * `take` as the facts state them, and `x(id:)`. Removed records (deleted) leave the listings;
 * records of another school than the token's are out of reach.
 */
import {getNamedType, isObjectType, type GraphQLField, type GraphQLSchema} from 'graphql';

import {TAKE_DEFAULT, TAKE_MAX, TAKE_MAX_ERROR_CODE} from '../../../data/platform-facts';
import type {Engine} from '../engine';
import {sorted, matches, type Relate} from '../filters';
import {refusal} from '../refusal';
import {linked} from '../relations';
import type {Rec} from '../store';
import type {RootResolver} from './types';

/** The record type of a paged listing's items, when the field is one. */
function itemType(field: GraphQLField<unknown, unknown>): string | undefined {
  const segment = getNamedType(field.type);
  if (!isObjectType(segment) || !segment.name.endsWith('CollectionSegment')) return undefined;
  const items = segment.getFields().items;
  return items === undefined ? undefined : getNamedType(items.type).name;
}

const visible = (record: Rec, companyId: number | undefined): boolean =>
  record.deleted !== true &&
  (companyId === undefined || record.companyId === undefined || record.companyId === companyId);

/** Follows a filter's condition on a related record through the schema's field and the store's links. */
function relateIn(schema: GraphQLSchema, engine: Engine): Relate {
  return (record, key) => {
    const typeName = record.__typename;
    if (typeof typeName !== 'string') return undefined;
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[key] : undefined;
    return field === undefined ? undefined : linked(engine.store, record, typeName, key, field.type);
  };
}

/** Root resolvers for the queries whose records the store holds. */
export function listResolvers(
  schema: GraphQLSchema,
  holds: (typeName: string) => boolean,
): Record<string, RootResolver> {
  const resolvers: Record<string, RootResolver> = {};
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const listed = itemType(field);
    if (listed !== undefined && holds(listed)) {
      resolvers[field.name] = (args, engine, session) => {
        const take = typeof args.take === 'number' ? args.take : TAKE_DEFAULT;
        const skip = typeof args.skip === 'number' ? args.skip : 0;
        if (take > TAKE_MAX)
          throw refusal(TAKE_MAX_ERROR_CODE, 'O número máximo de registros por página foi excedido.', {
            field: `Query.${field.name}`,
            requestedItems: take,
            maxAllowedItems: TAKE_MAX,
          });
        const relate = relateIn(schema, engine);
        const all = sorted(
          engine.store
            .all(listed)
            .filter(
              (record) =>
                visible(record, session.companyId) && matches(record, args.where as Record<string, unknown>, relate),
            ),
          args.order,
        );
        return {
          __typename: getNamedType(field.type).name,
          items: all.slice(skip, skip + take),
          totalCount: all.length,
          pageInfo: {
            __typename: 'CollectionSegmentInfo',
            hasNextPage: skip + take < all.length,
            hasPreviousPage: skip > 0,
          },
        };
      };
      continue;
    }
    const single = getNamedType(field.type).name;
    if (holds(single) && field.args.length === 1 && field.args[0]?.name === 'id') {
      resolvers[field.name] = (args, engine, session) => {
        const record = engine.store.byId(single, args.id);
        return record !== undefined && visible(record, session.companyId) ? record : null;
      };
    }
  }
  return resolvers;
}
