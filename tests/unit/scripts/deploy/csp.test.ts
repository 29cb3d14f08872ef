/**
 * The CSP generator (scripts/deploy/prepare.ts) on a small site in fixtures/site/: one hash per
 * distinct inline script the browser runs, and none for anything else.
 */
import {createHash} from 'node:crypto';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterEach, describe, expect, it, vi} from 'vitest';

import {main, writeCsp} from '../../../../scripts/deploy/prepare';
import {isExecutableScriptType} from '../../../../scripts/deploy/inline-scripts';
import {fixture as supportFixture} from '../../../support/paths';

const SITE = supportFixture('site');
const fixture = (file: string): string => readFileSync(path.join(SITE, file), 'utf8');
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptHashes = (policy: string): string[] => policy.match(/'sha256-[^']+'/g) ?? [];

/** Every executable inline script of the fixture, exactly as written between its tags. */
const EXECUTABLE = [
  // In all three pages: one hash only.
  'document.documentElement.dataset.theme = "light";',
  // With attributes other than type.
  'window.comAtributos = 1;',
  'import "/assets/js/main.js";',
  // Whitespace and newlines are part of the text.
  '\n      var fim = "<\\/p>";\n    ',
];
/** Inline text that is not run: JSON-LD, a template, a commented-out script. */
const NOT_EXECUTABLE = [
  '{"@context":"https://schema.org","@type":"WebSite"}',
  '{"@type":"WebPage"}',
  '<p>modelo</p>',
  'alert("comentado")',
];

const temporary: string[] = [];
function temporaryDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-test-'));
  temporary.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, {recursive: true, force: true});
});

describe('a CSP gerada do build', () => {
  it('o fixture tem os scripts que o teste espera', () => {
    const html = ['index.html', 'docs/guia/index.html', '404.html'].map(fixture).join('');
    for (const text of [...EXECUTABLE, ...NOT_EXECUTABLE]) expect(html).toContain(text);
  });

  it('tem um hash por script inline executável distinto, e nenhum outro', async () => {
    const out = temporaryDir();
    const report = await writeCsp(SITE, out);
    expect(report.pages).toBe(3);
    expect(report.scripts).toBe(EXECUTABLE.length);
    expect(scriptHashes(report.policy).sort()).toEqual(EXECUTABLE.map(sha256).sort());
    for (const text of NOT_EXECUTABLE) expect(report.policy).not.toContain(sha256(text));
  });

  it('só permite o próprio site, sem unsafe-inline nem unsafe-eval em script-src', async () => {
    const {policy} = await writeCsp(SITE, temporaryDir());
    const directives = policy.split('; ');
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("frame-ancestors 'none'");
    const scriptSrc = directives.find((directive) => directive.startsWith('script-src ')) ?? '';
    expect(scriptSrc.split(' ').slice(1, 2)).toEqual(["'self'"]);
    expect(scriptSrc).not.toMatch(/unsafe|\*|https?:/);
  });

  it('escreve csp.txt com a política e csp.conf com o cabeçalho para o nginx', async () => {
    const out = temporaryDir();
    const {policy} = await writeCsp(SITE, out);
    expect(readFileSync(path.join(out, 'csp.txt'), 'utf8')).toBe(`${policy}\n`);
    const conf = readFileSync(path.join(out, 'csp.conf'), 'utf8');
    const parts = [...conf.matchAll(/^set \$portal_csp_(\d+) "([^"]*)";$/gm)];
    expect(parts.map(([, index]) => index)).toEqual(['1']);
    expect(parts.map(([, , part]) => part).join('')).toBe(policy);
    expect(conf).toMatch(/^add_header Content-Security-Policy "\$portal_csp_1" always;$/m);
  });

  it('divide em partes de até 3000 caracteres uma política longa (o nginx lê até 4096 por palavra)', async () => {
    const site = temporaryDir();
    const scripts = Array.from({length: 120}, (_unused, index) => `window.n = ${index};`);
    writeFileSync(path.join(site, 'index.html'), scripts.map((script) => `<script>${script}</script>`).join('\n'));
    const out = temporaryDir();
    const {policy} = await writeCsp(site, out);
    const conf = readFileSync(path.join(out, 'csp.conf'), 'utf8');
    const parts = [...conf.matchAll(/^set \$portal_csp_\d+ "([^"]*)";$/gm)].map(([, part = '']) => part);
    expect(parts.length).toBeGreaterThan(1);
    expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(3000);
    expect(parts.join('')).toBe(policy);
    for (const script of scripts) expect(policy).toContain(sha256(script));
  });

  it('falha com uma mensagem clara quando a pasta do build não existe ou não tem HTML', async () => {
    const missing = path.join(temporaryDir(), 'build');
    await expect(writeCsp(missing, temporaryDir())).rejects.toThrow(/a pasta do build não existe: .*npm run build/);
    const empty = temporaryDir();
    mkdirSync(path.join(empty, 'assets'));
    await expect(writeCsp(empty, temporaryDir())).rejects.toThrow(/nenhuma página HTML/);
  });

  it('o comando sai com 1 e explica em português quando não há build', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const missing = path.join(temporaryDir(), 'build');
      expect(await main(['--build-dir', missing, '--out-dir', temporaryDir()])).toBe(1);
      expect(stderr.mock.calls.map(([text]) => String(text)).join('')).toMatch(
        /deploy:prepare: erro: a pasta do build não existe/,
      );
    } finally {
      stderr.mockRestore();
    }
  });
});

describe('quais tipos de <script> o navegador executa', () => {
  it.each([
    [undefined, undefined, true],
    ['', undefined, true],
    ['text/javascript', undefined, true],
    [' TEXT/JavaScript ', undefined, true],
    ['module', undefined, true],
    ['importmap', undefined, true],
    [undefined, 'javascript', true],
    [undefined, '', true],
    ['application/ld+json', undefined, false],
    ['text/template', undefined, false],
    ['text/javascript; charset=utf-8', undefined, false],
    [undefined, 'vbscript', false],
  ] as const)('type=%j language=%j → %s', (type, language, executable) => {
    expect(isExecutableScriptType(type, language)).toBe(executable);
  });
});
