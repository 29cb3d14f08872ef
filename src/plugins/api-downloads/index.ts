/**
 * The API's downloads (src/lib/machine-readable.ts), written into the build after it: the schema
 * snapshot's SDL, its standard introspection result, the schema's history as the operation checker
 * reads it, the checker itself as one file for `node`, the webhook events' OpenAPI document and the
 * Postman collection. Generated from the same files as the reference, so they cannot drift from it.
 *
 * The history (a SchemaTimeline) is also the page /verificador's data: `timeline.json` in this
 * plugin's generated folder (TIMELINE_MODULE), which the page imports lazily.
 */
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {introspectionFromSchema} from 'graphql';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOWNLOADS_ROUTE, downloadById} from '../../lib/machine-readable';
import {SNAPSHOT_PATH, loadSnapshot} from '../../lib/schema-snapshot';
import {WEBHOOKS_SPEC} from '../../data/webhook-events';
import {buildTimeline, type SchemaTimeline} from '../../lib/operation-check';
import {loadEntry, schemaHistory} from '../../lib/schema-history';
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
    async postBuild({outDir, siteConfig}) {
      const content = currentTimeline();
      const dir = path.join(outDir, DOWNLOADS_ROUTE);
      await mkdir(dir, {recursive: true});
      const schema = loadSnapshot();
      const site = {title: siteConfig.title, url: siteConfig.url.replace(/\/$/, '')};
      await Promise.all([
        copyFile(SNAPSHOT_PATH, path.join(dir, downloadById('schema').file)),
        writeFile(path.join(dir, downloadById('introspection').file), introspectionJson(schema)),
        readFile(path.join(context.siteDir, WEBHOOKS_SPEC)).then((spec) =>
          writeFile(path.join(dir, downloadById('webhooks').file), spec),
        ),
        writeFile(path.join(dir, downloadById('history').file), `${JSON.stringify(content)}\n`),
        readFile(SNAPSHOT_PATH, 'utf8').then((sdl) =>
          bundleChecker({sdl, timeline: content, siteUrl: site.url}, path.join(dir, downloadById('checker').file)),
        ),
        writeFile(
          path.join(dir, downloadById('postman').file),
          `${JSON.stringify(postmanCollection(schema, site), null, 2)}\n`,
        ),
      ]);
    },
  };
}
