import path from 'node:path';
import {test, expect} from './fixtures';
import {HTML_SUFFIX_CASES, NOT_FOUND, RELEASE_NOTE_ALIAS, RELEASE_NOTE_DATES} from './site-data';
import {blogPosts} from '../support/blog-posts';

const postPath = (date: string): string => `/blog/${date}-release-notes`;

test.describe('rotas da especificação', () => {
  test('a página inicial apresenta a API e leva ao tutorial, à referência e às notas de versão', async ({page}) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Portal do Desenvolvedor');
    await expect(page.getByRole('link', {name: 'Começar a integração'})).toHaveAttribute(
      'href',
      '/docs/primeiros-passos/passos-necessarios-para-comecar',
    );
    await expect(page.getByRole('link', {name: 'Referência da API', exact: true}).first()).toHaveAttribute(
      'href',
      '/api/',
    );
    // The newest release note is listed first, read from the blog at build time.
    const notes = page.getByRole('region', {name: 'Últimas atualizações'}).getByRole('listitem');
    await expect(notes.first().getByRole('link')).toHaveAttribute('href', postPath('2024-09-04'));
    // Its date comes written from the build (no Intl.DateTimeFormat in the browser), in words.
    await expect(notes.first().locator('time')).toHaveText('4 de setembro de 2024');
    // The app runs after the first paint (src/lib/ssr-template.ts): Docusaurus' check for a wrong
    // baseUrl would take that for a failed load and insert its error banner into the page.
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });

  test('/markdown-page mostra a página em Markdown', async ({page}) => {
    expect((await page.goto('/markdown-page'))?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Guia de estilo das páginas');
    await expect(page.locator('pre').first()).toContainText('paymentPlan(id: $id)');
  });

  test('/search aceita q, ctx e version', async ({page}) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Buscar na documentação');
    await page.goto('/search?q=boleto&ctx=docs&version=current');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Resultados da busca por "boleto"');
    await expect(page.locator('input[type="search"]')).toHaveValue('boleto');
  });

  // The posts of blog/, read from their front matter: a new release note needs no edit here.
  const posts = blogPosts(path.resolve(__dirname, '../../blog'));

  test(`/blog lista as ${posts.length} notas de versão de blog/, da mais recente para a mais antiga`, async ({
    page,
  }) => {
    await page.goto('/blog');
    const titles = page.locator('article h2 a');
    await expect(titles).toHaveCount(posts.length);
    const hrefs = await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(posts.map((post) => post.route));
  });

  test('/blog/archive lista todas as publicações', async ({page}) => {
    await page.goto('/blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Arquivo');
    for (const post of posts) await expect(page.locator(`main a[href="${post.route}"]`)).toHaveCount(1);
  });

  test('/blog/tags lista a tag de notas de versão', async ({page}) => {
    await page.goto('/blog/tags');
    const tag = page.locator('main a[href="/blog/tags/release-notes"]');
    await expect(tag).toContainText('Notas de versão');
  });

  test('/blog/tags/release-notes reúne as notas com a tag', async ({page}) => {
    await page.goto('/blog/tags/release-notes');
    await expect(page.getByRole('heading', {level: 1})).toContainText('Notas de versão');
    await expect(page.locator('article h2 a')).toHaveCount(
      posts.filter((post) => post.tags.includes('release-notes')).length,
    );
  });

  // The specification's dates: each keeps its route, whatever posts come after.
  for (const date of RELEASE_NOTE_DATES) {
    test(`a nota de versão de ${date} tem a sua rota e a sua data`, async ({page}) => {
      expect((await page.goto(postPath(date)))?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toContainText('Notas de versão');
      await expect(page.locator(`article time[datetime^="${date}"]`)).toHaveCount(1);
      await expect(page.locator('article a[href="/blog/tags/release-notes"]')).toHaveCount(1);
    });
  }

  test('a leitura 2025-09-04 da quarta data leva à mesma nota', async ({page}) => {
    await page.goto(RELEASE_NOTE_ALIAS.from);
    await expect(page).toHaveURL(RELEASE_NOTE_ALIAS.to);
    await expect(page.locator('article time[datetime^="2024-09-04"]')).toHaveCount(1);
  });

  test('/docs/introducao e /api/ existem', async ({page}) => {
    await page.goto('/docs/introducao');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Introdução');
    expect((await page.goto('/api/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toContainText('Referência da API');
  });
});

test.describe('caminhos desconhecidos e normalização', () => {
  test('um caminho inexistente mostra a página não encontrada em português', async ({page, consoleGuard}) => {
    consoleGuard.allow(/status of 404/);
    const response = await page.goto('/docs/pagina-que-nao-existe');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND.title);
    await expect(page.locator('main')).toContainText(NOT_FOUND.brokenLinkAdvice);
  });

  for (const [withSuffix, canonical, heading] of HTML_SUFFIX_CASES) {
    test(`${withSuffix} mostra a mesma página que ${canonical}`, async ({page}) => {
      const response = await page.goto(withSuffix);
      expect(response?.ok()).toBe(true);
      await expect(page.getByRole('heading', {level: 1})).toContainText(heading);
      await expect(page.getByRole('heading', {level: 1, name: NOT_FOUND.title})).toHaveCount(0);
    });
  }
});
