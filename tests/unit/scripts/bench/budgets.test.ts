import {describe, expect, it} from 'vitest';

import {checkBudgets, type BudgetCheck} from '../../../../scripts/bench/budgets';
import type {
  BenchResult,
  BuildTiming,
  FloorResult,
  PageResult,
  PageWeightClass,
  ReferenceSiteResult,
} from '../../../../scripts/bench/result';

const build = (seconds: number): BuildTiming => ({seconds, pages: 900});
const base: BenchResult = {
  date: '2026-11-21T00:00:00.000Z',
  commit: 'abc1234',
  machine: {cpus: 2, memoryGiB: 24, node: 'v20', chromium: 'Chromium'},
};

interface Figures {
  jsKb: number;
  performance: number;
  accessibility?: number;
  tbt?: number;
  fcp?: number;
  lcp?: number;
}

function page(kind: string, weightClass: PageWeightClass, figures: Figures): PageResult {
  return {
    kind,
    label: kind,
    path: `/${kind}`,
    weightClass,
    weight: {
      jsGzipBytes: figures.jsKb * 1024,
      jsFiles: 10,
      cssGzipBytes: 0,
      cssFiles: 1,
      htmlBytes: 0,
      htmlGzipBytes: 0,
    },
    lighthouse: {
      performance: figures.performance,
      accessibility: figures.accessibility ?? 100,
      bestPractices: 100,
      seo: 100,
      runs: 5,
      firstContentfulPaintMs: figures.fcp ?? 1000,
      largestContentfulPaintMs: figures.lcp ?? 1200,
      lcpAfterFcpMs: (figures.lcp ?? 1200) - (figures.fcp ?? 1000),
      totalBlockingTimeMs: figures.tbt ?? 400,
    },
  };
}

const floor: FloorResult = {...page('piso', 'leve', {jsKb: 150, performance: 95, tbt: 100}), buildSeconds: 30};

/** The route floor's pages at the portal's paths, each with the kind of the portal's page. */
const routeFloor: ReferenceSiteResult = {
  buildSeconds: 60,
  pages: [
    page('guia', 'rico', {jsKb: 200, performance: 80, tbt: 400}),
    page('inicio', 'leve', {jsKb: 200, performance: 80, tbt: 400}),
    page('api-objeto', 'rico', {jsKb: 200, performance: 80, tbt: 400}),
    page('api-mutation', 'rico', {jsKb: 200, performance: 80, tbt: 400}),
  ],
};

const peer: ReferenceSiteResult = {
  buildSeconds: 90,
  pages: [
    page('api-objeto', 'rico', {jsKb: 300, performance: 70, tbt: 900}),
    page('api-mutation', 'rico', {jsKb: 300, performance: 70, tbt: 900}),
  ],
};

const statusOf = (checks: BudgetCheck[], id: string): string | undefined =>
  checks.find((check) => check.id === id)?.status;

