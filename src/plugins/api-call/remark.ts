/**
 * Remark plugin for the guides: turns
 *
 *   <ApiCall>
 *   ```graphql            (a named operation)
 *   ```json title="Variáveis"
 *   </ApiCall>
 *
 * into the <ApiCall> component's props, adding the same request as curl and as
 * JavaScript fetch, generated here so that the four tabs can never disagree. The
 * operation must parse; its name and root field come from the document itself.
 * `<ApiCall anonymous>` leaves out the Authorization header (the `token` call).
 */
import type {Code, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {Kind, parse, type OperationDefinitionNode} from 'graphql';
import {visit} from 'unist-util-visit';

import {curlSnippet, fetchSnippet, type GraphQLRequest} from '../../lib/request-snippets';

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

export default function remarkApiCall() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== COMPONENT) return;
      const blocks = node.children.filter((child): child is Code => child.type === 'code');
      const query = blocks.find((block) => block.lang === 'graphql');
      const variables = blocks.find((block) => block.lang === 'json');
      const where = `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;
      if (query === undefined) throw new Error(`${where}: <${COMPONENT}> precisa de um bloco \`\`\`graphql`);
      const anonymous = node.attributes.some(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'anonymous',
      );
      let request: GraphQLRequest;
      try {
        request = {...requestFromBlocks(query.value, variables?.value), authenticated: !anonymous};
      } catch (error) {
        throw new Error(`${where}: <${COMPONENT}>: ${(error as Error).message}`, {cause: error});
      }
      node.attributes = [
        {type: 'mdxJsxAttribute', name: 'query', value: request.query},
        {type: 'mdxJsxAttribute', name: 'variables', value: JSON.stringify(request.variables, null, 2)},
        {type: 'mdxJsxAttribute', name: 'curl', value: curlSnippet(request)},
        {type: 'mdxJsxAttribute', name: 'javascript', value: fetchSnippet(request)},
      ];
      node.children = [];
    });
  };
}
