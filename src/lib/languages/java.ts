/**
 * Java 17+ as a single-file program (`java File.java`), with the smallest JSON reader and writer
 * it needs. Checked with javac, run with java.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../data/platform-facts';
import {defineLanguage, ENDPOINT_VARIABLE, TOKEN_VARIABLE} from './common';

/** Java has no JSON in its standard library: the snippet carries the smallest reader and writer it needs. */
export const JAVA_JSON_CLASS = `
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

export const java = defineLanguage({
  value: 'java',
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
