/**
 * The performance budgets of issue 7, as data, and the check that turns a benchmark result into
 * pass/fail lines. A budget whose measurement is missing from the run (a section skipped with
 * --only, or a measurement that failed) is reported as not measured, never as passed.
 */
import {lowerBound, type BenchResult} from './result';

export type BudgetStatus = 'passou' | 'falhou' | 'não medido';

export interface BudgetCheck {
  readonly id: string;
  readonly description: string;
  readonly limit: string;
  readonly measured: string;
  readonly status: BudgetStatus;
}

export const BUDGETS = {
  /** Cold build with Faster, as a fraction of the cold build without it. */
  coldBuildFasterRatio: 0.4,
  coldBuildSeconds: 120,
  /** Build time of the 10× schema, as a multiple of the snapshot's. */
  tenfoldSchemaTimeRatio: 10,
  apiFirstLoadJsGzipBytes: 200 * 1024,
  lighthousePerformance: 95,
  lighthouseAccessibility: 100,
  docsSearchIndexGzipBytes: 300 * 1024,
  firstSearchResultMs: 300,
} as const;

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (value: number): string => `${value.toFixed(1)} s`;

function check(
  id: string,
  description: string,
  limit: string,
  measured: number | undefined,
  format: (value: number) => string,
  passes: (value: number) => boolean,
): BudgetCheck {
  if (measured === undefined || Number.isNaN(measured)) {
    return {id, description, limit, measured: '—', status: 'não medido'};
  }
  return {id, description, limit, measured: format(measured), status: passes(measured) ? 'passou' : 'falhou'};
}

export function checkBudgets(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const builds = result.builds;
  const coldFaster = builds?.faster.cold.seconds;
  const coldWebpack = builds?.withoutFaster.cold?.seconds;
  checks.push(
    check(
      'build-frio-razao',
      'Build frio com Faster ÷ build frio sem Faster',
      `≤ ${String(BUDGETS.coldBuildFasterRatio)}×`,
      coldFaster !== undefined && coldWebpack !== undefined ? coldFaster / coldWebpack : undefined,
      (value) => `${value.toFixed(2)}×`,
      (value) => value <= BUDGETS.coldBuildFasterRatio,
    ),
    check(
      'build-frio-segundos',
      'Build frio com Faster',
      `≤ ${String(BUDGETS.coldBuildSeconds)} s`,
      coldFaster,
      seconds,
      (value) => value <= BUDGETS.coldBuildSeconds,
    ),
  );

  const tenfold = result.schemaScaling?.find((point) => point.factor === 10);
  checks.push(
    check(
      'schema-10x',
      'Tempo de build com schema 10× ÷ tempo com o snapshot',
      `≤ ${String(BUDGETS.tenfoldSchemaTimeRatio)}×`,
      tenfold?.ratio,
      (value) => lowerBound(tenfold?.build, `${value.toFixed(2)}×`),
      (value) => value <= BUDGETS.tenfoldSchemaTimeRatio,
    ),
  );

  for (const page of result.pages ?? []) {
    if (page.kind.startsWith('api-')) {
      checks.push(
        check(
          `js-${page.kind}`,
          `JS no primeiro carregamento (gzip): ${page.label}`,
          `≤ ${kib(BUDGETS.apiFirstLoadJsGzipBytes)}`,
          page.weight?.jsGzipBytes,
          kib,
          (value) => value <= BUDGETS.apiFirstLoadJsGzipBytes,
        ),
      );
    }
    checks.push(
      check(
        `lighthouse-desempenho-${page.kind}`,
        `Lighthouse, desempenho: ${page.label}`,
        `≥ ${String(BUDGETS.lighthousePerformance)}`,
        page.lighthouse?.performance,
        String,
        (value) => value >= BUDGETS.lighthousePerformance,
      ),
      check(
        `lighthouse-acessibilidade-${page.kind}`,
        `Lighthouse, acessibilidade: ${page.label}`,
        `= ${String(BUDGETS.lighthouseAccessibility)}`,
        page.lighthouse?.accessibility,
        String,
        (value) => value >= BUDGETS.lighthouseAccessibility,
      ),
    );
  }

  const docsIndex = result.search?.indexes.find((index) => index.context === 'docs');
  checks.push(
    check(
      'indice-guias',
      'Índice de busca dos guias (gzip)',
      `≤ ${kib(BUDGETS.docsSearchIndexGzipBytes)}`,
      docsIndex?.gzipBytes,
      kib,
      (value) => value <= BUDGETS.docsSearchIndexGzipBytes,
    ),
  );
  const latencies = result.search?.latency ?? [];
  const slowest = latencies.length > 0 ? Math.max(...latencies.map((sample) => sample.firstResultMs)) : undefined;
  checks.push(
    check(
      'primeiro-resultado',
      'Ctrl+K até o primeiro resultado, pior caso das consultas',
      `≤ ${String(BUDGETS.firstSearchResultMs)} ms`,
      slowest,
      (value) => `${value.toFixed(0)} ms`,
      (value) => value <= BUDGETS.firstSearchResultMs,
    ),
  );
  return checks;
}
