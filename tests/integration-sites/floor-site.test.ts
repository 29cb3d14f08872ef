/**
 * The benchmark's floor site (bench/floor-site), built exactly as `npm run bench` builds it
 * (scripts/bench/floor.ts: `docusaurus build` into a folder of its own, then deploy:prepare). Its
 * configuration is the portal's with the content plugins taken out, so a plugin added to the portal
 * that needs the content (as the Markdown twins need the reference) breaks it; this build is how the
 * normal suite finds out, instead of the benchmark after a full portal build. It never writes build/.
 */
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {FLOOR_PAGE, buildFloor, type FloorBuild} from '../../scripts/bench/floor';
import {listFiles, listHtmlPages} from '../../scripts/deploy/build-files';
import {CSP_NGINX_FILE, DEFAULT_BUILD_DIR} from '../../scripts/deploy/paths';

const logDir = mkdtempSync(path.join(tmpdir(), 'sites-floor-log-'));
let floor: FloorBuild | undefined;

beforeAll(async () => {
  floor = await buildFloor(logDir);
});

afterAll(() => {
  floor?.remove();
  rmSync(logDir, {recursive: true, force: true});
});

const built = (): FloorBuild => {
  if (floor === undefined) throw new Error('o build do piso não terminou');
  return floor;
};

describe('site piso do benchmark', () => {
  it('builda fora de build/ e tem a página que o benchmark mede', () => {
    const {buildDir} = built();
    expect(path.relative(DEFAULT_BUILD_DIR, buildDir).startsWith('..')).toBe(true);
    const page = path.join(buildDir, FLOOR_PAGE.path, 'index.html');
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(page, 'utf8')).toContain('Página piso');
  });

  it('não tem nenhuma página nem arquivo do conteúdo do portal', () => {
    const {buildDir} = built();
    const pages = listHtmlPages(buildDir);
    // The one page, the search page and the 404 page: no guide, reference page or release note.
    expect(pages.filter((file) => /^(api|blog|docs\/(?!index\.html$))/u.test(file))).toEqual([]);
    expect(pages.length).toBeLessThanOrEqual(3);
    // Nothing the content plugins write after the build: twins, /llms.txt, downloads.
    expect(listFiles(buildDir).filter((file) => file.endsWith('.md') || file.endsWith('.txt'))).toEqual([]);
  });

  it('sai preparado para o nginx como o portal: política de CSP e cópias .gz', () => {
    const {buildDir, generatedDir} = built();
    expect(readFileSync(path.join(generatedDir, CSP_NGINX_FILE), 'utf8')).toContain('script-src');
    expect(existsSync(path.join(buildDir, FLOOR_PAGE.path, 'index.html.gz'))).toBe(true);
  });
});
