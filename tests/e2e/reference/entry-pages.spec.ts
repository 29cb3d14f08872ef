import {test, expect} from '../fixtures';
import {expected, expectSections, main} from './helpers';

test.describe('página de operação', () => {
  test('assinatura, argumentos e tipo com rótulos em português', async ({page}) => {
    await page.goto('/api/api/mutations/add-dependent');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('addDependent');
    await expect(main(page).locator('pre').first()).toContainText(
      /addDependent\(\s*data: AddDependentDataInput!\s*\): AddDependentResult!/,
    );
    await expectSections(page, ['Argumentos', 'Tipo', 'Exemplo']);
    await expect(main(page)).toContainText('não nulo');
    await expect(main(page)).toContainText('entrada');
    await expect(main(page)).not.toContainText(/\b(Arguments|non-null|Returned By|Member Of)\b/);
  });

  test('o link do argumento leva ao tipo de entrada, e voltar retorna à operação', async ({page}) => {
    await page.goto('/api/api/mutations/add-dependent');
    await main(page).getByRole('link', {name: 'AddDependentDataInput!'}).click();
    await expect(page).toHaveURL(/\/api\/types\/inputs\/add-dependent-data-input$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('AddDependentDataInput');
    await expectSections(page, ['Campos', 'Usado em']);
    // The input page links back to the operation that uses it.
    await expect(main(page).getByRole('link', {name: 'addDependent', exact: true})).toHaveAttribute(
      'href',
      '/api/api/mutations/add-dependent',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/api\/mutations\/add-dependent$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('addDependent');
  });

  test('obsolescência visível com o motivo em português', async ({page}) => {
    await page.goto('/api/api/queries/web-hooks');
    const warning = main(page).locator('.theme-admonition-warning').first();
    await expect(warning).toContainText('Obsoleto');
    await expect(warning).toContainText('Use webHooksV2: novos web hooks são criados no modelo V2.');
    await page.goto('/api/types/objects/billing');
    await expect(main(page).getByText('obsoleto', {exact: true})).toBeVisible();
    await expect(main(page)).toContainText('Use isManualPayment, que informa a baixa manual do próprio boleto.');
  });

  test('o sumário lista as seções (h2) e os campos (h3) pelo nome, sem tipo nem selos', async ({page}) => {
    await page.goto('/api/types/objects/billing');
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.getByRole('link', {name: 'Campos', exact: true})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Devolvido por', exact: true})).toBeVisible();
    const fields = toc.locator('ul ul').first().getByRole('link');
    const dueDate = fields.filter({hasText: /^dueDate$/});
    await expect(dueDate).toHaveAttribute('href', '#due-date');
    // Every field of the schema snapshot's Billing is listed, in the schema's order.
    await expect(fields).toHaveText(expected.billingFields);
    // The heading holds the name; the type link and badges are on the line right below it.
    const heading = main(page).locator('h3#due-date');
    await expect(heading).toHaveText(/^dueDate\W*$/);
    const typeLine = heading.locator('xpath=following-sibling::*[1]');
    await expect(typeLine.getByRole('link', {name: 'DateTime!'})).toHaveAttribute(
      'href',
      '/api/types/scalars/date-time',
    );
    await expect(typeLine).toContainText('não nulo');
    await dueDate.click();
    await expect(page).toHaveURL(/#due-date$/);
    await expect(heading).toBeInViewport();
  });

  test('tipos mostram onde são usados', async ({page}) => {
    await page.goto('/api/types/objects/billing');
    await expectSections(page, ['Campos', 'Devolvido por', 'Usado em']);
    await expect(main(page).getByRole('link', {name: 'billing', exact: true})).toHaveAttribute(
      'href',
      '/api/api/queries/billing',
    );
  });
});
