/**
 * The route test over the build (tests/e2e/reference/) derives every page's route from
 * the schema with referenceSlug: here it is checked against graphql-markdown's own kebab case
 * on every name of the snapshot, so the expected routes are the generator's, not invented ones.
 */
import {kebabCase} from '@graphql-markdown/utils';
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLNamedType} from 'graphql';
import {describe, expect, it} from 'vitest';

import {loadSnapshot} from '../../../src/lib/schema-snapshot';
import {operationHref, typeHref} from '../../../src/lib/schema-docs';
import {CATEGORIES, categoryRoute} from '../../../src/lib/reference-layout';
import {
  CATEGORY_ROUTES,
  expectedNames,
  expectedRoutes,
  PAGE_FOLDERS,
  referenceSlug,
  type PageFolder,
} from '../../support/reference-routes';

const schema = loadSnapshot();

function allNames(): string[] {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    names.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        names.add(field.name);
        for (const arg of field.args) names.add(arg.name);
      }
    }
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) names.add(field.name);
    if (isEnumType(type)) for (const value of type.getValues()) names.add(value.name);
  }
  return [...names];
}

describe('referenceSlug', () => {
  it('é o kebab case do graphql-markdown em todos os nomes do snapshot', () => {
    const names = allNames();
    expect(names.length).toBeGreaterThan(1000);
    expect(names.filter((name) => referenceSlug(name) !== kebabCase(name))).toEqual([]);
  });

  it.each([
    ['GraphQLRequestLog', 'graph-qlrequest-log'],
    ['addDependent', 'add-dependent'],
    ['barcodeBase64', 'barcode-base-64'],
    ['WebHookEventV2', 'web-hook-event-v2'],
    ['UUID', 'uuid'],
    ['DateTime', 'date-time'],
    ['EARLY_CHILDHOOD_EDUCATION', 'early-childhood-education'],
    ['v2Hooks', 'v-2-hooks'],
    ['ação', 'acao'],
  ])('%s → %s', (name, slug) => {
    expect(referenceSlug(name)).toBe(slug);
    expect(kebabCase(name)).toBe(slug);
  });
});

describe('rotas esperadas', () => {
  it('nenhuma colisão de rota dentro de uma pasta', () => {
    const routes = expectedRoutes(schema);
    for (const folder of PAGE_FOLDERS) {
      expect(new Set(routes[folder]).size, folder).toBe(routes[folder].length);
    }
  });

  it('o snapshot tem 95 queries, 136 mutations e 2 subscriptions', () => {
    const names = expectedNames(schema);
    expect(names['api/queries']).toHaveLength(95);
    expect(names['api/mutations']).toHaveLength(136);
    expect(names['api/subscriptions']).toEqual(['onAuthenticationChanged', 'onScheduleTask']);
  });
});

describe('tabela de layout da referência (src/lib/reference-layout.ts)', () => {
  it('põe cada tipo de página nas pastas e rotas de routes.ts (PAGE_FOLDERS, CATEGORY_ROUTES)', () => {
    const names = expectedNames(schema);
    const filled = CATEGORIES.filter(
      (category) =>
        category.pages === undefined || (category.dir in names && names[category.dir as PageFolder].length > 0),
    );
    expect(filled.map(categoryRoute).sort()).toEqual([...CATEGORY_ROUTES].sort());
    expect(
      CATEGORIES.filter((category) => category.pages !== undefined && filled.includes(category)).map((c) => c.dir),
    ).toEqual([...PAGE_FOLDERS]);
  });

  it('leva os guias às mesmas rotas que a referência gera', () => {
    const routes = expectedRoutes(schema);
    expect(routes['types/objects']).toContain(typeHref(schema.getType('Billing') as GraphQLNamedType));
    expect(routes['types/inputs']).toContain(typeHref(schema.getType('AddDependentDataInput') as GraphQLNamedType));
    expect(routes['api/mutations']).toContain(operationHref('mutation', 'addDependent'));
    expect(routes['api/queries']).toContain(operationHref('query', 'billing'));
  });
});
