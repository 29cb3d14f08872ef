/**
 * The API simulated in the browser: runs an operation against the schema snapshot and answers with
 * values that look like the platform's. The explorer (src/components/GraphQLExplorer) uses it when
 * the reader has no sandbox, and the browser tests' loopback server answers with it.
 *
 * Where the values come from, in order:
 * 1. the example world (src/data/world/), whose records are keyed by the GraphQL type names:
 *    a `Dependent` is Helena or Theo, a `Billing` one of the family's boletos, with valid CPFs and
 *    CNPJs, the timeline's dates and amounts in reais; the n-th object of a type in one answer is
 *    the n-th record, and an `id` argument picks the record with that id;
 * 2. what the operation sent: a mutation answers with the values of its input (`addDependent`
 *    returns the name and CPF it was given);
 * 3. the reference examples' value generator (src/lib/sample-values.ts), by field name and type,
 *    for everything else, with a value for every custom scalar of the schema.
 * Enums take their values in turn; lists have LIST_LENGTH items; no object field is ever null.
 * Pure and browser-safe.
 */
import {
  GraphQLError,
  OperationTypeNode,
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isObjectType,
  parse,
  validate,
  execute,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLTypeResolver,
} from 'graphql';

import {selectedOperation} from './operation-name';

import {WORLD} from '../data/world';
import {derivedUuid} from './derived-uuid';
import {sampleScalar} from './sample-values';

/** Items in every simulated list: enough to show that it is a list, few enough to read. */
export const LIST_LENGTH = 2;

/** The request as GraphQL over HTTP carries it. */
export interface SimulatedRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | null;
  readonly operationName?: string | null;
}

export const SUBSCRIPTION_NOT_SIMULATED =
  'Subscriptions não rodam no explorador: elas precisam de uma conexão WebSocket com o protocolo graphql-ws. ' +
  'Veja o exemplo em JavaScript na página da subscription, na referência.';

type WorldRecord = Readonly<Record<string, unknown>>;
const WORLD_RECORDS = WORLD as unknown as Readonly<Record<string, readonly WorldRecord[]>>;

/** Simulated objects carry their type, so abstract types resolve, and nothing else hidden. */
const TYPENAME = '__typename';

interface Answer {
  /** Objects of each type made so far in this answer: the next one is the next record. */
  readonly made: Map<string, number>;
}

/** How many values of this kind the answer has made before this one. */
function nextOrdinal(answer: Answer, kind: string): number {
  const ordinal = answer.made.get(kind) ?? 0;
  answer.made.set(kind, ordinal + 1);
  return ordinal;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record's values for the type's leaf fields (nested objects are simulated on their own). */
function leafValues(type: GraphQLObjectType, source: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields = type.getFields();
  return Object.fromEntries(
    Object.entries(source).filter(([name]) => {
      const field = fields[name];
      return field !== undefined && isLeafType(getNamedType(field.type));
    }),
  );
}

/** The record an object of this type gets: the one whose id was asked for, or the next one in turn. */
function recordFor(
  typeName: string,
  ordinal: number,
  parent: Readonly<Record<string, unknown>>,
  fieldName: string,
  args: Readonly<Record<string, unknown>>,
): WorldRecord | undefined {
  const records = WORLD_RECORDS[typeName];
  if (records === undefined || records.length === 0) return undefined;
  const wanted = args.id ?? parent[`${fieldName}Id`];
  return records.find((record) => record.id === wanted) ?? records[ordinal % records.length];
}

/** What the operation sent that names a field of the type: its input object's values, or plain arguments. */
function sentValues(type: GraphQLObjectType, args: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const value of Object.values(args)) if (isPlainObject(value)) Object.assign(sent, value);
  for (const [name, value] of Object.entries(args)) if (!isPlainObject(value)) sent[name] = value;
  return leafValues(type, sent);
}

