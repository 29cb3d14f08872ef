import type {PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import type {RouteConfig} from '@docusaurus/types';

/*
 * What the docs plugin hands the browser about the whole reference, cut to what its client code
 * reads. Both are downloaded on the first view of a page: the version metadata by every page of
 * the reference, the global data by every page of the site.
 *
 * - The version route's metadata carries the sidebar and, for each of the ~750 pages, its id,
 *   title, description and sidebar: 22 KB gzip, 10.5 KB of it the pages. The only client code
 *   that reads a page there is DocCard (useDocById), for a card that links to a page; cards are
 *   drawn for the items of a category page (the generated indexes, DocCardList), and the
 *   reference's categories list other categories. So only the pages that a category lists
 *   directly are kept (a handful), without their descriptions, which the reference's cards never
 *   show: a category whose items became pages would still get its cards, without a description.
 *   Each page's own description (meta tags, search) comes from the page's own metadata.
 * - The global data lists every page's id, path and sidebar (6.7 KB gzip, in the main bundle):
 *   only the version dropdown, the version banner and navbar items of type `doc` look a page up
 *   there, by the version's main page, and the portal's navbar links to /api/ directly. The
 *   main page stays, so that those would still find it.
 */

const isVersionMetadata = (value: unknown): value is PropVersionMetadata =>
  typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;

/** The ids of the pages a category lists directly (what DocCardList shows on its page). */
export function docsListedByCategories(items: readonly PropSidebarItem[], listed = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined) {
      for (const child of item.items) if (child.type === 'link' && child.docId !== undefined) listed.add(child.docId);
    }
    docsListedByCategories(item.items, listed);
  }
  return listed;
}

function leanVersionMetadata(version: PropVersionMetadata): PropVersionMetadata {
  const listed = new Set<string>();
  for (const sidebar of Object.values(version.docsSidebars)) docsListedByCategories(sidebar, listed);
  return {
    ...version,
    docs: Object.fromEntries(
      Object.entries(version.docs)
        .filter(([id]) => listed.has(id))
        .map(([id, doc]) => {
          const copy = {...doc};
          Reflect.deleteProperty(copy, 'description');
          return [id, copy];
        }),
    ),
  };
}

/** The route, with the version metadata props of its tree cut to what the client reads. */
export function withLeanVersionMetadata(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const props = isVersionMetadata(version) ? {...route.props, version: leanVersionMetadata(version)} : route.props;
  return {
    ...route,
    ...(props === undefined ? {} : {props}),
    ...(route.routes === undefined ? {} : {routes: route.routes.map(withLeanVersionMetadata)}),
  };
}

/** The docs plugin's global data, with each version's list of pages cut to its main page. */
export function withLeanGlobalData(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('versions' in data) || !Array.isArray(data.versions)) {
    throw new Error('api-reference: os dados globais do plugin de docs mudaram de forma (sem versions).');
  }
  const versions = data.versions as GlobalVersion[];
  return {
    ...data,
    versions: versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}
