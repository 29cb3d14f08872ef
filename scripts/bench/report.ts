/** The benchmark's Markdown report (bench/results/latest.md): one table per measurement. */
import type {BudgetCheck} from './budgets';
import {lowerBound, type BenchResult, type BuildTiming, type PageResult} from './result';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const secs = (timing: BuildTiming | undefined): string => {
  if (!timing) return '—';
  const text = lowerBound(timing, `${timing.seconds.toFixed(1)} s`);
  return timing.interrupted === true ? `${text} (interrompido no limite)` : text;
};
const ratio = (value: number | undefined): string => (value === undefined ? '—' : `${value.toFixed(2)}×`);

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function buildsSection(result: BenchResult): string[] {
  const builds = result.builds;
  if (!builds) return [];
  const {faster, withoutFaster} = builds;
  const rows = [
    [
      'frio',
      secs(faster.cold),
      secs(withoutFaster.cold),
      ratio(withoutFaster.cold && faster.cold.seconds / withoutFaster.cold.seconds),
    ],
    [
      'quente',
      secs(faster.warm),
      secs(withoutFaster.warm),
      ratio(withoutFaster.warm && faster.warm.seconds / withoutFaster.warm.seconds),
    ],
  ];
  return [
    '## Build de produção (`npm run build`)',
    '',
    table(['cache', 'com Faster', 'sem Faster (linha de base)', 'razão'], rows),
    ...(withoutFaster.error ? ['', `O build sem Faster falhou: ${withoutFaster.error}`] : []),
    '',
  ];
}

function schemaSection(result: BenchResult): string[] {
  const points = result.schemaScaling;
  if (!points) return [];
  const rows = points.map((point) => [
    `${String(point.factor)}×`,
    kib(point.schemaBytes),
    String(point.types),
    String(point.operations),
    point.build.interrupted === true ? '—' : String(point.build.pages),
    secs(point.build),
    point.build.referenceSeconds === undefined ? '—' : `${point.build.referenceSeconds.toFixed(1)} s`,
    lowerBound(point.build, ratio(point.ratio)),
  ]);
  return [
    '## Tempo de build × tamanho do schema (builds frios, com Faster)',
    '',
    table(['schema', 'SDL', 'tipos', 'operações', 'páginas HTML', 'build', 'referência', 'razão ao 1×'], rows),
    '',
  ];
}

const signed = (value: number, format: (value: number) => string): string =>
  `${value >= 0 ? '+' : '−'}${format(Math.abs(value))}`;

/** One row of the pages table; beside each figure, its distance to the floor's. */
function pageRow(page: PageResult, floor: PageResult | undefined): string[] {
  const weight = page.weight;
  const scores = page.lighthouse;
  const floorWeight = page === floor ? undefined : floor?.weight;
  const floorScores = page === floor ? undefined : floor?.lighthouse;
  const withFloor = (text: string, distance: string | undefined): string =>
    distance === undefined ? text : `${text} (${distance})`;
  return [
    page === floor ? `**${page.label}** (\`${page.path}\`)` : `${page.label} (\`${page.path}\`)`,
    weight
      ? withFloor(
          `${kib(weight.jsGzipBytes)} [${String(weight.jsFiles)}]`,
          floorWeight && signed(weight.jsGzipBytes - floorWeight.jsGzipBytes, kib),
        )
      : '—',
    weight ? kib(weight.cssGzipBytes) : '—',
    weight ? `${kib(weight.htmlBytes)} / ${kib(weight.htmlGzipBytes)}` : '—',
    scores
      ? withFloor(
          String(scores.performance),
          floorScores && signed(scores.performance - floorScores.performance, String),
        )
      : '—',
    scores
      ? withFloor(
          `${String(scores.totalBlockingTimeMs)} ms`,
          floorScores && ratio(scores.totalBlockingTimeMs / Math.max(floorScores.totalBlockingTimeMs, 1)),
        )
      : '—',
    scores
      ? `${String(scores.firstContentfulPaintMs)} / ${String(scores.largestContentfulPaintMs)} ms (${String(scores.largestContentfulPaintMs - scores.firstContentfulPaintMs)} ms)`
      : '—',
    scores ? `${String(scores.accessibility)} / ${String(scores.bestPractices)} / ${String(scores.seo)}` : '—',
  ];
}

