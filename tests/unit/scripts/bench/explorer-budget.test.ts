import {describe, expect, it} from 'vitest';

import {EXPLORER_JS_REFERENCE_KIND, checkBudgets} from '../../../../scripts/bench/budgets';
import {explorerPage, lazyWeight} from '../../../../scripts/bench/explorer';
import {requestedBy} from '../../../../scripts/bench/page-weight';
import {renderReport} from '../../../../scripts/bench/report';
import type {BenchResult, ExplorerResult, PageResult, PageWeight} from '../../../../scripts/bench/result';
import {EXPLORER_ROUTE, readExplorerLink} from '../../../../src/lib/explorer-link';

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

describe('o que a página pede até hidratar', () => {
  it('separa o JS da página do que ela importa depois, pelo instante da hidratação', () => {
    const assets = [
      {name: 'main', startedAt: 1000},
      {name: 'rota', startedAt: 1500},
      {name: 'editor', startedAt: 1501},
    ];
    expect(requestedBy(assets, 1500).map((asset) => asset.name)).toEqual(['main', 'rota']);
  });

  it('o JS e o CSS carregados depois são o total menos o inicial; sem a marca, o bench falha', () => {
    const weight: PageWeight = {
      jsGzipBytes: 650 * 1024,
      initialJsGzipBytes: 250 * 1024,
      jsFiles: 30,
      cssGzipBytes: 28 * 1024,
      initialCssGzipBytes: 20 * 1024,
      cssFiles: 2,
      htmlBytes: 0,
      htmlGzipBytes: 0,
    };
    expect(lazyWeight(weight)).toEqual({lazyJsGzipBytes: 400 * 1024, lazyCssGzipBytes: 8 * 1024});
    expect(() => lazyWeight({...weight, initialJsGzipBytes: undefined})).toThrow(/não separou/);
  });
});
