/**
 * Compiles generated pages the way Docusaurus does (MDX 3 with GFM and directives, front matter
 * removed first) and reads back the text a reader would see, paragraph by paragraph.
 */
import {compile, createProcessor} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

const REMARK_PLUGINS = [remarkGfm, remarkDirective];

const FRONT_MATTER = /^---\n[\s\S]*?\n---\n/;

/** The page without its front matter (Docusaurus parses it apart, as YAML). */
export function mdxBody(source: string): string {
  return source.replace(FRONT_MATTER, '');
}

/** Compiles the page; throws (with MDX's message and position) if it is not valid MDX. */
export async function compileMdx(source: string): Promise<void> {
  await compile(mdxBody(source), {remarkPlugins: REMARK_PLUGINS});
}

interface MdastNode {
  type: string;
  value?: string;
  name?: string | null;
  attributes?: Array<{type: string; name?: string; value?: unknown}>;
  children?: MdastNode[];
}

function textOf(node: MdastNode): string {
  if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return '';
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'break') return '\n';
  return (node.children ?? []).map(textOf).join('');
}

/** Node types found in the page's tree (to check that a description did not become a list...). */
export function nodeTypes(source: string): Set<string> {
  const tree = createProcessor({remarkPlugins: REMARK_PLUGINS}).parse(mdxBody(source)) as MdastNode;
  const types = new Set<string>();
  const walk = (node: MdastNode) => {
    types.add(node.type);
    node.children?.forEach(walk);
  };
  walk(tree);
  return types;
}

/** Text of every paragraph of the page, with whitespace collapsed. */
export function paragraphs(source: string): string[] {
  const tree = createProcessor({remarkPlugins: REMARK_PLUGINS}).parse(mdxBody(source)) as MdastNode;
  const found: string[] = [];
  const walk = (node: MdastNode) => {
    if (node.type === 'paragraph') {
      found.push(textOf(node).replace(/\s+/g, ' ').trim());
      return;
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

function hasClass(node: MdastNode, className: string): boolean {
  return (node.attributes ?? []).some(
    (attribute) =>
      attribute.name === 'className' &&
      typeof attribute.value === 'string' &&
      attribute.value.split(/\s+/).includes(className),
  );
}

/**
 * Rows of the GFM tables found inside a JSX element with the given class (e.g.
 * `<div className="api-category-index">`), each row the text of its cells, whitespace collapsed.
 */
export function tablesInside(source: string, className: string): string[][][] {
  const tree = createProcessor({remarkPlugins: REMARK_PLUGINS}).parse(mdxBody(source)) as MdastNode;
  const tables: string[][][] = [];
  const walk = (node: MdastNode, inside: boolean) => {
    if (node.type === 'table' && inside) {
      tables.push(
        (node.children ?? []).map((row) =>
          (row.children ?? []).map((cell) => textOf(cell).replace(/\s+/g, ' ').trim()),
        ),
      );
      return;
    }
    const within = inside || (node.type === 'mdxJsxFlowElement' && hasClass(node, className));
    node.children?.forEach((child) => {
      walk(child, within);
    });
  };
  walk(tree, false);
  return tables;
}

/** Link targets of the GFM tables inside a JSX element with the given class, in order. */
export function linksInside(source: string, className: string): string[] {
  const tree = createProcessor({remarkPlugins: REMARK_PLUGINS}).parse(mdxBody(source)) as MdastNode & {url?: string};
  const links: string[] = [];
  const walk = (node: MdastNode & {url?: string}, inside: boolean) => {
    if (node.type === 'link' && inside && node.url) links.push(node.url);
    const within = inside || (node.type === 'mdxJsxFlowElement' && hasClass(node, className));
    node.children?.forEach((child) => {
      walk(child, within);
    });
  };
  walk(tree, false);
  return links;
}
