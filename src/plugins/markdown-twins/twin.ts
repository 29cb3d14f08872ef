/**
 * The Markdown twin of a page: what the reader sees, as plain Markdown. Built from the page's
 * source, not from its HTML: the source is parsed as Docusaurus parses it (MDX, GFM, directives,
 * front matter), the site's own remark plugins fill in what they fill in for the page (platform
 * facts, <SchemaTable>'s tree, <ApiCall>'s tabs), and then every component is expanded:
 * - the components of components.ts, into the tables, lists and fenced code they render;
 * - tab groups into every tab in turn (the page's HTML holds only the selected tab: lazy tabs);
 * - HTML wrappers (div, span) into their content, HTML tables into Markdown tables;
 * - admonitions into block quotes;
 * and imports, exports and expressions ({/* truncate *\/}) are dropped. Heading ids ({#id}) are
 * dropped, and links go to the twins of the pages they point to.
 * The result is printed without the MDX extension: a JSX node left over fails the twin.
 */
import path from 'node:path';

import type {Blockquote, Code, Heading, Nodes, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective} from 'mdast-util-directive';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import remarkApiCall from '../../remark/api-call';
import remarkPlatformFacts from '../../remark/platform-facts';
import remarkSchemaTables from '../../remark/schema-tables';
import {fillData as fillStateMachines} from '../../remark/state-machines';
import {code, heading, paragraph, strong, table, tabSequence, text} from './blocks';
import {EXPANDERS, type LinkResolver} from './components';
import {componentMarkdown} from './registry';

export interface TwinPage {
  /** Absolute path of the page's source (.md or .mdx). */
  readonly file: string;
  readonly source: string;
  /** The page's title (front matter or first heading), for twins whose source has no h1. */
  readonly title: string;
  /** The site's public address, for the page's code that names it (SITE_URL_TOKEN). */
  readonly siteUrl?: string;
  /** Where the twin links to: a route or a Markdown file of the page (relative or absolute). */
  readonly resolve: LinkResolver;
  /** Whether a route is a page with a twin. */
  readonly hasTwin: (route: string) => boolean;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);

// No remark-mdx here: an MDX node that escaped the expansion makes the printer throw.
// Tables unpadded: padding every cell to its column's width made the reference's twins a third larger.
const printer = unified()
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_'})
  .use(remarkGfm, {tablePipeAlign: false});

/** Docusaurus' admonitions, with the titles its theme shows in Portuguese. */
const ADMONITIONS: Readonly<Record<string, string>> = {
  note: 'Nota',
  tip: 'Dica',
  info: 'Informação',
  warning: 'Atenção',
  caution: 'Atenção',
  danger: 'Perigo',
};

/** Docusaurus' tab group. */
const TAB_GROUPS = new Set(['Tabs']);

/** HTML elements that only wrap content. */
const WRAPPERS = new Set(['div', 'section', 'span', 'details']);

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const isJsx = (node: Nodes): node is JsxElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** An element's attributes: strings as they are, expressions read as JSON (the generators write JSON). */
function attributesOf(node: JsxElement): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const {name, value} = attribute;
    if (value === null || value === undefined) attributes[name] = true;
    else if (typeof value === 'string') attributes[name] = value;
    else {
      try {
        attributes[name] = JSON.parse(value.value) as unknown;
      } catch {
        // An expression that is not JSON (a function, a variable): no expander reads it.
        attributes[name] = undefined;
      }
    }
  }
  return attributes;
}

const where = (page: TwinPage, node: Nodes): string => `${page.file}:${node.position?.start.line ?? '?'}`;

/** An HTML table (<table><tr><th/td>…) as a Markdown table, its first row as the header. */
function htmlTable(node: JsxElement): RootContent[] {
  const rows: string[][] = [];
  const visitRows = (parent: Nodes): void => {
    if (!('children' in parent)) return;
    for (const child of parent.children as Nodes[]) {
      if (isJsx(child) && child.name === 'tr') {
        rows.push(
          (child.children as Nodes[])
            .filter((cell): cell is JsxElement => isJsx(cell) && (cell.name === 'th' || cell.name === 'td'))
            .map((cell) => toString(cell).replace(/\s+/g, ' ').trim()),
        );
      } else {
        visitRows(child);
      }
    }
  };
  visitRows(node);
  const [header, ...body] = rows;
  if (header === undefined) return [];
  // A one-row table of labelled values (the OpenAPI theme's security schemes) reads better as pairs.
  return [
    table(
      header,
      body.map((row) => row.map((cell) => [text(cell)])),
    ),
  ];
}

