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

/** One row of the pages table: the figures of one page, of the portal or of a reference site. */
function pageRow(page: PageResult, bold = false): string[] {
  const weight = page.weight;
  const scores = page.lighthouse;
  return [
    bold ? `**${page.label}** (\`${page.path}\`)` : `${page.label} (\`${page.path}\`)`,
    weight ? `${kib(weight.jsGzipBytes)} [${String(weight.jsFiles)}]` : '—',
    weight ? kib(weight.cssGzipBytes) : '—',
    weight ? `${kib(weight.htmlBytes)} / ${kib(weight.htmlGzipBytes)}` : '—',
    scores ? String(scores.performance) : '—',
    scores ? `${String(scores.totalBlockingTimeMs)} ms` : '—',
    scores
      ? `${String(scores.firstContentfulPaintMs)} / ${String(scores.largestContentfulPaintMs)} ms (${String(scores.lcpAfterFcpMs)} ms)`
      : '—',
    scores ? `${String(scores.accessibility)} / ${String(scores.bestPractices)} / ${String(scores.seo)}` : '—',
  ];
}

/** A page's distance to a reference page: JS difference, performance difference, TBT ratio. */
function distance(page: PageResult, reference: PageResult | undefined): string {
  if (reference === undefined) return '—';
  const parts: string[] = [];
  if (page.weight && reference.weight) parts.push(signed(page.weight.jsGzipBytes - reference.weight.jsGzipBytes, kib));
  if (page.lighthouse && reference.lighthouse) {
    parts.push(
      `${signed(page.lighthouse.performance - reference.lighthouse.performance, String)} pts`,
      `TBT ${ratio(page.lighthouse.totalBlockingTimeMs / Math.max(reference.lighthouse.totalBlockingTimeMs, 1))}`,
    );
  }
  return parts.length > 0 ? parts.join(', ') : '—';
}

const ofKind = (pages: readonly PageResult[] | undefined, kind: string): PageResult | undefined =>
  pages?.find((page) => page.kind === kind);

const jsOf = (page: PageResult | undefined): number | undefined => page?.weight?.jsGzipBytes;

function pagesSection(result: BenchResult): string[] {
  const {pages, floor, routeFloor, peer} = result;
  if (!pages && !floor && !routeFloor && !peer) return [];
  const header = [
    'página',
    'JS [arquivos]',
    'CSS',
    'HTML bruto / gzip',
    'desempenho',
    'TBT',
    'FCP / LCP (LCP − FCP)',
    'acessibilidade / boas práticas / SEO',
  ];
  const builds = [
    floor && `piso ${floor.buildSeconds.toFixed(1)} s`,
    routeFloor && `piso de rotas ${routeFloor.buildSeconds.toFixed(1)} s`,
    peer && `par ${peer.buildSeconds.toFixed(1)} s`,
  ].filter((text) => text !== undefined);
  const section = [
    '## Páginas: primeiro carregamento (gzip) e Lighthouse (móvel)',
    '',
    'Três referências medidas neste mesmo run, servidas pela mesma receita do nginx: o **piso** (as mesmas ' +
      'dependências, tema e configuração do portal e uma só página Markdown), o **piso de rotas** (o mesmo, com ' +
      'todas as rotas do portal e cada página vazia, medido nos mesmos endereços) e o **par** (o mesmo schema pelo ' +
      '@graphql-markdown/docusaurus, com os padrões dele, num site clássico novo)' +
      `${builds.length > 0 ? ` (builds: ${builds.join(', ')})` : ''}. Lighthouse: cada número é a mediana dos seus próprios valores nas execuções (LCP − FCP, a mediana da diferença de cada execução); em cada rodada, cada página do portal é auditada logo ao lado das páginas de referência do mesmo tipo, em ordem inversa a cada rodada.`,
    '',
    table(header, [
      ...(floor ? [pageRow(floor, true)] : []),
      ...(routeFloor?.pages ?? []).map((page) => pageRow({...page, label: `Piso de rotas: ${page.label}`}, true)),
      ...(peer?.pages ?? []).map((page) => pageRow(page, true)),
      ...(pages ?? []).map((page) => pageRow(page)),
    ]),
    '',
  ];
  if (!pages) return section;
  return [
    ...section,
    '### Distância de cada página às três referências',
    '',
    'JS no primeiro carregamento (gzip), pontos de desempenho e TBT como múltiplo do da referência.',
    '',
    table(
      ['página', '− piso', '− piso de rotas (orçamento)', '− par'],
      pages.map((page) => [
        page.label,
        distance(page, floor),
        distance(page, ofKind(routeFloor?.pages, page.kind)),
        distance(page, ofKind(peer?.pages, page.kind)),
      ]),
    ),
    '',
    '### De quem é o JS: a pilha com as rotas e o próprio portal',
    '',
    'Do JS a mais que cada página baixa em relação ao piso de uma página, a parte do piso de rotas (a tabela ' +
      'de rotas, o registro de chunks e os mapas de chunks que o Docusaurus põe no primeiro carregamento com as ' +
      '~930 rotas) e a parte do portal (chunks da página, componentes, hidratação).',
    '',
    table(
      ['página', 'JS − piso', 'da pilha: piso de rotas − piso', 'do portal: página − piso de rotas'],
      pages.map((page) => {
        const js = jsOf(page);
        const floorJs = jsOf(floor);
        const routeJs = jsOf(ofKind(routeFloor?.pages, page.kind));
        const cell = (a: number | undefined, b: number | undefined): string =>
          a === undefined || b === undefined ? '—' : signed(a - b, kib);
        return [page.label, cell(js, floorJs), cell(routeJs, floorJs), cell(js, routeJs)];
      }),
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
      ['página', 'consulta', 'Ctrl+K → 1º resultado (mediana; cada carga)', 'baixado (gzip)', '1º resultado'],
      search.latency.map((sample) => [
        sample.page,
        sample.query,
        `${String(sample.firstResultMs)} ms${sample.loadsMs === undefined ? '' : ` (${sample.loadsMs.join(', ')})`}`,
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
