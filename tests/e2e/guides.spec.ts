import path from 'node:path';
import {test, expect} from './fixtures';
import {TUTORIAL_TOPICS} from './site-data';
import {topicPages} from '../support/tutorial-pages';

const DOCS = path.resolve(__dirname, '../../docs');

// The earlier site's addresses that the issue quotes, and where each must land.
const LEGACY_URLS = [
  ['/docs/2.%20Dependentes/dependentes-consultar', '/docs/dependentes/consultar'],
  ['/docs/5.%20Boletos/boletos-consultar', '/docs/boletos/consultar'],
  ['/docs/7.%20Centros%20de%20custo/centros-de-custo-consultar', '/docs/centros-de-custo/consultar'],
  ['/docs/11.%20Turmas/turmas-introducao', '/docs/turmas/introducao'],
  ['/docs/14.%20Matr%C3%ADculas/enrollment-consultar', '/docs/matriculas/enrollment-consultar'],
  ['/docs/12.%20Webhooks/webhook-cobranca-criada-ou-alterada', '/docs/webhooks/cobranca-criada-ou-alterada'],
] as const;

test(`a barra lateral mostra os ${TUTORIAL_TOPICS.length} tópicos, na ordem, com as suas páginas na ordem`, async ({
  page,
}) => {
  await page.goto('/docs/introducao');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  const categories = sidebar.locator(':scope > li.theme-doc-sidebar-item-category');
  await expect(categories).toHaveCount(TUTORIAL_TOPICS.length);
  for (const [index, topic] of TUTORIAL_TOPICS.entries()) {
    const category = categories.nth(index);
    await expect(category.locator(':scope > div > a')).toHaveText(topic.label);
    // The topic's pages are its direct links; the Webhooks topic also ends with the webhook events'
    // reference, a nested category generated from schema/webhooks.openapi.yaml (src/data/webhook-events.ts).
    const hrefs = await category
      .locator(':scope > ul > li.theme-doc-sidebar-item-link a.menu__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // Each topic's pages, in the order of their sidebar_position front matter (read from docs/).
    expect(hrefs).toEqual(topicPages(DOCS, topic.folder).map((page) => `/docs/${page.id}`));
    const nested = category.locator(':scope > ul > li.theme-doc-sidebar-item-category > div > a');
    if (topic.folder === 'webhooks') {
      await expect(nested).toHaveText(['Referência dos eventos']);
      await expect(nested).toHaveAttribute('href', '/docs/webhooks/eventos-de-webhook');
    } else {
      await expect(nested).toHaveCount(0);
    }
  }
});

for (const [legacy, target] of LEGACY_URLS) {
  test(`o endereço antigo ${decodeURI(legacy)} leva a ${target}`, async ({page}) => {
    await page.goto(legacy);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
}

test('as abas de um exemplo trocam e o botão copia o código da aba', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/dependentes/incluir');
  const example = page.locator('.tabs-container').first();
  await expect(example.getByRole('tabpanel')).toContainText('mutation IncluirDependente');
  await example.getByRole('tab', {name: 'curl'}).click();
  const panel = example.getByRole('tabpanel');
  await expect(panel).toContainText('curl "$API_URL"');
  await expect(example.getByRole('tab', {name: 'curl'})).toHaveAttribute('aria-selected', 'true');
  await expect(example.getByRole('tab', {name: 'GraphQL'})).toHaveAttribute('aria-selected', 'false');
  await panel.hover();
  await panel.getByRole('button', {name: /Copiar/}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('curl "$API_URL"');
  expect(copied).toContain('"operationName": "IncluirDependente"');
  await example.getByRole('tab', {name: 'JavaScript'}).click();
  await expect(example.getByRole('tabpanel')).toContainText('await fetch(process.env.API_URL');
  await example.getByRole('tab', {name: 'Python'}).click();
  await expect(example.getByRole('tabpanel')).toContainText('incluir_dependente.py');
  await expect(example.getByRole('tabpanel')).toContainText('urllib.request.urlopen(request');
});
