/**
 * graphql-markdown's lifecycle hooks for the reference: every page is rewritten in memory, with
 * the GraphQL type it documents in hand, before graphql-markdown writes it.
 * - beforeComposePageTypeHook gets the page's sections: the front matter gains the description,
 *   the imports go in the page's mdxDeclaration, "No description" and the built-ins' English
 *   descriptions become Portuguese, section titles Portuguese and one level up, member headings
 *   the portal's layout, relation lists wrapped apart (page-text.ts).
 * - afterPrintTypeHook gets the composed page: the trees of an operation's arguments and return
 *   type under their headings (shapes.ts), its example at the end (examples.ts) and the history's
 *   "Disponível desde" notes (since.ts).
 * - afterRenderFilesHook runs once the files are written: the leaf categories' index pages
 *   (category-index.ts), and the built-in type-system directives' folder removed.
 * Links are fixed in formatMDXLink (mdx-formatter.ts). What no hook reaches (which entries get a
 * page, the relation sections' speed) is a patch of the dependency (patches/).
 *
 * The hooks read the generation under way from its session (session.ts) and count what they
 * did there; page-entry.ts finds which schema entry a page documents.
 */
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {PageSection, PageSections} from '@graphql-markdown/types';
import type {GraphQLSchema} from 'graphql';

import {categoryIndexPage, type CategoryEntry} from './category-index';
import {describedEntry, pageEntry, type PageEntry} from './page-entry';
import {recorded} from './session';
import {buildOperationExample, EXAMPLE_IMPORTS, exampleSectionMdx} from './examples';
import {CATEGORY_INDEX_FILE, isLeafCategory} from './labels';
import {
  collapseBlankLines,
  hasDerivedDescriptions,
  localizeBuiltIns,
  plainDescription,
  raiseHeadings,
  sectionTitle,
  splitMemberHeadings,
  translateDescription,
  translateSectionHeadings,
  unlinkBuiltInDirectives,
  withFrontMatterLines,
} from './page-text';
import {insertShapes, operationShapesMdx, SHAPE_IMPORT, type PageShapes} from './shapes';
import {annotatePage} from './since';
import {CATEGORIES, TYPES_GROUP, pageKindOf, type OperationKind} from '../../../lib/reference-layout';

// ---------------------------------------------------------------------------------------------
// beforeComposePageTypeHook: the sections
// ---------------------------------------------------------------------------------------------

interface ComposeEvent {
  readonly data: {
    readonly type: unknown;
    readonly options: {readonly schema?: GraphQLSchema};
    readonly sections: PageSections;
  };
}

/** A section's text, section by section: titles in Portuguese and one level up, text rewritten. */
function rewriteSection(section: PageSection, rewrite: (text: string) => string): PageSection {
  const {title, level, content} = section;
  const out: PageSection = {...section};
  if (typeof title === 'string') {
    out.title = sectionTitle(title);
    // graphql-markdown's default level is 3, under the page's h1 (see raiseHeadings).
    out.level = (level ?? 3) - 1;
  }
  if (typeof content === 'string') out.content = rewrite(content);
  else if (Array.isArray(content)) out.content = content.map((part) => rewriteSection(part, rewrite));
  else if (content !== undefined) out.content = rewriteSection(content, rewrite);
  return out;
}

/**
 * Members and relation lists: headings up, titles in Portuguese, the specification's descriptions in
 * Portuguese (the "Tipo" of an operation that returns Boolean shows Boolean's), the portal's member
 * layout (page-text.ts).
 */
function memberText(derived: boolean) {
  return (text: string): string => {
    const translated = collapseBlankLines(translateSectionHeadings(raiseHeadings(localizeBuiltIns(text))));
    return splitMemberHeadings(unlinkBuiltInDirectives(translated), derived);
  };
}

/** The imports an entry's page needs, in its mdxDeclaration (an operation: the trees and the example's tabs). */
function pageImports(entry: PageEntry): string {
  return entry.kind.group === 'operation' ? `${SHAPE_IMPORT}\n\n${EXAMPLE_IMPORTS}` : '';
}

export const beforeComposePageTypeHook = recorded('beforeComposePageTypeHook', (current, event: ComposeEvent) => {
  current.composed += 1;
  const {type, options, sections} = event.data;
  const entry = pageEntry(type, options.schema, current.schema);
  const description = entry.description ? plainDescription(entry.description) : '';
  if (sections.header?.content !== undefined && description) {
    // JSON strings are valid YAML double-quoted scalars.
    sections.header.content = withFrontMatterLines(sections.header.content, [
      `description: ${JSON.stringify(description)}`,
    ]);
  }
  sections.mdxDeclaration = {content: pageImports(entry)};
  if (sections.description) {
    sections.description = rewriteSection(sections.description, (text) =>
      collapseBlankLines(translateDescription(localizeBuiltIns(text))),
    );
  }
  const rewriteMembers = memberText(hasDerivedDescriptions(entry.kind, entry.name));
  if (sections.metadata) sections.metadata = rewriteSection(sections.metadata, rewriteMembers);
  if (sections.relations) sections.relations = rewriteSection(sections.relations, rewriteMembers);
});

