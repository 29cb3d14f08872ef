/**
 * Reads facts/observed.graphql (see facts/README.md) and compares one observed definition with a
 * schema: the type exists with the same kind, each observed field and argument exists with the same
 * type string, observed enum values exist, observed deprecations are deprecated. Extra fields in the
 * schema are fine (the archived pages are older than the API).
 */
import {readFileSync} from 'node:fs';

import {
  Kind,
  Source,
  getLocation,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  print,
  type ASTNode,
  type ConstDirectiveNode,
  type DefinitionNode,
  type FieldDefinitionNode,
  type GraphQLArgument,
  type GraphQLNamedType,
  type GraphQLSchema,
  type InputValueDefinitionNode,
  type TypeNode,
} from 'graphql';
import {repoPath} from './paths';

const FACTS = repoPath('tests/content/schema/facts/observed.graphql');
const source = new Source(readFileSync(FACTS, 'utf8'), 'facts/observed.graphql');
const document = parse(source);

/** Placeholder type of the facts file: the name was seen, the type was not. */
const UNOBSERVED = 'Unobserved';

export type FactDefinition = Extract<
  DefinitionNode,
  {
    kind:
      | Kind.OBJECT_TYPE_DEFINITION
      | Kind.INPUT_OBJECT_TYPE_DEFINITION
      | Kind.ENUM_TYPE_DEFINITION
      | Kind.SCALAR_TYPE_DEFINITION;
  }
>;

export const KINDS: Record<FactDefinition['kind'], {label: string; test: (type: GraphQLNamedType) => boolean}> = {
  [Kind.OBJECT_TYPE_DEFINITION]: {label: 'type', test: isObjectType},
  [Kind.INPUT_OBJECT_TYPE_DEFINITION]: {label: 'input', test: isInputObjectType},
  [Kind.ENUM_TYPE_DEFINITION]: {label: 'enum', test: isEnumType},
  [Kind.SCALAR_TYPE_DEFINITION]: {label: 'scalar', test: isScalarType},
};

/** The observed definitions, without the file's own placeholder scalar. */
export const facts: readonly FactDefinition[] = document.definitions
  .filter((definition): definition is FactDefinition => definition.kind in KINDS && 'name' in definition)
  .filter((definition) => definition.name.value !== UNOBSERVED);

function where(node: ASTNode): string {
  if (!node.loc) return '';
  const {line} = getLocation(node.loc.source, node.loc.start);
  return ` [${node.loc.source.name}:${line}]`;
}

function kindLabel(type: GraphQLNamedType): string {
  const match = Object.values(KINDS).find((kind) => kind.test(type));
  return match ? match.label : isInterfaceType(type) ? 'interface' : isUnionType(type) ? 'union' : 'outro tipo';
}

function namedTypeOf(node: TypeNode): string {
  return node.kind === Kind.NAMED_TYPE ? node.name.value : namedTypeOf(node.type);
}

function hasDirective(directives: readonly ConstDirectiveNode[] | undefined, name: string): boolean {
  return (directives ?? []).some((directive) => directive.name.value === name);
}

/**
 * The snapshot side of a comparison, as strings: "[LogHistory!]!" and its named type "LogHistory".
 * (Strings, not GraphQLType objects: typescript-eslint 8.73's no-unsafe-class-instance-assignment
 * overflows its stack comparing graphql's recursive type unions passed to a wider parameter.)
 */
interface ActualType {
  full: string;
  named: string;
}

/** Compares one observed type reference with the snapshot's; returns a problem or undefined. */
function compareType(subject: string, observed: TypeNode, actual: ActualType, namedOnly: boolean): string | undefined {
  if (namedTypeOf(observed) === UNOBSERVED) return undefined;
  if (namedOnly) {
    const expected = namedTypeOf(observed);
    return expected === actual.named
      ? undefined
      : `${subject}: tipo ${actual.named} no snapshot, observado ${expected} (só o nome foi visto)`;
  }
  const expected = print(observed);
  return expected === actual.full ? undefined : `${subject}: tipo ${actual.full} no snapshot, observado ${expected}`;
}

