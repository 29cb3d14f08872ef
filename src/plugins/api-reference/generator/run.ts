/**
 * Generation as the plugin and `npm run reference` run it: on the snapshot (or on the schema
 * REFERENCE_SCHEMA names: only the benchmark does that, to build the site from synthetic schemas
 * larger than the snapshot), into api/, skipped when the output is already up to date
 * (freshness.ts), and reported in one line that the benchmark reads.
 */
import {buildReference, DEFAULT_HOMEPAGE, DEFAULT_OUTPUT_DIR} from './pipeline';
import {inputsDigest, isFresh, markFresh} from './freshness';
import {SNAPSHOT_PATH} from '../../../lib/schema-snapshot';

/** The schema the reference documents: REFERENCE_SCHEMA when set, else the snapshot. */
export function referenceSchemaPath(): string {
  return process.env.REFERENCE_SCHEMA || SNAPSHOT_PATH;
}

/**
 * Generates the reference unless it is up to date (or `force`). Throws, naming the schema, when
 * the schema is invalid or graphql-markdown fails: the build stops there.
 */
export async function generateReference(siteDir: string, {force = false} = {}): Promise<void> {
  const schemaPath = referenceSchemaPath();
  const digest = inputsDigest(siteDir, schemaPath, DEFAULT_HOMEPAGE);
  if (!force && isFresh(DEFAULT_OUTPUT_DIR, digest)) return;
  const started = performance.now();
  try {
    const result = await buildReference({schemaPath});
    markFresh(DEFAULT_OUTPUT_DIR, digest);
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Referência da API: ${result.pages} páginas (${result.examples} com exemplo) em api/, ` +
        `geração ${result.generationSeconds.toFixed(1)} s, pós-processamento ${result.postprocessSeconds.toFixed(1)} s, ` +
        `total ${total} s.`,
    );
  } catch (error) {
    throw new Error(`Falha ao gerar a referência da API a partir de ${schemaPath}.`, {cause: error});
  }
}
