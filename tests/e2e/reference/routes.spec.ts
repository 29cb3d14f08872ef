import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import type {PageFolder} from '../../support/reference-routes';

import {test, expect} from '../fixtures';
import {BUILD, categoryRoute, expected, main} from './helpers';

/** Routes under `/api/<folder>/` that the build has a page for (a folder with index.html). */
function builtRoutes(folder: string): string[] {
  const dir = path.join(BUILD, 'api', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => `/api/${folder}/${entry.name}`)
    .sort();
}

test.describe('rotas da referência (build de produção)', () => {
  test('cada operação e cada tipo do snapshot tem exatamente uma página, na sua rota', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const published = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    // One entry per page folder of routes.ts (PAGE_FOLDERS), as the subprocess printed it.
    for (const [folder, expectedRoutes] of Object.entries(expected.routes)) {
      const routes = [...expectedRoutes].sort();
      expect(routes.length, folder).toBeGreaterThan(0);
      // No page missing and none extra (e.g. only @include and @skip among directives).
      expect(builtRoutes(folder), folder).toEqual(routes);
      // Each route once in the sitemap, and nothing else under the folder.
      const inSitemap = published.filter((route) => route.startsWith(`/api/${folder}/`)).sort();
      expect(inSitemap, `sitemap: ${folder}`).toEqual(routes);
    }
    // Spot checks of graphql-markdown's kebab case.
    expect(expected.routes['types/objects']).toContain('/api/types/objects/graph-qlrequest-log');
    expect(expected.routes['api/mutations']).toContain('/api/api/mutations/add-dependent');
    expect(expected.routes['api/directives']).toEqual(['/api/api/directives/include', '/api/api/directives/skip']);
  });

  test('as dez páginas de categoria existem e não há outras', async ({request}) => {
    // Pages are folders (<route>/index.html); the files beside them are their Markdown versions (<route>.md).
    const categories = readdirSync(path.join(BUILD, 'api', 'category'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/api/category/${entry.name}`);
    expect(categories.sort()).toEqual([...expected.categories].sort());
    expect(expected.categories).toHaveLength(10);
    for (const route of expected.categories) {
      expect((await request.get(route)).status(), route).toBe(200);
    }
    expect(existsSync(path.join(BUILD, 'api', 'types', 'directives'))).toBe(false);
  });

  test('as pastas de entradas têm página de índice com título em português; Operações e Tipos mostram as pastas', async ({
    page,
  }) => {
    await page.goto('/api/category/queries');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Consultas (queries)');
    await page.goto('/api/category/inputs');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Entradas (inputs)');
    await expect(main(page)).toContainText(
      'Os tipos de entrada que as operações recebem como argumentos: dados, filtros e ordenações.',
    );
    await expect(main(page)).toContainText(`os ${expected.names['types/inputs'].length} itens desta categoria`);
    for (const [route, title, folders] of [
      ['/api/category/api', 'Operações', ['queries', 'mutations', 'subscriptions', 'directives']],
      ['/api/category/types', 'Tipos', ['objects', 'inputs', 'enums', 'scalars']],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
      const cards = main(page).locator('a.card');
      const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs, route).toEqual(folders.map((folder) => `/api/category/${folder}`));
      await expect(main(page)).not.toContainText(/overview/i);
    }
  });

  test('a página de cada pasta lista, com link, todas as entradas do schema, e nenhuma outra', async ({page}) => {
    // One page per folder of the reference, the largest with hundreds of rows: three times the time.
    test.slow();
    for (const folder of Object.keys(expected.routes) as PageFolder[]) {
      const route = categoryRoute(folder);
      await page.goto(route);
      const rows = main(page).locator('.api-category-index table tbody tr');
      await expect(rows.first(), route).toBeVisible();
      const entries = await rows.evaluateAll((trs) =>
        trs.map((tr) => {
          const [name, description] = Array.from(tr.querySelectorAll('td'));
          const link = name?.querySelector('a');
          return {
            href: link?.getAttribute('href') ?? '',
            name: link?.querySelector('code')?.textContent ?? '',
            description: description?.textContent.trim() ?? '',
          };
        }),
      );
      expect(entries.map((entry) => entry.href).sort(), route).toEqual([...expected.routes[folder]].sort());
      expect(entries.map((entry) => entry.name).sort(), route).toEqual([...expected.names[folder]].sort());
      // Every row has a one-line summary (the first sentence, or "Sem descrição.").
      expect(
        entries.filter((entry) => entry.description === ''),
        route,
      ).toEqual([]);
    }
    // A row's link opens the entry's page.
    await page.goto('/api/category/inputs');
    await main(page).getByRole('link', {name: 'AddDependentDataInput', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/types\/inputs\/add-dependent-data-input$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AddDependentDataInput');
  });

  test('/api/ traz o índice das categorias', async ({page}) => {
    await page.goto('/api/');
    await expect(page.getByRole('heading', {level: 2, name: 'Índice da referência'})).toBeVisible();
    const cards = main(page).locator('a.card');
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/api/category/queries',
      '/api/category/mutations',
      '/api/category/subscriptions',
      '/api/category/directives',
      '/api/category/objects',
      '/api/category/inputs',
      '/api/category/enums',
      '/api/category/scalars',
    ]);
    await cards.first().click();
    await expect(page).toHaveURL(/\/api\/category\/queries$/);
  });
});
