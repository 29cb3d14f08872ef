/**
 * The Markdown twin's address and the class of the "Copiar como Markdown" bar, apart from the rest
 * of src/lib/machine-readable.ts (which re-exports them): the bar is on every page, and importing
 * that module from it put the list of downloads and feeds in every page's first load.
 * No imports: the browser bundle reads this module.
 */

/**
 * The Markdown twin of a page: its route plus `.md` (`/docs/boletos/emissao.md`); a route ending in
 * a slash (the reference's overview, `/api/`) gets `index.md` (`/api/index.md`).
 */
export function twinRoute(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** The class of the "Copiar como Markdown" bar: kept out of the search index, it is on every page. */
export const TWIN_ACTIONS_CLASS = 'markdown-twin-actions';
