/**
 * The API's downloads (src/lib/machine-readable.ts), written into the build after it: the schema
 * snapshot's SDL, its standard introspection result, the webhook events' OpenAPI document and the
 * Postman collection, and the operation checker as one file for `node`. Generated from the same
 * files as the reference, so they cannot drift from it. The checker's timeline of the schema's
 * members is also the page /verificador's data: `timeline.json` in this plugin's generated folder
 * (TIMELINE_DATA_FILE), which the page imports lazily.
 * Also the schema's history (src/lib/schema-history-download.ts), the Atom feed of its changes
 * (src/lib/schema-feed.ts), announced in every page's head like the blog's feeds, and the MCP server
 * (scripts/mcp) and the local simulator (scripts/simulador), each bundled into one file.
 */
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {build, type Plugin as EsbuildPlugin} from 'esbuild';
import {introspectionFromSchema} from 'graphql';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  DOWNLOADS_ROUTE,
  FEEDS,
  SCHEMA_CHANGES_ROUTE,
  SCHEMA_FEED_ROUTE,
  downloadById,
} from '../../lib/machine-readable';
import {SNAPSHOT_PATH, loadSnapshot} from '../../lib/schema-snapshot';
import {compareSchemas} from '../../lib/schema-changes';
import {loadEntry, schemaHistory} from '../../lib/schema-history';
import {schemaFeedEntries, schemaFeedXml, type FeedSite} from '../../lib/schema-feed';
import type {SchemaHistoryDownload, SchemaRelease} from '../../lib/schema-history-download';
import {buildTimeline, type SchemaTimeline} from '../../lib/operation-check';
import {REPO_ROOT} from '../../lib/repo-root';
import {WEBHOOKS_SPEC} from '../../data/webhook-events';
import {SITE} from '../../data/site-constants';
import {bundleChecker} from './checker-bundle';
import {postmanCollection} from './postman';

/** The history's file in this plugin's generated folder, as the page imports it (`@generated/…`). */
export const TIMELINE_DATA_FILE = 'timeline.json';

/** The timeline of the repository's schema history (src/lib/schema-history.ts). */
export function repositoryTimeline(): SchemaTimeline {
  return buildTimeline(schemaHistory().map((entry) => ({date: entry.date, schema: loadEntry(entry)})));
}

/** The introspection result as code generators read it: the `data` of the introspection query, with every option on. */
export function introspectionJson(schema: ReturnType<typeof loadSnapshot>): string {
  const result = introspectionFromSchema(schema, {
    descriptions: true,
    specifiedByUrl: true,
    directiveIsRepeatable: true,
    schemaDescription: true,
    inputValueDeprecation: true,
  });
  return `${JSON.stringify(result, null, 2)}\n`;
}

/**
 * The schema's history as the download publishes it: each version after the first with what it
 * changed from the one before, and the operation checker's timeline of the members.
 */
export async function schemaHistoryDownload(): Promise<SchemaHistoryDownload> {
  const history = schemaHistory();
  const schemas = history.map(loadEntry);
  const releases: SchemaRelease[] = [];
  for (const [index, entry] of history.entries()) {
    const [before, after] = [schemas[index - 1], schemas[index]];
    if (before === undefined || after === undefined) continue;
    releases.push({date: entry.date, changes: await compareSchemas(before, after)});
  }
  const timeline = buildTimeline(
    history.map((entry, index) => ({date: entry.date, schema: schemas[index] ?? loadEntry(entry)})),
  );
  return {releases, timeline};
}

/** The schema changes' feed, as written to SCHEMA_FEED_ROUTE. */
export function schemaFeed(history: SchemaHistoryDownload, site: FeedSite): string {
  const entries = schemaFeedEntries(history.releases, site, SCHEMA_CHANGES_ROUTE);
  return schemaFeedXml(entries, site, {feed: SCHEMA_FEED_ROUTE, changelog: SCHEMA_CHANGES_ROUTE});
}

/** The MCP server's and the local simulator's entry points, each bundled into a single-file download. */
export const MCP_ENTRY = path.join(REPO_ROOT, 'scripts', 'mcp', 'main.ts');
const SIMULATOR_ENTRY = path.join(REPO_ROOT, 'scripts', 'simulador', 'main.ts');
/** The simulator's module that reads the schema's file, replaced in the download by the SDL itself. */
const SCHEMA_SDL_MODULE = path.join(REPO_ROOT, 'scripts', 'simulador', 'schema-sdl.ts');

