/**
 * The one place that loads, validates, prints and writes the schema snapshot
 * (schema/schema.graphql). The pull and format scripts, the API-reference generator
 * and the guides' components all go through here, so that "the snapshot" means the
 * same text and the same GraphQLSchema everywhere.
 */
import {randomUUID} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {open, rename, rm} from 'node:fs/promises';
import path from 'node:path';
import {REPO_ROOT} from './repo-root';

import {
  GraphQLError,
  GraphQLObjectType,
  Kind,
  Source,
  astFromValue,
  buildASTSchema,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  isIntrospectionType,
  parse,
  parseConstValue,
  parseType,
  print,
  printType,
  validateSchema,
  type ConstDirectiveNode,
  type DirectiveDefinitionNode,
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLNamedType,
  type GraphQLSchema,
  type InputValueDefinitionNode,
} from 'graphql';
// validateSDL is not re-exported from the package root, but it is the only way to get
// SDL errors (unknown types, duplicates...) with their locations: buildASTSchema's own
// check joins the messages into a plain Error and drops line and column.
import {validateSDL} from 'graphql/validation/validate';

/** Absolute path of the committed snapshot. */
export const SNAPSHOT_PATH = path.join(REPO_ROOT, 'schema', 'schema.graphql');

/** One problem found in an SDL file; line and column are 1-based, as editors show them. */
export interface SnapshotProblem {
  file: string;
  line?: number;
  column?: number;
  message: string;
}

/** Thrown by loadSnapshot/parseSnapshot; the message lists every problem as file:line:column. */
export class SnapshotError extends Error {
  readonly problems: readonly SnapshotProblem[];

  constructor(file: string, problems: readonly SnapshotProblem[]) {
    const lines = problems.map((p) =>
      p.line === undefined ? `  ${p.file}: ${p.message}` : `  ${p.file}:${p.line}:${p.column ?? 1}: ${p.message}`,
    );
    super(`Schema inválido em ${file}:\n${lines.join('\n')}`);
    this.name = 'SnapshotError';
    this.problems = problems;
  }
}

function problemsOf(file: string, errors: readonly GraphQLError[]): SnapshotProblem[] {
  return errors.flatMap((error) => {
    const locations = error.locations ?? [];
    const [first] = locations;
    if (first === undefined) return [{file, message: error.message}];
    // A validation error may point at several nodes (e.g. both duplicate definitions): keep the first
    // as the position and name the others in the text, so one line per problem stays greppable.
    const others = locations.slice(1).map((l) => `${l.line}:${l.column}`);
    const message = others.length > 0 ? `${error.message} (ver também ${others.join(', ')})` : error.message;
    return [{file, line: first.line, column: first.column, message}];
  });
}

/**
 * Builds and validates a schema from SDL text. `file` is only used in messages (and as the
 * GraphQL Source name, which is what makes error locations point into it).
 */
export function parseSnapshot(sdl: string, file: string): GraphQLSchema {
  const source = new Source(sdl, file);
  let document;
  try {
    document = parse(source);
  } catch (error) {
    if (error instanceof GraphQLError) throw new SnapshotError(file, problemsOf(file, [error]));
    throw error;
  }
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0) throw new SnapshotError(file, problemsOf(file, sdlErrors));
  let schema: GraphQLSchema;
  try {
    schema = buildASTSchema(document, {assumeValidSDL: true});
  } catch (error) {
    throw new SnapshotError(file, [{file, message: error instanceof Error ? error.message : String(error)}]);
  }
  const schemaErrors = validateSchema(schema);
  if (schemaErrors.length > 0) throw new SnapshotError(file, problemsOf(file, schemaErrors));
  return schema;
}

/** Reads, parses and validates the snapshot (default: SNAPSHOT_PATH). */
export function loadSnapshot(file: string = SNAPSHOT_PATH): GraphQLSchema {
  let sdl: string;
  try {
    sdl = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SnapshotError(file, [{file, message: `não foi possível ler o arquivo (${reason})`}]);
  }
  return parseSnapshot(sdl, file);
}

