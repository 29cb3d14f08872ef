/**
 * Two fixes to graphql-markdown 1.35's schema map (`getSchemaMap`: which operations and types
 * get a page), installed in place of the library's function.
 *
 * 1. Speed: the library rebuilds the whole map (quadratic in the number of types, because of an
 *    object spread per type) for every relation section of every type page: on our ~700-type
 *    schema that was 13 of the 22 seconds of generation. The map only depends on the schema
 *    object, so it is computed once per schema.
 * 2. Operation "namespaces": an object type whose name ends in Query, Mutation or Subscription
 *    and that a root field returns is taken for a namespace of operations: its fields get
 *    operation pages (/api/api/subscriptions/<field>/<subfield>) and the type loses its own page.
 *    The API has no namespaces, so operations are exactly the fields of the root types and every
 *    other object type is a type (an object named `Subscription` that is not the subscription
 *    root is documented at /api/types/objects/subscription).
 *
 * The printer and the generator read the function through the module's exports at each call,
 * which is what lets this one take its place. On today's schema the generated pages are the
 * same with and without it, byte for byte.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import {REPO_ROOT} from '../lib/repo-root';

type GraphqlModule = typeof import('graphql');
type SchemaMap = Record<string, unknown>;
type GetSchemaMap = (schema: unknown) => SchemaMap | undefined;

interface IntrospectionModule {
  getSchemaMap?: GetSchemaMap;
  getTypeFromSchema?: (schema: unknown, type: unknown) => Record<string, unknown> | undefined;
}

const INSTALLED = Symbol.for('portal.referencia.schemaMapFixes');

/** True for what quacks like a GraphQLSchema (it comes from graphql-markdown's copy of graphql). */
function isSchema(value: unknown): value is import('graphql').GraphQLSchema {
  return typeof value === 'object' && value !== null && 'getQueryType' in value && 'getTypeMap' in value;
}

/** Installs the fixes (once per process); false when graphql-markdown's internals have changed. */
export function installGraphqlMarkdownFixes(): boolean {
  // Resolved from the repository root, like graphql-markdown's own require: the same instances.
  const requireFromRoot = createRequire(path.join(REPO_ROOT, 'package.json'));
  const introspection = requireFromRoot('@graphql-markdown/graphql/introspection') as IntrospectionModule;
  const graphql = requireFromRoot('graphql') as GraphqlModule;
  const original = introspection.getSchemaMap;
  const getTypeFromSchema = introspection.getTypeFromSchema;
  if (typeof original !== 'function' || typeof getTypeFromSchema !== 'function') return false;
  if (INSTALLED in original) return true;

  const flatten = (schema: import('graphql').GraphQLSchema, map: SchemaMap): SchemaMap => {
    const fieldsOf = (root: import('graphql').GraphQLObjectType | null | undefined) => ({...root?.getFields()});
    return {
      ...map,
      queries: fieldsOf(schema.getQueryType()),
      mutations: fieldsOf(schema.getMutationType()),
      subscriptions: fieldsOf(schema.getSubscriptionType()),
      // Every object type but the roots (the library's helper already leaves the roots out).
      objects: getTypeFromSchema(schema, graphql.GraphQLObjectType),
    };
  };

  const cache = new WeakMap<object, SchemaMap | undefined>();
  const fixed: GetSchemaMap = (schema) => {
    if (!isSchema(schema)) return original(schema);
    if (!cache.has(schema)) {
      const map = original(schema);
      cache.set(schema, map ? flatten(schema, map) : map);
    }
    return cache.get(schema);
  };
  Object.defineProperty(fixed, INSTALLED, {value: true});
  try {
    introspection.getSchemaMap = fixed;
  } catch {
    return false;
  }
  return introspection.getSchemaMap === fixed;
}
