/**
 * Remark plugin for the guides: fills every `<SchemaTable ... />` with its tree (src/lib/type-shape.ts),
 * read from the schema snapshot at build time, so the tables in a guide are the schema's own
 * arguments, fields and enum values, drawn as the reference draws them, and cannot drift from it.
 *
 *   <SchemaTable operation="mutation.addDependent" />   the operation's arguments, with their types' fields
 *   <SchemaTable type="AddDependentDataInput" />        a type's fields or an enum's values
 *
 * The trees of a page share one ShapePage: an input type that a `<SchemaTable type>` of the page
 * shows is expanded there only, and the other trees link to it.
 *
 * A name the schema does not have fails the build with the page and line.
 */
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {isInputObjectType, type GraphQLSchema} from 'graphql';
import {visit} from 'unist-util-visit';

import {loadSnapshot} from '../lib/schema-snapshot';
import type {OperationKind} from '../lib/schema-docs';
import {argumentsShape, orderLinks, ShapePage, typeShape, type TypeShapeData} from '../lib/type-shape';

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

/** The tree a `<SchemaTable>` element asks for, or an error message. */
export function resolveTable(
  source: GraphQLSchema,
  operation: string | undefined,
  type: string | undefined,
  page: ShapePage = new ShapePage(),
): TypeShapeData {
  if (operation !== undefined) {
    const [kind, name] = operation.split('.');
    if (!KINDS.includes(kind as OperationKind) || name === undefined || name === '') {
      throw new Error(`operation="${operation}" deve ter a forma "query.nome", "mutation.nome" ou "subscription.nome"`);
    }
    return argumentsShape(source, kind as OperationKind, name, page);
  }
  if (type !== undefined) return typeShape(source, type, page);
  throw new Error('informe operation="..." ou type="..."');
}

export default function remarkSchemaTables() {
  return (tree: Root, file: {path?: string}): void => {
    const nodes: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === COMPONENT) nodes.push(node);
    });
    const page = new ShapePage();
    for (const node of nodes) {
      const type = stringAttribute(node, 'type');
      if (type !== undefined && isInputObjectType(schema().getType(type))) page.reserve(type);
    }
    const tables = orderLinks(
      nodes.map((node) => {
        try {
          return resolveTable(schema(), stringAttribute(node, 'operation'), stringAttribute(node, 'type'), page);
        } catch (error) {
          const where = `${file.path ?? '?'}:${node.position?.start.line ?? '?'}`;
          throw new Error(`${where}: <${COMPONENT}>: ${(error as Error).message}`, {cause: error});
        }
      }),
    );
    nodes.forEach((node, index) => {
      node.attributes.push({type: 'mdxJsxAttribute', name: 'table', value: JSON.stringify(tables[index])});
    });
  };
}
