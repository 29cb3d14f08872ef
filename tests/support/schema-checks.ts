/**
 * The snapshot rules as pure functions of a GraphQLSchema returning a list of problems, so that
 * the snapshot tests apply them to schema/schema.graphql and schema-checks.test.ts proves on small
 * fixtures that each rule really catches what it claims to.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isSpecifiedDirective,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';

import {checkDescription, checkPortuguese} from './description-language';
import {declaredTypes, rootTypes} from './snapshot-helpers';

/** Counts the ranges of counts.test.ts (RANGES) are about. Root types and introspection types are not "object types". */
export function schemaCounts(
  schema: GraphQLSchema,
): Record<'queries' | 'mutations' | 'objects' | 'inputs' | 'enums', number> {
  const roots = new Set(rootTypes(schema).map((type) => type.name));
  const types = Object.values(schema.getTypeMap()).filter((type) => !isIntrospectionType(type));
  return {
    queries: Object.keys(schema.getQueryType()?.getFields() ?? {}).length,
    mutations: Object.keys(schema.getMutationType()?.getFields() ?? {}).length,
    objects: types.filter((type) => isObjectType(type) && !roots.has(type.name)).length,
    inputs: types.filter(isInputObjectType).length,
    enums: types.filter(isEnumType).length,
  };
}

export function scalarNames(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter(isScalarType)
    .map((type) => type.name)
    .sort();
}

/**
 * Every description the API declares (types, fields, arguments, input fields, enum values, custom
 * directives and their arguments) is present, not a restatement of its name, and Portuguese.
 */
export function descriptionProblems(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const check = (subject: string, name: string, description: string | null | undefined): void => {
    const verdict = checkDescription(description, name);
    if (!verdict.ok) problems.push(`${subject}: ${verdict.reason}`);
  };
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]): void => {
    for (const arg of args) check(`argumento ${owner}(${arg.name}:)`, arg.name, arg.description);
  };
  for (const type of declaredTypes(schema)) {
    check(`tipo ${type.name}`, type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`campo ${type.name}.${field.name}`, field.name, field.description);
        checkArgs(`${type.name}.${field.name}`, field.args);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`campo de input ${type.name}.${field.name}`, field.name, field.description);
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`valor ${type.name}.${value.name}`, value.name, value.description);
    }
  }
  for (const directive of schema.getDirectives().filter((d) => !isSpecifiedDirective(d))) {
    check(`diretiva @${directive.name}`, directive.name, directive.description);
    checkArgs(`@${directive.name}`, directive.args);
  }
  return problems;
}

/** Every deprecation (field, argument, input field, enum value) gives a Portuguese reason. */
export function deprecationProblems(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const check = (subject: string, reason: string | null | undefined): void => {
    if (reason === null || reason === undefined) return;
    // A bare @deprecated gets graphql's default reason, "No longer supported": English, so it fails here too.
    const verdict = reason.trim() === '' ? {ok: false as const, reason: 'motivo vazio'} : checkPortuguese(reason);
    if (!verdict.ok) problems.push(`${subject} depreciado sem motivo em português: ${verdict.reason}`);
  };
  for (const type of declaredTypes(schema)) {
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`campo ${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args)
          check(`argumento ${type.name}.${field.name}(${arg.name}:)`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        check(`campo de input ${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`valor ${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return problems;
}

const SEGMENT_SUFFIX = 'CollectionSegment';

/**
 * HotChocolate offset paging: every query returning a *CollectionSegment takes exactly
 * skip: Int, take: Int, where: <X>FilterInput, order: [<X>SortInput!] (X = the items' type) and the
 * segment has items: [X…], pageInfo: CollectionSegmentInfo!, totalCount: Int!.
 */
export function pagingProblems(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const query of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const segment = getNamedType(query.type);
    if (!segment.name.endsWith(SEGMENT_SUFFIX)) continue;
    const subject = `Query.${query.name}: ${segment.name}`;
    if (!isObjectType(segment)) {
      problems.push(`${subject} não é um tipo objeto`);
      continue;
    }
    const fields = segment.getFields();
    const items = fields.items;
    const itemType = items ? getNamedType(items.type) : undefined;
    const bareItems = items && isNonNullType(items.type) ? items.type.ofType : items?.type;
    if (!items || !itemType || !isListType(bareItems)) {
      problems.push(`${subject}.items ausente ou não é lista (${items ? String(items.type) : 'sem campo'})`);
    }
    if (String(fields.pageInfo?.type) !== 'CollectionSegmentInfo!') {
      problems.push(
        `${subject}.pageInfo deveria ser CollectionSegmentInfo!, é ${fields.pageInfo ? String(fields.pageInfo.type) : 'ausente'}`,
      );
    }
    if (String(fields.totalCount?.type) !== 'Int!') {
      problems.push(
        `${subject}.totalCount deveria ser Int!, é ${fields.totalCount ? String(fields.totalCount.type) : 'ausente'}`,
      );
    }
    const x = itemType?.name ?? '<X>';
    const expected = [`skip: Int`, `take: Int`, `where: ${x}FilterInput`, `order: [${x}SortInput!]`];
    const actual = query.args.map((arg) => `${arg.name}: ${String(arg.type)}`);
    if (JSON.stringify([...actual].sort()) !== JSON.stringify([...expected].sort())) {
      problems.push(
        `Query.${query.name}: argumentos (${actual.join(', ')}), esperados exatamente (${expected.join(', ')})`,
      );
    }
  }
  return problems;
}

/** Names in `names` that are not present in the schema as `kind`. */
export function missingNames(
  schema: GraphQLSchema,
  kind: 'scalars' | 'enums' | 'objects' | 'queries' | 'mutations' | 'subscriptions' | 'operations',
  names: readonly string[],
): string[] {
  const rootFields = (type: ReturnType<GraphQLSchema['getQueryType']>): string[] =>
    Object.keys(type?.getFields() ?? {});
  const present: Record<typeof kind, (name: string) => boolean> = {
    scalars: (name) => isScalarType(schema.getType(name)),
    enums: (name) => isEnumType(schema.getType(name)),
    objects: (name) => isObjectType(schema.getType(name)),
    queries: (name) => rootFields(schema.getQueryType()).includes(name),
    mutations: (name) => rootFields(schema.getMutationType()).includes(name),
    subscriptions: (name) => rootFields(schema.getSubscriptionType()).includes(name),
    operations: (name) => rootTypes(schema).some((root) => name in root.getFields()),
  };
  return names.filter((name) => !present[kind](name));
}
