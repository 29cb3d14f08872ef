/**
 * Every word graphql-markdown writes in English, with the Portuguese the portal shows instead,
 * and the files that present the layout's categories (src/lib/reference-layout.ts):
 * their `_category_.yml` and the texts of their index pages.
 */
import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLIncludeDirective,
  GraphQLInt,
  GraphQLSkipDirective,
  GraphQLString,
} from 'graphql';

import {CATEGORIES, type Category} from '../../../lib/reference-layout';

/** Section headings (`### Fields`...) that graphql-markdown prints. */
export const SECTION_TITLES: Readonly<Record<string, string>> = {
  Fields: 'Campos',
  Arguments: 'Argumentos',
  Type: 'Tipo',
  Values: 'Valores',
  'Returned By': 'Devolvido por',
  'Member Of': 'Usado em',
  'Implemented By': 'Implementado por',
  Interfaces: 'Implementa',
  'Possible types': 'Tipos possíveis',
  Directives: 'Diretivas',
  Example: 'Exemplo',
};

/** Badge texts (`<Badge ... text="non-null"/>`). */
export const BADGE_TEXTS: Readonly<Record<string, string>> = {
  'non-null': 'não nulo',
  deprecated: 'obsoleto',
  list: 'lista',
  scalar: 'escalar',
  object: 'objeto',
  input: 'entrada',
  enum: 'enumeração',
  interface: 'interface',
  union: 'união',
  directive: 'diretiva',
  operation: 'operação',
  query: 'consulta',
  mutation: 'mutação',
  subscription: 'assinatura',
};

/** Title of the admonition that carries a deprecation reason. */
export const DEPRECATED_TITLE = 'Obsoleto';

/** Link to the specification of a scalar (`@specifiedBy`). */
export const SPECIFICATION_LABEL = 'Especificação';

/** Shown where a type has no description. */
export const NO_DESCRIPTION = 'Sem descrição.';

/** Labels of the collapsible group of deprecated entries (printTypeOptions.deprecated: 'group'). */
export const DEPRECATED_GROUP_LABELS = {show: 'Mostrar obsoletos', hide: 'Ocultar obsoletos'} as const;

/**
 * A leaf folder holds one page per schema entry (no sub-folder): its index page is a doc written
 * by afterRenderFilesHook (page-hooks.ts, CATEGORY_INDEX_FILE), a table of every entry. A table lists all of
 * them, where a generated index would only show the sidebar's letter groups. The two top-level
 * groups keep Docusaurus' generated index, whose cards are their sub-folders.
 */
export function isLeafCategory(category: Category): boolean {
  return !CATEGORIES.some((other) => other.dir.startsWith(`${category.dir}/`));
}

/** File name of a leaf category's index page, in its folder (Docusaurus' category-index name). */
export const CATEGORY_INDEX_FILE = 'index.mdx';

/** Texts of a leaf category's index page. */
export const CATEGORY_INDEX_TEXTS = {
  nameHeader: 'Nome',
  descriptionHeader: 'Descrição',
  /** The sentence between the category's description and the table. */
  intro: (count: number): string =>
    `A tabela lista ${count === 1 ? 'o único item' : `os ${count} itens`} desta categoria em ordem alfabética, ` +
    'com a primeira frase da descrição de cada um; o nome leva à página completa.',
} as const;

/**
 * The `_category_.yml` of a category. Strings are JSON-quoted, which YAML reads as is. A leaf
 * category links to its index page (a doc, so it is the category's link and not one of its
 * items); the top-level groups to a generated index.
 */
export function categoryYaml(category: Category): string {
  const quote = (value: string) => JSON.stringify(value);
  const link = isLeafCategory(category)
    ? ['  type: doc', `  id: ${quote(CATEGORY_INDEX_FILE.replace(/\.mdx$/, ''))}`]
    : [
        '  type: generated-index',
        `  title: ${quote(category.title)}`,
        `  description: ${quote(category.description)}`,
        `  slug: ${quote(category.slug)}`,
      ];
  return [
    `label: ${quote(category.label)}`,
    `position: ${category.position}`,
    'link:',
    ...link,
    `collapsible: ${category.collapsed}`,
    `collapsed: ${category.collapsed}`,
    '',
  ].join('\n');
}

/**
 * Portuguese descriptions for what the GraphQL specification defines (built-in scalars and
 * directives): graphql-js gives them English descriptions, which the generator prints as is.
 * Keyed by graphql-js's own text, so a wording change there is caught by the tests.
 */
export const BUILT_IN_DESCRIPTIONS: ReadonlyArray<readonly [english: string | null | undefined, portuguese: string]> = [
  [
    GraphQLString.description,
    'Texto em UTF-8: nomes, descrições e demais campos de texto livre. Também identifica usuários e papéis (`id` textual).',
  ],
  [
    GraphQLInt.description,
    'Número inteiro com sinal de 32 bits (de -2147483648 a 2147483647). É o tipo do `id` numérico dos registros e de `skip` e `take`.',
  ],
  [GraphQLFloat.description, 'Número de ponto flutuante de precisão dupla (IEEE 754).'],
  [GraphQLBoolean.description, 'Valor lógico: `true` ou `false`.'],
  [GraphQLID.description, 'Identificador único, serializado como texto; na entrada, aceita texto ou número inteiro.'],
  [
    GraphQLIncludeDirective.description,
    'Inclui o campo ou fragmento na resposta somente quando o argumento `if` é verdadeiro.',
  ],
  [GraphQLIncludeDirective.args[0]?.description, 'Incluído quando verdadeiro.'],
  [GraphQLSkipDirective.description, 'Omite o campo ou fragmento da resposta quando o argumento `if` é verdadeiro.'],
  [GraphQLSkipDirective.args[0]?.description, 'Omitido quando verdadeiro.'],
];
