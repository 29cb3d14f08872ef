/** The benchmark's Markdown report (bench/results/latest.md): one table per measurement. */
import type {BudgetCheck} from './budgets';
import {lowerBound, type BenchResult, type BuildTiming} from './result';

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

function pagesSection(result: BenchResult): string[] {
  const pages = result.pages;
  if (!pages) return [];
  const rows = pages.map((page) => {
    const weight = page.weight;
    const scores = page.lighthouse;
    return [
      `${page.label} (\`${page.path}\`)`,
      weight ? `${kib(weight.jsGzipBytes)} (${String(weight.jsFiles)})` : '—',
      weight ? kib(weight.cssGzipBytes) : '—',
      weight ? `${kib(weight.htmlBytes)} / ${kib(weight.htmlGzipBytes)}` : '—',
      scores ? String(scores.performance) : '—',
      scores ? String(scores.accessibility) : '—',
      scores ? String(scores.bestPractices) : '—',
      scores ? String(scores.seo) : '—',
      scores ? `${String(scores.largestContentfulPaintMs)} ms / ${String(scores.totalBlockingTimeMs)} ms` : '—',
    ];
  });
  return [
    '## Páginas: primeiro carregamento (gzip) e Lighthouse (móvel)',
    '',
    table(
      [
        'página',
        'JS (arquivos)',
        'CSS',
        'HTML bruto / gzip',
        'desempenho',
        'acessibilidade',
        'boas práticas',
        'SEO',
        'LCP / TBT',
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
      ['índice', 'arquivo', 'bruto', 'gzip'],
      search.indexes.map((index) => [index.context, index.file, kib(index.bytes), kib(index.gzipBytes)]),
    ),
    '',
    table(
      ['página', 'consulta', 'Ctrl+K → 1º resultado', '1º resultado'],
      search.latency.map((sample) => [
        sample.page,
        sample.query,
        `${String(sample.firstResultMs)} ms`,
        sample.firstResult,
      ]),
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
    ...searchSection(result),
  ].join('\n');
}
