/**
 * Synthetic schemas N times the size of the snapshot, for the benchmark's "build time against
 * schema size" measurement. Copy k (2..N) of every named type gets the suffix `Copia<k>` and
 * points only at copies of the same k, and every root field (query, mutation, subscription)
 * gets a renamed twin that returns the copied types. So the result has N times the operations
 * and N times the types, with the snapshot's real descriptions, nesting and field counts: the
 * reference, the sidebars and the search index grow the way a larger real API would make them.
 */
import {
  Kind,
  buildASTSchema,
  concatAST,
  parse,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type NameNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';

// Built-in scalars cannot be declared again under another name without changing their meaning.
const BUILT_IN_SCALARS = new Set(['Int', 'Float', 'String', 'Boolean', 'ID']);

export const copySuffix = (copy: number): string => `Copia${String(copy)}`;

/** The root operation types' names: the schema definition's, or GraphQL's default names. */
function rootTypeNames(document: DocumentNode): Set<string> {
  const schemaDefinition = document.definitions.find((definition) => definition.kind === Kind.SCHEMA_DEFINITION);
  if (schemaDefinition?.kind === Kind.SCHEMA_DEFINITION) {
    return new Set(schemaDefinition.operationTypes.map((operation) => operation.type.name.value));
  }
  return new Set(['Query', 'Mutation', 'Subscription']);
}

/** The document of copy `copy`: renamed types, plus root-type extensions with renamed fields. */
function copyDocument(document: DocumentNode, roots: Set<string>, copy: number): DocumentNode {
  const suffix = copySuffix(copy);
  const renamable = new Set<string>();
  for (const definition of document.definitions) {
    if ('name' in definition && definition.name && definition.kind !== Kind.DIRECTIVE_DEFINITION) {
      const name = definition.name.value;
      if (!roots.has(name) && !BUILT_IN_SCALARS.has(name)) renamable.add(name);
    }
  }
  const rename = (node: NameNode): NameNode =>
    renamable.has(node.value) ? {...node, value: `${node.value}${suffix}`} : node;

  const renamed = visit(document, {
    NamedType: (node) => ({...node, name: rename(node.name)}),
    // Definitions keep their NameNode under `name`; NamedType above covers references.
    enter(node) {
      if (
        node.kind === Kind.OBJECT_TYPE_DEFINITION ||
        node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ||
        node.kind === Kind.ENUM_TYPE_DEFINITION ||
        node.kind === Kind.SCALAR_TYPE_DEFINITION ||
        node.kind === Kind.INTERFACE_TYPE_DEFINITION ||
        node.kind === Kind.UNION_TYPE_DEFINITION
      ) {
        return {...node, name: rename(node.name)};
      }
      return undefined;
    },
  });

  const definitions = renamed.definitions.flatMap((definition) => {
    if (definition.kind === Kind.SCHEMA_DEFINITION || definition.kind === Kind.DIRECTIVE_DEFINITION) return [];
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION && roots.has(definition.name.value)) {
      return [rootExtension(definition, suffix)];
    }
    return [definition];
  });
  return {kind: Kind.DOCUMENT, definitions};
}

function rootExtension(root: ObjectTypeDefinitionNode, suffix: string): ObjectTypeExtensionNode {
  return {
    kind: Kind.OBJECT_TYPE_EXTENSION,
    name: root.name,
    fields: (root.fields ?? []).map((field) => ({
      ...field,
      name: {...field.name, value: `${field.name.value}${suffix}`},
    })),
  };
}

/** A valid schema with `factor` times the snapshot's operations and named types. */
export function syntheticSchema(sdl: string, factor: number): GraphQLSchema {
  if (!Number.isInteger(factor) || factor < 1) {
    throw new Error(`O fator do schema sintético deve ser um inteiro ≥ 1 (recebido: ${String(factor)}).`);
  }
  const document = parse(sdl);
  const roots = rootTypeNames(document);
  const copies = Array.from({length: factor - 1}, (_, index) => copyDocument(document, roots, index + 2));
  return buildASTSchema(concatAST([document, ...copies]));
}
