/**
 * Generates the webhook events' pages from schema/webhooks.openapi.yaml with
 * docusaurus-plugin-openapi-docs (`docusaurus gen-api-docs webhooks`), into
 * docs/webhooks/eventos/ (gitignored: build output, never committed). The pages' content comes from
 * the portal's generators (src/lib/webhook-pages.ts, the plugin's `markdownGenerators`); here only
 * the front matter the plugin writes is adjusted:
 * - each page gets a slug /webhooks/<id>, so that the routes stay /docs/<topic>/<page>;
 * - the keys meant for the OpenAPI theme go (`api`, the whole operation compressed for its request
 *   explorer, the sidebar's method badge, the info page's path), and so do `hide_title` and
 *   `hide_table_of_contents`: the pages are ordinary doc pages, with Docusaurus' title and contents;
 * - the plugin's own sidebar file goes: src/lib/tutorial-sidebar.ts lists the pages (src/data/webhook-events.ts).
 */
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {runIfEntryPoint} from '../lib/cli';
import {REPO_ROOT} from '../../src/lib/repo-root';
import {GENERATED_DIR, generatedPageSlug} from '../../src/data/webhook-events';

/** Front matter keys the plugin writes for its theme, which the portal's pages do not use. */
const THEME_KEYS = [
  'api',
  'hide_title',
  'hide_table_of_contents',
  'sidebar_class_name',
  'info_path',
  'hide_send_button',
];

/** The page's front matter with a slug, without the theme's keys. */
export function adjustFrontMatter(source: string, file: string): string {
  const id = /^id: (.+)$/m.exec(source)?.[1];
  if (id === undefined) throw new Error(`${file}: página gerada sem id`);
  return source.replace(/^---\n([\s\S]*?)\n---\n/u, (_whole, body: string) => {
    const lines = body
      .split('\n')
      .filter((line) => !THEME_KEYS.some((key) => line.startsWith(`${key}:`)))
      .flatMap((line) => (line.startsWith('id: ') ? [line, `slug: ${generatedPageSlug(id)}`] : [line]));
    return `---\n${lines.join('\n')}\n---\n`;
  });
}

function generate(): number {
  const outputDir = path.join(REPO_ROOT, GENERATED_DIR);
  rmSync(outputDir, {recursive: true, force: true});
  const run = spawnSync('npx', ['docusaurus', 'gen-api-docs', 'webhooks'], {cwd: REPO_ROOT, stdio: 'inherit'});
  if (run.status !== 0) return run.status ?? 1;
  rmSync(path.join(outputDir, 'sidebar.ts'), {force: true});
  const pages = readdirSync(outputDir).filter((name) => name.endsWith('.mdx'));
  for (const name of pages) {
    const file = path.join(outputDir, name);
    writeFileSync(file, adjustFrontMatter(readFileSync(file, 'utf8'), file));
  }
  console.log(`webhooks: ${String(pages.length)} páginas em ${GENERATED_DIR}`);
  return 0;
}

runIfEntryPoint(import.meta.url, 'webhooks', () => Promise.resolve(generate()));
