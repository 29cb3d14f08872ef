/**
 * The leaf categories' index pages (src/plugins/api-reference/generator/category-index.ts) and the
 * categories' `_category_.yml` (labels.ts): routes, labels, and a table of every entry.
 */
import {describe, expect, it} from 'vitest';

import {loadSnapshot} from '../../../../../src/lib/schema-snapshot';
import {CATEGORY_INDEX_CLASS} from '../../../../../src/plugins/api-reference/generator/class-names';
import {categoryYaml, isLeafCategory} from '../../../../../src/plugins/api-reference/generator/labels';
import {CATEGORIES, type Category} from '../../../../../src/lib/reference-layout';
import {
  categoryIndexPage,
  entrySummary,
  firstSentence,
  tableCellText,
} from '../../../../../src/plugins/api-reference/generator/category-index';
import {compileMdx, linksInside, paragraphs, tablesInside} from '../../../../support/mdx-helpers';
import {CATEGORY_ROUTES} from '../../../../support/reference-routes';

describe('categorias', () => {
  it('as dez categorias do schema real, com a rota da pasta e rótulo em português', () => {
    const schema = loadSnapshot();
    expect(schema.getSubscriptionType()).toBeTruthy();
    const slugs = CATEGORIES.map((category) => `/api${category.slug}`);
    for (const route of CATEGORY_ROUTES) expect(slugs).toContain(route);
    for (const category of CATEGORIES) {
      expect(category.slug).toBe(`/category/${category.dir.split('/').at(-1) ?? ''}`);
      expect(categoryYaml(category)).toContain(`label: ${JSON.stringify(category.label)}`);
    }
    expect(CATEGORIES.map((category) => category.label)).toEqual(
      expect.arrayContaining([
        'Operações',
        'Consultas',
        'Mutações',
        'Assinaturas',
        'Diretivas',
        'Tipos',
        'Objetos',
        'Entradas',
        'Enumerações',
        'Escalares',
      ]),
    );
  });
});

describe('páginas de índice das categorias', () => {
  const inputs = CATEGORIES.find((category) => category.dir === 'types/inputs') as Category;
  const types = CATEGORIES.find((category) => category.dir === 'types') as Category;

  it('as oito pastas de entradas apontam para a sua página de índice; Operações e Tipos ficam com o índice gerado', () => {
    const leaves = CATEGORIES.filter(isLeafCategory).map((category) => category.slug);
    for (const route of CATEGORY_ROUTES.filter((route) => !/\/(api|types)$/.test(route))) {
      expect(leaves).toContain(route.replace(/^\/api/, ''));
    }
    expect(categoryYaml(inputs)).toContain('link:\n  type: doc\n  id: "index"\n');
    expect(categoryYaml(inputs)).not.toContain('generated-index');
    expect(categoryYaml(types)).toContain('  type: generated-index\n');
    expect(categoryYaml(types)).toContain('  slug: "/category/types"');
  });

  it('primeira frase da descrição, sem cortar em reticências ou abreviações', () => {
    expect(firstSentence('Cria uma turma. Depois, matricule.')).toBe('Cria uma turma.');
    expect(firstSentence('Operadores (eq, contains, gt...) combináveis. Outra.')).toBe(
      'Operadores (eq, contains, gt...) combináveis.',
    );
    expect(firstSentence('Valor em R$, ex. 10.50 ou 3.2 por cento.')).toBe('Valor em R$, ex. 10.50 ou 3.2 por cento.');
    expect(firstSentence('Pergunta? Resposta.')).toBe('Pergunta?');
    expect(firstSentence('Sem ponto final')).toBe('Sem ponto final');
    const long = `${'palavra '.repeat(40)}fim.`;
    expect(firstSentence(long).length).toBeLessThanOrEqual(201);
    expect(firstSentence(long)).toMatch(/palavra…$/);
    expect(entrySummary(undefined)).toBe('Sem descrição.');
    expect(entrySummary('Lista de `webHooks`\npaginada.\n\nDetalhes.')).toBe('Lista de webHooks paginada.');
  });

  it('texto de célula: "|" nunca divide a célula, nem dentro de código', () => {
    expect(tableCellText('a | b')).not.toMatch(/(?<!\\)\|/);
    expect(tableCellText('use `x | y`')).toBe('use `x \\| y`');
  });

  const page = categoryIndexPage(inputs, [
    {name: 'OwnerInput', file: 'owner-input.mdx', description: null},
    {
      name: 'AddDataInput',
      file: 'add-data-input.mdx',
      description: 'Dados `a | b` com {chaves} | <tag>.\nSegunda linha. Outra frase.',
    },
    {name: 'AddData2Input', file: 'add-data-2-input.mdx', description: 'Com `código`. Não aparece.'},
  ]);

  it('front matter com a rota, o título e a descrição da categoria', () => {
    expect(page.startsWith('---\n')).toBe(true);
    expect(page).toMatch(/^slug: "\/category\/inputs"$/m);
    expect(page).toMatch(/^title: "Entradas \(inputs\)"$/m);
    expect(page).toContain(`description: ${JSON.stringify(inputs.description)}`);
    expect(paragraphs(page)[0]).toBe(inputs.description);
  });

  it('tabela com nome em código, link e primeira frase, na ordem dos arquivos (a da barra lateral)', async () => {
    await expect(compileMdx(page)).resolves.toBeUndefined();
    expect(tablesInside(page, CATEGORY_INDEX_CLASS)).toEqual([
      [
        ['Nome', 'Descrição'],
        ['AddData2Input', 'Com código.'],
        ['AddDataInput', 'Dados a | b com {chaves} | <tag>.'],
        ['OwnerInput', 'Sem descrição.'],
      ],
    ]);
    expect(linksInside(page, CATEGORY_INDEX_CLASS)).toEqual([
      '/api/types/inputs/add-data-2-input.mdx',
      '/api/types/inputs/add-data-input.mdx',
      '/api/types/inputs/owner-input.mdx',
    ]);
    expect(page).toContain('| [`AddData2Input`](/api/types/inputs/add-data-2-input.mdx) |');
  });
});
