import lunr from 'lunr';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {
  installAccentFolding,
  type LunrLike as FoldingLunr,
} from '../../../../src/plugins/search-accent-folding/accent-folding';
import {
  compactIndex,
  expandIndex,
  isCompactIndex,
  termPositions,
  withLazyPositions,
  type LunrLike,
  type SerializedIndex,
} from '../../../../src/plugins/search-index-compact/compact';

const require = createRequire(import.meta.url);

// The search plugin's index builder: lunr with the Portuguese pipeline and the portal's folding.
const engine = lunr as unknown as LunrLike & FoldingLunr & typeof lunr;
(require('lunr-languages/lunr.stemmer.support') as (l: unknown) => void)(engine);
(require('lunr-languages/lunr.pt') as (l: unknown) => void)(engine);
installAccentFolding(engine);
const ptPlugin = (engine as unknown as {pt: lunr.Builder.Plugin}).pt;

// Sections as the plugin indexes them: `i` is the ref; one has no indexable word at all.
const documents = [
  {i: 11, t: 'O boleto é emitido com Pix; o boleto híbrido traz o Pix copia e cola.'},
  {i: 12, t: 'Teste de autenticação: peça um token, e renove o token antes de expirar.'},
  {i: 13, t: 'O responsável financeiro recebe os boletos; cada responsável tem uma situação financeira.'},
  {i: 14, t: '— —'},
  {i: 15, t: 'addDependent inclui um dependente já vinculado ao responsável.'},
];

const original = lunr(function () {
  this.use(ptPlugin);
  this.ref('i');
  this.field('t');
  this.metadataWhitelist = ['position'];
  for (const document of documents) this.add({...document, i: String(document.i)});
});
const serialized = original.toJSON() as unknown as SerializedIndex;
const compact = compactIndex(serialized);
const expanded = expandIndex(engine, compact, documents);

const textOf = (ref: string): string | undefined => documents.find((document) => String(document.i) === ref)?.t;
const positionsIn = (text: string, field: string) => termPositions(engine, ptPlugin, text, field);

const QUERIES = ['boleto', 'responsável financeiro', 'autenticacao', 'pix token', 'adddependent', 'respons*'];

describe('índice de busca compacto', () => {
  it('guarda por termo só quantas vezes ele ocorre em cada documento, sem posições nem vetores', () => {
    expect(isCompactIndex(compact)).toBe(true);
    expect(isCompactIndex(serialized)).toBe(false);
    expect(compact).not.toHaveProperty('fieldVectors');
    const boleto = compact.invertedIndex.find(([term]) => term === 'bolet')?.[1];
    expect(boleto?.['t']).toEqual({'11': 2, '13': 1});
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(serialized).length);
  });

  it('refaz os mesmos vetores de pontuação do lunr, com o documento sem termos nas médias', () => {
    expect(expanded.toJSON().fieldVectors).toEqual(serialized.fieldVectors);
  });

  it('responde cada consulta com os mesmos documentos, na mesma ordem e com as mesmas notas', () => {
    const rebuilt = expanded as unknown as lunr.Index;
    for (const query of QUERIES) {
      const before = original.search(query).map(({ref, score}) => ({ref, score}));
      expect(before.length, query).toBeGreaterThan(0);
      expect(
        rebuilt.search(query).map(({ref, score}) => ({ref, score})),
        query,
      ).toEqual(before);
    }
  });

  it('dá a cada resultado as posições que o lunr gravou, calculadas do texto quando lidas', () => {
    for (const query of QUERIES) {
      const build = (q: unknown): void => {
        (q as lunr.Query).term(lunr.tokenizer(query), {wildcard: lunr.Query.wildcard.TRAILING});
      };
      const before = original.query(build);
      const after = withLazyPositions(expanded.query(build), textOf, positionsIn);
      expect(
        after.map(({ref}) => ref),
        query,
      ).toEqual(before.map(({ref}) => ref));
      // What the page receives: the structured clone reads the lazy positions.
      expect(structuredClone(after.map(({matchData}) => matchData.metadata)), query).toEqual(
        before.map(({matchData}) => JSON.parse(JSON.stringify(matchData.metadata)) as unknown),
      );
    }
  });
});
