/**
 * The performance budgets, as data, and the check that turns a benchmark result into pass/fail
 * lines. What a reader feels is held to reference sites measured in the same run (a ratio or a
 * difference to them), since absolute scores on a shared machine move by ±10 points between runs:
 * each page kind to the route floor's page at the same path (bench/route-floor-site: the same
 * stack with every route and each page empty, so that what Docusaurus charges for the routes is
 * the reference's, not the page's), and the API page kinds to the peer's (bench/peer-site: the
 * same schema through @graphql-markdown/docusaurus), which they must be ahead of. The one-page
 * floor is reported beside them, not budgeted: the route floor's distance to it is the route
 * table's cost (report.ts).
 * A budget whose measurement is missing from the run (a section skipped with --only, or a
 * measurement that failed) is reported as not measured, never as passed.
 */
import {PEER_PAGES} from './page-weight';
import type {BenchResult, PageResult, PageWeightClass, ReferenceSiteResult} from './result';

export type BudgetStatus = 'passou' | 'falhou' | 'não medido';

export interface BudgetCheck {
  readonly id: string;
  readonly description: string;
  readonly limit: string;
  readonly measured: string;
  readonly status: BudgetStatus;
}

const KIB = 1024;

export const BUDGETS = {
  /** Cold build with Faster, as a fraction of the cold build without it. */
  coldBuildFasterRatio: 0.4,
  coldBuildSeconds: 100,
  /** Lighthouse mobile performance (median of the runs) may be at most this far below the route floor's. */
  performanceBelowFloor: 3,
  lighthouseAccessibility: 100,
  /** Total blocking time, as a multiple of the route floor's. */
  totalBlockingTimeFloorRatio: 1.3,
  /** Largest Contentful Paint minus First Contentful Paint. */
  lcpAfterFcpMs: 500,
  /** First-load JS (gzip) a page kind may add to the route floor's. */
  firstLoadJsOverFloorBytes: {rico: 60 * KIB, leve: 40 * KIB} satisfies Record<PageWeightClass, number>,
  /** Ctrl+K to the first suggestion, on every page kind. */
  firstSearchResultMs: 300,
  /** What a visit's first search downloads (gzip), on any page. */
  firstSearchDownloadGzipBytes: 400 * KIB,
  /** Each search context's index (gzip), per page it indexes. */
  searchIndexGzipBytesPerPage: 5 * KIB,
  /** The explorer's own JS (the scripts its HTML names, gzip), as a multiple of the API page's. */
  explorerInitialJsApiRatio: 1,
} as const;

const kib = (bytes: number): string => `${(bytes / KIB).toFixed(1)} KB`;
const seconds = (value: number): string => `${value.toFixed(1)} s`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const times = (value: number): string => `${value.toFixed(2)}×`;

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

