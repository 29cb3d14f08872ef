/**
 * verificar — checks GraphQL operations against the schema and its history (issue 29).
 *
 *   npm run verificar -- 'src/**\/*.graphql' [--desde AAAA-MM-DD] [--json] [--estrito]
 *
 * The schema is the snapshot and the history is schema/history/ (src/lib/schema-history.ts); the
 * links of the report point at SITE_URL, or the portal's public address. scripts/verificar/run.ts
 * says the exit status.
 */
import {runIfEntryPoint} from './lib/cli';
import {main as run, processIo, type CliIo} from './verificar/run';
import {SITE} from '../src/data/site-constants';
import {buildTimeline} from '../src/lib/operation-check';
import {loadEntry, schemaHistory} from '../src/lib/schema-history';

/** The schema and the timeline of the repository's history. */
export function repositoryData() {
  const versions = schemaHistory().map((entry) => ({date: entry.date, schema: loadEntry(entry)}));
  const current = versions.at(-1);
  if (current === undefined) throw new Error('O histórico do schema está vazio.');
  return {
    schema: current.schema,
    timeline: buildTimeline(versions),
    siteUrl: process.env.SITE_URL ?? SITE.defaultUrl,
  };
}

export const main = (argv: readonly string[], io: CliIo = processIo): Promise<number> =>
  run(argv, repositoryData, 'npm run verificar --', io);

runIfEntryPoint(import.meta.url, 'verificar', main);
