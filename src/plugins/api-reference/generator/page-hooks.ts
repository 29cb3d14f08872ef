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
 * The hooks read the generation under way (its schema with the descriptions as written, the
 * history) from the session that pipeline.ts opens around graphql-markdown's run, and count
 * what they did there: the pipeline refuses a run whose pages did not all go through them. An
 * error in a hook is recorded there too, since graphql-markdown collects hook errors and writes
 * the page as it was.
 */
import {rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

// graphql-markdown's guards: its objects come from its own copy of graphql (CommonJS), which may
// not be the one this module imports (Vitest loads graphql's ES build), and graphql-js refuses
// to test an object of another copy.
import {
  isDirectiveType,
  isEnumType,
  isInputType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from '@graphql-markdown/graphql';
import type {PageSection, PageSections} from '@graphql-markdown/types';
import type {GraphQLSchema} from 'graphql';

import {categoryIndexPage, type CategoryEntry} from './category-index';
import {buildOperationExample, EXAMPLE_IMPORTS, exampleSectionMdx} from './examples';
import {CATEGORY_INDEX_FILE, isLeafCategory} from './labels';
import {
  collapseBlankLines,
  hasDerivedDescriptions,
  localizeBuiltIns,
  localizedDescription,
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
import {annotatePage, type SinceIndex} from './since';
import {
  CATEGORIES,
  TYPES_GROUP,
  pageKindOf,
  type OperationKind,
  type PageKind,
  type TypeFolder,
} from '../../../lib/reference-layout';

/** A generation under way: what the hooks read, and what they did. */
export interface ReferenceSession {
  /** The schema as loaded from the SDL: descriptions as written (graphql-markdown gets MDX-safe copies). */
  readonly schema: GraphQLSchema;
  /** The history's notes, when the reference documents the snapshot. */
  readonly since?: {readonly index: SinceIndex};
  /** Pages composed through beforeComposePageTypeHook and finished through afterPrintTypeHook. */
  composed: number;
  printed: number;
  /** Links that went through formatMDXLink. */
  links: number;
  /** Entry pages kept once the files are written (the built-in directives' are removed). */
  pages: number;
  examples: number;
  categoryPages: number;
  /** afterRenderFilesHook ran. */
  filesRendered: boolean;
  /** Errors thrown by the hooks (graphql-markdown does not stop on them). */
  readonly errors: string[];
}

let session: ReferenceSession | undefined;

/** Opens the session of a generation; pipeline.ts closes it (endSession) whatever happens. */
export function startSession(schema: GraphQLSchema, since?: SinceIndex): ReferenceSession {
  if (session !== undefined) throw new Error('Já há uma geração da referência em andamento neste processo.');
  session = {
    schema,
    ...(since === undefined ? {} : {since: {index: since}}),
    composed: 0,
    printed: 0,
    links: 0,
    pages: 0,
    examples: 0,
    categoryPages: 0,
    filesRendered: false,
    errors: [],
  };
  return session;
}

export function endSession(): void {
  session = undefined;
}

/** Runs a hook's body, recording its error in the session before graphql-markdown swallows it. */
function recorded<E>(hook: string, body: (current: ReferenceSession, event: E) => void): (event: E) => void {
  return (event) => {
    const current = currentSession();
    try {
      body(current, event);
    } catch (error) {
      current.errors.push(`${hook}: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };
}

/** The session under way; a hook called outside one (graphql-markdown run by hand) says so. */
export function currentSession(): ReferenceSession {
  if (session === undefined) {
    throw new Error(
      'Os hooks da referência rodaram fora de uma geração: gere a referência por pipeline.ts (npm run reference).',
    );
  }
  return session;
}

// ---------------------------------------------------------------------------------------------
// Which entry a page documents
// ---------------------------------------------------------------------------------------------

/** What a page documents, found from the type graphql-markdown hands to the hooks. */
export interface PageEntry {
  readonly kind: PageKind;
  /** Schema name (the page's title). */
  readonly name: string;
  /** The member path the history knows it by: `Type`, or `Query.field` for an operation. */
  readonly owner: string;
  /** Its description as written in the schema, in Portuguese (built-ins translated). */
  readonly description: string | null | undefined;
}

const TYPE_FOLDERS: ReadonlyArray<readonly [(type: unknown) => boolean, TypeFolder]> = [
  [isObjectType, 'objects'],
  [isInputType, 'inputs'],
  [isEnumType, 'enums'],
  [isScalarType, 'scalars'],
  [isInterfaceType, 'interfaces'],
  [isUnionType, 'unions'],
];

const OPERATION_ROOTS = [
  ['query', (schema: GraphQLSchema) => schema.getQueryType()],
  ['mutation', (schema: GraphQLSchema) => schema.getMutationType()],
  ['subscription', (schema: GraphQLSchema) => schema.getSubscriptionType()],
] as const;

function nameOf(type: unknown): string {
  const name = typeof type === 'object' && type !== null && 'name' in type ? type.name : undefined;
  if (typeof name !== 'string') throw new Error('graphql-markdown passou aos hooks uma página sem tipo nomeado.');
  return name;
}

/**
 * The entry of a page: `type` is graphql-markdown's object (a named type, a directive, or a root
 * type's field for an operation, found by identity in the schema it documents), and the
 * description comes from `schema`, the same entry with its description as written.
 */
export function pageEntry(type: unknown, documented: GraphQLSchema | undefined, schema: GraphQLSchema): PageEntry {
  const name = nameOf(type);
  const missing = () => new Error(`"${name}" não existe no schema da referência.`);
  if (isDirectiveType(type)) {
    const directive = schema.getDirective(name);
    if (!directive) throw missing();
    return {kind: {group: 'directive'}, name, owner: name, description: localizedDescription(directive.description)};
  }
  const folder = TYPE_FOLDERS.find(([is]) => is(type))?.[1];
  if (folder !== undefined) {
    const named = schema.getType(name);
    if (!named) throw missing();
    return {kind: {group: 'type', folder}, name, owner: name, description: localizedDescription(named.description)};
  }
  for (const [kind, rootOf] of OPERATION_ROOTS) {
    const documentedRoot = documented ? rootOf(documented) : undefined;
    if (documentedRoot?.getFields()[name] !== type) continue;
    const root = rootOf(schema);
    const field = root?.getFields()[name];
    if (!root || !field) throw missing();
    return {kind: {group: 'operation', kind}, name, owner: `${root.name}.${name}`, description: field.description};
  }
  throw new Error(`graphql-markdown passou aos hooks "${name}", que não é tipo, diretiva nem operação do schema.`);
}

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

/** The description (as written, built-ins in Portuguese) of an entry known by its kind and name. */
function describedEntry(schema: GraphQLSchema, kind: PageKind, name: string): string | null | undefined {
  if (kind.group === 'directive') return localizedDescription(schema.getDirective(name)?.description);
  if (kind.group === 'type') return localizedDescription(schema.getType(name)?.description);
  const root = OPERATION_ROOTS.find(([operation]) => operation === kind.kind)?.[1](schema);
  return root?.getFields()[name]?.description;
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
