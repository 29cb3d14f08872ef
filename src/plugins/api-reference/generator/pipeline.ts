/**
 * The whole API-reference pipeline, callable on any schema and into any folder (the build
 * uses the snapshot and api/; the unit tests use a fixture and a temp dir):
 * 1. load and validate the schema (src/lib/schema-snapshot.ts);
 * 2. write a copy whose descriptions are MDX-safe text (mdx-text.ts), for graphql-markdown;
 * 3. run graphql-markdown programmatically with the options of options.ts and our mdxParser
 *    module (mdx-formatter.ts), whose hooks (page-hooks.ts) rewrite every page in memory and
 *    write the category index pages, in a session (session.ts) that gives them the schema as written;
 * 4. refuse the run unless every page went through the hooks (graphql-markdown only warns when
 *    it cannot load the module) and the dependency's patch is applied (graphql-markdown-patch.ts).
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
import {assertGraphqlMarkdownPatched} from './graphql-markdown-patch';
import {endSession, startSession, type ReferenceSession} from './session';
import type {SinceIndex} from './since';

export interface ReferenceOptions {
  /** SDL file (default: the snapshot). */
  readonly schemaPath?: string;
  /** Output folder, emptied first (default: api/). */
  readonly outputDir?: string;
  /** Page for /api/ (default: src/api-reference/index.md). */
  readonly homepage?: string;
  /** The history's "Disponível desde" notes (run.ts, when the reference documents the snapshot). */
  readonly since?: SinceIndex;
}

export interface ReferenceResult {
  readonly schema: GraphQLSchema;
  /** Pages of schema entries that graphql-markdown generated (the category index pages apart). */
  readonly pages: number;
  /** Operation pages with an example. */
  readonly examples: number;
  /** Index pages written for the leaf categories. */
  readonly categoryPages: number;
  /** What went through the hooks: pages composed and printed, links formatted. */
  readonly hooks: Pick<ReferenceSession, 'composed' | 'printed' | 'links'>;
  readonly generationSeconds: number;
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
  const config = await buildConfig(graphqlMarkdownConfig(), {
    schema: schemaFile,
    root: outputDir,
    homepage,
    formatter: MDX_FORMATTER,
  });
  await generateDocFromSchema({...config, loggerModule: DOCUSAURUS_LOGGER});
}

/** Generates the reference; see the file comment. */
export async function buildReference(options: ReferenceOptions = {}): Promise<ReferenceResult> {
  const schemaPath = options.schemaPath ?? SNAPSHOT_PATH;
  const outputDir = options.outputDir ?? DEFAULT_OUTPUT_DIR;
  const homepage = options.homepage ?? DEFAULT_HOMEPAGE;
  const schema = loadSnapshot(schemaPath);
  assertGraphqlMarkdownPatched();

  const started = performance.now();
  rmSync(outputDir, {recursive: true, force: true});
  mkdirSync(outputDir, {recursive: true});
  const workDir = mkdtempSync(path.join(tmpdir(), 'referencia-api-'));
  const session = startSession(schema, options.since);
  try {
    const schemaFile = path.join(workDir, 'schema.graphql');
    writeFileSync(schemaFile, mdxSafeSdl(schema));
    await runGraphqlMarkdown(schemaFile, outputDir, homepage);
  } finally {
    endSession();
    rmSync(workDir, {recursive: true, force: true});
  }
  checkHooksRan(session, outputDir);
  return {
    schema,
    pages: session.pages,
    examples: session.examples,
    categoryPages: session.categoryPages,
    hooks: {composed: session.composed, printed: session.printed, links: session.links},
    generationSeconds: (performance.now() - started) / 1000,
  };
}

/**
 * graphql-markdown logs some failures (schema not loaded, formatter module missing) instead of
 * throwing: a run whose pages did not all go through the hooks stops here.
 */
function checkHooksRan(session: ReferenceSession, outputDir: string): void {
  if (session.errors.length > 0) {
    throw new Error(`Os hooks da referência falharam:\n${session.errors.slice(0, 5).join('\n')}`);
  }
  if (!session.filesRendered || session.pages === 0) {
    throw new Error(
      `graphql-markdown não gerou nenhuma página em ${outputDir} pelos hooks do portal: o mdxParser ` +
        '(src/plugins/api-reference/generator/mdx-formatter.ts) não foi carregado ou o schema não foi lido. ' +
        'Veja o aviso do graphql-markdown acima.',
    );
  }
  if (session.composed !== session.printed || session.composed < session.pages) {
    throw new Error(
      `Só ${session.printed} de ${session.composed} páginas passaram por todos os hooks da referência ` +
        `(${session.pages} páginas gravadas).`,
    );
  }
}
