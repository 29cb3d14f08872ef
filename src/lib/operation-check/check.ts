/**
 * The operation checker: GraphQL documents (operations and fragments, in one or more files) checked
 * against the current schema and its history, each finding in Portuguese with its file, line and
 * column and the route of the reference page of the member involved. Pure and browser-safe: the
 * page /verificador, the `verificar` command and the MCP server call the same function.
 */
import {
  GraphQLError,
  Kind,
  Source,
  TypeInfo,
  getNamedType,
  getLocation,
  isEnumType,
  isInputObjectType,
  parse,
  specifiedRules,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

import {longDate} from '../long-date';

import {OPERATION_MAX_BREADTH, OPERATION_MAX_DEPTH} from '../../data/platform-facts';
import {memberHref} from '../schema-docs';
import {RULE_NAMES, translateSyntax, translateValidation} from './messages';
import {existsIn, versionAt, type SchemaTimeline} from './timeline';

/** One file of operations and fragments. */
export interface OperationDocument {
  /** Shown in every location: a path, or the name the page gives a pasted text. */
  readonly name: string;
  readonly text: string;
}

export interface Limits {
  /** Levels of nested fields, a root field being level 1. */
  readonly depth: number;
  /** Fields selected in all, fragments expanded where they are spread. */
  readonly breadth: number;
}

/** The portal's limits (src/data/platform-facts.ts). */
export const DEFAULT_LIMITS: Limits = {depth: OPERATION_MAX_DEPTH, breadth: OPERATION_MAX_BREADTH};

export type FindingKind = 'sintaxe' | 'validacao' | 'obsoleto' | 'ausente-na-versao' | 'profundidade' | 'largura';

/** An error makes the operation fail (or fail on the asked version); a deprecation is a warning. */
export type FindingSeverity = 'erro' | 'aviso';

export const SEVERITY_OF: Readonly<Record<FindingKind, FindingSeverity>> = {
  sintaxe: 'erro',
  validacao: 'erro',
  obsoleto: 'aviso',
  'ausente-na-versao': 'erro',
  profundidade: 'erro',
  largura: 'erro',
};

export interface FindingLocation {
  readonly file: string;
  /** 1-based, as editors count. */
  readonly line: number;
  readonly column: number;
}

export interface Finding {
  readonly kind: FindingKind;
  readonly severity: FindingSeverity;
  /** Portuguese; names in backticks. */
  readonly message: string;
  readonly location: FindingLocation;
  /** The member involved, as the changelog writes paths (`Billing.dueDate`, `Query.billings.take`). */
  readonly member?: string;
  /** Route (or, with `siteUrl`, address) of the member's reference page, or of the limits' section. */
  readonly href?: string;
  /** For a deprecation: the replacement the reason names, and its page. */
  readonly replacement?: {readonly member: string; readonly href?: string};
  /** For a deprecation: the date of the release that deprecated the member. */
  readonly deprecatedIn?: string;
  /** The graphql-js rule, for a validation error. */
  readonly rule?: string;
}

export interface OperationSize {
  readonly name: string;
  readonly location: FindingLocation;
  readonly depth: number;
  readonly breadth: number;
}

export interface CheckOptions {
  /** The current schema. */
  readonly schema: GraphQLSchema;
  /** The schema's history; without it, deprecations carry no date and `since` cannot be used. */
  readonly timeline?: SchemaTimeline;
  /** AAAA-MM-DD: report the members that the release in force on that date did not have. */
  readonly since?: string;
  readonly limits?: Limits;
  /** Prefix for the routes in `href` (e.g. https://portal.example), for output read outside the site. */
  readonly siteUrl?: string;
}

export interface CheckResult {
  readonly files: readonly string[];
  readonly findings: readonly Finding[];
  readonly operations: readonly OperationSize[];
  readonly limits: Limits;
  /** With `since`: the date asked and the release in force on it. */
  readonly since?: {readonly date: string; readonly version: string};
}

/** The section of "Limites e convenções" that states the limits. */
export const LIMITS_ROUTE = '/docs/primeiros-passos/limites-e-convencoes#tamanho-de-uma-operação';

const code = (name: string): string => `\`${name}\``;

function locationOf(node: ASTNode | undefined, fallbackFile: string): FindingLocation {
  const loc = node?.loc;
  if (loc === undefined) return {file: fallbackFile, line: 1, column: 1};
  const {line, column} = getLocation(loc.source, loc.start);
  return {file: loc.source.name, line, column};
}

/** How a member reads in a sentence, and the ending of the words that agree with it. */
function describe(path: string, schema: GraphQLSchema): {readonly text: string; readonly ending: 'a' | 'o'} {
  const [typeName = '', member, argument] = path.split('.');
  const roots = [
    ['query', schema.getQueryType()?.name],
    ['mutation', schema.getMutationType()?.name],
    ['subscription', schema.getSubscriptionType()?.name],
  ] as const;
  const root = roots.find(([, name]) => name === typeName)?.[0];
  if (member === undefined) return {text: `o tipo ${code(typeName)}`, ending: 'o'};
  if (argument !== undefined) {
    const owner = root ? `da ${root} ${code(member)}` : `do campo ${code(`${typeName}.${member}`)}`;
    return {text: `o argumento ${code(argument)} ${owner}`, ending: 'o'};
  }
  if (root) return {text: `a ${root} ${code(member)}`, ending: 'a'};
  const type = schema.getType(typeName);
  if (isEnumType(type)) return {text: `o valor ${code(member)} da enumeração ${code(typeName)}`, ending: 'o'};
  if (isInputObjectType(type)) return {text: `o campo ${code(member)} da entrada ${code(typeName)}`, ending: 'o'};
  return {text: `o campo ${code(path)}`, ending: 'o'};
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The replacement a deprecation reason names: its first word that is another member of the same
 * type (or another operation), as the reference's "Descontinuações" page links it.
 */
function replacementOf(path: string, reason: string, schema: GraphQLSchema): Finding['replacement'] {
  const parent = path.split('.')[0] ?? '';
  const parentHref = memberHref(parent, schema);
  for (const word of reason.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
    const candidate = `${parent}.${word}`;
    if (candidate === path) continue;
    const href = memberHref(candidate, schema);
    if (href !== undefined && href !== parentHref) return {member: candidate, href};
  }
  return undefined;
}

/**
 * Whether a member lies inside another that the release lacks (a field of a new type, an argument
 * of a new operation): the outer one is reported, once, as the changelog reports a new type.
 */
function insideOfAbsent(timeline: SchemaTimeline, path: string, index: number): boolean {
  const parts = path.split('.');
  return parts.slice(1).some((_part, end) => !existsIn(timeline, parts.slice(0, end + 1).join('.'), index));
}

/** Each file parsed on its own (so locations name it), then all definitions as one document. */
function parseAll(documents: readonly OperationDocument[]): {document: DocumentNode; findings: Finding[]} {
  const definitions: DefinitionNode[] = [];
  const findings: Finding[] = [];
  for (const file of documents) {
    try {
      definitions.push(...parse(new Source(file.text, file.name)).definitions);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      const [where] = error.locations ?? [];
      findings.push({
        kind: 'sintaxe',
        severity: SEVERITY_OF.sintaxe,
        message: translateSyntax(error.message),
        location: {file: file.name, line: where?.line ?? 1, column: where?.column ?? 1},
      });
    }
  }
  return {document: {kind: Kind.DOCUMENT, definitions}, findings};
}

interface Usage {
  readonly node: ASTNode;
  /** The member the node names, as a path; for an unknown member, its type's. */
  readonly path: string;
  /** Whether the schema has the member itself (not only its type). */
  readonly known: boolean;
  readonly deprecationReason?: string;
}

/** Every member the document names, with the schema's knowledge of it. */
function usagesOf(document: DocumentNode, schema: GraphQLSchema): Usage[] {
  const typeInfo = new TypeInfo(schema);
  const usages: Usage[] = [];
  const add = (usage: Usage): void => {
    usages.push(usage);
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value.startsWith('__')) return;
        const parent = typeInfo.getParentType();
        if (parent === null || parent === undefined) return;
        const field = typeInfo.getFieldDef();
        if (field === null || field === undefined) {
          add({node, path: parent.name, known: false});
          return;
        }
        add({
          node,
          path: `${parent.name}.${field.name}`,
          known: true,
          ...(field.deprecationReason ? {deprecationReason: field.deprecationReason} : {}),
        });
      },
      Argument(node) {
        if (typeInfo.getDirective() !== null) return;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (parent === null || parent === undefined || field === null || field === undefined) return;
        const argument = typeInfo.getArgument();
        const fieldPath = `${parent.name}.${field.name}`;
        if (argument === null || argument === undefined) {
          add({node, path: fieldPath, known: false});
          return;
        }
        add({
          node,
          path: `${fieldPath}.${argument.name}`,
          known: true,
          ...(argument.deprecationReason ? {deprecationReason: argument.deprecationReason} : {}),
        });
      },
      ObjectField(node) {
        const parentType = typeInfo.getParentInputType();
        const input = parentType === undefined ? undefined : getNamedType(parentType);
        if (!isInputObjectType(input)) return;
        const field = input.getFields()[node.name.value];
        if (field === undefined) {
          add({node, path: input.name, known: false});
          return;
        }
        add({
          node,
          path: `${input.name}.${field.name}`,
          known: true,
          ...(field.deprecationReason ? {deprecationReason: field.deprecationReason} : {}),
        });
      },
      EnumValue(node) {
        const inputType = typeInfo.getInputType();
        const type = inputType === undefined || inputType === null ? undefined : getNamedType(inputType);
        if (!isEnumType(type)) return;
        const value = type.getValue(node.value);
        if (value === undefined || value === null) {
          add({node, path: type.name, known: false});
          return;
        }
        add({
          node,
          path: `${type.name}.${value.name}`,
          known: true,
          ...(value.deprecationReason ? {deprecationReason: value.deprecationReason} : {}),
        });
      },
      NamedType(node) {
        if (schema.getType(node.name.value) !== undefined) add({node, path: node.name.value, known: true});
      },
    }),
  );
  return usages;
}

