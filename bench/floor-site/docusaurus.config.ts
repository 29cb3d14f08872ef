/**
 * The benchmark's floor site: the portal's own configuration (same dependencies, theme, navbar,
 * search and build settings) with its content taken away, leaving one Markdown page. What that
 * page weighs and scores is the lowest this stack can reach on this machine; `npm run bench`
 * builds it in the same run as the portal and holds every page kind to it (scripts/bench/floor.ts).
 *
 *   docusaurus build --config bench/floor-site/docusaurus.config.ts --out-dir <pasta>
 */
import type {Config, PluginConfig, PresetConfig} from '@docusaurus/types';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';

import portal from '../../docusaurus.config';
import latestReleaseNotes from '../../src/plugins/latest-release-notes';
import markdownTwins from '../../src/plugins/markdown-twins';
import apiDownloads from '../../src/plugins/api-downloads';

const FLOOR_DIR = 'bench/floor-site';
const SEARCH_THEME = '@easyops-cn/docusaurus-search-local';

/**
 * The portal's content plugins: the reference, the webhook events, redirects, release notes, and
 * what is made from them after the build (the Markdown twins and /llms.txt, the API's downloads),
 * which need the reference's docs plugin and would fail without it.
 */
const CONTENT_PLUGINS: readonly unknown[] = [
  './src/plugins/api-reference/index.ts',
  '@docusaurus/plugin-client-redirects',
  'docusaurus-plugin-openapi-docs',
  latestReleaseNotes,
  markdownTwins,
  apiDownloads,
];

const pluginName = (plugin: PluginConfig): unknown => (Array.isArray(plugin) ? plugin[0] : plugin);

function withoutContentPlugins(plugins: readonly PluginConfig[]): PluginConfig[] {
  const names = plugins.map(pluginName);
  const missing = CONTENT_PLUGINS.filter((name) => !names.includes(name));
  // The portal's configuration changed: say so rather than measure a floor with content in it.
  if (missing.length > 0)
    throw new Error(`bench/floor-site: plugins não encontrados na configuração: ${String(missing)}`);
  return plugins.filter((plugin) => !CONTENT_PLUGINS.includes(pluginName(plugin)));
}

/**
 * Docusaurus moves every module used by half the site's pages into one "common" chunk. With 929
 * pages that takes only what nearly every page needs; with one page it takes everything, the lazy
 * chunks of the search included, into the first load (1.5 MB gzip). The
 * floor keeps the portal's chunking instead: no "common" chunk.
 */
const portalChunking: PluginConfig = () => ({
  name: 'floor-site-chunking',
  configureWebpack: (_config, isServer) =>
    isServer ? {} : {optimization: {splitChunks: {cacheGroups: {common: false}}}},
});

function floorPreset(preset: PresetConfig): PresetConfig {
  if (!Array.isArray(preset) || preset[0] !== 'classic')
    throw new Error('bench/floor-site: esperava o preset classic.');
  const options = preset[1] as PresetOptions;
  if (options.docs === false || options.docs === undefined) throw new Error('bench/floor-site: o portal não tem docs?');
  return [
    'classic',
    {
      ...options,
      docs: {...options.docs, path: `${FLOOR_DIR}/docs`, sidebarPath: `./${FLOOR_DIR}/sidebars.ts`},
      blog: false,
      pages: false,
    } satisfies PresetOptions,
  ];
}

/** The search covers the floor's one page. */
function floorTheme(theme: PluginConfig): PluginConfig {
  if (!Array.isArray(theme) || theme[0] !== SEARCH_THEME) return theme;
  const options = theme[1] as SearchLocalOptions;
  return [
    SEARCH_THEME,
    {
      ...options,
      docsRouteBasePath: ['docs'],
      indexBlog: false,
      searchContextByPaths: options.searchContextByPaths?.filter(
        (context) => (typeof context === 'string' ? context : context.path) === 'docs',
      ),
    } satisfies SearchLocalOptions,
  ];
}

export default {
  ...portal,
  // The navbar keeps the portal's links to the release notes and the reference, which the floor
  // does not have: they are the chrome being measured, not pages.
  onBrokenLinks: 'ignore',
  presets: (portal.presets as PresetConfig[]).map(floorPreset),
  plugins: [...withoutContentPlugins(portal.plugins as PluginConfig[]), portalChunking],
  themes: (portal.themes as PluginConfig[]).map(floorTheme),
} satisfies Config;
