/**
 * The reference's formatter (src/plugins/api-reference/generator/mdx-formatter.ts) and
 * post-processing (postprocess.ts) on text shaped like graphql-markdown's output: labels in
 * Portuguese, links fixed, front matter description, example section, category files.
 */
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {mdxDeclaration as stockMdxDeclaration} from '@graphql-markdown/docusaurus/mdx';
import {GraphQLString} from 'graphql';
import {describe, expect, it} from 'vitest';

import {loadSnapshot} from '../../../../../src/lib/schema-snapshot';
import {CATEGORY_INDEX_CLASS} from '../../../../../src/plugins/api-reference/generator/class-names';
import {categoryYaml, isLeafCategory} from '../../../../../src/plugins/api-reference/generator/labels';
import {
  beforeGenerateIndexMetafileHook,
  formatMDXAdmonition,
  formatMDXBadge,
  formatMDXBullet,
  formatMDXNameEntity,
  formatMDXSpecifiedByLink,
  mdxDeclaration,
} from '../../../../../src/plugins/api-reference/generator/mdx-formatter';
import {CATEGORIES, type Category} from '../../../../../src/lib/reference-layout';
import {
  categoryIndexPage,
  entrySummary,
  firstSentence,
  fixLinks,
  raiseHeadings,
  splitMemberHeadings,
  hasDerivedDescriptions,
  localizedDescription,
  plainDescription,
  rewritePage,
  tableCellText,
  translatePage,
  type PageContext,
} from '../../../../../src/plugins/api-reference/generator/postprocess';
import {compileMdx, linksInside, paragraphs, tablesInside} from '../../../../support/mdx-helpers';
import {CATEGORY_ROUTES} from '../../../../support/reference-routes';

const badge = (text: string, classname?: string) => formatMDXBadge({text, classname});
const name = (entity: string, parent?: string) => formatMDXNameEntity(entity, parent);

/**
 * A page as graphql-markdown 1.35 prints it with the portal's formatter (mdx-formatter.ts): a
 * field with badges and a deprecation, relations, and the sections no formatter reaches.
 */
const GENERATED = `---
id: billing
title: Billing
---

Boleto.

\`\`\`graphql
type Billing {
  id: Int!
}
\`\`\`

### Fields

#### [${name('id', 'Billing')}](#id)${formatMDXBullet()}[${name('Int!')}](/api/types/scalars/int.mdx) ${badge('deprecated', 'deprecated')} ${badge('non-null', 'non_null')} ${badge('scalar')} \\{#id\\} 
${formatMDXAdmonition({type: 'warning', title: 'DEPRECATED', text: '\n\nUse refId.\n\n'})}

Identificador.

### Returned By

[\`billing\`](/api/operations/queries/billing.mdx)  ${badge('query', 'relation')}${formatMDXBullet()}[\`addBilling\`](/api/operations/mutations/add-billing.mdx)  ${badge('mutation', 'relation')}

### Member Of

[\`Other\`](/api/types/objects/other.mdx)  ${badge('object', 'relation')} [\`@deprecated\`](/api/types/directives/deprecated.mdx)

### Implemented By

### Interfaces

### Arguments

### Type

### Values

#### ${formatMDXSpecifiedByLink('https://example.com')}

No description
`;

