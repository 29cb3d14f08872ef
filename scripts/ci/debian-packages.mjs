#!/usr/bin/env node
/**
 * The Debian packages the request examples' toolchains need, read from the `debian` list of each
 * language module in src/lib/languages/<id>/index.ts (the registry's order). .ci/run calls it before
 * `npm ci`, so it runs with plain Node.js and no dependency: it reads the modules as text, and
 * tests/unit/scripts/ci/debian-packages.test.ts holds its answer against the registry itself.
 *
 *   node scripts/ci/debian-packages.mjs            every package, one a line
 *   node scripts/ci/debian-packages.mjs --missing  the ones this machine lacks: a package with a
 *                                                  command is there when `command -v` finds it,
 *                                                  the others when dpkg-query says installed
 *   node scripts/ci/debian-packages.mjs --json     every entry as read, with its command
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const LANGUAGES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/lib/languages');

/** The language modules in the registry's order: its `import {x} from './x'` lines, in REQUEST_LANGUAGES' order. */
function languageIds() {
  const registry = readFileSync(path.join(LANGUAGES, 'index.ts'), 'utf8');
  const list = /REQUEST_LANGUAGES = \[([^\]]*)\]/.exec(registry);
  if (list === null) throw new Error('src/lib/languages/index.ts: REQUEST_LANGUAGES não encontrado');
  return list[1]
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** `{name: 'x', command: 'y'}` entries of a module's `debian: [...]`. */
export function debianOf(source, id) {
  const list = /\bdebian: \[([^\]]*)\]/.exec(source);
  if (list === null) throw new Error(`src/lib/languages/${id}/index.ts: sem a lista debian`);
  return [...list[1].matchAll(/\{\s*name:\s*'([^']+)'(?:,\s*command:\s*'([^']+)')?,?\s*\}/g)].map(
    ([, name, command]) => (command === undefined ? {name} : {name, command}),
  );
}

/** Every package with how to tell it is installed, in the registry's order. */
export function debianPackages() {
  return languageIds().flatMap((id) => debianOf(readFileSync(path.join(LANGUAGES, id, 'index.ts'), 'utf8'), id));
}

const installed = ({name, command}) =>
  command === undefined
    ? spawnSync('dpkg-query', ['-W', '-f=${Status}', name], {encoding: 'utf8'}).stdout?.includes('install ok installed')
    : spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--json')) {
  process.stdout.write(`${JSON.stringify(debianPackages())}\n`);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wanted = process.argv.includes('--missing')
    ? debianPackages().filter((need) => !installed(need))
    : debianPackages();
  const names = [...new Set(wanted.map(({name}) => name))];
  if (names.length > 0) process.stdout.write(`${names.join('\n')}\n`);
}
