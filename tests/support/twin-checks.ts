/**
 * What a Markdown twin must and must not hold, for the twin tests over the guides' sources
 * (twins.test.ts) and over the build (tests/e2e/markdown-twins.spec.ts). Text in, text out: no
 * imports, so that Playwright loads it as it is.
 */
/** The twin without its fenced code and code spans: where a JSX or HTML tag would be a leftover. */
export function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

/**
 * JSX or HTML tags left in the twin's prose (`<SchemaTable …/>`, `<div>`, `</TabItem>`); an escaped
 * `\<authValue>` is text, as Markdown reads it.
 */
export function tagsIn(markdown: string): string[] {
  return [...prose(markdown).matchAll(/(?<!\\)<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>/g)].map((match) => match[0]);
}

/** The languages of the twin's fenced blocks, in order. */
export function fenceLanguages(markdown: string): string[] {
  return [...markdown.matchAll(/^```([^\s`]*)/gm)].map((match) => match[1] ?? '').filter((_, index) => index % 2 === 0);
}

/** Whether the twin names a field as the tables do: `name` or, nested, `parent.name`. */
export const namesField = (markdown: string, name: string): boolean =>
  new RegExp(`\`(?:[\\w\\[\\].]+\\.)?${name.replace(/[$]/g, '\\$&')}\``).test(markdown);
