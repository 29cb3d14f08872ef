/**
 * `npm run bench`: measures, in one run on this machine, build time with and without Docusaurus
 * Faster, build time against schema size, page weight and Lighthouse for every page kind and for
 * the floor site (bench/floor-site: the same stack with one Markdown page), search index sizes,
 * latency and bytes; checks the budgets of budgets.ts (most of them against the floor) and writes
 * bench/results/latest.json and bench/results/latest.md.
 *
 * It builds in this working tree (npm run build, as a developer does) and leaves build/ and
 * api/ as the normal site's. Never run it while another build or test run uses the tree.
 *
 *   npm run bench [-- --only builds,schema,pages,search] [--lighthouse-runs 5]
 */
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type Browser} from '@playwright/test';
import {CHROMIUM_ARGS, SYSTEM_CHROMIUM} from '../lib/chromium';
import {runIfEntryPoint} from '../lib/cli';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {startLocalNginx} from '../deploy/local-nginx';
import {DEFAULT_BUILD_DIR} from '../deploy/paths';
import {checkBudgets, type BudgetCheck} from './budgets';
import {buildCurrentSite, measureBuilds, measureSchemaScaling} from './build-sections';
import {lighthouseScores} from './lighthouse';
import {API_PAGE, explorerPage, lazyWeight, measureExplorerExtras} from './explorer';
import {measurePageWeight, type PageKind} from './page-weight';
import {measurePagesSection} from './pages-section';
import {renderReport} from './report';
import type {BenchResult, PageResult, SearchLatencySample} from './result';
import {
  SEARCH_LOADS,
  SEARCH_PAGES,
  SEARCH_QUERIES,
  measureFirstResult,
  medianLoad,
  searchIndexSizes,
} from './search-latency';

const SECTIONS = ['builds', 'schema', 'pages', 'explorer', 'search'] as const;
type Section = (typeof SECTIONS)[number];

const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');
const BENCH_PORT = Number(process.env.BENCH_PORT ?? 4390);
const FLOOR_PORT = BENCH_PORT + 1;

interface Options {
  readonly sections: ReadonlySet<Section>;
  readonly lighthouseRuns: number;
}

function parseOptions(args: readonly string[]): Options {
  const {values} = parseArgs({
    args: [...args],
    options: {only: {type: 'string'}, 'lighthouse-runs': {type: 'string', default: '5'}},
    strict: true,
  });
  let sections = new Set<Section>(SECTIONS);
  if (values.only !== undefined) {
    const chosen = values.only.split(',');
    const unknown = chosen.filter((name) => !(SECTIONS as readonly string[]).includes(name));
    if (unknown.length > 0)
      throw new Error(`Seções desconhecidas: ${unknown.join(', ')} (válidas: ${SECTIONS.join(', ')}).`);
    sections = new Set(chosen as Section[]);
  }
  const lighthouseRuns = Number(values['lighthouse-runs']);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1) throw new Error('--lighthouse-runs deve ser ≥ 1.');
  return {sections, lighthouseRuns};
}

const git = (...args: string[]): string => execFileSync('git', args, {cwd: REPO_ROOT, encoding: 'utf8'}).trim();

function machine(): BenchResult['machine'] {
  let chromiumVersion = 'desconhecida';
  if (SYSTEM_CHROMIUM !== undefined) {
    // Debian's wrapper script prints a harmless shell warning on stderr: keep it out of the log.
    chromiumVersion = execFileSync(SYSTEM_CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  }
  return {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: chromiumVersion,
  };
}

async function measurePage(browser: Browser, baseUrl: string, kind: PageKind, runs: number): Promise<PageResult> {
  const url = new URL(kind.path, baseUrl).href;
  log(`página ${kind.path}: peso e Lighthouse (${String(runs)}×)`);
  return {...kind, weight: await measurePageWeight(browser, url), lighthouse: await lighthouseScores(url, runs)};
}

async function measureSearch(browser: Browser, baseUrl: string): Promise<SearchLatencySample[]> {
  const latency: SearchLatencySample[] = [];
  for (const pagePath of SEARCH_PAGES) {
    for (const query of SEARCH_QUERIES) {
      log(`busca em ${pagePath}: "${query}" (${String(SEARCH_LOADS)}×)`);
      const loads: SearchLatencySample[] = [];
      for (let load = 0; load < SEARCH_LOADS; load += 1)
        loads.push(await measureFirstResult(browser, baseUrl, pagePath, query));
      latency.push(medianLoad(loads));
    }
  }
  return latency;
}

const log = (message: string): void => {
  process.stdout.write(`bench: ${message}\n`);
};

async function main(args: readonly string[]): Promise<number> {
  const options = parseOptions(args);
  const logDir = path.join(RESULTS_DIR, 'logs');
  mkdirSync(logDir, {recursive: true});
  let result: BenchResult = {
    date: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') === '' ? '' : ' (com alterações)'),
    machine: machine(),
  };

  // Saved after every section: a run stopped halfway still leaves what it measured.
  const save = (): BudgetCheck[] => {
    const budgets = checkBudgets(result);
    writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify({...result, budgets}, null, 2)}\n`);
    writeFileSync(path.join(RESULTS_DIR, 'latest.md'), renderReport(result, budgets));
    return budgets;
  };

  if (options.sections.has('schema')) {
    result = {...result, schemaScaling: await measureSchemaScaling(logDir, log)};
    save();
  }
  // The Faster builds come last, so build/ and api/ end as the normal site's.
  if (options.sections.has('builds')) {
    result = {...result, builds: await measureBuilds(logDir, log)};
    save();
  }
  const measuresBuiltSite =
    options.sections.has('pages') || options.sections.has('explorer') || options.sections.has('search');
  // Without the builds section, build/ may be another commit's: build the working tree first.
  if (measuresBuiltSite && !options.sections.has('builds')) await buildCurrentSite(logDir, log);

  if (measuresBuiltSite) {
    const server = await startLocalNginx({buildDir: DEFAULT_BUILD_DIR, port: BENCH_PORT});
    const browser = await chromium.launch({executablePath: SYSTEM_CHROMIUM, args: [...CHROMIUM_ARGS]});
    try {
      if (options.sections.has('pages')) {
        const section = await measurePagesSection({
          browser,
          portalUrl: server.url,
          logDir,
          runs: options.lighthouseRuns,
          port: FLOOR_PORT,
          log,
        });
        result = {...result, ...section};
        save();
      }
      if (options.sections.has('explorer')) {
        // Its budget compares it with the API page of the same run: measured here when `pages` was not.
        if (!result.pages?.some((page) => page.kind === API_PAGE.kind)) {
          result = {...result, pages: [await measurePage(browser, server.url, API_PAGE, options.lighthouseRuns)]};
        }
        log('explorador: a página, o que ela carrega depois e o tempo até a primeira resposta');
        const explorer = await measurePage(browser, server.url, explorerPage(), options.lighthouseRuns);
        const extras = await measureExplorerExtras(browser, server.url, Math.max(options.lighthouseRuns, 3));
        result = {...result, explorer: {page: explorer, ...lazyWeight(explorer.weight), ...extras}};
        save();
      }
      if (options.sections.has('search')) {
        const latency = await measureSearch(browser, server.url);
        result = {...result, search: {indexes: searchIndexSizes(DEFAULT_BUILD_DIR), latency}};
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  }

  const budgets = save();
  process.stdout.write(`\n${renderReport(result, budgets)}`);
  return budgets.some((budget) => budget.status === 'falhou') ? 1 : 0;
}

runIfEntryPoint(import.meta.url, 'bench', main);