// Plain code-unit order, not localeCompare: the print must not depend on the machine's locale.
function byName<T extends {name: string}>(a: T, b: T): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** A copy of a root type whose fields are sorted by name (operations have no meaningful order). */
function withSortedFields(type: GraphQLObjectType): GraphQLObjectType {
  const config = type.toConfig();
  const fields = Object.fromEntries(Object.entries(config.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return new GraphQLObjectType({...config, fields});
}

function printSchemaDefinition(schema: GraphQLSchema): string | undefined {
  const roots: Array<[string, GraphQLObjectType | null | undefined, string]> = [
    ['query', schema.getQueryType(), 'Query'],
    ['mutation', schema.getMutationType(), 'Mutation'],
    ['subscription', schema.getSubscriptionType(), 'Subscription'],
  ];
  const conventional = roots.every(([, type, name]) => !type || type.name === name);
  // Same rule as graphql's printSchema: the schema block is implied when roots have the usual names.
  if (conventional && !schema.description) return undefined;
  const ops = roots.flatMap(([op, type]) => (type ? [`  ${op}: ${type.name}`] : []));
  const description = schema.description
    ? `${print({kind: Kind.STRING, value: schema.description, block: true})}\n`
    : '';
  return `${description}schema {\n${ops.join('\n')}\n}`;
}

function deprecatedDirective(reason: string | null | undefined): ConstDirectiveNode[] {
  if (reason === null || reason === undefined) return [];
  return [
    {
      kind: Kind.DIRECTIVE,
      name: {kind: Kind.NAME, value: 'deprecated'},
      arguments: [
        {kind: Kind.ARGUMENT, name: {kind: Kind.NAME, value: 'reason'}, value: {kind: Kind.STRING, value: reason}},
      ],
    },
  ];
}

function argumentNode(arg: GraphQLArgument): InputValueDefinitionNode {
  const valueNode = arg.defaultValue === undefined ? undefined : astFromValue(arg.defaultValue, arg.type);
  // astFromValue is typed as any ValueNode (variables included); re-parsing yields the const node type.
  const defaultValue = valueNode ? parseConstValue(print(valueNode)) : undefined;
  return {
    kind: Kind.INPUT_VALUE_DEFINITION,
    description: arg.description ? {kind: Kind.STRING, value: arg.description, block: true} : undefined,
    name: {kind: Kind.NAME, value: arg.name},
    type: parseType(String(arg.type)),
    defaultValue,
    directives: deprecatedDirective(arg.deprecationReason),
  };
}

/**
 * graphql exports printType but not printDirective; a custom directive is printed through its
 * AST instead, which gives valid, re-parseable SDL with the same description style.
 */
function printDirectiveDefinition(directive: GraphQLDirective): string {
  const node: DirectiveDefinitionNode = {
    kind: Kind.DIRECTIVE_DEFINITION,
    description: directive.description ? {kind: Kind.STRING, value: directive.description, block: true} : undefined,
    name: {kind: Kind.NAME, value: directive.name},
    arguments: directive.args.map(argumentNode),
    repeatable: directive.isRepeatable,
    locations: directive.locations.map((value) => ({kind: Kind.NAME, value})),
  };
  return print(node);
}

/**
 * Stable SDL print of a schema: root types first (Query, Mutation, Subscription) with their
 * fields sorted by name, then every other named type sorted by name with its declared field
 * order, then custom directives sorted by name. Built-in scalars, built-in directives and
 * introspection types are omitted; descriptions and deprecations are kept. The same schema
 * always prints to the same bytes, whatever order the server (or the SDL) listed things in,
 * so a pull only shows real changes in a diff.
 */
export function printSnapshot(schema: GraphQLSchema): string {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (type): type is GraphQLObjectType => Boolean(type),
  );
  const rootNames = new Set(roots.map((type) => type.name));
  const others = Object.values(schema.getTypeMap())
    .filter((type: GraphQLNamedType) => !rootNames.has(type.name))
    .filter((type) => !isSpecifiedScalarType(type) && !isIntrospectionType(type))
    .sort(byName);
  const directives = schema
    .getDirectives()
    .filter((directive) => !isSpecifiedDirective(directive))
    .slice()
    .sort(byName);
  const blocks = [
    printSchemaDefinition(schema),
    ...roots.map((type) => printType(withSortedFields(type))),
    ...others.map((type) => printType(type)),
    ...directives.map(printDirectiveDefinition),
  ].filter((block): block is string => block !== undefined);
  return `${blocks.join('\n\n')}\n`;
}

/**
 * Replaces `file` atomically: the text goes to a temporary file in the same directory (same
 * file system, so rename is atomic), is fsynced, then renamed over the target. Readers see the
 * old bytes or the new bytes, never a half-written file; on any failure the temp file is removed.
 */
export async function writeSnapshotAtomic(file: string, text: string): Promise<void> {
  const dir = path.dirname(file);
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, {force: true});
    throw error;
  }
  // Persist the rename itself; not every platform can open a directory, and the data is safe anyway.
  try {
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    // best effort
  }
}
