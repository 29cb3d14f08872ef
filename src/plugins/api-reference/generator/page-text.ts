/**
 * The text rewrites of a reference page's sections, pure and unit-tested. The hooks (page-hooks.ts)
 * apply each one to the section it concerns, with the GraphQL type in hand, before graphql-markdown
 * composes the page: what no formatter function reaches (section titles and heading levels, member
 * headings, "No description", the built-in scalars' and directives' English descriptions, links to
 * the built-in directives' pages) comes out in Portuguese and in the portal's layout.
 */
import {escapeMDX} from '@graphql-markdown/utils';

import {MEMBER_TYPE_CLASS, DERIVED_TEXT_CLASS, RELATIONS_CLASS} from './class-names';
import {BUILT_IN_DESCRIPTIONS, NO_DESCRIPTION, SECTION_TITLES} from './labels';
import {toMdxText} from './mdx-text';
import {REFERENCE_ROUTE_BASE, TYPES_GROUP, type PageKind} from '../../../lib/reference-layout';

/** Lines outside code fences, rewritten one by one. */
function mapOutsideFences(source: string, rewrite: (line: string) => string): string {
  let inFence = false;
  return source
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) inFence = !inFence;
      return inFence ? line : rewrite(line);
    })
    .join('\n');
}

/**
 * graphql-markdown opens each section with `###` right under the page's h1: headings jump from
 * level 1 to 3 (axe and Lighthouse "heading-order"), and screen-reader users navigating by level
 * miss them. One level up, sections are h2 and fields, arguments and values h3, so the page's
 * table of contents (levels 2 to 3) lists them. For the headings a section's text holds (its
 * members, the relation lists' titles); a section's own title has its level (page-hooks.ts).
 */
export function raiseHeadings(source: string): string {
  return mapOutsideFences(source, (line) => (/^#{3,6} /.test(line) ? line.slice(1) : line));
}

/** A section title graphql-markdown prints (`Fields`, `Returned By`...) in Portuguese, or the title itself. */
export function sectionTitle(title: string): string {
  return SECTION_TITLES[title] ?? title;
}

const SECTION_HEADING = new RegExp(`^(#{2,6}) (${Object.keys(SECTION_TITLES).join('|')})[ \\t]*$`);

/** The section titles that graphql-markdown writes as heading lines inside a section's text (the relation lists). */
export function translateSectionHeadings(source: string): string {
  return mapOutsideFences(source, (line) =>
    line.replace(SECTION_HEADING, (_match, hashes: string, title: string) => `${hashes} ${sectionTitle(title)}`),
  );
}

/** Where a type has no description, graphql-markdown writes this line. */
const STOCK_NO_DESCRIPTION = /^No description$/gm;

/** The page's own description section: "No description" in Portuguese. */
export function translateDescription(source: string): string {
  return source.replace(STOCK_NO_DESCRIPTION, NO_DESCRIPTION);
}

/** Built-in descriptions as graphql-markdown prints them → the Portuguese MDX. */
const BUILT_IN_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = BUILT_IN_DESCRIPTIONS.flatMap(
  ([english, portuguese]) => (english ? [[escapeMDX(english), toMdxText(portuguese)] as const] : []),
);

/** The English descriptions of the specification's scalars and directives (and their arguments) in Portuguese. */
export function localizeBuiltIns(source: string): string {
  let out = source;
  for (const [english, portuguese] of BUILT_IN_REPLACEMENTS) out = out.replaceAll(english, portuguese);
  return out;
}

/** The Portuguese for a built-in description, or the description itself. */
export function localizedDescription(description: string | null | undefined): string | null | undefined {
  const match = BUILT_IN_DESCRIPTIONS.find(([english]) => english === description);
  return match ? match[1] : description;
}

/** More than two blank lines in a row: what graphql-markdown's joins of empty pieces leave. */
export function collapseBlankLines(source: string): string {
  return source.replace(/\n{4,}/g, '\n\n\n');
}

/**
 * The built-in type-system directives (@deprecated, @oneOf, @specifiedBy) get no page (their
 * folder is removed once the files are written, see page-hooks.ts), so the relation lists that
 * name them ("Usado em" of String and Boolean) show their name as code, without a link.
 */
const BUILT_IN_DIRECTIVE_LINK = new RegExp(
  `\\[(\`[^\`]+\`)\\]\\(/${REFERENCE_ROUTE_BASE}/${TYPES_GROUP}/directives/[a-z0-9-]+\\.mdx\\)`,
  'g',
);

export function unlinkBuiltInDirectives(source: string): string {
  return source.replace(BUILT_IN_DIRECTIVE_LINK, '$1');
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

/** The first paragraph of a description as one line of plain text, for front matter. */
export function plainDescription(description: string): string {
  const [firstParagraph = ''] = description.trim().split(/\n[ \t]*\n/);
  return firstParagraph
    .replace(/(?<!`)`([^`\n]+)`(?!`)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Adds lines at the end of a front matter block (`---\n…\n---`). */
export function withFrontMatterLines(frontMatter: string, lines: readonly string[]): string {
  if (lines.length === 0) return frontMatter;
  const match = /^(---\n[\s\S]*?\n)---\s*$/.exec(frontMatter);
  if (!match) throw new Error('Cabeçalho da página sem front matter.');
  return `${match[1] ?? ''}${lines.join('\n')}\n---`;
}
