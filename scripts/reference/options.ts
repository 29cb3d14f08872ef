/**
 * The one definition of graphql-markdown's options for the API reference. docusaurus.config.ts
 * registers the plugin with them (which adds `docusaurus graphql-to-doc`), and the build's
 * generator (generate.ts, through pipeline.ts) calls graphql-markdown with the very same
 * options, programmatically, so the unit tests can run it on a fixture schema.
 */
import type {ConfigOptions} from '@graphql-markdown/types';

/** Paths are relative to the repository root, where Docusaurus and the build run. */
export const GRAPHQL_MARKDOWN_OPTIONS = {
  schema: './schema/schema.graphql',
  rootPath: './api',
  // Pages go straight into api/ (baseURL '.') and link to /api/... (linkRoot).
  baseURL: '.',
  linkRoot: '/api',
  homepage: './src/api-reference/index.md',
  loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'},
  // Category pages at /api/category/<folder>: postprocess.ts rewrites each folder's _category_.yml
  // (labels, and an index page of every entry for the leaf folders).
  docOptions: {index: true},
  printTypeOptions: {
    // Operations go to api/api/... (routes /api/api/queries/...), types to api/types/...
    hierarchy: {api: {operations: 'api', types: 'types'}},
    // Deprecated entries stay in place, with their badge and reason ('group' breaks the HTML).
    deprecated: 'default',
  },
  force: true,
  pretty: false,
} as const;

/** What the Docusaurus plugin adds to the options before it runs the generator. */
export const DOCUSAURUS_FORMATTER = '@graphql-markdown/docusaurus/mdx';
export const DOCUSAURUS_LOGGER = '@docusaurus/logger';

/** The same options as @graphql-markdown/core's config type, as the Docusaurus plugin passes them. */
export function graphqlMarkdownConfig(): ConfigOptions {
  return {
    ...GRAPHQL_MARKDOWN_OPTIONS,
    docOptions: {generatorFrameworkName: 'docusaurus', ...GRAPHQL_MARKDOWN_OPTIONS.docOptions},
  };
}
