/**
 * Remark plugin for the guides: fills every `<SchemaTable ... />` with its rows, read
 * from the schema snapshot at build time, so the tables in a guide are the schema's
 * own arguments, fields and enum values and cannot drift from it.
 *
 *   <SchemaTable operation="mutation.addDependent" />   the operation's arguments
 *   <SchemaTable type="AddDependentDataInput" />        a type's fields or an enum's values
 *
 * A name the schema does not have fails the build with the page and line.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {GraphQLSchema} from 'graphql';
import {visit} from 'unist-util-visit';

import {loadSnapshot} from '../../lib/schema-snapshot';
import {operationArguments, typeMembers, type OperationKind, type SchemaTableData} from '../../lib/schema-docs';

export const COMPONENT = 'SchemaTable';
const KINDS: readonly OperationKind[] = ['query', 'mutation', 'subscription'];

let cachedSchema: GraphQLSchema | undefined;
const schema = (): GraphQLSchema => (cachedSchema ??= loadSnapshot());

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find(
    (candidate): candidate is MdxJsxAttribute => candidate.type === 'mdxJsxAttribute' && candidate.name === name,
  );
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

/** The table a `<SchemaTable>` element asks for, or an error message. */
export function resolveTable(
  source: GraphQLSchema,
  operation: string | undefined,
  type: string | undefined,
): SchemaTableData {
  if (operation !== undefined) {
    const [kind, name] = operation.split('.');
    if (!KINDS.includes(kind as OperationKind) || name === undefined || name === '') {
      throw new Error(`operation="${operation}" deve ter a forma "query.nome", "mutation.nome" ou "subscription.nome"`);
    }
    return operationArguments(source, kind as OperationKind, name);
  }
  if (type !== undefined) return typeMembers(source, type);
  throw new Error('informe operation="..." ou type="..."');
}

export default function remarkSchemaTables() {
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== COMPONENT) return;
      let table: SchemaTableData;
      try {
        table = resolveTable(schema(), stringAttribute(node, 'operation'), stringAttribute(node, 'type'));
      } catch (error) {
        const where = `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;
        throw new Error(`${where}: <${COMPONENT}>: ${(error as Error).message}`, {cause: error});
      }
      node.attributes.push({type: 'mdxJsxAttribute', name: 'table', value: JSON.stringify(table)});
    });
  };
}
