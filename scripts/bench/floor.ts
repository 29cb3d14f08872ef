/**
 * The floor site (bench/floor-site/): the portal's configuration with one Markdown page. The
 * benchmark builds it in the same run as the portal, prepares it for nginx exactly as the portal
 * (CSP and .gz copies, in a folder of its own) and serves it with the same nginx recipe, so that
 * every page of the portal is measured against what this stack costs with no content at all.
 */
import {spawn} from 'node:child_process';
import {createWriteStream, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {REPO_ROOT} from '../../src/lib/repo-root';
import type {PageKind} from './page-weight';

const FLOOR_CONFIG = path.join('bench', 'floor-site', 'docusaurus.config.ts');

/** The floor's one page, measured like the portal's page kinds. */
export const FLOOR_PAGE: PageKind = {kind: 'piso', label: 'Piso (uma página Markdown)', path: '/docs/'};

export interface FloorBuild {
  readonly buildDir: string;
  readonly generatedDir: string;
  readonly seconds: number;
  remove(): void;
}

function run(command: string, args: readonly string[], logFile: string): Promise<void> {
  const log = createWriteStream(logFile, {flags: 'a'});
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], {cwd: REPO_ROOT, env: {...process.env, FORCE_COLOR: '0'}});
    child.stdout.pipe(log, {end: false});
    child.stderr.pipe(log, {end: false});
    child.on('error', reject);
    child.on('close', (code) => {
      log.end();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} saiu com código ${String(code)} (log: ${logFile})`));
    });
  });
}

export async function buildFloor(logDir: string): Promise<FloorBuild> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  const buildDir = path.join(root, 'build');
  const generatedDir = path.join(root, 'generated');
  const logFile = path.join(logDir, 'build-piso.log');
  const remove = (): void => {
    rmSync(root, {recursive: true, force: true});
  };
  try {
    const started = performance.now();
    await run('npx', ['docusaurus', 'build', '--config', FLOOR_CONFIG, '--out-dir', buildDir], logFile);
    const seconds = (performance.now() - started) / 1000;
    await run('npx', ['tsx', 'scripts/deploy/prepare.ts', '--build-dir', buildDir, '--out-dir', generatedDir], logFile);
    return {buildDir, generatedDir, seconds, remove};
  } catch (error) {
    remove();
    throw error;
  }
}
