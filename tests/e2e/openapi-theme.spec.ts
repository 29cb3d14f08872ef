import {test, expect} from './fixtures';

/*
 * The OpenAPI theme as src/plugins/openapi-theme shapes it: its CSS reaches only the webhook
 * events' pages (the other pages download one stylesheet, without it, and the event pages get it in
 * their HTML, so they are styled before any script runs); and the event pages render the theme's
 * schema components without its request explorer (src/components/WebhookEventItem).
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

test('a página de um evento de webhook não baixa o explorador de requisições do tema', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto(EVENT_PAGE, {waitUntil: 'networkidle'});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  // The theme's schema components still work once the scripts have run: a nested object of the
  // body (the first collapsible after the media type's, open from the start) opens on a click.
  await expect(page.locator('.openapi__method-endpoint').first()).toBeVisible();
  const nested = page.locator('details.openapi-markdown__details').nth(1);
  await expect(nested).not.toHaveAttribute('open');
  await nested.locator('summary').first().click();
  await expect(nested).toHaveAttribute('open', '');
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  // The explorer's code samples (postman-code-generators, here its libcurl generator) and the
  // fake data of its request builder (faker's English first names).
  expect(bodies.filter((body) => body.includes('curl_easy_setopt') || body.includes('Aaliyah'))).toEqual([]);
});

test('a visão geral dos eventos mostra os esquemas de autenticação em português', async ({page}) => {
  await page.goto('/docs/webhooks/eventos-de-webhook');
  await expect(page.getByRole('heading', {name: 'Autenticação', level: 2})).toBeVisible();
  await expect(page.getByRole('tab', {name: 'HTTP: autenticação básica'})).toBeVisible();
  await expect(page.locator('main')).toContainText('Tipo de esquema de segurança:');
  await expect(page.locator('main')).not.toContainText(
    /Security Scheme|Authorization Scheme|Header parameter|Basic Auth|API Key/u,
  );
});
