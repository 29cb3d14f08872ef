import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {test, expect, waitForHydration} from '../fixtures';
import {BUILD, categoryRoute, expected, main} from './helpers';

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
