/**
 * The reference sites every page of the portal is measured against, each built in the same run as
 * the portal, prepared for nginx exactly as the portal (CSP and .gz copies, in a folder of its own)
 * and served with the same nginx recipe:
 * - the floor (bench/floor-site/): the portal's configuration with one Markdown page, what this
 *   stack costs with no content at all;
 * - the route floor (bench/route-floor-site/): the portal's configuration with every route and
 *   each page empty, what Docusaurus charges for the portal's ~930 routes;
 * - the peer (bench/peer-site/): a fresh classic site with the same schema through
 *   @graphql-markdown/docusaurus and its defaults, what a Docusaurus user gets instead.
 */
import {spawn} from 'node:child_process';
import {createWriteStream, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {REPO_ROOT} from '../../src/lib/repo-root';
import type {PageKind} from './page-weight';

export interface ReferenceSite {
  readonly name: string;
  readonly config: string;
  /** Commands run from the repository before the build: what the portal's `npm run build` runs first. */
  readonly before?: readonly (readonly string[])[];
}

export const FLOOR_SITE: ReferenceSite = {
  name: 'piso',
  config: path.join('bench', 'floor-site', 'docusaurus.config.ts'),
};

/** The webhook events' pages are generated before the build, as `npm run build` does. */
export const ROUTE_FLOOR_SITE: ReferenceSite = {
  name: 'piso-de-rotas',
  config: path.join('bench', 'route-floor-site', 'docusaurus.config.ts'),
  before: [['npx', 'tsx', 'scripts/webhooks/generate.ts']],
};

/** The floor's one page, measured like the portal's page kinds. */
export const FLOOR_PAGE: PageKind = {kind: 'piso', label: 'Piso (uma página Markdown)', path: '/docs/'};

export interface FloorBuild {
  readonly buildDir: string;
  readonly generatedDir: string;
  readonly seconds: number;
  remove(): void;
}

export function run(command: string, args: readonly string[], logFile: string, cwd = REPO_ROOT): Promise<void> {
  const log = createWriteStream(logFile, {flags: 'a'});
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], {cwd, env: {...process.env, FORCE_COLOR: '0'}});
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

export async function buildReferenceSite(site: ReferenceSite, logDir: string): Promise<FloorBuild> {
  const root = mkdtempSync(path.join(tmpdir(), `bench-${site.name}-`));
  const buildDir = path.join(root, 'build');
  const generatedDir = path.join(root, 'generated');
  const logFile = path.join(logDir, `build-${site.name}.log`);
  const remove = (): void => {
    rmSync(root, {recursive: true, force: true});
  };
  try {
    for (const [command, ...args] of site.before ?? []) if (command !== undefined) await run(command, args, logFile);
    const started = performance.now();
    await run('npx', ['docusaurus', 'build', '--config', site.config, '--out-dir', buildDir], logFile);
    const seconds = (performance.now() - started) / 1000;
    await run('npx', ['tsx', 'scripts/deploy/prepare.ts', '--build-dir', buildDir, '--out-dir', generatedDir], logFile);
    return {buildDir, generatedDir, seconds, remove};
  } catch (error) {
    remove();
    throw error;
  }
}

export const buildFloor = (logDir: string): Promise<FloorBuild> => buildReferenceSite(FLOOR_SITE, logDir);
