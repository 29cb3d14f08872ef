/**
 * The prose of a guide page: what a reader reads as sentences, with front matter, code
 * blocks, MDX imports, JSX tags, tables and admonition markers removed. The guides' tests
 * (real Portuguese, no placeholder text) and the templated-share measure read the same
 * prose, so both judge the same text.
 */
export interface ProseOptions {
  /**
   * What an inline code span becomes. The language test drops it (identifiers are not
   * Portuguese); the templated-share measure keeps a placeholder so that two sentences
   * differing only in the operation they name still compare as the same sentence.
   */
  readonly inlineCode?: string;
}

export function guideProse(source: string, options: ProseOptions = {}): string {
  const inlineCode = options.inlineCode ?? ' ';
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/(`{3,}|~{3,})[\s\S]*?\1/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\|.*\|$/gm, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/`[^`]*`/g, inlineCode)
    .replace(/\]\([^)]*\)/g, ']');
}
