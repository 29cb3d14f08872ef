/**
 * The production build (build/) served over HTTP on loopback, as `docusaurus serve` resolves paths:
 * a file as it is, a route as its `index.html`, anything else 404. For tests of tools that read the
 * portal over HTTP (the MCP server); the browser tests use the real servers instead.
 */
import {existsSync} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {repoPath} from './paths';

const BUILD_DIR = repoPath('build');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.graphql': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.mjs': 'text/javascript; charset=utf-8',
};

export interface StaticSite {
  readonly url: string;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

async function fileFor(root: string, pathname: string): Promise<string | undefined> {
  const resolved = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (!resolved.startsWith(root)) return undefined;
  for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

export async function serveBuild(root: string = BUILD_DIR): Promise<StaticSite> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`Não há build em ${root}: rode npm run build antes deste teste.`);
  }
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(pathname);
    void fileFor(root, pathname).then(async (file) => {
      if (file === undefined) {
        response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'}).end('<h1>404</h1>');
        return;
      }
      const body = await readFile(file);
      response.writeHead(200, {'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream'}).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
