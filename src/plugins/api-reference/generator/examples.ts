/**
 * Ready-to-copy examples for the operation pages of the reference, built from the schema:
 * a named GraphQL operation with variables for its required arguments (and skip/take on
 * paginated lists), a selection of the return type's fields, plausible variable values (the
 * world's records where the operation acts on one: example-records.ts), and the same request in
 * every language of src/lib/languages, or, for subscriptions, a graphql-ws client. Everything
 * here is pure: schema in, strings out.
 */
import type {OperationKind} from '../../../lib/reference-layout';
import {EXAMPLE_TABS_GROUP} from '../../../data/example-tabs';
import {
  GraphQLSchema,
  Kind,
  OperationTypeNode,
  getNamedType,
  isEnumType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  parseType,
  print,
  type ArgumentNode,
  type FieldNode,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type VariableDefinitionNode,
} from 'graphql';

import {OPERATION_MAX_BREADTH} from '../../../data/platform-facts';
import {sampleScalar} from '../../../lib/sample-values';
import {EXPLORER_LINK_LABEL, explorerHref} from '../../../lib/explorer-link';
import {exampleTabs, type ExampleTab} from '../../../lib/languages';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../../../lib/languages/common';
import {jsLiteral} from '../../../lib/languages/javascript';
import {recordValues} from './example-records';

/** Arguments of a paginated list: always shown as variables so the reader sees how to page. */
const PAGING_ARGUMENTS = new Set(['skip', 'take']);

/** Nesting depth past which list-typed input fields get an empty list (cyclic inputs). */
const MAX_INPUT_DEPTH = 4;

/**
 * Optional input fields worth showing next to the required ones (at most two per input, in
 * this order): the school, the person's document, the amount and due date of a charge...
 */
const IMPORTANT_OPTIONAL_FIELDS = ['companyId', 'cpf', 'cnpj', 'email', 'value', 'dueDate', 'financialOwnerId'];
const MAX_IMPORTANT_OPTIONAL_FIELDS = 2;

/**
 * Scalar fields selected in an object nested one level down: its identifiers and name first,
 * so the example stays readable (the top level gets all of its scalar fields).
 */
const MAX_NESTED_LEAF_FIELDS = 6;
const NESTED_FIELD_PRIORITY = ['id', 'refId', 'name'];

export type {OperationKind} from '../../../lib/reference-layout';

export interface OperationExample {
  readonly kind: OperationKind;
  /** Field of the root type (e.g. addDependent). */
  readonly fieldName: string;
  /** Name of the operation in the document (e.g. AddDependent). */
  readonly operationName: string;
  /** The GraphQL document (one named operation). */
  readonly document: string;
  /** Values of the document's variables. */
  readonly variables: Readonly<Record<string, unknown>>;
  /** `variables` as pretty JSON. */
  readonly variablesJson: string;
  /** The operation, its variables and the request in every language (queries and mutations). */
  readonly tabs?: readonly ExampleTab[];
  /** JavaScript with the graphql-ws client (subscriptions). */
  readonly websocket?: string;
}

function rootType(schema: GraphQLSchema, kind: OperationKind): GraphQLObjectType | null | undefined {
  if (kind === 'query') return schema.getQueryType();
  if (kind === 'mutation') return schema.getMutationType();
  return schema.getSubscriptionType();
}

const OPERATION_NODE: Record<OperationKind, OperationTypeNode> = {
  query: OperationTypeNode.QUERY,
  mutation: OperationTypeNode.MUTATION,
  subscription: OperationTypeNode.SUBSCRIPTION,
};

/** addDependent → AddDependent. */
export function operationNameOf(fieldName: string): string {
  return fieldName.charAt(0).toUpperCase() + fieldName.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Variable values
// ---------------------------------------------------------------------------------------------

/**
 * A value for an input type: scalars from the field name, the first value of an enum, one
 * element in a list, and for an input object its required fields (recursively) plus up to two
 * important optional ones (IMPORTANT_OPTIONAL_FIELDS); when that leaves nothing, its first two
 * simple fields, so the example is not `{}`.
 */
export function sampleValue(type: GraphQLInputType, name: string, depth = 0): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name, depth);
  if (isListType(type)) {
    if (depth >= MAX_INPUT_DEPTH) return [];
    return [sampleValue(type.ofType, name, depth + 1)];
  }
  if (isEnumType(type)) {
    const values = type.getValues();
    const value = values.find((candidate) => !candidate.deprecationReason) ?? values[0];
    return value?.name ?? null;
  }
  if (isScalarType(type)) return sampleScalar(type.name, name);
  const fields = Object.values(type.getFields()).filter((field) => !field.deprecationReason);
  const important = IMPORTANT_OPTIONAL_FIELDS.flatMap((fieldName) =>
    fields.filter((field) => field.name === fieldName && !isRequiredInputField(field)),
  ).slice(0, MAX_IMPORTANT_OPTIONAL_FIELDS);
  let chosen = fields.filter((field) => isRequiredInputField(field) || important.includes(field));
  if (chosen.length === 0) {
    chosen = fields.filter((field) => isLeafType(getNamedType(field.type))).slice(0, 2);
  }
  return Object.fromEntries(chosen.map((field) => [field.name, sampleValue(field.type, field.name, depth + 1)]));
}