describe('formatador MDX do portal (mdx-formatter.ts)', () => {
  it('selos em português, em <span> com as classes do graphql-markdown', () => {
    expect(badge('non-null', 'NON_NULL')).toBe(
      '<span className="badge badge--secondary badge--non_null">não nulo</span>',
    );
    expect(badge('scalar')).toBe('<span className="badge badge--secondary">escalar</span>');
    for (const [english, portuguese] of [
      ['deprecated', 'obsoleto'],
      ['query', 'consulta'],
      ['mutation', 'mutação'],
      ['object', 'objeto'],
    ]) {
      expect(badge(english ?? '', 'relation')).toContain(`>${portuguese ?? ''}</span>`);
    }
  });

  it('nomes em código, ponto no lugar do marcador, link da especificação e obsolescência', () => {
    expect(name('id', 'Billing')).toBe('`Billing.id`');
    expect(name('Int!')).toBe('`Int!`');
    expect(formatMDXBullet('x')).toBe(' · x');
    expect(formatMDXSpecifiedByLink('https://example.com/a b(c)')).toBe(
      '[Especificação](https://example.com/a%20b%28c%29)',
    );
    expect(formatMDXAdmonition({type: 'warning', title: 'DEPRECATED', text: ' x '})).toContain(
      ':::warning[Obsoleto] x :::',
    );
    expect(mdxDeclaration).toBe('');
  });

  it('o _category_.yml de cada pasta vem da tabela de layout', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'categoria-')), 'api', 'types', 'inputs');
    await beforeGenerateIndexMetafileHook({data: {dirPath: dir, category: 'inputs'}});
    const inputs = CATEGORIES.find((category) => category.dir === 'types/inputs') as Category;
    expect(readFileSync(path.join(dir, '_category_.yml'), 'utf8')).toBe(categoryYaml(inputs));
  });
});

describe('translatePage', () => {
  const translated = translatePage(GENERATED);

  it('títulos das seções', () => {
    for (const heading of [
      'Campos',
      'Devolvido por',
      'Usado em',
      'Implementado por',
      'Implementa',
      'Argumentos',
      'Tipo',
      'Valores',
    ]) {
      expect(translated).toMatch(new RegExp(`^## ${heading}$`, 'm'));
    }
    expect(translated).not.toMatch(
      /^#{2,3} (Fields|Returned By|Member Of|Implemented By|Interfaces|Arguments|Type|Values)$/m,
    );
  });

  it('"sem descrição", e a página inteira sem inglês nem componentes auxiliares', () => {
    expect(translated).toMatch(/^Sem descrição\.$/m);
    expect(translated).toContain(
      '### [`Billing.id`](#id) · [`Int!`](/api/types/scalars/int.mdx) <span className="badge badge--secondary badge--deprecated">obsoleto</span>',
    );
    expect(translated).toContain(':::warning[Obsoleto]');
    expect(translated).toContain('### [Especificação](https://example.com)');
    expect(translated).not.toMatch(/DEPRECATED|Specification|Specified by|No description/);
    expect(translated).not.toMatch(/<(Badge|Bullet|SpecifiedBy)\b|export const|fontWeight/);
  });

  it('recusa uma página do formatador padrão (o mdxParser do portal não foi carregado)', () => {
    expect(() => translatePage(`${stockMdxDeclaration}\n<Bullet />\n`)).toThrow(/mdx-formatter\.ts/u);
    expect(() => translatePage('<Badge class="badge" text="scalar"/>')).toThrow(/não foi carregado/u);
  });

  it('descrições embutidas do GraphQL em português', () => {
    const page = translatePage(`Tipo\n\n${GraphQLString.description ?? ''}\n`);
    expect(page).toContain('Texto em UTF-8');
    expect(localizedDescription(GraphQLString.description)).toMatch(/^Texto em UTF-8/);
    expect(localizedDescription('Outra.')).toBe('Outra.');
  });

  it('o resultado continua compilando', async () => {
    await expect(compileMdx(fixLinks(translated))).resolves.toBeUndefined();
  });
});

describe('fixLinks', () => {
  it('operações em /api/api/ e diretivas embutidas sem link', () => {
    const fixed = fixLinks(GENERATED);
    expect(fixed).toContain('](/api/api/queries/billing.mdx)');
    expect(fixed).toContain('](/api/api/mutations/add-billing.mdx)');
    expect(fixed).not.toContain('/api/operations/');
    expect(fixed).toContain(' `@deprecated`');
    expect(fixed).not.toContain('/api/types/directives/');
  });
});

