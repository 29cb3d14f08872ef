/**
 * "Copiar como Markdown", "Ver em Markdown", "Abrir no ChatGPT" and "Abrir no Claude"
 * (src/components/MarkdownTwinActions), on every guide, reference page and release note of the
 * production build.
 */
import {test, expect} from './fixtures';
import {ASSISTANTS, assistantHref} from '../../src/lib/assistant-links';
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

test.describe('Abrir no ChatGPT e Abrir no Claude', () => {
  for (const route of ['/docs/boletos/emissao', '/api/', '/blog/2024-09-04-release-notes']) {
    test(`em ${route}, cada link abre o assistente com o endereço da versão em Markdown`, async ({page, request}) => {
      await page.goto(route);
      // The site's public address, as the build wrote it in the page's canonical link.
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      const siteUrl = new URL(canonical ?? '').origin;
      for (const assistant of ASSISTANTS) {
        const link = page.getByRole('link', {name: assistant.label});
        await expect(link).toHaveAttribute('href', assistantHref(assistant, siteUrl, route));
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        const prompt = new URL((await link.getAttribute('href')) ?? '').searchParams.get('q') ?? '';
        const twinUrl = /https?:\/\/\S+\.md/.exec(prompt)?.[0] ?? '';
        // The address in the prompt is this page's twin, which the site serves.
        const twin = await request.get(new URL(twinUrl).pathname);
        expect(twin.status()).toBe(200);
        expect(twin.headers()['content-type']).toContain('text/markdown');
      }
    });
  }

  test('os links estão no HTML da página, sem depender de script', async ({request}) => {
    const html = await (await request.get('/docs/boletos/emissao')).text();
    for (const assistant of ASSISTANTS) expect(html).toContain(`>${assistant.label}</a>`);
  });
});
