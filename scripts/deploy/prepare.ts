/**
 * deploy:prepare — the last step of `npm run build`. From the build it writes:
 * - deploy/nginx/generated/csp.conf: the Content-Security-Policy header for the nginx recipe;
 * - deploy/nginx/generated/csp.txt: the same policy, bare, for any other host or CDN;
 * - a .gz next to every text file of the build, for nginx's gzip_static (not with --csp-only).
 * The policy allows one hash per distinct inline script found in the build's HTML, so it must be
 * generated again after every build.
 *
 *   npm run deploy:prepare [-- --build-dir <pasta>] [--out-dir <pasta>] [--csp-only]
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {runIfEntryPoint} from '../lib/cli';
import {DeployError, listHtmlPages} from './build-files';
import {contentSecurityPolicy, nginxCspSnippet, scriptHashSource} from './csp-policy';
import {executableInlineScripts} from './inline-scripts';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {CSP_NGINX_FILE, CSP_TEXT_FILE, DEFAULT_BUILD_DIR, GENERATED_DIR} from './paths';
import {precompressBuild} from './precompress';

export interface CspReport {
  policy: string;
  pages: number;
  /** Distinct executable inline scripts, i.e. hashes in script-src. */
  scripts: number;
}

/** Reads every page of the build and writes csp.conf and csp.txt into outDir. */
export async function writeCsp(buildDir: string, outDir: string): Promise<CspReport> {
  const pages = listHtmlPages(buildDir);
  const hashes = new Set<string>();
  for (const page of pages) {
    const html = await readFile(path.join(buildDir, page), 'utf8');
    for (const script of executableInlineScripts(html)) hashes.add(scriptHashSource(script));
  }
  const policy = contentSecurityPolicy(hashes);
  const origin = path.relative(REPO_ROOT, buildDir).startsWith('..') ? buildDir : path.relative(REPO_ROOT, buildDir);
  await mkdir(outDir, {recursive: true});
  await writeFile(path.join(outDir, CSP_NGINX_FILE), nginxCspSnippet(policy, origin));
  await writeFile(path.join(outDir, CSP_TEXT_FILE), `${policy}\n`);
  return {policy, pages: pages.length, scripts: hashes.size};
}

const megabytes = (bytes: number): string =>
  `${(bytes / 1_000_000).toLocaleString('pt-BR', {maximumFractionDigits: 1})} MB`;

export async function main(argv: readonly string[]): Promise<number> {
  let buildDir: string;
  let outDir: string;
  let cspOnly: boolean;
  try {
    const {values} = parseArgs({
      args: [...argv],
      options: {'build-dir': {type: 'string'}, 'out-dir': {type: 'string'}, 'csp-only': {type: 'boolean'}},
      strict: true,
    });
    buildDir = path.resolve(values['build-dir'] ?? DEFAULT_BUILD_DIR);
    outDir = path.resolve(values['out-dir'] ?? GENERATED_DIR);
    cspOnly = values['csp-only'] ?? false;
  } catch (error) {
    process.stderr.write(`deploy:prepare: erro: ${error instanceof Error ? error.message : String(error)}\n`);
    process.stderr.write('Uso: npm run deploy:prepare -- [--build-dir <pasta>] [--out-dir <pasta>] [--csp-only]\n');
    return 2;
  }
  try {
    const csp = await writeCsp(buildDir, outDir);
    process.stdout.write(
      `deploy:prepare: CSP com ${csp.scripts} hashes de scripts inline (${csp.pages} páginas HTML) em ${outDir}\n`,
    );
    if (!cspOnly) {
      const gz = await precompressBuild(buildDir);
      process.stdout.write(
        `deploy:prepare: ${gz.files} arquivos de texto pré-comprimidos (.gz), ` +
          `${megabytes(gz.bytesBefore)} → ${megabytes(gz.bytesAfter)}, em ${(gz.milliseconds / 1000).toLocaleString('pt-BR', {maximumFractionDigits: 1})} s\n`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    process.stderr.write(`deploy:prepare: erro: ${error.message}\n`);
    return 1;
  }
}

runIfEntryPoint(import.meta.url, 'deploy:prepare', main);
