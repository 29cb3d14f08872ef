/**
 * The index page of each leaf category of the reference (written by afterRenderFilesHook, see
 * page-hooks.ts): at the category's route, its title and description, and a table of every entry
 * with the first sentence of its description. Pure and unit-tested.
 */
import {CATEGORY_INDEX_CLASS} from './class-names';
import {CATEGORY_INDEX_TEXTS, NO_DESCRIPTION} from './labels';
import {toMdxText} from './mdx-text';
import {plainDescription} from './page-text';
import {REFERENCE_ROUTE_BASE, type Category} from '../../../lib/reference-layout';

/** One row of a category index page. */
export interface CategoryEntry {
  /** Schema name (the page's title). */
  readonly name: string;
  /** File name of the entry's page in the category folder (e.g. "billing.mdx"). */
  readonly file: string;
  /** Raw description from the schema, in Portuguese (built-ins translated). */
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
