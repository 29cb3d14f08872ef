/**
 * The indexed `getRelationOfField` (scripts/reference/relation-index.ts) against graphql-markdown's
 * own, type by type: the "Usado em" section of every page must not change.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import type {GraphQLSchema} from 'graphql';
import {describe, expect, it} from 'vitest';

import {SNAPSHOT_PATH} from '../../../../../src/lib/schema-snapshot';
import {REPO_ROOT} from '../../../../../src/lib/repo-root';
import {
  checkFixedVersion,
  FIXED_VERSION,
  installGraphqlMarkdownFixes,
} from '../../../../../src/plugins/api-reference/generator/graphql-markdown-fixes';
import type {GetRelationOfField, SchemaMap} from '../../../../../src/plugins/api-reference/generator/relation-index';
import {fixture} from '../../../../support/paths';

const requireFromRoot = createRequire(path.join(REPO_ROOT, 'package.json'));
/** The CommonJS graphql that graphql-markdown uses (vitest's own import is another instance). */
const {buildSchema} = requireFromRoot('graphql') as typeof import('graphql');
const schemaFrom = (file: string) => buildSchema(readFileSync(file, 'utf8'));

interface RelationModule {
  getRelationOfField: GetRelationOfField;
}

/** graphql-markdown's own function, from a fresh copy of its module (the fix replaces it). */
function libraryGetRelationOfField(): GetRelationOfField {
  const file = requireFromRoot.resolve('@graphql-markdown/graphql/relation');
  const cache = requireFromRoot.cache;
  const cached = cache[file];
  Reflect.deleteProperty(cache, file);
  try {
    return (requireFromRoot(file) as RelationModule).getRelationOfField;
  } finally {
    if (cached) cache[file] = cached;
    else Reflect.deleteProperty(cache, file);
  }
}

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
  expect(installGraphqlMarkdownFixes()).toBe(true);
  const introspection = requireFromRoot('@graphql-markdown/graphql/introspection') as {
    getSchemaMap: (schema: GraphQLSchema) => SchemaMap;
  };
  const installed = (requireFromRoot('@graphql-markdown/graphql/relation') as RelationModule).getRelationOfField;
  const library = libraryGetRelationOfField();
  expect(installed).not.toBe(library);
  const schemaMap = introspection.getSchemaMap(schema);
  let withRelations = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    const expected = summary(library(type, schemaMap));
    expect(summary(installed(type, schemaMap)), type.name).toEqual(expected);
    if (Object.values(expected).some((list) => list.length > 0)) withRelations += 1;
  }
  expect(installed(undefined, schemaMap)).toEqual(library(undefined, schemaMap));
  expect(installed(schema.getTypeMap().String, undefined)).toEqual({});
  return withRelations;
}

describe('getRelationOfField indexado', () => {
  // Pure, but graphql-markdown's own relation search over ~700 types takes 2 s on a quiet machine
  // and over 5 s on a busy one.
  it('dá as mesmas relações que o graphql-markdown para todo tipo do snapshot', () => {
    // Most types are used somewhere: the comparison is not between empty lists.
    expect(compare(schemaFrom(SNAPSHOT_PATH))).toBeGreaterThan(400);
  }, 30_000);

  it('e para o schema hostil dos testes (diretivas, argumentos, Subscription que não é raiz)', () => {
    expect(compare(schemaFrom(fixture('hostile-descriptions.graphql')))).toBeGreaterThan(3);
  });
});

describe('versão de @graphql-markdown/graphql', () => {
  it('as correções só se instalam sobre a versão para a qual foram escritas', () => {
    expect(() => {
      checkFixedVersion(FIXED_VERSION);
    }).not.toThrow();
    expect(() => {
      checkFixedVersion('1.3.0');
    }).toThrow(/substitui funções internas de @graphql-markdown\/graphql 1\.2\.2, mas a versão instalada é 1\.3\.0/u);
  });
});
