/**
 * Search as a visitor meets it: the size of each search index, and the time from Ctrl+K to the
 * first suggestion, measured inside the page (performance.now() at the keydown, then at the
 * first result in the DOM). Each sample runs in a fresh browser context, so the index is
 * downloaded, parsed and loaded by the search worker inside the measured time.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Request} from '@playwright/test';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {PAGE_KINDS, downloadedGzipBytes, gzipSize} from './page-weight';
import type {SearchIndexSize, SearchLatencySample} from './result';

/** Every page kind (each search context, and pages outside any), × queries. */
export const SEARCH_PAGES: readonly string[] = PAGE_KINDS.map((kind) => kind.path);
export const SEARCH_QUERIES = ['boleto', 'autenticação', 'responsável financeiro', 'addDependent', 'webhook'] as const;

/**
 * Loads per page and query. One load's time moves by ±60 ms on this machine (the search worker
 * starts, downloads and loads the index inside it), and the budget takes each page's worst query:
 * with one load each, the worst was mostly the noisiest.
 */
export const SEARCH_LOADS = 3;

/** Several loads of one query as one: the load with the median time, with every load's time. */
export function medianLoad(loads: readonly SearchLatencySample[]): SearchLatencySample {
  const sorted = [...loads].sort((a, b) => a.firstResultMs - b.firstResultMs);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (middle === undefined) throw new Error('Nenhuma carga da busca.');
  return {...middle, loadsMs: loads.map((load) => load.firstResultMs)};
}

/** The search box's "no results" message, as the site shows it (i18n/pt-BR/code.json). */
const NO_RESULTS_TEXT = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'i18n', 'pt-BR', 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >
)['theme.SearchBar.noResultsText']?.message;
if (NO_RESULTS_TEXT === undefined) throw new Error('i18n/pt-BR/code.json não traduz theme.SearchBar.noResultsText.');

/** An index is a list of lunr indexes, one per kind of document; the first is the pages'. */
type SearchIndexFile = readonly {readonly documents: readonly {readonly u: string}[]}[];

export function searchIndexSizes(buildDir: string): SearchIndexSize[] {
  return readdirSync(buildDir)
    .filter((file) => /^search-index.*\.json$/u.test(file))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(buildDir, file));
      const context = /^search-index-(.+)\.json$/u.exec(file)?.[1] ?? 'fora de contexto';
      const index = JSON.parse(bytes.toString('utf8')) as SearchIndexFile;
      const pages = new Set(index[0]?.documents.map((document) => document.u)).size;
      return {context, file, bytes: bytes.length, gzipBytes: gzipSize(bytes), pages};
    });
}

interface BenchWindow {
  __searchBench?: {start?: number; first?: number; firstText?: string};
}

/**
 * Records the keydown of Ctrl/Cmd+K and the search's first answer after it: its first suggestion,
 * or its "no results" message (a release note's context has no page about addDependent).
 */
function installProbe(noResultsText: string): void {
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
    const empty = [...document.querySelectorAll('.navbar__search span')].some(
      (span) => span.textContent === noResultsText,
    );
    if (option || empty) {
      state.first = performance.now();
      state.firstText = option ? option.textContent : noResultsText;
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
    await page.addInitScript(installProbe, NO_RESULTS_TEXT);
    await page.goto(new URL(pagePath, baseUrl).href, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // What the search downloads from the shortcut on (the index comes through the search's Web
    // Worker: its requests reach the context, not the page).
    const requests: Request[] = [];
    const collect = (request: Request): void => {
      requests.push(request);
    };
    context.on('request', collect);
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
    context.off('request', collect);
    return {
      page: pagePath,
      query,
      firstResultMs: Math.round(ms),
      firstResult: text.trim().slice(0, 80),
      downloadedGzipBytes: await downloadedGzipBytes(requests),
    };
  } finally {
    await context.close();
  }
}
