/**
 * Fixes what graphql-markdown generates, in place, so that the reference has exactly the
 * routes of the specification, no broken link, every label in Portuguese, a plain-text
 * description in each page's front matter, and on every operation page the trees of its arguments'
 * and return types (shapes.ts) and an example; and writes
 * each leaf category's index page, a table of its entries.
 */
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {escapeMDX} from '@graphql-markdown/utils';
import type {GraphQLSchema} from 'graphql';

import {CATEGORY_INDEX_CLASS, DERIVED_TEXT_CLASS, MEMBER_TYPE_CLASS, RELATIONS_CLASS} from './class-names';
import {buildOperationExample, EXAMPLE_IMPORTS, exampleSectionMdx} from './examples';
import {insertShapes, operationShapesMdx, SHAPE_IMPORT, type PageShapes} from './shapes';
import {
  CATEGORIES,
  OPERATIONS_GROUP,
  REFERENCE_ROUTE_BASE,
  TYPES_GROUP,
  pageKindOf,
  type Category,
  type PageKind,
} from '../../../lib/reference-layout';
import {
  BUILT_IN_DESCRIPTIONS,
  CATEGORY_INDEX_FILE,
  CATEGORY_INDEX_TEXTS,
  isLeafCategory,
  NO_DESCRIPTION,
  SECTION_TITLES,
} from './labels';
import {toMdxText} from './mdx-text';

export interface PostprocessSummary {
  /** Pages of schema entries (and the overview) that graphql-markdown generated. */
  readonly pages: number;
  readonly examples: number;
  /** Index pages written for the leaf categories. */
  readonly categoryPages: number;
}

/**
 * Built-in directives (@deprecated, @oneOf, @specifiedBy) land in a second
 * "directives" category (/api/category/directives-1, /api/types/directives/...),
 * which the specification does not have: only @include and @skip get pages.
 */
const BUILT_IN_DIRECTIVES_DIR = path.join(TYPES_GROUP, 'directives');

/** Links to the removed directive pages become plain code. */
const DIRECTIVE_LINK = new RegExp(
  `\\[(\`[^\`]+\`)\\]\\(/${REFERENCE_ROUTE_BASE}/${TYPES_GROUP}/directives/[a-z0-9-]+\\.mdx\\)`,
  'g',
);

/**
 * The operations group is renamed "api" (routes /api/api/...), but graphql-markdown
 * keeps linking to /api/operations/...
 */
const OPERATION_LINK = new RegExp(`\\(/${REFERENCE_ROUTE_BASE}/operations/`, 'g');

const SECTION_HEADING = new RegExp(`^(#{2,6}) (${Object.keys(SECTION_TITLES).join('|')})[ \\t]*$`, 'gm');

export type {PageKind} from '../../../lib/reference-layout';

export interface PageContext {
  readonly kind: PageKind;
  /** Schema name of what the page documents (its front matter title). */
  readonly name: string;
  /** Raw description from the schema, in Portuguese (built-ins translated). */
  readonly description: string | null | undefined;
  /** The example section and imports of an operation page. */
  readonly example?: string;
  /** The trees of an operation page's arguments and return type. */
  readonly shapes?: PageShapes;
}

// ---------------------------------------------------------------------------------------------
// Text rewrites (pure, unit-tested)
// ---------------------------------------------------------------------------------------------

/** Built-in descriptions as graphql-markdown prints them → the Portuguese MDX. */
const BUILT_IN_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = BUILT_IN_DESCRIPTIONS.flatMap(
  ([english, portuguese]) => (english ? [[escapeMDX(english), toMdxText(portuguese)] as const] : []),
);

/** The Portuguese for a built-in description, or the description itself. */
export function localizedDescription(description: string | null | undefined): string | null | undefined {
  const match = BUILT_IN_DESCRIPTIONS.find(([english]) => english === description);
  return match ? match[1] : description;
}

/** What graphql-markdown's stock formatter writes, and mdx-formatter.ts never does. */
const STOCK_MARKUP = /<(Badge|Bullet|SpecifiedBy)\b|<code style=\{\{ fontWeight/u;

/**
 * graphql-markdown opens each section with `###` right under the page's h1: headings jump from
 * level 1 to 3 (axe and Lighthouse "heading-order"), and screen-reader users navigating by level
 * miss them. One level up, sections are h2 and fields, arguments and values h3, so the page's
 * table of contents (levels 2 to 3) lists them. Code blocks are left alone.
 */
export function raiseHeadings(source: string): string {
  let inFence = false;
  return source
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && /^#{3,6} /.test(line) ? line.slice(1) : line;
    })
    .join('\n');
}

