/**
 * Fixes to graphql-markdown 1.35, installed in place of the library's functions. Two are to its
 * schema map (`getSchemaMap`: which operations and types get a page):
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
 * The third is to speed as well: `getRelationOfField` ("Usado em") is answered from an index
 * built once per schema map (see relation-index.ts).
 *
 * The printer and the generator read the functions through the modules' exports at each call,
 * which is what lets these take their place. On today's schema the generated pages are the
 * same with and without them, byte for byte.
 *
 * No extension point of graphql-markdown reaches the schema map (its mdxParser hooks see pages
 * and categories, not which entries get one), so these stay, pinned: they replace internals of
 * @graphql-markdown/graphql at exactly FIXED_VERSION, and any other installed version stops the
 * generation with an error that says what to check. `fixCalls` counts the calls that reach them,
 * so the tests prove that generation goes through them (tests/integration/plugins/api-reference/pipeline.test.ts).
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import {REPO_ROOT} from '../../../lib/repo-root';
import {indexedGetRelationOfField, type GetRelationOfField, type SchemaMap} from './relation-index';

type GraphqlModule = typeof import('graphql');
type GetSchemaMap = (schema: unknown) => SchemaMap | undefined;

interface IntrospectionModule {
  getSchemaMap?: GetSchemaMap;
  getTypeFromSchema?: (schema: unknown, type: unknown) => Record<string, unknown> | undefined;
  _getFields?: (type: unknown, processor: undefined, fallback: Record<string, unknown>) => Record<string, unknown>;
}

interface RelationModule {
  getRelationOfField?: GetRelationOfField;
}

interface GuardModule {
  isGraphQLFieldType?: (type: unknown) => boolean;
}

const INSTALLED = Symbol.for('portal.referencia.schemaMapFixes');

/** The version of @graphql-markdown/graphql whose internals these fixes replace. */
export const FIXED_VERSION = '1.2.2';

/** Calls that reached the fixed functions in this process (see the file comment). */
export const fixCalls = {getSchemaMap: 0, getRelationOfField: 0};

/** True for what quacks like a GraphQLSchema (it comes from graphql-markdown's copy of graphql). */
function isSchema(value: unknown): value is import('graphql').GraphQLSchema {
  return typeof value === 'object' && value !== null && 'getQueryType' in value && 'getTypeMap' in value;
}

/** Throws unless `version` (of @graphql-markdown/graphql) is the one the fixes were written against. */
export function checkFixedVersion(version: string): void {
  if (version === FIXED_VERSION) return;
  throw new Error(
    `graphql-markdown-fixes.ts substitui funções internas de @graphql-markdown/graphql ${FIXED_VERSION}, ` +
      `mas a versão instalada é ${version}. Confira se getSchemaMap e getRelationOfField ainda fazem o que o ` +
      'comentário do arquivo descreve, ajuste as correções (ou remova as que a nova versão dispensa) e atualize FIXED_VERSION.',
  );
}

/** Installs the fixes (once per process); false when graphql-markdown's internals have changed. */
export function installGraphqlMarkdownFixes(): boolean {
  // Resolved from the repository root, like graphql-markdown's own require: the same instances.
  const requireFromRoot = createRequire(path.join(REPO_ROOT, 'package.json'));
  checkFixedVersion((requireFromRoot('@graphql-markdown/graphql/package.json') as {version: string}).version);
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
    fixCalls.getSchemaMap += 1;
    if (!isSchema(schema)) return original(schema);
    if (!cache.has(schema)) {
      const map = original(schema);
      cache.set(schema, map ? flatten(schema, map) : map);
    }
    return cache.get(schema);
  };
  Object.defineProperty(fixed, INSTALLED, {value: true});
  return (
    replaceExport(introspection, 'getSchemaMap', fixed) && installRelationIndex(requireFromRoot, introspection, graphql)
  );
}

/** Sets a module's export; false when the module does not let it be replaced. */
function replaceExport<M extends object, K extends keyof M>(module: M, name: K, value: M[K]): boolean {
  try {
    module[name] = value;
  } catch {
    return false;
  }
  return module[name] === value;
}

/** `getRelationOfField` from an index (see relation-index.ts). */
function installRelationIndex(
  requireFromRoot: NodeJS.Require,
  introspection: IntrospectionModule,
  graphql: GraphqlModule,
): boolean {
  const relation = requireFromRoot('@graphql-markdown/graphql/relation') as RelationModule;
  const guard = requireFromRoot('@graphql-markdown/graphql/guard') as GuardModule;
  const {isGraphQLFieldType} = guard;
  const getFields = introspection._getFields;
  if (typeof relation.getRelationOfField !== 'function' || !isGraphQLFieldType || !getFields) return false;
  const indexed = indexedGetRelationOfField({
    isNamedType: graphql.isNamedType,
    isDirective: graphql.isDirective,
    getNamedType: (type) => graphql.getNamedType(type as Parameters<GraphqlModule['getNamedType']>[0]),
    isGraphQLFieldType,
    getFields: (type) => getFields(type, undefined, {}),
  });
  const counted: GetRelationOfField = (...args) => {
    fixCalls.getRelationOfField += 1;
    return indexed(...args);
  };
  return replaceExport(relation, 'getRelationOfField', counted);
}
