/**
 * The operation a run executes. GraphiQL works out the operation's name from the editor a moment
 * after the text changes, so a run started right after an edit (typing and Ctrl+Enter at once) can
 * carry the previous document's name. The explorer asks the document itself: with one operation,
 * that one; with several, the name GraphiQL gave (the server names a wrong one).
 */
import {Kind, parse} from 'graphql';

export function runOperationName(query: string, given: string | null | undefined): string | undefined {
  let names: (string | undefined)[];
  try {
    names = parse(query)
      .definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((definition) => definition.name?.value);
  } catch {
    // A document that does not parse gets the server's syntax error, whatever the name.
    return given ?? undefined;
  }
  return names.length === 1 ? names[0] : (given ?? undefined);
}