describe('plainDescription', () => {
  it('primeiro parágrafo, numa linha, sem crases de código', () => {
    expect(plainDescription('Lista de `webHooks`\npaginada.\n\nDetalhes.')).toBe('Lista de webHooks paginada.');
    expect(plainDescription('Crase ``dupla`` fica.')).toBe('Crase ``dupla`` fica.');
  });
});

describe('rewritePage', () => {
  it('põe a descrição no front matter e o exemplo ao fim, com os imports das abas', () => {
    const context: PageContext = {
      kind: {group: 'operation', kind: 'query'},
      name: 'billing',
      description: 'Busca um boleto pelo "id".',
      example: '## Exemplo\n\n<Tabs groupId="g">\n</Tabs>\n',
    };
    const page = rewritePage('---\nid: billing\ntitle: billing\n---\n\nTexto.\n', context);
    expect(page).toBe(
      [
        '---',
        'id: billing',
        'title: billing',
        'description: "Busca um boleto pelo \\"id\\"."',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        '',
        'Texto.',
        '',
        '## Exemplo',
        '',
        '<Tabs groupId="g">',
        '</Tabs>',
        '',
      ].join('\n'),
    );
  });

  it('numa operação, importa o TypeShape e põe cada árvore no seu lugar', () => {
    const context: PageContext = {
      kind: {group: 'operation', kind: 'mutation'},
      name: 'addDependent',
      description: undefined,
      shapes: {args: new Map([['data', '<TypeShape shape={"a"} />']]), returns: '<TypeShape shape={"b"} />'},
    };
    const source =
      '---\nid: add-dependent\n---\n\n### Arguments\n\n#### `data` \\{#data\\}\n\nDados.\n\n### Type\n\nResultado.\n';
    expect(rewritePage(source, context).split('\n')).toEqual([
      '---',
      'id: add-dependent',
      '---',
      '',
      "import TypeShape from '@site/src/components/TypeShape';",
      '',
      '## Argumentos',
      '',
      '### `data` \\{#data\\}',
      '',
      'Dados.',
      '',
      '',
      '<TypeShape shape={"a"} />',
      '',
      '## Tipo',
      '',
      'Resultado.',
      '',
      '',
      '<TypeShape shape={"b"} />',
      '',
    ]);
  });

  it('sem contexto (página que não é do schema), só traduz e corrige links', () => {
    expect(rewritePage('### Fields\n')).toBe('## Campos\n');
  });
});

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

describe('raiseHeadings', () => {
  it('sobe um nível os títulos de h3 a h6 e deixa h1, h2 e os blocos de código como estão', () => {
    const source = [
      '# Título',
      '## Já h2',
      '### Campos',
      '#### Billing.id',
      '```graphql',
      '### não é título',
      '```',
      '###### fundo',
    ].join('\n');
    expect(raiseHeadings(source).split('\n')).toEqual([
      '# Título',
      '## Já h2',
      '## Campos',
      '### Billing.id',
      '```graphql',
      '### não é título',
      '```',
      '##### fundo',
    ]);
  });
});

