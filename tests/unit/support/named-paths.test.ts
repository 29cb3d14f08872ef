import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {namedPaths, pathExists, proseOf} from '../../support/named-paths';

describe('namedPaths', () => {
  it('finds paths in comments and prose, with their lines', () => {
    const text = '// read by src/lib/pix.ts.\nSee `docs/dependentes/incluir.md` and ./scripts/bench/run.ts:12';
    expect(namedPaths(text)).toEqual([
      {path: 'src/lib/pix.ts', line: 1},
      {path: 'docs/dependentes/incluir.md', line: 2},
      {path: 'scripts/bench/run.ts', line: 2},
    ]);
  });

  it('keeps folders and module specifiers without a trailing slash', () => {
    expect(namedPaths('the world (src/data/world); see tests/e2e/.').map((found) => found.path)).toEqual([
      'src/data/world',
      'tests/e2e',
    ]);
  });

  it('ignores example names that stand for any file', () => {
    expect(namedPaths('`tsx scripts/x.ts` writes blog/AAAA-MM-DD-release-notes.md, not scripts/xy.ts')).toEqual([
      {path: 'scripts/xy.ts', line: 1},
    ]);
  });

  it('ignores patterns, other roots and paths inside other paths', () => {
    const text = 'docs/<tópico>/a.md src/**/*.graphql node_modules/src/b.ts api/Billing.md ../src/c.ts';
    expect(namedPaths(text)).toEqual([]);
  });
});

describe('pathExists', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'named-paths-'));
  mkdirSync(path.join(root, 'src/lib/world'), {recursive: true});
  writeFileSync(path.join(root, 'src/lib/pix.ts'), '');
  writeFileSync(path.join(root, 'src/lib/world/index.ts'), '');

  it('accepts files, folders and module specifiers', () => {
    expect(pathExists(root, 'src/lib/pix.ts')).toBe(true);
    expect(pathExists(root, 'src/lib')).toBe(true);
    expect(pathExists(root, 'src/lib/pix')).toBe(true);
    expect(pathExists(root, 'src/lib/world')).toBe(true);
  });

  it('refuses what is not there', () => {
    expect(pathExists(root, 'src/lib/boleto.ts')).toBe(false);
    expect(pathExists(root, 'src/lib/pix.tsx')).toBe(false);
  });
});

describe('proseOf', () => {
  it('keeps only the comments of code, line for line', () => {
    const code = "// see src/a.ts\nconst x = 'docs/x.md'; // and src/b.ts\n/**\n * src/c.ts\n */";
    expect(proseOf('f.ts', code)).toBe(' see src/a.ts\nand src/b.ts\n*\n src/c.ts\n/');
  });

  it('keeps the # comments of configuration and the whole of documents', () => {
    expect(proseOf('portal.conf', 'root build; # from deploy/x.conf\n# src/a.ts')).toBe(
      'from deploy/x.conf\n src/a.ts',
    );
    expect(proseOf('README.md', 'see `src/a.ts`')).toBe('see `src/a.ts`');
  });
});
