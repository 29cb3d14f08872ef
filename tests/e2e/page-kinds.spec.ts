import {test, expect, waitForHydration} from './fixtures';
import {eventRoute} from '../../src/data/webhook-events';

/*
 * Every kind of page loads, hydrates and runs without a console error or an uncaught exception
 * (the fixture fails the test on any), a React hydration mismatch included: React reports those
 * as console errors.
 */

const PAGE_KINDS = {
  'página inicial': '/',
  guia: '/docs/dependentes/incluir',
  'catálogo de erros': '/docs/primeiros-passos/erros',
  'objeto da API': '/api/types/objects/billing',
  'mutation da API': '/api/api/mutations/add-dependent',
  'nota de versão': '/blog/2024-07-08-release-notes',
  'evento de webhook': eventRoute('BILLING_CREATED'),
  busca: '/search?q=boleto&ctx=docs',
} as const;

for (const [kind, path] of Object.entries(PAGE_KINDS)) {
  test(`${kind} (${path}) hidrata sem erro`, async ({page}) => {
    const hydrationMessages: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|#418|#423|#425/iu.test(message.text())) hydrationMessages.push(message.text());
    });
    await page.goto(path, {waitUntil: 'networkidle'});
    await waitForHydration(page);
    // Docusaurus' main wrapper, on every kind of page (the search page has no <main>).
    await expect(page.locator('#__docusaurus_skipToContent_fallback')).toBeVisible();
    expect(hydrationMessages).toEqual([]);
  });
}