describe('splitMemberHeadings', () => {
  it('o título do membro fica só com o nome dele (sem o do tipo) e a âncora; tipo e selos vão para a linha de baixo', () => {
    const source = [
      '## Campos',
      '',
      '### [`Billing.dueDate`](#due-date) · [`DateTime!`](/api/types/scalars/date-time.mdx) <span className="badge">não nulo</span> \\{#due-date\\} ',
      'Data de vencimento.',
      '#### [`Billing.x.where`](#billing-x-where) · [`XFilterInput`](/api/types/inputs/x-filter-input.mdx) <span className="badge">entrada</span> \\{#billing-x-where\\} ',
      'Filtro.',
      '## Valores',
      '### [`BillingStatus.PAID`](#paid) \\{#paid\\} ',
      'Pago.',
    ].join('\n');
    expect(splitMemberHeadings(source).split('\n')).toEqual([
      '## Campos',
      '',
      '### `dueDate` \\{#due-date\\}',
      '',
      '<div className="api-member-type">[`DateTime!`](/api/types/scalars/date-time.mdx) <span className="badge">não nulo</span></div>',
      '',
      'Data de vencimento.',
      '#### `where` \\{#billing-x-where\\}',
      '',
      '<div className="api-member-type">[`XFilterInput`](/api/types/inputs/x-filter-input.mdx) <span className="badge">entrada</span></div>',
      '',
      'Filtro.',
      '## Valores',
      '### `PAID` \\{#paid\\}',
      'Pago.',
    ]);
  });

  it('o tipo devolvido por uma operação deixa de ser título; listas de relações ficam num bloco à parte', () => {
    const source = [
      '## Tipo',
      '',
      '### [`Company`](/api/types/objects/company.mdx) <span className="badge">objeto</span> ',
      'Escola.',
      '## Usado em',
      '',
      '[`A`](/api/types/objects/a.mdx) · [`B`](/api/types/objects/b.mdx)',
      '',
      '## Exemplo',
      'Texto depois da lista.',
      '```graphql',
      '### [`Falso`](#falso) \\{#falso\\}',
      '```',
    ].join('\n');
    expect(splitMemberHeadings(source).split('\n')).toEqual([
      '## Tipo',
      '',
      '<div className="api-member-type">[`Company`](/api/types/objects/company.mdx) <span className="badge">objeto</span></div>',
      '',
      'Escola.',
      '## Usado em',
      '',
      '<div className="api-relations">',
      '',
      '[`A`](/api/types/objects/a.mdx) · [`B`](/api/types/objects/b.mdx)',
      '',
      '</div>',
      '',
      '## Exemplo',
      'Texto depois da lista.',
      '```graphql',
      '### [`Falso`](#falso) \\{#falso\\}',
      '```',
    ]);
  });
});

describe('descrições derivadas (entradas de filtro e ordenação)', () => {
  it('a descrição de cada membro vai para um bloco que a busca deixa de fora; o resto fica', () => {
    const source = [
      '## Campos',
      '### [`BillingSortInput.nn`](#nn) · [`SortEnumType`](/api/types/enums/sort-enum-type.mdx) \\{#nn\\} ',
      'Ordena por este campo — nosso número',
      'em duas linhas.',
      '',
      '',
      '### [`BillingSortInput.id`](#id) \\{#id\\} ',
      ':::warning[Obsoleto]',
      'Motivo.',
      ':::',
    ].join('\n');
    expect(splitMemberHeadings(source, true).split('\n')).toEqual([
      '## Campos',
      '### `nn` \\{#nn\\}',
      '',
      '<div className="api-member-type">[`SortEnumType`](/api/types/enums/sort-enum-type.mdx)</div>',
      '',
      '<div className="api-derived-text">',
      '',
      'Ordena por este campo — nosso número',
      'em duas linhas.',
      '',
      '</div>',
      '',
      '',
      '### `id` \\{#id\\}',
      ':::warning[Obsoleto]',
      'Motivo.',
      ':::',
    ]);
    // Without the flag, descriptions stay as they are.
    expect(splitMemberHeadings(source)).toContain('\nOrdena por este campo — nosso número\nem duas linhas.\n');
  });

  it('só as entradas de filtro e de ordenação têm descrições derivadas', () => {
    const inputs = {group: 'type', folder: 'inputs'} as const;
    expect(hasDerivedDescriptions(inputs, 'BillingFilterInput')).toBe(true);
    expect(hasDerivedDescriptions(inputs, 'BillingSortInput')).toBe(true);
    expect(hasDerivedDescriptions(inputs, 'AddBillingInput')).toBe(false);
    expect(hasDerivedDescriptions({group: 'type', folder: 'objects'}, 'BillingFilterInput')).toBe(false);
    expect(hasDerivedDescriptions({group: 'operation', kind: 'query'}, 'billingsSortInput')).toBe(false);
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
