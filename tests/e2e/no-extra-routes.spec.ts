import {test, expect} from './fixtures';
import {CHANGELOG_ROUTE} from '../../src/plugins/api-reference/generator/changelog';
import {DEPRECATIONS_ROUTE} from '../../src/plugins/api-reference/generator/deprecations';
import {EXPLORER_ROUTE} from '../../src/lib/explorer-link';
import {CHECKER_ROUTE} from '../../src/lib/checker-link';

/**
 * Every page the site publishes (its sitemap) matches a route the site is meant to have
 * (site-data.ts and the reference's routes): no stray authors page, tag list of the docs, paginated blog list or
 * extra reference category.
 */
const SPEC_ROUTES: readonly RegExp[] = [
  /^\/$/,
  /^\/markdown-page$/,
  /^\/search$/,
  /^\/blog$/,
  /^\/blog\/archive$/,
  /^\/blog\/tags$/,
  /^\/blog\/tags\/release-notes$/,
  /^\/blog\/\d{4}-\d{2}-\d{2}-release-notes$/,
  /^\/docs\/introducao$/,
  /^\/docs\/[a-z-]+\/[a-z-]+$/,
  // The webhook events' reference, generated from schema/webhooks.openapi.yaml (src/data/webhook-events.ts).
  /^\/docs\/webhooks\/(eventos-de-webhook|evento-[a-z-]+)$/,
  /^\/api\/$/,
  /^\/api\/category\/(api|directives|enums|inputs|mutations|objects|queries|scalars|subscriptions|types)$/,
  /^\/api\/api\/directives\/(include|skip)$/,
  /^\/api\/api\/(mutations|queries|subscriptions)\/[a-z0-9-]+$/,
  /^\/api\/types\/(enums|inputs|objects|scalars)\/[a-z0-9-]+$/,
  // Pages the portal adds beyond the specification.
  new RegExp(`^${CHANGELOG_ROUTE}$`),
  new RegExp(`^${DEPRECATIONS_ROUTE}$`),
  new RegExp(`^${EXPLORER_ROUTE}$`),
  new RegExp(`^${CHECKER_ROUTE}$`),
];

test('o sitemap só publica rotas da especificação', async ({request}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.ok()).toBe(true);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(paths.length).toBeGreaterThan(10);
  const unexpected = paths.filter((path) => !SPEC_ROUTES.some((route) => route.test(path)));
  expect(unexpected).toEqual([]);
});
