import {OPERATIONS_GROUP, REFERENCE_ROUTE_BASE, TYPES_GROUP} from './reference-layout';

/**
 * The longest query the search accepts. No real query comes near it; a pasted wall
 * of text is cut here instead of being turned into a fuzzy automaton over thousands
 * of characters, which lunr answers with nothing at all.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The search's sections, each with an index of its own: a page searches the index of the section
 * it belongs to, and a page outside all of them (the home page, /search) searches the guides'.
 * The search plugin's configuration, the search box, the /search page and the tests read this.
 */
export const SEARCH_CONTEXTS = [
  {path: 'docs', label: 'Tutorial'},
  {path: REFERENCE_ROUTE_BASE, label: 'Referência da API'},
  {path: 'blog', label: 'Notas de versão'},
] as const;

/**
 * Marks text that many pages repeat from one source (a webhook's delivery headers, an error's
 * HTTP status and retry rule): the search configuration leaves it out of the indexes, so a search
 * for it finds the page that explains it instead of a dozen identical excerpts.
 */
export const REPEATED_TEXT_CLASS = 'search-repeated-text';

/**
 * What the search leaves out of the reference's generated pages (operations and types, found by
 * the docs id in the page's <html> class; the reference's own prose pages keep their text): every
 * element of the page's Markdown but its title and headings. Those pages are found by their name
 * (the title), their description (the page's meta description, indexed on its own) and their
 * fields, arguments and values (the headings). The text under each heading (a field's
 * description, the examples, the page's opening paragraph, which repeats the meta description)
 * was most of the reference's index, which the first search on an API page downloads.
 */
export function referenceSectionTextSelectors(pluginId: string): string[] {
  return [OPERATIONS_GROUP, TYPES_GROUP].map(
    (group) => `html.plugin-id-${pluginId}[class*="docs-doc-id-${group}/"] .theme-doc-markdown > :not(header, h2, h3)`,
  );
}

export type SearchContextPath = (typeof SEARCH_CONTEXTS)[number]['path'];

/** Where pages outside every section search, and what /search searches without a valid `ctx`. */
export const DEFAULT_SEARCH_CONTEXT: SearchContextPath = 'docs';

const isSearchContext = (value: string): value is SearchContextPath =>
  SEARCH_CONTEXTS.some((context) => context.path === value);

/** The section a path (without the base URL's leading part) belongs to, as the plugin decides it. */
export function searchContextOf(pathWithinSite: string): SearchContextPath | undefined {
  return SEARCH_CONTEXTS.find(
    (context) => pathWithinSite === context.path || pathWithinSite.startsWith(`${context.path}/`),
  )?.path;
}

/**
 * The /search page's parameters made safe for the search plugin: `q` cut to
 * MAX_QUERY_LENGTH, and a `version` that names no older docs version dropped (the
 * plugin would fetch an index under that path and fail on the not-found page), and a
 * missing or unknown `ctx` replaced by DEFAULT_SEARCH_CONTEXT (there is no index of the
 * whole site). Returns null when the parameters are already safe.
 */
export function sanitizeSearchParams(search: string, searchableVersions: ReadonlySet<string>): string | null {
  const params = new URLSearchParams(search);
  let changed = false;
  const query = params.get('q');
  if (query !== null && query.length > MAX_QUERY_LENGTH) {
    params.set('q', Array.from(query).slice(0, MAX_QUERY_LENGTH).join(''));
    changed = true;
  }
  const version = params.get('version');
  if (version !== null && !searchableVersions.has(version)) {
    params.delete('version');
    changed = true;
  }
  const context = params.get('ctx');
  if (context === null || !isSearchContext(context)) {
    params.set('ctx', DEFAULT_SEARCH_CONTEXT);
    changed = true;
  }
  return changed ? params.toString() : null;
}
