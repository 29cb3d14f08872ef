/**
 * One GraphQL request written in every language an integrator may call the API from, as the
 * reference's examples and the guides' <ApiCall> show it. Each language is one entry of
 * REQUEST_LANGUAGES: adding Go or Ruby is one more entry here, and every page gets the new tab.
 *
 * Every snippet runs as pasted with nothing but its language's standard library: the endpoint and
 * the token come from the environment (ENDPOINT_VARIABLE, TOKEN_VARIABLE), the body is the JSON of
 * the operation, its variables and its name, an HTTP error or a non-empty `errors` array ends the
 * program with the message, and the result is read from `data.<field>`.
 * tests/integration/lib/request-snippets-*.test.ts compile every snippet with its language's toolchain and runs one per
 * language against a local server.
 */
import {REQUEST_TIMEOUT_SECONDS} from '../data/platform-facts';

/** Environment variables the snippets read: the environment's GraphQL address and the access token. */
export const ENDPOINT_VARIABLE = 'API_URL';
export const TOKEN_VARIABLE = 'API_TOKEN';

export interface GraphQLRequest {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly operationName: string;
  /** The root field, to show where the result is in `data`. */
  readonly fieldName: string;
  /** False for the calls made before there is a token (the `token` mutation itself). */
  readonly authenticated?: boolean;
}

export interface RequestLanguage {
  /** Tab value, remembered by the example tab group. */
  readonly value: string;
  readonly label: string;
  /** Prism language of the code block. */
  readonly prism: string;
  /** The file the snippet is saved as (its code block's title); undefined for a shell command. */
  readonly fileName: (request: GraphQLRequest) => string | undefined;
  readonly render: (request: GraphQLRequest) => string;
}

/** One tab of an example: the operation, its variables or the request in one language. */
export interface ExampleTab {
  readonly value: string;
  readonly label: string;
  readonly language: string;
  readonly title?: string;
  readonly code: string;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** AddDependent → add-dependent, for file names. */
const kebab = (name: string): string => name.replace(/(?<=[a-z0-9])[A-Z]/g, (letter) => `-${letter}`).toLowerCase();

/** Text that goes inside a multi-line string literal verbatim: refuse what would need escaping. */
function verbatim(text: string, language: string, forbidden: RegExp): string {
  if (forbidden.test(text)) {
    throw new Error(`A operação não pode ir literal no trecho ${language}: ela contém ${String(forbidden)}.`);
  }
  return text;
}

function entries(value: object): [string, unknown][] {
  return Object.entries(value);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Literals: the variables as each language writes a JSON-compatible value
// ---------------------------------------------------------------------------------------------

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

/** C#: System.Text.Json.Nodes initializers (JsonObject, JsonArray), four-space indentation. */
export function csharpLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return `${value}m`;
    return Math.abs(value) > 2_147_483_647 ? `${value}L` : String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'new JsonArray()';
    return `new JsonArray(\n${value.map((item) => `${pad}${csharpLiteral(item, level + 1)}`).join(',\n')})`;
  }
  if (isObject(value)) {
    const pairs = entries(value);
    if (pairs.length === 0) return 'new JsonObject()';
    const lines = pairs.map(([key, item]) => `${pad}[${JSON.stringify(key)}] = ${csharpLiteral(item, level + 1)},`);
    return `new JsonObject\n${end}{\n${lines.join('\n')}\n${end}}`;
  }
  // A JSON string is also a regular C# string literal (JSON.stringify never writes `\/`).
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// The languages
// ---------------------------------------------------------------------------------------------

const body = ({query, variables, operationName}: GraphQLRequest): string =>
  JSON.stringify({query, variables, operationName}, null, 2);

const curl: RequestLanguage = {
  value: 'curl',
  label: 'curl',
  prism: 'bash',
  fileName: () => undefined,
  // --silent --show-error: no progress meter, but curl's own errors still shown. --fail-with-body:
  // an HTTP error ends curl with an error code and still prints the answer.
  // A quoted heredoc sends the body byte for byte, whatever quotes or $ it contains.
  render: (request) =>
    [
      `curl "$${ENDPOINT_VARIABLE}" \\`,
      '  --request POST \\',
      '  --silent --show-error \\',
      '  --fail-with-body \\',
      `  --max-time ${REQUEST_TIMEOUT_SECONDS} \\`,
      "  --header 'Content-Type: application/json' \\",
      ...(request.authenticated === false ? [] : [`  --header "Authorization: Bearer $${TOKEN_VARIABLE}" \\`]),
      "  --data-binary @- <<'JSON'",
      body(request),
      'JSON',
    ].join('\n'),
};

const javascript: RequestLanguage = {
  value: 'javascript',
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
      `  signal: AbortSignal.timeout(${REQUEST_TIMEOUT_SECONDS * 1000}),`,
      '});',
      'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
      '',
      '// Erros de GraphQL chegam com status 200, no array errors.',
      'const {data, errors} = await response.json();',
      "if (errors?.length) throw new Error(errors.map((error) => error.message).join('\\n'));",
      `console.log(JSON.stringify(data.${fieldName}, null, 2));`,
    ].join('\n'),
};

