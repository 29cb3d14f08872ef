/**
 * One GraphQL request against the simulator: parsed and validated against the schema, run with
 * the store's resolvers for what the store holds (the money path) and the simulated answers of
 * src/lib/simulated-api.ts for the rest. Every root field but `token` needs a valid token.
 */
import {
  GraphQLError,
  OperationTypeNode,
  execute,
  parse,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

import {selectedOperation} from '../operation-name';

import {simulatedResolvers, type SimulatedRequest} from '../simulated-api';
import {notAuthenticated, type Session, type Tokens} from './auth';
import {computedBillingField} from './billing-values';
import {dateInZone} from './clock';
import type {Engine} from './engine';
import {inPortuguese} from './messages';
import {related} from './relations';
import type {RootResolver} from './resolvers/types';
import type {Rec} from './store';

/** Root fields anyone may call: the ones that give a token. */
const PUBLIC = new Set(['token']);

interface Prepared {
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode | undefined;
}

function prepare(schema: GraphQLSchema, request: SimulatedRequest): Prepared | ExecutionResult {
  let document: DocumentNode;
  try {
    document = parse(request.query);
  } catch (error) {
    return {errors: [inPortuguese(error instanceof GraphQLError ? error : new GraphQLError(String(error)))]};
  }
  const errors = validate(schema, document);
  if (errors.length > 0) return {errors: errors.map(inPortuguese)};
  return {document, operation: selectedOperation(document, request.operationName)};
}

export interface Runner {
  readonly schema: GraphQLSchema;
  readonly engine: Engine;
  readonly tokens: Tokens;
  readonly roots: Readonly<Record<string, RootResolver>>;
}

function fieldResolverFor(
  runner: Runner,
  session: Session | undefined,
  isMutation: boolean,
): GraphQLFieldResolver<unknown, unknown, Record<string, unknown>> {
  const fallback = simulatedResolvers(runner.schema, isMutation).fieldResolver;
  const rootTypes = new Set([
    runner.schema.getQueryType()?.name,
    runner.schema.getMutationType()?.name,
    runner.schema.getSubscriptionType()?.name,
  ]);
  return (source, args, context, info) => {
    if (!rootTypes.has(info.parentType.name)) {
      const parent = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
      const today = dateInZone(runner.engine.clock.now().getTime());
      const computed = computedBillingField(info.parentType.name, parent, info.fieldName, today);
      if (computed !== undefined) return computed;
      if (Object.hasOwn(parent, info.fieldName)) return parent[info.fieldName];
      const linked = related(runner.engine.store, parent, info);
      return linked !== undefined ? linked : fallback(source, args, context, info);
    }
    if (info.fieldName === 'token')
      return runner.tokens.issue(runner.engine, (args.data ?? {}) as Record<string, unknown>);
    if (!PUBLIC.has(info.fieldName) && session === undefined) throw notAuthenticated();
    const own = runner.roots[info.fieldName];
    if (own !== undefined && session !== undefined) return own(args, runner.engine, session, info);
    return fallback(source, args, context, info);
  };
}

export async function run(
  runner: Runner,
  request: SimulatedRequest,
  token: string | undefined,
): Promise<ExecutionResult> {
  const prepared = prepare(runner.schema, request);
  if (!('document' in prepared)) return prepared;
  const session = runner.tokens.session(token, runner.engine.clock.now().getTime());
  const isMutation = prepared.operation?.operation === OperationTypeNode.MUTATION;
  runner.engine.correlationId = runner.engine.store.nextUuid('operacao');
  // The request sees its token's environment only; without a token, the production's.
  runner.engine.store.scope = session?.environment ?? 'PRODUCTION';
  try {
    const result = await execute({
      schema: runner.schema,
      document: prepared.document,
      rootValue: {},
      variableValues: request.variables ?? undefined,
      operationName: request.operationName ?? undefined,
      fieldResolver: fieldResolverFor(runner, session, isMutation),
      typeResolver: simulatedResolvers(runner.schema, isMutation).typeResolver,
    });
    return result.errors === undefined ? result : {...result, errors: result.errors.map(inPortuguese)};
  } finally {
    runner.engine.correlationId = null;
    runner.engine.store.scope = undefined;
  }
}

export async function runSubscription(
  runner: Runner,
  request: SimulatedRequest,
  token: string | undefined,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const prepared = prepare(runner.schema, request);
  if (!('document' in prepared)) return prepared;
  const session = runner.tokens.session(token, runner.engine.clock.now().getTime());
  if (session === undefined) return {errors: [notAuthenticated()]};
  const resolveField = fieldResolverFor(runner, session, false);
  const subscriptionType = runner.schema.getSubscriptionType()?.name;
  return subscribe({
    schema: runner.schema,
    document: prepared.document,
    rootValue: {},
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
    // Each publication is the record itself: the subscription field gives it, its selection reads it.
    fieldResolver: (source: unknown, args: Record<string, unknown>, context: unknown, info: GraphQLResolveInfo) =>
      info.parentType.name === subscriptionType ? source : resolveField(source, args, context, info),
    typeResolver: simulatedResolvers(runner.schema, false).typeResolver,
    subscribeFieldResolver: (_source, args: Record<string, unknown>, _context, info) =>
      listen(runner, session, info.fieldName, args),
  });
}

/** The simulator's publications of one subscription field, for this session, from now on. */
function listen(
  runner: Runner,
  session: Session,
  field: string,
  args: Record<string, unknown>,
): AsyncIterableIterator<Rec> {
  const publications = runner.engine.publications;
  if (field === 'onScheduleTask') {
    const taskId = args.scheduledTaskId;
    return publications.listen(
      'onScheduleTask',
      (task) =>
        (taskId === undefined || taskId === null || task.id === taskId) &&
        (session.companyId === undefined || task.companyId === session.companyId),
    );
  }
  if (field === 'onAuthenticationChanged')
    return publications.listen('onAuthenticationChanged', (log) => log.userId === session.userId);
  throw new GraphQLError(`O simulador não publica a subscription ${field}.`);
}
