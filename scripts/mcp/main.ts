/**
 * mcp — the portal's MCP server over stdio (scripts/mcp/server.ts).
 *
 *   npm run mcp [-- --site <endereço do portal>]
 *   node portal-mcp.mjs [--site <endereço do portal>]     (the single-file download)
 *
 * Without --site it reads the local build served by `npm run serve` (DEFAULT_SITE). stdout carries
 * the protocol; messages go to stderr. Exit code 2 on a bad argument.
 */
import {parseArgs} from 'node:util';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {runIfEntryPoint} from '../lib/cli';
import {Portal} from './portal';
import {createServer, readsFrom} from './server';

/** `npm run serve`'s address. */
export const DEFAULT_SITE = 'http://localhost:3000';

const USAGE = 'Uso: npm run mcp [-- --site <endereço do portal>]   (padrão: ' + DEFAULT_SITE + ')';

/** The portal's address from the arguments; an error message for a bad one. */
export function siteFromArgs(argv: readonly string[]): string {
  const {values} = parseArgs({args: [...argv], options: {site: {type: 'string'}}, strict: true});
  const site = values.site ?? DEFAULT_SITE;
  let url: URL;
  try {
    url = new URL(site);
  } catch {
    throw new Error(`--site não é um endereço: ${site}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--site deve ser http ou https: ${site}`);
  return url.href.replace(/\/+$/, '');
}

export async function main(argv: readonly string[]): Promise<number> {
  let site: string;
  try {
    site = siteFromArgs(argv);
  } catch (error) {
    process.stderr.write(`mcp: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const portal = new Portal(site);
  await createServer(portal).connect(new StdioServerTransport());
  process.stderr.write(`mcp: servidor do portal pronto, lendo ${readsFrom(portal)}\n`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'mcp', main);
