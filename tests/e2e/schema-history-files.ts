/**
 * The schema's history as the repository keeps it (schema/history/README.md), read directly for the
 * browser tests: Playwright loads specs as CommonJS, where src/lib/schema-history.ts (which finds the
 * repository through import.meta.url) does not load. Each earlier version is schema/history/<date>.graphql;
 * the newest is the snapshot, dated by the newest release note.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {buildSchema, type GraphQLSchema} from 'graphql';

const ROOT = path.resolve(__dirname, '../..');
const DATED = /^(\d{4}-\d{2}-\d{2})/;

export interface HistoryVersion {
  readonly date: string;
  readonly schema: () => GraphQLSchema;
}

const load = (file: string) => (): GraphQLSchema => buildSchema(readFileSync(file, 'utf8'));

/** Every version, oldest first. */
export function historyVersions(): HistoryVersion[] {
  const earlier = readdirSync(path.join(ROOT, 'schema', 'history'))
    .filter((name) => /^\d{4}-\d{2}-\d{2}\.graphql$/.test(name))
    .sort()
    .map((name) => ({date: name.slice(0, 10), schema: load(path.join(ROOT, 'schema', 'history', name))}));
  const newestNote = readdirSync(path.join(ROOT, 'blog'))
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => DATED.exec(name)?.[1])
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
  if (newestNote === undefined) throw new Error('Nenhuma nota de versão em blog/.');
  return [...earlier, {date: newestNote, schema: load(path.join(ROOT, 'schema', 'schema.graphql'))}];
}