describe('checkBudgets', () => {
  it('sem medições, nenhum orçamento passa: todos ficam "não medido"', () => {
    const checks = checkBudgets(base);
    expect(checks.length).toBeGreaterThan(0);
    expect(new Set(checks.map((check) => check.status))).toEqual(new Set(['não medido']));
  });

  it('build frio: razão contra o build sem Faster e limite de 100 s', () => {
    const within = checkBudgets({
      ...base,
      builds: {faster: {cold: build(60), warm: build(40)}, withoutFaster: {cold: build(150), warm: build(90)}},
    });
    expect(statusOf(within, 'build-frio-razao')).toBe('passou');
    expect(statusOf(within, 'build-frio-segundos')).toBe('passou');

    const slow = checkBudgets({
      ...base,
      builds: {faster: {cold: build(101), warm: build(40)}, withoutFaster: {cold: build(300)}},
    });
    expect(statusOf(slow, 'build-frio-razao')).toBe('passou');
    expect(statusOf(slow, 'build-frio-segundos')).toBe('falhou');

    const baselineFailed = checkBudgets({
      ...base,
      builds: {faster: {cold: build(60), warm: build(40)}, withoutFaster: {error: 'webpack falhou'}},
    });
    expect(statusOf(baselineFailed, 'build-frio-razao')).toBe('não medido');
  });

  it('cada página é medida contra a página do piso de rotas no mesmo endereço, não contra o piso', () => {
    const checks = checkBudgets({
      ...base,
      // The one-page floor is lighter and faster than every page below: it is reported, not budgeted.
      floor,
      routeFloor,
      pages: [
        // Rich pages may add 60 KB of JS to the route floor's, light ones 40 KB.
        page('guia', 'rico', {jsKb: 260, performance: 77, tbt: 520, fcp: 1000, lcp: 1500}),
        page('inicio', 'leve', {jsKb: 241, performance: 76, accessibility: 99, tbt: 521, fcp: 1000, lcp: 1501}),
      ],
    });
    expect(statusOf(checks, 'js-guia')).toBe('passou');
    expect(statusOf(checks, 'js-inicio')).toBe('falhou');
    expect(statusOf(checks, 'desempenho-guia')).toBe('passou');
    expect(statusOf(checks, 'desempenho-inicio')).toBe('falhou');
    expect(checks.find((check) => check.id === 'desempenho-inicio')?.measured).toBe('-4 (76 × 80)');
    expect(statusOf(checks, 'acessibilidade-guia')).toBe('passou');
    expect(statusOf(checks, 'acessibilidade-inicio')).toBe('falhou');
    expect(statusOf(checks, 'tbt-guia')).toBe('passou');
    expect(statusOf(checks, 'tbt-inicio')).toBe('falhou');
    expect(statusOf(checks, 'lcp-fcp-guia')).toBe('passou');
    expect(statusOf(checks, 'lcp-fcp-inicio')).toBe('falhou');
  });

  it('sem o piso de rotas, o que se mede contra ele fica "não medido", mesmo com o piso de uma página', () => {
    const checks = checkBudgets({...base, floor, pages: [page('guia', 'rico', {jsKb: 1, performance: 100})]});
    expect(statusOf(checks, 'js-guia')).toBe('não medido');
    expect(statusOf(checks, 'desempenho-guia')).toBe('não medido');
    expect(statusOf(checks, 'tbt-guia')).toBe('não medido');
    expect(statusOf(checks, 'lcp-fcp-guia')).toBe('passou');
  });

  it('sem a página do mesmo tipo no piso de rotas, nada se compara com outra página dele', () => {
    const checks = checkBudgets({...base, routeFloor, pages: [page('blog', 'leve', {jsKb: 1, performance: 100})]});
    expect(statusOf(checks, 'js-blog')).toBe('não medido');
    expect(statusOf(checks, 'desempenho-blog')).toBe('não medido');
  });

  it('as páginas da API ficam à frente do par em desempenho, TBT e JS; empate não é estar à frente', () => {
    const checks = checkBudgets({
      ...base,
      routeFloor,
      peer,
      pages: [
        page('api-objeto', 'rico', {jsKb: 299, performance: 71, tbt: 899}),
        page('api-mutation', 'rico', {jsKb: 300, performance: 70, tbt: 900}),
        page('guia', 'rico', {jsKb: 400, performance: 10, tbt: 5000}),
      ],
    });
    for (const id of ['par-desempenho-api-objeto', 'par-tbt-api-objeto', 'par-js-api-objeto'])
      expect(statusOf(checks, id)).toBe('passou');
    for (const id of ['par-desempenho-api-mutation', 'par-tbt-api-mutation', 'par-js-api-mutation'])
      expect(statusOf(checks, id)).toBe('falhou');
    expect(checks.find((check) => check.id === 'par-js-api-objeto')?.measured).toBe('-1.0 KB (299.0 KB × 300.0 KB)');
    // The peer has no guide: a guide is held to the route floor only.
    expect(checks.filter((check) => check.id.endsWith('-guia') && check.id.startsWith('par-'))).toEqual([]);
  });

  it('sem o par, os orçamentos contra ele ficam "não medido"', () => {
    const checks = checkBudgets({
      ...base,
      routeFloor,
      pages: [page('api-objeto', 'rico', {jsKb: 1, performance: 100})],
    });
    expect(statusOf(checks, 'par-desempenho-api-objeto')).toBe('não medido');
    expect(statusOf(checks, 'par-tbt-api-objeto')).toBe('não medido');
    expect(statusOf(checks, 'par-js-api-objeto')).toBe('não medido');
  });

  it('busca: índice por página indexada, e latência e bytes da primeira busca em cada página', () => {
    const sample = (pagePath: string, firstResultMs: number, downloadedKb: number) => ({
      page: pagePath,
      query: 'q',
      firstResultMs,
      firstResult: 'R',
      downloadedGzipBytes: downloadedKb * 1024,
    });
    const checks = checkBudgets({
      ...base,
      search: {
        indexes: [
          {context: 'docs', file: 'search-index-docs.json', bytes: 1, gzipBytes: 500 * 1024, pages: 100},
          {context: 'api', file: 'search-index-api.json', bytes: 1, gzipBytes: 501 * 1024, pages: 100},
          {context: 'fora de contexto', file: 'search-index.json', bytes: 1, gzipBytes: 100, pages: 0},
        ],
        latency: [sample('/', 120, 399), sample('/', 300, 100), sample('/api/', 301, 401)],
      },
    });
    expect(statusOf(checks, 'indice-docs')).toBe('passou');
    expect(statusOf(checks, 'indice-api')).toBe('falhou');
    expect(statusOf(checks, 'indice-fora de contexto')).toBeUndefined();
    expect(statusOf(checks, 'primeiro-resultado-/')).toBe('passou');
    expect(statusOf(checks, 'primeiro-resultado-/api/')).toBe('falhou');
    expect(checks.find((check) => check.id === 'primeiro-resultado-/api/')?.measured).toBe('301 ms');
    expect(statusOf(checks, 'bytes-primeira-busca-/')).toBe('passou');
    expect(statusOf(checks, 'bytes-primeira-busca-/api/')).toBe('falhou');
  });
});
