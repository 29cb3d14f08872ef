/**
 * Builds the API reference under api/ from schema/schema.graphql:
 * 1. empties api/ (generated files are build output, never committed);
 * 2. runs graphql-markdown (`docusaurus graphql-to-doc`, configured in docusaurus.config.ts);
 * 3. post-processes the generated pages (see postprocess.ts).
 * Run by `npm run reference`, before every `build` and `start`.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, rmSync} from 'node:fs';
import path from 'node:path';

import {postprocessReference} from './postprocess';

const ROOT = path.resolve(__dirname, '../..');
const OUTPUT = path.join(ROOT, 'api');

function main(): number {
  const started = performance.now();
  rmSync(OUTPUT, {recursive: true, force: true});
  mkdirSync(OUTPUT, {recursive: true});
  const generator = spawnSync('npx', ['docusaurus', 'graphql-to-doc'], {cwd: ROOT, stdio: 'inherit'});
  if (generator.status !== 0) {
    console.error('Falha ao gerar a referência da API a partir de schema/schema.graphql.');
    return generator.status ?? 1;
  }
  const summary = postprocessReference(OUTPUT);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Referência da API: ${summary.pages} páginas pós-processadas em api/ (${seconds} s).`);
  return 0;
}

process.exitCode = main();