/**
 * The generic value of an argument with the world's record put in (example-records.ts): a scalar
 * is replaced; an input object keeps its generic fields and takes the record's, and a record named
 * by one identifier (`id` or `refId`) drops the generic other one, so the two never disagree.
 */
function withRecord(generic: unknown, record: unknown): unknown {
  if (record === undefined) return generic;
  if (!isPlainObject(generic) || !isPlainObject(record)) return record;
  // The record's fields the generic value does not have go first, where a reader looks for an identifier.
  const added = Object.entries(record).filter(([field]) => !(field in generic));
  const replaced = (field: string): boolean =>
    (field === 'refId' && 'id' in record && !('refId' in record)) ||
    (field === 'id' && 'refId' in record && !('id' in record));
  return Object.fromEntries([
    ...added,
    ...Object.entries(generic)
      .filter(([field]) => !replaced(field))
      .map(([field, value]) => [field, field in record ? record[field] : value] as const),
  ]);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Document
// ---------------------------------------------------------------------------------------------

function name(value: string) {
  return {kind: Kind.NAME, value} as const;
}

function fieldNode(fieldName: string, selectionSet?: SelectionSetNode, args: ArgumentNode[] = []): FieldNode {
  return {kind: Kind.FIELD, name: name(fieldName), arguments: args, selectionSet};
}

function selectionSet(selections: FieldNode[]): SelectionSetNode {
  return {kind: Kind.SELECTION_SET, selections};
}

/** Fields that can go in an example: not deprecated, no required argument. */
function selectableFields(type: GraphQLNamedType): GraphQLField<unknown, unknown>[] {
  if (!isObjectType(type) && !isInterfaceType(type)) return [];
  return Object.values(type.getFields()).filter(
    (field) => !field.deprecationReason && !field.args.some((arg) => isRequiredArgument(arg)),
  );
}

function leafFields(type: GraphQLNamedType): FieldNode[] {
  return selectableFields(type)
    .filter((field) => isLeafType(getNamedType(field.type)))
    .map((field) => fieldNode(field.name));
}

/** The first scalar fields of a nested object, identifiers and name first. */
function nestedLeafFields(type: GraphQLNamedType): FieldNode[] {
  const rank = (field: FieldNode) => {
    const index = NESTED_FIELD_PRIORITY.indexOf(field.name.value);
    return index === -1 ? NESTED_FIELD_PRIORITY.length : index;
  };
  return leafFields(type)
    .map((field, index) => ({field, index}))
    .sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index)
    .slice(0, MAX_NESTED_LEAF_FIELDS)
    .map(({field}) => field);
}

/** `*CollectionSegment`: a page of `items`, its `pageInfo` and the `totalCount`. */
function isCollectionSegment(type: GraphQLNamedType): type is GraphQLObjectType {
  return isObjectType(type) && type.name.endsWith('CollectionSegment') && 'items' in type.getFields();
}

function collectionSelection(type: GraphQLObjectType): SelectionSetNode {
  const fields = type.getFields();
  const selections: FieldNode[] = [];
  const items = fields.items;
  if (items) {
    const itemLeaves = leafFields(getNamedType(items.type));
    selections.push(fieldNode('items', itemLeaves.length > 0 ? selectionSet(itemLeaves) : typename()));
  }
  const pageInfo = fields.pageInfo;
  if (pageInfo) {
    const pageInfoFields = new Set(Object.keys(selectableFieldsMap(getNamedType(pageInfo.type))));
    const wanted = ['hasNextPage', 'hasPreviousPage'].filter((field) => pageInfoFields.has(field));
    if (wanted.length > 0)
      selections.push(fieldNode('pageInfo', selectionSet(wanted.map((field) => fieldNode(field)))));
  }
  if (fields.totalCount) selections.push(fieldNode('totalCount'));
  return selectionSet(selections);
}

