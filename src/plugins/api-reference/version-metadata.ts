import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

/*
 * The docs plugin hands its version route the whole version's metadata, and that JSON is loaded
 * by every page of the version: the sidebar, plus the id, title, description and sidebar of each
 * of the ~750 pages. The descriptions are 16 KB of its 40 KB (gzip), yet the only client code that
 * reads them is DocCard, for a card that links to a single doc, and the reference shows no such
 * card: its cards link to categories. Each page's own description (meta tags, search) comes from
 * the page's own metadata, which this leaves untouched.
 */

const isVersionMetadata = (value: unknown): value is PropVersionMetadata =>
  typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;

/** The route, with `description` left out of every version metadata prop found in its tree. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const props = isVersionMetadata(version)
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, doc]) => {
              const copy = {...doc};
              Reflect.deleteProperty(copy, 'description');
              return [id, copy];
            }),
          ),
        },
      }
    : route.props;
  return {
    ...route,
    ...(props === undefined ? {} : {props}),
    ...(route.routes === undefined ? {} : {routes: route.routes.map(withoutDocDescriptions)}),
  };
}