interface Size {
  readonly depth: number;
  readonly breadth: number;
  /** The first field at the greatest depth. */
  readonly deepest?: FieldNode;
}

/** Depth and breadth of a selection set, fragments expanded (each fragment measured once). */
function sizer(fragments: ReadonlyMap<string, FragmentDefinitionNode>) {
  const memo = new Map<string, Size>();
  const inProgress = new Set<string>();
  const measure = (set: SelectionSetNode): Size => {
    let depth = 0;
    let breadth = 0;
    let deepest: FieldNode | undefined;
    const take = (size: Size, offset: number, field?: FieldNode): void => {
      breadth += size.breadth;
      const candidate = size.depth + offset;
      if (candidate > depth) {
        depth = candidate;
        deepest = size.deepest ?? field;
      }
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        breadth += 1;
        const inner: Size = selection.selectionSet ? measure(selection.selectionSet) : {depth: 0, breadth: 0};
        take(inner.depth > 0 ? inner : {...inner, deepest: selection}, 1, selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        take(measure(selection.selectionSet), 0);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment === undefined || inProgress.has(name)) continue;
        let size = memo.get(name);
        if (size === undefined) {
          inProgress.add(name);
          size = measure(fragment.selectionSet);
          inProgress.delete(name);
          memo.set(name, size);
        }
        take(size, 0);
      }
    }
    return {depth, breadth, ...(deepest ? {deepest} : {})};
  };
  return measure;
}