function selectableFieldsMap(type: GraphQLNamedType): Record<string, GraphQLField<unknown, unknown>> {
  return Object.fromEntries(selectableFields(type).map((field) => [field.name, field]));
}

function typename(): SelectionSetNode {
  return selectionSet([fieldNode('__typename')]);
}

/**
 * What to ask for: nothing for a scalar or enum; for a collection segment, its page (`items`
 * with their scalar fields, `pageInfo`, `totalCount`); for an object, its scalar fields plus,
 * one level down, the first scalar fields of its object fields (nestedLeafFields).
 */
export function selectionFor(type: GraphQLOutputType): SelectionSetNode | undefined {
  const named = getNamedType(type);
  if (isLeafType(named)) return undefined;
  if (isCollectionSegment(named)) return collectionSelection(named);
  const selections: FieldNode[] = [];
  for (const field of selectableFields(named)) {
    const fieldType = getNamedType(field.type);
    if (isLeafType(fieldType)) {
      selections.push(fieldNode(field.name));
      continue;
    }
    const nested = isCollectionSegment(fieldType) ? [] : nestedLeafFields(fieldType);
    if (nested.length > 0) selections.push(fieldNode(field.name, selectionSet(nested)));
  }
  return selections.length > 0 ? selectionSet(selections) : typename();
}

/** The fields a selection asks for, each nested field counted once, as the platform's breadth limit counts them. */
function fieldCount(selection: SelectionSetNode | undefined): number {
  return (selection?.selections ?? []).reduce(
    (total, node) => total + 1 + (node.kind === Kind.FIELD ? fieldCount(node.selectionSet) : 0),
    0,
  );
}

/**
 * The selection cut to the platform's breadth limit (OPERATION_MAX_BREADTH fields, the root field
 * included), so that the example runs: the nested objects go first, from the last one, and then,
 * if needed, the last scalar fields.
 */
function withinBreadth(selection: SelectionSetNode | undefined): SelectionSetNode | undefined {
  if (selection === undefined) return undefined;
  const kept = [...selection.selections] as FieldNode[];
  const over = (): boolean => 1 + fieldCount({...selection, selections: kept}) > OPERATION_MAX_BREADTH;
  for (let index = kept.length - 1; index >= 0 && over(); index--) {
    if (kept[index]?.selectionSet !== undefined && kept[index]?.name.value !== 'items') kept.splice(index, 1);
  }
  while (over() && kept.length > 1) kept.pop();
  return kept.length === selection.selections.length ? selection : selectionSet(kept);
}

function variableDefinition(arg: GraphQLArgument): VariableDefinitionNode {
  return {
    kind: Kind.VARIABLE_DEFINITION,
    variable: {kind: Kind.VARIABLE, name: name(arg.name)},
    type: parseType(String(arg.type)),
    directives: [],
  };
}

/** Arguments that become variables: the required ones, and skip/take on a paginated list. */
function exampleArguments(field: GraphQLField<unknown, unknown>): GraphQLArgument[] {
  return field.args.filter((arg) => isRequiredArgument(arg) || PAGING_ARGUMENTS.has(arg.name));
}

// ---------------------------------------------------------------------------------------------
// Snippets
// ---------------------------------------------------------------------------------------------

