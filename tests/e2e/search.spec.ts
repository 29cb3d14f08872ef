import type {APIRequestContext, Page} from '@playwright/test';
import {
  test,
  expect,
  openSearchWithShortcut,
  waitForHydration,
  waitForSearchIndex,
  waitForSearchResults,
} from './fixtures';
import {SPEC} from './site-data';

const searchBox = (page: Page) => page.locator('input.navbar__search-input');
const results = (page: Page) => page.locator('.navbar__search [role="option"]');

/**
 * Opens the search box with the keyboard shortcut, which the app attaches when it hydrates, and
 * waits until the box has its index and answers what is typed.
 */
async function openWithShortcut(page: Page, modifier: 'Control' | 'Meta'): Promise<void> {
  await waitForHydration(page);
  await openSearchWithShortcut(page, modifier);
  await waitForSearchIndex(page);
}

async function search(page: Page, query: string): Promise<void> {
  await openWithShortcut(page, 'Control');
  await searchBox(page).fill(query);
}

test.describe('busca local', () => {
  test('Ctrl+K abre a busca e mostra resultados', async ({page}) => {
    await page.goto('/docs/introducao');
    await search(page, 'boleto');
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first()).toContainText(/boleto/i);
  });

  test('Cmd+K abre a busca em um Mac', async ({page}) => {
    // The shortcut follows the platform (mod+K): emulate macOS as the page sees it.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'userAgentData', {
        get: () => ({platform: 'macOS', mobile: false, brands: []}),
      });
    });
    await page.goto('/');
    await openWithShortcut(page, 'Meta');
    await searchBox(page).fill('boleto');
    await expect(results(page).first()).toBeVisible();
  });

  test(`mostra no máximo ${SPEC.searchMaxResults} resultados`, async ({page}) => {
    await page.goto('/docs/introducao');
    // "de" is in nearly every page: far more matches than the cap.
    await search(page, 'responsável');
    await expect(results(page).first()).toBeVisible();
    const count = await results(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(SPEC.searchMaxResults);
    // The search page lists every match, so the cap really cut something.
    await page.goto('/search?q=respons%C3%A1vel');
    await waitForSearchResults(page, 'docs');
    const allResults = page.locator('article[class*="searchResultItem"]');
    await expect(allResults).not.toHaveCount(0);
    expect(await allResults.count()).toBeGreaterThan(SPEC.searchMaxResults);
  });

  test('uma busca sem correspondência mostra "Nenhum resultado"', async ({page}) => {
    await page.goto('/docs/introducao');
    await search(page, 'xyzzyquux');
    await expect(page.locator('.navbar__search')).toContainText('Nenhum resultado');
    await expect(results(page)).toHaveCount(0);
  });

  test('grafias com e sem acento encontram as mesmas páginas', async ({page}) => {
    await page.goto('/docs/introducao');
    await search(page, 'autenticação');
    await expect(results(page).first()).toBeVisible();
    const accented = await results(page).allTextContents();
    await searchBox(page).fill('autenticacao');
    await expect(results(page).first()).toBeVisible();
    const plain = await results(page).allTextContents();
    expect(plain).toEqual(accented);
  });

  test('escolher um resultado abre a página', async ({page}) => {
    // From a guide, the box searches the guides' context.
    await page.goto('/docs/introducao');
    await search(page, 'webhooks');
    await expect(results(page).first()).toBeVisible();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/docs\//);
  });

  test('a página /search respeita o contexto ctx', async ({page}) => {
    await page.goto('/search?q=boleto&ctx=blog');
    await waitForSearchResults(page, 'blog');
    const links = page.locator('article[class*="searchResultItem"] h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => href.startsWith('/blog/'))).toBe(true);
    // Without ctx the same query also finds guides.
    await page.goto('/search?q=boleto');
    await waitForSearchResults(page, 'docs');
    await expect(page.locator('article[class*="searchResultItem"] h2 a[href^="/docs/"]').first()).toBeVisible();
  });
});

test.describe('índice dos guias', () => {
  /** The texts of the index's content entries, each with the page it belongs to. */
  async function indexedTexts(request: APIRequestContext): Promise<{page: string; text: string}[]> {
    // Levels of the plugin's index: [0] the pages (id → URL), [4] the paragraphs (parent page, text).
    const levels = (await (await request.get('/search-index-docs.json')).json()) as {
      documents: {i: number; u?: string; p?: number; t: string}[];
    }[];
    const pages = new Map((levels[0]?.documents ?? []).map((page) => [page.i, page.u ?? '']));
    return (levels[4]?.documents ?? []).map((entry) => ({page: pages.get(entry.p ?? -1) ?? '', text: entry.t}));
  }

  test('deixa de fora o texto que muitas páginas repetem de uma só fonte', async ({request}) => {
    const texts = await indexedTexts(request);
    const on = (prefix: string) => texts.filter((entry) => entry.page.startsWith(prefix));
    // The events' delivery headers and outcomes: the webhooks guide explains them, once.
    expect(on('/docs/webhooks/evento-').length).toBeGreaterThan(0);
    expect(on('/docs/webhooks/evento-').filter((entry) => /X-Signature|tentar de novo/u.test(entry.text))).toEqual([]);
    expect(texts.filter((entry) => entry.text.includes('X-Signature')).length).toBeGreaterThan(0);
    // The error catalogue keeps each error's own words and leaves out its status and retry sentences.
    const catalogue = on('/docs/primeiros-passos/erros');
    expect(catalogue.some((entry) => entry.text.includes('AUTH_NOT_AUTHENTICATED'))).toBe(true);
    expect(catalogue.filter((entry) => entry.text.includes('Status HTTP'))).toEqual([]);
  });
});
