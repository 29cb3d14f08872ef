/**
 * The API reference at /api, as one plugin: @docusaurus/plugin-content-docs over the pages that
 * graphql-markdown generates from the schema, with
 * - the generation in the plugin's own lifecycle (generator/): before the docs plugin reads api/,
 *   and again in `npm start` when the schema changes (skipped while the output is up to date);
 * - the reference's layout in one table (src/lib/reference-layout.ts) and its sidebar (sidebars.ts, sidebar.ts:
 *   large categories split into letter groups);
 * - the version metadata that every page of the reference downloads, and the global data that
 *   every page of the site downloads, cut to what the client reads (version-metadata.ts).
 * The same shape as website/src/plugins/changelog in facebook/docusaurus: a wrapper of a content
 * plugin, with that plugin's option validation.
 */
import pluginContentDocs, {
  validateOptions as validateDocsOptions,
  type Options as DocsOptions,
  type PluginOptions as DocsPluginOptions,
} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin, RouteConfig} from '@docusaurus/types';

import {generateReference, referenceSchemaPath} from './generator/run';
import {REFERENCE_OUTPUT_DIR, REFERENCE_ROUTE_BASE} from '../../lib/reference-layout';
import {apiSidebarItemsGenerator} from './sidebar';
import {withLeanGlobalData, withLeanVersionMetadata} from './version-metadata';

export {withLeanGlobalData, withLeanVersionMetadata} from './version-metadata';

/** What the reference's layout decides; the config may set any other docs option. */
const LAYOUT_OPTIONS = {
  path: REFERENCE_OUTPUT_DIR,
  routeBasePath: REFERENCE_ROUTE_BASE,
  sidebarPath: require.resolve('./sidebars.ts'),
  sidebarItemsGenerator: apiSidebarItemsGenerator,
} satisfies DocsOptions;

export type ApiReferenceOptions = Omit<DocsOptions, keyof typeof LAYOUT_OPTIONS>;

export default async function apiReference(context: LoadContext, options: DocsPluginOptions): Promise<Plugin> {
  // The docs plugin checks, when it is created, that its folder exists: generate first.
  await generateReference(context.siteDir);
  const docs = await pluginContentDocs(context, options);
  const {loadContent, contentLoaded, getPathsToWatch} = docs;
  if (loadContent === undefined || contentLoaded === undefined || getPathsToWatch === undefined) {
    throw new Error('api-reference: o plugin de docs mudou (loadContent, contentLoaded ou getPathsToWatch ausente).');
  }
  return {
    ...(docs as Plugin),
    async loadContent() {
      // In `npm start`, a change of the schema reloads the plugin: regenerate before reading.
      await generateReference(context.siteDir);
      return loadContent();
    },
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig): void => {
        args.actions.addRoute(withLeanVersionMetadata(route));
      };
      const setGlobalData = (data: unknown): void => {
        args.actions.setGlobalData(withLeanGlobalData(data));
      };
      await contentLoaded({
        ...args,
        content: args.content as never,
        actions: {...args.actions, addRoute, setGlobalData},
      });
    },
    getPathsToWatch() {
      return [...getPathsToWatch(), referenceSchemaPath()];
    },
  };
}

/** The docs plugin's validation, with the layout's options in place of any the config gives. */
export function validateOptions({
  validate,
  options,
}: OptionValidationContext<DocsOptions | undefined, DocsPluginOptions>): DocsPluginOptions {
  return validateDocsOptions({validate, options: {...options, ...LAYOUT_OPTIONS}});
}
