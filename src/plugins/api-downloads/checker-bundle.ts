/**
 * The operation checker as one file that runs with plain `node` (the `verificador` download):
 * scripts/verificar/standalone.ts bundled by esbuild, with the schema's SDL, its history (a
 * SchemaTimeline) and the portal's address in place of the `verificar:dados` module.
 */
import path from 'node:path';

import {build, type Plugin as EsbuildPlugin} from 'esbuild';

import type {SchemaTimeline} from '../../lib/operation-check';
import {REPO_ROOT} from '../../lib/repo-root';

export const CHECKER_ENTRY = path.join(REPO_ROOT, 'scripts', 'verificar', 'standalone.ts');

export interface CheckerBundleData {
  readonly sdl: string;
  readonly timeline: SchemaTimeline;
  readonly siteUrl: string;
}

function embedded(data: CheckerBundleData): EsbuildPlugin {
  return {
    name: 'verificar-dados',
    setup(bundler) {
      bundler.onResolve({filter: /^verificar:dados$/}, () => ({path: 'dados', namespace: 'verificar'}));
      bundler.onLoad({filter: /.*/, namespace: 'verificar'}, () => ({
        loader: 'js',
        contents: [
          `export const SCHEMA_SDL = ${JSON.stringify(data.sdl)};`,
          `export const TIMELINE = ${JSON.stringify(data.timeline)};`,
          `export const SITE_URL = ${JSON.stringify(data.siteUrl)};`,
        ].join('\n'),
      }));
    },
  };
}

/** Writes the bundle to `outfile` (CommonJS, so `node verificar.js` runs it without a package.json). */
export async function bundleChecker(data: CheckerBundleData, outfile: string): Promise<void> {
  await build({
    entryPoints: [CHECKER_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minify: true,
    legalComments: 'eof',
    // Some dependencies' ES modules read import.meta.url (createRequire), which CommonJS has not.
    define: {'import.meta.url': 'IMPORT_META_URL'},
    banner: {
      js: [
        '#!/usr/bin/env node',
        `// Verificador de operações GraphQL de ${data.siteUrl}: node verificar.js --ajuda`,
        "const IMPORT_META_URL = require('node:url').pathToFileURL(__filename).href;",
      ].join('\n'),
    },
    plugins: [embedded(data)],
    logLevel: 'silent',
  });
}
