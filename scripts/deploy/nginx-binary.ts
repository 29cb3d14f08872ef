/** Finding the nginx executable and its mime.types, with a clear message when nginx is missing. */
import {spawnSync} from 'node:child_process';
import {accessSync, constants, existsSync} from 'node:fs';
import path from 'node:path';

import {DeployError} from './build-files';

/** Where the Debian package and source builds put nginx; often not in a non-root user's PATH. */
const USUAL_PLACES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

const isExecutable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** $NGINX_BIN, else the first nginx in PATH or in the usual places. */
export function findNginx(env: NodeJS.ProcessEnv = process.env, usualPlaces: readonly string[] = USUAL_PLACES): string {
  if (env.NGINX_BIN !== undefined && env.NGINX_BIN !== '') {
    if (isExecutable(env.NGINX_BIN)) return env.NGINX_BIN;
    throw new DeployError(`NGINX_BIN aponta para ${env.NGINX_BIN}, que não é um executável.`);
  }
  const inPath = (env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir !== '')
    .map((dir) => path.join(dir, 'nginx'));
  const found = [...inPath, ...usualPlaces].find(isExecutable);
  if (found !== undefined) return found;
  throw new DeployError(
    'o nginx não está instalado (procurado no PATH e em /usr/sbin/nginx). ' +
      'Instale o pacote do Debian/Ubuntu com: sudo apt-get install -y nginx ' +
      '(ou aponte NGINX_BIN para o executável).',
  );
}

/** The mime.types next to the nginx.conf this nginx was built for (`nginx -V`), or Debian's. */
export function findMimeTypes(nginx: string): string {
  const version = spawnSync(nginx, ['-V'], {encoding: 'utf8'});
  const confPath = /--conf-path=(\S+)/.exec(`${version.stderr}${version.stdout}`)?.[1];
  const candidates = [
    ...(confPath === undefined ? [] : [path.join(path.dirname(confPath), 'mime.types')]),
    '/etc/nginx/mime.types',
  ];
  const found = candidates.find((file) => existsSync(file));
  if (found !== undefined) return found;
  throw new DeployError(`mime.types do nginx não encontrado (procurado em ${candidates.join(', ')}).`);
}
