import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import {withLeanGlobalData, withLeanVersionMetadata} from '../../../../src/plugins/api-reference/index';

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
  // A category page (its cards) lists `d` directly; `b` is only in a letter group, which has no page.
  docsSidebars: {
    apiSidebar: [
      {
        type: 'category',
        label: 'Diretivas',
        href: '/api/category/directives',
        collapsed: true,
        collapsible: true,
        items: [{type: 'link', href: '/api/api/directives/skip', label: 'skip', docId: 'd'}],
      },
      {
        type: 'category',
        label: 'Objetos',
        href: '/api/category/objects',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'category',
            label: 'B',
            collapsed: true,
            collapsible: true,
            items: [{type: 'link', href: '/api/types/objects/billing', label: 'Billing', docId: 'b'}],
          },
        ],
      },
    ],
  },
  docs: {
    b: {
      id: 'b',
      title: 'Billing',
      description: 'Cobrança emitida para um responsável financeiro.',
      sidebar: 'apiSidebar',
    },
    d: {id: 'd', title: 'skip', description: 'Omite o campo quando a condição é verdadeira.', sidebar: 'apiSidebar'},
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

describe('withLeanVersionMetadata', () => {
  const result = withLeanVersionMetadata(tree);
  const version = result.routes?.[0]?.props?.version as typeof versionMetadata;

  it('keeps only the docs a category page lists as cards, without their descriptions', () => {
    expect(version.docs).toEqual({d: {id: 'd', title: 'skip', sidebar: 'apiSidebar'}});
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

describe('withLeanGlobalData', () => {
  const data = {
    path: '/api',
    breadcrumbs: true,
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: true,
        path: '/api',
        mainDocId: 'referencia',
        docs: [
          {id: 'referencia', path: '/api/', sidebar: 'apiSidebar'},
          {id: 'b', path: '/api/types/objects/billing', sidebar: 'apiSidebar'},
        ],
        draftIds: [],
        sidebars: {apiSidebar: {link: {path: '/api/', label: 'Visão geral'}}},
      },
    ],
  };

  it("cuts each version's list of docs to its main doc and keeps everything else", () => {
    expect(withLeanGlobalData(data)).toEqual({
      ...data,
      versions: [{...data.versions[0], docs: [{id: 'referencia', path: '/api/', sidebar: 'apiSidebar'}]}],
    });
    expect(data.versions[0]?.docs).toHaveLength(2);
  });

  it('fails the build when the docs plugin changes the shape of its global data', () => {
    expect(() => withLeanGlobalData({path: '/api'})).toThrow(/versions/u);
  });
});
