/**
 * The two build measurements of the benchmark:
 * - Faster against its baseline: cold and warm builds with Docusaurus Faster (Rspack, SWC,
 *   Lightning CSS), then the same without it (webpack, Babel, Terser), in the same run;
 * - build time against schema size: cold builds from the snapshot and from synthetic schemas
 *   3× and 10× its size (synthetic-schema.ts), the ratio to the snapshot's time per size.
 */
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {SNAPSHOT_PATH, printSnapshot} from '../../src/lib/schema-snapshot';
import {BuildFailure, timeBuild} from './builds';
import type {BuildSection, BuildTiming, SchemaScalingPoint} from './result';
import {syntheticSchema} from './synthetic-schema';

type Log = (message: string) => void;

export const SCHEMA_FACTORS = [1, 3, 10] as const;
/**
 * No schema build may take more than this multiple of the snapshot's: the 10× schema has no budget
 * (the ratio is reported, see budgets.ts), and past 10× the snapshot's time, linear growth is already
 * exceeded, so the bench reports a lower bound instead of waiting.
 */
const SCHEMA_BUILD_LIMIT_RATIO = 10;

async function timed(
  name: string,
  cold: boolean,
  log: Log,
  logDir: string,
  env: Record<string, string> = {},
  limitSeconds?: number,
) {
  log(`build ${name} (${cold ? 'frio' : 'quente'})…`);
  const timing = await timeBuild({name, cold, env, ...(limitSeconds === undefined ? {} : {limitSeconds})}, logDir);
  log(
    timing.interrupted === true
      ? `build ${name}: interrompido após ${timing.seconds.toFixed(1)} s, o limite`
      : `build ${name}: ${timing.seconds.toFixed(1)} s, ${String(timing.pages)} páginas`,
  );
  return timing;
}

export async function measureBuilds(logDir: string, log: Log): Promise<BuildSection> {
  const withoutFaster: {cold?: BuildTiming; warm?: BuildTiming; error?: string} = {};
  try {
    withoutFaster.cold = await timed('sem-faster-frio', true, log, logDir, {DOCUSAURUS_FASTER: 'false'});
    withoutFaster.warm = await timed('sem-faster-quente', false, log, logDir, {DOCUSAURUS_FASTER: 'false'});
  } catch (error) {
    // The baseline may fail (webpack has failed on the OpenAPI theme before): report it, go on.
    if (!(error instanceof BuildFailure)) throw error;
    withoutFaster.error = error.message;
    log(`o build sem Faster falhou: ${error.message}`);
  }
  const cold = await timed('faster-frio', true, log, logDir);
  const warm = await timed('faster-quente', false, log, logDir);
  return {faster: {cold, warm}, withoutFaster};
}

/**
 * Builds the portal from the working tree, with Faster, for the sections that measure the built
 * site when the builds section does not run: build/ may hold another commit's site (a pages-only
 * run once measured a build left from hours before against floors built from the current tree).
 */
export async function buildCurrentSite(logDir: string, log: Log): Promise<void> {
  await timed('portal-para-medir', false, log, logDir);
}

export async function measureSchemaScaling(logDir: string, log: Log): Promise<SchemaScalingPoint[]> {
  const snapshot = readFileSync(SNAPSHOT_PATH, 'utf8');
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-schema-'));
  const points: Omit<SchemaScalingPoint, 'ratio'>[] = [];
  // The snapshot's (1×) time: the other builds' limit and the denominator of every ratio.
  let base: number | undefined;
  try {
    for (const factor of SCHEMA_FACTORS) {
      const schema = syntheticSchema(snapshot, factor);
      const text = printSnapshot(schema);
      const file = path.join(workDir, `schema-${String(factor)}x.graphql`);
      writeFileSync(file, text);
      const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')).length;
      const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].reduce(
        (sum, root) => sum + (root ? Object.keys(root.getFields()).length : 0),
        0,
      );
      const limit = base === undefined ? undefined : base * SCHEMA_BUILD_LIMIT_RATIO;
      const build = await timed(`schema-${String(factor)}x`, true, log, logDir, {REFERENCE_SCHEMA: file}, limit);
      if (factor === 1) base = build.seconds;
      points.push({factor, schemaBytes: Buffer.byteLength(text), types, operations, build});
    }
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
  if (base === undefined) throw new Error('O build do snapshot (1×) não foi medido.');
  const snapshotSeconds = base;
  return points.map((point) => ({...point, ratio: point.build.seconds / snapshotSeconds}));
}
