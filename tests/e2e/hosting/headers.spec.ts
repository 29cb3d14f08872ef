import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './csp-fixtures';

const GZIP = {'Accept-Encoding': 'gzip'};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The hashed bundle and stylesheet the home page loads. */
async function homeAssets(request: APIRequestContext): Promise<{script: string; stylesheet: string}> {
  const html = await (await request.get('/')).text();
  // Preloaded, then run by the page's starter after the first paint (src/lib/ssr-template.ts).
  const script = /<link [^>]*href="?(\/assets\/js\/main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
  const stylesheet = /<link [^>]*href="?(\/assets\/css\/[^" >]+\.css)/.exec(html)?.[1];
  if (script === undefined || stylesheet === undefined) throw new Error('a página inicial não carrega main.js e o CSS');
  return {script, stylesheet};
}

test.describe('cabeçalhos de resposta', () => {
  test('HTML, JS, CSS e o índice de busca vêm com gzip para quem aceita gzip, e sem para quem não aceita', async ({
    request,
  }) => {
    const {script, stylesheet} = await homeAssets(request);
    for (const path of [
      '/',
      '/docs/introducao',
      script,
      stylesheet,
      '/search-index-docs.json?_=teste',
      '/sitemap.xml',
    ]) {
      const compressed = await request.get(path, {headers: GZIP});
      expect(compressed.status(), path).toBe(200);
      expect(compressed.headers()['content-encoding'], path).toBe('gzip');
      expect(compressed.headers().vary, path).toMatch(/Accept-Encoding/i);
      const plain = await request.get(path, {headers: {'Accept-Encoding': 'identity'}});
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      // The same bytes once decompressed (Buffer.equals: toEqual is slow on the 7 MB search index).
      expect((await compressed.body()).equals(await plain.body()), path).toBe(true);
    }
  });

  test('arquivos com hash no nome ficam em cache por um ano; páginas e o índice de busca são revalidados', async ({
    request,
  }) => {
    const {script, stylesheet} = await homeAssets(request);
    for (const path of [script, stylesheet]) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe(IMMUTABLE);
    }
    for (const path of [
      '/',
      '/docs/introducao',
      '/api/',
      '/search-index-docs.json?_=teste',
      '/sitemap.xml',
      '/img/logo.svg',
    ]) {
      expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    }
    const notFound = await request.get('/nao-existe');
    expect(notFound.status()).toBe(404);
    expect(notFound.headers()['cache-control']).toBe('no-cache');
  });

  test('toda resposta tem os cabeçalhos de segurança, inclusive a 404 e o redirecionamento', async ({request}) => {
    const {script} = await homeAssets(request);
    for (const path of ['/', script, '/nao-existe', '/docs/introducao.html']) {
      const headers = (await request.get(path, {maxRedirects: 0})).headers();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      // HSTS only over TLS: this server is plain HTTP.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });
});