// ---------------------------------------------------------------------------------------------
// afterPrintTypeHook: the composed page
// ---------------------------------------------------------------------------------------------

interface PrintEvent {
  readonly data: {readonly type: unknown; readonly options: {readonly schema?: GraphQLSchema}};
  output?: string | null;
}

/** An operation page's trees and example, from the schema as written. */
function operationExtras(schema: GraphQLSchema, kind: OperationKind, name: string) {
  const shapes: PageShapes = operationShapesMdx(schema, kind, name);
  const example = exampleSectionMdx(buildOperationExample(schema, kind, name));
  return {shapes, example};
}

export const afterPrintTypeHook = recorded('afterPrintTypeHook', (current, event: PrintEvent) => {
  const {type, options} = event.data;
  if (typeof event.output !== 'string') return;
  const entry = pageEntry(type, options.schema, current.schema);
  let page = collapseBlankLines(event.output);
  if (entry.kind.group === 'operation') {
    const {shapes, example} = operationExtras(current.schema, entry.kind.kind, entry.name);
    page = `${insertShapes(page, shapes).trimEnd()}\n\n${example}`;
    current.examples += 1;
  }
  if (current.since !== undefined && entry.kind.group !== 'directive') {
    page = annotatePage(page, entry.owner, entry.kind.group === 'type', current.since.index);
  }
  event.output = page;
  current.printed += 1;
});

// ---------------------------------------------------------------------------------------------
// afterRenderFilesHook: the category index pages
// ---------------------------------------------------------------------------------------------

/**
 * The built-in type-system directives (@deprecated, @oneOf, @specifiedBy) land in a second
 * "directives" folder (/api/types/directives/...), which the layout does not have: only @include
 * and @skip, which operations use, get pages. No hook keeps graphql-markdown from writing a page
 * (a hook that cancels one makes it log a warning per page), so the folder goes once written.
 */
const BUILT_IN_DIRECTIVES_DIR = path.join(TYPES_GROUP, 'directives');

interface RenderedPage {
  readonly filePath: string;
  readonly name: string;
}

interface RenderFilesEvent {
  readonly data: {readonly outputDir: string; readonly pages: unknown};
}

function isRenderedPage(value: unknown): value is RenderedPage {
  return (
    typeof value === 'object' &&
    value !== null &&
    'filePath' in value &&
    typeof value.filePath === 'string' &&
    'name' in value &&
    typeof value.name === 'string'
  );
}

/** Folder of a written page, relative to the output dir, with "/" (e.g. "types/objects"). */
function folderOf(outputDir: string, file: string): string {
  return path.relative(outputDir, path.dirname(file)).split(path.sep).join('/');
}

/** Rows of each leaf category's table, from the pages graphql-markdown wrote (by folder). */
function categoryEntries(schema: GraphQLSchema, outputDir: string, pages: readonly RenderedPage[]) {
  const entries = new Map<string, CategoryEntry[]>();
  for (const page of pages) {
    const folder = folderOf(outputDir, page.filePath);
    const kind = pageKindOf(folder);
    if (kind === undefined) continue;
    const description = describedEntry(schema, kind, page.name);
    const folderEntries = entries.get(folder) ?? [];
    folderEntries.push({name: page.name, file: path.basename(page.filePath), description});
    entries.set(folder, folderEntries);
  }
  return entries;
}

export const afterRenderFilesHook = recorded('afterRenderFilesHook', (current, event: RenderFilesEvent) => {
  const {outputDir} = event.data;
  const builtInDirectives = path.join(outputDir, BUILT_IN_DIRECTIVES_DIR);
  const pages = [event.data.pages]
    .flat(2)
    .filter(isRenderedPage)
    .filter((page) => !page.filePath.startsWith(`${builtInDirectives}${path.sep}`));
  rmSync(builtInDirectives, {recursive: true, force: true});
  const entries = categoryEntries(current.schema, outputDir, pages);
  for (const category of CATEGORIES) {
    const folderEntries = entries.get(category.dir);
    if (!isLeafCategory(category) || folderEntries === undefined) continue;
    // A schema entry whose page graphql-markdown named index.mdx would be overwritten.
    const file = path.join(outputDir, category.dir, CATEGORY_INDEX_FILE);
    if (folderEntries.some((entry) => entry.file === CATEGORY_INDEX_FILE)) {
      throw new Error(`${file}: uma entrada do schema tem o nome de arquivo reservado ao índice da categoria.`);
    }
    writeFileSync(file, categoryIndexPage(category, folderEntries));
    current.categoryPages += 1;
  }
  current.pages = pages.length;
  current.filesRendered = true;
});
