/**
 * Writes <file>.gz (zlib, best compression) next to every text file of the build, for nginx's
 * gzip_static: the server then sends the compressed copy instead of compressing on every request.
 */
import {readFile, stat, utimes, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {constants, gzip} from 'node:zlib';

import {listFiles} from './build-files';

const gzipAsync = promisify(gzip);

/**
 * Text files only: images other than SVG are already compressed. .md, .txt, .graphql, .yaml and .mjs
 * are the files for tools (Markdown twins, llms.txt, downloads: src/lib/machine-readable.ts); .graphql
 * is also the explorer's schema asset.
 */
export const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.svg',
  '.txt',
  '.md',
  '.graphql',
  '.yaml',
]);
/** The same threshold as gzip_min_length in deploy/nginx/snippets/compression.conf. */
const MIN_BYTES = 256;
/** zlib runs on libuv's thread pool (4 threads by default): a few files at a time keep it busy. */
const CONCURRENCY = 8;

export interface PrecompressReport {
  files: number;
  bytesBefore: number;
  bytesAfter: number;
  milliseconds: number;
}

async function compressOne(file: string): Promise<{before: number; after: number} | undefined> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return undefined;
  const compressed = await gzipAsync(content, {level: constants.Z_BEST_COMPRESSION});
  if (compressed.length >= content.length) return undefined;
  await writeFile(`${file}.gz`, compressed);
  // The copy carries the original's date, so Last-Modified is the same either way.
  const {atime, mtime} = await stat(file);
  await utimes(`${file}.gz`, atime, mtime);
  return {before: content.length, after: compressed.length};
}

export async function precompressBuild(buildDir: string): Promise<PrecompressReport> {
  const started = performance.now();
  const queue = listFiles(buildDir)
    .filter((file) => TEXT_EXTENSIONS.has(path.extname(file)))
    .map((file) => path.join(buildDir, file));
  const report: PrecompressReport = {files: 0, bytesBefore: 0, bytesAfter: 0, milliseconds: 0};
  const worker = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const result = await compressOne(file);
      if (result === undefined) continue;
      report.files += 1;
      report.bytesBefore += result.before;
      report.bytesAfter += result.after;
    }
  };
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  report.milliseconds = performance.now() - started;
  return report;
}
