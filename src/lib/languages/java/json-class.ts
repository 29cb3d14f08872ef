/**
 * The JSON reader and writer every Java program of the site carries (request examples and
 * cross-cutting snippets): a file of its own, so both import it without importing each other.
 */

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
