/**
 * Remark plugin for the guides, the reference and the release notes: adds to every page, under its
 * title, the bar with "Copiar como Markdown" and the link to its Markdown twin
 * (src/components/MarkdownTwinActions, through DocMarkdownTwin or BlogPostMarkdownTwin). A remark
 * plugin rather than overrides of the layouts: docs, reference and blog each have their own, and
 * the page's content is where the bar belongs.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

export interface TwinActionsOptions {
  /** The content plugin, whose context the bar reads the page's route from. */
  readonly kind: 'doc' | 'blog';
}

/**
 * The bar's component for each content plugin (one each: see BlogPostMarkdownTwin), provided to
 * every page by src/theme/MDXComponents rather than imported by each.
 */
const COMPONENTS = {doc: 'DocMarkdownTwin', blog: 'BlogPostMarkdownTwin'} as const;

/** Whether a node is the page's title: a Markdown h1 or the OpenAPI pages' <Heading as={"h1"}>. */
function isTitle(node: RootContent): boolean {
  if (node.type === 'heading') return node.depth === 1;
  if (node.type !== 'mdxJsxFlowElement' || node.name !== 'Heading') return false;
  return node.attributes.some(
    (attribute) =>
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === 'as' &&
      (typeof attribute.value === 'string' ? attribute.value : attribute.value?.value)?.includes('h1') === true,
  );
}

export default function remarkTwinActions(options: TwinActionsOptions) {
  return (tree: Root): void => {
    const component = COMPONENTS[options.kind];
    const bar: MdxJsxFlowElement = {type: 'mdxJsxFlowElement', name: component, attributes: [], children: []};
    const title = tree.children.findIndex(isTitle);
    const firstContent = tree.children.findIndex((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
    const at = title !== -1 ? title + 1 : firstContent === -1 ? tree.children.length : firstContent;
    tree.children.splice(at, 0, bar);
  };
}