function buildChecks(result: BenchResult): BudgetCheck[] {
  const coldFaster = result.builds?.faster.cold.seconds;
  const coldWebpack = result.builds?.withoutFaster.cold?.seconds;
  return [
    check(
      'build-frio-razao',
      'Build frio com Faster ÷ build frio sem Faster',
      `≤ ${String(BUDGETS.coldBuildFasterRatio)}×`,
      coldFaster !== undefined && coldWebpack !== undefined ? coldFaster / coldWebpack : undefined,
      times,
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
  ];
}

/** The reference site's page of the same kind as the portal's. */
const pageOfKind = (site: ReferenceSiteResult | undefined, kind: string): PageResult | undefined =>
  site?.pages.find((page) => page.kind === kind);

function pageChecks(page: PageResult, floor: PageResult | undefined): BudgetCheck[] {
  const scores = page.lighthouse;
  const floorScores = floor?.lighthouse;
  const allowance = BUDGETS.firstLoadJsOverFloorBytes[page.weightClass ?? 'leve'];
  const floorJs = floor?.weight?.jsGzipBytes;
  const js = page.weight?.jsGzipBytes;
  const floorTbt = floorScores?.totalBlockingTimeMs;
  const tbt = scores?.totalBlockingTimeMs;
  return [
    check(
      `desempenho-${page.kind}`,
      `Lighthouse, desempenho − o do piso de rotas: ${page.label}`,
      `≥ −${String(BUDGETS.performanceBelowFloor)}`,
      scores && floorScores ? scores.performance - floorScores.performance : undefined,
      (value) =>
        `${value >= 0 ? '+' : ''}${String(value)} (${String(scores?.performance)} × ${String(floorScores?.performance)})`,
      (value) => value >= -BUDGETS.performanceBelowFloor,
    ),
    check(
      `acessibilidade-${page.kind}`,
      `Lighthouse, acessibilidade: ${page.label}`,
      `= ${String(BUDGETS.lighthouseAccessibility)}`,
      scores?.accessibility,
      String,
      (value) => value >= BUDGETS.lighthouseAccessibility,
    ),
    check(
      `tbt-${page.kind}`,
      `Tempo total de bloqueio ÷ o do piso de rotas: ${page.label}`,
      `≤ ${String(BUDGETS.totalBlockingTimeFloorRatio)}×`,
      tbt !== undefined && floorTbt !== undefined ? tbt / Math.max(floorTbt, 1) : undefined,
      (value) => `${times(value)} (${ms(tbt ?? 0)} × ${ms(floorTbt ?? 0)})`,
      (value) => value <= BUDGETS.totalBlockingTimeFloorRatio,
    ),
    check(
      `lcp-fcp-${page.kind}`,
      `LCP − FCP: ${page.label}`,
      `≤ ${ms(BUDGETS.lcpAfterFcpMs)}`,
      scores?.lcpAfterFcpMs,
      ms,
      (value) => value <= BUDGETS.lcpAfterFcpMs,
    ),
    check(
      `js-${page.kind}`,
      `JS no primeiro carregamento (gzip) − o do piso de rotas: ${page.label}`,
      `≤ +${kib(allowance)}`,
      js !== undefined && floorJs !== undefined ? js - floorJs : undefined,
      (value) => `${value >= 0 ? '+' : ''}${kib(value)} (${kib(js ?? 0)} × ${kib(floorJs ?? 0)})`,
      (value) => value <= allowance,
    ),
  ];
}

/**
 * An API page kind ahead of the peer's page of the same kind: a higher performance score, less
 * blocking time and less first-load JS (a tie is not ahead).
 */
function peerChecks(page: PageResult, peer: PageResult | undefined): BudgetCheck[] {
  const scores = page.lighthouse;
  const peerScores = peer?.lighthouse;
  const js = page.weight?.jsGzipBytes;
  const peerJs = peer?.weight?.jsGzipBytes;
  const tbt = scores?.totalBlockingTimeMs;
  const peerTbt = peerScores?.totalBlockingTimeMs;
  return [
    check(
      `par-desempenho-${page.kind}`,
      `Lighthouse, desempenho − o do par: ${page.label}`,
      '> 0',
      scores && peerScores ? scores.performance - peerScores.performance : undefined,
      (value) =>
        `${value >= 0 ? '+' : ''}${String(value)} (${String(scores?.performance)} × ${String(peerScores?.performance)})`,
      (value) => value > 0,
    ),
    check(
      `par-tbt-${page.kind}`,
      `Tempo total de bloqueio ÷ o do par: ${page.label}`,
      '< 1.00×',
      tbt !== undefined && peerTbt !== undefined ? tbt / Math.max(peerTbt, 1) : undefined,
      (value) => `${times(value)} (${ms(tbt ?? 0)} × ${ms(peerTbt ?? 0)})`,
      (value) => value < 1,
    ),
    check(
      `par-js-${page.kind}`,
      `JS no primeiro carregamento (gzip) − o do par: ${page.label}`,
      '< 0',
      js !== undefined && peerJs !== undefined ? js - peerJs : undefined,
      (value) => `${value >= 0 ? '+' : ''}${kib(value)} (${kib(js ?? 0)} × ${kib(peerJs ?? 0)})`,
      (value) => value < 0,
    ),
  ];
}

/** The page kinds the peer has a page of: the API reference's. */
const PEER_KINDS: readonly string[] = PEER_PAGES.map((page) => page.kind);

function searchChecks(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const index of result.search?.indexes ?? []) {
    if (index.pages === 0) continue;
    checks.push(
      check(
        `indice-${index.context}`,
        `Índice de busca "${index.context}" (gzip) por página indexada (${String(index.pages)} páginas)`,
        `≤ ${kib(BUDGETS.searchIndexGzipBytesPerPage)}`,
        index.gzipBytes / index.pages,
        kib,
        (value) => value <= BUDGETS.searchIndexGzipBytesPerPage,
      ),
    );
  }
  const latency = result.search?.latency ?? [];
  for (const pagePath of [...new Set(latency.map((sample) => sample.page))]) {
    const samples = latency.filter((sample) => sample.page === pagePath);
    checks.push(
      check(
        `primeiro-resultado-${pagePath}`,
        `Ctrl+K até o primeiro resultado em ${pagePath}, pior consulta`,
        `≤ ${ms(BUDGETS.firstSearchResultMs)}`,
        Math.max(...samples.map((sample) => sample.firstResultMs)),
        ms,
        (value) => value <= BUDGETS.firstSearchResultMs,
      ),
      check(
        `bytes-primeira-busca-${pagePath}`,
        `Bytes baixados pela primeira busca em ${pagePath} (gzip), pior consulta`,
        `≤ ${kib(BUDGETS.firstSearchDownloadGzipBytes)}`,
        Math.max(...samples.map((sample) => sample.downloadedGzipBytes)),
        kib,
        (value) => value <= BUDGETS.firstSearchDownloadGzipBytes,
      ),
    );
  }
  if (latency.length === 0) {
    checks.push(
      check(
        'primeiro-resultado',
        'Ctrl+K até o primeiro resultado',
        `≤ ${ms(BUDGETS.firstSearchResultMs)}`,
        undefined,
        ms,
        () => false,
      ),
    );
  }
  return checks;
}