/**
 * The English that graphql-markdown writes where no formatter function reaches (section titles,
 * "No description", the built-in scalars' and directives' descriptions) in Portuguese, and the
 * headings one level up (raiseHeadings). Badges, bullets, names, admonitions and the
 * specification link already come out in Portuguese and plain Markdown (mdx-formatter.ts); a
 * page that still has the stock helper components means graphql-markdown did not load that
 * module, and stops the generation.
 */
export function translatePage(source: string): string {
  if (STOCK_MARKUP.test(source)) {
    throw new Error(
      'A página gerada tem os componentes do formatador padrão do graphql-markdown: o mdxParser do portal ' +
        '(src/plugins/api-reference/generator/mdx-formatter.ts) não foi carregado. Veja o aviso do graphql-markdown acima.',
    );
  }
  let out = raiseHeadings(source)
    .replace(SECTION_HEADING, (_match, hashes: string, title: string) => `${hashes} ${SECTION_TITLES[title] ?? title}`)
    .replace(/^No description$/gm, NO_DESCRIPTION);
  for (const [english, portuguese] of BUILT_IN_REPLACEMENTS) out = out.replaceAll(english, portuguese);
  return out.replace(/\n{4,}/g, '\n\n\n');
}

/** `### [`Billing.dueDate`](#due-date) · [`DateTime!`](/api/…) <span …>não nulo</span> \{#due-date\}` */
const MEMBER_HEADING = /^(#{3,6}) \[`(?:[^`\n]+\.)?([^`.\n]+)`\]\(#[^)\s]+\)(?: · (.+?))?\s*(\\\{#[^\\\n]+\\\})\s*$/;
/** `### [`FinancialIntegration`](/api/…) <span …>objeto</span>`: the type an operation returns. */
const RETURN_TYPE_HEADING = /^### (\[`[^`\n]+`\]\(\/api\/[^)\s]+\)(?: .*?)?)\s*$/;
/** Sections that only list other pages' links: Devolvido por, Usado em, Implementado por. */
const RELATION_SECTION = new RegExp(
  `^## (${[SECTION_TITLES['Returned By'], SECTION_TITLES['Member Of'], SECTION_TITLES['Implemented By']].join('|')})\\s*$`,
);

/**
 * graphql-markdown writes a field, argument or enum value (and a field's arguments, one level
 * down) as one heading holding its name, a self-link, its type link and badges. As it is, the
 * table of contents (levels 2 to 3, as the specification sets) would list "Billing.dueDate ·
 * DateTime! não nulo escalar" for each field, and search would index the badge words thousands
 * of times. The heading keeps only the member's own name, `dueDate` rather than `Billing.dueDate`
 * (the page is Billing's, and search splits words on spaces only, so "dueDate" would not find
 * the qualified form), and its anchor; the type and badges move to a line of their own right
 * below it. The type an operation returns ("Tipo") is not a subsection at
 * all: it becomes that line, with no heading.
 *
 * Wrapped so that the search index leaves them out:
 * - relation lists, which only repeat names that have pages of their own;
 * - with `derivedDescriptions`, each member's description: on filter and sort inputs they
 *   restate the object's own field descriptions ("Condição de filtro — …"), and made half of
 *   the reference's search index while pushing the object's fields out of the top results.
 * Code blocks are left alone.
 */
export function splitMemberHeadings(source: string, derivedDescriptions = false): string {
  let inFence = false;
  let inRelations = false;
  let wrapNextParagraph = false;
  const out: string[] = [];
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) {
      out.push(line);
      continue;
    }
    if (/^#{1,2} /.test(line)) inRelations = RELATION_SECTION.test(line);
    const member = MEMBER_HEADING.exec(line);
    const returnType = member ? null : RETURN_TYPE_HEADING.exec(line);
    if (member) {
      const [, hashes = '###', name = '', type, anchor = ''] = member;
      out.push(`${hashes} \`${name}\` ${anchor}`);
      if (type) out.push('', `<div className="${MEMBER_TYPE_CLASS}">${type.trim()}</div>`, '');
      wrapNextParagraph = derivedDescriptions;
    } else if (returnType) {
      out.push(`<div className="${MEMBER_TYPE_CLASS}">${returnType[1]?.trim() ?? ''}</div>`, '');
    } else if ((inRelations || wrapNextParagraph) && line.trim() !== '' && !/^(#|:::|<)/.test(line)) {
      // The paragraph runs to the next blank line or heading.
      const paragraph = [line.trimEnd()];
      while (index + 1 < lines.length && (lines[index + 1] ?? '').trim() !== '' && !/^#/.test(lines[index + 1] ?? '')) {
        index += 1;
        paragraph.push((lines[index] ?? '').trimEnd());
      }
      const className = inRelations ? RELATIONS_CLASS : DERIVED_TEXT_CLASS;
      out.push(`<div className="${className}">`, '', ...paragraph, '', '</div>');
      wrapNextParagraph = false;
    } else {
      // Only the paragraph right under the member: not an admonition or a later paragraph.
      if (line.trim() !== '') wrapNextParagraph = false;
      out.push(line);
    }
  }
  return out.join('\n');
}

/** Filter and sort inputs, whose fields restate an object's fields (see splitMemberHeadings). */
export function hasDerivedDescriptions(kind: PageKind, name: string): boolean {
  return kind.group === 'type' && kind.folder === 'inputs' && /(?:Filter|Sort)Input$/.test(name);
}

/** Links graphql-markdown gets wrong (see OPERATION_LINK and DIRECTIVE_LINK). */
export function fixLinks(source: string): string {
  return source.replace(OPERATION_LINK, `(/${REFERENCE_ROUTE_BASE}/${OPERATIONS_GROUP}/`).replace(DIRECTIVE_LINK, '$1');
}

/** The first paragraph of a description as one line of plain text, for front matter. */
export function plainDescription(description: string): string {
  const [firstParagraph = ''] = description.trim().split(/\n[ \t]*\n/);
  return firstParagraph
    .replace(/(?<!`)`([^`\n]+)`(?!`)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Adds lines at the end of the front matter (the page must start with one). */
function addFrontMatter(source: string, lines: readonly string[]): string {
  if (lines.length === 0) return source;
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  if (!match) throw new Error('Página sem front matter.');
  const head = match[0].slice(0, -'---\n'.length);
  return `${head}${lines.join('\n')}\n---\n${source.slice(match[0].length)}`;
}

/** Rewrites one generated page; `context` is undefined for pages that are not a schema entry. */
export function rewritePage(source: string, context?: PageContext): string {
  let out = fixLinks(translatePage(source));
  out = splitMemberHeadings(out, context ? hasDerivedDescriptions(context.kind, context.name) : false);
  if (!context) return out;
  if (context.shapes) out = insertShapes(out, context.shapes);
  const frontMatter: string[] = [];
  const description = context.description ? plainDescription(context.description) : '';
  // JSON strings are valid YAML double-quoted scalars.
  if (description) frontMatter.push(`description: ${JSON.stringify(description)}`);
  out = addFrontMatter(out, frontMatter);
  if (context.example) {
    const end = /^---\n[\s\S]*?\n---\n/.exec(out)?.[0].length ?? 0;
    out = `${out.slice(0, end)}\n${EXAMPLE_IMPORTS}\n${out.slice(end)}`;
    out = `${out.trimEnd()}\n\n${context.example}`;
  }
  if (context.shapes) {
    const end = /^---\n[\s\S]*?\n---\n/.exec(out)?.[0].length ?? 0;
    out = `${out.slice(0, end)}\n${SHAPE_IMPORT}\n${out.slice(end)}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Category index pages (pure, unit-tested)
// ---------------------------------------------------------------------------------------------

/** One row of a category index page. */
export interface CategoryEntry {
  /** Schema name (the page's title). */
  readonly name: string;
  /** File name of the entry's page in the category folder (e.g. "billing.mdx"). */
  readonly file: string;
  /** Raw description from the schema, in Portuguese (as PageContext has it). */
  readonly description: string | null | undefined;
}

/** Longest summary shown in a table row; a longer first sentence is cut at a word. */
const SUMMARY_MAX_LENGTH = 200;

/**
 * The first sentence of a one-line text: up to the first ".", "!" or "?" followed by a space
 * and an upper-case letter (so "gt...)" or "e.g. x" do not end it), else the whole text.
 */
export function firstSentence(text: string): string {
  const sentence = (/^.+?[.!?](?=\s+["'“(]?\p{Lu})/u.exec(text)?.[0] ?? text).trim();
  if (sentence.length <= SUMMARY_MAX_LENGTH) return sentence;
  const cut = sentence.slice(0, SUMMARY_MAX_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * Plain text as the MDX of a GFM table cell: MDX-safe (toMdxText encodes "|", "{", "<"...), and
 * a "|" left inside a code span escaped, since GFM splits cells on it even there.
 */
export function tableCellText(text: string): string {
  return toMdxText(text.replace(/\s+/g, ' ')).replaceAll('|', '\\|');
}

/** The summary of an entry in its category's table: the first sentence of its description. */
export function entrySummary(description: string | null | undefined): string {
  const plain = description ? plainDescription(description) : '';
  return plain ? firstSentence(plain) : NO_DESCRIPTION;
}

/** Same order as the sidebar's, which sorts a folder's docs by file name. */
function byFile(a: CategoryEntry, b: CategoryEntry): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
}

/**
 * The index page of a leaf category: at the category's route (`slug`), its title and
 * description, and a table of every entry (name linking to its page, first sentence of its
 * description). The table is wrapped in CATEGORY_INDEX_CLASS so the search index can leave it
 * out: it repeats every entry's own page.
 */
export function categoryIndexPage(category: Category, entries: readonly CategoryEntry[]): string {
  const quote = (value: string) => JSON.stringify(value);
  const rows = [...entries]
    .sort(byFile)
    .map(
      (entry) =>
        `| [\`${entry.name}\`](/${REFERENCE_ROUTE_BASE}/${category.dir}/${entry.file}) | ${tableCellText(entrySummary(entry.description))} |`,
    );
  const table =
    rows.length === 0
      ? []
      : [
          `<div className="${CATEGORY_INDEX_CLASS}">`,
          '',
          `| ${CATEGORY_INDEX_TEXTS.nameHeader} | ${CATEGORY_INDEX_TEXTS.descriptionHeader} |`,
          '| --- | --- |',
          ...rows,
          '',
          '</div>',
          '',
        ];
  return [
    '---',
    `title: ${quote(category.title)}`,
    `slug: ${quote(category.slug)}`,
    `description: ${quote(category.description)}`,
    'hide_table_of_contents: true',
    '---',
    '',
    toMdxText(category.description),
    '',
    toMdxText(CATEGORY_INDEX_TEXTS.intro(rows.length)),
    '',
    ...table,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

function listPages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function titleOf(source: string, file: string): string {
  const title = /^---\n[\s\S]*?^title: (.+)$/m.exec(source)?.[1]?.trim();
  if (!title) throw new Error(`${file}: página gerada sem título.`);
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

function describedElement(schema: GraphQLSchema, kind: PageKind, name: string, file: string) {
  let element: {description?: string | null} | null | undefined;
  if (kind.group === 'operation') {
    const root =
      kind.kind === 'query'
        ? schema.getQueryType()
        : kind.kind === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    element = root?.getFields()[name];
  } else if (kind.group === 'directive') {
    element = schema.getDirective(name);
  } else {
    element = schema.getType(name);
  }
  if (!element) throw new Error(`${file}: "${name}" não existe no schema.`);
  return element;
}

/** Folder of a generated page, relative to the output dir, with "/" (e.g. "types/objects"). */
function folderOf(outputDir: string, file: string): string {
  return path.relative(outputDir, path.dirname(file)).split(path.sep).join('/');
}

/** Context of a page from its path and title, or undefined when it is not a schema entry. */
export function pageContext(schema: GraphQLSchema, outputDir: string, file: string, source: string) {
  const folder = folderOf(outputDir, file);
  const kind = pageKindOf(folder);
  if (!kind) return undefined;
  const name = titleOf(source, file);
  const element = describedElement(schema, kind, name, file);
  const example =
    kind.group === 'operation' ? exampleSectionMdx(buildOperationExample(schema, kind.kind, name)) : undefined;
  const shapes = kind.group === 'operation' ? operationShapesMdx(schema, kind.kind, name) : undefined;
  return {kind, name, description: localizedDescription(element.description), example, shapes} satisfies PageContext;
}

export function postprocessReference(outputDir: string, schema: GraphQLSchema): PostprocessSummary {
  // Each folder's _category_.yml is written during generation (mdx-formatter.ts).
  rmSync(path.join(outputDir, BUILT_IN_DIRECTIVES_DIR), {recursive: true, force: true});
  const pages = listPages(outputDir);
  const entries = new Map<string, CategoryEntry[]>();
  let examples = 0;
  for (const page of pages) {
    const source = readFileSync(page, 'utf8');
    const context = pageContext(schema, outputDir, page, source);
    if (context?.example) examples += 1;
    if (context) {
      const folder = folderOf(outputDir, page);
      const folderEntries = entries.get(folder) ?? [];
      folderEntries.push({name: context.name, file: path.basename(page), description: context.description});
      entries.set(folder, folderEntries);
    }
    const rewritten = rewritePage(source, context);
    if (rewritten !== source) writeFileSync(page, rewritten);
  }
  let categoryPages = 0;
  for (const category of CATEGORIES) {
    const dir = path.join(outputDir, category.dir);
    if (!isLeafCategory(category) || !existsSync(dir)) continue;
    const file = path.join(dir, CATEGORY_INDEX_FILE);
    // A schema entry whose page graphql-markdown named index.mdx would be overwritten.
    if (existsSync(file)) {
      throw new Error(`${file}: uma entrada do schema tem o nome de arquivo reservado ao índice da categoria.`);
    }
    writeFileSync(file, categoryIndexPage(category, entries.get(category.dir) ?? []));
    categoryPages += 1;
  }
  return {pages: pages.length, examples, categoryPages};
}
