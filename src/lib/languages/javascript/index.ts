/**
 * JavaScript for Node.js 20+: fetch, top-level await, an .mjs module. Checked with `node --check`,
 * run with the Node.js of the tests.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import {
  defineLanguage,
  ENDPOINT_VARIABLE,
  entries,
  IDENTIFIER,
  isObject,
  kebab,
  TOKEN_VARIABLE,
  verbatim,
} from '../common';
import {javascriptSnippets} from './snippets';

/**
 * A single-quoted JavaScript string: JSON's escapes (all valid in JavaScript) with the double quote
 * left bare and the single quote escaped. Escape pairs are read as one token, so `\\"` stays right.
 */
const jsString = (text: string): string =>
  `'${JSON.stringify(text)
    .slice(1, -1)
    .replace(/\\(.)|'/g, (match: string, escaped?: string) => {
      if (escaped === '"') return '"';
      return match === "'" ? "\\'" : match;
    })}'`;

/** JavaScript: unquoted keys, single-quoted strings, two-space indentation. */
export function jsLiteral(value: unknown, level = 0): string {
  const pad = '  '.repeat(level + 1);
  const end = '  '.repeat(level);
  if (typeof value === 'string') return jsString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${jsLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (isObject(value)) {
    const pairs = entries(value);
    if (pairs.length === 0) return '{}';
    const lines = pairs.map(
      ([key, item]) => `${pad}${IDENTIFIER.test(key) ? key : jsString(key)}: ${jsLiteral(item, level + 1)},`,
    );
    return `{\n${lines.join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

export const javascript = defineLanguage({
  value: 'javascript',
  snippets: javascriptSnippets,
  label: 'JavaScript',
  prism: 'js',
  fileName: ({operationName}) => `${kebab(operationName)}.mjs`,
  render: ({query, variables, operationName, fieldName, authenticated = true}) =>
    [
      `// Node.js 20 ou mais novo: node ${kebab(operationName)}.mjs`,
      'const query = `',
      verbatim(query, 'JavaScript', /[`\\]|\$\{/),
      '`;',
      '',
      `const variables = ${jsLiteral(variables)};`,
      '',
      `const response = await fetch(process.env.${ENDPOINT_VARIABLE}, {`,
      "  method: 'POST',",
      '  headers: {',
      "    'Content-Type': 'application/json',",
      ...(authenticated ? [`    Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\`,`] : []),
      '  },',
      `  body: JSON.stringify({query, variables, operationName: '${operationName}'}),`,
      `  signal: AbortSignal.timeout(${CLIENT_TIMEOUT_SECONDS * 1000}),`,
      '});',
      'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
      '',
      '// Erros de GraphQL chegam com status 200, no array errors.',
      'const {data, errors} = await response.json();',
      "if (errors?.length) throw new Error(errors.map((error) => error.message).join('\\n'));",
      `console.log(JSON.stringify(data.${fieldName}, null, 2));`,
    ].join('\n'),
  check: {per: 'file', command: ([file = '']) => ['node', '--check', file]},
  run: (file) => [['node', file]],
  debian: [],
});
