import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import type {PageFolder} from '../unit/reference/routes';

import {test, expect, expectNoSeriousViolations} from './fixtures';

/**
 * The API reference (issue 4) in the production build: one page per operation and type at the
 * route graphql-markdown gives it, Portuguese labels, links between pages, pagination, table of
 * contents, examples that copy, and search that finds an operation by its name.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');

interface Expected {
  routes: Record<PageFolder, string[]>;
  categories: string[];
  addDependentDocument: string;
  billingFields: string[];
}

/** Routes and example derived from the schema snapshot (see tests/unit/reference/routes.ts). */
const expected = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/unit/reference/expected-reference.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
  }),
) as Expected;

/** Routes under `/api/<folder>/` that the build has a page for (a folder with index.html). */
function builtRoutes(folder: string): string[] {
  const dir = path.join(BUILD, 'api', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.html')))
    .map((entry) => `/api/${folder}/${entry.name}`)
    .sort();
}

const main = (page: Page) => page.locator('main');

/** Section headings of the generated pages, by their anchor (e.g. "usado-em" for "Usado em"). */
const SECTION_IDS: Readonly<Record<string, string>> = {
  Argumentos: 'argumentos',
  Tipo: 'tipo',
  Exemplo: 'exemplo',
  Campos: 'campos',
  'Devolvido por': 'devolvido-por',
  'Usado em': 'usado-em',
};

function section(page: Page, title: string) {
  return main(page).locator(`h2#${SECTION_IDS[title] ?? ''}`);
}

async function expectSections(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await expect(section(page, title), title).toBeVisible();
    await expect(section(page, title), title).toHaveText(new RegExp(`^${title}\\W*$`));
  }
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
    const categories = readdirSync(path.join(BUILD, 'api', 'category')).map((name) => `/api/category/${name}`);
    expect(categories.sort()).toEqual([...expected.categories].sort());
    expect(expected.categories).toHaveLength(10);
    for (const route of expected.categories) {
      expect((await request.get(route)).status(), route).toBe(200);
    }
    expect(existsSync(path.join(BUILD, 'api', 'types', 'directives'))).toBe(false);
  });

  test('páginas de categoria com título em português e os cartões da pasta', async ({page}) => {
    await page.goto('/api/category/queries');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Consultas (queries)');
    await expect(main(page).locator('a.card[href="/api/api/queries/billing"]')).toBeVisible();
    await page.goto('/api/category/types');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tipos');
    await expect(main(page)).not.toContainText(/overview/i);
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

test.describe('página de operação', () => {
  test('assinatura, argumentos e tipo com rótulos em português', async ({page}) => {
    await page.goto('/api/api/mutations/add-dependent');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('addDependent');
    await expect(main(page).locator('pre').first()).toContainText(
      /addDependent\(\s*data: AddDependentDataInput!\s*\): AddDependentResult!/,
    );
    await expectSections(page, ['Argumentos', 'Tipo', 'Exemplo']);
    await expect(main(page)).toContainText('não nulo');
    await expect(main(page)).toContainText('entrada');
    await expect(main(page)).not.toContainText(/\b(Arguments|non-null|Returned By|Member Of)\b/);
  });

  test('o link do argumento leva ao tipo de entrada, e voltar retorna à operação', async ({page}) => {
    await page.goto('/api/api/mutations/add-dependent');
    await main(page).getByRole('link', {name: 'AddDependentDataInput!'}).click();
    await expect(page).toHaveURL(/\/api\/types\/inputs\/add-dependent-data-input$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AddDependentDataInput');
    await expectSections(page, ['Campos', 'Usado em']);
    // The input page links back to the operation that uses it.
    await expect(main(page).getByRole('link', {name: 'addDependent', exact: true})).toHaveAttribute(
      'href',
      '/api/api/mutations/add-dependent',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/api\/mutations\/add-dependent$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('addDependent');
  });

  test('obsolescência visível com o motivo em português', async ({page}) => {
    await page.goto('/api/api/queries/web-hooks');
    const warning = main(page).locator('.theme-admonition-warning').first();
    await expect(warning).toContainText('Obsoleto');
    await expect(warning).toContainText('Use webHooksV2: novos web hooks são criados no modelo V2.');
    await page.goto('/api/types/objects/billing');
    await expect(main(page).getByText('obsoleto', {exact: true})).toBeVisible();
    await expect(main(page)).toContainText('Use isManualPayment, que informa a baixa manual do próprio boleto.');
  });

  test('o sumário lista as seções (h2) e os campos (h3) pelo nome, sem tipo nem selos', async ({page}) => {
    await page.goto('/api/types/objects/billing');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Campos', exact: true})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Devolvido por', exact: true})).toBeVisible();
    const fields = toc.locator('ul ul').first().getByRole('link');
    const dueDate = fields.filter({hasText: /^dueDate$/});
    await expect(dueDate).toHaveAttribute('href', '#due-date');
    // Every field of the schema snapshot's Billing is listed, in the schema's order.
    await expect(fields).toHaveText(expected.billingFields);
    // The heading holds the name; the type link and badges are on the line right below it.
    const heading = main(page).locator('h3#due-date');
    await expect(heading).toHaveText(/^dueDate\W*$/);
    const typeLine = heading.locator('xpath=following-sibling::*[1]');
    await expect(typeLine.getByRole('link', {name: 'DateTime!'})).toHaveAttribute(
      'href',
      '/api/types/scalars/date-time',
    );
    await expect(typeLine).toContainText('não nulo');
    await dueDate.click();
    await expect(page).toHaveURL(/#due-date$/);
    await expect(heading).toBeInViewport();
  });

  test('tipos mostram onde são usados', async ({page}) => {
    await page.goto('/api/types/objects/billing');
    await expectSections(page, ['Campos', 'Devolvido por', 'Usado em']);
    await expect(main(page).getByRole('link', {name: 'billing', exact: true})).toHaveAttribute(
      'href',
      '/api/api/queries/billing',
    );
  });
});

test.describe('navegação', () => {
  test('anterior e próxima em toda página da referência', async ({page}) => {
    // One page of each kind, with its neighbours in the sidebar's order.
    await page.goto('/api/api/mutations/add-dependent');
    const previous = page.locator('.pagination-nav__link--prev');
    const next = page.locator('.pagination-nav__link--next');
    await expect(previous).toContainText('addCustomField');
    await expect(next).toContainText('addEnrollment');
    await next.click();
    await expect(page).toHaveURL(/\/api\/api\/mutations\/add-enrollment$/);
    await expect(page.locator('.pagination-nav__link--prev')).toContainText('addDependent');
    await page.locator('.pagination-nav__link--prev').click();
    await expect(page).toHaveURL(/\/api\/api\/mutations\/add-dependent$/);

    for (const route of [
      '/api/category/api',
      '/api/category/queries',
      '/api/api/queries/academic-class',
      '/api/api/subscriptions/on-schedule-task',
      '/api/api/directives/skip',
      '/api/types/objects/billing',
      '/api/types/inputs/add-dependent-data-input',
      '/api/types/enums/billing-status',
      '/api/types/scalars/string',
    ]) {
      await page.goto(route);
      await expect(page.locator('.pagination-nav__link--prev'), route).toBeVisible();
      await expect(page.locator('.pagination-nav__link--next'), route).toBeVisible();
    }
    // The overview starts the reference (next only), the last scalar ends it (previous only).
    await page.goto('/api/');
    await expect(page.locator('.pagination-nav__link--next')).toBeVisible();
    await expect(page.locator('.pagination-nav__link--prev')).toHaveCount(0);
    await page.goto('/api/types/scalars/uuid');
    await expect(page.locator('.pagination-nav__link--prev')).toContainText('TimeSpan');
    await expect(page.locator('.pagination-nav__link--next')).toHaveCount(0);
  });

  test('índice da página (TOC) com as seções, que levam à âncora', async ({page}) => {
    await page.goto('/api/types/objects/billing');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Campos'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Devolvido por'})).toBeVisible();
    await toc.getByRole('link', {name: 'Usado em'}).click();
    await expect(page).toHaveURL(/#usado-em$/);
    await expect(section(page, 'Usado em')).toBeInViewport();

    await page.goto('/api/api/queries/dependents');
    for (const entry of ['Argumentos', 'Tipo', 'Exemplo']) {
      await expect(page.locator('.theme-doc-toc-desktop').getByRole('link', {name: entry, exact: true})).toBeVisible();
    }
  });
});

