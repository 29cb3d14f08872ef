/**
 * Generation as the plugin and `npm run reference` run it: on the snapshot (or on the schema
 * REFERENCE_SCHEMA names: only the benchmark does that, to build the site from synthetic schemas
 * larger than the snapshot), into api/, skipped when the output is already up to date
 * (freshness.ts), and reported in one line that the benchmark reads.
 */
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildReference, DEFAULT_HOMEPAGE, DEFAULT_OUTPUT_DIR} from './pipeline';
import {inputsDigest, isFresh, markFresh} from './freshness';
import {syncDir} from './sync-dir';
import {SNAPSHOT_PATH} from '../../../lib/schema-snapshot';
import {loadEntry, schemaHistory} from '../../../lib/schema-history';
import {CHANGELOG_FILE, changelogMdx} from './changelog';
import {DEPRECATIONS_FILE, deprecationsMdx} from './deprecations';
import {SinceIndex} from './since';

/** The schema the reference documents: REFERENCE_SCHEMA when set, else the snapshot. */
export function referenceSchemaPath(): string {
  return process.env.REFERENCE_SCHEMA || SNAPSHOT_PATH;
}

/**
 * The generation under way in this process, if any. In `npm start`, two quick edits of the schema
 * reload the plugin twice; two generations writing api/ at once would delete each other's files.
 */
let running: Promise<void> = Promise.resolve();

/**
 * Generates the reference unless it is up to date (or `force`), after any generation already
 * under way. Throws, naming the schema, when the schema is invalid or graphql-markdown fails:
 * the build stops there.
 */
export function generateReference(siteDir: string, options: {readonly force?: boolean} = {}): Promise<void> {
  const next = running.then(() => generateNow(siteDir, options.force ?? false));
  // The next call waits for this one, whether it succeeded or not.
  running = next.catch(() => undefined);
  return next;
}

async function generateNow(siteDir: string, force: boolean): Promise<void> {
  const schemaPath = referenceSchemaPath();
  // The changelog documents the snapshot's history; a synthetic schema (the benchmark's) has none.
  const history = schemaPath === SNAPSHOT_PATH ? schemaHistory() : [];
  const notes = path.join(siteDir, 'blog');
  const historyInputs = [
    ...history.map((entry) => entry.file),
    ...(history.length > 0 ? readdirSync(notes).map((name) => path.join(notes, name)) : []),
  ];
  const digest = inputsDigest(siteDir, schemaPath, DEFAULT_HOMEPAGE, historyInputs);
  if (!force && isFresh(DEFAULT_OUTPUT_DIR, digest)) return;
  const started = performance.now();
  // Generated aside, then copied over api/ file by file (sync-dir.ts); a failure leaves api/ as it was.
  const outputDir = mkdtempSync(path.join(tmpdir(), 'referencia-api-saida-'));
  try {
    const schemas = history.map(loadEntry);
    const current = schemas.at(-1);
    const since = current === undefined ? undefined : new SinceIndex(history, schemas);
    const result = await buildReference({schemaPath, outputDir, ...(since === undefined ? {} : {since})});
    if (current !== undefined && since !== undefined) {
      writeFileSync(path.join(outputDir, CHANGELOG_FILE), await changelogMdx(history, schemas));
      writeFileSync(path.join(outputDir, DEPRECATIONS_FILE), deprecationsMdx(current, since));
    }
    syncDir(outputDir, DEFAULT_OUTPUT_DIR);
    markFresh(DEFAULT_OUTPUT_DIR, digest);
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Referência da API: ${result.pages} páginas (${result.examples} com exemplo) em api/, ` +
        `geração ${result.generationSeconds.toFixed(1)} s, total ${total} s.`,
    );
  } catch (error) {
    throw new Error(`Falha ao gerar a referência da API a partir de ${schemaPath}.`, {cause: error});
  } finally {
    rmSync(outputDir, {recursive: true, force: true});
  }
}
