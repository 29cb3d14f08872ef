/**
 * Makes schema descriptions safe to drop into an MDX page as plain text.
 *
 * A description is prose written by the API team, not MDX: a `{`, a `<`, an `_` or a stray
 * backtick must show up on the page as that character, never open a JSX expression, a tag,
 * emphasis or a code span that swallows the rest of the page. Every character that MDX (with
 * the GFM and directive syntaxes Docusaurus enables) could read as markup becomes a numeric
 * character reference, which MDX renders as the character itself.
 *
 * The one piece of Markdown kept is the inline code span between single backticks
 * (`webHooks`): the schema's descriptions use it to name fields and operations, and its
 * content is literal in MDX anyway. Backtick runs that cannot form such a span (unpaired,
 * doubled, or split by a blank line) are shown as backticks.
 */

/** Characters that are markup anywhere in a line. */
const INLINE_SPECIALS = new Set(['\\', '`', '*', '_', '{', '}', '<', '>', '[', ']', '&', '|', '~']);

/** Characters that are markup only where a line (block) starts. */
const LINE_START_SPECIALS = new Set(['#', '-', '+', '=', ':']);

/** `&#x7B;`: a numeric character reference, which MDX decodes back to the character. */
export function characterReference(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return `&#x${code.toString(16).toUpperCase()};`;
}

function encodeInline(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    const next = text.charAt(index + 1);
    // `:name` and `::name` are directives (remark-directive); "10:30" and "https://" are not.
    const directive = char === ':' && /[A-Za-z:]/.test(next);
    out += INLINE_SPECIALS.has(char) || directive ? characterReference(char) : char;
  }
  return out;
}

/**
 * Encodes what would start a block: headings, lists, quotes, thematic breaks, setext
 * underlines, admonitions ("::: note"), ordered lists ("1. ", "2) "), ES module statements
 * (a line starting with "import" or "export") and indented code.
 */
function encodeLineStarts(text: string): string {
  return text
    .split('\n')
    .map((rawLine) => {
      const line = rawLine.trim();
      const first = line.charAt(0);
      if (LINE_START_SPECIALS.has(first)) return `${characterReference(first)}${line.slice(1)}`;
      // A paragraph that starts with `import`/`export` is read as an ES module statement.
      if (/^(import|export)\b/.test(line)) return `${characterReference(first)}${line.slice(1)}`;
      const ordered = /^(\d{1,9})([.)])/.exec(line);
      if (ordered) {
        const [whole, digits = '', marker = ''] = ordered;
        return `${digits}${characterReference(marker)}${line.slice(whole.length)}`;
      }
      return line;
    })
    .join('\n');
}

interface Segment {
  readonly code: boolean;
  readonly text: string;
}

/**
 * Splits a description into text and single-backtick code spans, pairing backticks the way
 * CommonMark does for runs of length one. A run of two or more backticks is left as text (it is
 * encoded later), and so is a span that would cross a blank line (paragraphs end there).
 */
function splitCodeSpans(source: string): Segment[] {
  const segments: Segment[] = [];
  let text = '';
  let index = 0;
  while (index < source.length) {
    const char = source.charAt(index);
    if (char !== '`') {
      text += char;
      index += 1;
      continue;
    }
    let runEnd = index;
    while (source.charAt(runEnd) === '`') runEnd += 1;
    if (runEnd - index === 1) {
      const close = findSingleBacktick(source, runEnd);
      const content = close === -1 ? '' : source.slice(runEnd, close);
      if (close !== -1 && content.trim() !== '' && !/\n[ \t]*\n/.test(content)) {
        if (text) segments.push({code: false, text});
        text = '';
        segments.push({code: true, text: content});
        index = close + 1;
        continue;
      }
    }
    text += source.slice(index, runEnd);
    index = runEnd;
  }
  if (text) segments.push({code: false, text});
  return segments;
}

/** Index of the next backtick run of exactly one character, or -1. */
function findSingleBacktick(source: string, from: number): number {
  let index = source.indexOf('`', from);
  while (index !== -1) {
    let runEnd = index;
    while (source.charAt(runEnd) === '`') runEnd += 1;
    if (runEnd - index === 1) return index;
    index = source.indexOf('`', runEnd);
  }
  return -1;
}

/**
 * The MDX for a description: the same text on the page, whatever characters it contains.
 * Line breaks are kept (a blank line still separates paragraphs); indentation is dropped,
 * since it would turn a line into a code block, and so are trailing spaces (a hard break).
 */
export function toMdxText(description: string): string {
  const normalized = description.replace(/\r\n?/g, '\n').trim();
  const encoded = splitCodeSpans(normalized)
    .map((segment) => (segment.code ? `\`${segment.text.replace(/\n/g, ' ')}\`` : encodeInline(segment.text)))
    .join('');
  return encodeLineStarts(encoded);
}
