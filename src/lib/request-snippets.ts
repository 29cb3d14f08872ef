/**
 * The same GraphQL request written for the terminal (curl) and for JavaScript
 * (fetch), as the reference examples and the guides show it. One place for the
 * endpoint placeholder and the headers.
 */
export const GRAPHQL_ENDPOINT = 'https://<seu-ambiente>/graphql';
export const AUTHORIZATION_HEADER = 'Bearer <token>';

export interface GraphQLRequest {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly operationName: string;
  /** The root field, to show where the result is in `data`. */
  readonly fieldName: string;
  /** False for the calls made before there is a token (the `token` mutation itself). */
  readonly authenticated?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A JSON-compatible value as a JavaScript literal: unquoted keys, single-quoted strings. */
export function jsLiteral(value: unknown, level = 0): string {
  const pad = '  '.repeat(level + 1);
  const end = '  '.repeat(level);
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${jsLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(
      ([key, item]) => `${pad}${IDENTIFIER.test(key) ? key : `'${key}'`}: ${jsLiteral(item, level + 1)},`,
    );
    return `{\n${lines.join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

export function curlSnippet({query, variables, operationName, authenticated = true}: GraphQLRequest): string {
  const body = JSON.stringify({query, variables, operationName}, null, 2);
  // A quoted heredoc: the body goes to curl byte for byte, whatever quotes or $ it contains.
  return [
    `curl '${GRAPHQL_ENDPOINT}' \\`,
    '  --request POST \\',
    "  --header 'Content-Type: application/json' \\",
    ...(authenticated ? [`  --header 'Authorization: ${AUTHORIZATION_HEADER}' \\`] : []),
    "  --data-binary @- <<'JSON'",
    body,
    'JSON',
  ].join('\n');
}

export function fetchSnippet({
  query,
  variables,
  operationName,
  fieldName,
  authenticated = true,
}: GraphQLRequest): string {
  return [
    'const query = `',
    query,
    '`;',
    '',
    `const variables = ${jsLiteral(variables)};`,
    '',
    `const response = await fetch('${GRAPHQL_ENDPOINT}', {`,
    "  method: 'POST',",
    '  headers: {',
    "    'Content-Type': 'application/json',",
    ...(authenticated ? [`    Authorization: '${AUTHORIZATION_HEADER}',`] : []),
    '  },',
    `  body: JSON.stringify({query, variables, operationName: '${operationName}'}),`,
    '});',
    '',
    '// Erros de GraphQL chegam com status 200, no array errors.',
    'const {data, errors} = await response.json();',
    "if (errors) throw new Error(errors.map((error) => error.message).join('\\n'));",
    `console.log(data.${fieldName});`,
  ].join('\n');
}
