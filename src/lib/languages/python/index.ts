/**
 * Python 3.8+ with urllib only. Checked with py_compile (one interpreter for every file), run
 * with python3.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import {defineLanguage, ENDPOINT_VARIABLE, entries, isObject, kebab, TOKEN_VARIABLE, verbatim} from '../common';
import {pythonSnippets} from './snippets';

/** Python: dicts and lists, True/False/None, four-space indentation. */
export function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (isObject(value)) {
    const pairs = entries(value);
    if (pairs.length === 0) return '{}';
    const lines = pairs.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, level + 1)},`);
    return `{\n${lines.join('\n')}\n${end}}`;
  }
  // A JSON string or number is also a Python literal.
  return JSON.stringify(value);
}

/** py_compile over every file named, printing each error and failing if any. */
const PY_COMPILE_ALL = [
  'import py_compile, sys',
  'failed = False',
  'for name in sys.argv[1:]:',
  '    try:',
  '        py_compile.compile(name, doraise=True)',
  '    except py_compile.PyCompileError as error:',
  '        failed = True',
  '        print(error.msg, file=sys.stderr)',
  'sys.exit(1 if failed else 0)',
].join('\n');

export const python = defineLanguage({
  value: 'python',
  snippets: pythonSnippets,
  label: 'Python',
  prism: 'python',
  fileName: ({operationName}) => `${kebab(operationName).replace(/-/g, '_')}.py`,
  render: ({query, variables, operationName, fieldName, authenticated = true}) =>
    [
      `# Python 3.8 ou mais novo: python3 ${kebab(operationName).replace(/-/g, '_')}.py`,
      'import json',
      'import os',
      'import sys',
      'import urllib.error',
      'import urllib.request',
      '',
      'QUERY = """',
      verbatim(query, 'Python', /"""|\\/),
      '"""',
      '',
      `VARIABLES = ${pythonLiteral(variables)}`,
      '',
      `body = {"query": QUERY, "variables": VARIABLES, "operationName": "${operationName}"}`,
      'request = urllib.request.Request(',
      `    os.environ["${ENDPOINT_VARIABLE}"],`,
      '    data=json.dumps(body).encode("utf-8"),',
      '    method="POST",',
      '    headers={',
      '        "Content-Type": "application/json",',
      ...(authenticated ? [`        "Authorization": "Bearer " + os.environ["${TOKEN_VARIABLE}"],`] : []),
      '    },',
      ')',
      'try:',
      `    with urllib.request.urlopen(request, timeout=${CLIENT_TIMEOUT_SECONDS}) as response:`,
      '        result = json.load(response)',
      'except urllib.error.HTTPError as error:',
      '    sys.exit(f"HTTP {error.code}: {error.read().decode(\'utf-8\')}")',
      '',
      '# Erros de GraphQL chegam com status 200, na lista errors.',
      'if result.get("errors"):',
      '    sys.exit("\\n".join(error["message"] for error in result["errors"]))',
      `print(json.dumps(result["data"]["${fieldName}"], indent=2, ensure_ascii=False))`,
    ].join('\n'),
  // One interpreter compiles them all: one per file costs a second of start-up every twenty.
  check: {per: 'all', command: (files) => ['python3', '-c', PY_COMPILE_ALL, ...files]},
  run: (file) => [['python3', file]],
  debian: [{name: 'python3', command: 'python3'}],
});