/** The page whose own JS the explorer's is held to: the API mutation page of the same run. */
export const EXPLORER_JS_REFERENCE_KIND = 'api-mutation';

/**
 * The explorer's budgets: its own JS no heavier than an API page's (the editor, GraphiQL and the
 * schema load after the first paint and are reported, not budgeted), and accessibility as everywhere.
 */
function explorerChecks(result: BenchResult): BudgetCheck[] {
  const explorer = result.explorer?.page;
  const api = result.pages?.find((page) => page.kind === EXPLORER_JS_REFERENCE_KIND);
  const own = explorer?.weight?.initialJsGzipBytes;
  const apiOwn = api?.weight?.initialJsGzipBytes;
  return [
    check(
      'js-inicial-explorador',
      `JS da própria página do explorador (gzip) ÷ o da ${api?.label ?? 'página da API'}`,
      `≤ ${times(BUDGETS.explorerInitialJsApiRatio)}`,
      own !== undefined && apiOwn !== undefined ? own / apiOwn : undefined,
      (value) => `${times(value)} (${kib(own ?? 0)} × ${kib(apiOwn ?? 0)})`,
      (value) => value <= BUDGETS.explorerInitialJsApiRatio,
    ),
    check(
      'acessibilidade-explorador',
      'Lighthouse, acessibilidade: explorador',
      `= ${String(BUDGETS.lighthouseAccessibility)}`,
      explorer?.lighthouse?.accessibility,
      String,
      (value) => value >= BUDGETS.lighthouseAccessibility,
    ),
  ];
}

export function checkBudgets(result: BenchResult): BudgetCheck[] {
  return [
    ...buildChecks(result),
    ...(result.pages ?? []).flatMap((page) => [
      ...pageChecks(page, pageOfKind(result.routeFloor, page.kind)),
      ...(PEER_KINDS.includes(page.kind) ? peerChecks(page, pageOfKind(result.peer, page.kind)) : []),
    ]),
    ...explorerChecks(result),
    ...searchChecks(result),
  ];
}
