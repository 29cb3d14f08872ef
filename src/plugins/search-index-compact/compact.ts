/**
 * The search indexes in a smaller form, and back.
 *
 * A serialised lunr index holds, besides its terms, two things that follow from the documents it
 * ships beside it: the position of every occurrence of every term (the search box uses them only to
 * cut and highlight the excerpt of the few results it shows) and a vector of scores per document
 * (computed from how often each term occurs in it). Together they were two thirds of the guides'
 * index. The compact form keeps, per term and document, only the number of occurrences; the
 * browser's search worker turns it back into a lunr index when the index is first queried
 * (loadCompactIndex), and computes a document's vector with lunr's own formula the first time a
 * query matches the document: the same numbers, so the same ranking, without the work of scoring
 * every document of the index for a query that finds a handful. The positions of a result's terms
 * come from the result's text with the same pipeline that indexed it, when the result is shown.
 *
 * The documents beside each index repeat their page's address (`u`) and, most of them, its title
 * (`s`): every heading, description and section of a page carried them again. The compact form
 * leaves out what equals the page's and the worker puts it back (compactDocuments,
 * restoreDocuments), so that the search plugin reads the documents it wrote.
 *
 * Shared by the build (index.ts, which also checks that the vectors and documents come back equal
 * to lunr's and the plugin's), the worker (src/plugins/search-accent-folding/lunr-with-folding.ts)
 * and the tests.
 */

/** The parts of lunr this module uses (lunr ships no types for its builder's internals). */
export interface LunrToken {
  toString(): string;
  readonly metadata: {readonly position?: readonly [number, number]};
}
interface LunrPipeline {
  run(tokens: LunrToken[]): LunrToken[];
}
interface LunrBuilderInternals {
  use(plugin: unknown): void;
  pipeline: LunrPipeline;
  /** BM25's parameters, as lunr's builder scores with them. */
  readonly _k1: number;
  readonly _b: number;
}
interface LunrVector {
  toJSON(): number[];
}
export interface LunrResult {
  readonly ref: string;
  readonly score: number;
  readonly matchData: {readonly metadata: Record<string, Record<string, Record<string, unknown>>>};
}
export interface LunrIndex {
  query(build: (query: unknown) => void): LunrResult[];
  toJSON(): SerializedIndex;
}
export interface LunrLike {
  Builder: new () => LunrBuilderInternals;
  Pipeline: {load(serialized: unknown): LunrPipeline};
  Index: (new (attributes: {
    invertedIndex: Record<string, Posting>;
    fieldVectors: Record<string, LunrVector>;
    tokenSet: unknown;
    fields: string[];
    pipeline: LunrPipeline;
  }) => LunrIndex) & {load(serialized: unknown): LunrIndex};
  Vector: new (elements: number[]) => LunrVector;
  TokenSet: {fromArray(terms: readonly string[]): unknown};
  idf(posting: Posting, documentCount: number): number;
  tokenizer(text: string, metadata: {fields: string[]}): LunrToken[];
  pt?: unknown;
}

type Posting = Record<string, unknown> & {_index: number};

/** A document's field, as the compact index counts it: its length and its terms with their counts. */
interface FieldStats {
  length: number;
  readonly terms: [string, number][];
}

export interface SerializedIndex {
  readonly version: string;
  readonly fields: readonly string[];
  readonly fieldVectors: readonly (readonly [string, readonly number[]])[];
  readonly invertedIndex: readonly (readonly [string, Posting])[];
  readonly pipeline: readonly string[];
}

/**
 * What a document leaves out when it equals its page's: the document's key, and the key of the
 * page's (the document of the titles' part whose `i` is the document's `p`) that it equals.
 */
type PageKeys = Readonly<Partial<Record<string, string>>>;

/** The compact form: per term, field and document, the number of occurrences. */
export interface CompactIndex {
  /** Marks the form, so that the worker tells it from a full index. */
  readonly compact: 1;
  readonly version: string;
  readonly fields: readonly string[];
  readonly invertedIndex: readonly (readonly [string, Posting])[];
  readonly pipeline: readonly string[];
  /** The keys that this part's documents leave out when they equal their page's (compactDocuments). */
  readonly fromPage?: PageKeys;
}

/** A document of the search plugin's index: `i` is its lunr ref; `p`, its page's `i`. */
export interface IndexedDocument {
  readonly i: number | string;
  readonly p?: number | string;
  readonly [key: string]: unknown;
}

export const isCompactIndex = (value: unknown): value is CompactIndex =>
  typeof value === 'object' && value !== null && (value as {compact?: unknown}).compact === 1;

