import type {Page} from '@playwright/test';
import {PREFETCH_QUIET_MS, READER_INPUT} from '../../src/plugins/idle-prefetch/quiet';
import {test, expect, waitForHydration} from './fixtures';

/*
 * Docusaurus prefetches a link's route when the link enters the viewport (an IntersectionObserver
 * per @docusaurus/Link). On a phone the closed menu holds the docs' sidebar: it must stay out of the
 * viewport (src/css/custom.css), or every sidebar link counts as seen and all their routes are
 * prefetched right after hydration. Opened, the menu's links are seen, and prefetched, as before.
 */

const PAGE = '/api/types/objects/billing';
// The panels used to slide for --ifm-transition-fast (200 ms) when the sidebar filled the menu.
const SLIDE_MS = 200;

test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

/** Records the menu links that the page's intersection observers are told are in view. */
async function recordMenuLinksSeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: {href: string; menuOpen: boolean}[] = [];
    (window as {menuLinksSeen?: typeof seen}).menuLinksSeen = seen;
    const Observer = window.IntersectionObserver;
    window.IntersectionObserver = class extends Observer {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          for (const entry of entries) {
            if (!entry.isIntersecting || entry.target.closest('.navbar-sidebar') === null) continue;
            seen.push({
              href: entry.target.getAttribute('href') ?? '',
              menuOpen: document.querySelector('.navbar-sidebar--show') !== null,
            });
          }
          callback(entries, observer);
        }, options);
      }
    };
  });
}

const menuLinksSeen = (page: Page): Promise<{href: string; menuOpen: boolean}[]> =>
  page.evaluate(() => [...((window as {menuLinksSeen?: {href: string; menuOpen: boolean}[]}).menuLinksSeen ?? [])]);

test('no celular, os links do menu fechado não contam como vistos; abertos, contam', async ({page}) => {
  await recordMenuLinksSeen(page);
  await page.goto(PAGE);
  await waitForHydration(page);
  // The docs' sidebar has filled the closed menu, and its panel is the one the menu shows.
  await expect(page.locator('.navbar-sidebar__items--show-secondary .menu__link').first()).toBeAttached();
  await page.evaluate((wait) => new Promise((resolve) => setTimeout(resolve, wait)), SLIDE_MS * 3);
  expect(await menuLinksSeen(page)).toEqual([]);

  await page.locator('.navbar__toggle').click();
  await expect(page.locator('.navbar-sidebar--show')).toBeAttached();
  await expect
    .poll(async () => (await menuLinksSeen(page)).filter((link) => link.menuOpen).map((link) => link.href))
    .toContain(PAGE);
});

/**
 * Records, for each IntersectionObserver callback, how many `<link rel="prefetch">` the page gained
 * while the callback ran.
 */
async function recordPrefetchesInObserverCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const added: number[] = [];
    (window as {prefetchesInCallbacks?: number[]}).prefetchesInCallbacks = added;
    const count = (): number => document.querySelectorAll('link[rel="prefetch"]').length;
    const Observer = window.IntersectionObserver;
    window.IntersectionObserver = class extends Observer {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super((entries, observer) => {
          const before = count();
          callback(entries, observer);
          added.push(count() - before);
        }, options);
      }
    };
  });
}

// The home page shows links to eight routes at once: their prefetches used to run, all of them, in
// the task that reported the links in view (src/plugins/idle-prefetch).
test('os links à vista são pré-carregados no tempo ocioso, não na tarefa que os vê', async ({page}) => {
  await recordPrefetchesInObserverCallbacks(page);
  await page.goto('/');
  await waitForHydration(page);
  const prefetches = page.locator('link[rel="prefetch"]');
  await expect.poll(() => prefetches.count()).toBeGreaterThan(0);
  const inCallbacks = await page.evaluate(() => (window as {prefetchesInCallbacks?: number[]}).prefetchesInCallbacks);
  expect(inCallbacks?.length).toBeGreaterThan(0);
  expect(inCallbacks?.filter((added) => added > 0)).toEqual([]);
});

/** Records when (performance.now()) each route's `<link rel="prefetch">` is added and each input of the reader arrives. */
async function recordPrefetchesAndInput(page: Page): Promise<void> {
  await page.addInitScript((inputTypes) => {
    const times = {prefetches: [] as number[], inputs: [] as number[]};
    (window as {prefetchTimes?: typeof times}).prefetchTimes = times;
    for (const type of inputTypes) {
      window.addEventListener(type, () => times.inputs.push(performance.now()), {capture: true});
    }
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        for (const node of record.addedNodes) {
          // A route's prefetch (Docusaurus' link has no `as`), not webpack's prefetch of the search's
          // own code (`as="script"`, src/theme/SearchBar), which the search is there to use.
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch' && !node.hasAttribute('as')) {
            times.prefetches.push(now);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  }, READER_INPUT);
}

const prefetchTimes = (page: Page): Promise<{prefetches: number[]; inputs: number[]}> =>
  page.evaluate(() => {
    const times = (window as {prefetchTimes?: {prefetches: number[]; inputs: number[]}}).prefetchTimes;
    return {prefetches: [...(times?.prefetches ?? [])], inputs: [...(times?.inputs ?? [])]};
  });

// A search opened right after the page downloads and loads its index: prefetching in those seconds
// slowed it down and took its bandwidth. Prefetching waits for the page's start and for every key.
test('o pré-carregamento espera o começo da página e cada tecla do leitor', async ({page}) => {
  await recordPrefetchesAndInput(page);
  await page.goto('/docs/webhooks/introducao');
  await waitForHydration(page);
  await expect(async () => {
    await page.keyboard.press('Control+KeyK');
    await expect(page.locator('input.navbar__search-input:focus')).toHaveCount(1, {timeout: 500});
  }).toPass({timeout: 10_000});
  await page.keyboard.type('boleto');
  await expect(page.locator('.navbar__search [role="option"]').first()).toBeVisible({timeout: 15_000});
  await expect.poll(async () => (await prefetchTimes(page)).prefetches.length).toBeGreaterThan(0);

  const {prefetches, inputs} = await prefetchTimes(page);
  expect(inputs.length).toBeGreaterThan('boleto'.length);
  const early = prefetches.filter((at) => {
    const lastInput = Math.max(0, ...inputs.filter((input) => input <= at));
    return at - lastInput < PREFETCH_QUIET_MS;
  });
  expect(early).toEqual([]);
});
