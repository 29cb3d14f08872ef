/**
 * Plain, serialisable descriptions of schema members for the guides' tables: the
 * arguments of an operation, the fields of an object or input type, the values of an
 * enum. Built from the snapshot at build time (by the guides' remark plugin), so a
 * guide cannot disagree with the schema.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  astFromValue,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {slugify} from '@graphql-markdown/utils';

import {
  operationFolderRoute,
  typeFolderRoute,
  type OperationKind,
  type TypeFolder,
} from '../plugins/api-reference/layout';

export type {OperationKind} from '../plugins/api-reference/layout';

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

export type SchemaTableData =
  | {readonly variant: 'members'; readonly title: string; readonly href: string; readonly rows: readonly MemberRow[]}
  | {readonly variant: 'enum'; readonly title: string; readonly href: string; readonly rows: readonly EnumValueRow[]};

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

function memberRow(member: GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown>): MemberRow {
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

/** The arguments of a query, mutation or subscription. */
export function operationArguments(schema: GraphQLSchema, kind: OperationKind, name: string): SchemaTableData {
  const field = rootType(schema, kind)?.getFields()[name];
  if (field === undefined) throw new Error(`a operação ${kind} "${name}" não existe no schema`);
  return {variant: 'members', title: name, href: operationHref(kind, name), rows: field.args.map(memberRow)};
}

/** The fields of an object, interface or input type, or the values of an enum. */
export function typeMembers(schema: GraphQLSchema, name: string): SchemaTableData {
  const type = schema.getType(name);
  if (type === undefined) throw new Error(`o tipo "${name}" não existe no schema`);
  const href = typeHref(type);
  if (isEnumType(type)) {
    return {
      variant: 'enum',
      title: name,
      href,
      rows: type.getValues().map((value) => ({
        name: value.name,
        description: value.description ?? '',
        ...(value.deprecationReason ? {deprecationReason: value.deprecationReason} : {}),
      })),
    };
  }
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    return {variant: 'members', title: name, href, rows: Object.values(type.getFields()).map(memberRow)};
  }
  throw new Error(`o tipo "${name}" não tem campos nem valores para mostrar em uma tabela`);
}
