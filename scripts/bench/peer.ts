/**
 * The peer site (bench/peer-site/): a fresh classic Docusaurus site with the portal's schema through
 * @graphql-markdown/docusaurus and its defaults. Built in a temporary folder of its own (a copy of
 * bench/peer-site, the schema beside it as `schema.graphql`, the plugin's default location, and the
 * repository's node_modules linked in), so that nothing of the portal (src/theme, src/css, its
 * .docusaurus) reaches it; then prepared for nginx and served exactly as the portal.
 */
import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {run, type FloorBuild} from './floor';

const PEER_DIR = path.join(REPO_ROOT, 'bench', 'peer-site');
const SCHEMA = path.join(REPO_ROOT, 'schema', 'schema.graphql');

export async function buildPeer(logDir: string): Promise<FloorBuild> {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-par-'));
  const siteDir = path.join(root, 'site');
  const buildDir = path.join(root, 'build');
  const generatedDir = path.join(root, 'generated');
  const logFile = path.join(logDir, 'build-par.log');
  const remove = (): void => {
    rmSync(root, {recursive: true, force: true});
  };
  try {
    cpSync(PEER_DIR, siteDir, {recursive: true});
    cpSync(SCHEMA, path.join(siteDir, 'schema.graphql'));
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
    await run('npx', ['docusaurus', 'graphql-to-doc'], logFile, siteDir);
    const started = performance.now();
    await run('npx', ['docusaurus', 'build', '--out-dir', buildDir], logFile, siteDir);
    const seconds = (performance.now() - started) / 1000;
    await run('npx', ['tsx', 'scripts/deploy/prepare.ts', '--build-dir', buildDir, '--out-dir', generatedDir], logFile);
    return {buildDir, generatedDir, seconds, remove};
  } catch (error) {
    remove();
    throw error;
  }
}
