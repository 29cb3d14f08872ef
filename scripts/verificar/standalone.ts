/**
 * Entry of the single-file download (`verificar.js`, next to the schema downloads): the same
 * command as `npm run verificar`, with the schema, its history and the portal's address embedded
 * at build time (src/plugins/api-downloads bundles it with esbuild), so it runs with plain `node`
 * anywhere, without the repository.
 */
import {buildSchema} from 'graphql';

// Resolved by the bundler to the build's data (src/plugins/api-downloads/checker-bundle.ts).
import {SCHEMA_SDL, SITE_URL, TIMELINE} from 'verificar:dados';
import {main} from './run';
import {downloadById} from '../../src/lib/machine-readable';

main(
  process.argv.slice(2),
  () => ({schema: buildSchema(SCHEMA_SDL), timeline: TIMELINE, siteUrl: SITE_URL}),
  `node ${downloadById('checker').file}`,
).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`verificar: erro inesperado: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  },
);
