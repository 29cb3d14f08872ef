/**
 * The patch of @graphql-markdown/graphql in patches/ (src/plugins/api-reference/generator/graphql-markdown-patch.ts):
 * applied to the installed package by `npm ci` (patch-package in `postinstall`), made for the
 * installed version, and each of its changes doing what its header says: no operation namespaces,
 * one schema map per schema, and "Usado em" from an index that gives, type by type, the same
 * relations as the library's own scan (which the patch keeps beside it).
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {SNAPSHOT_PATH} from '../../../../../src/lib/schema-snapshot';
import {REPO_ROOT} from '../../../../../src/lib/repo-root';
import {
  PATCHED_PACKAGE,
  PATCHES_DIR,
  patchedModules,
  patchedVersion,
  patchProblem,
  type PatchedModules,
} from '../../../../../src/plugins/api-reference/generator/graphql-markdown-patch';
import {fixture} from '../../../../support/paths';

const requireFromRoot = createRequire(path.join(REPO_ROOT, 'package.json'));
/** The CommonJS graphql that graphql-markdown uses (vitest's own import is another instance). */
const {buildSchema} = requireFromRoot('graphql') as typeof import('graphql');
const schemaFrom = (file: string) => buildSchema(readFileSync(file, 'utf8'));

const modules = patchedModules();

describe('o patch de @graphql-markdown/graphql', () => {
  it('está aplicado ao pacote instalado, que tem a versão para a qual foi feito', () => {
    expect(modules.version).toBe(patchedVersion());
    expect(patchProblem(modules)).toBeUndefined();
    const lock = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, {version?: string}>;
    };
    expect(lock.packages[`node_modules/${PATCHED_PACKAGE}`]?.version).toBe(patchedVersion());
  });

  it('o package.json aplica o patch no postinstall com a versão fixa do patch-package', () => {
    const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(manifest.scripts.postinstall).toMatch(/^patch-package --error-on-fail --error-on-warn(?: && |$)/);
    expect(manifest.devDependencies['patch-package']).toMatch(/^\d+\.\d+\.\d+$/);
    // The header names what the patch waits for upstream.
    const patch = readFileSync(
      path.join(PATCHES_DIR, `${PATCHED_PACKAGE.replace('/', '+')}+${patchedVersion()}.patch`),
      'utf8',
    );
    expect(patch.slice(0, patch.indexOf('diff --git'))).toMatch(/graphql-markdown\/graphql-markdown#2809/);
  });

  it('recusa outra versão e o pacote sem o patch, dizendo o que fazer', () => {
    expect(patchProblem({...modules, version: '9.9.9'})).toMatch(/o patch é de @graphql-markdown\/graphql \d/);
    const unpatched: PatchedModules = {
      ...modules,
      getSchemaMap: (schema) => ({...modules.getSchemaMap(schema)}),
    };
    expect(patchProblem(unpatched)).toMatch(/não guarda o mapa/);
    const withoutIndex: PatchedModules = {...modules, getRelationOfFieldScan: undefined};
    expect(patchProblem(withoutIndex)).toMatch(/índice do patch/);
  });

  it('sem namespaces de operações: um objeto chamado Subscription, devolvido por uma assinatura, é um tipo', () => {
    const schema = buildSchema(`
      schema { query: Query subscription: Events }
      type Query { plan: PlanQuery }
      type PlanQuery { id: Int }
      type Events { onChange: Subscription }
      type Subscription { id: Int name: String }
    `);
    const map = modules.getSchemaMap(schema);
    expect(Object.keys(map?.queries ?? {})).toEqual(['plan']);
    expect(Object.keys(map?.subscriptions ?? {})).toEqual(['onChange']);
    expect(Object.keys(map?.objects ?? {}).sort()).toEqual(['PlanQuery', 'Subscription']);
    expect(modules.getSchemaMap(schema)).toBe(map);
  });
});

/** What a page prints of a relation: its name and its type; plus the keys, to catch a lost property. */
function summary(relations: Record<string, unknown[] | undefined>) {
  return Object.fromEntries(
    Object.entries(relations).map(([group, list]) => [
      group,
      (list ?? []).map((item) => {
        const record = item as Record<string, unknown>;
        return {name: record.name, type: String(record.type), keys: Object.keys(record).sort()};
      }),
    ]),
  );
}

function compare(schema: GraphQLSchema): number {
  const {getRelationOfField: indexed, getRelationOfFieldScan: scan} = modules;
  if (scan === undefined) throw new Error('o patch não guarda a busca original');
  const schemaMap = modules.getSchemaMap(schema);
  let withRelations = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    const expected = summary(scan(type, schemaMap));
    expect(summary(indexed(type, schemaMap)), type.name).toEqual(expected);
    if (Object.values(expected).some((list) => list.length > 0)) withRelations += 1;
  }
  expect(indexed(undefined, schemaMap)).toEqual(scan(undefined, schemaMap));
  expect(indexed(schema.getTypeMap().String, undefined)).toEqual({});
  return withRelations;
}

describe('"Usado em" pelo índice do patch', () => {
  // The library's own scan over ~700 types takes 2 s on a quiet machine and over 5 s on a busy one.
  it('dá as mesmas relações que a busca do graphql-markdown para todo tipo do snapshot', () => {
    // Most types are used somewhere: the comparison is not between empty lists.
    expect(compare(schemaFrom(SNAPSHOT_PATH))).toBeGreaterThan(400);
  }, 30_000);

  it('e para o schema hostil dos testes (diretivas, argumentos, Subscription que não é raiz)', () => {
    expect(compare(schemaFrom(fixture('hostile-descriptions.graphql')))).toBeGreaterThan(3);
  });
});
