/**
 * Every repository path named in a comment or a document exists: the test that catches the old
 * path a move leaves behind in prose (tsc and the link checker only see imports and links).
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {namedPaths, pathExists, proseOf} from '../../support/named-paths';
import {REPO_ROOT} from '../../support/paths';

// The guides and release notes speak of the integrator's own project (its own folders), not ours.
const READERS_PAGES = /^(?:docs|blog)\//;
const TEXT_FILE = /\.(?:ts|tsx|mts|mjs|cjs|js|md|mdx|css|ya?ml|conf|sh)$|(?:^|\/)run$/;

function git(...args: string[]): string {
  return execFileSync('git', args, {cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

// The tracked files, plus new ones not yet added; generated files (git-ignored) are left out.
const files = git('ls-files', '--cached', '--others', '--exclude-standard')
  .split('\n')
  .filter((file) => TEXT_FILE.test(file) && !READERS_PAGES.test(file) && !file.startsWith('tests/support/fixtures/'));

// Paths that exist only after a build or an install are named on purpose (build output, the
// generated schema types, the reference generated from the schema).
function isIgnored(named: string): boolean {
  try {
    // A folder matches a `folder/` pattern only when it is named with its slash.
    return git('check-ignore', '--no-index', named, `${named}/`).trim() !== '';
  } catch {
    return false;
  }
}

describe('caminhos citados em comentários e documentos', () => {
  it('lê os arquivos do repositório', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it('todo caminho citado existe', () => {
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(path.join(REPO_ROOT, file), 'utf8');
      for (const {path: named, line} of namedPaths(proseOf(file, text))) {
        if (!pathExists(REPO_ROOT, named) && !isIgnored(named)) missing.push(`${file}:${line}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
