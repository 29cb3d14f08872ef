/** What every root resolver of the simulator receives. */
import type {GraphQLResolveInfo} from 'graphql';

import type {Engine} from '../engine';
import type {Session} from '../auth';

export type Args = Record<string, unknown>;

export type RootResolver = (args: Args, engine: Engine, session: Session, info: GraphQLResolveInfo) => unknown;

/** The `data` input object of a mutation. */
export function dataOf(args: Args): Record<string, unknown> {
  const data = args.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}
