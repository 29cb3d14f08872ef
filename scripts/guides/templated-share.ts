/**
 * guides:templated — prints, per topic of the tutorial, how much of its prose is templated:
 * sentences near-identical to a sentence of another page (definition in ./templated.ts).
 *
 *   npm run guides:templated [-- --frases <tópico>] [-- --json] [-- --antes <arquivo.json>]
 *
 * --frases lists the topic's templated sentences with the page they copy; --json prints the
 * figures as JSON, and --antes adds to the table the shares of such a file, to compare a
 * rewrite with the figures before it (templated-share-before.json: the guides before the
 * rewrite that cut their templated prose).
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {readTutorialTopics} from '../../src/lib/tutorial-topics';
import {listGuides} from './guide-files';
import {runIfEntryPoint} from '../lib/cli';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {measureTemplated, topicOf, type GuidePage, type TemplatedReport, type TopicShare} from './templated';

export const DOCS_DIR = path.join(REPO_ROOT, 'docs');

/** Every guide page of docs/ (the generated webhook events excluded), with its topic. */
export function readGuidePages(docsDir = DOCS_DIR): GuidePage[] {
  return listGuides(docsDir).map((file) => ({
    topic: topicOf(docsDir, file),
    name: path.relative(docsDir, file),
    source: readFileSync(file, 'utf8'),
  }));
}

const percent = (share: number): string => `${(share * 100).toFixed(1).replace('.', ',')}%`;

/** The figures --json prints and --antes reads. */
export interface SavedFigures {
  readonly topics: Readonly<Record<string, TopicShare>>;
  readonly overall: TopicShare;
}

export function savedFigures(report: TemplatedReport): SavedFigures {
  return {topics: Object.fromEntries(report.topics.map((topic) => [topic.topic, topic])), overall: report.overall};
}

/** The table of the tutorial's topics, in the sidebar's order, and the overall figure; with `before`, its share too. */
export function formatTable(report: TemplatedReport, before?: SavedFigures): string {
  const row = (label: string, figures: TopicShare | undefined, earlier: TopicShare | undefined): string[] => [
    label,
    String(figures?.words ?? 0),
    String(figures?.templatedWords ?? 0),
    ...(before === undefined ? [] : [earlier === undefined ? '—' : percent(earlier.share)]),
    percent(figures?.share ?? 0),
  ];
  const rows = readTutorialTopics().map((topic) =>
    row(
      topic.folder,
      report.topics.find((share) => share.topic === topic.folder),
      before?.topics[topic.folder],
    ),
  );
  rows.push(row('todos os guias', report.overall, before?.overall));
  const header = ['Tópico', 'Palavras', 'Em frases-modelo', ...(before === undefined ? [] : ['Antes']), 'Parcela'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  let values: {frases?: string; json?: boolean; antes?: string};
  try {
    ({values} = parseArgs({
      args: [...argv],
      options: {frases: {type: 'string'}, json: {type: 'boolean'}, antes: {type: 'string'}},
      strict: true,
    }));
  } catch (error) {
    process.stderr.write(`guides:templated: erro: ${error instanceof Error ? error.message : String(error)}\n`);
    process.stderr.write('Uso: npm run guides:templated -- [--frases <tópico>] [--json] [--antes <arquivo.json>]\n');
    return 2;
  }
  const report = measureTemplated(readGuidePages());
  if (values.json === true) {
    process.stdout.write(`${JSON.stringify(savedFigures(report), null, 2)}\n`);
    return 0;
  }
  if (values.frases !== undefined) {
    const topic = values.frases;
    for (const sentence of report.sentences) {
      if (sentence.copyOf === undefined || !sentence.page.startsWith(`${topic}${path.sep}`)) continue;
      process.stdout.write(
        `${sentence.page}: ${sentence.text}\n    ≈ ${sentence.copyOf.page} (${sentence.copyOf.similarity.toFixed(2)}): ${sentence.copyOf.text}\n`,
      );
    }
    return 0;
  }
  let before: SavedFigures | undefined;
  if (values.antes !== undefined) {
    try {
      before = JSON.parse(await readFile(path.resolve(values.antes), 'utf8')) as SavedFigures;
    } catch (error) {
      process.stderr.write(`guides:templated: erro: não foi possível ler ${values.antes} (${String(error)})\n`);
      return 1;
    }
  }
  process.stdout.write(`${formatTable(report, before)}\n`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'guides:templated', main);
