/**
 * The schema as it was at each release: `schema/history/<AAAA-MM-DD>.graphql` for the earlier
 * ones, and the snapshot (`schema/schema.graphql`) for the newest, dated by the newest release
 * note in `blog/`. schema/history/README.md says how an entry is added.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import type {GraphQLSchema} from 'graphql';

import {REPO_ROOT} from './repo-root';
import {SNAPSHOT_PATH, loadSnapshot} from './schema-snapshot';

export const HISTORY_DIR = path.join(REPO_ROOT, 'schema', 'history');
const BLOG_DIR = path.join(REPO_ROOT, 'blog');

const DATED = /^(\d{4}-\d{2}-\d{2})(?:\.graphql$|-)/;

export interface HistoryEntry {
  /** The release's date, AAAA-MM-DD. */
  readonly date: string;
  readonly file: string;
}

const datesIn = (dir: string, suffix: RegExp): string[] =>
  readdirSync(dir)
    .filter((name) => suffix.test(name))
    .map((name) => DATED.exec(name)?.[1])
    .filter((date): date is string => date !== undefined)
    .sort();

/** Every entry, oldest first; the last is the snapshot, dated by the newest release note. */
export function schemaHistory(): HistoryEntry[] {
  const entries = datesIn(HISTORY_DIR, /^\d{4}-\d{2}-\d{2}\.graphql$/).map((date) => ({
    date,
    file: path.join(HISTORY_DIR, `${date}.graphql`),
  }));
  const newestNote = datesIn(BLOG_DIR, /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/).at(-1);
  if (newestNote === undefined) throw new Error(`Nenhuma nota de versão em ${BLOG_DIR} para datar o snapshot.`);
  const newestEntry = entries.at(-1);
  if (newestEntry !== undefined && newestEntry.date >= newestNote) {
    throw new Error(
      `schema/history/${newestEntry.date}.graphql não é anterior à nota de versão mais nova (${newestNote}): ` +
        'o schema da versão mais nova é o snapshot, schema/schema.graphql (veja schema/history/README.md).',
    );
  }
  return [...entries, {date: newestNote, file: SNAPSHOT_PATH}];
}

/** The entry of a release date; the error lists the dates there are. */
export function historyEntry(date: string, history: readonly HistoryEntry[] = schemaHistory()): HistoryEntry {
  const entry = history.find((candidate) => candidate.date === date);
  if (entry === undefined) {
    throw new Error(`Não há schema da data ${date}. Datas: ${history.map((known) => known.date).join(', ')}.`);
  }
  return entry;
}

export const loadEntry = (entry: HistoryEntry): GraphQLSchema => loadSnapshot(entry.file);
