/**
 * The search indexes in a smaller form, and back.
 *
 * A serialised lunr index holds, besides its terms, two things that follow from the documents it
 * ships beside it: the position of every occurrence of every term (the search box uses them only to
 * cut and highlight the excerpt of the few results it shows) and a vector of scores per document
 * (computed from how often each term occurs in it). Together they were two thirds of the guides'
 * index. The compact form keeps, per term and document, only the number of occurrences; the
 * browser's search worker rebuilds the vectors with lunr's own builder when it loads the index
 * (the same code, the same numbers, so the same ranking), and the positions of a result's terms
 * from the result's text with the same pipeline that indexed it, when the result is shown.
 *
 * Shared by the build (index.ts, which also checks that the rebuilt vectors equal lunr's), the
 * worker (src/plugins/search-accent-folding/lunr-with-folding.ts) and the tests.
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
  ref(name: string): void;
  field(name: string): void;
  use(plugin: unknown): void;
  build(): LunrIndex;
  pipeline: LunrPipeline;
  searchPipeline: LunrPipeline;
  documentCount: number;
  _documents: Record<string, object>;
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
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
  Index: {load(serialized: unknown): LunrIndex};
  tokenizer(text: string, metadata: {fields: string[]}): LunrToken[];
  pt?: unknown;
}

type Posting = Record<string, unknown> & {_index: number};

export interface SerializedIndex {
  readonly version: string;
  readonly fields: readonly string[];
  readonly fieldVectors: readonly (readonly [string, readonly number[]])[];
  readonly invertedIndex: readonly (readonly [string, Posting])[];
  readonly pipeline: readonly string[];
}

/** The compact form: per term, field and document, the number of occurrences. */
export interface CompactIndex {
  /** Marks the form, so that the worker tells it from a full index. */
  readonly compact: 1;
  readonly version: string;
  readonly fields: readonly string[];
  readonly invertedIndex: readonly (readonly [string, Posting])[];
  readonly pipeline: readonly string[];
}

/** A document of the search plugin's index: `i` is its lunr ref. */
export interface IndexedDocument {
  readonly i: number | string;
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
 * The lunr index of a compact form, built by lunr's own builder from the occurrence counts: the
 * field lengths are their sums (lunr counts a field's length as its number of indexed terms), and
 * `build()` computes the score vectors exactly as when the index was first made. Every document
 * takes part, the ones without a single term included (they count in lunr's averages).
 */
export function expandIndex(lunr: LunrLike, compact: CompactIndex, documents: readonly IndexedDocument[]): LunrIndex {
  const builder = new lunr.Builder();
  builder.ref('i');
  for (const field of compact.fields) builder.field(field);
  builder.searchPipeline = lunr.Pipeline.load(compact.pipeline);
  for (const document of documents) {
    const ref = String(document.i);
    builder._documents[ref] = {};
    builder.documentCount += 1;
    for (const field of compact.fields) {
      builder.fieldTermFrequencies[`${field}/${ref}`] = Object.create(null) as Record<string, number>;
      builder.fieldLengths[`${field}/${ref}`] = 0;
    }
  }
  for (const [term, posting] of compact.invertedIndex) {
    const full: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    full['_index'] = posting._index;
    for (const field of compact.fields) {
      const counts = posting[field] as Record<string, number>;
      const documentsOfTerm: Record<string, object> = Object.create(null) as Record<string, object>;
      for (const [ref, count] of Object.entries(counts)) {
        documentsOfTerm[ref] = Object.create(null) as object;
        const fieldRef = `${field}/${ref}`;
        const frequencies = builder.fieldTermFrequencies[fieldRef];
        if (frequencies === undefined) throw new Error(`índice de busca: documento ${ref} sem texto`);
        frequencies[term] = count;
        builder.fieldLengths[fieldRef] = (builder.fieldLengths[fieldRef] ?? 0) + count;
      }
      full[field] = documentsOfTerm;
    }
    builder.invertedIndex[term] = full;
  }
  return builder.build();
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
