/**
 * The request snippets' module: the tabs of an example and the JavaScript literal. The other
 * languages' literals are proven by running them (run.integration.test.ts).
 */
import {runInNewContext} from 'node:vm';

import {describe, expect, it} from 'vitest';

import {CLIENT_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS} from '../../../src/data/platform-facts';
import {exampleTabs, REQUEST_LANGUAGES} from '../../../src/lib/languages';
import {jsLiteral} from '../../../src/lib/languages/javascript';
import {HOSTILE_VARIABLES} from '../../support/hostile-values';

const request = {
  query: 'mutation IncluirDependente($data: AddDependentDataInput!) {\n  addDependent(data: $data) {\n    id\n  }\n}',
  variables: {data: {name: 'Carla'}},
  operationName: 'IncluirDependente',
  fieldName: 'addDependent',
};

describe('abas de um exemplo', () => {
  it('a operação, as variáveis e uma aba por linguagem, na ordem da lista', () => {
    const tabs = exampleTabs(request);
    expect(tabs.map((tab) => tab.value)).toEqual([
      'graphql',
      'variaveis',
      ...REQUEST_LANGUAGES.map((language) => language.value),
    ]);
    expect(tabs[0]?.code).toBe(request.query);
    expect(JSON.parse(tabs[1]?.code ?? '')).toEqual(request.variables);
  });

  it('cada arquivo leva o nome da operação no costume da linguagem', () => {
    const titles = Object.fromEntries(exampleTabs(request).map((tab) => [tab.value, tab.title]));
    expect(titles).toMatchObject({
      curl: undefined,
      javascript: 'incluir-dependente.mjs',
      python: 'incluir_dependente.py',
      php: 'incluir-dependente.php',
      csharp: 'IncluirDependente.cs',
      java: 'IncluirDependente.java',
    });
  });

  it('sem token, nenhuma linguagem manda o cabeçalho Authorization', () => {
    for (const tab of exampleTabs({...request, authenticated: false}).slice(2)) {
      expect(tab.code, tab.label).not.toMatch(/Authorization|API_TOKEN/);
    }
    for (const tab of exampleTabs(request).slice(2)) {
      expect(tab.code, tab.label).toMatch(/Authorization/);
      expect(tab.code, tab.label).toContain('API_TOKEN');
    }
  });

  it('toda linguagem usa o tempo limite de cliente que as páginas recomendam, não o da API', () => {
    // In seconds or, for JavaScript's AbortSignal.timeout, in milliseconds.
    const mentions = (seconds: number): RegExp => new RegExp(`\\b(?:${String(seconds)}|${String(seconds * 1000)})\\b`);
    const timeouts = Object.fromEntries(
      REQUEST_LANGUAGES.map((language) => {
        const code = language.render(request);
        return [
          language.value,
          [mentions(CLIENT_TIMEOUT_SECONDS).test(code), mentions(REQUEST_TIMEOUT_SECONDS).test(code)],
        ];
      }),
    );
    expect(timeouts).toEqual(Object.fromEntries(REQUEST_LANGUAGES.map((language) => [language.value, [true, false]])));
  });

  it('uma operação que não cabe literal no trecho falha o build com a razão', () => {
    expect(() => exampleTabs({...request, query: 'query A { a(b: "\\\\") }'})).toThrow(/não pode ir literal/);
  });
});

describe('literal JavaScript', () => {
  it('é o mesmo valor, com qualquer texto', () => {
    expect(runInNewContext(`(${jsLiteral(HOSTILE_VARIABLES)})`)).toEqual(HOSTILE_VARIABLES);
  });

  it('chaves que são identificadores ficam sem aspas', () => {
    expect(jsLiteral({nome: 'a', 'chave-x': 1})).toBe("{\n  nome: 'a',\n  'chave-x': 1,\n}");
  });
});
