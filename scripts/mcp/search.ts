/**
 * The `buscar` tool's index: every page llms.txt lists (guides, reference, release notes), by title,
 * description and, for the guides and release notes, their full text (llms-full.txt). lunr with the
 * Portuguese stemmer and the site search's accent folding (src/plugins/search-accent-folding), so
 * "autenticacao" finds "Autenticação" as it does on the site.
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support.js';
import portuguese from 'lunr-languages/lunr.pt.js';

import {foldAccents, installAccentFolding, type LunrLike} from '../../src/plugins/search-accent-folding/accent-folding';
import type {IndexEntry} from './portal';

const engine = lunr as unknown as LunrLike & typeof lunr;
stemmerSupport(engine);
portuguese(engine);
installAccentFolding(engine);
const ptPlugin = (engine as unknown as {pt: lunr.Builder.Plugin}).pt;

/** The sections `buscar` can be limited to, as llms.txt titles them. */
export const SEARCH_SECTIONS = {
  tutorial: 'Tutorial',
  referencia: 'Referência da API',
  notas: 'Notas de versão',
} as const;
export type SearchSection = keyof typeof SEARCH_SECTIONS;

export interface SearchHit {
  readonly entry: IndexEntry;
  /** A short passage of the page around the first word found, when the page's text is indexed. */
  readonly excerpt: string;
}

const EXCERPT_CHARS = 160;

/** lunr's query syntax (`+`, `-`, `~`, `^`, `:`, `*`) is not the user's: every word is a plain term. */
const words = (query: string): string[] =>
  query
    .split(/[^\p{L}\p{N}_]+/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);

function excerptOf(body: string, terms: readonly string[]): string {
  const folded = foldAccents(body).toLowerCase();
  const at = terms
    .map((term) =>
      folded.indexOf(
        foldAccents(term)
          .toLowerCase()
          .slice(0, Math.max(4, term.length - 2)),
      ),
    )
    .filter((index) => index >= 0)
    .sort((a, b) => a - b)[0];
  if (at === undefined) return '';
  const start = Math.max(0, at - 60);
  const passage = body
    .slice(start, start + EXCERPT_CHARS)
    .replace(/\s+/g, ' ')
    .trim();
  return `${start > 0 ? '…' : ''}${passage}…`;
}

export class PortalSearch {
  private readonly index: lunr.Index;

  constructor(
    private readonly entries: readonly IndexEntry[],
    /** Page address (route) → full Markdown, for the pages llms-full.txt holds. */
    private readonly bodies: ReadonlyMap<string, string>,
  ) {
    const bodyOf = (entry: IndexEntry): string => bodies.get(entry.url.replace(/\.md$/, '')) ?? '';
    this.index = lunr(function () {
      this.use(ptPlugin);
      this.ref('id');
      this.field('title', {boost: 10});
      this.field('description', {boost: 3});
      this.field('body');
      entries.forEach((entry, id) => {
        this.add({id: String(id), title: entry.title, description: entry.description, body: bodyOf(entry)});
      });
    });
  }

  search(query: string, options: {readonly section?: SearchSection; readonly limit: number}): SearchHit[] {
    const terms = words(query);
    if (terms.length === 0) return [];
    const results = this.index.query((builder) => {
      for (const term of terms) builder.term(term.toLowerCase(), {presence: lunr.Query.presence.OPTIONAL});
    });
    const wanted = options.section === undefined ? undefined : SEARCH_SECTIONS[options.section];
    return results
      .map((result) => this.entries[Number(result.ref)])
      .filter((entry): entry is IndexEntry => entry !== undefined)
      .filter((entry) => wanted === undefined || entry.section === wanted)
      .slice(0, options.limit)
      .map((entry) => ({entry, excerpt: excerptOf(this.bodies.get(entry.url.replace(/\.md$/, '')) ?? '', terms)}));
  }
}
