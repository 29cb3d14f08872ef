/**
 * The :fato[key] directive, through the same MDX pipeline as the site (MDX 3, GFM, directives):
 * the fact's text replaces it in paragraphs, headings and tables, code spans of the text stay
 * code, an unknown key fails naming file, line and key, and Docusaurus' check for unused
 * directives does not see it.
 */
import {compile, createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {VFile} from 'vfile';
import {afterEach, describe, expect, it, vi} from 'vitest';

import unusedDirectives from '@docusaurus/mdx-loader/lib/remark/unusedDirectives';
import remarkPlatformFacts, {resolveFactDirectives} from '../../../src/remark/platform-facts';
import {formatList, PLATFORM_FACTS} from '../../../src/data/platform-facts';
import {LANGUAGES_SENTENCE, REQUEST_LANGUAGES} from '../../../src/lib/languages';
import {SITE} from '../../../src/data/site-constants';

const PAGE = 'docs/exemplo/pagina.md';

/** The Markdown tree after the given remark plugins, as the MDX compiler passes it on to rehype. */
async function transform(markdown: string, plugins: unknown[] = [remarkPlatformFacts]): Promise<Root> {
  let captured: Root | undefined;
  const capture = () => (tree: Root) => {
    captured = structuredClone(tree);
  };
  const processor = createProcessor({remarkPlugins: [remarkGfm, remarkDirective, ...(plugins as []), capture]});
  // Docusaurus reports unused directives only from its client compiler.
  const file = new VFile({path: PAGE, value: markdown, data: {compilerName: 'client'}});
  await processor.process(file);
  if (captured === undefined) throw new Error('a árvore Markdown não foi capturada');
  return captured;
}

function nodesOfType(tree: Root, type: string): {type: string; value?: string}[] {
  const found: {type: string; value?: string}[] = [];
  const walk = (node: {type: string; value?: string; children?: unknown[]}) => {
    if (node.type === type) found.push(node);
    for (const child of node.children ?? []) walk(child as typeof node);
  };
  walk(tree);
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe(':fato[chave]', () => {
  it('troca a diretiva pelo texto do fato no meio de uma frase', async () => {
    const tree = await transform('O token vale por :fato[token.validade] a partir da emissão.\n');
    expect(toString(tree)).toBe(`O token vale por ${PLATFORM_FACTS['token.validade'].text} a partir da emissão.`);
    expect(toString(tree)).toBe('O token vale por 1 hora a partir da emissão.');
    expect(nodesOfType(tree, 'textDirective')).toEqual([]);
  });

  it('troca duas diretivas da mesma frase e devolve a frase num só texto', async () => {
    const tree = await transform(
      'Padrão :fato[paginacao.takePadrao], máximo :fato[paginacao.takeMaximo] por página.\n',
    );
    expect(nodesOfType(tree, 'text').map((node) => node.value)).toEqual(['Padrão 10, máximo 50 por página.']);
  });

  it('mantém como código o que o texto do fato marca com crases', async () => {
    const tree = await transform('Acima do limite, a resposta traz :fato[limite.status].\n');
    expect(nodesOfType(tree, 'inlineCode').map((node) => node.value)).toEqual(['429 Too Many Requests']);
    expect(toString(tree)).toBe('Acima do limite, a resposta traz 429 Too Many Requests.');
  });

  it('funciona em títulos, listas e tabelas', async () => {
    const tree = await transform(
      [
        '## Até :fato[paginacao.takeMaximo] registros',
        '',
        '- tentativas: :fato[webhook.tentativas]',
        '',
        '| Fato | Valor |',
        '| --- | --- |',
        '| tempo | :fato[requisicao.tempoLimite] |',
        '',
      ].join('\n'),
    );
    const text = toString(tree);
    expect(text).toContain('Até 50 registros');
    expect(text).toContain('tentativas: 6 tentativas (a primeira e 5 novas)');
    expect(text).toContain('30 segundos');
    expect(nodesOfType(tree, 'textDirective')).toEqual([]);
  });

  it('chega ao JavaScript compilado da página', async () => {
    const output = String(
      await compile(new VFile({path: PAGE, value: 'Responda em até :fato[webhook.tempoResposta].\n'}), {
        remarkPlugins: [remarkGfm, remarkDirective, remarkPlatformFacts],
      }),
    );
    expect(output).toContain('Responda em até 10 segundos.');
    expect(output).not.toContain('fato');
  });

  it('falha com o arquivo, a linha e a chave quando a chave não existe', async () => {
    await expect(transform('Primeira linha.\n\nO limite é :fato[limite.inexistente].\n')).rejects.toThrow(
      `${PAGE}:3: :fato[limite.inexistente] não existe em src/data/platform-facts.ts`,
    );
  });

  it('recusa atributos', async () => {
    await expect(transform('Valor: :fato[token.validade]{formato=curto}.\n')).rejects.toThrow(/não aceita atributos/);
  });

  it('deixa outras diretivas de texto para quem as trata', async () => {
    const tree = await transform('Texto com :outra[coisa] no meio.\n');
    expect(nodesOfType(tree, 'textDirective')).toHaveLength(1);
  });

  it('não deixa diretiva sem uso para o Docusaurus avisar', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warnings = () => [...warn.mock.calls, ...log.mock.calls].map((call) => call.join(' '));

    await transform('O token vale por :fato[token.validade].\n', [remarkPlatformFacts, unusedDirectives]);
    expect(warnings().filter((message) => message.includes('unused Markdown directives'))).toEqual([]);

    // The check itself works: without the plugin, the same page is reported.
    await transform('O token vale por :fato[token.validade].\n', [unusedDirectives]);
    expect(warnings().filter((message) => message.includes('unused Markdown directives'))).toHaveLength(1);
  });
});

describe('resolveFactDirectives (texto bruto, para os testes que leem as páginas)', () => {
  it('troca cada diretiva pelo texto do fato', () => {
    expect(resolveFactDirectives('Até :fato[paginacao.takeMaximo] itens; padrão :fato[paginacao.takePadrao].')).toBe(
      'Até 50 itens; padrão 10.',
    );
  });

  it('falha com a linha da chave desconhecida', () => {
    expect(() => resolveFactDirectives('a\nb :fato[nada]\n', 'docs/x.md')).toThrow(
      'docs/x.md:2: :fato[nada] não existe',
    );
  });
});

describe(':linguagens[]', () => {
  it('troca a diretiva pelas linguagens dos exemplos, numa frase só', async () => {
    const tree = await transform('A chamada em :linguagens[], pronta para copiar.\n');
    expect(nodesOfType(tree, 'text').map((node) => node.value)).toEqual([
      `A chamada em ${formatList(REQUEST_LANGUAGES.map((language) => language.label))}, pronta para copiar.`,
    ]);
    expect(toString(tree)).toContain('curl, JavaScript');
    expect(toString(tree)).toContain(' e Java,');
  });

  it('a troca sobre o texto cru diz o mesmo', () => {
    expect(resolveFactDirectives('em :linguagens[].')).toBe(`em ${LANGUAGES_SENTENCE}.`);
  });

  it('recusa texto dentro dos colchetes', async () => {
    await expect(transform('Em :linguagens[Ruby].\n')).rejects.toThrow(/não leva texto/);
  });
});

describe('{{url-do-portal}} no código', () => {
  const markdown = [
    'Rode `node portal-mcp.mjs --site {{url-do-portal}}` no terminal.',
    '',
    '```bash',
    'curl -fsSLo portal-mcp.mjs {{url-do-portal}}/downloads/portal-mcp.mjs',
    '```',
    '',
  ].join('\n');

  it('vira o endereço do build em blocos e trechos de código', async () => {
    const tree = await transform(markdown, [[remarkPlatformFacts, {siteUrl: 'https://portal.escola.test'}]]);
    expect(nodesOfType(tree, 'inlineCode').map((node) => node.value)).toEqual([
      'node portal-mcp.mjs --site https://portal.escola.test',
    ]);
    expect(nodesOfType(tree, 'code').map((node) => node.value)).toEqual([
      'curl -fsSLo portal-mcp.mjs https://portal.escola.test/downloads/portal-mcp.mjs',
    ]);
  });

  it('usa o endereço padrão do site quando o build não dá outro', async () => {
    const tree = await transform('```bash\ncurl {{url-do-portal}}/llms.txt\n```\n');
    expect(nodesOfType(tree, 'code').map((node) => node.value)).toEqual([`curl ${SITE.defaultUrl}/llms.txt`]);
    expect(resolveFactDirectives('`{{url-do-portal}}`')).toBe(`\`${SITE.defaultUrl}\``);
  });
});
