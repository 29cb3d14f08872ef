/**
 * The prose of a guide page: what a reader reads as sentences, with front matter, code
 * blocks, MDX imports, JSX tags, tables and admonition markers removed. The guides' tests
 * (real Portuguese, no placeholder text) and the templated-share measure read the same
 * prose, so both judge the same text.
 */
import {resolveFactDirectives} from '../../src/remark/platform-facts';

export interface ProseOptions {
  /** The page's path, named by the error of an unknown `:fato[key]`. */
  readonly file?: string;
  /**
   * What an inline code span becomes. The language test drops it (identifiers are not
   * Portuguese); the templated-share measure keeps a placeholder so that two sentences
   * differing only in the operation they name still compare as the same sentence.
   */
  readonly inlineCode?: string;
  /**
   * What a `:fato[key]` becomes. By default the fact's text, as the build writes it; the
   * templated-share measure passes a placeholder, so that two pages quoting the same fact
   * do not look alike because of the fact's words.
   */
  readonly fact?: string;
}

export function guideProse(source: string, options: ProseOptions = {}): string {
  const inlineCode = options.inlineCode ?? ' ';
  const withFacts =
    options.fact === undefined
      ? resolveFactDirectives(source, options.file)
      : resolveFactDirectives(source.replace(/:fato\[[^\]]*\]/g, options.fact), options.file);
  return withFacts
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/(`{3,}|~{3,})[\s\S]*?\1/g, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\|.*\|$/gm, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/`[^`]*`/g, inlineCode)
    .replace(/\]\([^)]*\)/g, ']');
}
