/**
 * The longest query the search accepts. No real query comes near it; a pasted wall
 * of text is cut here instead of being turned into a fuzzy automaton over thousands
 * of characters, which lunr answers with nothing at all.
 */
export const MAX_QUERY_LENGTH = 200;

/**
 * The /search page's parameters made safe for the search plugin: `q` cut to
 * MAX_QUERY_LENGTH, and a `version` that names no older docs version dropped (the
 * plugin would fetch an index under that path and fail on the not-found page).
 * Returns null when the parameters are already safe.
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
  return changed ? params.toString() : null;
}
