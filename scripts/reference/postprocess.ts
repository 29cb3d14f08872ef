/**
 * Fixes what graphql-markdown generates, in place, so that the reference has exactly
 * the routes of the specification and no broken link.
 */
import {readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

export interface PostprocessSummary {
  readonly pages: number;
}

/**
 * Built-in directives (@deprecated, @oneOf, @specifiedBy) land in a second
 * "directives" category (/api/category/directives-1, /api/types/directives/...),
 * which the specification does not have: only @include and @skip get pages.
 */
const BUILT_IN_DIRECTIVES_DIR = path.join('types', 'directives');

/** Links to the removed directive pages become plain code. */
const DIRECTIVE_LINK = /\[(`[^`]+`)\]\(\/api\/types\/directives\/[a-z-]+\.mdx\)/g;

/**
 * The operations group is renamed "api" (routes /api/api/...), but graphql-markdown
 * keeps linking to /api/operations/...
 */
const OPERATION_LINK = /\(\/api\/operations\//g;

function listPages(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export function rewritePage(source: string): string {
  return source.replace(OPERATION_LINK, '(/api/api/').replace(DIRECTIVE_LINK, '$1');
}

export function postprocessReference(outputDir: string): PostprocessSummary {
  rmSync(path.join(outputDir, BUILT_IN_DIRECTIVES_DIR), {recursive: true, force: true});
  const pages = listPages(outputDir);
  for (const page of pages) {
    const source = readFileSync(page, 'utf8');
    const rewritten = rewritePage(source);
    if (rewritten !== source) writeFileSync(page, rewritten);
  }
  return {pages: pages.length};
}
