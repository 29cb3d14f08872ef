/**
 * Paths of the repository named in comments and documents ("see src/lib/pix.ts"), so that a test can
 * fail when one of them no longer exists: a moved file leaves its old path behind in prose that no
 * compiler reads.
 */
import {existsSync, statSync} from 'node:fs';
import path from 'node:path';

/** The folders at the root of the repository that a named path may start with. */
export const ROOT_FOLDERS = [
  '.ci',
  'bench',
  'blog',
  'deploy',
  'docs',
  'i18n',
  'patches',
  'schema',
  'scripts',
  'src',
  'static',
  'tests',
] as const;

export interface NamedPath {
  /** The path as written, without a trailing `/`, `:line` or punctuation. */
  readonly path: string;
  /** 1-based line of the file where it is written. */
  readonly line: number;
}

const START = ROOT_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|');
// A path: one of the root folders, then segments of file-name characters. Anything with a
// placeholder or a glob (`<tópico>`, `*`, `{a,b}`, `$name`) is a pattern, not a path.
const PATH = new RegExp(`(?<![\\w./@-])(?:\\./)?((?:${START})(?:/[\\w.@+-]+)+)/?`, 'g');
const PATTERN_AFTER = /^[*<{$[]/;
// An example name stands for any file: `docs/x.md`, `blog/AAAA-MM-DD-notas.md`.
const PLACEHOLDER = /(?:^|\/)(?:[a-z]|AAAA-MM-DD[\w-]*)(?:\.\w+)?$/;

/** Every repository path named in a text, in order. */
export function namedPaths(text: string): NamedPath[] {
  const found: NamedPath[] = [];
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(PATH)) {
      const end = match.index + match[0].length;
      if (PATTERN_AFTER.test(lineText.slice(end))) continue;
      const named = (match[1] ?? '').replace(/[.:/]+$/, '');
      if (!PLACEHOLDER.test(named)) found.push({path: named, line: index + 1});
    }
  });
  return found;
}

const CODE_FILE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const HASH_COMMENT_FILE = /\.(?:ya?ml|conf|sh)$|(?:^|\/)run$/;
const CODE_COMMENT = /^\s*(?:\/\/|\/?\*)(.*)$|\s\/\/\s(.*)$/;
const HASH_COMMENT = /^\s*#(.*)$|\s#\s(.*)$/;

/**
 * The prose of a file, line by line (other lines blank, so line numbers hold): comments in code
 * and configuration, whole text in documents. Strings in code are data (a test's made-up path),
 * not a claim that the path exists.
 */
export function proseOf(file: string, text: string): string {
  const comment = CODE_FILE.test(file) ? CODE_COMMENT : HASH_COMMENT_FILE.test(file) ? HASH_COMMENT : undefined;
  if (!comment) return text;
  return text
    .split('\n')
    .map((line) => {
      const match = comment.exec(line);
      return match ? (match[1] ?? match[2] ?? '') : '';
    })
    .join('\n');
}

// A module specifier names a file without its extension, or a folder by its index.
const MODULE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** Whether a named path exists under `root`, as a file, a folder or a module specifier. */
export function pathExists(root: string, named: string): boolean {
  return MODULE_SUFFIXES.some((suffix) => {
    const full = path.join(root, named + suffix);
    return existsSync(full) && (suffix === '' || statSync(full).isFile());
  });
}
