/**
 * The `descrever` tool: a type or an operation of the current schema, short enough for an agent's
 * context — its kind, description, reference page (the Markdown twin), the version it appeared in and,
 * when deprecated, the version that deprecated it and the reason; then its fields with their types and
 * arguments, an operation's arguments with the fields of each input they take, an enum's values, a
 * union's members. Pure: schema and timeline in, text out.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

import type {SchemaTimeline} from '../../src/lib/operation-check';
import {longDate} from '../../src/lib/long-date';
import {twinRoute} from '../../src/lib/machine-readable';
import {operationHref, typeHref, type OperationKind} from '../../src/lib/schema-docs';

/** The first sentence of a description, on one line, at most this long. */
const SUMMARY_CHARS = 160;

export function summary(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length <= SUMMARY_CHARS ? sentence : `${sentence.slice(0, SUMMARY_CHARS - 1).trimEnd()}…`;
}

const KIND_NAMES: Readonly<Record<OperationKind, string>> = {
  query: 'query',
  mutation: 'mutation',
  subscription: 'subscription',
};

/** "desde 8 de julho de 2024", or "antes de …" for what the first version of the history already had. */
export function sinceText(timeline: SchemaTimeline, path: string): string {
  const present = timeline.partial[path];
  const first = present === undefined ? 0 : (present[0] ?? 0);
  const firstRelease = timeline.versions[1] ?? timeline.versions[0] ?? '';
  return first === 0 ? `antes de ${longDate(firstRelease)}` : longDate(timeline.versions[first] ?? '');
}

function deprecationText(
  timeline: SchemaTimeline,
  path: string,
  reason: string | null | undefined,
): string | undefined {
  if (reason === null || reason === undefined) return undefined;
  const date = timeline.deprecatedIn[path];
  return `OBSOLETO${date === undefined ? '' : ` desde ${longDate(date)}`}: ${reason}`;
}

interface Context {
  readonly schema: GraphQLSchema;
  readonly timeline: SchemaTimeline;
  /** The portal's address, without the trailing slash. */
  readonly siteUrl: string;
}

const pageOf = (context: Context, route: string): string => `${context.siteUrl}${twinRoute(route)}`;

/** One line per field, argument or input field: name, type, default, note and summary. */
function memberLine(
  context: Context,
  owner: string,
  member: GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLInputField,
  indent = '',
): string {
  const path = `${owner}.${member.name}`;
  const defaultValue =
    'defaultValue' in member && member.defaultValue !== undefined ? ` = ${JSON.stringify(member.defaultValue)}` : '';
  const args =
    'args' in member && member.args.length > 0
      ? `(${member.args.map((arg) => `${arg.name}: ${String(arg.type)}`).join(', ')})`
      : '';
  const notes = [
    deprecationText(context.timeline, path, member.deprecationReason),
    context.timeline.partial[path] === undefined ? undefined : `desde ${sinceText(context.timeline, path)}`,
    summary(member.description) || undefined,
  ].filter((note): note is string => note !== undefined);
  return `${indent}- ${member.name}${args}: ${String(member.type)}${defaultValue}${notes.length > 0 ? ` — ${notes.join(' · ')}` : ''}`;
}

function header(
  context: Context,
  kindName: string,
  name: string,
  path: string,
  description: string | null | undefined,
  route: string,
  reason?: string | null,
): string[] {
  const deprecation = deprecationText(context.timeline, path, reason);
  return [
    `${kindName} ${name}`,
    ...(description ? [summary(description)] : []),
    `Página: ${pageOf(context, route)}`,
    `Disponível desde: ${sinceText(context.timeline, path)}`,
    ...(deprecation === undefined ? [] : [deprecation]),
  ];
}

const TYPE_KIND_NAMES = (type: GraphQLNamedType): string =>
  isScalarType(type)
    ? 'Escalar'
    : isEnumType(type)
      ? 'Enumeração'
      : isInputObjectType(type)
        ? 'Entrada (input)'
        : isInterfaceType(type)
          ? 'Interface'
          : isUnionType(type)
            ? 'União'
            : 'Objeto';

