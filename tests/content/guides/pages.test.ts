import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {legacyRedirects, TUTORIAL_TOPICS} from '../../../src/data/tutorial-topics';
import {repoPath} from '../../support/paths';

const DOCS = repoPath('docs');
// Every page of the tutorial, by topic folder, in reading order.
const PAGES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'pages.json'), 'utf8')) as Record<
  string,
  string[]
>;
const folders = Object.keys(PAGES).filter((key) => !key.startsWith('_'));
// Pages the earlier site never had: no old address may lead to them.
const NEW_PAGES = PAGES['_newPages'] ?? [];

describe('páginas do tutorial', () => {
  it.each(folders.flatMap((folder) => (PAGES[folder] ?? []).map((page) => `${folder}/${page}`)))(
    '%s existe',
    (page) => {
      expect(existsSync(path.join(DOCS, `${page}.md`)) || existsSync(path.join(DOCS, `${page}.mdx`))).toBe(true);
    },
  );

  it('a barra lateral lista os tópicos e as páginas de pages.json, na ordem', () => {
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
    const legacyPages = folders
      .flatMap((folder) => (PAGES[folder] ?? []).map((page) => `${folder}/${page}`))
      .filter((page) => !NEW_PAGES.includes(page));
    expect([...new Set(redirects.map((redirect) => redirect.to))].sort()).toEqual(
      legacyPages.map((page) => `/docs/${page}`).sort(),
    );
  });

  it('as páginas novas não ganham endereço antigo, e os tópicos antigos mantêm o número', () => {
    expect(NEW_PAGES.length).toBeGreaterThan(0);
    const targets = new Set(legacyRedirects().map((redirect) => redirect.to));
    for (const page of NEW_PAGES) expect(targets.has(`/docs/${page}`), page).toBe(false);
    // The earlier site numbered its fourteen topics; a new topic after them leaves those numbers alone.
    expect(legacyRedirects()).toContainEqual({
      from: '/docs/14. Matrículas/enrollment-consultar-contrato',
      to: '/docs/matriculas/enrollment-consultar-contrato',
    });
  });
});
