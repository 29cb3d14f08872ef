/**
 * Listings and single-record queries of every type the store holds, read from the store: the
 * paged listings (`dependents`, `billings`, `webHooks`...) with `where`, `order`, `skip` and
 * `take` as the facts state them, and `x(id:)`. Removed records (deleted) leave the listings;
 * records of another school than the token's are out of reach.
 */
import {getNamedType, isObjectType, type GraphQLField, type GraphQLSchema} from 'graphql';

import {TAKE_DEFAULT, TAKE_MAX, TAKE_MAX_ERROR_CODE} from '../../../data/platform-facts';
import {sorted, matches} from '../filters';
import {refusal} from '../refusal';
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
        const all = sorted(
          engine.store
            .all(listed)
            .filter(
              (record) => visible(record, session.companyId) && matches(record, args.where as Record<string, unknown>),
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
