/**
 * Remark plugin for the guides: turns
 *
 *   <ApiCall>
 *   ```graphql            (a named operation)
 *   ```json title="Variáveis"
 *   </ApiCall>
 *
 * into the <ApiCall> component's `tabs` prop: the operation, its variables and the same request in
 * every language of src/lib/languages, generated here so that the tabs can never
 * disagree, and the `explorer` prop: the link that opens the same request in the explorer. The operation must parse; its name and root field come from the document itself.
 * `<ApiCall anonymous>` leaves out the Authorization header (the `token` call).
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {Kind, parse, type OperationDefinitionNode} from 'graphql';
import {visit} from 'unist-util-visit';

import {exampleTabs} from '../lib/languages';
import type {GraphQLRequest} from '../lib/languages/common';
import {explorerHref} from '../lib/explorer-link';

export const COMPONENT = 'ApiCall';

export function requestFromBlocks(query: string, variablesJson: string | undefined): GraphQLRequest {
  const operation = parse(query).definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operationName = operation?.name?.value;
  if (operation === undefined || operationName === undefined) throw new Error('a operação GraphQL precisa de um nome');
  const root = operation.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  const fieldName = root?.kind === Kind.FIELD ? (root.alias ?? root.name).value : operationName;
  const variables = variablesJson === undefined ? {} : (JSON.parse(variablesJson) as Record<string, unknown>);
  return {query: query.trim(), variables, operationName, fieldName};
}

/** Where a node is, for error messages and test names: `docs/x.md:12`. */
export const locationOf = (node: MdxJsxFlowElement, file: {path?: string}): string =>
  `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;

/** The request an <ApiCall> element shows, read from its code blocks and attributes. */
export function requestOfElement(node: MdxJsxFlowElement, file: {path?: string}): GraphQLRequest {
  const blocks = node.children.filter((child): child is Code => child.type === 'code');
  const query = blocks.find((block) => block.lang === 'graphql');
  const variables = blocks.find((block) => block.lang === 'json');
  const where = locationOf(node, file);
  if (query === undefined) throw new Error(`${where}: <${COMPONENT}> precisa de um bloco \`\`\`graphql`);
  const anonymous = node.attributes.some(
    (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'anonymous',
  );
  try {
    return {...requestFromBlocks(query.value, variables?.value), authenticated: !anonymous};
  } catch (error) {
    throw new Error(`${where}: <${COMPONENT}>: ${(error as Error).message}`, {cause: error});
  }
}

export default function remarkApiCall() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== COMPONENT) return;
      const request = requestOfElement(node, file);
      node.attributes = [
        {type: 'mdxJsxAttribute', name: 'tabs', value: JSON.stringify(exampleTabs(request))},
        {type: 'mdxJsxAttribute', name: 'explorer', value: explorerHref(request)},
      ];
      node.children = [];
    });
  };
}