function pagesSection(result: BenchResult): string[] {
  const pages = result.pages;
  const floor = result.floor;
  if (!pages && !floor) return [];
  const rows = [...(floor ? [pageRow(floor, floor)] : []), ...(pages ?? []).map((page) => pageRow(page, floor))];
  return [
    '## Páginas: primeiro carregamento (gzip) e Lighthouse (móvel)',
    '',
    'Entre parênteses, a distância ao piso medido neste mesmo run: o site com as mesmas dependências, tema e ' +
      `configuração e uma só página Markdown${floor ? ` (build em ${floor.buildSeconds.toFixed(1)} s)` : ''}. ` +
      'Lighthouse: mediana de desempenho das execuções.',
    '',
    table(
      [
        'página',
        'JS [arquivos] (− piso)',
        'CSS',
        'HTML bruto / gzip',
        'desempenho (− piso)',
        'TBT (÷ piso)',
        'FCP / LCP (LCP − FCP)',
        'acessibilidade / boas práticas / SEO',
      ],
      rows,
    ),
    '',
  ];
}

function searchSection(result: BenchResult): string[] {
  const search = result.search;
  if (!search) return [];
  return [
    '## Busca',
    '',
    table(
      ['índice', 'arquivo', 'páginas', 'bruto', 'gzip', 'gzip por página'],
      search.indexes.map((index) => [
        index.context,
        index.file,
        String(index.pages),
        kib(index.bytes),
        kib(index.gzipBytes),
        index.pages > 0 ? kib(index.gzipBytes / index.pages) : '—',
      ]),
    ),
    '',
    table(
      ['página', 'consulta', 'Ctrl+K → 1º resultado', 'baixado (gzip)', '1º resultado'],
      search.latency.map((sample) => [
        sample.page,
        sample.query,
        `${String(sample.firstResultMs)} ms`,
        kib(sample.downloadedGzipBytes),
        sample.firstResult.replaceAll('|', '\\|'),
      ]),
    ),
    '',
  ];
}

function explorerSection(result: BenchResult): string[] {
  const explorer = result.explorer;
  if (!explorer) return [];
  const weight = explorer.page.weight;
  const scores = explorer.page.lighthouse;
  return [
    '## Explorador',
    '',
    `\`${explorer.page.path.slice(0, 60)}…\`: a página, o que ela carrega depois da primeira pintura e o tempo até a ` +
      `primeira resposta simulada, ao lado do carregamento da página da API no mesmo run (mediana de ${String(explorer.runs)}).`,
    '',
    table(
      ['medida', 'valor'],
      [
        [
          'JS da própria página (gzip)',
          weight?.initialJsGzipBytes === undefined ? '—' : kib(weight.initialJsGzipBytes),
        ],
        ['JS carregado depois: editor, GraphiQL, API simulada (gzip)', kib(explorer.lazyJsGzipBytes)],
        ['CSS carregado depois (gzip)', kib(explorer.lazyCssGzipBytes)],
        ['Schema (bruto / gzip)', `${kib(explorer.schemaBytes)} / ${kib(explorer.schemaGzipBytes)}`],
        [
          'Navegação até a primeira resposta simulada',
          `${explorer.firstResultMs.toFixed(0)} ms (${ratio(explorer.firstResultMs / explorer.apiPageLoadMs)} o carregamento da página da API)`,
        ],
        ['Carregamento da página da API (evento load)', `${explorer.apiPageLoadMs.toFixed(0)} ms`],
        [
          'Lighthouse: desempenho / TBT / acessibilidade',
          scores
            ? `${String(scores.performance)} / ${String(scores.totalBlockingTimeMs)} ms / ${String(scores.accessibility)}`
            : '—',
        ],
      ],
    ),
    '',
  ];
}

export function renderReport(result: BenchResult, budgets: readonly BudgetCheck[]): string {
  const {machine} = result;
  return [
    '# Benchmark do portal',
    '',
    `${result.date}, commit ${result.commit}; ${String(machine.cpus)} núcleos, ${String(machine.memoryGiB)} GiB, Node ${machine.node}, ${machine.chromium}.`,
    '',
    '## Orçamentos',
    '',
    table(
      ['orçamento', 'limite', 'medido', 'resultado'],
      budgets.map((budget) => [budget.description, budget.limit, budget.measured, budget.status]),
    ),
    '',
    ...buildsSection(result),
    ...schemaSection(result),
    ...pagesSection(result),
    ...explorerSection(result),
    ...searchSection(result),
  ].join('\n');
}
