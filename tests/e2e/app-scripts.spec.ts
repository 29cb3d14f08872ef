import {test, expect, waitForHydration} from './fixtures';

/*
 * The app's scripts run after the page's first contentful paint (src/lib/ssr-template.ts): the text
 * is on screen before any script of ours evaluates, and the page still hydrates.
 */

interface Timeline {
  firstContentfulPaint?: number;
  firstAppScript?: number;
}

for (const path of ['/', '/docs/introducao', '/api/types/objects/billing', '/blog/2024-07-08-release-notes']) {
  test(`os scripts do portal rodam depois da primeira pintura com conteúdo (${path})`, async ({page}) => {
    await page.addInitScript(() => {
      const timeline: Timeline = {};
      (window as unknown as {__timeline: Timeline}).__timeline = timeline;
      new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) timeline.firstContentfulPaint ??= entry.startTime;
      }).observe({type: 'paint', buffered: true});
      // The first of our scripts to be inserted into the document, whatever inserts it.
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/')) {
              timeline.firstAppScript = performance.now();
              observer.disconnect();
              return;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(path);
    await waitForHydration(page);
    const timeline = await page.evaluate(() => (window as unknown as {__timeline: Timeline}).__timeline);
    expect(timeline.firstContentfulPaint, 'primeira pintura com conteúdo').toBeDefined();
    expect(timeline.firstAppScript, 'primeiro script do portal').toBeDefined();
    expect(timeline.firstAppScript).toBeGreaterThanOrEqual(timeline.firstContentfulPaint ?? Infinity);
    // Nothing of ours is a parser-inserted script: every one waits for the paint.
    await expect(page.locator('head script[src*="/assets/js/"][defer]')).toHaveCount(0);
  });
}
