/**
 * The HTML template of every page (`ssrTemplate` in docusaurus.config.ts): Docusaurus' own, with
 * one change. The app's scripts run once the page's first contentful paint has been shown, instead
 * of as `defer` scripts, which a browser may run before its first frame.
 *
 * Why: when the page loads fast (Lighthouse's unthrottled trace, a warm cache), the deferred
 * scripts finish downloading and run their ~200 ms of evaluation and hydration before the first
 * frame is presented. Lighthouse's simulation then counts every request and task that ended
 * before the observed paint as needed for the Largest Contentful Paint, so the simulated LCP came
 * 2.4 s after the simulated FCP on every page, the one-page floor site included, although the LCP
 * element is server-rendered text that needs no script. Running the scripts after the paint makes
 * the text show first on a slow phone too, and leaves them out of the LCP.
 *
 * The scripts are still requested at once, at low priority, by `<link rel="preload">` tags, so
 * nothing waits for the network later. The starter is one fixed inline script (one CSP hash,
 * allowed like the theme's own inline scripts by scripts/deploy/csp-policy.ts): it reads the
 * addresses from those tags.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** Marks the preload tags of the app's own scripts, which the starter turns into scripts. */
export const APP_SCRIPT_ATTRIBUTE = 'data-app-script';

/**
 * Runs the app's scripts, in order, after the first contentful paint and the end of parsing
 * (which a deferred script also waits for). Runs them without waiting for the paint where
 * that paint will not be reported: a browser without paint timing, or a page opened in the
 * background (a hidden page paints nothing, and its scripts must still run), and at the latest
 * after MAX_WAIT_MS, so that a page never stays without its scripts (a busy machine may take
 * seconds to present the first frame: the limit is far above that).
 */
const MAX_WAIT_MS = 10_000;
export const APP_SCRIPT_STARTER = `(function () {
  var started = false;
  function start() {
    if (started) return;
    // The app expects the whole document, as a deferred script does.
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', start);
    started = true;
    var links = document.querySelectorAll('link[${APP_SCRIPT_ATTRIBUTE}]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      script.async = false;
      document.head.appendChild(script);
    }
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0 || document.visibilityState !== 'visible') return start();
  new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start);
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start);
  setTimeout(start, ${String(MAX_WAIT_MS)});
})();`;

const DEFERRED_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

const PRELOADED_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" ${APP_SCRIPT_ATTRIBUTE}>
    <% }); %>
    <script>${APP_SCRIPT_STARTER}</script>`;

/** Docusaurus' template with its deferred scripts replaced by the preloads and the starter. */
export function appScriptsAfterFirstPaint(template: string): string {
  if (!template.includes(DEFERRED_SCRIPTS)) {
    // A Docusaurus upgrade changed its template: say so instead of shipping pages without scripts.
    throw new Error(
      'src/lib/ssr-template.ts: o modelo HTML do Docusaurus mudou e não tem mais os scripts "defer" esperados; revise a troca.',
    );
  }
  return template.replace(DEFERRED_SCRIPTS, PRELOADED_SCRIPTS);
}

export const SSR_TEMPLATE = appScriptsAfterFirstPaint(docusaurusTemplate);
