import type {Page, Request} from '@playwright/test';
import {BUDGETS} from '../../scripts/bench/budgets';
import {PAGE_KINDS, downloadedGzipBytes} from '../../scripts/bench/page-weight';
import {test, expect, waitForHydration, waitForSearchBox, waitForSearchIndex} from './fixtures';

const FIRST_SEARCH_KB = BUDGETS.firstSearchDownloadGzipBytes / 1024;

/*
 * The search box's code (the plugin's box, lunr and its Portuguese stemmer) is not part of a page's
 * first load: a placeholder with the same markup stands in until the reader shows an intention to
 * search (src/theme/SearchBar).
 */

const box = (page: Page) => page.locator('input.navbar__search-input');
const results = (page: Page) => page.locator('.navbar__search [role="option"]');

/** The bodies of the scripts a page has downloaded, each fetched once. */
async function scriptBodies(requests: readonly Request[]): Promise<string[]> {
  return Promise.all(requests.map(async (request) => (await (await request.response())?.text()) ?? ''));
}

// lunr's pipeline registry, a name minification keeps (it is a property, not a variable).
const hasLunr = (body: string): boolean => body.includes('.Pipeline.registerFunction=');

test('a primeira carga não traz o código da busca, que chega quando o leitor aponta para a caixa', async ({page}) => {
  const scripts: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  await page.goto('/docs/introducao', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  const firstLoad = scripts.length;
  expect((await scriptBodies(scripts)).some(hasLunr), 'lunr na primeira carga').toBe(false);

  await box(page).hover();
  await waitForSearchBox(page);
  const later = scripts.slice(firstLoad);
  expect(later.length).toBeGreaterThan(0);
  expect((await scriptBodies(later)).some(hasLunr), 'lunr depois de apontar para a caixa').toBe(true);

  await box(page).click();
  await waitForSearchIndex(page);
  await box(page).fill('boleto');
  await expect(results(page).first()).toContainText(/boleto/i);
});

test('o que se digita antes de a busca carregar continua na caixa e é buscado, no índice dos guias', async ({page}) => {
  // The index is fetched by the search's Web Worker: its requests reach the context, not the page.
  const indexes: string[] = [];
  page.context().on('request', (request) => {
    const name = /\/(search-index[^/?]*\.json)/.exec(request.url())?.[1];
    if (name !== undefined) indexes.push(name);
  });
  await page.goto('/docs/introducao', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  // From now on every script arrives late, so the reader types into the placeholder.
  await page.route('**/assets/js/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await expect(async () => {
    await page.keyboard.press('Control+KeyK');
    await expect(page.locator('input.navbar__search-input:focus')).toHaveCount(1, {timeout: 500});
  }).toPass({timeout: 10_000});
  await page.keyboard.insertText('boleto');
  await expect(page.locator('[data-search-placeholder] input')).toHaveValue('boleto');

  await waitForSearchBox(page);
  await expect(box(page)).toBeFocused();
  await expect(box(page)).toHaveValue('boleto');
  // The text typed early is searched once the index is in (its scripts, too, arrive late here).
  await waitForSearchIndex(page);
  await expect(results(page).first()).toContainText(/boleto/i);
  // A guide searches the guides' index only, not the whole site's (far larger and slower).
  expect(indexes).toEqual(['search-index-docs.json']);
  // The reader goes on typing in the plugin's box.
  await page.keyboard.insertText(' cancelado');
  await expect(box(page)).toHaveValue('boleto cancelado');
});

for (const width of [1280, 500]) {
  test(`a caixa de busca não se move quando o código da busca chega (${width} px)`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/api/', {waitUntil: 'networkidle'});
    await waitForHydration(page);
    const before = await box(page).boundingBox();
    const hintsBefore = await page.locator('.navbar__search kbd').allTextContents();
    expect(before).not.toBeNull();

    await box(page).hover();
    await waitForSearchBox(page);
    await page.mouse.move(0, 400);
    expect(await box(page).boundingBox()).toEqual(before);
    expect(await page.locator('.navbar__search kbd').allTextContents()).toEqual(hintsBefore);
  });
}

/*
 * What a visit's first search downloads, on every page kind the benchmark measures: from Ctrl+K to
 * the first suggestion, the box's code, the worker, lunr and the section's index (the worker's
 * requests reach the context), gzipped as the benchmark counts them (scripts/bench/search-latency.ts).
 */
for (const kind of PAGE_KINDS) {
  test(`a primeira busca em ${kind.path} baixa no máximo ${String(FIRST_SEARCH_KB)} KB (gzip)`, async ({page}) => {
    const requests: Request[] = [];
    await page.goto(kind.path, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    page.context().on('request', (request) => requests.push(request));
    await expect(async () => {
      await page.keyboard.press('Control+KeyK');
      await expect(page.locator('input.navbar__search-input:focus')).toHaveCount(1, {timeout: 500});
    }).toPass({timeout: 10_000});
    await page.keyboard.insertText('boleto');
    await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible({timeout: 15_000});
    expect(requests.some((request) => /\/search-index[^/]*\.json/u.test(request.url()))).toBe(true);
    expect(await downloadedGzipBytes(requests)).toBeLessThanOrEqual(BUDGETS.firstSearchDownloadGzipBytes);
  });
}
