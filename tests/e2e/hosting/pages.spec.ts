import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './csp-fixtures';
import {PAGES} from './site-pages';

/** Client-side navigation the way react-router does it for a link: the document stays the same. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('o site servido pelo nginx de produção', () => {
  for (const {kind, path, heading} of PAGES) {
    test(`${kind} (${path}) abre com status 200, hidrata e não viola a CSP`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await waitForHydration(page);
      // Lazy chunks (the search) load after hydration.
      await page.waitForLoadState('networkidle');
    });
  }

  test('a navegação no cliente passa por todos os tipos de página sem recarregar', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {semRecarregar?: boolean}).semRecarregar = true;
    });
    const nav = page.getByRole('navigation', {name: 'Navegação principal'});
    await nav.getByRole('link', {name: 'Tutorial', exact: true}).click();
    await expect(page).toHaveURL('/docs/introducao');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introdução');
    await nav.getByRole('link', {name: 'API', exact: true}).click();
    await expect(page).toHaveURL('/api/');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Referência da API');
    for (const {path, heading} of PAGES.slice(2)) {
      await navigateInApp(page, path);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
    }
    await page.waitForLoadState('networkidle');
    // The same document all along: every page above was rendered by the client.
    expect(await page.evaluate(() => (window as unknown as {semRecarregar?: boolean}).semRecarregar)).toBe(true);
  });
});