/**
 * Depth and breadth of one operation of `document`, fragments expanded, as `checkOperations`
 * measures them: the local simulator (scripts/simulador) refuses an operation over the limits with
 * the same count the checker reports.
 */
export function operationSize(
  document: DocumentNode,
  operation: OperationDefinitionNode,
): {readonly depth: number; readonly breadth: number} {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const {depth, breadth} = sizer(fragments)(operation.selectionSet);
  return {depth, breadth};
}

function operationName(operation: OperationDefinitionNode): string {
  return operation.name?.value ?? `(${operation.operation} sem nome)`;
}

/** Checks `documents` against the schema, its history and the limits. Findings are sorted by file, line and column. */
export function checkOperations(documents: readonly OperationDocument[], options: CheckOptions): CheckResult {
  const {schema, timeline, siteUrl = ''} = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const link = (route: string | undefined): string | undefined =>
    route === undefined ? undefined : `${siteUrl.replace(/\/$/, '')}${route}`;
  const hrefOf = (path: string): string | undefined => link(memberHref(path, schema));

  let sinceIndex: number | undefined;
  if (options.since !== undefined) {
    if (timeline === undefined) throw new Error('A verificação por versão (--desde) precisa do histórico do schema.');
    sinceIndex = versionAt(timeline, options.since);
  }

  const {document, findings} = parseAll(documents);
  const fallbackFile = documents[0]?.name ?? '';
  const usages = usagesOf(document, schema);
  const pathOfNode = new Map(usages.map((usage) => [usage.node, usage.path]));

  // Validation, one rule at a time so that each message is translated with its own rule's patterns.
  for (const rule of specifiedRules) {
    const ruleName = RULE_NAMES.get(rule) ?? rule.name;
    for (const error of validate(schema, document, [rule])) {
      const node = error.nodes?.[0];
      const path = node === undefined ? undefined : pathOfNode.get(node);
      const href = path === undefined ? undefined : hrefOf(path);
      findings.push({
        kind: 'validacao',
        severity: SEVERITY_OF.validacao,
        message: translateValidation(ruleName, error.message) ?? error.message,
        location: locationOf(node, fallbackFile),
        rule: ruleName,
        ...(path === undefined ? {} : {member: path}),
        ...(href === undefined ? {} : {href}),
      });
    }
  }

  for (const usage of usages) {
    if (!usage.known) continue;
    const href = hrefOf(usage.path);
    const common = {location: locationOf(usage.node, fallbackFile), member: usage.path, ...(href ? {href} : {})};
    if (usage.deprecationReason !== undefined) {
      const {text, ending} = describe(usage.path, schema);
      const date = timeline?.deprecatedIn[usage.path];
      const replacement = replacementOf(usage.path, usage.deprecationReason, schema);
      const since = date === undefined ? '' : ` desde a versão de ${longDate(date)}`;
      const instead = replacement === undefined ? '' : ` Use ${code(replacement.member.split('.').at(-1) ?? '')}.`;
      findings.push({
        kind: 'obsoleto',
        severity: SEVERITY_OF.obsoleto,
        message: `${capitalize(text)} está obsolet${ending}${since}.${instead} Motivo: ${usage.deprecationReason}`,
        ...common,
        ...(replacement
          ? {replacement: {member: replacement.member, ...(replacement.href ? {href: link(replacement.href)} : {})}}
          : {}),
        ...(date === undefined ? {} : {deprecatedIn: date}),
      });
    }
    if (
      timeline !== undefined &&
      sinceIndex !== undefined &&
      !existsIn(timeline, usage.path, sinceIndex) &&
      !insideOfAbsent(timeline, usage.path, sinceIndex)
    ) {
      const {text} = describe(usage.path, schema);
      const version = timeline.versions[sinceIndex] ?? '';
      const later = timeline.partial[usage.path]?.find((index) => index > sinceIndex);
      const arrived = later === undefined ? '' : `: surgiu na versão de ${longDate(timeline.versions[later] ?? '')}`;
      findings.push({
        kind: 'ausente-na-versao',
        severity: SEVERITY_OF['ausente-na-versao'],
        message: `${capitalize(text)} não existia na versão de ${longDate(version)}${arrived}.`,
        ...common,
      });
    }
  }

  // Size of each operation, fragments expanded.
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const measure = sizer(fragments);
  const limitsHref = link(LIMITS_ROUTE);
  const operations: OperationSize[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const size = measure(definition.selectionSet);
    const name = operationName(definition);
    const location = locationOf(definition.name ?? definition, fallbackFile);
    operations.push({name, location, depth: size.depth, breadth: size.breadth});
    if (size.depth > limits.depth) {
      const deepest = size.deepest;
      findings.push({
        kind: 'profundidade',
        severity: SEVERITY_OF.profundidade,
        message: `A operação ${code(name)} aninha campos em ${size.depth} níveis; o limite é ${limits.depth}.${
          deepest ? ` O campo mais profundo é ${code(deepest.name.value)}.` : ''
        }`,
        location: deepest ? locationOf(deepest, fallbackFile) : location,
        ...(limitsHref ? {href: limitsHref} : {}),
      });
    }
    if (size.breadth > limits.breadth) {
      findings.push({
        kind: 'largura',
        severity: SEVERITY_OF.largura,
        message: `A operação ${code(name)} seleciona ${size.breadth} campos; o limite é ${limits.breadth}.`,
        location,
        ...(limitsHref ? {href: limitsHref} : {}),
      });
    }
  }

  const fileOrder = new Map(documents.map((file, index) => [file.name, index]));
  findings.sort(
    (a, b) =>
      (fileOrder.get(a.location.file) ?? 0) - (fileOrder.get(b.location.file) ?? 0) ||
      a.location.line - b.location.line ||
      a.location.column - b.location.column,
  );
  return {
    files: documents.map((file) => file.name),
    findings,
    operations,
    limits,
    ...(sinceIndex === undefined || options.since === undefined
      ? {}
      : {since: {date: options.since, version: timeline?.versions[sinceIndex] ?? ''}}),
  };
}
