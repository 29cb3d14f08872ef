import type {Browser, Page} from '@playwright/test';

import {test, expect, expectNoSeriousViolations, waitForHydration, waitForSearchBox} from '../fixtures';
import {EXPLORER_LINK_LABEL, EXPLORER_ROUTE, readExplorerLink} from '../../../src/lib/explorer-link';
import {WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER} from '../../../src/data/platform-facts';
import {school} from '../../../src/data/world';
import {
  editorText,
  nullObjects,
  operationPane,
  runAndReadAnswer,
  runOperation,
  variablesPane,
  waitForExplorer,
} from './helpers';

const GUIDE = '/docs/dependentes/incluir';
const OPERATION_PAGE = '/api/api/mutations/add-dependent';

/** Follows a page's first "Testar no explorador" link and checks that the explorer opened what it carries. */
async function openFromLink(page: Page, from: string): Promise<{query: string; variables: unknown}> {
  await page.goto(from);
  await waitForHydration(page);
  const link = page.getByRole('link', {name: EXPLORER_LINK_LABEL}).first();
  const href = (await link.getAttribute('href')) ?? '';
  const carried = readExplorerLink(new URL(href, page.url()).search);
  if (carried === undefined) throw new Error(`o link ${href} não leva uma operação`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${EXPLORER_ROUTE}\\?`));
  await waitForExplorer(page);
  expect((await editorText(operationPane(page))).trim()).toBe(carried.query.trim());
  const variables = JSON.parse(carried.variables ?? '{}') as unknown;
  expect(JSON.parse(await editorText(variablesPane(page)))).toEqual(variables);
  return {query: carried.query, variables};
}

test.describe('explorador', () => {
  test('abre o exemplo de addDependent do guia e responde com dados simulados, sem objeto nulo', async ({page}) => {
    const {query, variables} = await openFromLink(page, GUIDE);
    expect(query).toContain('addDependent');
    await expect(page.getByRole('note')).toContainText('Dados simulados');
    const answer = await runAndReadAnswer(page);
    expect(answer.errors).toBeUndefined();
    const added = answer.data?.addDependent as Record<string, unknown> | undefined;
    expect(added).toBeTruthy();
    expect(nullObjects(query, answer.data)).toEqual([]);
    // The simulated API answers a mutation with what it sent.
    expect(added?.name).toBe((variables as {data: {name: string}}).data.name);
  });

  test('os dados simulados guardam estado: o dependente incluído aparece em dependents pelo refId', async ({page}) => {
    await page.goto(EXPLORER_ROUTE);
    await waitForExplorer(page);
    const added = await runOperation(
      page,
      'mutation Incluir($data: AddDependentDataInput!) { addDependent(data: $data) { id name } }',
      {data: {name: 'Alice Nunes Prado', financialOwnerIds: [68]}},
    );
    expect(added.errors).toBeUndefined();
    const refId = (added.data?.addDependent as {id: string}).id;
    const found = await runOperation(
      page,
      'query Achar($refId: UUID!) { dependents(where: {refId: {eq: $refId}}) { totalCount items { refId name } } }',
      {refId},
    );
    expect(found.data?.dependents).toEqual({totalCount: 1, items: [{refId, name: 'Alice Nunes Prado'}]});
  });

  test('mostra abaixo da resposta o evento de webhook que a chamada emitiu, com a assinatura', async ({page}) => {
    await page.goto(EXPLORER_ROUTE);
    await waitForExplorer(page);
    const hook = await runOperation(
      page,
      'mutation Cadastrar($data: AddWebHookDataInput!) { addWebHook(data: $data) { id } }',
      {
        data: {
          companyRefIds: [school.refId],
          environmentType: 'SANDBOX',
          url: 'https://erp.exemplo.com.br/webhooks/cobrancas',
          eventTypes: ['BILLING_CREATED'],
          authType: 'HMAC_SIGNATURE',
          authValue: 'segredo-do-teste-do-explorador',
        },
      },
    );
    expect(hook.errors).toBeUndefined();
    const panel = page.getByTestId('explorador-eventos');
    await expect(panel.getByRole('status')).toHaveText('A última chamada não emitiu eventos de webhook.');
    const billing = await runOperation(
      page,
      'mutation Boleto($data: AddBillingDataInput!) { addBilling(data: $data) { id } }',
      {
        data: {paymentPlanId: 3402, dueDate: '2026-06-15T00:00:00.000Z', value: 150},
      },
    );
    expect(billing.errors).toBeUndefined();
    await expect(panel.getByRole('status')).toHaveText('A última chamada emitiu 1 evento de webhook.');
    const event = panel.getByRole('article', {name: 'Evento BILLING_CREATED'});
    await expect(event).toContainText('https://erp.exemplo.com.br/webhooks/cobrancas');
    await expect(event.locator('dt', {hasText: WEBHOOK_TIMESTAMP_HEADER})).toBeVisible();
    await expect(event.locator('dt', {hasText: WEBHOOK_SIGNATURE_HEADER})).toBeVisible();
    await expect(event.locator('dd', {hasText: /^[0-9a-f]{64}$/})).toHaveCount(1);
    const body = JSON.parse(
      (await event.getByRole('region', {name: 'Corpo do evento BILLING_CREATED'}).textContent()) ?? '{}',
    ) as {
      objectId?: string;
      type?: string;
    };
    expect(body).toMatchObject({type: 'BILLING_CREATED', objectId: (billing.data?.addBilling as {id: string}).id});
    await expectNoSeriousViolations(page);
  });

  test('a página da mutation na referência abre a mesma operação, que roda com Ctrl+Enter', async ({page}) => {
    const {query} = await openFromLink(page, OPERATION_PAGE);
    expect(query).toContain('mutation AddDependent');
    await operationPane(page).locator('.CodeMirror').click();
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => editorText(page.getByTestId('explorador-resposta'))).toContain('"addDependent"');
  });

  test('a visão geral da API leva ao explorador', async ({page}) => {
    // The overview is Markdown, which writes the route and the links' label itself: this holds it to them.
    await page.goto('/api/');
    await waitForHydration(page);
    await expect(page.locator('.markdown')).toContainText(EXPLORER_LINK_LABEL);
    const link = page.getByRole('link', {name: 'explorador da API'});
    await expect(link).toHaveAttribute('href', EXPLORER_ROUTE);
    await link.click();
    await waitForExplorer(page);
  });

  for (const modifier of ['Control', 'Meta'] as const) {
    test(`${modifier === 'Control' ? 'Ctrl' : '⌘'}+K no editor abre a busca do portal, não a da documentação, e não altera a operação`, async ({
      page,
    }) => {
      if (modifier === 'Meta') {
        // The site's shortcut follows the platform (mod+K): emulate macOS as the page sees it.
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'userAgentData', {
            get: () => ({platform: 'macOS', mobile: false, brands: []}),
          });
        });
      }
      await page.goto(EXPLORER_ROUTE);
      await waitForExplorer(page);
      // The doc explorer's search box also answers ⌘+K, on its own.
      await page.getByRole('button', {name: 'Documentação do schema'}).click();
      const docSearch = page.getByRole('complementary', {name: 'Documentação do schema'}).getByRole('combobox');
      await expect(docSearch).toHaveAttribute('placeholder', 'Buscar no schema');
      await operationPane(page).locator('.CodeMirror').click();
      const before = await editorText(operationPane(page));
      await page.keyboard.press(`${modifier}+k`);
      await expect(page.locator('input.navbar__search-input:focus')).toHaveCount(1);
      await waitForSearchBox(page);
      await expect(page.locator('input.navbar__search-input')).toBeFocused();
      await expect(docSearch).not.toBeFocused();
      await page.keyboard.type('boleto');
      expect(await editorText(operationPane(page))).toBe(before);
      await expect(docSearch).toHaveValue('');
    });
  }

  test('segue o modo claro ou escuro do site', async ({page}) => {
    await page.goto(EXPLORER_ROUTE);
    await waitForExplorer(page);
    const mode = await page.locator('html').getAttribute('data-theme');
    await expect(page.locator('body')).toHaveClass(new RegExp(`graphiql-${mode ?? 'light'}`));
    await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
    const other = mode === 'dark' ? 'light' : 'dark';
    await expect(page.locator('html')).toHaveAttribute('data-theme', other);
    await expect(page.locator('body')).toHaveClass(new RegExp(`graphiql-${other}`));
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`não tem violações sérias ou críticas de acessibilidade no modo ${mode === 'light' ? 'claro' : 'escuro'}`, async ({
      page,
    }) => {
      await page.goto(EXPLORER_ROUTE);
      await waitForExplorer(page);
      if (mode === 'dark') await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await runAndReadAnswer(page);
      await page.getByRole('button', {name: 'Documentação do schema'}).click();
      await expect(page.getByRole('complementary', {name: 'Documentação do schema'})).toBeVisible();
      await page.getByRole('radio', {name: 'Meu sandbox'}).check();
      await expectNoSeriousViolations(page);
    });
  }

  test('o token não vai para o endereço, para o link copiado nem para o localStorage', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(EXPLORER_ROUTE);
    await waitForExplorer(page);
    await page.getByRole('radio', {name: 'Meu sandbox'}).check();
    await page.getByLabel('Endereço GraphQL do sandbox').fill('https://sandbox.exemplo.com.br/graphql');
    await page.getByLabel('Token de acesso').fill('token-secreto-123');
    await page.getByRole('button', {name: 'Copiar link da operação'}).click();
    await expect(page.getByRole('button', {name: 'Link copiado'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`${EXPLORER_ROUTE}?query=`);
    const everywhere = await page.evaluate(() => ({
      url: window.location.href,
      local: JSON.stringify(Object.entries(window.localStorage)),
      session: JSON.stringify(Object.entries(window.sessionStorage)),
    }));
    for (const text of [copied, everywhere.url, everywhere.local, everywhere.session]) {
      expect(text).not.toContain('token-secreto-123');
    }
    // Only when the reader asks: in this tab's session storage.
    await page.getByLabel(/Lembrar o endereço e o token nesta aba/).check();
    expect(await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)))).toContain(
      'token-secreto-123',
    );
    expect(await page.evaluate(() => JSON.stringify(Object.entries(window.localStorage)))).not.toContain(
      'token-secreto-123',
    );
  });
});

/** Every file under /assets/ a fresh browser fetches (prefetches included) to show a page, after `then`. */
async function assetsOf(browser: Browser, path: string, then?: (page: Page) => Promise<void>): Promise<Set<string>> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = new Set<string>();
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/assets/')) assets.add(pathname);
  });
  await page.goto(path);
  await waitForHydration(page);
  await then?.(page);
  await page.waitForLoadState('networkidle');
  // The links in view are prefetched once the page has been left alone for a while
  // (src/plugins/idle-prefetch), a few at a time: wait for the routes' prefetch links (no `as`)
  // until half a second goes by without a new one.
  const routePrefetches = page.locator('link[rel="prefetch"]:not([as])');
  let seen = 0;
  await expect
    .poll(async () => {
      const before = seen;
      await page.waitForTimeout(500);
      seen = await routePrefetches.count();
      return seen > 0 && seen === before;
    })
    .toBe(true);
  await context.close();
  return assets;
}

/** Scrolls the page's explorer link into view and hovers it: what makes Docusaurus prefetch and preload a route. */
async function approachExplorerLink(page: Page): Promise<void> {
  const link = page.getByRole('link', {name: EXPLORER_LINK_LABEL}).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(500);
}

test('nenhuma outra página baixa o código do explorador, nem as que têm link para ele', async ({browser}) => {
  test.slow();
  const explorer = await assetsOf(browser, EXPLORER_ROUTE, waitForExplorer);
  const plainPage = await assetsOf(browser, '/markdown-page');
  const explorerOnly = [...explorer].filter((asset) => !plainPage.has(asset));
  // The editor's chunks and the schema: what only the explorer needs.
  expect(explorerOnly.filter((asset) => asset.endsWith('.graphql'))).toHaveLength(1);
  expect(explorerOnly.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(3);
  // GraphiQL's stylesheet too: not in the one CSS file every page loads.
  expect(explorerOnly.filter((asset) => asset.endsWith('.css')).length).toBeGreaterThan(0);
  for (const [path, then] of [
    ['/', undefined],
    [GUIDE, approachExplorerLink],
    [OPERATION_PAGE, approachExplorerLink],
  ] as const) {
    const fetched = await assetsOf(browser, path, then);
    expect(
      explorerOnly.filter((asset) => fetched.has(asset)),
      path,
    ).toEqual([]);
  }
});
