import type {Page} from '@playwright/test';

import {test, expect, clickSearchBox, waitForSearchIndex} from '../fixtures';

/**
 * Types `query` in the navbar's search box on an API page, once the box has the reference's index
 * (4 MB, loaded by the search's worker), and waits for the suggestions.
 */
async function searchFromReference(page: Page, query: string) {
  await page.goto('/api/types/scalars/uuid');
  const box = page.locator('input.navbar__search-input');
  const results = page.locator('.navbar__search [role="option"]');
  await clickSearchBox(page);
  await waitForSearchIndex(page);
  await box.fill(query);
  await expect(results.first()).toBeVisible();
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
