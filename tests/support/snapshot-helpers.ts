/**
 * Shared by the snapshot tests: one cached load of schema/schema.graphql (through the same
 * module the site uses) and a failure helper that lists every problem at once, so a single run
 * shows the whole to-do list instead of the first mismatch.
 */
import {
  isIntrospectionType,
  isSpecifiedScalarType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

import {loadSnapshot} from '../../src/lib/schema-snapshot';

let cached: {schema: GraphQLSchema} | {error: unknown} | undefined;

/** The snapshot schema; throws the loader's error (file:line:column) in every test that needs it. */
export function snapshot(): GraphQLSchema {
  if (cached === undefined) {
    try {
      cached = {schema: loadSnapshot()};
    } catch (error) {
      cached = {error};
    }
  }
  if ('error' in cached) throw cached.error;
  return cached.schema;
}

/** Named types declared by the API: no introspection types, no built-in scalars. */
export function declaredTypes(schema: GraphQLSchema): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !isSpecifiedScalarType(type),
  );
}

export function rootTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (type): type is GraphQLObjectType => Boolean(type),
  );
}

const SHOWN = 80;

/** Fails with a numbered list of problems (at most SHOWN, then a count), or passes when empty. */
export function expectNoProblems(problems: readonly string[], subject: string): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, SHOWN).map((problem, index) => `  ${index + 1}. ${problem}`);
  const rest = problems.length > SHOWN ? [`  … e mais ${problems.length - SHOWN}`] : [];
  throw new Error(`${problems.length} problema(s) em ${subject}:\n${[...shown, ...rest].join('\n')}`);
}
