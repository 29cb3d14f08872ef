/**
 * The languages of the examples are listed once, in src/lib/languages/index.ts; every other list
 * derives from it (Prism components, toolchains, Debian packages, tab names, `:linguagens[]`).
 * This test fails when a hand-written copy reappears anywhere in the repository's text: the
 * languages' labels, their tab values or their Debian packages, all of them in the registry's
 * order, as an array or as a sentence.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../src/lib/languages';
import {REPO_ROOT} from '../../support/paths';

/** Where text is written by hand; generated folders are left out. */
const ROOTS = [
  'docs',
  'blog',
  'src',
  'tests',
  'scripts',
  '.ci',
  'README.md',
  'CONTRIBUTING.md',
  'docusaurus.config.ts',
];
const SKIPPED = new Set(['node_modules', 'eventos', 'generated', 'fixtures']);
const TEXT = /\.(?:md|mdx|ts|tsx|mjs|js|json|yaml|sh)$|^run$/;
/** The registry itself, the one list, and this test, whose samples are the copies it must find. */
const SOURCES = new Set(['src/lib/languages/index.ts', 'tests/content/languages/single-list.test.ts']);

function files(relative: string): string[] {
  const absolute = path.join(REPO_ROOT, relative);
  if (statSync(absolute, {throwIfNoEntry: false}) === undefined) return [];
  if (!statSync(absolute).isDirectory()) return TEXT.test(path.basename(relative)) ? [relative] : [];
  return readdirSync(absolute)
    .filter((name) => !SKIPPED.has(name))
    .flatMap((name) => files(path.join(relative, name)));
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The items in order, each maybe quoted, separated by commas, "e", "|", spaces or line breaks
 * (with a comment's or a list's marks): `['curl', 'JavaScript', …]`, "curl, JavaScript, … e Java".
 */
function listPattern(items: readonly string[]): RegExp {
  const quote = `['"\`]?`;
  const separator = `${quote}(?:\\s*(?:,|\\||\\be\\b|\\band\\b|\\*|//|#)\\s*|\\s+)+${quote}`;
  return new RegExp(`(?<![\\w-])${quote}${items.map(escape).join(separator)}${quote}(?![\\w-])`, 'u');
}

const languages: readonly AnyLanguage[] = REQUEST_LANGUAGES;
const LISTS = {
  nomes: languages.map((language) => language.label),
  valores: languages.map((language) => language.value),
  'pacotes Debian': [...new Set(languages.flatMap((language) => language.debian.map((debian) => debian.name)))],
};

const corpus = ROOTS.flatMap(files).filter((file) => !SOURCES.has(file));

describe('uma só lista das linguagens', () => {
  it('o repositório tem o que ler', () => {
    expect(corpus).toContain('docs/introducao.md');
    expect(corpus).toContain('tests/e2e/reference/examples.spec.ts');
    expect(corpus).toContain('.ci/run');
  });

  it.each(Object.entries(LISTS))('ninguém repete a lista de %s do registro', (_name, items) => {
    const pattern = listPattern(items);
    const copies = corpus.filter((file) => pattern.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(copies).toEqual([]);
  });

  it('o detector acha as cópias de antes e deixa passar o que não é a lista inteira', () => {
    const found = (items: readonly string[], text: string): boolean => listPattern(items).test(text);
    // The copies as they were written before the registry, rebuilt from it so that a new language keeps them whole.
    const half = (items: readonly string[]): number => Math.ceil(items.length / 2);
    const sentence = (items: readonly string[]): string =>
      `${items.slice(0, half(items)).join(', ')},\n${items.slice(half(items), -1).join(', ')} e ${items.at(-1) ?? ''}`;
    const quoted = (items: readonly string[]): string => items.map((item) => `'${item}'`).join(', ');
    const packages = LISTS['pacotes Debian'];
    expect(found(LISTS.nomes, `toHaveText(['GraphQL', 'Variáveis', ${quoted(LISTS.nomes)}])`)).toBe(true);
    expect(found(LISTS.nomes, `a chamada em ${sentence(LISTS.nomes)}, a resposta`)).toBe(true);
    expect(found(LISTS.valores, `REQUEST_LANGUAGES = [${LISTS.valores.join(', ')}]`)).toBe(true);
    expect(
      found(
        packages,
        `apt-get install -y ${packages.slice(0, half(packages)).join(' ')}\n${packages.slice(half(packages)).join(' ')}`,
      ),
    ).toBe(true);
    expect(found(LISTS.nomes, `a chamada em ${sentence(LISTS.nomes.slice(0, -1))}`)).toBe(false);
    expect(found(LISTS.valores, [...LISTS.valores.slice(0, -1), LISTS.valores[1]].join(', '))).toBe(false);
  });
});
