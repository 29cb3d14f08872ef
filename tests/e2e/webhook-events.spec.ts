/**
 * The webhook events' pages (src/lib/webhook-pages.ts): rendered at build time with the portal's own
 * components, so that the body's fields, the responses and the examples are in the HTML before any
 * script runs, and the page downloads no more script than a guide does. Expected texts come from
 * schema/webhooks.openapi.yaml, the pages' source.
 */
import type {Page} from '@playwright/test';

import {test, expect, waitForHydration} from './fixtures';
import {gzipSize} from '../../scripts/bench/page-weight';
import {eventRoute, type WebhookEvent} from '../../src/data/webhook-events';
import {eventOperation} from './webhook-document';

const EVENT: WebhookEvent = 'BILLING_CREATED';
const EVENT_PAGE = eventRoute(EVENT);
const GUIDE_PAGE = '/docs/dependentes/incluir';
const operation = eventOperation(EVENT);

/** Gzipped bytes of every script a page requests until the network is idle after `load`. */
async function scriptBytes(page: Page, route: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then(gzipSize));
  });
  await page.goto(route, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
}

test.describe('sem JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a página de um evento já traz os campos do corpo, as respostas e os exemplos', async ({page}) => {
    await page.goto(EVENT_PAGE);
    const main = page.locator('main');
    await expect(page.getByRole('heading', {level: 1})).toHaveText(EVENT);
    // The body's tree: a field of the envelope, a field two objects down (open from the start) and one
    // three down, inside a closed level that opens on a click, with no script.
    await expect(page.locator('main h2', {hasText: /^Corpo/u})).toBeVisible();
    const refId = main
      .locator('li')
      .filter({has: page.locator('code', {hasText: /^refId$/u})})
      .first();
    await expect(refId).toContainText('obrigatório');
    await expect(main.locator('code', {hasText: /^digitableLine$/u})).toBeVisible();
    const summary = main.locator('summary', {hasText: /^Campos de payment$/u});
    const payment = summary.locator('..');
    await expect(payment).not.toHaveAttribute('open');
    await summary.click();
    await expect(payment.locator('code', {hasText: /^amountPaid$/u})).toBeVisible();
    // The responses, one row per status of the document.
    const responses = page.locator('table').filter({hasText: 'Resposta do seu endpoint'});
    await expect(responses.locator('tbody tr')).toHaveCount(Object.keys(operation.responses).length);
    await expect(responses).toContainText('2XX');
    // Every example, under its summary, as JSON.
    for (const example of Object.values(operation.requestBody.content['application/json'].examples)) {
      await expect(page.getByRole('heading', {name: example.summary, level: 3})).toBeVisible();
    }
    await expect(main.locator('pre').first()).toContainText(`"type": "${EVENT}"`);
  });

  test('a visão geral dos eventos lista a autenticação de cada authType em português', async ({page}) => {
    await page.goto('/docs/webhooks/eventos-de-webhook');
    await expect(page.getByRole('heading', {name: 'Autenticação', level: 2})).toBeVisible();
    for (const authType of ['NONE', 'BASIC', 'BEARER_TOKEN', 'API_KEY', 'HMAC_SIGNATURE']) {
      await expect(page.locator('main li').filter({hasText: authType}).first()).toBeVisible();
    }
    await expect(page.locator('main')).not.toContainText(/Security Scheme|Authorization Scheme|Basic Auth|API Key/u);
  });
});

for (const route of ['/', GUIDE_PAGE, EVENT_PAGE, '/api/api/mutations/add-dependent']) {
  test(`${route} baixa uma só folha de estilo`, async ({page}) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(route, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    expect(stylesheets).toHaveLength(1);
  });
}

test('a página de um evento não baixa mais JavaScript que um guia', async ({browser}) => {
  const measure = async (route: string): Promise<number> => {
    const context = await browser.newContext();
    try {
      return await scriptBytes(await context.newPage(), route);
    } finally {
      await context.close();
    }
  };
  const guide = await measure(GUIDE_PAGE);
  const event = await measure(EVENT_PAGE);
  expect(guide).toBeGreaterThan(0);
  expect(event).toBeLessThanOrEqual(guide);
});
