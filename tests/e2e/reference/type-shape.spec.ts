import type {Locator, Page} from '@playwright/test';

import {test, expect, expectNoSeriousViolations} from '../fixtures';
import {main} from './helpers';

/**
 * What an operation's page says about what to send and what comes back (src/components/TypeShape):
 * the tree of each argument's input type, deeper levels closed, type links that lead to the types'
 * pages, all of it in the HTML without JavaScript; and the same tree in the guide that shows the
 * input with <SchemaTable type>.
 */

const MUTATION = '/api/api/mutations/add-dependent';
const BILLINGS = '/api/api/queries/billings';
const GUIDE = '/docs/dependentes/incluir';
/** The tree of AddDependentDataInput is the element with its anchor (src/lib/type-shape.ts, shapeAnchor). */
const INPUT_TREE = '#forma-add-dependent-data-input';

/** The field of a tree's list (not of a nested one) whose name is `name`. */
function field(list: Locator, name: string): Locator {
  return list.locator(':scope > ul > li').filter({has: list.page().locator(`:scope > code:text-is("${name}")`)});
}

/**
 * On billings, `nn` is a StringOperationFilterInput like `externalToken` above it, whose field
 * expands that input: `nn` links to the expansion, closed until the link is followed.
 */
async function followStringFilterLink(page: Page): Promise<void> {
  const where = main(page).locator('#forma-billing-filter-input');
  await expect(field(where, 'nn')).toContainText('Campos de StringOperationFilterInput listados acima');
  const expansion = main(page).locator('#forma-string-operation-filter-input');
  const details = main(page).locator('details', {has: page.locator('#forma-string-operation-filter-input')});
  await expect(details).toHaveCount(1);
  await expect(details).not.toHaveAttribute('open');
  await field(where, 'nn').getByRole('link', {name: 'Campos de StringOperationFilterInput'}).click();
  await expect(page).toHaveURL(/#forma-string-operation-filter-input$/);
  await expect(details).toHaveAttribute('open');
  await expect(expansion.locator(':scope > li').filter({hasText: /^contains /})).toBeInViewport();
}

async function openEveryLevel(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
  });
}

test.describe('árvore do que se envia e do que volta', () => {
  test('addDependent: os campos de data no primeiro nível, e os de customFields ao abrir', async ({page}) => {
    await page.goto(MUTATION);
    const tree = main(page).locator(INPUT_TREE);
    await expect(tree).toBeVisible();
    const names = tree.locator(':scope > ul > li > code:first-child');
    await expect(names).toHaveText([
      'academicClassId',
      'city',
      'companyId',
      'complement',
      'country',
      'cpf',
      'customFields',
      'district',
      'email',
      'financialOwnerIds',
      'financialOwnerRefIds',
      'id',
      'name',
      'number',
      'state',
      'street',
      'zipCode',
    ]);
    await expect(field(tree, 'name')).toContainText('String! obrigatório');
    await expect(field(tree, 'name')).toContainText('Nome completo do dependente.');
    await expect(field(tree, 'cpf')).not.toContainText('obrigatório');

    const customFields = field(tree, 'customFields');
    await expect(customFields.getByRole('link', {name: '[KeyValuePairOfStringAndStringInput!]'})).toBeVisible();
    const nested = customFields.locator('details');
    await expect(nested).not.toHaveAttribute('open');
    const key = nested.locator('li').filter({has: page.locator(':scope > code:text-is("key")')});
    await expect(key).toBeHidden();
    await nested.getByText('Campos de KeyValuePairOfStringAndStringInput').click();
    await expect(key).toBeVisible();
    await expect(key).toContainText('String! obrigatório');

    // The return type's fields, one level.
    const returns = main(page).locator('h2#tipo ~ div.search-repeated-text');
    await expect(returns.locator(':scope > ul > li > code:first-child')).toHaveText(['id', 'name']);
  });

  test('os tipos da árvore levam às páginas deles', async ({page}) => {
    await page.goto(MUTATION);
    const links = main(page).locator(`${INPUT_TREE} a`);
    const targets = new Map<string, string>();
    for (const link of await links.all()) {
      const name = (await link.textContent())?.replace(/[[\]!]/g, '') ?? '';
      targets.set(name, (await link.getAttribute('href')) ?? '');
    }
    expect([...targets.keys()].sort()).toEqual(['Int', 'KeyValuePairOfStringAndStringInput', 'String']);
    for (const [name, href] of targets) {
      await page.goto(href);
      await expect(main(page).locator('h1'), href).toHaveText(name);
    }
    await page.goto(MUTATION);
    await field(main(page).locator(INPUT_TREE), 'customFields').getByRole('link').click();
    await expect(page).toHaveURL(/\/api\/types\/inputs\/key-value-pair-of-string-and-string-input$/);
  });

  test('uma entrada repetida aponta para a expansão dela, que se abre ao seguir o link', async ({page}) => {
    await page.goto(BILLINGS);
    await followStringFilterLink(page);
    // The recursion: `and` is the same input as the tree's root.
    const where = main(page).locator('#forma-billing-filter-input');
    await expect(field(where, 'and')).toContainText('Campos de BillingFilterInput listados acima');
    await expect(field(where, 'and').getByRole('link', {name: 'Campos de BillingFilterInput'})).toHaveAttribute(
      'href',
      '#forma-billing-filter-input',
    );
  });

  test('o guia que mostra a entrada com <SchemaTable type> tem a mesma árvore da referência', async ({page}) => {
    await page.goto(MUTATION);
    const reference = await main(page).locator(INPUT_TREE).innerHTML();
    await page.goto(GUIDE);
    const tree = main(page).locator(INPUT_TREE);
    await expect(tree).toBeVisible();
    expect(await tree.innerHTML()).toBe(reference);
    // The guide's table of arguments points at it instead of repeating it.
    const data = main(page).locator('.schema-table').first();
    await expect(data).toContainText('AddDependentDataInput! obrigatório');
    await expect(data.getByRole('link', {name: 'Campos de AddDependentDataInput'})).toHaveAttribute(
      'href',
      '#forma-add-dependent-data-input',
    );
    await expect(data).toContainText('listados abaixo');
  });

  for (const mode of ['light', 'dark'] as const) {
    for (const route of [MUTATION, GUIDE]) {
      test(`${route} com todos os níveis abertos, no modo ${mode === 'light' ? 'claro' : 'escuro'}, sem violações sérias`, async ({
        page,
      }) => {
        await page.goto(route);
        if (mode === 'dark') await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await openEveryLevel(page);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      });
    }
  }
});

test.describe('árvore sem JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a árvore inteira, níveis fechados inclusive, vem no HTML', async ({page}) => {
    await page.goto(MUTATION);
    const tree = main(page).locator(INPUT_TREE);
    await expect(field(tree, 'zipCode')).toBeVisible();
    const nested = field(tree, 'customFields').locator('details');
    await expect(nested).toHaveCount(1);
    await expect(nested).not.toHaveAttribute('open');
    // Closed, but in the document: what find-in-page searches.
    await expect(nested).toContainText('Chave do par: nome do campo personalizado ou do cabeçalho HTTP.');
    await nested.locator('summary').click();
    await expect(nested.getByText('Chave do par: nome do campo personalizado ou do cabeçalho HTTP.')).toBeVisible();
  });

  test('o link para uma entrada já expandida abre o nível dela (o Chromium abre <details> ao seguir âncoras)', async ({
    page,
  }) => {
    await page.goto(BILLINGS);
    await followStringFilterLink(page);
  });
});
