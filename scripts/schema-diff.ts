/**
 * schema:diff — what changed in the schema between two releases, classified and said in Portuguese.
 *
 *   npm run schema:diff [-- --from <AAAA-MM-DD>] [--to <AAAA-MM-DD>]
 *
 * Without arguments, the two newest entries of the history (src/lib/schema-history.ts); with only
 * --to, that release against the one before it. Exit code 0, or 2 on a bad argument.
 */
import {parseArgs} from 'node:util';

import {runIfEntryPoint} from './lib/cli';
import {compareSchemas, formatChanges} from '../src/lib/schema-changes';
import {historyEntry, loadEntry, schemaHistory, type HistoryEntry} from '../src/lib/schema-history';

const USAGE = 'Uso: npm run schema:diff [-- --from <AAAA-MM-DD>] [--to <AAAA-MM-DD>]';

export async function main(argv: readonly string[]): Promise<number> {
  let from: string | undefined;
  let to: string | undefined;
  try {
    ({
      values: {from, to},
    } = parseArgs({args: [...argv], options: {from: {type: 'string'}, to: {type: 'string'}}, strict: true}));
  } catch (error) {
    process.stderr.write(`schema:diff: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const history = schemaHistory();
  let before: HistoryEntry | undefined;
  let after: HistoryEntry | undefined;
  try {
    after = to === undefined ? history.at(-1) : historyEntry(to, history);
    const index = history.findIndex((entry) => entry.date === after?.date);
    before = from === undefined ? history[index - 1] : historyEntry(from, history);
  } catch (error) {
    process.stderr.write(`schema:diff: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  if (before === undefined || after === undefined) {
    process.stderr.write(`schema:diff: ${after?.date ?? '?'} é a versão mais antiga; informe --from.\n${USAGE}\n`);
    return 2;
  }
  const changes = await compareSchemas(loadEntry(before), loadEntry(after));
  process.stdout.write(`Mudanças no schema de ${before.date} a ${after.date}: ${changes.length}\n`);
  if (changes.length > 0) process.stdout.write(`${formatChanges(changes)}\n`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'schema:diff', main);
