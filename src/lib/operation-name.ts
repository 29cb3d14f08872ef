/**
 * Which operation of a GraphQL document a request runs, shared by the simulated API, the
 * simulator, the local sandbox's HTTP layer and the explorer.
 */
import {Kind, parse, type DocumentNode, type OperationDefinitionNode} from 'graphql';

const operationsOf = (document: DocumentNode): OperationDefinitionNode[] =>
  document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );

/** The operation named `operationName`, or, without a name, the document's only operation. */
export function selectedOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = operationsOf(document);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

/**
 * The name a run sends. GraphiQL works out the operation's name from the editor a moment after the
 * text changes, so a run started right after an edit (typing and Ctrl+Enter at once) can carry the
 * previous document's name. The explorer asks the document itself: with one operation, that one;
 * with several, the name GraphiQL gave (the server names a wrong one).
 */
export function runOperationName(query: string, given: string | null | undefined): string | undefined {
  let operations: OperationDefinitionNode[];
  try {
    operations = operationsOf(parse(query));
  } catch {
    // A document that does not parse gets the server's syntax error, whatever the name.
    return given ?? undefined;
  }
  return operations.length === 1 ? operations[0]?.name?.value : (given ?? undefined);
}
