/**
 * Search as a visitor meets it: the size of each search index, and the time from Ctrl+K to the
 * first suggestion, measured inside the page (performance.now() at the keydown, then at the
 * first result in the DOM). Each sample runs in a fresh browser context, so the index is
 * downloaded, parsed and loaded by the search worker inside the measured time.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {gzipSize} from './page-weight';
import type {SearchIndexSize, SearchLatencySample} from './result';

/** Pages whose search context differs (none: the combined index; guides; the API), × queries. */
export const SEARCH_PAGES = ['/', '/docs/introducao', '/api/'] as const;
export const SEARCH_QUERIES = ['boleto', 'autenticação', 'responsável financeiro', 'addDependent', 'webhook'] as const;

export function searchIndexSizes(buildDir: string): SearchIndexSize[] {
  return readdirSync(buildDir)
    .filter((file) => /^search-index.*\.json$/u.test(file))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(buildDir, file));
      const context = /^search-index-(.+)\.json$/u.exec(file)?.[1] ?? 'todos';
      return {context, file, bytes: bytes.length, gzipBytes: gzipSize(bytes)};
    });
}

interface BenchWindow {
  __searchBench?: {start?: number; first?: number; firstText?: string};
}

/** Records the keydown of Ctrl/Cmd+K and the first suggestion that appears after it. */
function installProbe(): void {
  const state: NonNullable<BenchWindow['__searchBench']> = {};
  (window as BenchWindow).__searchBench = state;
  document.addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') state.start ??= performance.now();
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (state.start === undefined || state.first !== undefined) return;
    const option = document.querySelector('.navbar__search [role="option"]');
    if (option) {
      state.first = performance.now();
      state.firstText = option.textContent;
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.body, {childList: true, subtree: true});
  });
}

export async function measureFirstResult(
  browser: Browser,
  baseUrl: string,
  pagePath: string,
  query: string,
): Promise<SearchLatencySample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(installProbe);
    await page.goto(new URL(pagePath, baseUrl).href, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // The shortcut listener is attached in an effect after hydration: retry until it opens.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await page.keyboard.press('Control+KeyK');
      // A search input has the focus: the placeholder's, if the plugin's box is still loading.
      if (await page.evaluate(() => document.activeElement?.matches('input.navbar__search-input') === true)) break;
      await page.evaluate(() => {
        const probe = (window as BenchWindow).__searchBench;
        if (probe) delete probe.start;
      });
      await page.waitForTimeout(100);
    }
    await page.keyboard.insertText(query);
    const handle = await page.waitForFunction(
      () => {
        const probe = (window as BenchWindow).__searchBench;
        return probe?.first !== undefined && probe.start !== undefined
          ? {ms: probe.first - probe.start, text: probe.firstText ?? ''}
          : undefined;
      },
      undefined,
      {timeout: 15_000},
    );
    const {ms, text} = (await handle.jsonValue()) as {ms: number; text: string};
    return {page: pagePath, query, firstResultMs: Math.round(ms), firstResult: text.trim().slice(0, 80)};
  } finally {
    await context.close();
  }
}
