import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/*
 * The request examples in tabs (guides' <ApiCall>, the reference's examples): only the chosen tab
 * is rendered, the choice follows the reader from page to page, and the copy button copies what
 * the reader sees.
 */

const GUIDE = '/docs/dependentes/incluir';
const OTHER_GUIDE = '/docs/series/incluir';
const REFERENCE = '/api/api/mutations/add-dependent';

const examples = (page: Page) => page.locator('.theme-tabs-container').first();
const tab = (page: Page, name: string) => examples(page).getByRole('tab', {name, exact: true});

test('só a aba escolhida está na página; as outras entram quando escolhidas', async ({page}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  const panels = examples(page).locator('[role="tabpanel"]');
  await expect(panels).toHaveCount(1);
  await expect(panels.locator('pre code')).toContainText(/^mutation IncluirDependente/u);
  // The curl version of the request is nowhere in the page yet.
  await expect(page.locator('main')).not.toContainText('--request POST');

  await tab(page, 'curl').click();
  await expect(panels).toHaveCount(1);
  await expect(panels.locator('pre code')).toContainText(/^curl /u);
  await expect(panels).toContainText('--request POST');
});

test('a aba escolhida acompanha o leitor em outras páginas, guias e referência', async ({page}) => {
  await page.goto(GUIDE);
  await waitForHydration(page);
  await tab(page, 'curl').click();
  await expect(tab(page, 'curl')).toHaveAttribute('aria-selected', 'true');

  await page.goto(OTHER_GUIDE);
  await waitForHydration(page);
  await expect(tab(page, 'curl')).toHaveAttribute('aria-selected', 'true');
  await expect(examples(page).locator('[role="tabpanel"]')).toContainText('curl');

  await page.goto(REFERENCE);
  await waitForHydration(page);
  await expect(tab(page, 'curl')).toHaveAttribute('aria-selected', 'true');
});

test('o botão de copiar copia o código da aba que se vê', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(GUIDE);
  await waitForHydration(page);
  for (const name of ['Variáveis', 'JavaScript']) {
    await tab(page, name).click();
    const panel = examples(page).locator('[role="tabpanel"]');
    const visible = (await panel.locator('pre code').innerText()).trim();
    await panel.hover();
    await panel.getByRole('button', {name: /copiar/iu}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The rendered lines are separate elements: compare the code, not the line breaks around it.
    const code = (text: string): string => text.replace(/\s+/gu, '');
    expect(code(copied)).toBe(code(visible));
    expect(code(copied).length).toBeGreaterThan(10);
  }
});
