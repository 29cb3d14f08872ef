import type {Page} from '@playwright/test';
import {test, expect, clickSearchBox, waitForSearchIndex} from './fixtures';

// Each payload, if it ever ran, would set window.__pwned or open a dialog.
const MARKUP_PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '"><script>window.__pwned=1</script>',
  "<svg onload=alert('x')>",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '<a href="javascript:window.__pwned=1">boleto</a>',
];
const HARD_QUERIES = [
  '.*+?^${}()|[]\\/',
  '(((((((((a*)*)*)*)*)*)*)*)*)!',
  '🎓💸📄 boleto 🧾',
  'x'.repeat(10 * 1024),
  'boleto '.repeat(1500),
];

async function expectNothingExecuted(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
}

/** The box answered: either results or the no-results message. */
async function expectSearchAnswered(page: Page): Promise<void> {
  const answer = page
    .locator('.navbar__search [role="option"]')
    .first()
    .or(page.locator('.navbar__search').getByText('Nenhum resultado'));
  await expect(answer).toBeVisible();
}

async function expectResponsive(page: Page): Promise<void> {
  // A hung main thread would time out here.
  const start = Date.now();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(Date.now() - start).toBeLessThan(5_000);
}

test.describe('entradas hostis na busca', () => {
  test.beforeEach(({page}) => {
    page.on('dialog', (dialog) => {
      throw new Error(`um diálogo foi aberto: ${dialog.message()}`);
    });
  });

  for (const payload of MARKUP_PAYLOADS) {
    test(`/search?q= mostra ${JSON.stringify(payload.slice(0, 24))} como texto`, async ({page}) => {
      await page.goto(`/search?q=${encodeURIComponent(payload)}`);
      await expect(page.getByRole('heading', {level: 1})).toContainText(payload.slice(0, 10));
      await expect(page.locator('main img[src="x"], main svg[onload], main script')).toHaveCount(0);
      await expectNothingExecuted(page);
    });

    test(`a caixa de busca não executa ${JSON.stringify(payload.slice(0, 24))}`, async ({page}) => {
      await page.goto('/docs/introducao');
      const box = page.locator('input.navbar__search-input');
      await clickSearchBox(page);
      await waitForSearchIndex(page);
      await box.fill(payload);
      await expectSearchAnswered(page);
      await expectNothingExecuted(page);
    });
  }

  for (const query of HARD_QUERIES) {
    const label = query.length > 40 ? `${query.slice(0, 12)}… (${query.length} caracteres)` : query;
    test(`a busca sobrevive a ${JSON.stringify(label)}`, async ({page}) => {
      await page.goto('/docs/introducao');
      const box = page.locator('input.navbar__search-input');
      await clickSearchBox(page);
      await waitForSearchIndex(page);
      await box.fill(query);
      // The box may cut an absurdly long query, but keeps what the visitor typed first.
      const kept = await box.inputValue();
      expect(kept.length).toBeGreaterThan(0);
      expect(query.startsWith(kept)).toBe(true);
      // The visitor sees the answer to this query before typing another one.
      await expectSearchAnswered(page);
      await expectResponsive(page);
      // The box still answers a normal query afterwards.
      await box.fill('boleto');
      await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible();
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Resultados da busca por');
      await expectResponsive(page);
      await expectNothingExecuted(page);
    });
  }

  for (const params of [
    'q=boleto&version=current',
    'q=boleto&version=../../etc/passwd',
    'q=boleto&ctx=%3Cscript%3E',
    'q=&ctx=api&version=',
  ]) {
    test(`/search?${params} não quebra a página`, async ({page}) => {
      await page.goto(`/search?${params}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.locator('input[type="search"]')).toBeVisible();
      await expectNothingExecuted(page);
    });
  }
});
