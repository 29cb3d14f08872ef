import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// The package's `types` field points at its @theme/ declarations: its plugin is typed in lib/.
import docusaurusThemeOpenApi from 'docusaurus-theme-openapi-docs/lib/index.js';

/**
 * The OpenAPI theme (docusaurus-theme-openapi-docs), with its CSS only on the pages that use it,
 * the webhook events' pages (whose item is src/components/WebhookEventItem).
 *
 * The theme registers its stylesheet as a client module, so every page of the portal downloaded it
 * as part of the one render-blocking CSS file Docusaurus makes, and so did the CSS modules of its
 * components. Here the client module is dropped, and the theme's CSS (that stylesheet, which each
 * generated event page imports, see scripts/webhooks/generate.ts, and its components' CSS modules)
 * goes into a CSS chunk of its own. Docusaurus links only its entry CSS in the server-rendered
 * HTML (a route's own CSS would arrive with the route's script, after the first paint), so after
 * the build the chunk's stylesheet is linked into the generated pages' HTML, next to the main one.
 */
export const OPENAPI_THEME_STYLES = 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';

/** Ahead of Docusaurus' own "styles" group (priority 50), which takes all the other CSS. */
const CSS_CHUNK = {
  name: 'openapi-theme',
  type: 'css/mini-extract',
  test: /[\\/]docusaurus-theme-openapi-docs[\\/]/u,
  chunks: 'all',
  enforce: true,
  priority: 60,
} as const;

/** The one CSS file the chunk became, from the site's root: /assets/css/openapi-theme.<hash>.css. */
async function chunkStylesheet(outDir: string, baseUrl: string): Promise<string> {
  const pattern = new RegExp(`^${CSS_CHUNK.name}\\.[0-9a-f]+\\.css$`, 'u');
  const files = (await readdir(path.join(outDir, 'assets', 'css'))).filter((file) => pattern.test(file));
  if (files.length !== 1) {
    throw new Error(
      `src/plugins/openapi-theme: esperava um arquivo ${CSS_CHUNK.name}.*.css no build, há ${String(files.length)}.`,
    );
  }
  return `${baseUrl}assets/css/${String(files[0])}`;
}

/** Adds the stylesheet after the page's last one, as Docusaurus writes them: <link rel=stylesheet href=…>. */
export function linkStylesheet(html: string, href: string, page: string): string {
  const links = [...html.matchAll(/<link rel=["']?stylesheet["']? href=[^>]*>/gu)];
  const last = links.at(-1);
  if (last === undefined) throw new Error(`src/plugins/openapi-theme: ${page} não tem folha de estilo onde se apoiar.`);
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}<link rel=stylesheet href=${href}>${html.slice(at)}`;
}

export interface OpenApiThemeOptions {
  /** Slugs of the pages that use the theme (the generated ones): their HTML gets its stylesheet. */
  readonly pageSlugs: readonly string[];
}

function readOptions(options: unknown): OpenApiThemeOptions {
  const pageSlugs = (options as Partial<OpenApiThemeOptions> | undefined)?.pageSlugs;
  if (!Array.isArray(pageSlugs) || !pageSlugs.every((slug) => typeof slug === 'string')) {
    throw new Error('src/plugins/openapi-theme: a opção pageSlugs deve ser uma lista de slugs.');
  }
  return {pageSlugs};
}

export default function openApiTheme(_context: LoadContext, options: unknown): Plugin {
  const {pageSlugs} = readOptions(options);
  const theme = docusaurusThemeOpenApi() as Plugin;
  if (theme.getClientModules === undefined) {
    throw new Error(
      'src/plugins/openapi-theme: o tema OpenAPI não registra mais módulos de cliente; revise este plugin.',
    );
  }
  return {
    ...theme,
    getClientModules: () => [],
    configureWebpack(config, isServer, utils, content) {
      const themeConfig = theme.configureWebpack?.(config, isServer, utils, content) ?? {};
      if ('optimization' in themeConfig || themeConfig.resolve?.alias !== undefined) {
        throw new Error(
          'src/plugins/openapi-theme: o tema OpenAPI passou a configurar optimization ou aliases; revise este plugin.',
        );
      }
      if (isServer) return themeConfig;
      return {...themeConfig, optimization: {splitChunks: {cacheGroups: {[CSS_CHUNK.name]: CSS_CHUNK}}}};
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      if (pageSlugs.length === 0) return;
      const href = await chunkStylesheet(outDir, baseUrl);
      for (const slug of pageSlugs) {
        const route = routesPaths.find((candidate) => candidate.endsWith(slug));
        if (route === undefined) throw new Error(`src/plugins/openapi-theme: a página ${slug} não foi gerada.`);
        const file = path.join(outDir, route, 'index.html');
        await writeFile(file, linkStylesheet(await readFile(file, 'utf8'), href, route));
      }
    },
  };
}
