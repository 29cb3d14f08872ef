import {test, expect} from '../fixtures';
import {main} from './helpers';

/*
 * "Mudanças no schema": one section per release, newest first, reached from each release note,
 * and each change a link to the reference page and field it touches. "Descontinuações": every
 * deprecated member with its replacement and the release that deprecated it.
 */

test('uma seção por versão, da mais nova para a mais antiga', async ({page}) => {
  await page.goto('/api/mudancas-no-schema');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Mudanças no schema');
  await expect(main(page).getByRole('heading', {level: 2})).toHaveText([
    '4 de setembro de 2024',
    '12 de agosto de 2024',
    '15 de julho de 2024',
    '8 de julho de 2024',
  ]);
  await expect(page.getByRole('complementary').getByRole('link', {name: 'Mudanças no schema'})).toBeVisible();
});

test('a nota de versão leva à seção da sua versão, e a mudança ao campo na referência', async ({page}) => {
  await page.goto('/blog/2024-07-15-release-notes');
  await main(page).getByRole('link', {name: 'Mudanças no schema'}).click();
  await expect(page).toHaveURL(/\/api\/mudancas-no-schema#2024-07-15$/);
  await expect(page.locator('[id="2024-07-15"]')).toBeInViewport();

  const section = main(page).locator('ul').filter({hasText: 'Billing.updatedValue'});
  await section.getByRole('link', {name: 'Billing.updatedValue'}).click();
  await expect(page).toHaveURL(/\/api\/types\/objects\/billing#updated-value$/);
  await expect(page.locator('[id="updated-value"]')).toBeVisible();
});

test('descontinuações: o membro, o substituto e a versão, com links', async ({page}) => {
  await page.goto('/api/descontinuacoes');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Descontinuações');
  const row = main(page).getByRole('row').filter({hasText: 'Billing.hasAnyManualPayment'});
  await expect(row.getByRole('cell')).toHaveText([
    'Billing.hasAnyManualPayment',
    'isManualPayment',
    '15 de julho de 2024',
    /^Use isManualPayment/,
  ]);
  await row.getByRole('link', {name: 'isManualPayment'}).click();
  await expect(page).toHaveURL(/\/api\/types\/objects\/billing#is-manual-payment$/);
});

test('as páginas da referência dizem desde quando: o tipo, o campo novo e a obsolescência', async ({page}) => {
  await page.goto('/api/api/queries/amount-paid');
  await expect(main(page).getByText('Disponível desde 4 de setembro de 2024.')).toBeVisible();
  await page.goto('/api/types/objects/billing');
  await expect(main(page).getByText('Disponível desde antes de 8 de julho de 2024.')).toBeVisible();
  const deprecated = main(page).getByText('Obsoleto desde 15 de julho de 2024.');
  await expect(deprecated).toHaveCount(1);
  await deprecated.getByRole('link', {name: '15 de julho de 2024'}).click();
  await expect(page).toHaveURL(/\/api\/mudancas-no-schema#2024-07-15$/);
});
