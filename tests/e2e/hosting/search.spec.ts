import {openSearchWithShortcut, waitForSearchIndex} from '../fixtures';
import {test, expect, waitForHydration} from './csp-fixtures';

test('a busca carrega o índice estático, mostra resultados e abre a página escolhida', async ({page}) => {
  // The site's only request of its own: the search index, fetched by the search's Web Worker.
  const index = page
    .context()
    .waitForEvent('response', (response) => /\/search-index[^/]*\.json\?_=/.test(response.url()));
  await page.goto('/docs/introducao');
  await waitForHydration(page);
  const searchBox = page.locator('input.navbar__search-input');
  await openSearchWithShortcut(page);
  await waitForSearchIndex(page);
  await searchBox.fill('boleto');
  const first = page.locator('.navbar__search [role="option"]').first();
  await expect(first).toContainText(/boleto/i);

  const indexResponse = await index;
  expect(indexResponse.status()).toBe(200);
  expect(await indexResponse.headerValue('content-encoding')).toBe('gzip');

  // A result is a title or heading of a page; choosing it opens that page, on that heading.
  const title = ((await first.locator('[class*="hitTitle"]').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await first.click();
  await page.waitForURL((url) => url.pathname !== '/docs/introducao');
  await expect(page.getByRole('heading', {name: title}).first()).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.getByRole('heading', {level: 1, name: 'Página não encontrada'})).toHaveCount(0);
});
