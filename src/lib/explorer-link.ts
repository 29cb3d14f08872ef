/**
 * The explorer's address and its deep links: a link carries an operation, its variables and the
 * operation's name in the query string, so it can be shared, bookmarked or pasted into a ticket.
 * The guides' examples (src/remark/api-call.ts), the reference's query and mutation pages
 * (src/plugins/api-reference/generator/examples.ts), the API overview and the explorer page itself
 * (src/pages/explorador.tsx) all read and write links through here. A link never carries a token
 * or an endpoint: those stay with the reader.
 */
// No imports: the explorer page (client code) reads this module.

export const EXPLORER_ROUTE = '/explorador';

/** The text of every link that opens an example in the explorer. */
export const EXPLORER_LINK_LABEL = 'Testar no explorador';

/** The query-string keys, the ones GraphiQL itself uses, so a link from another GraphiQL reads the same. */
const PARAMS = {query: 'query', variables: 'variables', operationName: 'operationName'} as const;

export interface ExplorerOperation {
  readonly query: string;
  /** The variables as JSON text, exactly as the editor shows them. */
  readonly variables?: string;
  readonly operationName?: string;
}

/** `/explorador?query=…&variables=…&operationName=…`; variables as pretty JSON when given as an object. */
export function explorerHref(operation: {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>> | string;
  readonly operationName?: string;
}): string {
  const params = new URLSearchParams({[PARAMS.query]: operation.query.trim()});
  const variables =
    typeof operation.variables === 'string' ? operation.variables : JSON.stringify(operation.variables ?? {}, null, 2);
  if (variables.trim() !== '' && variables.trim() !== '{}') params.set(PARAMS.variables, variables);
  if (operation.operationName) params.set(PARAMS.operationName, operation.operationName);
  return `${EXPLORER_ROUTE}?${params.toString()}`;
}

/** The operation a link carries, or undefined when it carries none (the explorer then opens its last session). */
export function readExplorerLink(search: string): ExplorerOperation | undefined {
  const params = new URLSearchParams(search);
  const query = params.get(PARAMS.query);
  if (query === null || query.trim() === '') return undefined;
  const variables = params.get(PARAMS.variables) ?? undefined;
  const operationName = params.get(PARAMS.operationName) ?? undefined;
  return {
    query,
    ...(variables === undefined ? {} : {variables}),
    ...(operationName === undefined ? {} : {operationName}),
  };
}
