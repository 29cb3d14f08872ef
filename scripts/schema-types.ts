/**
 * schema:types — writes the TypeScript types of the schema snapshot to SCHEMA_TYPES_PATH
 * (src/types/generated/schema.ts, outside git) with GraphQL Code Generator's typescript plugin.
 *
 *   npm run schema:types
 *
 * Why: the example world (src/data/world/) is typed with these types, so a field renamed or
 * removed in schema/schema.graphql, or an enum value the world uses and the schema drops, is a
 * tsc error in the world's file, not a heuristic in a test. The file is derived from the snapshot
 * and never committed (one fact in one place): `npm ci` (postinstall), `npm run typecheck` and
 * `npm run lint` write it first. It is rewritten only when the snapshot, the options or the
 * generator changed (the header keeps their digest), so the usual run costs a file read.
 *
 * The generator is called through @graphql-codegen/core, the engine the codegen CLI runs, with
 * the options below: the CLI would add about a hundred packages (loaders, prompts, watch mode,
 * the client preset) and a second config file for a single schema-to-file step.
 */
import {createHash} from 'node:crypto';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {parse} from 'graphql';

import {runIfEntryPoint} from './lib/cli';
import {REPO_ROOT} from '../src/lib/repo-root';
import {SNAPSHOT_PATH, SnapshotError, parseSnapshot} from '../src/lib/schema-snapshot';

/** Where the types go; tsconfig includes it, git and ESLint ignore it. */
export const SCHEMA_TYPES_PATH = path.join(REPO_ROOT, 'src', 'types', 'generated', 'schema.ts');

/**
 * The typescript plugin's options. Records of the world state every field they hold, null
 * included, so nullable output fields are `Maybe<T>` without `?` (avoidOptionals.field); enums
 * are unions of their values, so a value the schema lacks is a type error; fields are readonly
 * like the world's data; each object type keeps its optional `__typename`, which ties a world
 * type to the name it is filed under (src/data/world/index.ts). strictScalars makes a new custom scalar a generation error until it is
 * mapped here to what the API sends in JSON.
 */
export const CODEGEN_CONFIG = {
  enumsAsTypes: true,
  immutableTypes: true,
  avoidOptionals: {field: true, inputValue: false, object: false, defaultValue: false},
  strictScalars: true,
  scalars: {
    Byte: 'number',
    DateTime: 'string',
    Decimal: 'number',
    Long: 'number',
    TimeSpan: 'string',
    UUID: 'string',
  },
} as const;

const HEADER_PREFIX = '// schema:types';

async function generatorVersion(): Promise<string> {
  const file = path.join(REPO_ROOT, 'node_modules', '@graphql-codegen', 'typescript', 'package.json');
  const {version} = JSON.parse(await readFile(file, 'utf8')) as {version: string};
  return version;
}

/** The first line of the generated file: what it was made from, to tell when it is stale. */
function header(sdl: string, version: string): string {
  const digest = createHash('sha256')
    .update(JSON.stringify(CODEGEN_CONFIG))
    .update(version)
    .update(sdl)
    .digest('hex')
    .slice(0, 16);
  return `${HEADER_PREFIX} ${digest} — gerado de schema/schema.graphql por npm run schema:types; não edite.`;
}

/** The TypeScript source of the types of an SDL text (validated like every read of the snapshot). */
export async function generateSchemaTypes(sdl: string, file = SNAPSHOT_PATH): Promise<string> {
  // Validated like every read of the snapshot (errors with file:line); the generator builds its
  // own schema from the document, with the graphql module it loads.
  parseSnapshot(sdl, file);
  // Loaded here, not at the top: the usual run finds the file current and never needs them.
  const [{codegen}, typescriptPlugin] = await Promise.all([
    import('@graphql-codegen/core'),
    import('@graphql-codegen/typescript'),
  ]);
  const body = await codegen({
    schema: parse(sdl),
    filename: SCHEMA_TYPES_PATH,
    documents: [],
    plugins: [{typescript: {}}],
    pluginMap: {typescript: typescriptPlugin},
    config: CODEGEN_CONFIG,
  });
  return `${header(sdl, await generatorVersion())}\n/* eslint-disable */\n${body}`;
}

/** Returns the exit code: 0 written or already current, 1 invalid snapshot. */
export async function main(): Promise<number> {
  const sdl = await readFile(SNAPSHOT_PATH, 'utf8');
  const wanted = header(sdl, await generatorVersion());
  const current = await readFile(SCHEMA_TYPES_PATH, 'utf8').catch(() => '');
  if (current.startsWith(`${wanted}\n`)) return 0;
  let source: string;
  try {
    source = await generateSchemaTypes(sdl);
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    process.stderr.write(`schema:types: ${error.message}\n`);
    return 1;
  }
  await mkdir(path.dirname(SCHEMA_TYPES_PATH), {recursive: true});
  await writeFile(SCHEMA_TYPES_PATH, source);
  process.stdout.write(`schema:types: ${path.relative(REPO_ROOT, SCHEMA_TYPES_PATH)} gerado do schema.\n`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'schema:types', () => main());
