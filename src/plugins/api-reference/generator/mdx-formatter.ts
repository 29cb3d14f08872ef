/**
 * graphql-markdown's `mdxParser` module for the reference: the formatter functions and hooks it
 * documents as its extension points, so that pages come out of the generator already in
 * Portuguese, in plain Markdown and HTML and in the portal's layout, in memory.
 * - Badges are `<span>`s with the Portuguese text, bullets a middle dot, names code spans and
 *   the `@specifiedBy` link a Markdown link: no helper component, so `mdxDeclaration` is empty
 *   (each page then compiles about twice as fast: no JavaScript expression in its headings).
 * - The deprecation admonition and the deprecated group carry Portuguese labels.
 * - Links point at the layout's folders (formatMDXLink).
 * - Each folder's `_category_.yml` comes from the layout table (src/lib/reference-layout.ts, labels.ts).
 * - The page hooks (page-hooks.ts) rewrite each page's sections and write the category index pages.
 *
 * pipeline.ts hands this module to graphql-markdown (through a data: URL, see there), which
 * only warns when it cannot load a formatter: the pipeline therefore refuses a run whose pages
 * did not go through the hooks.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {
  beforeGenerateIndexMetafileHook as stockIndexMetafileHook,
  formatMDXFrontmatter,
  formatMDXLink as stockFormatMDXLink,
} from '@graphql-markdown/docusaurus/mdx';
import {API_GROUPS} from '@graphql-markdown/printer-legacy/link';
import type {AdmonitionType, Badge, CollapsibleOption, MDXString, TypeLink} from '@graphql-markdown/types';
import {MARKDOWN_EOP} from '@graphql-markdown/utils';

import {CATEGORIES, OPERATIONS_GROUP, REFERENCE_ROUTE_BASE} from '../../../lib/reference-layout';
import {BADGE_TEXTS, DEPRECATED_GROUP_LABELS, DEPRECATED_TITLE, SPECIFICATION_LABEL, categoryYaml} from './labels';
import {currentSession} from './session';

export {formatMDXFrontmatter};
export {afterPrintTypeHook, afterRenderFilesHook, beforeComposePageTypeHook} from './page-hooks';

/** No helper component to declare: every formatter below writes plain Markdown or HTML. */
export const mdxDeclaration = '';

/**
 * graphql-markdown's links with the `.mdx` of its Docusaurus formatter, into the layout's folder
 * for operations: pages go to the `hierarchy.api.operations` folder (options.ts), but its links
 * keep the default folder name (`getLinkApiGroupFolder` ignores the hierarchy's names).
 */
const DEFAULT_OPERATIONS_ROUTE = `/${REFERENCE_ROUTE_BASE}/${API_GROUPS.operations}/`;
const OPERATIONS_ROUTE = `/${REFERENCE_ROUTE_BASE}/${OPERATIONS_GROUP}/`;

export function formatMDXLink(link: TypeLink): TypeLink {
  currentSession().links += 1;
  const {text, url} = stockFormatMDXLink(link);
  return {
    text,
    url: url.startsWith(DEFAULT_OPERATIONS_ROUTE)
      ? `${OPERATIONS_ROUTE}${url.slice(DEFAULT_OPERATIONS_ROUTE.length)}`
      : url,
  };
}

/** `<span className="badge badge--secondary badge--non_null">não nulo</span>` */
export function formatMDXBadge({text, classname}: Badge): MDXString {
  const style = typeof classname === 'string' ? `badge--${classname.toLowerCase()}` : '';
  const classes = `badge badge--secondary ${style}`.trim();
  const label = typeof text === 'string' ? text : text.singular;
  return `<span className="${classes}">${BADGE_TEXTS[label] ?? label}</span>` as MDXString;
}

/** `:::warning[Obsoleto]…:::` */
export function formatMDXAdmonition({text, title, type}: AdmonitionType): MDXString {
  const label = title === 'DEPRECATED' ? DEPRECATED_TITLE : title;
  return `${MARKDOWN_EOP}:::${type}[${label}]${text}:::` as MDXString;
}

export function formatMDXBullet(text = ''): MDXString {
  return ` · ${text}` as MDXString;
}

/** The group of deprecated entries (printTypeOptions.deprecated: 'group'), with Portuguese labels. */
export function formatMDXDetails({dataOpen, dataClose}: CollapsibleOption): MDXString {
  const deprecated = dataOpen === 'deprecated';
  const hide = deprecated ? DEPRECATED_GROUP_LABELS.hide : dataOpen;
  const show = deprecated ? DEPRECATED_GROUP_LABELS.show : dataClose;
  return `${MARKDOWN_EOP}<details>\n<summary>${show}</summary>${MARKDOWN_EOP}\r${MARKDOWN_EOP}<span hidden>${hide}</span></details>${MARKDOWN_EOP}` as MDXString;
}

/** `Billing.dueDate` as a code span (GraphQL names hold no backtick). */
export function formatMDXNameEntity(name: string, parentType?: string): MDXString {
  return `\`${parentType ? `${parentType}.` : ''}${name}\`` as MDXString;
}

/** A Markdown link; parentheses and spaces percent-encoded, since either would end the link's address. */
export function formatMDXSpecifiedByLink(url: string): MDXString {
  const address = url.replace(
    /[()\s]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
  return `[${SPECIFICATION_LABEL}](${address})` as MDXString;
}

interface IndexMetafileEvent {
  readonly data: {readonly dirPath: string; readonly category: string; readonly options?: unknown};
}

/** Each folder of the layout gets its `_category_.yml` from the table; any other, graphql-markdown's. */
export async function beforeGenerateIndexMetafileHook(event: IndexMetafileEvent): Promise<void> {
  const dir = event.data.dirPath.split(path.sep).join('/');
  const category = CATEGORIES.filter((entry) => dir.endsWith(`/${entry.dir}`)).sort(
    (a, b) => b.dir.length - a.dir.length,
  )[0];
  if (category === undefined) {
    await stockIndexMetafileHook(event as Parameters<typeof stockIndexMetafileHook>[0]);
    return;
  }
  const file = path.join(event.data.dirPath, '_category_.yml');
  if (existsSync(file)) return;
  mkdirSync(event.data.dirPath, {recursive: true});
  writeFileSync(file, categoryYaml(category));
}
