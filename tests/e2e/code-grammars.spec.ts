import type {Page, Request} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

/*
 * The grammars of curl, PHP, C# and Java come on demand (src/plugins/prism-grammars): a page that
 * does not show them never downloads them, a tab that shows them is highlighted once chosen, and a
 * page whose HTML already shows them keeps the server's highlighting through hydration.
 */

const REFERENCE = '/api/api/mutations/add-dependent';
const SANDBOX = '/docs/boas-praticas/testar-no-sandbox';

/** The scripts a page requests, as their bodies (the grammar chunks carry no recognisable name). */
function grammarRequests(page: Page): () => Promise<string[]> {
  const scripts: Request[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return async () => {
    const bodies = await Promise.all(scripts.map(async (request) => (await (await request.response())?.text()) ?? ''));
    return ['bash', 'php', 'csharp', 'java'].filter((language) =>
      bodies.some((body) => body.includes(`languages.${language}=`)),
    );
  };
}

const panel = (page: Page) => page.locator('.theme-tabs-container').first().locator('[role="tabpanel"]');

test('a página da referência abre na aba GraphQL sem baixar gramática de outra linguagem', async ({page}) => {
  const loaded = grammarRequests(page);
  await page.goto(REFERENCE, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  expect(await loaded()).toEqual([]);
});

test('cada aba de linguagem vem destacada, e só a gramática dela é baixada', async ({page}) => {
  const loaded = grammarRequests(page);
  await page.goto(REFERENCE);
  await waitForHydration(page);
  for (const [name, language, token] of [
    ['C#', 'csharp', 'keyword'],
    ['PHP', 'php', 'variable'],
    ['Java', 'java', 'keyword'],
    ['curl', 'bash', 'function'],
  ] as const) {
    await page.locator('.theme-tabs-container').first().getByRole('tab', {name, exact: true}).click();
    await expect(panel(page).locator(`pre.language-${language} .token.${token}`).first()).toBeVisible();
  }
  expect((await loaded()).sort()).toEqual(['bash', 'csharp', 'java', 'php']);
});

test('o código que o HTML já traz destacado continua destacado depois da hidratação, sem erro', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.request.get(SANDBOX);
  const html = await response.text();
  expect(html).toMatch(/class="prism-code language-bash[^"]*"[^>]*><code[^>]*><div[^>]*><span class="token /u);
  await page.goto(SANDBOX, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  const block = page.locator('pre.language-bash').first();
  await expect(block.locator('.token.function').first()).toBeVisible();
  expect(errors).toEqual([]);
});
