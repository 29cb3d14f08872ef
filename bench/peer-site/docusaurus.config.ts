/**
 * The benchmark's peer: what a Docusaurus user gets for this API without the portal — a fresh
 * classic site (the `classic` template's configuration, without its blog and example pages) with
 * the portal's schema turned into pages by @graphql-markdown/docusaurus with its defaults. Only the
 * file loader is named, which the plugin needs to read a `.graphql` file. Docusaurus Faster is on as
 * in the portal, so that both are minified and split by the same bundler.
 *
 * scripts/bench/peer.ts copies this folder to a temporary one with the schema beside it, generates
 * the pages (`docusaurus graphql-to-doc`) and builds it there.
 */
import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';

export default {
  title: 'API GraphQL',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: {v4: true, faster: true},
  i18n: {defaultLocale: 'pt-BR', locales: ['pt-BR']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.ts'}, blog: false} satisfies PresetOptions]],
  plugins: [['@graphql-markdown/docusaurus', {loaders: {GraphQLFileLoader: '@graphql-tools/graphql-file-loader'}}]],
} satisfies Config;
