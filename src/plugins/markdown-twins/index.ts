/**
 * The site for tools: after the build, writes next to each guide, release note and reference page
 * its Markdown twin (`<route>.md`, twin.ts), then /llms.txt and the full text of the tutorial and
 * the release notes (llms.ts). The pages are read from the content plugins once everything is
 * loaded (their sources, routes, titles and the tutorial's sidebar order); the files are written in
 * postBuild, so `npm start` does not spend time on them.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {LLMS_FULL_ROUTE, LLMS_ROUTE, twinRoute} from '../../lib/machine-readable';
import {CATEGORIES, REFERENCE_ROUTE_BASE} from '../../lib/reference-layout';
import {categoryCardsMarkdown} from './components';
import {llmsFullTxt, llmsTxt, type TwinEntry, type TwinSection} from './llms';
import {generatedIndexTwin, linkResolver, markdownTwin} from './twin';

/**
 * A page with a twin: where its source is, or, for a category's generated index page (the
 * reference's two top-level groups), the group's label.
 */
export type TwinSource = TwinEntry & ({readonly file: string} | {readonly group: string});

/** The docs plugins whose pages get twins, and the section of each. */
const DOCS_PLUGINS: readonly {id: string; section: TwinSection; dir: string}[] = [
  {id: 'default', section: 'tutorial', dir: 'docs'},
  {id: 'api', section: 'reference', dir: 'api'},
];

/** Doc ids in the order the sidebars show them (the tutorial's order), then the rest. */
function sidebarOrder(content: DocsContent): Map<string, number> {
  const order = new Map<string, number>();
  const visit = (items: readonly unknown[]): void => {
    for (const raw of items) {
      // The loaded sidebars' items: docs, links and categories (with their own items and link).
      const entry = raw as {type?: string; id?: string; items?: unknown[]; link?: {type?: string; id?: string}};
      if (entry.type === 'doc' && entry.id !== undefined) order.set(entry.id, order.size);
      if (entry.link?.type === 'doc' && entry.link.id !== undefined) order.set(entry.link.id, order.size);
      if (Array.isArray(entry.items)) visit(entry.items);
    }
  };
  for (const version of content.loadedVersions) {
    for (const sidebar of Object.values(version.sidebars)) visit(sidebar);
  }
  return order;
}

const fromSite = (siteDir: string, source: string): string => path.join(siteDir, source.replace(/^@site\//, ''));

export default function markdownTwins(context: LoadContext): Plugin {
  let pages: TwinSource[] = [];
  return {
    name: 'markdown-twins',
    allContentLoaded({allContent}) {
      const found: TwinSource[] = [];
      for (const {id, section} of DOCS_PLUGINS) {
        const content = allContent['docusaurus-plugin-content-docs']?.[id] as DocsContent | undefined;
        if (content === undefined) throw new Error(`markdown-twins: o plugin de docs "${id}" não foi carregado.`);
        const order = sidebarOrder(content);
        const docs = content.loadedVersions
          .flatMap((version) => version.docs)
          .sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
        for (const doc of docs) {
          found.push({
            section,
            file: fromSite(context.siteDir, doc.source),
            route: doc.permalink,
            twin: twinRoute(doc.permalink),
            title: doc.title,
            description: doc.description,
          });
        }
      }
      // The reference's top-level groups (Operações, Tipos): index pages that the docs plugin
      // generates from the sidebar, with a card per category of the group, and no source.
      const routes = new Set(found.map((page) => page.route));
      for (const group of CATEGORIES.filter((category) => !category.dir.includes('/'))) {
        const route = `/${REFERENCE_ROUTE_BASE}${group.slug}`;
        if (routes.has(route)) continue;
        found.push({
          section: 'reference',
          group: group.label,
          route,
          twin: twinRoute(route),
          title: group.title,
          description: group.description,
        });
      }
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (blog === undefined) throw new Error('markdown-twins: o plugin de blog não foi carregado.');
      for (const {metadata} of blog.blogPosts) {
        found.push({
          section: 'releaseNotes',
          file: fromSite(context.siteDir, metadata.source),
          route: metadata.permalink,
          twin: twinRoute(metadata.permalink),
          title: metadata.title,
          description: metadata.description,
        });
      }
      pages = found;
    },
    async postBuild({outDir, siteConfig}) {
      const routeOfFile = new Map(pages.flatMap((page) => ('file' in page ? [[page.file, page.route] as const] : [])));
      const twinOfRoute = new Map(pages.map((page) => [page.route, page.twin]));
      const roots = [context.siteDir, ...DOCS_PLUGINS.map(({dir}) => path.join(context.siteDir, dir))];
      const hasTwin = (route: string): boolean => twinOfRoute.has(route);
      const written = await Promise.all(
        pages.map(async (page) => {
          const markdown =
            'file' in page
              ? markdownTwin({
                  file: page.file,
                  source: await readFile(page.file, 'utf8'),
                  title: page.title,
                  siteUrl: siteConfig.url,
                  resolve: linkResolver({file: page.file, roots, routeOfFile, twinOfRoute}),
                  hasTwin,
                })
              : generatedIndexTwin(
                  page.title,
                  page.description,
                  categoryCardsMarkdown(page.group, {resolve: (url) => twinOfRoute.get(url) ?? url, hasTwin}),
                );
          const target = path.join(outDir, page.twin);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, markdown);
          return {entry: page, markdown};
        }),
      );
      const site = {title: siteConfig.title, url: siteConfig.url.replace(/\/$/, '')};
      await writeFile(path.join(outDir, LLMS_ROUTE), llmsTxt(site, pages));
      await writeFile(path.join(outDir, LLMS_FULL_ROUTE), llmsFullTxt(site, written));
    },
  };
}
