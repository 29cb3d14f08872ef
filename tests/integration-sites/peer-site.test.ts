/**
 * The benchmark's peer (bench/peer-site), built exactly as `npm run bench` builds it
 * (scripts/bench/peer.ts: a copy in a temporary folder, graphql-markdown's generation, `docusaurus
 * build`, deploy:prepare): the pages the benchmark measures exist, document the schema's Billing
 * and addDependent, and nothing of the portal reached the site.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {buildPeer} from '../../scripts/bench/peer';
import {PEER_PAGES} from '../../scripts/bench/page-weight';
import type {FloorBuild} from '../../scripts/bench/floor';
import {listHtmlPages} from '../../scripts/deploy/build-files';
import {CSP_NGINX_FILE, DEFAULT_BUILD_DIR} from '../../scripts/deploy/paths';
import {SITE} from '../../src/data/site-constants';

const logDir = mkdtempSync(path.join(tmpdir(), 'sites-peer-log-'));
let site: FloorBuild | undefined;

beforeAll(async () => {
  site = await buildPeer(logDir);
});

afterAll(() => {
  site?.remove();
  rmSync(logDir, {recursive: true, force: true});
});

const built = (): FloorBuild => {
  if (site === undefined) throw new Error('o build do par não terminou');
  return site;
};

const page = (route: string): string => readFileSync(path.join(built().buildDir, route, 'index.html'), 'utf8');

describe('site par do benchmark', () => {
  it('builda fora de build/ e sai preparado para o nginx como o portal', () => {
    const {buildDir, generatedDir} = built();
    expect(path.relative(DEFAULT_BUILD_DIR, buildDir).startsWith('..')).toBe(true);
    expect(readFileSync(path.join(generatedDir, CSP_NGINX_FILE), 'utf8')).toContain('script-src');
  });

  it('tem as páginas de Billing e de addDependent que o benchmark mede', () => {
    const [object, mutation] = PEER_PAGES;
    expect(object && page(object.path)).toMatch(/<h1[^>]*>Billing<\/h1>/u);
    expect(mutation && page(mutation.path)).toMatch(/<h1[^>]*>addDependent<\/h1>/u);
  });

  it('documenta o schema inteiro, sem nada do portal', () => {
    const pages = listHtmlPages(built().buildDir);
    expect(pages.length).toBeGreaterThan(700);
    // Neither the portal's pages nor its theme: a fresh site says nothing of the portal's title.
    expect(pages.filter((file) => /^(api|blog)\//u.test(file))).toEqual([]);
    const [object] = PEER_PAGES;
    expect(object && page(object.path)).not.toContain(SITE.title);
    expect(existsSync(path.join(built().buildDir, 'explorador'))).toBe(false);
  });
});
