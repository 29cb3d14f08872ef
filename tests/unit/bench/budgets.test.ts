import {describe, expect, it} from 'vitest';

import {checkBudgets, type BudgetCheck} from '../../../scripts/bench/budgets';
import type {BenchResult, BuildTiming, PageResult} from '../../../scripts/bench/result';

const build = (seconds: number): BuildTiming => ({seconds, pages: 900});
const base: BenchResult = {
  date: '2026-11-21T00:00:00.000Z',
  commit: 'abc1234',
  machine: {cpus: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium'},
};

function page(kind: string, jsKb: number, performance: number, accessibility: number): PageResult {
  return {
    kind,
    label: kind,
    path: `/${kind}`,
    weight: {jsGzipBytes: jsKb * 1024, jsFiles: 10, cssGzipBytes: 0, cssFiles: 1, htmlBytes: 0, htmlGzipBytes: 0},
    lighthouse: {
      performance,
      accessibility,
      bestPractices: 100,
      seo: 100,
      runs: 3,
      largestContentfulPaintMs: 1000,
      totalBlockingTimeMs: 0,
    },
  };
}

const statusOf = (checks: BudgetCheck[], id: string): string | undefined =>
  checks.find((check) => check.id === id)?.status;

describe('checkBudgets', () => {
  it('sem medições, nenhum orçamento passa: todos ficam "não medido"', () => {
    const checks = checkBudgets(base);
    expect(checks.length).toBeGreaterThan(0);
    expect(new Set(checks.map((check) => check.status))).toEqual(new Set(['não medido']));
  });

  it('build frio: razão contra o build sem Faster e limite em segundos', () => {
    const within = checkBudgets({
      ...base,
      builds: {faster: {cold: build(60), warm: build(40)}, withoutFaster: {cold: build(150), warm: build(90)}},
    });
    expect(statusOf(within, 'build-frio-razao')).toBe('passou');
    expect(statusOf(within, 'build-frio-segundos')).toBe('passou');

    const slow = checkBudgets({
      ...base,
      builds: {faster: {cold: build(130), warm: build(40)}, withoutFaster: {cold: build(300)}},
    });
    expect(statusOf(slow, 'build-frio-razao')).toBe('falhou');
    expect(statusOf(slow, 'build-frio-segundos')).toBe('falhou');

    const baselineFailed = checkBudgets({
      ...base,
      builds: {faster: {cold: build(60), warm: build(40)}, withoutFaster: {error: 'webpack falhou'}},
    });
    expect(statusOf(baselineFailed, 'build-frio-razao')).toBe('não medido');
  });

  it('JS do primeiro carregamento só é orçado nas páginas da API; Lighthouse em todas', () => {
    const checks = checkBudgets({
      ...base,
      pages: [page('inicio', 900, 95, 100), page('api-objeto', 200, 94, 100), page('api-mutation', 201, 99, 99)],
    });
    expect(statusOf(checks, 'js-inicio')).toBeUndefined();
    expect(statusOf(checks, 'js-api-objeto')).toBe('passou');
    expect(statusOf(checks, 'js-api-mutation')).toBe('falhou');
    expect(statusOf(checks, 'lighthouse-desempenho-inicio')).toBe('passou');
    expect(statusOf(checks, 'lighthouse-desempenho-api-objeto')).toBe('falhou');
    expect(statusOf(checks, 'lighthouse-acessibilidade-api-mutation')).toBe('falhou');
  });

  it('schema 10×, índice dos guias e pior latência da busca', () => {
    const point = (factor: number, ratio: number) => ({
      factor,
      schemaBytes: 1,
      types: 1,
      operations: 1,
      build: build(60 * ratio),
      ratio,
    });
    const checks = checkBudgets({
      ...base,
      schemaScaling: [point(1, 1), point(3, 2), point(10, 10.5)],
      search: {
        indexes: [{context: 'docs', file: 'search-index-docs.json', bytes: 1, gzipBytes: 300 * 1024}],
        latency: [
          {page: '/', query: 'a', firstResultMs: 120, firstResult: 'A'},
          {page: '/', query: 'b', firstResultMs: 301, firstResult: 'B'},
        ],
      },
    });
    expect(statusOf(checks, 'schema-10x')).toBe('falhou');
    expect(statusOf(checks, 'indice-guias')).toBe('passou');
    expect(statusOf(checks, 'primeiro-resultado')).toBe('falhou');
    expect(checks.find((check) => check.id === 'primeiro-resultado')?.measured).toBe('301 ms');
  });
});
