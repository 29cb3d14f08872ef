/**
 * The rewrites of a reference page's sections (src/plugins/api-reference/generator/page-text.ts), on
 * text shaped like graphql-markdown's: headings one level up, titles and built-in descriptions in
 * Portuguese, the portal's member layout, links to the built-in directives' pages removed.
 */
import {GraphQLBoolean, GraphQLString} from 'graphql';
import {describe, expect, it} from 'vitest';

import {
  collapseBlankLines,
  hasDerivedDescriptions,
  localizeBuiltIns,
  localizedDescription,
  plainDescription,
  raiseHeadings,
  sectionTitle,
  splitMemberHeadings,
  translateDescription,
  translateSectionHeadings,
  unlinkBuiltInDirectives,
  withFrontMatterLines,
} from '../../../../../src/plugins/api-reference/generator/page-text';
import {escapeMDX} from '@graphql-markdown/utils';

describe('títulos e textos em português', () => {
  it('títulos das seções, os das listas de relações e o "sem descrição"', () => {
    for (const [english, portuguese] of [
      ['Fields', 'Campos'],
      ['Arguments', 'Argumentos'],
      ['Type', 'Tipo'],
      ['Values', 'Valores'],
      ['Interfaces', 'Implementa'],
    ]) {
      expect(sectionTitle(english ?? '')).toBe(portuguese);
    }
    expect(sectionTitle('[Especificação](https://example.com)')).toBe('[Especificação](https://example.com)');
    expect(translateSectionHeadings('## Returned By\n\nx\n\n## Member Of\n\n## Implemented By').split('\n')).toEqual([
      '## Devolvido por',
      '',
      'x',
      '',
      '## Usado em',
      '',
      '## Implementado por',
    ]);
    expect(translateDescription('\n\nNo description')).toBe('\n\nSem descrição.');
    expect(translateDescription('No descriptions here')).toBe('No descriptions here');
  });

  it('descrições embutidas do GraphQL em português, onde quer que apareçam', () => {
    const text = `${escapeMDX(GraphQLString.description ?? '')}\n\n${escapeMDX(GraphQLBoolean.description ?? '')}`;
    expect(localizeBuiltIns(text)).toBe(
      'Texto em UTF-8: nomes, descrições e demais campos de texto livre. Também identifica usuários e papéis (`id` textual).\n\nValor lógico: `true` ou `false`.',
    );
    expect(localizedDescription(GraphQLString.description)).toMatch(/^Texto em UTF-8/);
    expect(localizedDescription('Outra.')).toBe('Outra.');
  });

  it('links para as páginas das diretivas embutidas viram só o nome', () => {
    expect(
      unlinkBuiltInDirectives(
        '[`deprecated`](/api/types/directives/deprecated.mdx)  <span>diretiva</span> · [`include`](/api/api/directives/include.mdx)',
      ),
    ).toBe('`deprecated`  <span>diretiva</span> · [`include`](/api/api/directives/include.mdx)');
  });

  it('no máximo duas linhas em branco seguidas', () => {
    expect(collapseBlankLines('a\n\n\n\n\nb\n\n\nc')).toBe('a\n\n\nb\n\n\nc');
  });

  it('linhas acrescentadas ao fim do front matter', () => {
    expect(withFrontMatterLines('---\nid: x\ntitle: X\n---', ['description: "D"'])).toBe(
      '---\nid: x\ntitle: X\ndescription: "D"\n---',
    );
    expect(withFrontMatterLines('---\nid: x\n---', [])).toBe('---\nid: x\n---');
    expect(() => withFrontMatterLines('sem front matter', ['a: 1'])).toThrow(/front matter/);
  });
});

describe('plainDescription', () => {
  it('primeiro parágrafo, numa linha, sem crases de código', () => {
    expect(plainDescription('Lista de `webHooks`\npaginada.\n\nDetalhes.')).toBe('Lista de webHooks paginada.');
    expect(plainDescription('Crase ``dupla`` fica.')).toBe('Crase ``dupla`` fica.');
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
