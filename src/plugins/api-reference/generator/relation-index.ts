/**
 * graphql-markdown's "Usado em" section (`getRelationOfField`), computed from an index built once
 * per schema map instead of a scan of the whole map for every type page.
 *
 * The library's function walks every operation, object, interface, input and directive of the
 * schema, and every one of their fields and arguments, for each type it documents: quadratic in
 * the schema's size. On the snapshot that was a third of the generation time, and on a schema 3×
 * larger two thirds (9 of 23 seconds; the benchmark's 10× schema spends minutes there). The index
 * is one walk over the same entries, in the same order, with the library's own tests (a field's
 * named type, one entry per operation or type, a directive under its own name), so each type gets
 * the same relations in the same order: tests/unit/plugins/api-reference/generator/relation-index.test.ts compares both
 * functions on every type of the snapshot.
 */

/** The relation groups, in the order graphql-markdown fills and prints them. */
const FIELD_RELATION_GROUPS = [
  'queries',
  'mutations',
  'subscriptions',
  'objects',
  'interfaces',
  'inputs',
  'directives',
] as const;

type RelationGroup = (typeof FIELD_RELATION_GROUPS)[number];
export type SchemaMap = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;
export type Relations = Record<RelationGroup, unknown[]>;
export type GetRelationOfField = (type: unknown, schemaMap: SchemaMap | undefined) => Partial<Relations>;

/** What the index needs from graphql and graphql-markdown (their own instances, see the caller). */
export interface RelationDeps {
  readonly isNamedType: (type: unknown) => boolean;
  readonly isDirective: (type: unknown) => boolean;
  readonly getNamedType: (type: unknown) => {readonly name: string} | undefined | null;
  /** graphql-markdown's `isGraphQLFieldType`: a field with at least one argument. */
  readonly isGraphQLFieldType: (type: unknown) => boolean;
  /** graphql-markdown's `_getFields(type, undefined, fallback)`. */
  readonly getFields: (type: unknown) => Readonly<Record<string, unknown>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Named type → group → relations, for every type some field or argument refers to. */
type RelationIndex = Map<string, Partial<Relations>>;

function buildIndex(schemaMap: SchemaMap, deps: RelationDeps): RelationIndex {
  const index: RelationIndex = new Map();
  for (const group of FIELD_RELATION_GROUPS) {
    const entries = schemaMap[group];
    if (!entries) continue;
    for (const [relationName, relationType] of Object.entries(entries)) {
      // Directives are listed under their own name, everything else under its map key.
      const key = deps.isDirective(relationType) && isObject(relationType) ? String(relationType.name) : relationName;
      const args = deps.isGraphQLFieldType(relationType) && isObject(relationType) ? relationType.args : {};
      const fields = {...(isObject(args) ? args : {}), ...deps.getFields(relationType)};
      for (const field of Object.values(fields)) {
        if (!isObject(field) || !('type' in field)) continue;
        const typeName = deps.getNamedType(field.type)?.name;
        if (typeName === undefined) continue;
        let relations = index.get(typeName);
        if (!relations) index.set(typeName, (relations = {}));
        const results = (relations[group] ??= []);
        // One entry per operation or type, however many of its fields use the type.
        if (results.some((result) => String(result) === key || (isObject(result) && result.name === key))) continue;
        results.push(
          isObject(relationType) && 'name' in relationType && relationType.name !== key
            ? {...relationType, name: key}
            : relationType,
        );
      }
    }
  }
  return index;
}

/** A `getRelationOfField` with graphql-markdown's signature and results, backed by the index. */
export function indexedGetRelationOfField(deps: RelationDeps): GetRelationOfField {
  const indexes = new WeakMap<object, RelationIndex>();
  return (type, schemaMap) => {
    if (!schemaMap) return {};
    let index = indexes.get(schemaMap);
    if (!index) {
      index = buildIndex(schemaMap, deps);
      indexes.set(schemaMap, index);
    }
    const found =
      deps.isNamedType(type) && isObject(type) && typeof type.name === 'string' ? index.get(type.name) : undefined;
    const relations = {} as Relations;
    // Groups absent from the map stay empty, as in the library; arrays are fresh for each call.
    for (const group of FIELD_RELATION_GROUPS) relations[group] = schemaMap[group] ? [...(found?.[group] ?? [])] : [];
    return relations;
  };
}
