/**
 * toMdxText (src/plugins/api-reference/generator/mdx-text.ts): whatever a description contains, the MDX compiles
 * and the reader sees the same characters, in one paragraph; single-backtick code spans stay code.
 */
import {describe, expect, it} from 'vitest';

import {characterReference, toMdxText} from '../../../../../src/plugins/api-reference/generator/mdx-text';
import {compileMdx, nodeTypes, paragraphs} from '../../../../support/mdx-helpers';

/** [description, text the reader sees] */
const CASES: ReadonlyArray<readonly [string, string]> = [
  ['Valor entre {chaves} e <tags>.', 'Valor entre {chaves} e <tags>.'],
  ['Expressão {1 + 1} e {/* comentário */} e {', 'Expressão {1 + 1} e {/* comentário */} e {'],
  [
    '<Componente prop="x" /> e </fechamento> e <!-- comentário -->',
    '<Componente prop="x" /> e </fechamento> e <!-- comentário -->',
  ],
  ['sublinhado_no_meio, __negrito__, *ênfase* e **forte**', 'sublinhado_no_meio, __negrito__, *ênfase* e **forte**'],
  ['Situação PASSWORD_RESET ou ACCOUNT_LOCKED.', 'Situação PASSWORD_RESET ou ACCOUNT_LOCKED.'],
  ['Use `{codigo}` e `<tag>` como código.', 'Use {codigo} e <tag> como código.'],
  ['Crase solta ` no meio de {texto}.', 'Crase solta ` no meio de {texto}.'],
  ['Três crases ``` e ``dupla`` ficam como texto {x}.', 'Três crases ``` e ``dupla`` ficam como texto {x}.'],
  ['Barra invertida \\{ e \\` e \\\\ no texto.', 'Barra invertida \\{ e \\` e \\\\ no texto.'],
  ['Entidades &amp; &lt; &#123; &nbsp; ficam literais.', 'Entidades &amp; &lt; &#123; &nbsp; ficam literais.'],
  ['[link](http://example.com) e ![imagem](x.png) e [^1]', '[link](http://example.com) e ![imagem](x.png) e [^1]'],
  [
    '~riscado~ e ~~riscado~~ e | tabela | e :diretiva[x]{y} e ::folha',
    '~riscado~ e ~~riscado~~ e | tabela | e :diretiva[x]{y} e ::folha',
  ],
  ['Horário 10:30 em https://example.com/caminho', 'Horário 10:30 em https://example.com/caminho'],
  [
    '# título\n- lista\n+ mais\n* outra\n1. numerada\n2) outra\n> citação\n---\n=== \n:::note\nimport x from "y"\nexport const a = 1',
    '# título - lista + mais * outra 1. numerada 2) outra > citação --- === :::note import x from "y" export const a = 1',
  ],
  ['    código indentado\n\tcom tab', 'código indentado com tab'],
];

async function rendered(description: string): Promise<string[]> {
  const page = `# Página\n\n${toMdxText(description)}\n`;
  await compileMdx(page);
  return paragraphs(page);
}

describe('toMdxText', () => {
  it.each(CASES)('%j compila e aparece como texto', async (description, text) => {
    expect(await rendered(description)).toEqual([text]);
  });

  it('não gera listas, citações, títulos, imagens nem diretivas a partir do texto', () => {
    const [description] = CASES.at(-2) ?? [''];
    const types = nodeTypes(`# Página\n\n${toMdxText(description)}\n`);
    for (const type of ['list', 'blockquote', 'thematicBreak', 'containerDirective', 'mdxjsEsm', 'code']) {
      expect(types.has(type), type).toBe(false);
    }
    expect([...types].filter((type) => type === 'heading')).toHaveLength(1);
    const inline = nodeTypes(`# Página\n\n${toMdxText(CASES[10]?.[0] ?? '')} ${toMdxText(CASES[11]?.[0] ?? '')}\n`);
    // A bare URL still becomes a link (GFM autolink literal): same text, and clickable.
    for (const type of ['image', 'delete', 'textDirective', 'leafDirective', 'table', 'footnoteReference']) {
      expect(inline.has(type), type).toBe(false);
    }
  });

  it('parágrafos separados por linha em branco continuam separados', async () => {
    expect(await rendered('Primeiro {a}.\n\nSegundo <b>.')).toEqual(['Primeiro {a}.', 'Segundo <b>.']);
  });

  it('uma crase que atravessaria parágrafos fica como texto', async () => {
    expect(await rendered('Abre ` aqui {x}.\n\nFecha ` ali.')).toEqual(['Abre ` aqui {x}.', 'Fecha ` ali.']);
  });

  it('texto comum não muda', () => {
    const text = 'Cadastra um dependente (aluno) e o vincula aos responsáveis financeiros informados.';
    expect(toMdxText(text)).toBe(text);
    expect(toMdxText('Use `webHooksV2`: novos web hooks.')).toBe('Use `webHooksV2`: novos web hooks.');
  });

  it('referências numéricas de caractere', () => {
    expect(characterReference('{')).toBe('&#x7B;');
    expect(characterReference('<')).toBe('&#x3C;');
  });
});
