import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {NAVBAR_ITEMS, SPEC, TUTORIAL_TOPICS} from './site-data';
import {blogPosts} from '../support/blog-posts';

test.describe('barra de navegação e rodapé', () => {
  test('a barra tem exatamente Atualizações, Tutorial e API, nessa ordem', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Navegação principal'});
    const items = nav.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item');
    await expect(items).toHaveText(NAVBAR_ITEMS.map((item) => item.label));
    for (const [index, item] of NAVBAR_ITEMS.entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', item.path);
    }
  });

  test('a barra oferece busca, troca de tema e seletor de idioma', async ({page}) => {
    await page.goto('/');
    const right = page.locator('.navbar__items--right');
    await expect(right.getByRole('button', {name: /Mudar entre modo claro e escuro/})).toBeVisible();
    await expect(right.getByRole('searchbox', {name: 'Buscar'}).or(right.getByPlaceholder('Buscar'))).toBeVisible();
    const language = right.locator('.dropdown');
    await expect(language).toContainText('Português (Brasil)');
    await language.hover();
    await expect(language.getByRole('link', {name: 'Português (Brasil)'})).toHaveAttribute('lang', 'pt-BR');
  });

  test('o rodapé tem apenas a linha de copyright, com o ano fixo de 2024', async ({page}) => {
    await page.goto('/docs/introducao');
    const footer = page.locator('footer');
    await expect(footer).toHaveText(new RegExp(`^\\s*Copyright © ${SPEC.copyrightYear}[^\\n]*$`));
    await expect(footer.locator('a')).toHaveCount(0);
    await expect(footer.locator('.footer__links, .footer__logo')).toHaveCount(0);
  });
});

test.describe('barra de anúncio', () => {
  // The bar announces the newest post of blog/, with its `announcement` front matter and a link to it.
  const newest = blogPosts(path.resolve(__dirname, '../../blog'))[0];

  test('anuncia a nota de versão mais recente de blog/', async ({page}) => {
    await page.goto('/');
    const bar = page.locator('div[role="banner"][class*="announcementBar"]');
    await expect(bar).toContainText(`Novidade: ${newest?.announcement ?? '(sem announcement)'}`);
    await expect(bar.getByRole('link', {name: 'Leia as notas de versão'})).toHaveAttribute('href', newest?.route ?? '');
  });

  test('pode ser fechada e continua fechada depois de recarregar', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page
      .getByRole('banner')
      .locator('[class*="announcementBar"]')
      .or(page.locator('div[role="banner"][class*="announcementBar"]'));
    await expect(bar.first()).toBeVisible();
    await bar.first().getByRole('button', {name: 'Fechar'}).click();
    await expect(bar.first()).toBeHidden();
    // The bar itself (role banner): its inner parts also match "announcementBar", and before
    // hydration the server HTML still holds them, hidden by the dismissed flag on <html>.
    const barAfterReload = page.locator('div[role="banner"][class*="announcementBar"]');
    await page.reload();
    await expect(barAfterReload).toBeHidden();
    await page.goto('/docs/introducao');
    await expect(barAfterReload).toBeHidden();
    await expect(page.getByText(`Novidade: ${newest?.announcement ?? '(sem announcement)'}`)).toBeHidden();
  });
});

test.describe('modo de cor', () => {
  test.use({colorScheme: 'dark'});

  test('começa claro mesmo quando o sistema prefere o escuro, e a troca funciona', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    const toggle = page.getByRole('button', {name: /Mudar entre modo claro e escuro/});
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('menu lateral no celular', () => {
  const below = SPEC.mobileBreakpointPx - 1;
  const above = SPEC.mobileBreakpointPx + 1;

  test(`abre abaixo de ${SPEC.mobileBreakpointPx} px (${below} px)`, async ({page}) => {
    await page.setViewportSize({width: below, height: 800});
    await page.goto('/docs/introducao');
    const toggle = page.getByRole('button', {name: /navegação|Navigation/i}).and(page.locator('.navbar__toggle'));
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').first()).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Tutorial', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Dependentes', exact: true})).toBeVisible();
  });

  test(`não existe a partir de ${SPEC.mobileBreakpointPx} px (${above} px)`, async ({page}) => {
    await page.setViewportSize({width: above, height: 800});
    await page.goto('/docs/introducao');
    await expect(page.locator('.navbar__toggle')).toBeHidden();
    await expect(page.locator('.navbar__items:not(.navbar__items--right) > a.navbar__item').first()).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
});

test.describe('acessibilidade da navegação', () => {
  test('o link para pular ao conteúdo é o primeiro foco e leva ao conteúdo principal', async ({page}) => {
    await page.goto('/docs/introducao');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Pular para o conteúdo principal'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // The next Tab lands inside the main content, past the navbar and the sidebar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(inMain).toBe(true);
    const inNavigation = await page.evaluate(
      () => document.activeElement?.closest('.navbar, .theme-doc-sidebar-container') !== null,
    );
    expect(inNavigation).toBe(false);
  });
});

test.describe('sumário e barra lateral do tutorial', () => {
  test('o sumário mostra os títulos de nível 2 e 3, e não os de nível 4', async ({page}) => {
    await page.goto('/markdown-page');
    const toc = page.locator('.table-of-contents').first();
    await expect(toc.getByRole('link', {name: 'Títulos', exact: true})).toBeVisible(); // h2
    await expect(toc.getByRole('link', {name: 'Título de nível 3'})).toBeVisible(); // h3
    await expect(page.getByRole('heading', {level: 4, name: 'Título de nível 4'})).toBeVisible();
    await expect(toc.getByRole('link', {name: 'Título de nível 4'})).toHaveCount(0);
  });

  test(`a barra lateral mostra os ${TUTORIAL_TOPICS.length} tópicos na ordem da especificação`, async ({page}) => {
    await page.goto('/docs/introducao');
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const categories = sidebar.locator(':scope > li.theme-doc-sidebar-item-category > div > a');
    await expect(categories).toHaveText(TUTORIAL_TOPICS.map((topic) => topic.label));
  });

  test('as categorias não se recolhem sozinhas e a barra lateral não pode ser escondida', async ({page}) => {
    await page.goto('/docs/introducao');
    await expect(page.getByRole('button', {name: 'Recolher painel lateral'})).toHaveCount(0);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const category = (index: number) => sidebar.getByRole('button', {name: TUTORIAL_TOPICS[index]?.label, exact: true});
    const [first, second] = [category(1), category(2)];
    // Categories start expanded; collapse two, then open both again.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await first.click();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await second.click();
    // Opening the second did not close the first.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  });
});
