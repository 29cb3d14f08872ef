/**
 * Serves a build with the real nginx under the production server block (deploy/nginx/portal.conf,
 * with its snippets and generated CSP), on loopback, from a throwaway prefix in the temp folder.
 * Used by the browser tests of the hosting recipe (Playwright's webServer runs the CLI form) and
 * by benchmarks (startLocalNginx).
 *
 *   tsx scripts/deploy/local-nginx.ts [--build-dir build] [--generated-dir deploy/nginx/generated]
 *     [--port 4174] [--host 127.0.0.1]
 */
import {spawn} from 'node:child_process';
import {existsSync, rmSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {runIfEntryPoint} from '../lib/cli';
import {DeployError} from './build-files';
import {findNginx} from './nginx-binary';
import {writeNginxPrefix} from './nginx-prefix';
import {DEFAULT_BUILD_DIR} from './paths';

export interface LocalNginxOptions {
  buildDir: string;
  port: number;
  host?: string;
  /** Where deploy:prepare wrote this build's CSP; deploy/nginx/generated/ by default. */
  generatedDir?: string;
  /** A page the build must have, to tell a build from an empty folder; index.html by default. */
  entryPage?: string;
}

export interface LocalNginx {
  url: string;
  /** Resolves when nginx has exited and the prefix is removed. */
  stop(): Promise<void>;
  /** Resolves with nginx's exit code when it exits, whoever stopped it. */
  exited: Promise<number | null>;
}

const READY_TIMEOUT_MS = 10_000;

async function waitUntilServing(url: string, isRunning: () => boolean, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning()) throw new DeployError(`o nginx parou ao iniciar:\n${log()}`);
    try {
      await fetch(url, {method: 'HEAD'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new DeployError(`o nginx não respondeu em ${url} em ${READY_TIMEOUT_MS / 1000} s:\n${log()}`);
}

export async function startLocalNginx(options: LocalNginxOptions): Promise<LocalNginx> {
  const nginx = findNginx();
  const buildDir = path.resolve(options.buildDir);
  const entryPage = options.entryPage ?? 'index.html';
  if (!existsSync(path.join(buildDir, entryPage))) {
    throw new DeployError(`${buildDir} não tem ${entryPage}: rode npm run build antes.`);
  }
  const host = options.host ?? '127.0.0.1';
  // nginx keeps retrying a busy port for seconds before it gives up; meanwhile whatever holds the
  // port would answer the readiness check below, and the caller would test the wrong server.
  const portInUse = await fetch(`http://${host}:${options.port}`, {method: 'HEAD'}).then(
    () => true,
    () => false,
  );
  if (portInUse) throw new DeployError(`a porta ${host}:${options.port} já está em uso por outro servidor.`);
  const {prefix, conf} = writeNginxPrefix({
    nginx,
    buildDir,
    listen: `${host}:${options.port}`,
    ...(options.generatedDir === undefined ? {} : {generatedDir: options.generatedDir}),
  });
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', 'stderr'], {stdio: ['ignore', 'inherit', 'pipe']});
  let log = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    log += chunk;
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      resolve(code);
    });
  });
  const url = `http://${host}:${options.port}`;
  const isRunning = (): boolean => child.exitCode === null && child.signalCode === null;
  const stop = async (): Promise<void> => {
    if (isRunning()) child.kill('SIGTERM');
    await exited;
    rmSync(prefix, {recursive: true, force: true});
  };
  try {
    await waitUntilServing(url, isRunning, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {url, stop, exited};
}

function parseOptions(argv: readonly string[]): LocalNginxOptions {
  const {values} = parseArgs({
    args: [...argv],
    options: {
      'build-dir': {type: 'string'},
      'generated-dir': {type: 'string'},
      port: {type: 'string'},
      host: {type: 'string'},
    },
    strict: true,
  });
  const port = Number(values.port ?? '4174');
  if (!Number.isInteger(port) || port <= 0 || port > 65_535) throw new Error(`porta inválida: ${values.port ?? ''}`);
  const generatedDir = values['generated-dir'];
  return {
    buildDir: values['build-dir'] ?? DEFAULT_BUILD_DIR,
    port,
    host: values.host,
    ...(generatedDir === undefined ? {} : {generatedDir}),
  };
}

/** Runs until SIGINT, SIGTERM or SIGHUP (exit 0), or until nginx stops on its own (exit 1). */
async function main(argv: readonly string[]): Promise<number> {
  let options: LocalNginxOptions;
  try {
    options = parseOptions(argv);
  } catch (error) {
    process.stderr.write(`local-nginx: erro: ${error instanceof Error ? error.message : String(error)}\n`);
    process.stderr.write(
      'Uso: tsx scripts/deploy/local-nginx.ts [--build-dir <pasta>] [--generated-dir <pasta>] [--port 4174] [--host <ip>]\n',
    );
    return 2;
  }
  let server: LocalNginx;
  try {
    server = await startLocalNginx(options);
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    process.stderr.write(`local-nginx: erro: ${error.message}\n`);
    return 1;
  }
  process.stdout.write(`local-nginx: servindo ${path.resolve(options.buildDir)} em ${server.url}\n`);
  return new Promise<number>((resolve) => {
    let stopping = false;
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        stopping = true;
        void server.stop().then(() => {
          resolve(0);
        });
      });
    }
    void server.exited.then((code) => {
      if (stopping) return;
      process.stderr.write(`local-nginx: o nginx parou sozinho (código ${String(code)})\n`);
      void server.stop().then(() => {
        resolve(1);
      });
    });
  });
}

runIfEntryPoint(import.meta.url, 'local-nginx', main);