const python: RequestLanguage = {
  value: 'python',
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
      `    with urllib.request.urlopen(request, timeout=${REQUEST_TIMEOUT_SECONDS}) as response:`,
      '        result = json.load(response)',
      'except urllib.error.HTTPError as error:',
      '    sys.exit(f"HTTP {error.code}: {error.read().decode(\'utf-8\')}")',
      '',
      '# Erros de GraphQL chegam com status 200, na lista errors.',
      'if result.get("errors"):',
      '    sys.exit("\\n".join(error["message"] for error in result["errors"]))',
      `print(json.dumps(result["data"]["${fieldName}"], indent=2, ensure_ascii=False))`,
    ].join('\n'),
};

const php: RequestLanguage = {
  value: 'php',
  label: 'PHP',
  prism: 'php',
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
      `    CURLOPT_TIMEOUT => ${REQUEST_TIMEOUT_SECONDS},`,
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
};

const csharp: RequestLanguage = {
  value: 'csharp',
  label: 'C#',
  prism: 'csharp',
  fileName: ({operationName}) => `${operationName}.cs`,
  render: ({query, variables, operationName, fieldName, authenticated = true}) =>
    [
      `// .NET 10 ou mais novo: dotnet run ${operationName}.cs`,
      'using System;',
      'using System.Net.Http;',
      'using System.Text;',
      'using System.Text.Json;',
      'using System.Text.Json.Nodes;',
      'using System.Threading.Tasks;',
      '',
      `public static class ${operationName}`,
      '{',
      '    const string Query = @"',
      // A verbatim string: only the double quote is special, and it is written twice.
      query.replace(/"/g, '""'),
      '";',
      '',
      '    public static int Main() => RunAsync().GetAwaiter().GetResult();',
      '',
      '    static async Task<int> RunAsync()',
      '    {',
      `        var variables = ${csharpLiteral(variables, 2)};`,
      '        var body = new JsonObject',
      '        {',
      '            ["query"] = Query,',
      '            ["variables"] = variables,',
      `            ["operationName"] = "${operationName}",`,
      '        };',
      `        var http = new HttpClient { Timeout = TimeSpan.FromSeconds(${REQUEST_TIMEOUT_SECONDS}) };`,
      `        var request = new HttpRequestMessage(HttpMethod.Post, Environment.GetEnvironmentVariable("${ENDPOINT_VARIABLE}"))`,
      '        {',
      '            Content = new StringContent(body.ToJsonString(), Encoding.UTF8, "application/json"),',
      '        };',
      ...(authenticated
        ? [
            '        request.Headers.Authorization = new System.Net.Http.Headers.AuthenticationHeaderValue(',
            `            "Bearer", Environment.GetEnvironmentVariable("${TOKEN_VARIABLE}"));`,
          ]
        : []),
      '        var response = await http.SendAsync(request);',
      '        var answer = await response.Content.ReadAsStringAsync();',
      '        if (!response.IsSuccessStatusCode)',
      '        {',
      '            Console.Error.WriteLine($"HTTP {(int)response.StatusCode}: {answer}");',
      '            return 1;',
      '        }',
      '',
      '        // Erros de GraphQL chegam com status 200, no array errors.',
      '        var result = JsonNode.Parse(answer);',
      '        var errors = result["errors"] as JsonArray;',
      '        if (errors != null && errors.Count > 0)',
      '        {',
      '            foreach (var error in errors) Console.Error.WriteLine(error["message"].GetValue<string>());',
      '            return 1;',
      '        }',
      `        Console.WriteLine(result["data"]["${fieldName}"]?.ToJsonString(new JsonSerializerOptions { WriteIndented = true }));`,
      '        return 0;',
      '    }',
      '}',
    ].join('\n'),
};

/** Java has no JSON in its standard library: the snippet carries the smallest reader and writer it needs. */
const JAVA_JSON_CLASS = `
    /** JSON mínimo, porque a biblioteca padrão do Java não tem um. No seu projeto, use o que ele já usa (Jackson, Gson). */
    static final class Json {
        private final String text;
        private int at;

        private Json(String text) {
            this.text = text;
        }

        static Object parse(String text) {
            Json json = new Json(text);
            Object value = json.value();
            json.skipSpace();
            if (json.at != text.length()) throw json.error();
            return value;
        }

        static String quote(String value) {
            StringBuilder out = new StringBuilder("\\"");
            for (char c : value.toCharArray()) {
                if (c == '"' || c == '\\\\') out.append('\\\\').append(c);
                else if (c < 0x20) out.append(String.format("\\\\u%04x", (int) c));
                else out.append(c);
            }
            return out.append('"').toString();
        }

        static String write(Object value) {
            if (value instanceof Map<?, ?> map) {
                StringJoiner out = new StringJoiner(", ", "{", "}");
                map.forEach((key, item) -> out.add(quote((String) key) + ": " + write(item)));
                return out.toString();
            }
            if (value instanceof List<?> list) {
                StringJoiner out = new StringJoiner(", ", "[", "]");
                list.forEach(item -> out.add(write(item)));
                return out.toString();
            }
            return value instanceof String string ? quote(string) : String.valueOf(value);
        }

        private Object value() {
            skipSpace();
            if (at >= text.length()) throw error();
            char c = text.charAt(at);
            if (c == '{') {
                Map<String, Object> map = new LinkedHashMap<>();
                at++;
                skipSpace();
                if (text.charAt(at) == '}') { at++; return map; }
                do {
                    skipSpace();
                    String key = string();
                    skipSpace();
                    expect(':');
                    map.put(key, value());
                    skipSpace();
                } while (text.charAt(at++) == ',');
                if (text.charAt(at - 1) != '}') throw error();
                return map;
            }
            if (c == '[') {
                List<Object> list = new ArrayList<>();
                at++;
                skipSpace();
                if (text.charAt(at) == ']') { at++; return list; }
                do {
                    list.add(value());
                    skipSpace();
                } while (text.charAt(at++) == ',');
                if (text.charAt(at - 1) != ']') throw error();
                return list;
            }
            if (c == '"') return string();
            for (String word : new String[] {"true", "false", "null"}) {
                if (text.startsWith(word, at)) {
                    at += word.length();
                    return word.equals("null") ? null : Boolean.valueOf(word);
                }
            }
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
            if (start == at) throw error();
            return new java.math.BigDecimal(text.substring(start, at));
        }

        private String string() {
            expect('"');
            StringBuilder out = new StringBuilder();
            for (char c = text.charAt(at++); c != '"'; c = text.charAt(at++)) {
                if (c != '\\\\') { out.append(c); continue; }
                char escaped = text.charAt(at++);
                switch (escaped) {
                    case 'n' -> out.append('\\n');
                    case 't' -> out.append('\\t');
                    case 'r' -> out.append('\\r');
                    case 'b' -> out.append('\\b');
                    case 'f' -> out.append('\\f');
                    case 'u' -> { out.append((char) Integer.parseInt(text.substring(at, at + 4), 16)); at += 4; }
                    default -> out.append(escaped);
                }
            }
            return out.toString();
        }

        private void expect(char c) {
            if (at >= text.length() || text.charAt(at++) != c) throw error();
        }

        private void skipSpace() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }

        private IllegalArgumentException error() {
            return new IllegalArgumentException("JSON inválido na posição " + at);
        }
    }`;

/** A Java text block holding the text as is: backslashes doubled, no closing delimiter inside. */
const javaTextBlock = (text: string, indent: string): string =>
  `"""\n${text
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"""')
    .split('\n')
    .map((line) => (line === '' ? '' : indent + line))
    .join('\n')}\n${indent}"""`;

const java: RequestLanguage = {
  value: 'java',
  label: 'Java',
  prism: 'java',
  fileName: ({operationName}) => `${operationName}.java`,
  render: ({query, variables, operationName, fieldName, authenticated = true}) =>
    [
      `// Java 17 ou mais novo: java ${operationName}.java`,
      'import java.net.URI;',
      'import java.net.http.HttpClient;',
      'import java.net.http.HttpRequest;',
      'import java.net.http.HttpResponse;',
      'import java.time.Duration;',
      'import java.util.ArrayList;',
      'import java.util.LinkedHashMap;',
      'import java.util.List;',
      'import java.util.Map;',
      'import java.util.StringJoiner;',
      '',
      `public class ${operationName} {`,
      `    static final String QUERY = ${javaTextBlock(query, '        ')};`,
      '',
      `    static final String VARIABLES = ${javaTextBlock(JSON.stringify(variables, null, 2), '        ')};`,
      '',
      '    public static void main(String[] args) throws Exception {',
      '        String body = "{\\"query\\": " + Json.quote(QUERY) + ", \\"variables\\": " + VARIABLES',
      `            + ", \\"operationName\\": \\"${operationName}\\"}";`,
      `        HttpRequest request = HttpRequest.newBuilder(URI.create(System.getenv("${ENDPOINT_VARIABLE}")))`,
      `            .timeout(Duration.ofSeconds(${REQUEST_TIMEOUT_SECONDS}))`,
      '            .header("Content-Type", "application/json")',
      ...(authenticated
        ? [`            .header("Authorization", "Bearer " + System.getenv("${TOKEN_VARIABLE}"))`]
        : []),
      '            .POST(HttpRequest.BodyPublishers.ofString(body))',
      '            .build();',
      '        HttpResponse<String> response = HttpClient.newHttpClient()',
      '            .send(request, HttpResponse.BodyHandlers.ofString());',
      '        if (response.statusCode() / 100 != 2) {',
      '            System.err.println("HTTP " + response.statusCode() + ": " + response.body());',
      '            System.exit(1);',
      '        }',
      '',
      '        // Erros de GraphQL chegam com status 200, no array errors.',
      '        Map<?, ?> result = (Map<?, ?>) Json.parse(response.body());',
      '        if (result.get("errors") instanceof List<?> errors && !errors.isEmpty()) {',
      '            errors.forEach(error -> System.err.println(((Map<?, ?>) error).get("message")));',
      '            System.exit(1);',
      '        }',
      `        System.out.println(Json.write(((Map<?, ?>) result.get("data")).get("${fieldName}")));`,
      '    }',
      JAVA_JSON_CLASS,
      '}',
    ].join('\n'),
};

/** The languages of every example, in tab order. */
export const REQUEST_LANGUAGES: readonly RequestLanguage[] = [curl, javascript, python, php, csharp, java];

/** The tabs of one example: the operation, its variables, then the request in every language. */
export function exampleTabs(request: GraphQLRequest): ExampleTab[] {
  return [
    {value: 'graphql', label: 'GraphQL', language: 'graphql', code: request.query},
    {value: 'variaveis', label: 'Variáveis', language: 'json', code: JSON.stringify(request.variables, null, 2)},
    ...REQUEST_LANGUAGES.map((language) => {
      const title = language.fileName(request);
      return {
        value: language.value,
        label: language.label,
        language: language.prism,
        ...(title === undefined ? {} : {title}),
        code: language.render(request),
      };
    }),
  ];
}
