/**
 * The post-processing step (scripts/reference/postprocess.ts) on text shaped like
 * graphql-markdown's output: labels in Portuguese, links fixed, front matter description,
 * example section, category files.
 */
import {mdxDeclaration} from '@graphql-markdown/docusaurus/mdx';
import {GraphQLString} from 'graphql';
import {describe, expect, it} from 'vitest';

import {loadSnapshot} from '../../../scripts/lib/schema-snapshot';
import {CATEGORIES, categoryYaml} from '../../../scripts/reference/labels';
import {
  fixLinks,
  raiseHeadings,
  localizedDescription,
  plainDescription,
  rewritePage,
  translatePage,
  type PageContext,
} from '../../../scripts/reference/postprocess';
import {compileMdx} from './mdx-helpers';
import {CATEGORY_ROUTES} from './routes';

/** A page as graphql-markdown 1.35 prints it (a field with badges, a deprecation, relations). */
const GENERATED = `---
id: billing
title: Billing
---

${mdxDeclaration}

Boleto.

\`\`\`graphql
type Billing {
  id: Int!
}
\`\`\`

### Fields

#### [<code style={{ fontWeight: 'normal' }}>Billing.<b>id</b></code>](#id)<Bullet />[<code style={{ fontWeight: 'normal' }}><b>Int!</b></code>](/api/types/scalars/int.mdx) <Badge class="badge badge--secondary badge--deprecated" text="deprecated"/> <Badge class="badge badge--secondary badge--non_null" text="non-null"/> <Badge class="badge badge--secondary " text="scalar"/> \\{#id\\} 
:::warning[DEPRECATED]

Use refId.

:::

Identificador.

### Returned By

[\`billing\`](/api/operations/queries/billing.mdx)  <Badge class="badge badge--secondary badge--relation" text="query"/><Bullet />[\`addBilling\`](/api/operations/mutations/add-billing.mdx)  <Badge class="badge badge--secondary badge--relation" text="mutation"/>

### Member Of

[\`Other\`](/api/types/objects/other.mdx)  <Badge class="badge badge--secondary badge--relation" text="object"/> [\`@deprecated\`](/api/types/directives/deprecated.mdx)

### Implemented By

### Interfaces

### Arguments

### Type

### Values

#### <SpecifiedBy url="https://example.com"/>

No description
`;

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

  it('selos, obsolescência, especificação e "sem descrição"', () => {
    for (const text of ['obsoleto', 'não nulo', 'escalar', 'consulta', 'mutação', 'objeto']) {
      expect(translated).toMatch(new RegExp(`<span className="badge badge--secondary[^"]*">${text}</span>`));
    }
    expect(translated).toContain(':::warning[Obsoleto]');
    expect(translated).not.toContain('DEPRECATED');
    expect(translated).toContain('### [Especificação](https://example.com)');
    expect(translated).not.toMatch(/Specification|Specified by/);
    expect(translated).toMatch(/^Sem descrição\.$/m);
  });

  it('nomes em código, sem componentes auxiliares nem declarações', () => {
    expect(translated).toContain(
      '### [`Billing.id`](#id) · [`Int!`](/api/types/scalars/int.mdx) <span className="badge badge--secondary badge--deprecated">obsoleto</span>',
    );
    expect(translated).not.toMatch(/<(Badge|Bullet|SpecifiedBy)\b|export const|fontWeight/);
    expect(translatePage("<code style={{ fontWeight: 'normal' }}>E.<b>A&#x005F;B</b></code>")).toBe('`E.A_B`');
  });

  it('mantém a declaração (em português) se sobrar um componente auxiliar', () => {
    const page = translatePage(`${mdxDeclaration}\n<Bullet/>\n`);
    expect(page).toContain("title={'Especificado por ' + props.url}");
    expect(page).not.toContain('Specification');
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
        'toc_max_heading_level: 2',
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
      expect(categoryYaml(category)).toContain('type: generated-index');
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