function describeType(context: Context, type: GraphQLNamedType): string {
  const lines = header(context, TYPE_KIND_NAMES(type), type.name, type.name, type.description, typeHref(type));
  if (isObjectType(type) || isInterfaceType(type)) {
    const interfaces = type.getInterfaces();
    if (interfaces.length > 0) lines.push(`Implementa: ${interfaces.map((item) => item.name).join(', ')}`);
    lines.push('Campos:', ...Object.values(type.getFields()).map((field) => memberLine(context, type.name, field)));
  } else if (isInputObjectType(type)) {
    lines.push('Campos:', ...Object.values(type.getFields()).map((field) => memberLine(context, type.name, field)));
  } else if (isEnumType(type)) {
    lines.push(
      'Valores:',
      ...type.getValues().map((value) => {
        const path = `${type.name}.${value.name}`;
        const notes = [
          deprecationText(context.timeline, path, value.deprecationReason),
          summary(value.description) || undefined,
        ].filter((note): note is string => note !== undefined);
        return `- ${value.name}${notes.length > 0 ? ` — ${notes.join(' · ')}` : ''}`;
      }),
    );
  } else if (isUnionType(type)) {
    lines.push(
      `Tipos possíveis: ${type
        .getTypes()
        .map((member) => member.name)
        .join(', ')}`,
    );
  }
  return lines.join('\n');
}

function describeOperation(
  context: Context,
  kind: OperationKind,
  rootName: string,
  field: GraphQLField<unknown, unknown>,
): string {
  const path = `${rootName}.${field.name}`;
  const lines = header(
    context,
    KIND_NAMES[kind],
    field.name,
    path,
    field.description,
    operationHref(kind, field.name),
    field.deprecationReason,
  );
  lines.push(`Devolve: ${String(field.type)}`);
  if (field.args.length === 0) {
    lines.push('Sem argumentos.');
  } else {
    lines.push('Argumentos:');
    for (const arg of field.args) {
      lines.push(memberLine(context, path, arg));
      const named = getNamedType(arg.type);
      if (isInputObjectType(named)) {
        lines.push(...Object.values(named.getFields()).map((input) => memberLine(context, named.name, input, '  ')));
      } else if (isEnumType(named)) {
        lines.push(
          `  valores: ${named
            .getValues()
            .map((value) => value.name)
            .join(', ')}`,
        );
      }
    }
  }
  const returned = getNamedType(field.type);
  lines.push(`Para os campos de ${returned.name}, descreva ${returned.name}.`);
  return lines.join('\n');
}

/** What `descrever` answers for `name`: `Billing`, `billings`, `Query.billings`, `mutation addBilling`. */
export function describe(context: Context, name: string): string {
  const cleaned = name.trim().replace(/^(query|mutation|subscription)\s+/i, '');
  const roots = [
    ['query', context.schema.getQueryType()],
    ['mutation', context.schema.getMutationType()],
    ['subscription', context.schema.getSubscriptionType()],
  ] as const;
  const [first, second] = cleaned.split('.');
  const type = context.schema.getType(cleaned);
  if (type !== undefined && !type.name.startsWith('__')) {
    const root = roots.find(([, candidate]) => candidate?.name === type.name);
    if (root === undefined) return describeType(context, type);
  }
  for (const [kind, root] of roots) {
    if (root === null || root === undefined) continue;
    const fieldName = second !== undefined && first === root.name ? second : second === undefined ? first : undefined;
    const field = fieldName === undefined ? undefined : root.getFields()[fieldName];
    if (field !== undefined) return describeOperation(context, kind, root.name, field);
  }
  if (second !== undefined && first !== undefined) {
    const owner = context.schema.getType(first);
    if (isObjectType(owner) || isInterfaceType(owner) || isInputObjectType(owner)) {
      const member = owner.getFields()[second];
      if (member !== undefined) {
        return [
          `Campo de ${owner.name}:`,
          memberLine(context, owner.name, member),
          `Página: ${pageOf(context, typeHref(owner))}`,
        ].join('\n');
      }
    }
  }
  throw new Error(suggestion(context.schema, cleaned));
}

/** "Não há …" with the closest names, so the agent can correct itself. */
function suggestion(schema: GraphQLSchema, name: string): string {
  const wanted = name.toLowerCase();
  const names = [
    ...Object.keys(schema.getTypeMap()).filter((candidate) => !candidate.startsWith('__')),
    ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
    ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ...Object.keys(schema.getSubscriptionType()?.getFields() ?? {}),
  ];
  const close = names
    .filter(
      (candidate) =>
        candidate.toLowerCase().includes(wanted) || (candidate.length >= 4 && wanted.includes(candidate.toLowerCase())),
    )
    .slice(0, 8);
  return `Não há tipo nem operação "${name}" no schema.${close.length > 0 ? ` Nomes parecidos: ${close.join(', ')}.` : ' Use buscar para achar o nome.'}`;
}