/** The heading id ({#id}) at the end of a heading, as Docusaurus reads it: not shown to the reader. */
function dropHeadingId(node: Heading): void {
  const last = node.children.at(-1);
  if (last?.type === 'text') {
    last.value = last.value.replace(/\s*\{#[^}]*\}\s*$/, '');
    if (last.value === '') node.children.pop();
  } else if (last?.type === 'mdxTextExpression' && last.value.startsWith('#')) {
    node.children.pop();
  }
  const end = node.children.at(-1);
  if (end?.type === 'text') end.value = end.value.trimEnd();
}

function admonition(node: ContainerDirective, page: TwinPage): RootContent[] {
  const title = ADMONITIONS[node.name];
  if (title === undefined) throw new Error(`${where(page, node)}: diretiva :::${node.name} sem versão em Markdown`);
  const [first, ...rest] = node.children;
  const label: PhrasingContent[] =
    first?.type === 'paragraph' && first.data?.directiveLabel === true ? first.children : [text(title)];
  const body = first?.type === 'paragraph' && first.data?.directiveLabel === true ? rest : node.children;
  const quote: Blockquote = {
    type: 'blockquote',
    children: [paragraph({type: 'strong', children: label}), ...(expandChildren(body, page) as never[])],
  };
  return [quote];
}

function expandElement(node: JsxElement, page: TwinPage): Nodes[] {
  const name = node.name ?? '';
  const attributes = attributesOf(node);
  const expander = EXPANDERS[name];
  try {
    const context = {resolve: page.resolve, hasTwin: page.hasTwin};
    const blocks = componentMarkdown(name, attributes, context) ?? expander?.({attributes, ...context});
    if (blocks !== undefined) return blocks;
  } catch (error) {
    throw new Error(`${where(page, node)}: <${name}>: ${(error as Error).message}`, {cause: error});
  }
  if (TAB_GROUPS.has(name)) {
    const tabs = (node.children as Nodes[]).filter(
      (child): child is JsxElement => isJsx(child) && child.name === 'TabItem',
    );
    return tabSequence(
      tabs.map((tab) => {
        const tabAttributes = attributesOf(tab);
        const label = tabAttributes.label ?? tabAttributes.value;
        return {
          label: typeof label === 'string' ? label : '',
          content: expandChildren(tab.children, page) as RootContent[],
        };
      }),
    );
  }
  // A plain anchor (the reference's "Testar no explorador", written as <a> so that Docusaurus does not
  // prefetch the explorer): a Markdown link.
  if (name === 'a') {
    if (typeof attributes.href !== 'string') throw new Error(`${where(page, node)}: <a> sem href`);
    return [
      {
        type: 'link',
        url: page.resolve(attributes.href),
        children: expandChildren(node.children, page) as PhrasingContent[],
      },
    ];
  }
  if (name === 'table') return htmlTable(node);
  if (name === 'code') return [code(toString(node))];
  if (name === 'strong' || name === 'b') return [strong(toString(node))];
  if (name === 'br') return [{type: 'break'}];
  if (WRAPPERS.has(name)) {
    if (typeof attributes.children === 'string') {
      return node.type === 'mdxJsxFlowElement' ? [paragraph(text(attributes.children))] : [text(attributes.children)];
    }
    const content = expandChildren(node.children, page);
    // A badge (`não nulo`, `escalar`) after a type: set apart in italics, as the page sets it apart in a pill.
    const className = typeof attributes.className === 'string' ? attributes.className : '';
    if (name === 'span' && className.split(' ').includes('badge')) {
      return [{type: 'emphasis', children: content as PhrasingContent[]}];
    }
    return content;
  }
  throw new Error(
    `${where(page, node)}: o componente <${name}> não tem versão em Markdown (src/components/<Nome>/markdown.ts, na lista de src/plugins/markdown-twins/registry.ts)`,
  );
}

/** Expands a list of sibling nodes (recursively), returning the new list. */
function expandChildren(children: readonly Nodes[], page: TwinPage): Nodes[] {
  return children.flatMap((child) => expandNode(child, page));
}

function expandNode(node: Nodes, page: TwinPage): Nodes[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return expandElement(node, page);
    case 'containerDirective':
      return admonition(node, page);
    case 'leafDirective':
    case 'textDirective':
      throw new Error(`${where(page, node)}: diretiva :${node.name} sem versão em Markdown`);
    case 'link':
      node.url = page.resolve(node.url);
      break;
    case 'definition':
      node.url = page.resolve(node.url);
      break;
    case 'heading':
      dropHeadingId(node);
      break;
    default:
      break;
  }
  if ('children' in node) {
    (node as Parent).children = expandChildren((node as Parent).children, page) as Parent['children'];
  }
  return [node];
}

/**
 * The page parsed as Docusaurus parses it, but with the content of each fenced block set aside
 * and put back afterwards: micromark reads code one character at a time, and the reference's
 * examples (six languages per operation) are most of its 10 MB of MDX. Measured on the 849 pages
 * of the snapshot, one after the other: 12.1 s for all the twins before, 10.3 s after, with the
 * same output byte for byte. Only fences at the start of a line
 * are set aside (all of the reference's, nearly all of the guides'): an indented fence's content
 * loses its indentation in the tree, so it is left to the parser.
 */
function parseWithoutCode(source: string): Root {
  const lines = source.split('\n');
  const kept: string[] = [];
  const out: string[] = [];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    out.push(line);
    const open = /^(`{3,}|~{3,})(.*)$/.exec(line);
    if (open === null || (open[1]?.startsWith('`') === true && open[2]?.includes('`') === true)) continue;
    const fence = open[1] ?? '';
    const close = new RegExp(`^${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const end = lines.findIndex((candidate, at) => at > index && close.test(candidate));
    // An unclosed fence runs to the end of the document: leave it to the parser.
    if (end === -1) continue;
    kept.push(lines.slice(index + 1, end).join('\n'));
    out.push(`${CODE_PLACEHOLDER}${kept.length - 1}`, lines[end] ?? '');
    index = end;
  }
  const tree = parser.parse(out.join('\n'));
  visit(tree, 'code', (node: Code) => {
    if (!node.value.startsWith(CODE_PLACEHOLDER)) return;
    const original = kept[Number(node.value.slice(CODE_PLACEHOLDER.length))];
    if (original === undefined) throw new Error(`bloco de código perdido: ${node.value}`);
    node.value = original;
  });
  return tree;
}

/** Stands for a fenced block's content while the page is parsed (no page writes it). */
const CODE_PLACEHOLDER = '\u2060markdown-twin-code-';

/** The twin's Markdown for a page. */
export function markdownTwin(page: TwinPage): string {
  const file = {path: page.file, value: page.source};
  const tree = parseWithoutCode(page.source);
  // The site's remark plugins, as the page's build runs them.
  remarkPlatformFacts({siteUrl: page.siteUrl})(tree, file);
  remarkSchemaTables()(tree, file);
  remarkApiCall()(tree, file);
  fillStateMachines(tree, file);
  const children = expandChildren(tree.children, page) as RootContent[];
  // The title first, as on the page (the OpenAPI overview puts its version badge before its <h1>).
  const title = children.findIndex((node) => node.type === 'heading' && node.depth === 1);
  const ordered =
    title === -1
      ? [heading(1, [text(page.title)]), ...children]
      : [children[title] as RootContent, ...children.filter((_, index) => index !== title)];
  return printer.stringify({type: 'root', children: ordered});
}

/** The twin of a category's generated index page: its title, its description and its entries. */
export function generatedIndexTwin(title: string, description: string | undefined, entries: RootContent[]): string {
  const root: Root = {
    type: 'root',
    children: [heading(1, [text(title)]), ...(description ? [paragraph(text(description))] : []), ...entries],
  };
  return printer.stringify(root);
}

/**
 * The link resolver of a page: a link to a Markdown file (`../boletos/emissao.md`,
 * `/api/types/scalars/string.mdx`) or to a route becomes the twin of that page when it has one,
 * keeping the anchor; anything else (other sites, files, pages without a twin) stays as it is.
 */
export function linkResolver(options: {
  readonly file: string;
  /** Folders an absolute file link may start from (the site and the content folder). */
  readonly roots: readonly string[];
  /** Source file (absolute) → route, for every page with a twin. */
  readonly routeOfFile: ReadonlyMap<string, string>;
  /** Route → twin route. */
  readonly twinOfRoute: ReadonlyMap<string, string>;
}): LinkResolver {
  return (url) => {
    // `pathname:///blog/rss.xml`: a file of the site, linked past the router; the twin links the path.
    if (url.startsWith('pathname://')) return url.slice('pathname://'.length);
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#')) return url;
    const hashAt = url.indexOf('#');
    const target = hashAt === -1 ? url : url.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    if (/\.mdx?$/.test(target)) {
      const candidates = target.startsWith('/')
        ? options.roots.map((root) => path.join(root, target))
        : [path.resolve(path.dirname(options.file), target)];
      for (const candidate of candidates) {
        const route = options.routeOfFile.get(candidate);
        if (route !== undefined) return `${options.twinOfRoute.get(route) ?? route}${hash}`;
      }
      throw new Error(`${options.file}: o link ${url} não leva a nenhuma página`);
    }
    const twin = options.twinOfRoute.get(target) ?? options.twinOfRoute.get(target.replace(/\/$/, ''));
    return twin === undefined ? url : `${twin}${hash}`;
  };
}