/** The simulator as the download bundles it: the snapshot's SDL built in, so that it reads no file. */
export async function simulatorBundle(): Promise<string> {
  const sdl = await readFile(SNAPSHOT_PATH, 'utf8');
  const builtIn: EsbuildPlugin = {
    name: 'simulador-schema',
    setup(bundler) {
      bundler.onLoad({filter: /schema-sdl\.ts$/}, (args) =>
        path.resolve(args.path) === SCHEMA_SDL_MODULE
          ? {loader: 'js', contents: `export function schemaSdl() { return ${JSON.stringify(sdl)}; }`}
          : undefined,
      );
    },
  };
  return nodeBundle(SIMULATOR_ENTRY, [builtIn]);
}

/**
 * A script as one ES module that runs with plain `node` (no install): esbuild bundles it with its
 * dependencies. Node 20 or later, as the portal's own scripts.
 */
export async function nodeBundle(entry: string, plugins: readonly EsbuildPlugin[] = []): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    plugins: [...plugins],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    // CommonJS dependencies call require() for Node's own modules; an ES module has none of its own.
    banner: {
      js: "import {createRequire as __portalRequire} from 'node:module';const require=__portalRequire(import.meta.url);",
    },
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error(`api-downloads: o esbuild não gerou ${path.relative(REPO_ROOT, entry)}.`);
  return `#!/usr/bin/env node\n${output.text}`;
}

export default function apiDownloads(context: LoadContext): Plugin {
  // Parsing every release's schema takes seconds: once per build (and per change under `start`).
  let timeline: SchemaTimeline | undefined;
  const currentTimeline = (): SchemaTimeline => (timeline ??= repositoryTimeline());
  return {
    name: 'api-downloads',
    loadContent() {
      timeline = repositoryTimeline();
    },
    async contentLoaded({actions}) {
      await actions.createData(TIMELINE_DATA_FILE, JSON.stringify(currentTimeline()));
    },
    injectHtmlTags() {
      const feed = FEEDS.find(({id}) => id === 'schema');
      if (feed === undefined) return {};
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {rel: 'alternate', type: feed.contentType, href: feed.route, title: feed.title},
          },
        ],
      };
    },
    async postBuild({outDir, siteConfig}) {
      const dir = path.join(outDir, DOWNLOADS_ROUTE);
      await mkdir(dir, {recursive: true});
      const schema = loadSnapshot();
      const site = {title: siteConfig.title, url: siteConfig.url.replace(/\/$/, '')};
      const history = await schemaHistoryDownload();
      await mkdir(path.dirname(path.join(outDir, SCHEMA_FEED_ROUTE)), {recursive: true});
      await Promise.all([
        writeFile(path.join(outDir, SCHEMA_FEED_ROUTE), schemaFeed(history, {...site, copyright: SITE.copyright})),
        writeFile(path.join(dir, downloadById('history').file), `${JSON.stringify(history)}\n`),
        nodeBundle(MCP_ENTRY).then((code) => writeFile(path.join(dir, downloadById('mcp').file), code)),
        simulatorBundle().then((code) => writeFile(path.join(dir, downloadById('simulator').file), code)),
        readFile(SNAPSHOT_PATH, 'utf8').then((sdl) =>
          bundleChecker(
            {sdl, timeline: currentTimeline(), siteUrl: site.url},
            path.join(dir, downloadById('checker').file),
          ),
        ),
        copyFile(SNAPSHOT_PATH, path.join(dir, downloadById('schema').file)),
        writeFile(path.join(dir, downloadById('introspection').file), introspectionJson(schema)),
        readFile(path.join(context.siteDir, WEBHOOKS_SPEC)).then((spec) =>
          writeFile(path.join(dir, downloadById('webhooks').file), spec),
        ),
        writeFile(
          path.join(dir, downloadById('postman').file),
          `${JSON.stringify(postmanCollection(schema, site), null, 2)}\n`,
        ),
      ]);
    },
  };
}
