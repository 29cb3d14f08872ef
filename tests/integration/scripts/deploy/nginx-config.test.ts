/**
 * The throwaway nginx configuration of the hosting tests: the production server block with only its
 * listen and root changed, and, when nginx is installed, `nginx -t` on the whole recipe.
 */
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterEach, describe, expect, it} from 'vitest';

import {findNginx} from '../../../../scripts/deploy/nginx-binary';
import {localServerBlock} from '../../../../scripts/deploy/nginx-config';
import {writeNginxPrefix} from '../../../../scripts/deploy/nginx-prefix';
import {NGINX_DIR, SERVER_BLOCK_FILE} from '../../../../scripts/deploy/paths';
import {writeCsp} from '../../../../scripts/deploy/prepare';
import {fixture} from '../../../support/paths';

const SITE = fixture('site');
const PRODUCTION = readFileSync(path.join(NGINX_DIR, SERVER_BLOCK_FILE), 'utf8');
const LOCAL = {listen: '127.0.0.1:4999', root: '/tmp/o build'};

const activeLines = (conf: string, directive: string): string[] =>
  conf
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith(`${directive} `));

describe('o bloco server de produção servido localmente', () => {
  it('troca só listen e root: o primeiro listen vira o local, os demais saem', () => {
    const local = localServerBlock(PRODUCTION, LOCAL);
    expect(activeLines(local, 'listen')).toEqual(['listen 127.0.0.1:4999;']);
    expect(activeLines(local, 'root')).toEqual(['root "/tmp/o build";']);
    const untouched = (conf: string): string[] =>
      conf.split('\n').filter((line) => !/^\s*(listen|root)\s/.test(line) && !line.includes('only the first one'));
    expect(untouched(local)).toEqual(untouched(PRODUCTION));
  });

  it('falha se o bloco não tiver listen ou tiver outro número de root que um', () => {
    const withoutListen = PRODUCTION.replace(/^\s*listen .*$/gm, '');
    expect(() => localServerBlock(withoutListen, LOCAL)).toThrow(/nenhuma linha "listen/);
    const withoutRoot = PRODUCTION.replace(/^\s*root .*$/gm, '');
    expect(() => localServerBlock(withoutRoot, LOCAL)).toThrow(/uma linha "root …;", tem 0/);
  });

  it('recusa um caminho que o nginx leria como variável', () => {
    expect(() => localServerBlock(PRODUCTION, {...LOCAL, root: '/tmp/$build'})).toThrow(/não aceita/);
  });
});

describe('sem nginx instalado', () => {
  it('explica em português como instalar', () => {
    expect(() => findNginx({PATH: '/caminho/que/nao/existe'}, [])).toThrow(/apt-get install -y nginx/);
    expect(() => findNginx({NGINX_BIN: '/caminho/que/nao/existe/nginx'})).toThrow(/não é um executável/);
  });
});

let nginx: string | undefined;
try {
  nginx = findNginx();
} catch {
  nginx = undefined;
}

describe.skipIf(nginx === undefined)('nginx -t na receita inteira', () => {
  const temporary: string[] = [];
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  it('aceita a configuração de produção com a CSP gerada', async () => {
    const generatedDir = mkdtempSync(path.join(tmpdir(), 'csp-test-'));
    temporary.push(generatedDir);
    await writeCsp(SITE, generatedDir);
    const {prefix, conf} = writeNginxPrefix({
      nginx: nginx ?? '',
      buildDir: SITE,
      listen: '127.0.0.1:4999',
      generatedDir,
    });
    temporary.push(prefix);
    const result = spawnSync(nginx ?? '', ['-t', '-p', prefix, '-c', conf, '-e', 'stderr'], {encoding: 'utf8'});
    expect(result.stderr).toMatch(/syntax is ok/);
    expect(result.stderr).toMatch(/test is successful/);
    expect(result.status).toBe(0);
  });
});
