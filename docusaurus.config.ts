import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {PluginOptions as SearchLocalOptions} from '@easyops-cn/docusaurus-search-local';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

import {SITE} from './src/data/site-constants';
import {legacyRedirects} from './src/data/legacy-addresses';
import {darkCodeTheme, lightCodeTheme} from './src/lib/prism-themes';
import {announcementBar, readReleaseNotes} from './src/lib/release-notes';
import {tutorialSidebarItems} from './src/lib/tutorial-sidebar';
import searchAccentFolding from './src/plugins/search-accent-folding';
import searchIndexCompact from './src/plugins/search-index-compact';
import latestReleaseNotes from './src/plugins/latest-release-notes';
import chunkFilenames from './src/plugins/chunk-filenames';
import idlePrefetch from './src/plugins/idle-prefetch';
import prismGrammars from './src/plugins/prism-grammars';
import explorerAssets from './src/plugins/explorer';
import type {ApiReferenceOptions} from './src/plugins/api-reference';
import {
  CATEGORY_INDEX_CLASS,
  DERIVED_TEXT_CLASS,
  MEMBER_TYPE_CLASS,
  RELATIONS_CLASS,
} from './src/plugins/api-reference/generator/class-names';
import remarkSchemaTables from './src/remark/schema-tables';
import remarkApiCall from './src/remark/api-call';
import remarkPlatformFacts from './src/remark/platform-facts';
import remarkStateMachines from './src/remark/state-machines';
import remarkTwinActions from './src/remark/twin-actions';
import markdownTwins from './src/plugins/markdown-twins';
import apiDownloads from './src/plugins/api-downloads';
import {TWIN_ACTIONS_CLASS} from './src/lib/machine-readable';
import {GENERATED_DIR, WEBHOOKS_SPEC} from './src/data/webhook-events';
import {eventPageMdx, overviewPageMdx} from './src/lib/webhook-pages';
import {SSR_TEMPLATE} from './src/lib/ssr-template';
import {REPEATED_TEXT_CLASS, SEARCH_CONTEXTS, referenceSectionTextSelectors} from './src/lib/search-params';

// Aliases of the 2024-09-04 release note under the other reading of its date, 2025-09-04:
// the canonical route stays /blog/2024-09-04-release-notes (tests/e2e/routes.spec.ts).
const blogRedirects = [{from: '/blog/2025-09-04-release-notes', to: '/blog/2024-09-04-release-notes'}];

// The public address; SITE_URL overrides it at build time (pages' code that names it follows).
const siteUrl = process.env.SITE_URL ?? SITE.defaultUrl;
const remarkFacts = [remarkPlatformFacts, {siteUrl}] as const;

/** The reference's docs plugin; its pages carry `plugin-id-api` in their <html> class. */
const API_DOCS_PLUGIN_ID = 'api';

