import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page} from '@playwright/test';

/**
 * Every browser test fails when the page logs a console error or throws an
 * uncaught exception, unless the test declares that exact message as expected
 * (for example the 404 status of a page that does not exist).
 */
interface ConsoleGuard {
  /** Declares an error message the test provokes on purpose. */
  allow(pattern: RegExp): void;
}

/**
 * Waits, after a navigation, until the Docusaurus app has hydrated the page, if the page is one
 * (redirect pages, feeds and other files have no app). The app's scripts run after the first
 * paint (src/lib/ssr-template.ts), so a page is shown, and its `load` event fired, before its buttons,
 * tabs and search box work: a reader takes longer than that to act, a test must wait for it.
 */
async function waitUntilInteractive(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForFunction(
        () =>
          document.getElementById('__docusaurus') === null ||
          document.documentElement.getAttribute('data-has-hydrated') !== 'false',
      );
      return;
    } catch (error) {
      // A redirect page navigates on its own: look again at the page it leads to.
      if (attempt === 3 || !String(error).includes('context was destroyed')) throw error;
      await page.waitForLoadState();
    }
  }
}

export const test = base.extend<{consoleGuard: ConsoleGuard}>({
  page: async ({page, javaScriptEnabled}, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit') await waitUntilInteractive(page);
        return response;
      };
    }
    await provide(page);
  },
  consoleGuard: [
    async ({page}, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`exceção: ${error.message}`));
      await use({allow: (pattern) => allowed.push(pattern)});
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, 'erros no console da página').toEqual([]);
    },
    {auto: true},
  ],
});

/** Waits until React has hydrated the page: before that, buttons render but do nothing. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Waits until the local search plugin's box has taken over from the placeholder that stands in
 * for it until the reader shows an intention to search (src/theme/SearchBar): after that there is
 * one search input, the plugin's.
 */
export async function waitForSearchBox(page: Page): Promise<void> {
  await expect(page.locator('[data-search-placeholder]')).toHaveCount(0, {timeout: 10_000});
  await expect(page.locator('input.navbar__search-input')).toHaveCount(1);
}

/**
 * Focuses the navbar's search box with Ctrl+K (or Cmd+K) and waits for the plugin's box. The
 * shortcut is attached after hydration, so the keystroke is retried until a search box has focus.
 */
export async function openSearchWithShortcut(page: Page, modifier: 'Control' | 'Meta' = 'Control'): Promise<void> {
  await expect(async () => {
    await page.locator('body').click({position: {x: 5, y: 300}});
    await page.keyboard.press(`${modifier}+KeyK`);
    await expect(page.locator('input.navbar__search-input:focus')).toHaveCount(1, {timeout: 1_000});
  }).toPass({timeout: 10_000});
  await waitForSearchBox(page);
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
}

/**
 * Waits until the navbar's search box answers what is typed, after a page load: the plugin attaches
 * its list of suggestions, which makes the box a combobox, only once the search's Web Worker has
 * downloaded and loaded the section's index (the guides' 2 MB, the reference's 4 MB). That is the
 * page's own work, and the largest it does: the index's response is not enough (in a run with a
 * core kept busy, loading the reference's index took another 8 s after it arrived), and no fixed
 * limit fits every machine, so the wait lasts as long as the work, within the test's time.
 */
export async function waitForSearchIndex(page: Page): Promise<void> {
  await page.locator('input.navbar__search-input[role="combobox"]').waitFor();
}

/**
 * Waits until the /search page has shown its results from the index of `section` (docs, api, blog):
 * a result that links into that section. Its worker downloads and loads that index first, as long as
 * that takes (see waitForSearchIndex); when the section changes, the previous section's results stay
 * until the new ones replace them all at once.
 */
export async function waitForSearchResults(page: Page, section: string): Promise<void> {
  await page.locator(`article[class*="searchResultItem"] h2 a[href^="/${section}/"]`).first().waitFor();
}

/** Clicks the navbar's search box and waits for the plugin's box, focused, in its place. */
export async function clickSearchBox(page: Page): Promise<void> {
  await page.locator('input.navbar__search-input').click();
  await waitForSearchBox(page);
  await expect(page.locator('input.navbar__search-input')).toBeFocused();
}

/**
 * axe on the page as it is now: no serious or critical violation (rule and first targets on failure).
 *
 * axe.run in the page itself (legacy mode), keeping the details of violations only: the site has no
 * frames, and nothing here reads the passes. By default the builder serialises every node that
 * passed a rule out of the page and into a second, blank page where it finishes the run (7 MB for
 * the error catalogue), which cost five to six times the audit: 14 s instead of 2.4 s for that
 * page, 6.5 s instead of 1.4 s for Billing's, on this 2-core machine with nothing else running. The
 * violations found are the same.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const {violations} = await new AxeBuilder({page})
    .setLegacyMode()
    .options({resultTypes: ['violations']})
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      regra: violation.id,
      impacto: violation.impact,
      alvos: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious).toEqual([]);
}

export {expect};
