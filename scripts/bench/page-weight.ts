/**
 * First-load weight of each page kind: the JS and CSS a browser with an empty cache downloads
 * to show the page (everything the page requests until the network is idle after `load`,
 * prefetches of other routes excluded), gzipped at level 6 (nginx's on-the-fly level; the
 * recipe in deploy/ serves level-9 copies, a little smaller, so the figures are an upper
 * bound), plus the HTML document itself.
 */
import {gzipSync} from 'node:zlib';
import type {Browser, Request} from '@playwright/test';
import type {PageWeight, PageWeightClass} from './result';

export interface PageKind {
  readonly kind: string;
  readonly label: string;
  readonly path: string;
  readonly weightClass?: PageWeightClass;
}

/** One page of every kind the portal has (the explorer has a budget of its own). */
export const PAGE_KINDS: readonly PageKind[] = [
  {kind: 'inicio', label: 'Página inicial', path: '/', weightClass: 'leve'},
  {kind: 'guia', label: 'Guia (Dependentes › Incluir)', path: '/docs/dependentes/incluir', weightClass: 'rico'},
  {kind: 'api-objeto', label: 'API, objeto (Billing)', path: '/api/types/objects/billing', weightClass: 'rico'},
  {
    kind: 'api-mutation',
    label: 'API, mutation (addDependent)',
    path: '/api/api/mutations/add-dependent',
    weightClass: 'rico',
  },
  {kind: 'blog', label: 'Nota de versão', path: '/blog/2024-07-08-release-notes', weightClass: 'leve'},
  {
    kind: 'webhook',
    label: 'Evento de webhook (BILLING_CREATED)',
    path: '/docs/webhooks/evento-billing-created',
    weightClass: 'rico',
  },
];

export const GZIP_LEVEL = 6;
export const gzipSize = (bytes: Buffer): number => gzipSync(bytes, {level: GZIP_LEVEL}).length;

// Docusaurus prefetches the chunks of linked routes with <link rel="prefetch">: they are not
// needed to show this page and the browser fetches them at idle priority.
// Chromium marks them with Sec-Purpose (older versions: Purpose).
const isPrefetch = (request: Request): boolean => {
  const headers = request.headers();
  return headers['sec-purpose'] === 'prefetch' || headers.purpose === 'prefetch';
};

/**
 * The scripts the page's HTML names (`<script src>` and `<link rel="preload" as="script">`): the
 * route's own JS, as opposed to what its code imports later (the explorer's editor).
 */
export function scriptsNamedByHtml(html: string, baseUrl: string): Set<string> {
  const named = new Set<string>();
  for (const [tag = ''] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = tag.startsWith('<script');
    if (!isScript && !(/\brel="?preload"?/i.test(tag) && /\bas="?script"?/i.test(tag))) continue;
    const address = (isScript ? /\bsrc="([^"]+)"/i : /\bhref="([^"]+)"/i).exec(tag)?.[1];
    if (address !== undefined) named.add(new URL(address, baseUrl).pathname);
  }
  return named;
}

export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets: {type: 'js' | 'css'; request: Request}[] = [];
  const onFinished = (request: Request): void => {
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && !isPrefetch(request)) {
      assets.push({type: type === 'script' ? 'js' : 'css', request});
    }
  };
  page.on('requestfinished', onFinished);
  try {
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    page.off('requestfinished', onFinished);
    if (!response?.ok()) throw new Error(`${url} respondeu ${String(response?.status())}`);
    const html = await response.body();
    const named = scriptsNamedByHtml(html.toString('utf8'), url);
    const sizes = await Promise.all(
      assets.map(async ({type, request}) => {
        const body = await (await request.response())?.body();
        if (body === undefined) throw new Error(`Sem resposta para ${request.url()}`);
        return {type, size: gzipSize(body), named: named.has(new URL(request.url()).pathname)};
      }),
    );
    const total = (type: 'js' | 'css'): number =>
      sizes.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.size, 0);
    return {
      jsGzipBytes: total('js'),
      jsFiles: sizes.filter((asset) => asset.type === 'js').length,
      initialJsGzipBytes: sizes
        .filter((asset) => asset.type === 'js' && asset.named)
        .reduce((sum, asset) => sum + asset.size, 0),
      cssGzipBytes: total('css'),
      cssFiles: sizes.filter((asset) => asset.type === 'css').length,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSize(html),
    };
  } finally {
    await context.close();
  }
}
