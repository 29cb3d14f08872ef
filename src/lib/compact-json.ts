/**
 * JSON for reading: like JSON.stringify(value, null, 2), but an array or object whose one-line
 * form is short stays on one line (`"locations": [{"line": 2, "column": 3}]`), so a small
 * example reads at a glance and takes few lines on the page.
 */
export function compactJson(value: unknown, width = 72, indent = ''): string {
  const inline = oneLine(value);
  if (inline.length + indent.length <= width || typeof value !== 'object' || value === null) return inline;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${compactJson(item, width, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return `${prefix}${compactJson(item, width, inner)}`;
  });
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/** The one-line form, with a space after each colon and comma, as people write JSON by hand. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}
