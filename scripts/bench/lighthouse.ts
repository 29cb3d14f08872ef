/**
 * Lighthouse scores of one page, with Lighthouse's default (mobile) settings: a Moto G Power
 * viewport, simulated slow 4G and 4× CPU slowdown, in the system Chromium. The performance
 * score moves from run to run, so each page is audited `runs` times and the run with the median
 * performance score is kept.
 *
 * Lighthouse runs as its own CLI in a plain Node process: under tsx, esbuild's keepNames adds
 * a `__name` helper to the functions Lighthouse sends into the page, and they fail there.
 */
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import {promisify} from 'node:util';
import {CHROMIUM_ARGS, SYSTEM_CHROMIUM} from '../lib/chromium';
import type {LighthouseScores} from './result';

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
    totalBlockingTimeMs: Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}

// Lighthouse sometimes fails to record the trace (NO_NAVSTART, NO_FCP): a new run usually works.
const ATTEMPTS_PER_RUN = 3;

async function auditWithRetries(url: string): Promise<LighthouseScores> {
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

export async function lighthouseScores(url: string, runs: number): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let index = 0; index < runs; index += 1) results.push(await auditWithRetries(url));
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  if (!median) throw new Error('Nenhuma execução do Lighthouse.');
  return {...median, runs};
}
