import type {Page} from '@playwright/test';
import {
  test,
  expect,
  openSearchWithShortcut,
  waitForHydration,
  waitForSearchIndex,
  waitForSearchResults,
} from './fixtures';

/*
 * One search index per section (src/lib/search-params.ts SEARCH_CONTEXTS), none for the whole site: a
 * page outside every section searches the guides, the dropdown runs the same words in the other
 * sections, and /search lets the reader choose the section.
 */

const searchBox = (page: Page) => page.locator('input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar__search [role="option"]');
const otherSections = (page: Page) => page.locator('.navbar__search [data-other-sections] a');
const resultLinks = (page: Page) => page.locator('article[class*="searchResultItem"] h2 a');

/** The names of the search index files the page's search worker requests. */
function recordIndexRequests(page: Page): string[] {
  const names: string[] = [];
  page.context().on('request', (request) => {
    const name = /\/(search-index[^/?]*\.json)/u.exec(request.url())?.[1];
    if (name !== undefined) names.push(name);
  });
  return names;
}

/** The links of the /search page's results, once it has shown those from `section`'s index. */
async function resultHrefs(page: Page, section: string): Promise<string[]> {
  await waitForSearchResults(page, section);
  return resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test('a busca da página inicial usa o índice dos guias, e só ele', async ({page}) => {
  const indexes = recordIndexRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await waitForSearchIndex(page);
  await searchBox(page).fill('boleto');
  await expect(suggestions(page).first()).toContainText(/boleto/iu);
  expect(indexes).toEqual(['search-index-docs.json']);
});

test('a lista de sugestões leva as mesmas palavras às outras seções', async ({page}) => {
  // Two sections' indexes in one test: the worker loads the guides' (2 MB) and then, on /search,
  // the reference's (4 MB); that took 33 s of the 30 s default once on this 2-core machine.
  test.slow();
  await page.goto('/docs/introducao');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await waitForSearchIndex(page);
  await searchBox(page).fill('boleto');
  await expect(suggestions(page).first()).toBeVisible();
  await expect(otherSections(page)).toHaveText(['Referência da API', 'Notas de versão']);
  await otherSections(page).first().click();
  await expect(page).toHaveURL(/\/search\?q=boleto&ctx=api$/u);
  const hrefs = await resultHrefs(page, 'api');
  expect(hrefs.every((href) => href.startsWith('/api/'))).toBe(true);
});

test('sem sugestões, a lista ainda oferece as outras seções', async ({page}) => {
  await page.goto('/blog/2024-07-08-release-notes');
  await waitForHydration(page);
  await openSearchWithShortcut(page);
  await waitForSearchIndex(page);
  await searchBox(page).fill('addDependent');
  await expect(page.locator('.navbar__search').getByText('Nenhum resultado')).toBeVisible();
  await expect(otherSections(page)).toHaveText(['Tutorial', 'Referência da API']);
  await expect(otherSections(page).last()).toHaveAttribute('href', '/search?q=addDependent&ctx=api');
});

test('a página /search mostra as seções e a escolhida muda os resultados e o endereço', async ({page}) => {
  await page.goto('/search?q=boleto');
  // Without ctx, the guides: the address says so.
  await expect(page).toHaveURL(/[?&]ctx=docs(&|$)/u);
  const choice = page.getByRole('group', {name: 'Buscar em'});
  await expect(choice.getByRole('radio')).toHaveCount(3);
  await expect(choice.getByRole('radio', {name: 'Tutorial'})).toBeChecked();
  expect((await resultHrefs(page, 'docs')).every((href) => href.startsWith('/docs/'))).toBe(true);

  await choice.getByText('Notas de versão').click();
  await expect(page).toHaveURL(/[?&]ctx=blog(&|$)/u);
  await expect(page).toHaveURL(/[?&]q=boleto(&|$)/u);
  await expect(choice.getByRole('radio', {name: 'Notas de versão'})).toBeChecked();
  expect((await resultHrefs(page, 'blog')).every((href) => href.startsWith('/blog/'))).toBe(true);

  // The keyboard moves the choice too.
  await choice.getByRole('radio', {name: 'Notas de versão'}).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/[?&]ctx=api(&|$)/u);
  expect((await resultHrefs(page, 'api')).every((href) => href.startsWith('/api/'))).toBe(true);
});

test('o código da busca é pré-carregado com prioridade mínima, sem rodar antes do leitor buscar', async ({page}) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose'] === 'prefetch' || request.headers().purpose === 'prefetch') {
      prefetched.push(request.url());
    }
  });
  await page.goto('/docs/introducao', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
  const bodies = await Promise.all(prefetched.map(async (url) => (await page.request.get(url)).text()));
  // lunr's pipeline registry, which minification keeps: the search's code is among the prefetches.
  expect(bodies.some((body) => body.includes('.Pipeline.registerFunction='))).toBe(true);
  // Still the placeholder: the plugin's box has not been mounted.
  await expect(page.locator('[data-search-placeholder]')).toHaveCount(1);
});
