import lunr from 'lunr';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {
  installAccentFolding,
  type LunrLike as FoldingLunr,
} from '../../../../src/plugins/search-accent-folding/accent-folding';
import {
  compactDocuments,
  compactIndex,
  isCompactIndex,
  loadCompactIndex,
  restoreDocuments,
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
const expanded = loadCompactIndex(engine, compact, documents);

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

  it('calcula só os vetores dos documentos que a consulta encontra', () => {
    let vectors = 0;
    const Vector = engine.Vector as unknown as new (elements: number[]) => object;
    const counting = {
      ...engine,
      Vector: function CountingVector(elements: number[]) {
        vectors += 1;
        return new Vector(elements);
      },
    } as unknown as LunrLike;
    const index = loadCompactIndex(counting, compact, documents) as unknown as lunr.Index;
    expect(vectors).toBe(0);
    // "boleto" is in documents 11 and 13, of five; each vector is computed once.
    expect(index.search('boleto').map(({ref}) => ref)).toEqual(['11', '13']);
    expect(vectors).toBe(2);
    index.search('boleto pix');
    expect(vectors).toBe(2);
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

describe('documentos do índice compacto', () => {
  // The plugin's five parts: titles (the pages), headings, descriptions, keywords, sections' text.
  const parts = [
    [
      {i: 1, t: 'Incluir dependente', u: '/docs/dependentes/incluir', b: ['Dependentes']},
      {i: 5, t: 'Boletos', u: '/docs/boletos/'},
    ],
    [
      {i: 2, t: 'Argumentos', u: '/docs/dependentes/incluir', h: '#argumentos', p: 1},
      {i: 6, t: 'Segunda via', u: '/docs/boletos/', h: '#segunda-via', p: 5},
    ],
    [{i: 1, t: 'Como incluir um dependente.', s: 'Incluir dependente', u: '/docs/dependentes/incluir', p: 1}],
    [],
    [
      {i: 3, t: 'Texto da abertura.', s: 'Incluir dependente', u: '/docs/dependentes/incluir', h: '', p: 1},
      {i: 4, t: 'Texto da seção.', s: 'Argumentos', u: '/docs/dependentes/incluir', h: '#argumentos', p: 1},
      {i: 7, t: 'Um documento de outra página.', s: 'Boletos', u: '/outra', h: '', p: 5},
    ],
  ];
  const compacted = compactDocuments(parts);

  it('deixam de fora o endereço e o título que repetem os da sua página', () => {
    expect(compacted[0]?.documents).toEqual(parts[0]);
    expect(compacted[1]?.documents).toEqual([
      {i: 2, t: 'Argumentos', h: '#argumentos', p: 1},
      {i: 6, t: 'Segunda via', h: '#segunda-via', p: 5},
    ]);
    // Headings have no title of their own: only the address is left out of them.
    expect(compacted[1]?.fromPage).toEqual({u: 'u'});
    expect(compacted[2]?.documents).toEqual([{i: 1, t: 'Como incluir um dependente.', p: 1}]);
    expect(compacted[4]?.documents).toEqual([
      {i: 3, t: 'Texto da abertura.', h: '', p: 1},
      {i: 4, t: 'Texto da seção.', s: 'Argumentos', h: '#argumentos', p: 1},
      {i: 7, t: 'Um documento de outra página.', u: '/outra', h: '', p: 5},
    ]);
    expect(compacted[4]?.fromPage).toEqual({u: 'u', s: 't'});
    expect(compacted[3]).toEqual({documents: [], fromPage: undefined});
  });

  it('voltam no worker iguais aos que o plugin escreveu', () => {
    const file = compacted.map(({documents: partDocuments, fromPage}) => ({
      documents: partDocuments,
      index: {...compact, ...(fromPage === undefined ? {} : {fromPage})},
    }));
    restoreDocuments(file);
    expect(file.map((part) => part.documents)).toEqual(parts);
  });
});
