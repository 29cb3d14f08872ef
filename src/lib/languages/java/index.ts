/**
 * Java 17+ as a single-file program (`java File.java`), with the smallest JSON reader and writer
 * it needs. Checked with javac, run with java.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import {defineLanguage, ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../common';
import {JAVA_JSON_CLASS} from './json-class';
import {javaSnippets} from './snippets';

/** A Java text block holding the text as is: backslashes doubled, no closing delimiter inside. */
const javaTextBlock = (text: string, indent: string): string =>
  `"""\n${text
    .replace(/\\/g, '\\\\')
    .replace(/"""/g, '\\"""')
    .split('\n')
    .map((line) => (line === '' ? '' : indent + line))
    .join('\n')}\n${indent}"""`;

export const java = defineLanguage({
  value: 'java',
  snippets: javaSnippets,
  label: 'Java',
  prism: 'java',
  prismComponent: 'java',
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
      `            .timeout(Duration.ofSeconds(${CLIENT_TIMEOUT_SECONDS}))`,
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
  check: {
    per: 'batch',
    command: (files, context) => ['javac', '-Werror', '-Xlint:all', '-encoding', 'UTF-8', '-d', context.out, ...files],
  },
  run: (file) => [['java', file]],
  debian: [
    {name: 'default-jdk-headless', command: 'javac'},
    {name: 'default-jdk-headless', command: 'java'},
  ],
});
