/**
 * Reading the guides and release notes as text, for the tests of the error catalogue
 * and of the glossary: which files, their sections, their links and their prose (what a
 * reader reads, without code, identifiers, JSX or link targets).
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {listGuides} from './code-blocks';
import {REPO_ROOT} from './paths';

export const ROOT = REPO_ROOT;
export const DOCS = path.join(ROOT, 'docs');
export const BLOG = path.join(ROOT, 'blog');
export const PAGES = path.join(ROOT, 'src/pages');

/** Every page of prose the site publishes from Markdown: guides, release notes and the Markdown pages. */
export function proseFiles(): string[] {
  const blog = readdirSync(BLOG)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(BLOG, name));
  return [...listGuides(DOCS), ...blog, ...listGuides(PAGES)].sort();
}

export const relative = (file: string): string => path.relative(ROOT, file);

/** 1-based line of an offset in a text. */
export const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** Blanks a match keeping its line breaks, so offsets and line numbers of the rest stay valid. */
const blank = (match: string): string => match.replace(/[^\n]/g, ' ');

/** The front matter's title and description (both shown to readers), each on its own line, the rest blanked. */
function frontMatterProse(block: string): string {
  return block
    .split('\n')
    .map((line) => {
      const field = /^(title|description|sidebar_label):\s*(.*)$/.exec(line);
      return field === null ? blank(line) : `${' '.repeat(line.length - (field[2] ?? '').length)}${field[2] ?? ''}`;
    })
    .join('\n');
}

/**
 * The text a reader reads, same length and lines as the source: front matter reduced to
 * its title and description, fenced code, inline code, imports, JSX tags, HTML comments,
 * link targets, autolinks and admonition markers blanked.
 */
export function readableText(source: string): string {
  return source
    .replace(/^---\n([\s\S]*?)\n---\n/, (_match, block: string) => `   \n${frontMatterProse(block)}\n   \n`)
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\s*\2[^\n]*$/gm, blank)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/^(import|export) .*$/gm, blank)
    .replace(/<\/?[A-Za-z][^>]*>/g, blank)
    .replace(/`[^`\n]*`/g, blank)
    .replace(/\]\([^)\n]*\)/g, (match) => `]${blank(match.slice(1))}`)
    .replace(/^:::.*$/gm, blank);
}

export interface Section {
  readonly heading: string;
  /** 1-based line of the heading. */
  readonly line: number;
  /** The section's source, heading included, up to the next heading of the same or a higher level. */
  readonly text: string;
}

/** The level-2 sections whose heading starts with the given words (outside code blocks). */
export function sectionsTitled(source: string, startsWith: RegExp): Section[] {
  const lines = source.split('\n');
  const sections: Section[] = [];
  let fence: string | undefined;
  let current: {heading: string; line: number; lines: string[]} | undefined;
  const close = (): void => {
    if (current !== undefined)
      sections.push({heading: current.heading, line: current.line, text: current.lines.join('\n')});
    current = undefined;
  };
  lines.forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker.startsWith(fence)) fence = undefined;
    }
    const heading = fence === undefined ? /^(#{1,2}) (.*)$/.exec(line) : null;
    if (heading !== null) {
      close();
      const title = heading[2] ?? '';
      if (heading[1] === '##' && startsWith.test(title)) current = {heading: title, line: index + 1, lines: []};
    }
    current?.lines.push(line);
  });
  close();
  return sections;
}

export interface MarkdownLink {
  readonly text: string;
  readonly target: string;
  readonly offset: number;
}

/** Markdown links [text](target) of a text (code blocks are the caller's concern). */
export function markdownLinks(source: string): MarkdownLink[] {
  return [...source.matchAll(/\[([^\]\n]*)\]\(([^)\s]+)\)/g)].map((match) => ({
    text: match[1] ?? '',
    target: match[2] ?? '',
    offset: match.index,
  }));
}

/** The docs route a link from `file` points to (/docs/a/b), and its anchor, or undefined for other sites. */
export function linkedDoc(file: string, target: string): {route: string; anchor: string | undefined} | undefined {
  const [address = '', anchor] = target.split('#');
  if (/^[a-z]+:/i.test(address)) return undefined;
  let route: string;
  if (address === '') route = docRoute(file);
  else if (address.startsWith('/')) route = address.replace(/\/$/, '');
  else route = docRoute(path.resolve(path.dirname(file), address));
  return {route, anchor};
}

/** /docs/<folder>/<page> of a file under docs/ (or a path to one); other files keep their path. */
export function docRoute(file: string): string {
  const inDocs = path.relative(DOCS, file);
  if (inDocs.startsWith('..')) return file;
  return `/docs/${inDocs
    .replace(/\.mdx?$/, '')
    .split(path.sep)
    .join('/')}`;
}
