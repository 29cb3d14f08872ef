import {test, expect, expectNoSeriousViolations} from './fixtures';
import {CHECKER_ROUTE, PASTED_NAME, checkerHref} from '../../src/lib/checker-link';

/**
 * The operation checker's page (/verificador): an operation with an invented field and a deprecated
 * one, pasted and checked with the keyboard, gives a list whose links lead to the reference; the
 * check's link brings the same input back; no request carries the operation; axe finds nothing
 * serious.
 */
const OPERATION = 'query Antiga {\n  webHook(id: 1) { id }\n  billing(id: 2) { id campoInventado }\n}';
const MARKER = 'campoInventado';

test.describe('verificador de operações', () => {
  test('cola, verifica pelo teclado, lista os problemas e leva à referência; nada sai do navegador', async ({page}) => {
    const carrying: string[] = [];
    page.on('request', (request) => {
      const sent = `${request.url()} ${request.postData() ?? ''}`;
      if (sent.includes(MARKER) || decodeURIComponent(sent).includes(MARKER)) carrying.push(request.url());
    });
    await page.goto(CHECKER_ROUTE);
    await expect(page.getByRole('heading', {level: 1, name: 'Verificador de operações'})).toBeVisible();
    const editor = page.getByLabel('Operações e fragmentos (GraphQL)');
    await expect(page.getByRole('button', {name: 'Verificar'})).toBeEnabled({timeout: 30_000});
    await editor.fill(OPERATION);
    await editor.press('Control+Enter');

    await expect(page.getByText('1 erro e 1 uso de membro obsoleto em 1 operação de 1 arquivo.')).toBeVisible();
    const items = page.getByRole('list', {name: 'Problemas encontrados'}).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`${PASTED_NAME}:2:3`);
    await expect(items.nth(0)).toContainText('A query webHook está obsoleta desde a versão de 8 de julho de 2024.');
    await expect(items.nth(1)).toContainText('O campo campoInventado não existe no tipo Billing.');
    expect(carrying).toEqual([]);

    await items.nth(0).getByRole('link', {name: 'Ver o substituto, Query.webHookV2'}).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/api\/api\/queries\/web-hook-v2$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('webHookV2');
    expect(carrying).toEqual([]);
  });

  test('o link da verificação traz de volta as operações e a versão e já mostra o resultado', async ({page}) => {
    await page.goto(CHECKER_ROUTE);
    await expect(page.getByRole('button', {name: 'Verificar'})).toBeEnabled({timeout: 30_000});
    await page.getByLabel('Operações e fragmentos (GraphQL)').fill(OPERATION);
    await page.getByLabel('Comparar também com a versão de').selectOption('2024-06-28');
    const href = await page.getByRole('link', {name: 'Link desta verificação'}).getAttribute('href');
    expect(href).toBe(checkerHref({documents: [{name: PASTED_NAME, text: OPERATION}], since: '2024-06-28'}));

    await page.goto(href ?? '');
    await expect(page.getByLabel('Operações e fragmentos (GraphQL)')).toHaveValue(OPERATION, {timeout: 30_000});
    await expect(page.getByLabel('Comparar também com a versão de')).toHaveValue('2024-06-28');
    await expect(page.getByText('1 erro e 1 uso de membro obsoleto em 1 operação de 1 arquivo.')).toBeVisible();
  });

  test('arquivos escolhidos entram na verificação, com os fragmentos de um usados no outro', async ({page}) => {
    await page.goto(CHECKER_ROUTE);
    await expect(page.getByRole('button', {name: 'Verificar'})).toBeEnabled({timeout: 30_000});
    await page.getByLabel('Arquivos .graphql').setInputFiles([
      {name: 'consulta.graphql', mimeType: 'text/plain', buffer: Buffer.from('query B { billing(id: 1) { ...C } }')},
      {
        name: 'fragmentos.graphql',
        mimeType: 'text/plain',
        buffer: Buffer.from('fragment C on Billing {\n  hasAnyManualPayment\n}'),
      },
    ]);
    await expect(page.getByRole('list', {name: 'Arquivos escolhidos'}).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', {name: 'Verificar'}).click();
    await expect(page.getByText('0 erros e 1 uso de membro obsoleto em 1 operação de 2 arquivos.')).toBeVisible();
    await expect(page.getByRole('list', {name: 'Problemas encontrados'})).toContainText('fragmentos.graphql:2:3');
  });

  test('não tem violações sérias ou críticas com um resultado na tela', async ({page}) => {
    await page.goto(checkerHref({documents: [{name: PASTED_NAME, text: OPERATION}]}));
    await expect(page.getByRole('list', {name: 'Problemas encontrados'})).toBeVisible({timeout: 30_000});
    await expectNoSeriousViolations(page);
  });
});
