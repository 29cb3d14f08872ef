/**
 * Remark plugin for the guides, the reference and the release notes: adds to every page the bar
 * with "Copiar como Markdown" and the link to its Markdown twin (src/components/MarkdownTwinActions),
 * under the page's title. A remark plugin rather than a theme override: the three content plugins
 * each have their own layout components, and the pages are where the bar belongs.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

export const COMPONENT = 'MarkdownTwinActions';
const SOURCE = '@site/src/components/MarkdownTwinActions';

export interface TwinActionsOptions {
  /** The content plugin: the component reads the page's route from its context. */
  readonly kind: 'doc' | 'blog';
}

/** `import MarkdownTwinActions from '…'`, with the ESTree MDX compiles it from. */
function importNode(): MdxjsEsm {
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${SOURCE}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: SOURCE, raw: JSON.stringify(SOURCE)},
            attributes: [],
          },
        ],
      },
    },
  };
}

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
    const bar: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [{type: 'mdxJsxAttribute', name: 'kind', value: options.kind}],
      children: [],
    };
    const title = tree.children.findIndex(isTitle);
    const firstContent = tree.children.findIndex((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
    const at = title !== -1 ? title + 1 : firstContent === -1 ? tree.children.length : firstContent;
    tree.children.splice(at, 0, bar);
    tree.children.unshift(importNode());
  };
}
