import {describe, expect, it} from 'vitest';

import {EXPLORER_JS_REFERENCE_KIND, checkBudgets} from '../../../scripts/bench/budgets';
import {explorerPage} from '../../../scripts/bench/explorer';
import {scriptsNamedByHtml} from '../../../scripts/bench/page-weight';
import {renderReport} from '../../../scripts/bench/report';
import type {BenchResult, ExplorerResult, PageResult} from '../../../scripts/bench/result';
import {EXPLORER_ROUTE, readExplorerLink} from '../../../src/lib/explorer-link';

const base: BenchResult = {
  date: '2026-11-25T00:00:00.000Z',
  commit: 'abc1234',
  machine: {cpus: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium'},
};

function withOwnJs(kind: string, ownKb: number, totalKb: number): PageResult {
  return {
    kind,
    label: kind,
    path: `/${kind}`,
    weight: {
      jsGzipBytes: totalKb * 1024,
      initialJsGzipBytes: ownKb * 1024,
      jsFiles: 10,
      cssGzipBytes: 0,
      cssFiles: 1,
      htmlBytes: 0,
      htmlGzipBytes: 0,
    },
  };
}

function explorer(ownKb: number): ExplorerResult {
  return {
    // Its editor, loaded after the first paint, makes its total far heavier: that is not budgeted.
    page: withOwnJs('explorador', ownKb, ownKb + 400),
    lazyJsGzipBytes: 400 * 1024,
    lazyCssGzipBytes: 12 * 1024,
    schemaBytes: 790_000,
    schemaGzipBytes: 97_000,
    firstResultMs: 1800,
    apiPageLoadMs: 900,
    runs: 3,
  };
}

const statusOf = (result: BenchResult, id: string): string | undefined =>
  checkBudgets(result).find((check) => check.id === id)?.status;

describe('orçamento do explorador', () => {
  const api = withOwnJs(EXPLORER_JS_REFERENCE_KIND, 250, 300);

  it('o JS da própria página não passa do da página da API do mesmo run', () => {
    expect(statusOf({...base, pages: [api], explorer: explorer(250)}, 'js-inicial-explorador')).toBe('passou');
    expect(statusOf({...base, pages: [api], explorer: explorer(251)}, 'js-inicial-explorador')).toBe('falhou');
    expect(statusOf({...base, explorer: explorer(100)}, 'js-inicial-explorador')).toBe('não medido');
  });

  it('o relatório põe a primeira resposta ao lado do carregamento da página da API', () => {
    const result = {...base, pages: [api], explorer: explorer(200)};
    const report = renderReport(result, checkBudgets(result));
    expect(report).toContain('## Explorador');
    expect(report).toContain('1800 ms (2.00× o carregamento da página da API)');
  });

  it('mede o explorador aberto no exemplo de addDependent', () => {
    const page = explorerPage();
    expect(page.path.startsWith(`${EXPLORER_ROUTE}?`)).toBe(true);
    expect(readExplorerLink(page.path.slice(EXPLORER_ROUTE.length))?.operationName).toBe('AddDependent');
  });
});

describe('scriptsNamedByHtml', () => {
  it('conta os scripts e os preloads de script do HTML, não as folhas de estilo nem o resto', () => {
    const html = [
      '<link rel="preload" href="/assets/js/runtime~main.1.js" as="script">',
      '<link rel="stylesheet" href="/assets/css/styles.2.css">',
      '<link rel="prefetch" href="/assets/js/other.3.js" as="script">',
      '<script src="/assets/js/main.4.js" defer></script>',
      '<script>inline()</script>',
    ].join('');
    expect([...scriptsNamedByHtml(html, 'https://portal.example/explorador')].sort()).toEqual([
      '/assets/js/main.4.js',
      '/assets/js/runtime~main.1.js',
    ]);
  });
});
