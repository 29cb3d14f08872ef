import lunr from 'lunr';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

import {
  DROP_EMPTY_LABEL,
  FOLD_LABEL,
  foldAccents,
  installAccentFolding,
  type LunrLike,
} from '../../../../src/plugins/search-accent-folding/accent-folding';

const require = createRequire(import.meta.url);

describe('foldAccents', () => {
  it('remove os acentos e a cedilha do português', () => {
    expect(foldAccents('Autenticação')).toBe('Autenticacao');
    expect(foldAccents('responsável, série, matrícula, você, à, ü, ñ')).toBe(
      'responsavel, serie, matricula, voce, a, u, n',
    );
  });

  it('não altera texto sem acentos, números nem símbolos', () => {
    expect(foldAccents('refId 123 <img> {x}')).toBe('refId 123 <img> {x}');
  });
});

describe('índice em português com acentos dobrados', () => {
  // The same lunr-languages set-up as the search plugin's index builder.
  const engine = lunr as unknown as LunrLike & typeof lunr;
  (require('lunr-languages/lunr.stemmer.support') as (l: unknown) => void)(engine);
  (require('lunr-languages/lunr.pt') as (l: unknown) => void)(engine);
  installAccentFolding(engine);
  const ptPlugin = (engine as unknown as {pt: lunr.Builder.Plugin}).pt;

  const index = lunr(function () {
    this.use(ptPlugin);
    this.ref('id');
    this.field('t');
    this.add({id: 'auth', t: 'Teste de autenticação com o token'});
    this.add({id: 'owner', t: 'Cadastro do responsável financeiro'});
    this.add({id: 'plain', t: 'Emissão de boletos com Pix'});
    this.add({id: 'dash', t: 'Um plano — duas parcelas'});
  });

  const refs = (query: string) => index.search(query).map((result) => result.ref);

  it('encontra a mesma página com e sem acento', () => {
    expect(refs('autenticação')).toEqual(['auth']);
    expect(refs('autenticacao')).toEqual(['auth']);
    expect(refs('responsavel')).toEqual(['owner']);
    expect(refs('emissao')).toEqual(['plain']);
  });

  it('não indexa o token vazio que sobra de um travessão', () => {
    const tokens = (index.toJSON() as {invertedIndex: [string, unknown][]}).invertedIndex.map(([token]) => token);
    expect(tokens).toContain('parcel');
    expect(tokens).not.toContain('');
    // The search keeps the token: a query of symbols alone still reaches lunr, and gets no result.
    expect((index.toJSON() as {pipeline: string[]}).pipeline).not.toContain(DROP_EMPTY_LABEL);
    expect(refs('— 🎓')).toEqual([]);
  });

  it('grava o passo de dobra no pipeline de busca serializado', () => {
    expect((index.toJSON() as {pipeline: string[]}).pipeline).toContain(FOLD_LABEL);
    // The browser can load the index back once the step is registered.
    expect(() => lunr.Index.load(JSON.parse(JSON.stringify(index)) as object)).not.toThrow();
  });
});
