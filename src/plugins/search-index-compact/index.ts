import {createRequire} from 'node:module';
import {isDeepStrictEqual} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {
  compactDocuments,
  compactIndex,
  loadCompactIndex,
  restoreDocuments,
  type CompactIndex,
  type IndexedDocument,
  type LunrIndex,
  type LunrLike,
} from './compact';

/** What the plugin's `buildIndex` returns, one entry per kind of document, and what it is turned into. */
interface BuiltIndex<Index> {
  readonly documents: readonly IndexedDocument[];
  readonly index: Index;
}
type BuildIndex = (...args: unknown[]) => BuiltIndex<LunrIndex | CompactIndex>[];

/**
 * Writes the search indexes in their compact form, documents included (compact.ts says what it
 * leaves out and how the browser rebuilds it).
 *
 * @easyops-cn/docusaurus-search-local has no hook between building an index and writing it, so, as
 * search-accent-folding does for its pipeline, this wraps the plugin's `buildIndex` in Node's module
 * cache: the plugin calls it through its module's exports when it writes the indexes after the
 * build. Each index is rebuilt from its compact form right away and compared with lunr's, and each
 * part's documents restored and compared with the plugin's: a difference in any score or document
 * fails the build instead of changing what the search finds.
 */
export default function searchIndexCompact(context: LoadContext): Plugin {
  const fromSearchPlugin = createRequire(
    require.resolve('@easyops-cn/docusaurus-search-local/package.json', {paths: [context.siteDir]}),
  );
  const lunr = fromSearchPlugin('lunr') as LunrLike;
  const modulePath = fromSearchPlugin.resolve(
    '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex',
  );
  const module = fromSearchPlugin(modulePath) as {buildIndex: BuildIndex; __compact?: true};
  if (module.__compact !== true) {
    const original = module.buildIndex;
    module.buildIndex = (...args) => compacted(lunr, original(...args) as BuiltIndex<LunrIndex>[]);
    module.__compact = true;
  }
  return {name: 'search-index-compact'};
}

function compacted(lunr: LunrLike, parts: readonly BuiltIndex<LunrIndex>[]): BuiltIndex<CompactIndex>[] {
  const documents = compactDocuments(parts.map((part) => part.documents));
  const result = parts.map(({index}, position): BuiltIndex<CompactIndex> => {
    const serialized = index.toJSON();
    const {documents: compactedDocuments, fromPage} = documents[position] ?? {documents: [], fromPage: undefined};
    const compact: CompactIndex = {...compactIndex(serialized), ...(fromPage === undefined ? {} : {fromPage})};
    const rebuilt = loadCompactIndex(lunr, compact, parts[position]?.documents ?? []).toJSON();
    if (!isDeepStrictEqual(rebuilt.fieldVectors, serialized.fieldVectors)) {
      throw new Error('search-index-compact: os vetores refeitos da forma compacta diferem dos do lunr.');
    }
    return {documents: compactedDocuments, index: compact};
  });
  const restored = result.map(({documents: compactedDocuments, index}) => ({
    documents: [...compactedDocuments],
    index,
  }));
  restoreDocuments(restored);
  if (
    !isDeepStrictEqual(
      restored.map((part) => part.documents),
      parts.map((part) => part.documents),
    )
  ) {
    throw new Error('search-index-compact: os documentos refeitos da forma compacta diferem dos do plugin.');
  }
  return result;
}
