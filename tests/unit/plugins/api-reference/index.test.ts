import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {withoutDocDescriptions} from '../../../../src/plugins/api-reference/index';

// The shape the docs plugin gives addRoute: a root route, a version route carrying the version's
// metadata as a prop, and one route per doc.
const versionMetadata = {
  pluginId: 'api',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {apiSidebar: [{type: 'link', href: '/api/types/objects/billing', label: 'Billing', docId: 'b'}]},
  docs: {
    b: {
      id: 'b',
      title: 'Billing',
      description: 'Cobrança emitida para um responsável financeiro.',
      sidebar: 'apiSidebar',
    },
    q: {id: 'q', title: 'billings', description: 'Lista as cobranças.', sidebar: 'apiSidebar'},
  },
};

const docRoute: RouteConfig = {
  path: '/api/types/objects/billing',
  exact: true,
  component: '@theme/DocItem',
  modules: {content: '@site/api/types/objects/billing.mdx'},
  props: {description: 'A prop that is not version metadata stays as it is.'},
};

const tree: RouteConfig = {
  path: '/api',
  exact: false,
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/api',
      exact: false,
      component: '@theme/DocVersionRoot',
      props: {version: versionMetadata},
      routes: [{path: '/api', exact: false, component: '@theme/DocRoot', routes: [docRoute]}],
    },
  ],
};

describe('withoutDocDescriptions', () => {
  const result = withoutDocDescriptions(tree);
  const version = result.routes?.[0]?.props?.version as typeof versionMetadata;

  it('drops every doc description from the version metadata and keeps the rest of each doc', () => {
    expect(version.docs).toEqual({
      b: {id: 'b', title: 'Billing', sidebar: 'apiSidebar'},
      q: {id: 'q', title: 'billings', sidebar: 'apiSidebar'},
    });
  });

  it('keeps the sidebar and the other version fields', () => {
    expect({...version, docs: null}).toEqual({...versionMetadata, docs: null});
  });

  it('leaves the doc routes, their props and the route tree unchanged', () => {
    expect(result.routes?.[0]?.routes?.[0]?.routes?.[0]).toEqual(docRoute);
    expect(result.path).toBe('/api');
    expect(result.routes?.[0]?.component).toBe('@theme/DocVersionRoot');
  });

  it('does not modify the routes it is given', () => {
    expect(versionMetadata.docs.b.description).toBe('Cobrança emitida para um responsável financeiro.');
    expect(tree.routes?.[0]?.props?.version).toBe(versionMetadata);
  });
});
