import {test, expect} from './fixtures';

/*
 * The OpenAPI theme as src/plugins/openapi-theme shapes it: its CSS reaches only the webhook
 * events' pages (the other pages download one stylesheet, without it, and the event pages get it in
 * their HTML, so they are styled before any script runs), and faker stays out of them.
 */

const OPENAPI_STYLESHEET = /\/assets\/css\/openapi-theme\.[0-9a-f]+\.css$/u;
const EVENT_PAGE = '/docs/webhooks/evento-billing-created';

for (const path of [
  '/',
  '/docs/dependentes/incluir',
  '/api/api/mutations/add-dependent',
  '/blog/2024-07-08-release-notes',
]) {
  test(`${path} não baixa o CSS do tema OpenAPI`, async ({page}) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(path, {waitUntil: 'networkidle'});
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets.filter((url) => OPENAPI_STYLESHEET.test(url))).toEqual([]);
  });
}

test.describe('sem JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a página de um evento de webhook já vem com o CSS do tema', async ({page}) => {
    await page.goto(EVENT_PAGE);
    const hrefs = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(hrefs.filter((href) => OPENAPI_STYLESHEET.test(href))).toHaveLength(1);
    // A rule of the theme's stylesheet, applied with no script at all.
    await expect(page.locator('.openapi__method-endpoint').first()).toHaveCSS('display', 'flex');
  });
});

test('a página de um evento de webhook não baixa o faker (os dados falsos do Postman)', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(EVENT_PAGE, {waitUntil: 'networkidle'});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The page still renders the theme's request description once its scripts have run.
  await expect(page.locator('.openapi__method-endpoint').first()).toBeVisible();
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // A first name from faker's English data, the bulk of what postman-collection brought in.
  expect(bodies.filter((body) => body.includes('Aaliyah'))).toEqual([]);
});
