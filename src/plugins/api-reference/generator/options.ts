/**
 * The one definition of graphql-markdown's options for the API reference. The generator
 * (pipeline.ts) calls graphql-markdown with them, programmatically, from the reference plugin's
 * lifecycle (../index.ts), from `npm run reference` and from the unit tests on a fixture schema.
 */
import type {ConfigOptions} from '@graphql-markdown/types';

import {OPERATIONS_GROUP, REFERENCE_OUTPUT_DIR, REFERENCE_ROUTE_BASE, TYPES_GROUP} from '../../../lib/reference-layout';

/** Paths are relative to the repository root, where Docusaurus and the build run. */
export const GRAPHQL_MARKDOWN_OPTIONS = {
  schema: './schema/schema.graphql',
  rootPath: `./${REFERENCE_OUTPUT_DIR}`,
  // Pages go straight into api/ (baseURL '.') and link to /api/... (linkRoot).
  baseURL: '.',
  linkRoot: `/${REFERENCE_ROUTE_BASE}`,
  homepage: './src/api-reference/index.md',
  loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'},
  // Category pages at /api/category/<folder>: mdx-formatter.ts writes each folder's _category_.yml
  // (labels, and an index page of every entry for the leaf folders).
  docOptions: {index: true},
  printTypeOptions: {
    // Operations go to api/api/... (routes /api/api/queries/...), types to api/types/...
    hierarchy: {api: {operations: OPERATIONS_GROUP, types: TYPES_GROUP}},
    // Deprecated entries stay in place, with their badge and reason ('group' breaks the HTML).
    deprecated: 'default',
  },
  force: true,
  pretty: false,
} as const;

/** The logger @graphql-markdown/docusaurus would give the generator. */
export const DOCUSAURUS_LOGGER = '@docusaurus/logger';

/** The same options as @graphql-markdown/core's config type, as the Docusaurus plugin passes them. */
export function graphqlMarkdownConfig(): ConfigOptions {
  return {
    ...GRAPHQL_MARKDOWN_OPTIONS,
    docOptions: {generatorFrameworkName: 'docusaurus', ...GRAPHQL_MARKDOWN_OPTIONS.docOptions},
  };
}