export function compactIndex(serialized: SerializedIndex): CompactIndex {
  const invertedIndex = serialized.invertedIndex.map(([term, posting]): [string, Posting] => {
    const compact: Posting = {_index: posting._index};
    for (const field of serialized.fields) {
      const documents = posting[field] as Record<string, {position?: readonly unknown[]}>;
      compact[field] = Object.fromEntries(
        Object.entries(documents).map(([ref, metadata]) => {
          if (metadata.position === undefined) throw new Error(`índice de busca sem posições para "${term}"`);
          return [ref, metadata.position.length];
        }),
      );
    }
    return [term, compact];
  });
  const {version, fields, pipeline} = serialized;
  return {compact: 1, version, fields, invertedIndex, pipeline};
}

/**
 * The keys that a page's other documents (headings, descriptions, sections) take from the page: its
 * address, and the title that descriptions and sections show as theirs.
 */
const PAGE_KEYS: PageKeys = {u: 'u', s: 't'};

/**
 * The documents of every part of an index file, each without what equals its page's: a key is left
 * out of a part only if every document of the part has it (so that restoring it adds it to no
 * document that had none). The titles' part, the pages themselves, stays whole. Returns, per part,
 * the keys left out, for its compact index.
 */
export function compactDocuments(
  parts: readonly (readonly IndexedDocument[])[],
): {readonly documents: IndexedDocument[]; readonly fromPage: PageKeys | undefined}[] {
  const pages = new Map((parts[0] ?? []).map((page) => [page.i, page]));
  return parts.map((documents, part) => {
    if (part === 0 || documents.length === 0) return {documents: [...documents], fromPage: undefined};
    const keys = Object.fromEntries(
      Object.entries(PAGE_KEYS).filter(([key]) => documents.every((document) => key in document)),
    );
    if (Object.keys(keys).length === 0) return {documents: [...documents], fromPage: undefined};
    const compacted = documents.map((document): IndexedDocument => {
      const page = document.p === undefined ? undefined : pages.get(document.p);
      if (page === undefined) return document;
      const kept = Object.entries(document).filter(([key, value]) => {
        const pageKey = keys[key];
        return pageKey === undefined || value !== page[pageKey];
      });
      return Object.fromEntries(kept) as IndexedDocument;
    });
    return {documents: compacted, fromPage: keys};
  });
}

/** Puts back into each part's documents what compactDocuments left out, in place. */
export function restoreDocuments(
  parts: readonly {readonly documents: IndexedDocument[]; readonly index: unknown}[],
): void {
  const pages = new Map((parts[0]?.documents ?? []).map((page) => [page.i, page]));
  for (const {documents, index} of parts) {
    const keys = isCompactIndex(index) ? index.fromPage : undefined;
    if (keys === undefined) continue;
    for (const [position, document] of documents.entries()) {
      const page = document.p === undefined ? undefined : pages.get(document.p);
      if (page === undefined) continue;
      let restored: Record<string, unknown> | undefined;
      for (const [key, pageKey] of Object.entries(keys)) {
        if (pageKey === undefined || key in document) continue;
        restored ??= {...document};
        restored[key] = page[pageKey];
      }
      if (restored !== undefined) documents[position] = restored as IndexedDocument;
    }
  }
}

/**
 * The lunr index of a compact form, as lunr's builder would make it from the documents: the same
 * inverted index (without positions), token set and fields. A field's length is the sum of its
 * terms' occurrences (lunr counts a field's length as its number of indexed terms), and every
 * document takes part in the averages, the ones without a single term included. Each document's
 * vector is computed, with the builder's formula and its rounding, the first time it is read (a
 * query reads only the vectors of the documents it matches); `toJSON()` reads them all.
 */
