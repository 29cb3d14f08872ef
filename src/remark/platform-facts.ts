/**
 * Remark plugin for the guides and the release notes: replaces the text directive
 *
 *   :fato[token.validade]
 *
 * with the text of that fact in src/data/platform-facts.ts ("1 hora"), so that a limit or a lifetime
 * is written once and every page says the same. An unknown key fails the build, naming the file,
 * the line and the key. It runs before Docusaurus' own plugins (beforeDefaultRemarkPlugins), so
 * that headings, the table of contents and the page title see the text, and the directive never
 * reaches Docusaurus' check for unused directives.
 *
 * It also replaces `:linguagens[]` with the languages of the request examples as a sentence
 * ("curl, JavaScript, ... e Java", from src/lib/languages), so that a page naming them follows
 * the list when a language is added; and, in code (blocks and spans), where directives cannot be
 * written, `{{url-do-portal}}` with the site's public address (the build's `url`, which SITE_URL
 * overrides), so that a command a reader copies names the site it was read on.
 */
import path from 'node:path';

import type {Code, InlineCode, Parent, PhrasingContent, Root, Text} from 'mdast';
import type {TextDirective} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import {visit, SKIP} from 'unist-util-visit';

import {isFactKey, PLATFORM_FACTS} from '../data/platform-facts';
import {SITE} from '../data/site-constants';
import {LANGUAGES_SENTENCE} from '../lib/languages';

export const DIRECTIVE = 'fato';
/** The directive that names every language of the examples. */
export const LANGUAGES_DIRECTIVE = 'linguagens';
/** Stands for the site's address in code, where a directive would be shown as written. */
export const SITE_URL_TOKEN = '{{url-do-portal}}';

export interface PlatformFactsOptions {
  /** The site's public address (the build's `url`); SITE.defaultUrl when not given. */
  readonly siteUrl?: string;
}

/** A fact's text as inline nodes: `code` spans become inlineCode, the rest plain text. */
export function factNodes(text: string): PhrasingContent[] {
  return text
    .split('`')
    .map((part, index): Text | InlineCode =>
      index % 2 === 1 ? {type: 'inlineCode', value: part} : {type: 'text', value: part},
    )
    .filter((node) => node.value !== '');
}

/** The fact's text for a key, or an error that names the page, the line and the key. */
export function resolveFact(key: string, where: string): string {
  if (!isFactKey(key)) {
    throw new Error(
      `${where}: :${DIRECTIVE}[${key}] não existe em src/data/platform-facts.ts (chaves: ${Object.keys(PLATFORM_FACTS).join(', ')})`,
    );
  }
  return PLATFORM_FACTS[key].text;
}

/**
 * The same substitution on raw Markdown, for the tests that read pages as text: every
 * `:fato[key]` becomes the fact's text, with its backticks (the callers strip code spans as they
 * would in the page).
 */
export function resolveFactDirectives(source: string, file = '?'): string {
  return source
    .replaceAll(SITE_URL_TOKEN, SITE.defaultUrl)
    .replaceAll(`:${LANGUAGES_DIRECTIVE}[]`, LANGUAGES_SENTENCE)
    .replace(/:fato\[([^\]]*)\]/g, (_match, key: string, offset: number) => {
      const line = source.slice(0, offset).split('\n').length;
      return resolveFact(key, `${file}:${line}`);
    });
}

/**
 * Joins the inserted nodes' texts with the text around them, so that the sentence is one text
 * node again, as if the fact had been written in it; returns where the visit goes on.
 */
function mergeTexts(parent: Parent, start: number, count: number): number {
  let end = start + count;
  for (let index = Math.max(start, 1); index <= Math.min(end, parent.children.length - 1); ) {
    const previous = parent.children[index - 1];
    const current = parent.children[index];
    if (previous?.type === 'text' && current?.type === 'text') {
      previous.value += current.value;
      parent.children.splice(index, 1);
      end--;
    } else {
      index++;
    }
  }
  return end;
}

function where(file: {path?: string}, node: TextDirective): string {
  const name = file.path === undefined ? '?' : path.relative(process.cwd(), file.path);
  return `${name}:${node.position?.start.line ?? '?'}`;
}

export default function remarkPlatformFacts(options: PlatformFactsOptions = {}) {
  const siteUrl = options.siteUrl ?? SITE.defaultUrl;
  return (tree: Root, file: {path?: string}): void => {
    visit(tree, ['code', 'inlineCode'], (node) => {
      const code = node as Code | InlineCode;
      code.value = code.value.replaceAll(SITE_URL_TOKEN, siteUrl);
    });
    visit(tree, 'textDirective', (node: TextDirective, index, parent: Parent | undefined) => {
      if (parent === undefined || index === undefined) return undefined;
      if (node.name === LANGUAGES_DIRECTIVE) {
        if (toString(node) !== '') throw new Error(`${where(file, node)}: :${LANGUAGES_DIRECTIVE}[] não leva texto`);
        parent.children.splice(index, 1, {type: 'text', value: LANGUAGES_SENTENCE});
        return [SKIP, mergeTexts(parent, index, 1)];
      }
      if (node.name !== DIRECTIVE) return undefined;
      const key = toString(node).trim();
      if (node.attributes !== undefined && node.attributes !== null && Object.keys(node.attributes).length > 0) {
        throw new Error(`${where(file, node)}: :${DIRECTIVE}[${key}] não aceita atributos`);
      }
      const replacement = factNodes(resolveFact(key, where(file, node)));
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, mergeTexts(parent, index, replacement.length)];
    });
  };
}
