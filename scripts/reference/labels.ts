/**
 * Every word graphql-markdown writes in English, with the Portuguese the portal shows instead,
 * and the reference's categories (sidebar labels, index pages and their routes).
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
 * The helper components graphql-markdown declares at the top of every page, with their texts
 * ("Specification", "Specified by") in Portuguese and the same props.
 */
export const MDX_DECLARATION = [
  "export const Bullet = () => <><span style={{fontWeight: 'normal', fontSize: '.5em', color: 'var(--ifm-color-secondary-darkest)'}}>&nbsp;●&nbsp;</span></>",
  '',
  'export const SpecifiedBy = (props) => <>Especificação<a className="link" style={{fontSize: \'1.5em\', paddingLeft: \'4px\'}} target="_blank" rel="noopener noreferrer" href={props.url} title={\'Especificado por \' + props.url}>⎘</a></>',
  '',
  'export const Badge = (props) => <><span className={props.class}>{props.text}</span></>',
].join('\n');

/** One folder of the generated reference, as the sidebar and its index page show it. */
export interface Category {
  /** Folder under api/, relative (e.g. "api/queries"). */
  readonly dir: string;
  readonly label: string;
  /** Title of the index page. */
  readonly title: string;
  readonly description: string;
  /** Route of the index page under /api (kept from the English folder names). */
  readonly slug: string;
  readonly position: number;
  /** The two top-level groups stay open; the folders inside them start collapsed. */
  readonly collapsed: boolean;
}

export const CATEGORIES: readonly Category[] = [
  {
    dir: 'api',
    label: 'Operações',
    title: 'Operações',
    description: 'As consultas, mutações e assinaturas da API e as diretivas que podem ser usadas nelas.',
    slug: '/category/api',
    position: 2,
    collapsed: false,
  },
  {
    dir: 'api/queries',
    label: 'Consultas',
    title: 'Consultas (queries)',
    description: 'Operações de leitura: buscas por identificador e listagens paginadas com filtro e ordenação.',
    slug: '/category/queries',
    position: 1,
    collapsed: true,
  },
  {
    dir: 'api/mutations',
    label: 'Mutações',
    title: 'Mutações (mutations)',
    description: 'Operações que incluem, alteram ou cancelam registros.',
    slug: '/category/mutations',
    position: 2,
    collapsed: true,
  },
  {
    dir: 'api/subscriptions',
    label: 'Assinaturas',
    title: 'Assinaturas (subscriptions)',
    description: 'Eventos publicados pelo servidor por WebSocket, com o protocolo graphql-ws.',
    slug: '/category/subscriptions',
    position: 3,
    collapsed: true,
  },
  {
    dir: 'api/directives',
    label: 'Diretivas',
    title: 'Diretivas',
    description: 'Diretivas aceitas nas operações para incluir ou omitir campos da resposta.',
    slug: '/category/directives',
    position: 4,
    collapsed: true,
  },
  {
    dir: 'types',
    label: 'Tipos',
    title: 'Tipos',
    description: 'Os tipos que as operações devolvem e recebem: objetos, entradas, enumerações e escalares.',
    slug: '/category/types',
    position: 3,
    collapsed: false,
  },
  {
    dir: 'types/objects',
    label: 'Objetos',
    title: 'Objetos',
    description: 'Os tipos de objeto que as operações devolvem, com os seus campos.',
    slug: '/category/objects',
    position: 1,
    collapsed: true,
  },
  {
    dir: 'types/inputs',
    label: 'Entradas',
    title: 'Entradas (inputs)',
    description: 'Os tipos de entrada que as operações recebem como argumentos: dados, filtros e ordenações.',
    slug: '/category/inputs',
    position: 2,
    collapsed: true,
  },
  {
    dir: 'types/enums',
    label: 'Enumerações',
    title: 'Enumerações',
    description: 'Os conjuntos fechados de valores aceitos e devolvidos pela API.',
    slug: '/category/enums',
    position: 3,
    collapsed: true,
  },
  {
    dir: 'types/scalars',
    label: 'Escalares',
    title: 'Escalares',
    description: 'Os tipos de valor simples da API e os seus formatos.',
    slug: '/category/scalars',
    position: 4,
    collapsed: true,
  },
  // Not in today's schema, but graphql-markdown would create these folders if it gained any.
  {
    dir: 'types/interfaces',
    label: 'Tipos de interface',
    title: 'Tipos de interface',
    description: 'Os conjuntos de campos que vários tipos de objeto implementam.',
    slug: '/category/interfaces',
    position: 5,
    collapsed: true,
  },
  {
    dir: 'types/unions',
    label: 'Uniões',
    title: 'Uniões',
    description: 'Os tipos que podem ser um entre vários tipos de objeto.',
    slug: '/category/unions',
    position: 6,
    collapsed: true,
  },
];

/**
 * A leaf folder holds one page per schema entry (no sub-folder): its index page is a doc written
 * by the post-processing (CATEGORY_INDEX_FILE), a table of every entry. A table lists all of
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
