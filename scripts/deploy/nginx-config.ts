/**
 * The configuration of a throwaway nginx that serves a build under the production server block
 * (deploy/nginx/portal.conf) with only its `listen` and `root` changed.
 */
import {DeployError} from './build-files';

/** An active (not commented) directive line, e.g. `    listen 80;`. */
const directiveLine = (name: string): RegExp => new RegExp(`^([ \\t]*)${name}[ \\t]+[^;#\\n]+;[ \\t]*$`, 'gm');

/**
 * Fails with `message` unless nginx reads `value` literally between double quotes: a quote, a
 * backslash or a newline would end or escape the string, and a `$` starts a variable.
 */
export function assertNginxQuotable(value: string, message: string): void {
  if (/["$\\\n]/.test(value)) throw new DeployError(message);
}

/** A value nginx reads literally between double quotes (no variables, no quotes). */
function quoted(value: string): string {
  assertNginxQuotable(value, `caminho que o nginx não aceita entre aspas: ${value}`);
  return `"${value}"`;
}

/**
 * The server block with its first `listen` set to `listen`, its other `listen` lines removed
 * (e.g. IPv6) and its `root` set to `root`. Fails when the block has no `listen` or not exactly
 * one `root`: the test must serve the production block, not a lookalike.
 */
export function localServerBlock(serverBlock: string, options: {listen: string; root: string}): string {
  const listens = serverBlock.match(directiveLine('listen')) ?? [];
  const roots = serverBlock.match(directiveLine('root')) ?? [];
  if (listens.length === 0) {
    throw new DeployError('o bloco server de produção não tem nenhuma linha "listen …;" ativa.');
  }
  if (roots.length !== 1) {
    throw new DeployError(`o bloco server de produção deveria ter uma linha "root …;", tem ${roots.length}.`);
  }
  let seenListen = false;
  return serverBlock
    .replace(directiveLine('listen'), (_line, indent: string) => {
      if (seenListen) return `${indent}# listen: only the first one is kept here`;
      seenListen = true;
      return `${indent}listen ${options.listen};`;
    })
    .replace(directiveLine('root'), (_line, indent: string) => `${indent}root ${quoted(options.root)};`);
}

export interface MainConfOptions {
  /** Absolute path of the server block file to include. */
  serverBlock: string;
  mimeTypes: string;
  /** The worker processes' user and group, when nginx starts as root. */
  user?: {name: string; group: string};
}

/** A main nginx.conf whose every path (pid, logs, temp files) is under nginx's -p prefix. */
export function mainNginxConf(options: MainConfOptions): string {
  return [
    '# Throwaway configuration written by scripts/deploy/local-nginx.ts.',
    'daemon off;',
    'worker_processes 2;',
    'pid nginx.pid;',
    'error_log stderr warn;',
    ...(options.user === undefined ? [] : [`user ${options.user.name} ${options.user.group};`]),
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    `    include ${quoted(options.mimeTypes)};`,
    '    default_type application/octet-stream;',
    '    access_log logs/access.log;',
    '    sendfile on;',
    '    client_body_temp_path tmp/client_body;',
    '    proxy_temp_path tmp/proxy;',
    '    fastcgi_temp_path tmp/fastcgi;',
    '    uwsgi_temp_path tmp/uwsgi;',
    '    scgi_temp_path tmp/scgi;',
    `    include ${quoted(options.serverBlock)};`,
    '}',
    '',
  ].join('\n');
}
