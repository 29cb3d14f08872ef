/**
 * Lighthouse scores of one page, with Lighthouse's default (mobile) settings: a Moto G Power
 * viewport, simulated slow 4G and 4× CPU slowdown, in the system Chromium. Every figure moves from
 * run to run, each on its own (a run with the median score can have any TBT), so a page is audited
 * `runs` times and each figure is the median of its own values: the score, the total blocking time,
 * FCP, LCP and LCP − FCP (the median of each run's difference).
 *
 * Lighthouse runs as its own CLI in a plain Node process: under tsx, esbuild's keepNames adds
 * a `__name` helper to the functions Lighthouse sends into the page, and they fail there.
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS, SYSTEM_CHROMIUM} from '../lib/chromium';
import type {LighthouseScores} from './result';
import {median} from './median';

const run = promisify(execFile);
const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LighthouseReport {
  readonly runtimeError?: {readonly code: string; readonly message: string};
  readonly categories: Partial<Record<(typeof CATEGORIES)[number], {readonly score: number | null}>>;
  readonly audits: Partial<Record<string, {readonly numericValue?: number}>>;
}

const score = (value: number | null | undefined): number => Math.round((value ?? 0) * 100);

async function auditOnce(url: string): Promise<LighthouseScores> {
  const {stdout} = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    ],
    {
      env: {...process.env, ...(SYSTEM_CHROMIUM === undefined ? {} : {CHROME_PATH: SYSTEM_CHROMIUM})},
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  if (report.runtimeError) {
    throw new Error(`Lighthouse falhou em ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const {categories, audits} = report;
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    seo: score(categories.seo?.score),
    runs: 1,
    firstContentfulPaintMs: Math.round(audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    largestContentfulPaintMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    lcpAfterFcpMs: Math.round(
      (audits['largest-contentful-paint']?.numericValue ?? Number.NaN) -
        (audits['first-contentful-paint']?.numericValue ?? Number.NaN),
    ),
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

// Lighthouse sometimes fails to record the trace (NO_NAVSTART, NO_FCP): a new run usually works.
const ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run of `url` (a failed trace is retried). */
export async function lighthouseRun(url: string): Promise<LighthouseScores> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt += 1) {
    try {
      return await auditOnce(url);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Several runs of one page as one: each figure the median of its own values. */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('Nenhuma execução do Lighthouse.');
  const of = (pick: (scores: LighthouseScores) => number): number => Math.round(median(runs.map(pick)));
  return {
    performance: of((scores) => scores.performance),
    accessibility: of((scores) => scores.accessibility),
    bestPractices: of((scores) => scores.bestPractices),
    seo: of((scores) => scores.seo),
    runs: runs.length,
    firstContentfulPaintMs: of((scores) => scores.firstContentfulPaintMs),
    largestContentfulPaintMs: of((scores) => scores.largestContentfulPaintMs),
    lcpAfterFcpMs: of((scores) => scores.lcpAfterFcpMs),
    totalBlockingTimeMs: of((scores) => scores.totalBlockingTimeMs),
  };
}

/** `runs` Lighthouse runs of `url` in a row, as one (pages measured alone, as the explorer). */
export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await lighthouseRun(url));
  return medianScores(results);
}
