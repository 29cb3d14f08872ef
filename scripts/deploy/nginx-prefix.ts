/**
 * A throwaway nginx prefix that serves a build under the production recipe: deploy/nginx/ copied to
 * <prefix>/conf/portal/ (as it sits in /etc/nginx/portal/ in production), with only the server
 * block's `listen` and `root` changed, and a main nginx.conf that keeps pid, logs and temp files
 * inside the prefix.
 */
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {DeployError} from './build-files';
import {findMimeTypes} from './nginx-binary';
import {localServerBlock, mainNginxConf} from './nginx-config';
import {CSP_NGINX_FILE, GENERATED_DIR, NGINX_DIR, SERVER_BLOCK_FILE} from './paths';

export interface NginxPrefixOptions {
  nginx: string;
  buildDir: string;
  /** e.g. "127.0.0.1:4174" */
  listen: string;
  /** Where deploy:prepare wrote csp.conf; deploy/nginx/generated/ by default. */
  generatedDir?: string;
}

/** The name of a numeric id in /etc/passwd or /etc/group. */
function nameOfId(file: string, id: number): string | undefined {
  const entry = readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.split(':')[2] === String(id));
  return entry?.split(':')[0];
}

/**
 * As root, nginx's workers switch to another user (nobody by default), which may not be able to
 * read a build in a private folder: they run as the build's owner instead (root on CI).
 */
function workerUser(buildDir: string): {name: string; group: string} | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const {uid, gid} = statSync(buildDir);
  return {name: nameOfId('/etc/passwd', uid) ?? 'root', group: nameOfId('/etc/group', gid) ?? 'root'};
}

/** Writes the prefix; returns it and its main nginx.conf. */
export function writeNginxPrefix(options: NginxPrefixOptions): {prefix: string; conf: string} {
  const generatedDir = options.generatedDir ?? GENERATED_DIR;
  const csp = path.join(generatedDir, CSP_NGINX_FILE);
  if (!existsSync(csp)) {
    throw new DeployError(`${csp} não existe: rode npm run deploy:prepare (ou npm run build) antes.`);
  }
  const mimeTypes = findMimeTypes(options.nginx);
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
  try {
    const portalDir = path.join(prefix, 'conf', 'portal');
    cpSync(NGINX_DIR, portalDir, {recursive: true});
    cpSync(generatedDir, path.join(portalDir, 'generated'), {recursive: true});
    const serverBlock = path.join(portalDir, SERVER_BLOCK_FILE);
    const local = localServerBlock(readFileSync(serverBlock, 'utf8'), {listen: options.listen, root: options.buildDir});
    writeFileSync(serverBlock, local);
    mkdirSync(path.join(prefix, 'logs'));
    mkdirSync(path.join(prefix, 'tmp'));
    const conf = path.join(prefix, 'conf', 'nginx.conf');
    writeFileSync(conf, mainNginxConf({serverBlock, mimeTypes, user: workerUser(options.buildDir)}));
    return {prefix, conf};
  } catch (error) {
    rmSync(prefix, {recursive: true, force: true});
    throw error;
  }
}
