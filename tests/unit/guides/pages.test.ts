import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {legacyRedirects, TUTORIAL_TOPICS} from '../../../src/tutorial-topics';

const DOCS = path.resolve(__dirname, '../../../docs');
// Issue 5's list of pages, as data.
const PAGES = JSON.parse(readFileSync(path.join(__dirname, 'pages.json'), 'utf8')) as Record<string, string[]>;
const folders = Object.keys(PAGES).filter((key) => !key.startsWith('_'));

describe('páginas do tutorial', () => {
  it.each(folders.flatMap((folder) => (PAGES[folder] ?? []).map((page) => `${folder}/${page}`)))(
    '%s existe',
    (page) => {
      expect(existsSync(path.join(DOCS, `${page}.md`)) || existsSync(path.join(DOCS, `${page}.mdx`))).toBe(true);
    },
  );

  it('a barra lateral lista os tópicos e as páginas da especificação, na ordem', () => {
    expect(TUTORIAL_TOPICS.map((topic) => topic.folder)).toEqual(folders);
    for (const topic of TUTORIAL_TOPICS) expect([...topic.pages]).toEqual(PAGES[topic.folder]);
  });

  it('cada página tem um endereço antigo que redireciona para ela', () => {
    const redirects = legacyRedirects();
    expect(redirects).toContainEqual({
      from: '/docs/2. Dependentes/dependentes-consultar',
      to: '/docs/dependentes/consultar',
    });
    expect(redirects).toContainEqual({
      from: '/docs/14. Matrículas/enrollment-consultar',
      to: '/docs/matriculas/enrollment-consultar',
    });
    expect(redirects).toContainEqual({
      from: '/docs/12. Webhooks/webhook-cobranca-criada-ou-alterada',
      to: '/docs/webhooks/cobranca-criada-ou-alterada',
    });
    expect(new Set(redirects.map((redirect) => redirect.to)).size).toBe(
      folders.reduce((total, folder) => total + (PAGES[folder]?.length ?? 0), 0),
    );
  });
});
