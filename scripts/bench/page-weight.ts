/**
 * First-load weight of each page kind: the JS and CSS a browser with an empty cache downloads
 * to show the page (everything the page requests until the network is idle after `load`,
 * prefetches of other routes excluded), gzipped at level 6 as the nginx recipe in deploy/
 * serves them, plus the HTML document itself.
 */
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from '@playwright/test';
import type {PageWeight} from './result';

export interface PageKind {
  readonly kind: string;
  readonly label: string;
  readonly path: string;
}

export const PAGE_KINDS: readonly PageKind[] = [
  {kind: 'inicio', label: 'Página inicial', path: '/'},
  {kind: 'guia', label: 'Guia (Dependentes › Incluir)', path: '/docs/dependentes/incluir'},
  {kind: 'api-objeto', label: 'API, objeto (Billing)', path: '/api/types/objects/billing'},
  {kind: 'api-mutation', label: 'API, mutation (addDependent)', path: '/api/api/mutations/add-dependent'},
  {kind: 'blog', label: 'Nota de versão', path: '/blog/2024-07-08-release-notes'},
];

export const GZIP_LEVEL = 6;
export const gzipSize = (bytes: Buffer): number => gzipSync(bytes, {level: GZIP_LEVEL}).length;

// Docusaurus prefetches the chunks of linked routes with <link rel="prefetch">: they are not
// needed to show this page and the browser fetches them at idle priority.
const isPrefetch = (request: Request): boolean => request.headers().purpose === 'prefetch';

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<{type: 'js' | 'css'; size: number} | undefined>[] = [];
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if ((type !== 'script' && type !== 'stylesheet') || isPrefetch(request)) return;
    pending.push(
      request.response().then(async (response) => {
        if (!response) return undefined;
        return {type: type === 'script' ? 'js' : 'css', size: gzipSize(await response.body())};
      }),
    );
  });
  try {
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    if (!response?.ok()) throw new Error(`${url} respondeu ${String(response?.status())}`);
    const html = await response.body();
    const assets = (await Promise.all(pending)).filter((asset) => asset !== undefined);
    const total = (type: 'js' | 'css'): number =>
      assets.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.size, 0);
    return {
      jsGzipBytes: total('js'),
      jsFiles: assets.filter((asset) => asset.type === 'js').length,
      cssGzipBytes: total('css'),
      cssFiles: assets.filter((asset) => asset.type === 'css').length,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSize(html),
    };
  } finally {
    await context.close();
  }
}
