/**
 * The benchmark's route floor (bench/route-floor-site), built exactly as `npm run bench` builds it
 * (scripts/bench/floor.ts: the webhook pages generated, `docusaurus build` into a folder of its own,
 * then deploy:prepare). It must have every route of the portal, the pages the benchmark measures at
 * the portal's paths, and nothing on them: a route missing would lower the floor, content left on a
 * page would raise it.
 */
import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {ROUTE_FLOOR_SITE, buildReferenceSite, type FloorBuild} from '../../scripts/bench/floor';
import {PAGE_KINDS} from '../../scripts/bench/page-weight';
import {listHtmlPages} from '../../scripts/deploy/build-files';
import {CSP_NGINX_FILE, DEFAULT_BUILD_DIR} from '../../scripts/deploy/paths';
import {TWIN_ACTIONS_CLASS} from '../../src/lib/machine-readable';
import {loadSnapshot} from '../../src/lib/schema-snapshot';
import {blogPosts} from '../support/blog-posts';
import {repoPath} from '../support/paths';
import {CATEGORY_ROUTES, expectedRoutes} from '../support/reference-routes';

const logDir = mkdtempSync(path.join(tmpdir(), 'sites-route-floor-log-'));
let site: FloorBuild | undefined;

beforeAll(async () => {
  site = await buildReferenceSite(ROUTE_FLOOR_SITE, logDir);
});

afterAll(() => {
  site?.remove();
  rmSync(logDir, {recursive: true, force: true});
});

const built = (): FloorBuild => {
  if (site === undefined) throw new Error('o build do piso de rotas não terminou');
  return site;
};

/** The HTML page of a route, as Docusaurus writes it (`<route>/index.html`). */
const pageFile = (route: string): string => path.join(built().buildDir, route, 'index.html');

/**
 * What a page shows in its article besides the chrome every page of the portal has, the one-page
 * floor's included: the title's header, the "Copiar como Markdown" bar, a post's tags.
 */
function articleText(route: string): string {
  const html = readFileSync(pageFile(route), 'utf8');
  const article = /<article[^>]*>([\s\S]*?)<\/article>/u.exec(html)?.[1];
  if (article === undefined) throw new Error(`${route}: sem <article>`);
  return article
    .replace(/<header>[\s\S]*?<\/header>/u, '')
    .replace(new RegExp(`<div class="[^"]*${TWIN_ACTIONS_CLASS}[^"]*">[\\s\\S]*?</div>`, 'u'), '')
    .replace(/<footer[\s\S]*?<\/footer>/u, '')
    .replace(/<nav[\s\S]*?<\/nav>/gu, '')
    .replace(/<[^>]+>/gu, '')
    .trim();
}

describe('piso de rotas do benchmark', () => {
  it('builda fora de build/ e sai preparado para o nginx como o portal', () => {
    const {buildDir, generatedDir} = built();
    expect(path.relative(DEFAULT_BUILD_DIR, buildDir).startsWith('..')).toBe(true);
    expect(readFileSync(path.join(generatedDir, CSP_NGINX_FILE), 'utf8')).toContain('script-src');
  });

  it('tem cada rota da referência, das notas de versão e das páginas React do portal', () => {
    const routes = [
      ...Object.values(expectedRoutes(loadSnapshot())).flat(),
      ...CATEGORY_ROUTES,
      ...blogPosts(repoPath('blog')).map((post) => post.route),
      // src/pages: the same file names, so the same routes.
      ...readdirSync(repoPath('src', 'pages')).map(
        (name) => `/${name.replace(/\.(tsx|md)$/u, '').replace(/^index$/u, '')}`,
      ),
    ];
    expect(routes.length).toBeGreaterThan(700);
    expect(routes.filter((route) => !existsSync(pageFile(route)))).toEqual([]);
    // As many pages as the guides, the reference and the rest: no folder of content left out.
    expect(listHtmlPages(built().buildDir).length).toBeGreaterThan(routes.length);
  });

  it('tem as páginas que o benchmark mede, nos endereços do portal, e vazias', () => {
    for (const kind of PAGE_KINDS) expect(existsSync(pageFile(kind.path)), kind.path).toBe(true);
    for (const kind of PAGE_KINDS.filter((page) => page.path !== '/')) {
      expect(articleText(kind.path), kind.path).toBe('');
    }
    // The home page: the layout (navbar, footer), and nothing between them.
    const home = readFileSync(pageFile('/'), 'utf8');
    expect(/<div id=__docusaurus_skipToContent_fallback [^>]*>([\s\S]*?)<\/div>/u.exec(home)?.[1]).toBe('');
  });
});
