/**
 * The operation checker's page and its shareable links: the files (name and text) and the date to
 * compare with travel in the query string, so a check can be bookmarked or pasted into a ticket,
 * like the explorer's links (src/lib/explorer-link.ts). The text stays in the address: the page
 * never sends it anywhere.
 */
// No imports: the page (client code) reads this module.

export const CHECKER_ROUTE = '/verificador';

/** The name the page gives the text pasted into its editor. */
export const PASTED_NAME = 'colado.graphql';

const PARAMS = {name: 'arquivo', text: 'texto', since: 'desde'} as const;

export interface CheckerLinkDocument {
  readonly name: string;
  readonly text: string;
}

export interface CheckerLink {
  readonly documents: readonly CheckerLinkDocument[];
  /** AAAA-MM-DD, when the check compares with an earlier release. */
  readonly since?: string;
}

/** `/verificador?arquivo=…&texto=…[&arquivo=…&texto=…][&desde=AAAA-MM-DD]`, files in order. */
export function checkerHref(link: CheckerLink): string {
  const params = new URLSearchParams();
  for (const document of link.documents) {
    params.append(PARAMS.name, document.name);
    params.append(PARAMS.text, document.text);
  }
  if (link.since) params.set(PARAMS.since, link.since);
  const query = params.toString();
  return query === '' ? CHECKER_ROUTE : `${CHECKER_ROUTE}?${query}`;
}

/** What a link carries; undefined when it carries no file. A name without text (or the reverse) is dropped. */
export function readCheckerLink(search: string): CheckerLink | undefined {
  const params = new URLSearchParams(search);
  const names = params.getAll(PARAMS.name);
  const texts = params.getAll(PARAMS.text);
  const documents = names.flatMap((name, index) => {
    const text = texts[index];
    return text === undefined || name.trim() === '' ? [] : [{name, text}];
  });
  if (documents.length === 0) return undefined;
  const since = params.get(PARAMS.since);
  return {documents, ...(since ? {since} : {})};
}
