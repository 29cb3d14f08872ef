import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import type {PageFolder} from '../unit/reference/routes';

import {test, expect, clickSearchBox, expectNoSeriousViolations, waitForHydration} from './fixtures';

/**
 * The API reference (issue 4) in the production build: one page per operation and type at the
 * route graphql-markdown gives it, Portuguese labels, links between pages, pagination, table of
 * contents, examples that copy, and search that finds an operation by its name.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const BUILD = path.join(ROOT, 'build');

interface Expected {
  routes: Record<PageFolder, string[]>;
  names: Record<PageFolder, string[]>;
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

/** Route of the category page of a folder of entries ("types/inputs" → /api/category/inputs). */
const categoryRoute = (folder: string) => `/api/category/${folder.split('/').at(-1) ?? ''}`;

/** The docs sidebar's category whose link is `href` (e.g. Entradas, /api/category/inputs). */
function sidebarCategory(page: Page, href: string) {
  return page
    .locator('.theme-doc-sidebar-menu li.theme-doc-sidebar-item-category')
    .filter({has: page.locator(`:scope > div > a[href="${href}"]`)});
}

/** The letter groups directly inside a sidebar category, and their toggles. */
function letterGroups(category: ReturnType<typeof sidebarCategory>) {
  const groups = category.locator(':scope > ul > li.theme-doc-sidebar-item-category');
  return {groups, toggles: groups.locator(':scope > div > a[role="button"]')};
}

/** Page links (not group toggles) shown inside a sidebar category, in order. */
async function pageLinks(category: ReturnType<typeof sidebarCategory>): Promise<string[]> {
  return category
    .locator(':scope > ul a.menu__link:not([role="button"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Links in the docs sidebar of a page as the server rendered it (the built HTML). */
function serverSidebarLinks(route: string): string[] {
  const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
  const nav = /<nav[^>]*class="[^"]*\bmenu thin-scrollbar\b[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a\b[^>]*\bhref=("[^"]*"|[^\s>]+)/g)].map((match) => (match[1] ?? '').replace(/"/g, ''));
}

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

test.describe('barra lateral da referência', () => {
  test('numa página de entrada, as entradas vêm em grupos por letra e só o grupo da página está aberto', async ({
    page,
  }) => {
    await page.goto('/api/types/inputs/add-dependent-data-input');
    await waitForHydration(page);
    const inputs = sidebarCategory(page, '/api/category/inputs');
    const {groups, toggles} = letterGroups(inputs);
    const labels = await toggles.allTextContents();
    expect(labels.length).toBeGreaterThan(5);
    for (const label of labels) expect(label).toMatch(/^[A-Z](–[A-Z])?$/);
    expect(labels[0]).toBe('A');
    // Only the page's own group is open.
    const expanded = await toggles.evaluateAll((links) => links.map((link) => link.getAttribute('aria-expanded')));
    expect(expanded.filter((value) => value === 'true')).toHaveLength(1);
    expect(expanded[0]).toBe('true');
    await expect(groups.first().locator('a.menu__link--active[aria-current="page"]')).toHaveText(
      'AddDependentDataInput',
    );
    await expect(inputs.locator('a[aria-current="page"]')).toBeVisible();
    // The other groups' pages are not in the page at all until their group is opened.
    const shown = await pageLinks(inputs);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.every((href) => /^\/api\/types\/inputs\/a/.test(href))).toBe(true);
    expect(shown).not.toContain('/api/types/inputs/bank-filter-input');

    // Opening another group shows its pages, and its first link leads to that page.
    await toggles.nth(1).click();
    await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await groups.nth(1).getByRole('link', {name: 'BankFilterInput', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/types\/inputs\/bank-filter-input$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('BankFilterInput');
    await expect(inputs.locator('a[aria-current="page"]')).toHaveText('BankFilterInput');
  });

  test('todas as entradas estão nos grupos, uma vez cada, na ordem da página da categoria', async ({page}) => {
    // Every letter group of the largest category (311 inputs) opened one by one: three times the time.
    test.slow();
    await page.goto('/api/category/inputs');
    await waitForHydration(page);
    const inputs = sidebarCategory(page, '/api/category/inputs');
    const {toggles} = letterGroups(inputs);
    // On the category's own page no group is open yet.
    const count = await toggles.count();
    for (let index = 0; index < count; index += 1) {
      await expect(toggles.nth(index)).toHaveAttribute('aria-expanded', 'false');
      await toggles.nth(index).click();
      await expect(toggles.nth(index)).toHaveAttribute('aria-expanded', 'true');
    }
    const inSidebar = await pageLinks(inputs);
    const inTable = await main(page)
      .locator('.api-category-index table tbody tr td:first-child a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(inSidebar).toEqual(inTable);
    expect([...inSidebar].sort()).toEqual([...expected.routes['types/inputs']].sort());
  });

  test('as categorias pequenas (enumerações, escalares, diretivas, assinaturas) não têm grupos', async ({page}) => {
    for (const [route, folder] of [
      ['/api/types/enums/billing-status', 'types/enums'],
      ['/api/types/scalars/string', 'types/scalars'],
      ['/api/api/directives/skip', 'api/directives'],
      ['/api/api/subscriptions/on-schedule-task', 'api/subscriptions'],
    ] as const) {
      await page.goto(route);
      const category = sidebarCategory(page, categoryRoute(folder));
      await expect(letterGroups(category).groups, route).toHaveCount(0);
      expect((await pageLinks(category)).sort(), route).toEqual([...expected.routes[folder]].sort());
    }
  });

  test('o HTML de uma página da referência traz só os links do grupo aberto', () => {
    // Before the letter groups an input page's sidebar carried every input (over 300 links).
    const links = serverSidebarLinks('api/types/inputs/add-dependent-data-input');
    expect(links).toContain('/api/types/inputs/add-dependent-data-input');
    expect(links.length).toBeLessThan(100);
    const inputPages = links.filter((href) => href.startsWith('/api/types/inputs/'));
    expect(inputPages.length).toBeLessThan(expected.routes['types/inputs'].length / 3);
    const objectLinks = serverSidebarLinks('api/types/objects/billing');
    expect(objectLinks).toContain('/api/types/objects/billing');
    expect(objectLinks.length).toBeLessThan(100);
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
    // A dozen navigations, one to a page of each kind: three times the time.
    test.slow();
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

    // Letter groups do not change the order: from the last "A" input to the first "B" one, and
    // from the category's page to its first entry.
    await page.goto('/api/types/inputs/audit-data-input');
    await expect(page.locator('.pagination-nav__link--next')).toContainText('BankFilterInput');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).toHaveURL(/\/api\/types\/inputs\/bank-filter-input$/);
    await expect(page.locator('.pagination-nav__link--prev')).toContainText('AuditDataInput');
    await page.goto('/api/category/inputs');
    await expect(page.locator('.pagination-nav__link--next')).toContainText('AcademicClassFilterInput');

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
  await clickSearchBox(page);
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
