/**
 * "Copiar como Markdown" and "Ver em Markdown" (src/components/MarkdownTwinActions), on every guide,
 * reference page and release note of the production build.
 */
import {test, expect} from './fixtures';
import {twinRoute} from '../../src/lib/machine-readable';

test.describe('Copiar como Markdown', () => {
  test('"Copiar como Markdown" copia a versão em Markdown, e o link ao lado abre essa versão', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const route = '/docs/boletos/emissao';
    await page.goto(route);
    const twin = await (await request.get(twinRoute(route))).text();
    await page.getByRole('button', {name: 'Copiar como Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Markdown copiado.'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    await expect(page.getByRole('link', {name: 'Ver em Markdown'})).toHaveAttribute('href', twinRoute(route));
  });

  test('a barra fica na página de cada nota de versão, mas não na lista de notas', async ({page}) => {
    await page.goto('/blog/2024-09-04-release-notes');
    await expect(page.getByRole('link', {name: 'Ver em Markdown'})).toHaveAttribute(
      'href',
      twinRoute('/blog/2024-09-04-release-notes'),
    );
    await page.goto('/blog');
    await expect(page.getByRole('button', {name: 'Copiar como Markdown'})).toHaveCount(0);
  });

  test('a barra está na visão geral da API e numa página da referência, com o link de cada uma', async ({page}) => {
    for (const route of ['/api/', '/api/types/objects/billing']) {
      await page.goto(route);
      await expect(page.getByRole('button', {name: 'Copiar como Markdown'})).toHaveCount(1);
      await expect(page.getByRole('link', {name: 'Ver em Markdown'})).toHaveAttribute('href', twinRoute(route));
    }
  });
});