export function loadCompactIndex(
  lunr: LunrLike,
  compact: CompactIndex,
  documents: readonly IndexedDocument[],
): LunrIndex {
  const {_k1: k1, _b: b} = new lunr.Builder();
  const documentCount = documents.length;
  // Per field, per document ref: the field's length in that document and its terms with their
  // counts. The worker runs this on the first query that reaches an index (tens of thousands of
  // postings in the guides' sections): one map lookup per posting, no key built for it.
  const statsByField = new Map(compact.fields.map((field) => [field, new Map<string, FieldStats>()]));
  for (const document of documents) {
    for (const stats of statsByField.values()) stats.set(String(document.i), {length: 0, terms: []});
  }
  const invertedIndex: Record<string, Posting> = Object.create(null) as Record<string, Posting>;
  for (const [term, posting] of compact.invertedIndex) {
    const full = Object.create(null) as Posting;
    full._index = posting._index;
    for (const [field, stats] of statsByField) {
      const counts = posting[field] as Record<string, number>;
      // Plain objects, as lunr's own load gets them from JSON.parse (V8 keeps the refs, integers, in
      // a fast array; Object.create(null) made dictionaries, and was most of this loop's time). Each
      // document's metadata its own object: lunr hands it to the query's results, which add the
      // positions to it (withLazyPositions).
      const documentsOfTerm: Record<string, object> = {};
      for (const ref in counts) {
        const count = counts[ref] ?? 0;
        documentsOfTerm[ref] = {};
        const documentStats = stats.get(ref);
        if (documentStats === undefined) throw new Error(`índice de busca: documento ${ref} sem texto`);
        documentStats.terms.push([term, count]);
        documentStats.length += count;
      }
      full[field] = documentsOfTerm;
    }
    invertedIndex[term] = full;
  }
  const averageLength = new Map(
    [...statsByField].map(([field, stats]) => {
      let sum = 0;
      for (const {length} of stats.values()) sum += length;
      return [field, sum / documentCount];
    }),
  );
  const idfs = new Map<string, number>();
  const vectors = new Map<string, LunrVector>();
  /** The stats of a field reference ("field/ref", as lunr names a document's field). */
  const statsOf = (fieldRef: string): FieldStats | undefined => {
    const slash = fieldRef.indexOf('/');
    return statsByField.get(fieldRef.slice(0, slash))?.get(fieldRef.slice(slash + 1));
  };
  /** A field reference's vector, computed the first time it is read; none for another key. */
  const vectorOf = (key: string | symbol): LunrVector | undefined => {
    if (typeof key !== 'string') return undefined;
    let vector = vectors.get(key);
    if (vector !== undefined) return vector;
    const stats = statsOf(key);
    if (stats === undefined) return undefined;
    const average = averageLength.get(key.slice(0, key.indexOf('/'))) ?? 0;
    const elements: [number, number][] = [];
    for (const [term, tf] of stats.terms) {
      const posting = invertedIndex[term];
      if (posting === undefined) continue;
      let idf = idfs.get(term);
      if (idf === undefined) {
        idf = lunr.idf(posting, documentCount);
        idfs.set(term, idf);
      }
      // lunr.Builder.prototype.createFieldVectors, operation by operation (no boosts: they are 1).
      const score = (idf * ((k1 + 1) * tf)) / (k1 * (1 - b + b * (stats.length / average)) + tf);
      elements.push([posting._index, Math.round(score * 1000) / 1000]);
    }
    elements.sort(([left], [right]) => left - right);
    vector = new lunr.Vector(elements.flat());
    vectors.set(key, vector);
    return vector;
  };
  // Every field reference (lunr's toJSON sorts them).
  const fieldRefs = (): string[] =>
    documents.flatMap((document) => compact.fields.map((field) => `${field}/${String(document.i)}`));
  const fieldVectors = new Proxy(Object.create(null) as Record<string, LunrVector>, {
    get: (_target, key) => vectorOf(key),
    has: (_target, key) => typeof key === 'string' && statsOf(key) !== undefined,
    ownKeys: fieldRefs,
    getOwnPropertyDescriptor: (_target, key) => {
      const value = vectorOf(key);
      return value === undefined ? undefined : {value, writable: false, enumerable: true, configurable: true};
    },
  });

  return new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: lunr.TokenSet.fromArray(Object.keys(invertedIndex).sort()),
    fields: [...compact.fields],
    pipeline: lunr.Pipeline.load(compact.pipeline),
  });
}

/**
 * Where each term of `terms` occurs in `text`, as lunr recorded it when indexing: the text through
 * lunr's tokenizer and the indexing pipeline of `language` (the same steps in the same order), each
 * resulting term with its token's [start, length].
 */
export function termPositions(
  lunr: LunrLike,
  language: unknown,
  text: string,
  field: string,
): Map<string, [number, number][]> {
  const builder = new lunr.Builder();
  builder.use(language);
  const positions = new Map<string, [number, number][]>();
  for (const token of builder.pipeline.run(lunr.tokenizer(text, {fields: [field]}))) {
    const position = token.metadata.position;
    if (position === undefined) continue;
    const term = token.toString();
    positions.set(term, [...(positions.get(term) ?? []), [position[0], position[1]]]);
  }
  return positions;
}

/**
 * Gives each term a result matched its positions in the result's text, computed when they are read:
 * the worker sends only the first results to the page, and the page reads their positions to cut
 * and highlight the excerpt (the structured clone of the message reads them).
 */
export function withLazyPositions(
  results: LunrResult[],
  textOf: (ref: string, field: string) => string | undefined,
  positionsIn: (text: string, field: string) => Map<string, [number, number][]>,
): LunrResult[] {
  for (const result of results) {
    for (const [term, fields] of Object.entries(result.matchData.metadata)) {
      for (const [field, metadata] of Object.entries(fields)) {
        if ('position' in metadata) continue;
        let cached: [number, number][] | undefined;
        Object.defineProperty(metadata, 'position', {
          enumerable: true,
          get: () => {
            const text = textOf(result.ref, field);
            cached ??= text === undefined ? [] : (positionsIn(text, field).get(term) ?? []);
            return cached;
          },
        });
      }
    }
  }
  return results;
}
