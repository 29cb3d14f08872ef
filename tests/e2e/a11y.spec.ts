import {test, expect, expectNoSeriousViolations, waitForSearchResults} from './fixtures';
import {eventRoute} from '../../src/data/webhook-events';

// One page of each kind the site has. The search page is checked once its results are in
// (`results`: the section whose index its worker loads first). `slow`: the two largest pages, the
// error catalogue (one example per code: 4,600 elements, 218 KB of HTML) and an event's page (its
// whole body schema: 2,700 elements), take twice the others to hydrate and to audit (axe 2.4 and
// 1.4 s against about 1 s, with nothing else running), and with the machine's two cores
// oversubscribed they went past 30 s.
const PAGE_KINDS: readonly {kind: string; path: string; results?: string; slow?: true}[] = [
  {kind: 'início', path: '/'},
  {kind: 'guia', path: '/docs/introducao'},
  {kind: 'catálogo de erros', path: '/docs/primeiros-passos/erros', slow: true},
  {kind: 'glossário', path: '/docs/primeiros-passos/glossario'},
  {kind: 'página Markdown', path: '/markdown-page'},
  {kind: 'lista do blog', path: '/blog'},
  {kind: 'nota de versão', path: '/blog/2024-09-04-release-notes'},
  {kind: 'arquivo do blog', path: '/blog/archive'},
  {kind: 'tags do blog', path: '/blog/tags'},
  {kind: 'busca', path: '/search?q=boleto', results: 'docs'},
  {kind: 'referência da API', path: '/api/'},
  {kind: 'referência dos eventos de webhook', path: '/docs/webhooks/eventos-de-webhook'},
  {kind: 'evento de webhook', path: eventRoute('BILLING_CREATED'), slow: true},
  {kind: 'página não encontrada', path: '/nao-existe'},
];

for (const mode of ['light', 'dark'] as const) {
  test.describe(`acessibilidade no modo ${mode === 'light' ? 'claro' : 'escuro'}`, () => {
    for (const {kind, path, results, slow} of PAGE_KINDS) {
      test(`${kind} (${path}) não tem violações sérias ou críticas`, async ({page, consoleGuard}) => {
        test.slow(slow === true);
        consoleGuard.allow(/status of 404/);
        await page.goto(path);
        if (mode === 'dark') {
          await page.getByRole('button', {name: /Mudar entre modo claro e escuro/}).click();
        }
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await page.waitForLoadState('networkidle');
        if (results !== undefined) await waitForSearchResults(page, results);
        await expectNoSeriousViolations(page);
      });
    }
  });
}
