/**
 * The patch of @graphql-markdown/graphql in patches/ (applied by patch-package in `postinstall`;
 * its header says what it changes and which upstream issue it waits for): what no hook of
 * graphql-markdown reaches, namely which entries get a page and the speed of the relation
 * sections. An install that skipped the scripts (`npm ci --ignore-scripts`) would generate a
 * reference with other pages and four times slower: the generator checks the patch first.
 */
import {readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {GraphQLSchema} from 'graphql';

import {REPO_ROOT} from '../../../lib/repo-root';

/** The patched package, and the folder patch-package reads. */
export const PATCHED_PACKAGE = '@graphql-markdown/graphql';
export const PATCHES_DIR = path.join(REPO_ROOT, 'patches');

type SchemaMap = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/** What the patched modules export (their own instances, as graphql-markdown requires them). */
export interface PatchedModules {
  readonly version: string;
  readonly getSchemaMap: (schema: GraphQLSchema) => SchemaMap | undefined;
  readonly getRelationOfField: (type: unknown, schemaMap: SchemaMap | undefined) => Record<string, unknown[]>;
  /** The library's own scan, which the patch keeps beside its index. */
  readonly getRelationOfFieldScan?: (type: unknown, schemaMap: SchemaMap | undefined) => Record<string, unknown[]>;
}

/** Resolved from the repository root, like graphql-markdown's own require: the same instances. */
const requireFromRoot = createRequire(path.join(REPO_ROOT, 'package.json'));

export function patchedModules(): PatchedModules {
  const {version} = requireFromRoot(`${PATCHED_PACKAGE}/package.json`) as {version: string};
  const introspection = requireFromRoot(`${PATCHED_PACKAGE}/introspection`) as Pick<PatchedModules, 'getSchemaMap'>;
  const relation = requireFromRoot(`${PATCHED_PACKAGE}/relation`) as Pick<
    PatchedModules,
    'getRelationOfField' | 'getRelationOfFieldScan'
  >;
  return {version, ...introspection, ...relation};
}

/** The version the patch file in patches/ was made for (patch-package names it `<scope>+<name>+<version>.patch`). */
export function patchedVersion(): string {
  const prefix = `${PATCHED_PACKAGE.replace('/', '+')}+`;
  const file = readdirSync(PATCHES_DIR).find((name) => name.startsWith(prefix) && name.endsWith('.patch'));
  if (file === undefined) throw new Error(`Não há patch de ${PATCHED_PACKAGE} em ${PATCHES_DIR}.`);
  return file.slice(prefix.length, -'.patch'.length);
}

/**
 * An object type whose name ends in the root's kind, returned by a root field: no namespace for
 * the patch. Built with graphql-markdown's copy of graphql (see requireFromRoot).
 */
function probeSchema(): GraphQLSchema {
  const {buildSchema} = requireFromRoot('graphql') as typeof import('graphql');
  return buildSchema('type Query { plan: PlanQuery } type PlanQuery { id: Int }');
}

/** Why the installed package is not the patched one, or undefined when it is. */
export function patchProblem(modules: PatchedModules = patchedModules()): string | undefined {
  const expected = patchedVersion();
  if (modules.version !== expected) {
    return `o patch é de ${PATCHED_PACKAGE} ${expected}, mas a versão instalada é ${modules.version}`;
  }
  const probe = probeSchema();
  const map = modules.getSchemaMap(probe);
  if (map === undefined || modules.getSchemaMap(probe) !== map) return 'getSchemaMap não guarda o mapa do schema';
  if (!('plan' in (map.queries ?? {})) || !('PlanQuery' in (map.objects ?? {}))) {
    return 'getSchemaMap ainda trata PlanQuery como namespace de operações';
  }
  if (typeof modules.getRelationOfFieldScan !== 'function') return 'getRelationOfField não usa o índice do patch';
  return undefined;
}

/** Throws, in Portuguese, unless the patch is applied to the installed package. */
export function assertGraphqlMarkdownPatched(): void {
  const problem = patchProblem();
  if (problem === undefined) return;
  throw new Error(
    `A referência da API precisa do patch de ${PATCHED_PACKAGE} em patches/: ${problem}. ` +
      'Rode `npm ci` (o postinstall aplica o patch com patch-package) ou `npx patch-package`; se a versão mudou, ' +
      'refaça o patch para ela (veja o cabeçalho do arquivo do patch).',
  );
}
