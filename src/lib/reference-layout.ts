/**
 * The layout of the API reference, in one table: for each kind of schema entry, the folder its
 * pages are generated into, the route they are served at, the sidebar's Portuguese label and the
 * route of the category's index page. The generator (graphql-markdown's hierarchy option, the
 * `_category_.yml` files, the category index pages), the sidebar, the links from the guides to
 * the reference (src/lib/schema-docs.ts), the search configuration and the route tests all read
 * it; a change of layout is a change here.
 *
 * Routes keep graphql-markdown's English folder names (/api/api/mutations/..., /api/types/objects/...):
 * they are the addresses integrators already link to.
 */
// No imports: the search box (client code) reads REFERENCE_ROUTE_BASE from here.

/** Where the reference is served, where its pages are generated (from the repository root), and its search section. */
export const REFERENCE_ROUTE_BASE = 'api';
export const REFERENCE_OUTPUT_DIR = 'api';

/** The two top-level groups: graphql-markdown's `hierarchy: {api: {operations, types}}` folders. */
export const OPERATIONS_GROUP = 'api';
export const TYPES_GROUP = 'types';

export type OperationKind = 'query' | 'mutation' | 'subscription';
export type TypeFolder = 'objects' | 'inputs' | 'enums' | 'scalars' | 'interfaces' | 'unions';

/** What the pages of a leaf folder document. */
export type PageKind =
  | {readonly group: 'operation'; readonly kind: OperationKind}
  | {readonly group: 'directive'}
  | {readonly group: 'type'; readonly folder: TypeFolder};

/** One folder of the generated reference, as the sidebar and its index page show it. */
export interface Category {
  /** Folder under the output dir, relative (e.g. "api/queries"); also the route under /api. */
  readonly dir: string;
  /** What its pages document; absent for the two top-level groups. */
  readonly pages?: PageKind;
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
    dir: OPERATIONS_GROUP,
    label: 'Operações',
    title: 'Operações',
    description: 'As consultas, mutações e assinaturas da API e as diretivas que podem ser usadas nelas.',
    slug: '/category/api',
    position: 2,
    collapsed: false,
  },
  {
    dir: `${OPERATIONS_GROUP}/queries`,
    pages: {group: 'operation', kind: 'query'},
    label: 'Consultas',
    title: 'Consultas (queries)',
    description: 'Operações de leitura: buscas por identificador e listagens paginadas com filtro e ordenação.',
    slug: '/category/queries',
    position: 1,
    collapsed: true,
  },
  {
    dir: `${OPERATIONS_GROUP}/mutations`,
    pages: {group: 'operation', kind: 'mutation'},
    label: 'Mutações',
    title: 'Mutações (mutations)',
    description: 'Operações que incluem, alteram ou cancelam registros.',
    slug: '/category/mutations',
    position: 2,
    collapsed: true,
  },
  {
    dir: `${OPERATIONS_GROUP}/subscriptions`,
    pages: {group: 'operation', kind: 'subscription'},
    label: 'Assinaturas',
    title: 'Assinaturas (subscriptions)',
    description: 'Eventos publicados pelo servidor por WebSocket, com o protocolo graphql-ws.',
    slug: '/category/subscriptions',
    position: 3,
    collapsed: true,
  },
  {
    dir: `${OPERATIONS_GROUP}/directives`,
    pages: {group: 'directive'},
    label: 'Diretivas',
    title: 'Diretivas',
    description: 'Diretivas aceitas nas operações para incluir ou omitir campos da resposta.',
    slug: '/category/directives',
    position: 4,
    collapsed: true,
  },
  {
    dir: TYPES_GROUP,
    label: 'Tipos',
    title: 'Tipos',
    description: 'Os tipos que as operações devolvem e recebem: objetos, entradas, enumerações e escalares.',
    slug: '/category/types',
    position: 3,
    collapsed: false,
  },
  {
    dir: `${TYPES_GROUP}/objects`,
    pages: {group: 'type', folder: 'objects'},
    label: 'Objetos',
    title: 'Objetos',
    description: 'Os tipos de objeto que as operações devolvem, com os seus campos.',
    slug: '/category/objects',
    position: 1,
    collapsed: true,
  },
  {
    dir: `${TYPES_GROUP}/inputs`,
    pages: {group: 'type', folder: 'inputs'},
    label: 'Entradas',
    title: 'Entradas (inputs)',
    description: 'Os tipos de entrada que as operações recebem como argumentos: dados, filtros e ordenações.',
    slug: '/category/inputs',
    position: 2,
    collapsed: true,
  },
  {
    dir: `${TYPES_GROUP}/enums`,
    pages: {group: 'type', folder: 'enums'},
    label: 'Enumerações',
    title: 'Enumerações',
    description: 'Os conjuntos fechados de valores aceitos e devolvidos pela API.',
    slug: '/category/enums',
    position: 3,
    collapsed: true,
  },
  {
    dir: `${TYPES_GROUP}/scalars`,
    pages: {group: 'type', folder: 'scalars'},
    label: 'Escalares',
    title: 'Escalares',
    description: 'Os tipos de valor simples da API e os seus formatos.',
    slug: '/category/scalars',
    position: 4,
    collapsed: true,
  },
  // Not in today's schema, but graphql-markdown would create these folders if it gained any.
  {
    dir: `${TYPES_GROUP}/interfaces`,
    pages: {group: 'type', folder: 'interfaces'},
    label: 'Tipos de interface',
    title: 'Tipos de interface',
    description: 'Os conjuntos de campos que vários tipos de objeto implementam.',
    slug: '/category/interfaces',
    position: 5,
    collapsed: true,
  },
  {
    dir: `${TYPES_GROUP}/unions`,
    pages: {group: 'type', folder: 'unions'},
    label: 'Uniões',
    title: 'Uniões',
    description: 'Os tipos que podem ser um entre vários tipos de objeto.',
    slug: '/category/unions',
    position: 6,
    collapsed: true,
  },
];

/** What the pages of a folder (relative to the output dir, with "/") document, if it is a leaf folder. */
export function pageKindOf(folder: string): PageKind | undefined {
  return CATEGORIES.find((category) => category.dir === folder)?.pages;
}

function folderOf(predicate: (kind: PageKind) => boolean): string {
  const category = CATEGORIES.find((entry) => entry.pages !== undefined && predicate(entry.pages));
  if (category === undefined) throw new Error('Layout da referência sem a pasta pedida.');
  return category.dir;
}

/** Route of the folder of a kind of type's pages; a page is `<route>/<graphql-markdown's slug>`. */
export function typeFolderRoute(folder: TypeFolder): string {
  return `/${REFERENCE_ROUTE_BASE}/${folderOf((kind) => kind.group === 'type' && kind.folder === folder)}`;
}

/** Route of the folder of a kind of operation's pages. */
export function operationFolderRoute(operation: OperationKind): string {
  return `/${REFERENCE_ROUTE_BASE}/${folderOf((kind) => kind.group === 'operation' && kind.kind === operation)}`;
}

/** Route of a category's index page. */
export function categoryRoute(category: Category): string {
  return `/${REFERENCE_ROUTE_BASE}${category.slug}`;
}