test.describe('exemplos', () => {
  test('abas GraphQL, Variáveis, curl e JavaScript; a escolha vale nas outras páginas', async ({page}) => {
    await page.goto('/api/api/queries/dependents');
    const tabs = main(page).getByRole('tab');
    await expect(tabs).toHaveText(['GraphQL', 'Variáveis', 'curl', 'JavaScript (fetch)']);
    await expect(main(page).getByRole('tabpanel')).toContainText('query Dependents($skip: Int, $take: Int)');
    await main(page).getByRole('tab', {name: 'curl'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText("--header 'Authorization: Bearer <token>'");
    await expect(main(page).getByRole('tabpanel')).toContainText("curl 'https://<seu-ambiente>/graphql'");
    await page.goto('/api/api/mutations/add-dependent');
    await expect(main(page).getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
    await main(page).getByRole('tab', {name: 'Variáveis'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText('"data"');
  });

  test('subscriptions mostram o cliente graphql-ws', async ({page}) => {
    await page.goto('/api/api/subscriptions/on-schedule-task');
    await main(page).getByRole('tab', {name: 'JavaScript (graphql-ws)'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText("import {createClient} from 'graphql-ws';");
    await expect(main(page).getByRole('tabpanel')).toContainText("connectionParams: {Authorization: 'Bearer <token>'}");
  });

  test('o botão de copiar copia a operação', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api/api/mutations/add-dependent');
    await main(page).getByRole('tab', {name: 'GraphQL'}).click();
    const panel = main(page).getByRole('tabpanel');
    await panel.locator('pre').hover();
    await panel.getByRole('button', {name: /copiar/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(expected.addDependentDocument);
  });
});

/** Types `query` in the navbar's search box on an API page and waits for the suggestions. */
async function searchFromReference(page: Page, query: string) {
  await page.goto('/api/types/scalars/uuid');
  await page.waitForFunction(() => document.readyState === 'complete');
  const box = page.locator('input.navbar__search-input');
  const results = page.locator('.navbar__search [role="option"]');
  await expect(async () => {
    await box.click();
    await box.fill(query);
    await expect(results.first()).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 15_000});
  return {box, results};
}

test.describe('busca na referência', () => {
  for (const [query, route] of [
    ['addDependent', '/api/api/mutations/add-dependent'],
    ['billings', '/api/api/queries/billings'],
    ['onScheduleTask', '/api/api/subscriptions/on-schedule-task'],
  ] as const) {
    test(`"${query}" traz a página da operação em primeiro lugar`, async ({page}) => {
      const {box, results} = await searchFromReference(page, query);
      // The first hit is the page's title, the operation's name...
      await expect(results.first()).toContainText(new RegExp(`^${query}$`));
      // ...and choosing it (Enter picks the first) opens the operation's page.
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${route}(\\?|#|$)`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText(query);
    });
  }
});

test.describe('busca por campos', () => {
  test('um campo é encontrado pelo nome e leva à sua âncora', async ({page}) => {
    const {results} = await searchFromReference(page, 'dueDate');
    // One hit per type with a dueDate field; each names its page.
    await results
      .filter({hasText: /^dueDate/})
      .filter({hasText: /Billing$/})
      .click();
    await expect(page).toHaveURL(/\/api\/types\/objects\/billing(\?[^#]*)?#due-date$/);
  });

  test('listas de relações (Devolvido por, Usado em) e linhas de tipo não viram resultados', async ({page}) => {
    // cancelBilling is listed in Billing's "Devolvido por"; before, that list was a hit of its own.
    const {results} = await searchFromReference(page, 'cancelBilling');
    await expect(results.first()).toContainText(/^cancelBilling$/);
    await expect(results.filter({hasText: /Devolvido por|Usado em|Implementado por/})).toHaveCount(0);
  });
});

test.describe('acessibilidade das páginas geradas', () => {
  for (const route of ['/api/api/mutations/add-dependent', '/api/types/objects/billing', '/api/category/inputs']) {
    test(`${route} não tem violações sérias ou críticas`, async ({page}) => {
      // Pages with hundreds of fields and links: axe needs more than the default 30 s on 2 cores.
      test.slow();
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    });
  }
});
