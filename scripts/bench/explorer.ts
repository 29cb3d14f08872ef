/**
 * The explorer (/explorador) in the benchmark: its page is measured like every other page kind
 * (weight, Lighthouse), and then what only it does: the editor, GraphiQL and the simulated API it
 * imports after its hydration, the schema asset, and the time from navigation to the first
 * simulated answer on screen, beside the API mutation page's load time measured in the same run.
 */
import type {Browser, Page} from '@playwright/test';

import {explorerHref} from '../../src/lib/explorer-link';
import {loadSnapshot} from '../../src/lib/schema-snapshot';
import {buildOperationExample} from '../../src/plugins/api-reference/generator/examples';
import {EXPLORER_JS_REFERENCE_KIND} from './budgets';
import {PAGE_KINDS, gzipSize, type PageKind} from './page-weight';
import type {PageWeight} from './result';
import {median} from './median';

/** The page the guides' and the reference's addDependent examples open. */
export function explorerPage(): PageKind {
  const example = buildOperationExample(loadSnapshot(), 'mutation', 'addDependent');
  return {
    kind: 'explorador',
    label: 'Explorador (addDependent, dados simulados)',
    path: explorerHref({query: example.document, variables: example.variables, operationName: example.operationName}),
  };
}

/** The API page whose load time the explorer's first answer is reported beside. */
export const API_PAGE: PageKind = (() => {
  const page = PAGE_KINDS.find((kind) => kind.kind === EXPLORER_JS_REFERENCE_KIND);
  if (page === undefined) throw new Error(`bench: não há página ${EXPLORER_JS_REFERENCE_KIND} em PAGE_KINDS`);
  return page;
})();

/** Milliseconds from navigation start (the page's own clock) until `ready` resolves. */
async function sinceNavigation(page: Page, ready: () => Promise<void>): Promise<number> {
  await ready();
  return page.evaluate(() => performance.now());
}

async function firstAnswerMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(url, {waitUntil: 'commit'});
    return await sinceNavigation(page, async () => {
      const run = page.getByRole('button', {name: 'Executar'});
      await run.waitFor({timeout: 60_000});
      await page.locator('[data-ready="true"] .CodeMirror').first().waitFor({timeout: 60_000});
      await run.click();
      await page.waitForFunction(
        () => {
          const editor = document.querySelector<Element & {CodeMirror?: {getValue(): string}}>(
            '[data-testid="explorador-resposta"] .CodeMirror',
          );
          return editor?.CodeMirror?.getValue().includes('"data"') === true;
        },
        undefined,
        {timeout: 60_000, polling: 'raf'},
      );
    });
  } finally {
    await context.close();
  }
}

async function loadMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(url, {waitUntil: 'load'});
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return navigation?.loadEventEnd ?? Number.NaN;
    });
  } finally {
    await context.close();
  }
}

/** The schema asset the explorer fetches, raw and gzipped. */
async function schemaWeight(browser: Browser, url: string): Promise<{schemaBytes: number; schemaGzipBytes: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const schema = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('.graphql'), {
      timeout: 60_000,
    });
    await page.goto(url);
    const body = await (await schema).body();
    return {schemaBytes: body.length, schemaGzipBytes: gzipSize(body)};
  } finally {
    await context.close();
  }
}

/** What the explorer loads after its hydration, from its page's weight: the editor's JS and CSS. */
export function lazyWeight(weight: PageWeight | undefined): {lazyJsGzipBytes: number; lazyCssGzipBytes: number} {
  if (weight?.initialJsGzipBytes === undefined || weight.initialCssGzipBytes === undefined) {
    throw new Error('bench: o peso do explorador não separou o carregamento inicial (a página não hidratou?)');
  }
  return {
    lazyJsGzipBytes: weight.jsGzipBytes - weight.initialJsGzipBytes,
    lazyCssGzipBytes: weight.cssGzipBytes - weight.initialCssGzipBytes,
  };
}

export async function measureExplorerExtras(
  browser: Browser,
  baseUrl: string,
  runs: number,
): Promise<{
  schemaBytes: number;
  schemaGzipBytes: number;
  firstResultMs: number;
  apiPageLoadMs: number;
  runs: number;
}> {
  const url = new URL(explorerPage().path, baseUrl).href;
  const apiUrl = new URL(API_PAGE.path, baseUrl).href;
  const schema = await schemaWeight(browser, url);
  const answers: number[] = [];
  const loads: number[] = [];
  // Alternated, so that both see the same state of the machine.
  for (let run = 0; run < runs; run += 1) {
    answers.push(await firstAnswerMs(browser, url));
    loads.push(await loadMs(browser, apiUrl));
  }
  return {
    ...schema,
    firstResultMs: median(answers),
    apiPageLoadMs: median(loads),
    runs,
  };
}
