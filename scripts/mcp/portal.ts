/**
 * What the MCP server reads from a portal: only files the portal publishes (src/lib/machine-readable.ts)
 * — llms.txt and the full text of the guides and release notes, each page's Markdown twin, the
 * schema's SDL and the schema's history — fetched over HTTP from the portal's address and kept in
 * memory. No second copy of the docs: point it at another build and it serves that build.
 */
import {buildSchema, type GraphQLSchema} from 'graphql';

import {LLMS_FULL_ROUTE, LLMS_ROUTE, downloadById, downloadRoute, twinRoute} from '../../src/lib/machine-readable';
import type {SchemaHistoryDownload} from '../../src/lib/schema-history-download';

/** A page the portal's llms.txt lists. */
export interface IndexEntry {
  /** The llms.txt section: "Tutorial", "Referência da API", "Notas de versão", … */
  readonly section: string;
  readonly title: string;
  /** Absolute address of the page's Markdown twin (or of the file). */
  readonly url: string;
  readonly description: string;
}

/** A failure the tools report as it is: the portal could not be read, or has no such page. */
export class PortalError extends Error {}

export class Portal {
  /** The portal's address, without the trailing slash. */
  readonly siteUrl: string;
  private readonly cache = new Map<string, Promise<string>>();
  private schemaPromise: Promise<GraphQLSchema> | undefined;

  constructor(
    siteUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.siteUrl = siteUrl.replace(/\/+$/, '');
  }

  /** The text at a route of the portal; a 404 is a PortalError naming the address. */
  async text(route: string): Promise<string> {
    const cached = this.cache.get(route);
    if (cached !== undefined) return cached;
    const url = `${this.siteUrl}${route}`;
    const pending = (async () => {
      let response: Response;
      try {
        response = await this.fetchImpl(url, {redirect: 'follow'});
      } catch (error) {
        throw new PortalError(
          `Não foi possível ler ${url}: ${error instanceof Error ? error.message : String(error)}. ` +
            'O portal está no ar nesse endereço (opção --site)?',
        );
      }
      if (response.status === 404) throw new PortalError(`O portal não tem ${url} (404).`);
      if (!response.ok) throw new PortalError(`O portal respondeu ${String(response.status)} para ${url}.`);
      return response.text();
    })();
    this.cache.set(route, pending);
    // A failure is not kept: the next call tries again (the portal may have come up).
    pending.catch(() => this.cache.delete(route));
    return pending;
  }

  /**
   * An address the portal's files give (they name the site's public address, which a local build
   * shares with production) as an address on this portal.
   */
  onThisPortal(address: string): string {
    try {
      const url = new URL(address);
      return `${this.siteUrl}${url.pathname}${url.hash}`;
    } catch {
      return address;
    }
  }

  /** The pages llms.txt lists, in its order, with their addresses on this portal. */
  async index(): Promise<IndexEntry[]> {
    return parseLlmsTxt(await this.text(LLMS_ROUTE)).map((entry) => ({...entry, url: this.onThisPortal(entry.url)}));
  }

  /** The full text of the guides and release notes: page address on this portal (not the twin's) → Markdown. */
  async fullText(): Promise<Map<string, string>> {
    const pages = parseLlmsFull(await this.text(LLMS_FULL_ROUTE));
    return new Map([...pages].map(([address, markdown]) => [this.onThisPortal(address), markdown]));
  }

  /** The current schema, from the SDL download. */
  schema(): Promise<GraphQLSchema> {
    this.schemaPromise ??= this.text(downloadRoute(downloadById('schema'))).then((sdl) => buildSchema(sdl));
    // Not kept after a failure, like the texts.
    this.schemaPromise.catch(() => {
      this.schemaPromise = undefined;
    });
    return this.schemaPromise;
  }

  /** The schema's history download (src/lib/schema-history-download.ts). */
  async history(): Promise<SchemaHistoryDownload> {
    return JSON.parse(await this.text(downloadRoute(downloadById('history')))) as SchemaHistoryDownload;
  }

  /**
   * The route of a page's twin on this portal, from a route (`/docs/boletos/emissao`), a twin
   * (`/api/index.md`) or an address on the portal; an address on another site is refused.
   */
  twinRouteOf(page: string): string {
    const trimmed = page.trim();
    let pathname: string;
    try {
      const url = new URL(trimmed, `${this.siteUrl}/`);
      if (url.origin !== new URL(this.siteUrl).origin) {
        throw new PortalError(`${trimmed} não é uma página deste portal (${this.siteUrl}).`);
      }
      pathname = decodeURIComponent(url.pathname);
    } catch (error) {
      if (error instanceof PortalError) throw error;
      throw new PortalError(`Endereço de página inválido: ${trimmed}.`);
    }
    if (pathname.endsWith('.md') || pathname.endsWith('.txt')) return pathname;
    return twinRoute(pathname === '' ? '/' : pathname);
  }
}

/** llms.txt's entries: `- [Title](url): description`, under `## Section` headings. */
export function parseLlmsTxt(text: string): IndexEntry[] {
  const entries: IndexEntry[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading?.[1] !== undefined) {
      section = heading[1].trim();
      continue;
    }
    const item = /^- \[([^\]]+)\]\(([^)\s]+)\)(?:: (.*))?$/.exec(line);
    if (item?.[1] === undefined || item[2] === undefined) continue;
    entries.push({section, title: item[1], url: item[2], description: item[3] ?? ''});
  }
  return entries;
}

/** llms-full.txt's pages: each starts with `<Section>: <address>` and a blank line; `---` lines separate them. */
export function parseLlmsFull(text: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const part of text.split(/\n---\n\n/)) {
    const header = /^[^\n:]+: (\S+)\n\n/.exec(part);
    if (header?.[1] === undefined) continue;
    pages.set(header[1], part.slice(header[0].length));
  }
  return pages;
}
