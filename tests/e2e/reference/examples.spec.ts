import {REQUEST_LANGUAGES} from '../../../src/lib/languages';
import {test, expect} from '../fixtures';
import {expected, main} from './helpers';

test.describe('exemplos', () => {
  test('abas GraphQL, Variáveis e as das linguagens; a escolha vale nas outras páginas', async ({page}) => {
    await page.goto('/api/api/queries/dependents');
    const tabs = main(page).getByRole('tab');
    await expect(tabs).toHaveText(['GraphQL', 'Variáveis', ...REQUEST_LANGUAGES.map((language) => language.label)]);
    await expect(main(page).getByRole('tabpanel')).toContainText('query Dependents($skip: Int, $take: Int)');
    await main(page).getByRole('tab', {name: 'curl'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText('--header "Authorization: Bearer $API_TOKEN"');
    await expect(main(page).getByRole('tabpanel')).toContainText('curl "$API_URL"');
    await main(page).getByRole('tab', {name: 'C#'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText('Dependents.cs');
    await expect(main(page).getByRole('tabpanel')).toContainText('public static class Dependents');
    await page.goto('/api/api/mutations/add-dependent');
    await expect(main(page).getByRole('tab', {name: 'C#'})).toHaveAttribute('aria-selected', 'true');
    await main(page).getByRole('tab', {name: 'Java', exact: true}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText('public class AddDependent {');
    await main(page).getByRole('tab', {name: 'Variáveis'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText('"data"');
  });

  test('subscriptions mostram o cliente graphql-ws', async ({page}) => {
    await page.goto('/api/api/subscriptions/on-schedule-task');
    await main(page).getByRole('tab', {name: 'JavaScript (graphql-ws)'}).click();
    await expect(main(page).getByRole('tabpanel')).toContainText("import {createClient} from 'graphql-ws';");
    await expect(main(page).getByRole('tabpanel')).toContainText(
      'connectionParams: {Authorization: `Bearer ${process.env.API_TOKEN}`}',
    );
  });

  test('o botão de copiar copia a operação', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api/api/mutations/add-dependent');
    await main(page).getByRole('tab', {name: 'GraphQL'}).click();
    const panel = main(page).getByRole('tabpanel');
    await panel.locator('pre').hover();
    await panel.getByRole('button', {name: /copiar/i}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.trim()).toBe(expected.addDependentDocument);
  });
});