function checkArguments(
  owner: string,
  nodes: readonly InputValueDefinitionNode[] | undefined,
  args: readonly GraphQLArgument[],
): string[] {
  return (nodes ?? []).flatMap((node) => {
    const subject = `${owner}(${node.name.value}:)`;
    const arg = args.find((candidate) => candidate.name === node.name.value);
    if (!arg) return [`${subject}: argumento ausente no snapshot (observado ${print(node.type)})${where(node)}`];
    const problem = compareType(
      `argumento ${subject}`,
      node.type,
      {full: String(arg.type), named: getNamedType(arg.type).name},
      false,
    );
    return problem ? [`${problem}${where(node)}`] : [];
  });
}

interface ActualField {
  type: ActualType;
  deprecationReason: string | null | undefined;
  args: readonly GraphQLArgument[];
}

/** Output and input fields read separately: each branch gets graphql's precise overloads. */
function actualField(type: GraphQLNamedType, name: string): ActualField | undefined {
  if (isObjectType(type)) {
    const field = type.getFields()[name];
    if (!field) return undefined;
    const actual = {full: String(field.type), named: getNamedType(field.type).name};
    return {type: actual, deprecationReason: field.deprecationReason, args: field.args};
  }
  if (isInputObjectType(type)) {
    const field = type.getFields()[name];
    if (!field) return undefined;
    const actual = {full: String(field.type), named: getNamedType(field.type).name};
    return {type: actual, deprecationReason: field.deprecationReason, args: []};
  }
  return undefined;
}

function checkField(
  typeName: string,
  node: FieldDefinitionNode | InputValueDefinitionNode,
  type: GraphQLNamedType,
): string[] {
  const subject = `${typeName}.${node.name.value}`;
  const field = actualField(type, node.name.value);
  if (!field) return [`${subject}: campo ausente no snapshot (observado ${print(node.type)})${where(node)}`];
  const problems: string[] = [];
  const namedOnly = hasDirective(node.directives, 'namedTypeOnly');
  const typeProblem = compareType(`campo ${subject}`, node.type, field.type, namedOnly);
  if (typeProblem) problems.push(`${typeProblem}${where(node)}`);
  if (hasDirective(node.directives, 'deprecated') && !field.deprecationReason) {
    problems.push(`${subject}: observado como @deprecated, mas não está depreciado no snapshot${where(node)}`);
  }
  if (node.kind === Kind.FIELD_DEFINITION) problems.push(...checkArguments(subject, node.arguments, field.args));
  return problems;
}

/** Problems (empty when the fact holds), each naming the type/field, what differs and the fact's line. */
export function checkFact(schema: GraphQLSchema, definition: FactDefinition): string[] {
  const name = definition.name.value;
  const {label, test} = KINDS[definition.kind];
  const type = schema.getType(name);
  if (!type) return [`${label} ${name}: ausente no snapshot${where(definition)}`];
  if (!test(type))
    return [`${name}: observado como ${label}, mas no snapshot é ${kindLabel(type)}${where(definition)}`];
  if (definition.kind === Kind.ENUM_TYPE_DEFINITION) {
    const values = isEnumType(type) ? type.getValues().map((value) => value.name) : [];
    return (definition.values ?? [])
      .filter((value) => !values.includes(value.name.value))
      .map((value) => `${name}.${value.name.value}: valor de enum ausente no snapshot${where(value)}`);
  }
  if (definition.kind === Kind.SCALAR_TYPE_DEFINITION) return [];
  const fields: ReadonlyArray<FieldDefinitionNode | InputValueDefinitionNode> = definition.fields ?? [];
  return fields.flatMap((field) => checkField(name, field, type));
}