export default {
  title: SITE.title,
  tagline: SITE.tagline,
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  // Docusaurus' page template, with the app's scripts run after the first paint (see the module).
  ssrTemplate: SSR_TEMPLATE,
  // The home page's check for a wrong baseUrl inserts its (hidden) error banner when the app has
  // not run by DOMContentLoaded, which with the template above is on every visit: the site is
  // served at the root, and the build's link checks and the browser tests catch a broken base.
  baseUrlIssueBanner: false,

  // A broken link, anchor or Markdown link is a build failure, never a warning.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  // DOCUSAURUS_FASTER=false builds with webpack/Babel/Terser instead of Rspack/SWC: only the
  // benchmark (`npm run bench`) does that, to measure what Faster saves in the same run.
  future: {v4: true, faster: process.env.DOCUSAURUS_FASTER !== 'false'},

  i18n: {
    defaultLocale: 'pt-BR',
    locales: ['pt-BR'],
    localeConfigs: {
      'pt-BR': {label: 'Português (Brasil)', htmlLang: 'pt-BR', direction: 'ltr'},
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // The sidebar comes from the files (_category_.json, sidebar_position), plus the webhook events' category.
          sidebarItemsGenerator: tutorialSidebarItems,
          showLastUpdateTime: false,
          // :fato[key] becomes the platform fact's text (src/data/platform-facts.ts) before Docusaurus'
          // own plugins run, so headings and the table of contents see the text.
          beforeDefaultRemarkPlugins: [remarkFacts],
          // <SchemaTable> gets its rows from the schema snapshot at build time, <ApiCall> its curl
          // and fetch versions of the request, <StateMachine> its diagram (drawn by Graphviz here,
          // never in the browser) and its table; every page gets "Copiar como Markdown".
          remarkPlugins: [remarkSchemaTables, remarkApiCall, remarkStateMachines, [remarkTwinActions, {kind: 'doc'}]],
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Atualizações da API',
          blogDescription: 'Notas de versão da API GraphQL: o que mudou, para quem e o que fazer.',
          blogSidebarTitle: 'Notas de versão',
          blogSidebarCount: 'ALL',
          beforeDefaultRemarkPlugins: [remarkFacts],
          remarkPlugins: [[remarkTwinActions, {kind: 'blog'}]],
          postsPerPage: 10,
          showReadingTime: true,
          onInlineTags: 'throw',
          onUntruncatedBlogPosts: 'throw',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Atualizações da API',
            copyright: SITE.copyright,
            language: 'pt-BR',
          },
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // The API reference at /api: generated from the schema snapshot by graphql-markdown in the
    // plugin's own lifecycle, served by the docs plugin (src/plugins/api-reference). Its folder,
    // route and sidebar come from the plugin's layout table.
    [
      './src/plugins/api-reference/index.ts',
      // The reference's home page names the examples' languages with :linguagens[].
      {
        id: API_DOCS_PLUGIN_ID,
        beforeDefaultRemarkPlugins: [remarkFacts],
        remarkPlugins: [[remarkTwinActions, {kind: 'doc'}]],
      } satisfies ApiReferenceOptions,
    ],
    // For tools: each page's Markdown twin (<route>.md), /llms.txt and the full text of the
    // tutorial and release notes; and the API's downloads (src/lib/machine-readable.ts).
    markdownTwins,
    apiDownloads,
    // The blog alias above, and every guide's address on the platform's earlier site.
    ['@docusaurus/plugin-client-redirects', {redirects: [...blogRedirects, ...legacyRedirects()]}],
    searchAccentFolding,
    searchIndexCompact,
    latestReleaseNotes,
    chunkFilenames,
    idlePrefetch,
    prismGrammars,
    // The explorer's schema, a content-hashed asset of the build (/explorador).
    explorerAssets,
    // The webhook events' reference: `npm run webhooks` (run before every build and start)
    // renders schema/webhooks.openapi.yaml into docs/webhooks/eventos/ with this plugin's
    // `gen-api-docs` command (scripts/webhooks/generate.ts). The pages' MDX is the portal's own
    // (src/lib/webhook-pages.ts): Markdown and a server-rendered tree of the body, no OpenAPI theme.
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'webhooks',
        docsPluginId: 'classic',
        config: {
          webhooks: {
            specPath: WEBHOOKS_SPEC,
            outputDir: GENERATED_DIR,
            hideSendButton: true,
            showSchemas: false,
            showInfoPage: true,
            externalJsonProps: false,
            markdownGenerators: {createApiPageMD: eventPageMdx, createInfoPageMD: overviewPageMdx},
          } satisfies OpenApiPlugin.Options,
        },
      },
    ],
  ],

  themes: [
    [
      '@easyops-cn/docusaurus-search-local',
      {
        hashed: true,
        language: ['pt'],
        indexDocs: true,
        indexBlog: true,
        indexPages: false,
        docsRouteBasePath: ['docs', 'api'],
        blogRouteBasePath: ['blog'],
        searchResultLimits: SITE.search.maxResults,
        searchResultContextMaxLength: SITE.search.excerptMaxLength,
        // One index per section, and no index of the whole site (it repeated the three, 1 MB gzip):
        // pages outside every section search the guides (src/theme/SearchBar), and `ctx` chooses
        // the section on /search.
        searchContextByPaths: SEARCH_CONTEXTS.map((context) => ({...context})),
        useAllContextsWithNoSearchContext: false,
        hideSearchBarWithNoSearchContext: true,
        // The archive is a list of post titles: it would only duplicate the posts' own results.
        ignoreFiles: ['blog/archive'],
        // Left out of the indexes: code blocks (every example is shown four ways: GraphQL, variables,
        // curl, fetch), tab labels, and the guides' schema tables, which repeat the reference (the
        // field tree of each webhook event's body is REPEATED_TEXT_CLASS, below). In the
        // reference, each member's type-and-badges line and the relation lists (Devolvido por,
        // Usado em…): they repeat names that have pages of their own, and badge words such as
        // "escalar" filled the index with postings for thousands of sections; and the field
        // descriptions of filter and sort inputs, which restate the objects' own, and the table
        // of every entry on a category's index page (see src/plugins/api-reference/generator/category-index.ts); and text
        // that many pages repeat from one source (REPEATED_TEXT_CLASS), and the "Copiar como Markdown"
        // bar on every page (TWIN_ACTIONS_CLASS). Pages are still found by their titles, headings and
        // prose.
        ignoreCssSelectors: [
          '.schema-table',
          'pre',
          '.tabs',
          `.${MEMBER_TYPE_CLASS}`,
          `.${RELATIONS_CLASS}`,
          `.${DERIVED_TEXT_CLASS}`,
          `.${CATEGORY_INDEX_CLASS}`,
          `.${REPEATED_TEXT_CLASS}`,
          `.${TWIN_ACTIONS_CLASS}`,
          ...referenceSectionTextSelectors(API_DOCS_PLUGIN_ID),
        ],
        searchBarShortcutKeymap: 'mod+k',
        highlightSearchTermsOnTargetPage: false,
      } satisfies SearchLocalOptions,
    ],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    // The newest release note's `announcement` (blog/), with a link to it.
    announcementBar: announcementBar(readReleaseNotes()),
    docs: {
      versionPersistence: 'localStorage',
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: SITE.title,
      logo: {alt: 'Início do portal', src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: false,
      items: [
        {to: '/blog', label: 'Atualizações', position: 'left'},
        {
          type: 'docSidebar',
          sidebarId: 'tutorialSidebar',
          label: 'Tutorial',
          position: 'left',
        },
        {to: '/api/', label: 'API', position: 'left', activeBasePath: '/api'},
        {type: 'localeDropdown', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      copyright: SITE.copyright,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // No `additionalLanguages`: prism-react-renderer bundles GraphQL, JSON, JavaScript and Python,
      // and the other languages' grammars come on demand (src/plugins/prism-grammars).
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
