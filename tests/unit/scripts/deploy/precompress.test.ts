/** The .gz copies written for nginx's gzip_static (scripts/deploy/precompress.ts). */
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import {afterEach, expect, it} from 'vitest';

import {precompressBuild} from '../../../../scripts/deploy/precompress';

let build = '';
afterEach(() => {
  rmSync(build, {recursive: true, force: true});
});

it('comprime os arquivos de texto grandes o bastante, e só eles', async () => {
  build = mkdtempSync(path.join(tmpdir(), 'precompress-test-'));
  mkdirSync(path.join(build, 'assets', 'js'), {recursive: true});
  mkdirSync(path.join(build, 'docs'), {recursive: true});
  mkdirSync(path.join(build, 'downloads'), {recursive: true});
  const text = 'Página de teste com texto repetido. '.repeat(200);
  const files = {
    'index.html': `<p>${text}</p>`,
    'assets/js/main.0123abcd.js': `console.log(${JSON.stringify(text)});`,
    'search-index.json': JSON.stringify({text}),
    // The files for tools: a page's Markdown twin, llms.txt and the downloads.
    'docs/guia.md': `# Guia\n\n${text}`,
    'llms.txt': `# Portal\n\n${text}`,
    'downloads/schema.graphql': `# ${text}\ntype Query { a: Int }`,
    'downloads/webhooks.openapi.yaml': `openapi: 3.0.3\ninfo:\n  title: ${text}`,
    'pequeno.css': 'a{color:red}',
    'logo.png': text,
  };
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(build, file), content);

  const report = await precompressBuild(build);

  const compressible = [
    'index.html',
    'assets/js/main.0123abcd.js',
    'search-index.json',
    'docs/guia.md',
    'llms.txt',
    'downloads/schema.graphql',
    'downloads/webhooks.openapi.yaml',
  ];
  expect(report.files).toBe(compressible.length);
  for (const file of compressible) {
    const original = path.join(build, file);
    const compressed = readFileSync(`${original}.gz`);
    expect(gunzipSync(compressed).toString('utf8')).toBe(readFileSync(original, 'utf8'));
    expect(compressed.length).toBeLessThan(statSync(original).size);
    // Same Last-Modified (whole seconds) for the file and its copy.
    const seconds = (file: string): number => Math.floor(statSync(file).mtimeMs / 1000);
    expect(seconds(`${original}.gz`)).toBe(seconds(original));
  }
  // Too small to be worth it (below gzip_min_length), and not a text type.
  expect(existsSync(path.join(build, 'pequeno.css.gz'))).toBe(false);
  expect(existsSync(path.join(build, 'logo.png.gz'))).toBe(false);
  expect(report.bytesAfter).toBeLessThan(report.bytesBefore);
});