function simulatedObject(
  type: GraphQLObjectType,
  answer: Answer,
  parent: Readonly<Record<string, unknown>>,
  fieldName: string,
  args: Readonly<Record<string, unknown>>,
  isMutation: boolean,
): Record<string, unknown> {
  const ordinal = nextOrdinal(answer, type.name);
  const record = recordFor(type.name, ordinal, parent, fieldName, args);
  return {
    [TYPENAME]: type.name,
    ...(record === undefined ? {} : leafValues(type, record)),
    ...(isMutation ? sentValues(type, args) : {}),
  };
}

function simulatedValue(
  schema: GraphQLSchema,
  parentType: string,
  type: GraphQLOutputType,
  answer: Answer,
  parent: Readonly<Record<string, unknown>>,
  fieldName: string,
  args: Readonly<Record<string, unknown>>,
  isMutation: boolean,
): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return Array.from({length: LIST_LENGTH}, () =>
      simulatedValue(schema, parentType, nullable.ofType, answer, parent, fieldName, {}, isMutation),
    );
  }
  if (isEnumType(nullable)) {
    const values = nullable.getValues().filter((value) => !value.deprecationReason);
    return values[nextOrdinal(answer, nullable.name) % values.length]?.value;
  }
  if (isLeafType(nullable)) {
    if (fieldName !== 'id' && !fieldName.endsWith('Id')) return sampleScalar(nullable.name, fieldName);
    // Distinct identifiers, so that two items of a list are two records.
    const ordinal = nextOrdinal(answer, `${parentType}.${fieldName}`);
    if (nullable.name === 'UUID') return derivedUuid(`explorador:${parentType}.${fieldName}:${ordinal}`);
    const base = sampleScalar(nullable.name, fieldName);
    return typeof base === 'number' ? base + ordinal : base;
  }
  const concrete = isAbstractType(nullable) ? schema.getPossibleTypes(nullable)[0] : nullable;
  if (concrete === undefined || !isObjectType(concrete)) return {};
  return simulatedObject(concrete, answer, parent, fieldName, args, isMutation);
}

/**
 * The resolvers of one simulated answer: a field the parent object already has keeps its value,
 * any other is simulated. The stateful simulator (src/lib/simulator/) uses them for what its
 * store does not hold, so both modes answer the same way outside the money path.
 */
export function simulatedResolvers(
  schema: GraphQLSchema,
  isMutation: boolean,
): {
  fieldResolver: GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;
  typeResolver: GraphQLTypeResolver<unknown, unknown>;
} {
  const answer: Answer = {made: new Map()};
  const fieldResolver: GraphQLFieldResolver<unknown, unknown, Record<string, unknown>> = (
    source,
    args,
    _context,
    info,
  ) => {
    const parent = isPlainObject(source) ? source : {};
    if (Object.hasOwn(parent, info.fieldName)) return parent[info.fieldName];
    return simulatedValue(
      schema,
      info.parentType.name,
      info.returnType,
      answer,
      parent,
      info.fieldName,
      args,
      isMutation,
    );
  };
  const typeResolver: GraphQLTypeResolver<unknown, unknown> = (value) =>
    isPlainObject(value) && typeof value[TYPENAME] === 'string' ? value[TYPENAME] : undefined;
  return {fieldResolver, typeResolver};
}

/** Runs one request against the schema with simulated values; errors come back as GraphQL errors, never thrown. */
export async function runSimulated(schema: GraphQLSchema, request: SimulatedRequest): Promise<ExecutionResult> {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    return {errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))]};
  }
  const errors = validate(schema, document);
  if (errors.length > 0) return {errors};
  const operation = selectedOperation(document, request.operationName);
  if (operation?.operation === OperationTypeNode.SUBSCRIPTION)
    return {errors: [new GraphQLError(SUBSCRIPTION_NOT_SIMULATED)]};
  const isMutation = operation?.operation === OperationTypeNode.MUTATION;
  const {fieldResolver, typeResolver} = simulatedResolvers(schema, isMutation);
  return execute({
    schema,
    document,
    rootValue: {},
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    fieldResolver,
    typeResolver,
  });
}
