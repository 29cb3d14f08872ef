/**
 * PHP 7.3+ with the curl extension. Checked with `php -l`, run with php.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import {defineLanguage, ENDPOINT_VARIABLE, entries, isObject, kebab, TOKEN_VARIABLE, verbatim} from '../common';
import {phpSnippets} from './snippets';

const phpString = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** PHP: short arrays (lists and maps); an empty object is an stdClass so json_encode writes {}. */
export function phpLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return phpString(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${phpLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (isObject(value)) {
    const pairs = entries(value);
    if (pairs.length === 0) return 'new \\stdClass()';
    const lines = pairs.map(([key, item]) => `${pad}${phpString(key)} => ${phpLiteral(item, level + 1)},`);
    return `[\n${lines.join('\n')}\n${end}]`;
  }
  return JSON.stringify(value);
}

export const php = defineLanguage({
  value: 'php',
  snippets: phpSnippets,
  label: 'PHP',
  prism: 'php',
  prismComponent: 'php',
  fileName: ({operationName}) => `${kebab(operationName)}.php`,
  render: ({query, variables, operationName, fieldName, authenticated = true}) =>
    [
      '<?php',
      `// PHP 7.3 ou mais novo, com a extensão curl: php ${kebab(operationName)}.php`,
      "$query = <<<'GRAPHQL'",
      verbatim(query, 'PHP', /^\s*GRAPHQL\b/m),
      'GRAPHQL;',
      '',
      `$variables = ${phpLiteral(variables)};`,
      '',
      `$curl = curl_init(getenv('${ENDPOINT_VARIABLE}'));`,
      'curl_setopt_array($curl, [',
      '    CURLOPT_POST => true,',
      '    CURLOPT_RETURNTRANSFER => true,',
      `    CURLOPT_TIMEOUT => ${CLIENT_TIMEOUT_SECONDS},`,
      '    CURLOPT_HTTPHEADER => [',
      "        'Content-Type: application/json',",
      ...(authenticated ? [`        'Authorization: Bearer ' . getenv('${TOKEN_VARIABLE}'),`] : []),
      '    ],',
      '    CURLOPT_POSTFIELDS => json_encode(',
      `        ['query' => $query, 'variables' => $variables, 'operationName' => '${operationName}'],`,
      '        JSON_THROW_ON_ERROR',
      '    ),',
      ']);',
      '$answer = curl_exec($curl);',
      'if ($answer === false) {',
      "    fwrite(STDERR, 'Falha na conexão: ' . curl_error($curl) . PHP_EOL);",
      '    exit(1);',
      '}',
      '$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);',
      'if ($status < 200 || $status >= 300) {',
      '    fwrite(STDERR, "HTTP $status: $answer" . PHP_EOL);',
      '    exit(1);',
      '}',
      '',
      '// Erros de GraphQL chegam com status 200, no array errors.',
      // Objetos (stdClass), não arrays associativos: um objeto vazio continua {} no json_encode.
      '$result = json_decode($answer, false, 512, JSON_THROW_ON_ERROR);',
      'if (!empty($result->errors)) {',
      "    fwrite(STDERR, implode(PHP_EOL, array_column($result->errors, 'message')) . PHP_EOL);",
      '    exit(1);',
      '}',
      `echo json_encode($result->data->${fieldName}, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), PHP_EOL;`,
    ].join('\n'),
  check: {per: 'file', command: ([file = '']) => ['php', '-l', file]},
  run: (file) => [['php', file]],
  debian: [{name: 'php-cli', command: 'php'}, {name: 'php-curl'}],
});
