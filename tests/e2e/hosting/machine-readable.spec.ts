/**
 * The files for tools under the nginx recipe: each page's Markdown twin, llms.txt and the
 * downloads (src/lib/machine-readable.ts) with their content types, revalidated like the pages
 * (no hash in their names), compressed, and with the same security headers as the pages.
 */
import path from 'node:path';

import {test, expect} from './csp-fixtures';
import {DOWNLOADS, FILE_CONTENT_TYPES, LLMS_FILES, downloadRoute, twinRoute} from '../../../src/lib/machine-readable';

const GZIP = {'Accept-Encoding': 'gzip'};

/** Text types whose UTF-8 the recipe declares (JSON is UTF-8 by definition). */
// application/javascript (the checker's download) is in nginx's default charset_types; the recipe adds
// text/javascript (the MCP server's .mjs download).
const WITH_CHARSET = new Set([
  'text/markdown',
  'text/plain',
  'application/yaml',
  'application/javascript',
  'text/javascript',
]);

const FILES = [
  twinRoute('/docs/boletos/emissao'),
  twinRoute('/api/'),
  twinRoute('/blog/2024-09-04-release-notes'),
  ...LLMS_FILES.map((file) => file.route),
  ...DOWNLOADS.map(downloadRoute),
];

test.describe('arquivos para ferramentas', () => {
  test('cada um vem com o seu tipo de conteúdo, em UTF-8 quando é texto', async ({request}) => {
    for (const file of FILES) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      const type = FILE_CONTENT_TYPES[path.extname(file) as keyof typeof FILE_CONTENT_TYPES];
      expect(response.headers()['content-type'], file).toBe(WITH_CHARSET.has(type) ? `${type}; charset=utf-8` : type);
    }
  });

  test('são revalidados a cada uso, vêm comprimidos e com os cabeçalhos de segurança das páginas', async ({
    request,
  }) => {
    const page = (await request.get('/docs/boletos/emissao')).headers();
    for (const file of FILES) {
      const headers = (await request.get(file, {headers: GZIP})).headers();
      expect(headers['cache-control'], file).toBe('no-cache');
      expect(headers['content-encoding'], file).toBe('gzip');
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(headers[header], `${file}: ${header}`).toBe(page[header]);
      }
    }
  });

  test('a versão em Markdown de uma página que não existe é a página 404', async ({request}) => {
    const response = await request.get('/docs/nao-existe.md');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  });
});
