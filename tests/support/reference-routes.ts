/**
 * The routes the reference must have, derived from the schema alone (shared by the route test
 * over the build, tests/e2e/reference/, and the unit test of the kebab function).
 */
import {
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The file name graphql-markdown gives a schema name, written from its observed behaviour:
 * accents dropped; a word break before an uppercase letter that follows a lowercase run or a
 * number, between a lowercase run and a number, and between a number and a lowercase letter;
 * anything not a letter or digit separates words; words lowercased and joined with "-".
 * GraphQLRequestLog → graph-qlrequest-log, barcodeBase64 → barcode-base-64.
 */
export function referenceSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z]+|\d+)([A-Z])/g, '$1 $2')
    .replace(/([a-z]+)(\d)/g, '$1 $2')
    .replace(/(\d+)([a-z])/g, '$1 $2')
    .split(/[^0-9A-Za-z]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase())
    .join('-');
}

/** The ten generated-index pages. */
export const CATEGORY_ROUTES = [
  'api',
  'queries',
  'mutations',
  'subscriptions',
  'directives',
  'types',
  'objects',
  'inputs',
  'enums',
  'scalars',
].map((folder) => `/api/category/${folder}`);

/** Folder of each kind of page under /api. */
export const PAGE_FOLDERS = [
  'api/queries',
  'api/mutations',
  'api/subscriptions',
  'api/directives',
  'types/objects',
  'types/inputs',
  'types/enums',
  'types/scalars',
] as const;

export type PageFolder = (typeof PAGE_FOLDERS)[number];

/** Schema names documented in each folder: operations, the two executable directives, types. */
export function expectedNames(schema: GraphQLSchema): Record<PageFolder, string[]> {
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  const types = Object.values(schema.getTypeMap()).filter(
    (type) => !isIntrospectionType(type) && !roots.includes(type as never),
  );
  return {
    'api/queries': Object.keys(schema.getQueryType()?.getFields() ?? {}),
    'api/mutations': Object.keys(schema.getMutationType()?.getFields() ?? {}),
    'api/subscriptions': Object.keys(schema.getSubscriptionType()?.getFields() ?? {}),
    'api/directives': ['include', 'skip'],
    'types/objects': types.filter(isObjectType).map((type) => type.name),
    'types/inputs': types.filter(isInputObjectType).map((type) => type.name),
    'types/enums': types.filter(isEnumType).map((type) => type.name),
    'types/scalars': types.filter(isScalarType).map((type) => type.name),
  };
}

/** Every route of a page of the reference, by folder (`/api/<folder>/<slug>`). */
export function expectedRoutes(schema: GraphQLSchema): Record<PageFolder, string[]> {
  const names = expectedNames(schema);
  return Object.fromEntries(
    PAGE_FOLDERS.map((folder) => [folder, names[folder].map((name) => `/api/${folder}/${referenceSlug(name)}`)]),
  ) as Record<PageFolder, string[]>;
}
