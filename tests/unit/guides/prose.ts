/**
 * The text a reader sees on a guide or a release note, read from the Markdown source, for the
 * tests that check prose. Platform facts (:fato[key]) are resolved as the build resolves them,
 * or replaced by a marker when a test must tell a quoted fact from a retyped one.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {resolveFactDirectives} from '../../../src/plugins/platform-facts/remark';
import {listGuides} from './code-blocks';

export const REPO = path.resolve(__dirname, '../../..');
export const DOCS = path.join(REPO, 'docs');
export const BLOG = path.join(REPO, 'blog');

/** Every guide and every release note. */
export function proseFiles(): string[] {
  const notes = readdirSync(BLOG)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(BLOG, name));
  return [...listGuides(DOCS), ...notes.sort()];
}

/** What stands for a quoted fact when facts are not resolved. */
export const FACT_MARKER = '⟨fato⟩';

/**
 * The page's visible text, line by line (line numbers kept): front matter keys and fences,
 * code blocks, imports, JSX tags and link targets blanked; table cells, list items, headings and
 * inline code kept. `facts: 'resolve'` puts each fact's text in place of its directive;
 * `facts: 'mark'` puts FACT_MARKER.
 */
export function visibleText(source: string, file: string, facts: 'resolve' | 'mark'): string {
  const withFacts =
    facts === 'resolve' ? resolveFactDirectives(source, file) : source.replace(/:fato\[[^\]]*\]/g, FACT_MARKER);
  const blank = (text: string): string => text.replace(/[^\n]/g, ' ');
  return withFacts
    .replace(/^---\n([\s\S]*?)\n---\n/, (_all, body: string) => `   \n${body.replace(/^\w+:/gm, blank)}\n   \n`)
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\s*\2\s*$/gm, blank)
    .replace(/^import .*$/gm, blank)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank)
    .replace(/^:::.*$/gm, blank)
    .replace(/\]\([^)]*\)/g, (link) => `]${blank(link.slice(1))}`);
}

/** 1-based line of an offset in a text. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
