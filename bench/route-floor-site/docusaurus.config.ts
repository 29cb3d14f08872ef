/**
 * The benchmark's route floor: the portal's own configuration, every plugin and every route
 * included (the guides, the API reference, the webhook events, the release notes, the React pages),
 * with each page empty. Between the one-page floor (bench/floor-site) and this site lies what
 * Docusaurus itself charges for ~930 routes: the route table, the chunk registry and the chunk maps
 * every page downloads first. `npm run bench` builds it in the same run as the portal
 * (scripts/bench/floor.ts) and measures it on the portal's page kinds, at the same paths.
 *
 *   docusaurus build --config bench/route-floor-site/docusaurus.config.ts --out-dir <pasta>
 */
import path from 'node:path';
import type {Config, PluginConfig, PresetConfig} from '@docusaurus/types';
import type {Options as PresetOptions} from '@docusaurus/preset-classic';

import portal from '../../docusaurus.config';

const SITE_DIR = 'bench/route-floor-site';

/** The portal's React pages (src/pages), by the same names, each an empty layout. */
function emptyPages(preset: PresetConfig): PresetConfig {
  if (!Array.isArray(preset) || preset[0] !== 'classic')
    throw new Error('bench/route-floor-site: esperava o preset classic.');
  const options = preset[1] as PresetOptions;
  return ['classic', {...options, pages: {path: `${SITE_DIR}/pages`}} satisfies PresetOptions];
}

/**
 * Every Markdown and MDX page reaches the MDX loader as its front matter alone (the loader's
 * module says why that keeps the routes). `enforce: 'pre'` runs it before the loaders the content
 * plugins declare, whatever their order.
 */
const isMarkdown = (resource: string): boolean => /\.mdx?$/iu.test(resource);

const emptyMarkdown: PluginConfig = () => ({
  name: 'route-floor-empty-markdown',
  configureWebpack: () => ({
    module: {
      rules: [{test: isMarkdown, enforce: 'pre', use: [require.resolve('./empty-body-loader.cjs')]}],
    },
  }),
});

/**
 * Docusaurus resolves a plugin named by a relative path from the configuration file's folder: the
 * portal's own plugins (./src/plugins/...) are named from the repository's root here.
 */
function fromRepositoryRoot(plugin: PluginConfig): PluginConfig {
  const resolve = (name: string): string => (name.startsWith('./') ? path.resolve(__dirname, '..', '..', name) : name);
  if (typeof plugin === 'string') return resolve(plugin);
  if (Array.isArray(plugin) && typeof plugin[0] === 'string') return [resolve(plugin[0]), plugin[1]];
  return plugin;
}

export default {
  ...portal,
  // The pages no longer hold the links and headings other pages point at: the links are not what
  // is measured here.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'ignore',
  presets: (portal.presets as PresetConfig[]).map(emptyPages),
  plugins: [...(portal.plugins as PluginConfig[]).map(fromRepositoryRoot), emptyMarkdown],
} satisfies Config;
