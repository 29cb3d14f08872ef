/**
 * The API's downloads (src/lib/machine-readable.ts), written into the build after it: the schema
 * snapshot's SDL, its standard introspection result, the webhook events' OpenAPI document and the
 * Postman collection. Generated from the same files as the reference, so they cannot drift from it.
 */
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import {introspectionFromSchema} from 'graphql';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {DOWNLOADS_ROUTE, downloadById} from '../../lib/machine-readable';
import {SNAPSHOT_PATH, loadSnapshot} from '../../lib/schema-snapshot';
import {WEBHOOKS_SPEC} from '../../data/webhook-events';
import {postmanCollection} from './postman';

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
  return {
    name: 'api-downloads',
    async postBuild({outDir, siteConfig}) {
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
        writeFile(
          path.join(dir, downloadById('postman').file),
          `${JSON.stringify(postmanCollection(schema, site), null, 2)}\n`,
        ),
      ]);
    },
  };
}
