/**
 * schema:format — rewrites the snapshot in the stable print of printSnapshot (the same print
 * schema:pull writes), so that hand edits and pulls produce comparable diffs.
 *
 *   npm run schema:format [-- --check] [-- <arquivo>]
 *
 * --check writes nothing and exits 1 when the file is not in the stable print (for CI).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {runIfEntryPoint} from './lib/cli';
import {
  SNAPSHOT_PATH,
  SnapshotError,
  parseSnapshot,
  printSnapshot,
  writeSnapshotAtomic,
} from '../src/lib/schema-snapshot';

/** Returns the exit code: 0 formatted (or already formatted), 1 invalid or unformatted under --check, 2 usage. */
export async function main(argv: readonly string[]): Promise<number> {
  let file: string;
  let check: boolean;
  try {
    const {values, positionals} = parseArgs({
      args: [...argv],
      options: {check: {type: 'boolean'}},
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length > 1) throw new Error('informe no máximo um arquivo');
    file = positionals[0] === undefined ? SNAPSHOT_PATH : path.resolve(positionals[0]);
    check = values.check ?? false;
  } catch (error) {
    process.stderr.write(`schema:format: erro: ${error instanceof Error ? error.message : String(error)}\n`);
    process.stderr.write('Uso: npm run schema:format -- [--check] [arquivo]\n');
    return 2;
  }

  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    process.stderr.write(`schema:format: erro: não foi possível ler ${file} (${String(error)})\n`);
    return 1;
  }
  let formatted: string;
  try {
    formatted = printSnapshot(parseSnapshot(text, file));
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    process.stderr.write(`schema:format: ${error.message}\n`);
    return 1;
  }
  if (formatted === text) {
    process.stdout.write(`schema:format: ${file} já está no formato estável.\n`);
    return 0;
  }
  if (check) {
    process.stderr.write(`schema:format: ${file} não está no formato estável; rode npm run schema:format.\n`);
    return 1;
  }
  await writeSnapshotAtomic(file, formatted);
  process.stdout.write(`schema:format: ${file} reescrito no formato estável.\n`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'schema:format', main);
