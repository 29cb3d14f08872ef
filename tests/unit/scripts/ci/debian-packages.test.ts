/**
 * scripts/ci/debian-packages.mjs reads the language modules as text (it runs before `npm ci`):
 * what it reads must be what the modules export, in the registry's order.
 */
import {spawnSync} from 'node:child_process';

import {describe, expect, it} from 'vitest';

import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../../src/lib/languages';
import {repoPath} from '../../../support/paths';

const SCRIPT = repoPath('scripts/ci/debian-packages.mjs');

function script(...args: string[]): string {
  const result = spawnSync(process.execPath, [SCRIPT, ...args], {encoding: 'utf8'});
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

const declared = REQUEST_LANGUAGES.flatMap((language: AnyLanguage) => language.debian);

describe('pacotes Debian das linguagens', () => {
  it('o script lê de cada módulo a mesma lista que o módulo exporta', () => {
    expect(JSON.parse(script('--json'))).toEqual(declared);
  });

  it('lista cada pacote uma vez, um por linha', () => {
    expect(script().trim().split('\n')).toEqual([...new Set(declared.map((debian) => debian.name))]);
  });

  it('toda linguagem que não roda no próprio Node.js declara pacotes', () => {
    const without = REQUEST_LANGUAGES.filter((language: AnyLanguage) => language.debian.length === 0);
    expect(without.map((language) => language.value)).toEqual(['javascript']);
  });
});
