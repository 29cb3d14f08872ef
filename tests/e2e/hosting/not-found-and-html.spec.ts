import {HTML_SUFFIX_CASES, NOT_FOUND} from '../site-data';
import {test, expect} from './csp-fixtures';

test.describe('caminhos que não são rotas', () => {
  for (const path of ['/docs/pagina-que-nao-existe', '/404.html', '/assets/js/nao-existe.12345678.js', '/docs']) {
    test(`${path} responde 404 com a página não encontrada em português`, async ({page, consoleGuard}) => {
      consoleGuard.allow(/status of 404/);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND.title);
      await expect(page.locator('main')).toContainText(NOT_FOUND.brokenLinkAdvice);
    });
  }
});

test.describe('.html e /index.html levam ao caminho sem essa terminação', () => {
  for (const [withSuffix, canonical, heading] of HTML_SUFFIX_CASES) {
    test(`${withSuffix} → 301 para ${canonical}, com a query`, async ({page, request}) => {
      const query = '?origem=teste&n=1';
      const redirect = await request.get(`${withSuffix}${query}`, {maxRedirects: 0});
      expect(redirect.status()).toBe(301);
      expect(redirect.headers().location).toBe(`${canonical}${query}`);

      const response = await page.goto(`${withSuffix}${query}`);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${canonical}${query}`);
      await expect(page.getByRole('heading', {level: 1})).toContainText(heading);
    });
  }

  test('um caminho que começa com // não vira redirecionamento para outro site', async ({request, baseURL}) => {
    // Absolute, so that the URL keeps its path "//exemplo.com/index.html" (a relative one would be another host).
    const response = await request.get(`${baseURL ?? ''}//exemplo.com/index.html`, {maxRedirects: 0});
    expect(response.status()).toBe(404);
  });
});
