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
import {eventRoute} from '../../src/data/webhook-events';

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
    path: eventRoute('BILLING_CREATED'),
    weightClass: 'rico',
  },
];

/**
 * The peer's pages of the portal's API page kinds (the same `kind`), at the plugin's default
 * addresses.
 */
export const PEER_PAGES: readonly PageKind[] = [
  {kind: 'api-objeto', label: 'Par: objeto (Billing)', path: '/docs/schema/types/objects/billing'},
  {
    kind: 'api-mutation',
    label: 'Par: mutation (addDependent)',
    path: '/docs/schema/operations/mutations/add-dependent',
  },
];

export const GZIP_LEVEL = 6;
export const gzipSize = (bytes: Buffer): number => gzipSync(bytes, {level: GZIP_LEVEL}).length;

/**
 * What a reader's action downloaded, gzipped: its requests' bodies, leaving out the route prefetches
 * (`<link rel="prefetch">`, sent with `Sec-Purpose: prefetch`) that happen to fall in the same
 * seconds; they belong to the links in view (src/plugins/idle-prefetch), not to the action. A chunk
 * prefetched earlier and then used is requested again, answered from the cache, and counted.
 */
export async function downloadedGzipBytes(requests: readonly Request[]): Promise<number> {
  const sizes = await Promise.all(
    requests.map(async (request) => {
      if ((await request.headerValue('sec-purpose')) === 'prefetch') return 0;
      const body = await (await request.response())?.body().catch(() => undefined);
      return body === undefined ? 0 : gzipSize(body);
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

// Docusaurus prefetches the chunks of linked routes with <link rel="prefetch">: they are not
// needed to show this page and the browser fetches them at idle priority.
// Chromium marks them with Sec-Purpose (older versions: Purpose).
const isPrefetch = (request: Request): boolean => {
  const headers = request.headers();
  return headers['sec-purpose'] === 'prefetch' || headers.purpose === 'prefetch';
};

/**
 * Marks (epoch milliseconds) the moment Docusaurus hands the page to React: it first loads every chunk
 * of the route, then calls hydrateRoot, which at once attaches React's event listeners to the root
 * element. What the page requested until then is its own JS; what it imports while or after React
 * renders (the explorer's editor, behind a dynamic import) is not. (The data-has-hydrated attribute
 * comes too late for this: react-helmet writes it on a later animation frame.)
 */
const HYDRATION_MARK = '__portalHydrationStart';
function markHydration(mark: string): void {
  const record = window as unknown as Record<string, number | undefined>;
  // Kept to be called with each listener's own target (apply below), never detached from it.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const addEventListener = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof addEventListener>) {
    if (record[mark] === undefined && this instanceof Element && this.id === '__docusaurus') {
      record[mark] = performance.timeOrigin + performance.now();
    }
    addEventListener.apply(this, args);
  };
}

/** Of the assets, those a page requested up to its hydration (epoch milliseconds, as Playwright's timing). */
export function requestedBy<T extends {readonly startedAt: number}>(assets: readonly T[], hydratedAt: number): T[] {
  return assets.filter((asset) => asset.startedAt <= hydratedAt);
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
  await page.addInitScript(markHydration, HYDRATION_MARK);
  try {
    const response = await page.goto(url, {waitUntil: 'networkidle'});
    page.off('requestfinished', onFinished);
    if (!response?.ok()) throw new Error(`${url} respondeu ${String(response?.status())}`);
    const html = await response.body();
    const hydratedAt = await page.evaluate(
      (mark) => (window as unknown as Record<string, number | undefined>)[mark] ?? Number.NaN,
      HYDRATION_MARK,
    );
    const sizes = await Promise.all(
      assets.map(async ({type, request}) => {
        const body = await (await request.response())?.body();
        if (body === undefined) throw new Error(`Sem resposta para ${request.url()}`);
        return {type, size: gzipSize(body), startedAt: request.timing().startTime};
      }),
    );
    const total = (type: 'js' | 'css'): number =>
      sizes.filter((asset) => asset.type === type).reduce((sum, asset) => sum + asset.size, 0);
    return {
      jsGzipBytes: total('js'),
      jsFiles: sizes.filter((asset) => asset.type === 'js').length,
      ...(Number.isNaN(hydratedAt)
        ? {}
        : {
            initialJsGzipBytes: requestedBy(
              sizes.filter((asset) => asset.type === 'js'),
              hydratedAt,
            ).reduce((sum, asset) => sum + asset.size, 0),
            initialCssGzipBytes: requestedBy(
              sizes.filter((asset) => asset.type === 'css'),
              hydratedAt,
            ).reduce((sum, asset) => sum + asset.size, 0),
          }),
      cssGzipBytes: total('css'),
      cssFiles: sizes.filter((asset) => asset.type === 'css').length,
      htmlBytes: html.length,
      htmlGzipBytes: gzipSize(html),
    };
  } finally {
    await context.close();
  }
}