function websocketSnippet(
  document: string,
  variables: Record<string, unknown>,
  operationName: string,
  fieldName: string,
): string {
  return [
    "import {createClient} from 'graphql-ws';",
    '',
    'const client = createClient({',
    '  // O mesmo endereço da API, em WebSocket (wss://).',
    `  url: process.env.${ENDPOINT_VARIABLE}.replace(/^http/, 'ws'),`,
    '  // O token vai na mensagem de abertura da conexão (connection_init).',
    `  connectionParams: {Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\`},`,
    '});',
    '',
    'const query = `',
    document,
    '`;',
    '',
    `const variables = ${jsLiteral(variables)};`,
    '',
    'const unsubscribe = client.subscribe(',
    `  {query, variables, operationName: '${operationName}'},`,
    '  {',
    `    next: ({data}) => console.log(data?.${fieldName}),`,
    '    error: (error) => console.error(error),',
    "    complete: () => console.log('Assinatura encerrada.'),",
    '  },',
    ');',
    '',
    '// Para parar de receber eventos: unsubscribe();',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

/** The example of one operation (a field of the query, mutation or subscription root). */
export function buildOperationExample(schema: GraphQLSchema, kind: OperationKind, fieldName: string): OperationExample {
  const root = rootType(schema, kind);
  const field = root?.getFields()[fieldName];
  if (!root || !field) throw new Error(`O schema não tem a operação ${kind} ${fieldName}.`);
  const operationName = operationNameOf(fieldName);
  const args = exampleArguments(field);
  const operation: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OPERATION_NODE[kind],
    name: name(operationName),
    variableDefinitions: args.map(variableDefinition),
    directives: [],
    selectionSet: selectionSet([
      fieldNode(
        fieldName,
        withinBreadth(selectionFor(field.type)),
        args.map((arg) => ({
          kind: Kind.ARGUMENT,
          name: name(arg.name),
          value: {kind: Kind.VARIABLE, name: name(arg.name)},
        })),
      ),
    ]),
  };
  const document = print(operation);
  const records = recordValues(
    kind,
    fieldName,
    getNamedType(field.type).name,
    args.map((arg) => arg.name),
  );
  const variables = Object.fromEntries(
    args.map((arg) => [arg.name, withRecord(sampleValue(arg.type, arg.name), records[arg.name])]),
  );
  const common = {
    kind,
    fieldName,
    operationName,
    document,
    variables,
    variablesJson: JSON.stringify(variables, null, 2),
  };
  if (kind === 'subscription') {
    return {...common, websocket: websocketSnippet(document, variables, operationName, fieldName)};
  }
  return {...common, tabs: exampleTabs({query: document, variables, operationName, fieldName})};
}

/** Examples of every query, mutation and subscription of the schema. */
export function buildAllExamples(schema: GraphQLSchema): OperationExample[] {
  const kinds: OperationKind[] = ['query', 'mutation', 'subscription'];
  return kinds.flatMap((kind) =>
    Object.keys(rootType(schema, kind)?.getFields() ?? {}).map((fieldName) =>
      buildOperationExample(schema, kind, fieldName),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// MDX
// ---------------------------------------------------------------------------------------------

/** Tab group shared by every example, so the reader's choice (curl, JavaScript...) persists. */

/** The MDX imports the example section needs (placed after the front matter). */
export const EXAMPLE_IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';";

/** A fenced block whose fence is longer than any backtick run inside the code. */
function codeBlock(language: string, code: string): string {
  const longestRun = Math.max(2, ...[...code.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

function tab({value, label, language, title, code}: ExampleTab): string {
  const meta = title === undefined ? language : `${language} title="${title}"`;
  return [`<TabItem value="${value}" label="${label}">`, '', codeBlock(meta, code), '', '</TabItem>'].join('\n');
}

/** The "Exemplo" section of an operation page. */
export function exampleSectionMdx(example: OperationExample): string {
  const environment =
    `Defina as variáveis de ambiente \`${ENDPOINT_VARIABLE}\` (o endereço GraphQL do seu ambiente) e ` +
    `\`${TOKEN_VARIABLE}\` (o token de acesso obtido com a mutation \`token\`).`;
  let intro: string;
  let tabs: string[];
  if (example.websocket !== undefined) {
    intro =
      'Assinaturas usam WebSocket com o protocolo `graphql-ws`, no mesmo endereço da API (`wss://`). ' +
      `Instale o cliente com \`npm install graphql-ws\`. ${environment}`;
    tabs = [
      tab({value: 'graphql', label: 'GraphQL', language: 'graphql', code: example.document}),
      tab({value: 'variaveis', label: 'Variáveis', language: 'json', code: example.variablesJson}),
      tab({value: 'javascript', label: 'JavaScript (graphql-ws)', language: 'js', code: example.websocket}),
    ];
  } else {
    intro =
      'Requisição pronta para rodar, em cada linguagem só com a biblioteca padrão. ' +
      `${environment} Os valores das variáveis são fictícios.`;
    tabs = (example.tabs ?? []).map(tab);
  }
  // A plain <a> (a JSX literal, which MDX does not turn into Docusaurus' Link): Link would prefetch the
  // explorer's route on every operation page.
  const tryIt =
    example.websocket === undefined
      ? [
          `<a href={${JSON.stringify(explorerHref({query: example.document, variables: example.variables, operationName: example.operationName}))}}>${EXPLORER_LINK_LABEL}</a>: ` +
            'a mesma operação no explorador, com dados simulados ou no seu sandbox.',
          '',
        ]
      : [];
  return [
    '## Exemplo \\{#exemplo\\}',
    '',
    intro,
    '',
    `<Tabs groupId="${EXAMPLE_TABS_GROUP}" lazy>`,
    '',
    tabs.join('\n\n'),
    '',
    '</Tabs>',
    '',
    ...tryIt,
  ].join('\n');
}
