import {test, expect, expectNoSeriousViolations} from './fixtures';

// One page of each kind the site has. `slow`: a page whose size makes axe take several times
// the usual, given the tripled timeout: the error catalogue renders one example per code, and an
// event's page its whole body schema (measured on a 2-core machine: 20-27 s of the 30 s default).
const PAGE_KINDS: readonly {kind: string; path: string; slow?: true}[] = [
  {kind: 'início', path: '/'},
  {kind: 'guia', path: '/docs/introducao'},
  {kind: 'catálogo de erros', path: '/docs/primeiros-passos/erros', slow: true},
  {kind: 'glossário', path: '/docs/primeiros-passos/glossario'},
  {kind: 'página Markdown', path: '/markdown-page'},
  {kind: 'lista do blog', path: '/blog'},
  {kind: 'nota de versão', path: '/blog/2024-09-04-release-notes'},
  {kind: 'arquivo do blog', path: '/blog/archive'},
  {kind: 'tags do blog', path: '/blog/tags'},
  {kind: 'busca', path: '/search?q=boleto'},
  {kind: 'referência da API', path: '/api/'},
  {kind: 'referência dos eventos de webhook', path: '/docs/webhooks/eventos-de-webhook'},
  {kind: 'evento de webhook (OpenAPI)', path: '/docs/webhooks/evento-billing-created', slow: true},
  {kind: 'página não encontrada', path: '/nao-existe'},
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`acessibilidade no modo ${mode === 'light' ? 'claro' : 'escuro'}`, () => {
    for (const {kind, path, slow} of PAGE_KINDS) {
      test(`${kind} (${path}) não tem violações sérias ou críticas`, async ({page, consoleGuard}) => {
        test.slow(slow === true);
        consoleGuard.allow(/status of 404/);
        await page.goto(path);
        if (mode === 'dark') {
          await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      });
    }
  });
}
