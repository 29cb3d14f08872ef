/** The front matter of a Markdown page, parsed as YAML, for tests that check pages against their own files. */
import {load} from 'js-yaml';

/** The page's front matter (empty when there is none). YAML dates come back as Date. */
export function frontMatter(source: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
  return block === undefined ? {} : ((load(block) ?? {}) as Record<string, unknown>);
}
