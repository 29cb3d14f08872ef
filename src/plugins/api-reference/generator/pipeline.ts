/**
 * The whole API-reference pipeline, callable on any schema and into any folder (the build
 * uses the snapshot and api/; the unit tests use a fixture and a temp dir):
 * 1. load and validate the schema (scripts/lib/schema-snapshot.ts);
 * 2. write a copy whose descriptions are MDX-safe text (mdx-text.ts), for graphql-markdown;
 * 3. run graphql-markdown programmatically with the options of options.ts and our mdxParser
 *    module (mdx-formatter.ts);
 * 4. post-process the pages (postprocess.ts).
 */
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildConfig, generateDocFromSchema} from '@graphql-markdown/core';
import {Printer} from '@graphql-markdown/printer-legacy';
import {Kind, parse, print, visit, type GraphQLSchema, type StringValueNode} from 'graphql';

import {REPO_ROOT} from '../../../lib/repo-root';
import {SNAPSHOT_PATH, loadSnapshot, printSnapshot} from '../../../lib/schema-snapshot';
import * as mdxFormatter from './mdx-formatter';
import {toMdxText} from './mdx-text';
import {DOCUSAURUS_LOGGER, GRAPHQL_MARKDOWN_OPTIONS, graphqlMarkdownConfig} from './options';
import {postprocessReference, type PostprocessSummary} from './postprocess';
import {installGraphqlMarkdownFixes} from './graphql-markdown-fixes';

export interface ReferenceOptions {
  /** SDL file (default: the snapshot). */
  readonly schemaPath?: string;
  /** Output folder, emptied first (default: api/). */
  readonly outputDir?: string;
  /** Page for /api/ (default: src/api-reference/index.md). */
  readonly homepage?: string;
}

export interface ReferenceResult extends PostprocessSummary {
  readonly schema: GraphQLSchema;
  readonly generationSeconds: number;
  readonly postprocessSeconds: number;
}

export const DEFAULT_OUTPUT_DIR = path.join(REPO_ROOT, GRAPHQL_MARKDOWN_OPTIONS.rootPath);
export const DEFAULT_HOMEPAGE = path.join(REPO_ROOT, GRAPHQL_MARKDOWN_OPTIONS.homepage);

/**
 * graphql-markdown's mdxParser: our formatter functions and hook (mdx-formatter.ts). It takes a
 * module specifier and loads it with a native import(), which cannot load TypeScript inside
 * Docusaurus or Vitest; so the specifier is a one-line JavaScript module, as a data: URL, whose
 * default export is this process's own copy of mdx-formatter.ts (graphql-markdown reads the
 * functions and hooks from `default`).
 */
const MDX_PARSER_KEY = 'portal.referencia.mdxParser';
(globalThis as Record<symbol, unknown>)[Symbol.for(MDX_PARSER_KEY)] = mdxFormatter;
const MDX_FORMATTER = `data:text/javascript,${encodeURIComponent(
  `export default globalThis[Symbol.for(${JSON.stringify(MDX_PARSER_KEY)})];`,
)}`;

function mdxSafeString(node: StringValueNode): StringValueNode {
  return {...node, value: toMdxText(node.value), block: true};
}

/**
 * The schema as SDL with every description and deprecation reason replaced by its MDX-safe
 * text. graphql-markdown's own escaping misses unpaired backticks, backslashes, entities and
 * Markdown syntax; with this input it finds nothing left to escape.
 */
export function mdxSafeSdl(schema: GraphQLSchema): string {
  const document = parse(printSnapshot(schema));
  const safe = visit(document, {
    enter(node) {
      if (node.kind === Kind.DIRECTIVE && node.name.value === 'deprecated') {
        const args = (node.arguments ?? []).map((arg) => {
          if (arg.name.value !== 'reason' || arg.value.kind !== Kind.STRING) return arg;
          return {...arg, value: {...arg.value, value: toMdxText(arg.value.value), block: false}};
        });
        return {...node, arguments: args};
      }
      if ('description' in node && node.description) return {...node, description: mdxSafeString(node.description)};
      return undefined;
    },
  });
  return `${print(safe)}\n`;
}

/** Runs graphql-markdown as the Docusaurus plugin does (`docusaurus graphql-to-doc`). */
async function runGraphqlMarkdown(schemaFile: string, outputDir: string, homepage: string): Promise<void> {
  // The printer keeps its options (schema included) in static state set by the first run of
  // the process: reset them so that a second run documents its own schema.
  Printer.options = undefined;
  if (!installGraphqlMarkdownFixes()) {
    throw new Error('graphql-markdown mudou: as correções de graphql-markdown-fixes.ts não se aplicam mais.');
  }
  const config = await buildConfig(graphqlMarkdownConfig(), {
    schema: schemaFile,
    root: outputDir,
    homepage,
    formatter: MDX_FORMATTER,
  });
  await generateDocFromSchema({...config, loggerModule: DOCUSAURUS_LOGGER});
}

/** Generates and post-processes the reference; see the file comment. */
export async function buildReference(options: ReferenceOptions = {}): Promise<ReferenceResult> {
  const schemaPath = options.schemaPath ?? SNAPSHOT_PATH;
  const outputDir = options.outputDir ?? DEFAULT_OUTPUT_DIR;
  const homepage = options.homepage ?? DEFAULT_HOMEPAGE;
  const schema = loadSnapshot(schemaPath);

  const started = performance.now();
  rmSync(outputDir, {recursive: true, force: true});
  mkdirSync(outputDir, {recursive: true});
  const workDir = mkdtempSync(path.join(tmpdir(), 'referencia-api-'));
  try {
    const schemaFile = path.join(workDir, 'schema.graphql');
    writeFileSync(schemaFile, mdxSafeSdl(schema));
    await runGraphqlMarkdown(schemaFile, outputDir, homepage);
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
  const generated = performance.now();
  const summary = postprocessReference(outputDir, schema);
  // graphql-markdown logs some failures (schema not loaded, formatter missing) instead of throwing.
  if (summary.pages === 0) throw new Error(`graphql-markdown não gerou nenhuma página .mdx em ${outputDir}.`);
  const done = performance.now();
  return {
    ...summary,
    schema,
    generationSeconds: (generated - started) / 1000,
    postprocessSeconds: (done - generated) / 1000,
  };
}
