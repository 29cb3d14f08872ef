import {describe, expect, it} from 'vitest';

import {checkBudgets} from '../../../../scripts/bench/budgets';
import {renderReport} from '../../../../scripts/bench/report';
import type {BenchResult, PageResult} from '../../../../scripts/bench/result';

const page = (kind: string, label: string, jsKb: number, performance: number, tbt: number): PageResult => ({
  kind,
  label,
  path: `/${kind}`,
  weightClass: 'rico',
  weight: {jsGzipBytes: jsKb * 1024, jsFiles: 10, cssGzipBytes: 0, cssFiles: 1, htmlBytes: 0, htmlGzipBytes: 0},
  lighthouse: {
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    runs: 1,
    firstContentfulPaintMs: 900,
    largestContentfulPaintMs: 1000,
    lcpAfterFcpMs: 100,
    totalBlockingTimeMs: tbt,
  },
});

const result: BenchResult = {
  date: '2026-12-02T00:00:00.000Z',
  commit: 'abc1234',
  machine: {cpus: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium'},
  floor: {...page('piso', 'Piso', 180, 95, 200), buildSeconds: 5},
  routeFloor: {buildSeconds: 60, pages: [page('api-objeto', 'Billing', 256, 90, 300)]},
  peer: {buildSeconds: 90, pages: [page('api-objeto', 'Par: Billing', 280, 85, 500)]},
  pages: [page('api-objeto', 'API, objeto (Billing)', 290, 84, 600)],
};

describe('relatório com as três referências', () => {
  const report = renderReport(result, checkBudgets(result));

  it('põe cada página ao lado do piso, do piso de rotas e do par', () => {
    expect(report).toContain(
      '| API, objeto (Billing) | +110.0 KB, −11 pts, TBT 3.00× | +34.0 KB, −6 pts, TBT 2.00× | +10.0 KB, −1 pts, TBT 1.20× |',
    );
  });

  it('separa o JS a mais em o que é da pilha com as rotas e o que é do portal', () => {
    expect(report).toContain('| API, objeto (Billing) | +110.0 KB | +76.0 KB | +34.0 KB |');
  });

  it('lista as páginas das referências com os seus números', () => {
    expect(report).toContain('| **Piso de rotas: Billing** (`/api-objeto`) | 256.0 KB [10] |');
    expect(report).toContain('| **Par: Billing** (`/api-objeto`) | 280.0 KB [10] |');
    expect(report).toContain('builds: piso 5.0 s, piso de rotas 60.0 s, par 90.0 s');
  });
});
