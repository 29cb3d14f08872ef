/**
 * Builds the API reference under api/ from schema/schema.graphql (see pipeline.ts): empties
 * api/ (generated files are build output, never committed), runs graphql-markdown with the
 * options of options.ts and post-processes the pages.
 * Run by `npm run reference`, before every `build` and `start`. REFERENCE_SCHEMA=<file> documents
 * another schema instead: only the benchmark does that, to build the site from synthetic schemas
 * larger than the snapshot.
 */
import {buildReference} from './pipeline';

async function main(): Promise<number> {
  const started = performance.now();
  const schemaPath = process.env.REFERENCE_SCHEMA || undefined;
  try {
    const result = await buildReference({schemaPath});
    const total = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Referência da API: ${result.pages} páginas (${result.examples} com exemplo) em api/, ` +
        `geração ${result.generationSeconds.toFixed(1)} s, pós-processamento ${result.postprocessSeconds.toFixed(1)} s, ` +
        `total ${total} s.`,
    );
    return 0;
  } catch (error) {
    console.error(`Falha ao gerar a referência da API a partir de ${schemaPath ?? 'schema/schema.graphql'}.`);
    console.error(error);
    return 1;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
