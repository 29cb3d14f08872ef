/**
 * Plain, serialisable descriptions of schema members (a field or argument, an enum value) and the
 * routes of the reference's pages, from which type-shape.ts builds the trees that the guides'
 * `<SchemaTable>` and the reference's operation pages show. Built from the snapshot at build
 * time, so a page cannot disagree with the schema.
 */
import {
  getNamedType,
  isObjectType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isScalarType,
  isUnionType,
  astFromValue,
  print,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
// The string helpers alone: the package's root also loads its file-system helpers, which the browser has not.
import {slugify} from '@graphql-markdown/utils/string';

import {operationFolderRoute, typeFolderRoute, type OperationKind, type TypeFolder} from './reference-layout';

export type {OperationKind} from './reference-layout';

export interface MemberRow {
  readonly name: string;
  /** The type as written in SDL, e.g. `[Billing!]!`. */
  readonly type: string;
  /** Route of the named type's reference page. */
  readonly typeHref: string;
  readonly required: boolean;
  readonly description: string;
  readonly defaultValue?: string;
  readonly deprecationReason?: string;
}

export interface EnumValueRow {
  readonly name: string;
  readonly description: string;
  readonly deprecationReason?: string;
}

/** Route of a named type's page in the reference (graphql-markdown's own slugs). */
export function typeHref(type: GraphQLNamedType): string {
  const folder: TypeFolder = isScalarType(type)
    ? 'scalars'
    : isEnumType(type)
      ? 'enums'
      : isInputObjectType(type)
        ? 'inputs'
        : isInterfaceType(type)
          ? 'interfaces'
          : isUnionType(type)
            ? 'unions'
            : 'objects';
  return `${typeFolderRoute(folder)}/${slugify(type.name)}`;
}

export function operationHref(kind: OperationKind, name: string): string {
  return `${operationFolderRoute(kind)}/${slugify(name)}`;
}

/** A field, argument or input field as one row: its type as written, its type's page, required or not. */
export function memberRow(member: GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown>): MemberRow {
  const named = getNamedType(member.type);
  const defaultValue =
    'defaultValue' in member && member.defaultValue !== undefined
      ? astFromValue(member.defaultValue, member.type)
      : null;
  return {
    name: member.name,
    type: String(member.type),
    typeHref: typeHref(named),
    required: isNonNullType(member.type),
    description: member.description ?? '',
    ...(defaultValue ? {defaultValue: print(defaultValue)} : {}),
    ...(member.deprecationReason ? {deprecationReason: member.deprecationReason} : {}),
  };
}

function rootType(schema: GraphQLSchema, kind: OperationKind) {
  return kind === 'query'
    ? schema.getQueryType()
    : kind === 'mutation'
      ? schema.getMutationType()
      : schema.getSubscriptionType();
}

/** A query, mutation or subscription (a field of its root type). */
export function operationField(
  schema: GraphQLSchema,
  kind: OperationKind,
  name: string,
): GraphQLField<unknown, unknown> {
  const field = rootType(schema, kind)?.getFields()[name];
  if (field === undefined) throw new Error(`a operação ${kind} "${name}" não existe no schema`);
  return field;
}

/** An enum's values, with their descriptions and deprecations. */
export function enumValueRows(type: GraphQLEnumType): EnumValueRow[] {
  return type.getValues().map((value) => ({
    name: value.name,
    description: value.description ?? '',
    ...(value.deprecationReason ? {deprecationReason: value.deprecationReason} : {}),
  }));
}

/**
 * The page of a member (`Type`, `Type.member`, `Type.field.argument`, as changes' paths write
 * them), and its anchor, in `schema`; undefined when the schema does not have it.
 */
export function memberHref(memberPath: string | undefined, schema: GraphQLSchema): string | undefined {
  const [typeName, member, argument] = memberPath?.split('.') ?? [];
  if (typeName === undefined || typeName.startsWith('@')) return undefined;
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ] as const;
  for (const [kind, root] of roots) {
    if (root?.name !== typeName || member === undefined) continue;
    const field = root.getFields()[member];
    if (field === undefined) return undefined;
    const hasArgument = argument !== undefined && field.args.some((arg) => arg.name === argument);
    return `${operationHref(kind, member)}${hasArgument ? `#${slugify(argument)}` : ''}`;
  }
  const type = schema.getType(typeName);
  if (type === undefined) return undefined;
  if (member === undefined || member.startsWith('@')) return typeHref(type);
  const fields = isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
  const hasMember = member in fields || (isEnumType(type) && type.getValue(member) !== undefined);
  return hasMember ? `${typeHref(type)}#${slugify(member)}` : typeHref(type);
}
