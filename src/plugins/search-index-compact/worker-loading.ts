/**
 * The search worker's side of the compact indexes (compact.ts): installed by the worker's `lunr`
 * (src/plugins/search-accent-folding/lunr-with-folding.ts) before the worker fetches an index.
 *
 * The plugin's worker fetches an index file and hands each part's serialised index to
 * `lunr.Index.load`, with no access from there to the part's documents, whose text the positions
 * come from. So the worker's `fetch` is wrapped for the index files: their parsed JSON passes
 * through here, which puts back into the documents what the compact form left out of them (their
 * page's address and title) and remembers each compact index's documents; `lunr.Index.load` then
 * builds the index from the compact form and those documents, and gives its results positions
 * computed when the page reads them.
 */
import {
  isCompactIndex,
  loadCompactIndex,
  restoreDocuments,
  termPositions,
  withLazyPositions,
  type IndexedDocument,
  type LunrIndex,
  type LunrLike,
} from './compact';

const SEARCH_INDEX_FILE = /\/search-index[^/]*\.json(\?|$)/u;

interface IndexFilePart {
  readonly documents: IndexedDocument[];
  readonly index: unknown;
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function installCompactIndexLoading(lunr: LunrLike, languagePlugin: () => unknown): void {
  const documentsOf = new WeakMap<object, readonly IndexedDocument[]>();

  const fetchOriginal = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetchOriginal(input, init);
    if (!SEARCH_INDEX_FILE.test(urlOf(input))) return response;
    const json = response.json.bind(response);
    response.json = async (): Promise<unknown> => {
      const parts = (await json()) as IndexFilePart[];
      restoreDocuments(parts);
      for (const part of parts) if (isCompactIndex(part.index)) documentsOf.set(part.index, part.documents);
      return parts;
    };
    return response;
  };

  const loadOriginal = lunr.Index.load.bind(lunr.Index);
  lunr.Index.load = (serialized: unknown): LunrIndex => {
    if (!isCompactIndex(serialized)) return loadOriginal(serialized);
    const documents = documentsOf.get(serialized);
    if (documents === undefined) throw new Error('Índice de busca compacto sem os seus documentos.');
    // Built on its first query: the worker queries the kinds of document in order (titles,
    // headings, descriptions, text) and stops once it has enough results, so a search answered by
    // the titles never pays for building the text's index.
    let index: LunrIndex | undefined;
    const built = (): LunrIndex => (index ??= loadCompactIndex(lunr, serialized, documents));
    const byRef = new Map(documents.map((document) => [String(document.i), document]));
    const textOf = (ref: string, field: string): string | undefined => {
      const value = byRef.get(ref)?.[field];
      return typeof value === 'string' ? value : undefined;
    };
    return {
      query: (build) =>
        withLazyPositions(built().query(build), textOf, (text, field) =>
          termPositions(lunr, languagePlugin(), text, field),
        ),
      toJSON: () => built().toJSON(),
    };
  };
}
