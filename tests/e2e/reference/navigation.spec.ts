import {test, expect} from '../fixtures';
import {section} from './helpers';

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
    // The overview starts the reference (next only); after the last scalar come the schema's
    // changes and its deprecations, which end it (previous only).
    await page.goto('/api/');
    await expect(page.locator('.pagination-nav__link--next')).toBeVisible();
    await expect(page.locator('.pagination-nav__link--prev')).toHaveCount(0);
    await page.goto('/api/types/scalars/uuid');
    await expect(page.locator('.pagination-nav__link--prev')).toContainText('TimeSpan');
    await expect(page.locator('.pagination-nav__link--next')).toContainText('Mudanças no schema');
    await page.goto('/api/descontinuacoes');
    await expect(page.locator('.pagination-nav__link--prev')).toContainText('Mudanças no schema');
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
