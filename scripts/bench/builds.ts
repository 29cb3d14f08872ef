/**
 * Times `npm run build` exactly as a developer runs it, cold (no .docusaurus, no build/, no
 * bundler cache) or warm (right after another build), with environment knobs for the
 * baselines: DOCUSAURUS_FASTER=false (webpack instead of Rspack/SWC) and REFERENCE_SCHEMA
 * (a synthetic schema instead of the snapshot). Each build's output goes to a log file.
 */
import {spawn} from 'node:child_process';
import {createWriteStream, rmSync} from 'node:fs';
import path from 'node:path';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {listHtmlPages} from '../deploy/build-files';
import {DEFAULT_BUILD_DIR} from '../deploy/paths';
import type {BuildTiming} from './result';

export interface BuildRun {
  readonly name: string;
  readonly cold: boolean;
  readonly env?: Readonly<Record<string, string>>;
  /**
   * Stop the build after this many seconds and report it as interrupted: once a build has passed
   * its budget, how much longer it would take changes nothing but the length of the run.
   */
  readonly limitSeconds?: number;
}

export class BuildFailure extends Error {}

const CACHES = ['.docusaurus', 'build', path.join('node_modules', '.cache')];

export function clearBuildCaches(): void {
  for (const folder of CACHES) rmSync(path.join(REPO_ROOT, folder), {recursive: true, force: true});
}

// "Referência da API: 745 páginas (…) total 5.3 s." printed by scripts/reference/generate.ts.
const REFERENCE_LINE = /Referência da API: .* total ([\d.]+) s\./u;

export async function timeBuild(run: BuildRun, logDir: string): Promise<BuildTiming> {
  if (run.cold) clearBuildCaches();
  const logFile = path.join(logDir, `build-${run.name}.log`);
  const log = createWriteStream(logFile);
  let output = '';
  const started = performance.now();
  const limit = {reached: false};
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    // Its own process group, so that a time limit stops npm, Docusaurus and their workers at once.
    const child = spawn('npm', ['run', 'build'], {
      cwd: REPO_ROOT,
      env: {...process.env, ...run.env, FORCE_COLOR: '0'},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const collect = (chunk: Buffer): void => {
      log.write(chunk);
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    const timer =
      run.limitSeconds === undefined
        ? undefined
        : setTimeout(() => {
            limit.reached = true;
            if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
          }, run.limitSeconds * 1000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((resolve) => log.end(resolve));
  if (limit.reached) return {seconds, pages: 0, interrupted: true};
  if (exitCode !== 0) {
    const tail = output.trim().split('\n').slice(-15).join('\n');
    throw new BuildFailure(`o build "${run.name}" saiu com código ${String(exitCode)} (log: ${logFile}):\n${tail}`);
  }
  const reference = REFERENCE_LINE.exec(output);
  return {
    seconds,
    ...(reference?.[1] === undefined ? {} : {referenceSeconds: Number(reference[1])}),
    pages: listHtmlPages(DEFAULT_BUILD_DIR).length,
  };
}
