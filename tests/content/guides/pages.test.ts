import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {LEGACY_ADDRESSES, legacyRedirects} from '../../../src/data/legacy-addresses';
import {GENERATED_DIR} from '../../../src/data/webhook-events';
import {readTutorialTopics} from '../../../src/lib/tutorial-topics';
import {repoPath} from '../../support/paths';
import {topicPages} from '../../support/tutorial-pages';

const DOCS = repoPath('docs');
const GENERATED = repoPath(GENERATED_DIR);
const topics = readTutorialTopics();
const pages = topics.flatMap((topic) => topicPages(DOCS, topic.folder));

describe('páginas do tutorial', () => {
  it('cada pasta de docs/ é um tópico, com rótulo e posição no _category_.json, posições distintas', () => {
    const folders = readdirSync(DOCS, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(topics.map((topic) => topic.folder).sort()).toEqual(folders.sort());
    const positions = topics.map((topic) => topic.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it.each(topics.map((topic) => topic.folder))('%s: cada página tem sidebar_position, sem repetir', (folder) => {
    const inTopic = topicPages(DOCS, folder);
    expect(inTopic.length).toBeGreaterThan(0);
    for (const page of inTopic) expect(page.position, page.id).toBeTypeOf('number');
    expect(new Set(inTopic.map((page) => page.position)).size).toBe(inTopic.length);
  });

  it('nenhuma página fica fora de um tópico além da introdução', () => {
    const loose = readdirSync(DOCS).filter((name) => /\.mdx?$/.test(name));
    expect(loose).toEqual(['introducao.md']);
    // The introduction comes before every topic.
    const position = /^sidebar_position: (\d+)$/m.exec(readFileSync(path.join(DOCS, 'introducao.md'), 'utf8'))?.[1];
    expect(Number(position)).toBeLessThan(Math.min(...topics.map((topic) => topic.position)));
  });

  it('cada endereço antigo leva a uma página que existe', () => {
    const ids = new Set(pages.map((page) => page.id));
    for (const [oldAddress, page] of LEGACY_ADDRESSES) expect(ids.has(page), `${oldAddress} -> ${page}`).toBe(true);
    const olds = LEGACY_ADDRESSES.map(([oldAddress]) => oldAddress);
    expect(new Set(olds).size).toBe(olds.length);
  });

  it('os endereços antigos citados pela especificação redirecionam para as páginas certas', () => {
    const redirects = legacyRedirects();
    expect(redirects).toContainEqual({
      from: '/docs/2. Dependentes/dependentes-consultar',
      to: '/docs/dependentes/consultar',
    });
    expect(redirects).toContainEqual({
      from: '/docs/14. Matrículas/enrollment-consultar-contrato',
      to: '/docs/matriculas/enrollment-consultar-contrato',
    });
    expect(redirects).toContainEqual({
      from: '/docs/12. Webhooks/webhook-cobranca-criada-ou-alterada',
      to: '/docs/webhooks/cobranca-criada-ou-alterada',
    });
  });

  it('as páginas geradas dos eventos de webhook ficam fora das pastas de tópico lidas aqui', () => {
    expect(pages.some((page) => page.file.startsWith(`${GENERATED}${path.sep}`))).toBe(false);
  });
});

/**
 * The sidebar is derived from docs/: a second, hand-kept list of a topic's pages would go stale silently. Any
 * source file (code or data, outside docs/) that names every page of a topic with four or more pages fails here;
 * the frozen table of the earlier site's addresses is the one exception (it lists old pages, not the sidebar).
 */
describe('nenhuma cópia da lista de páginas', () => {
  const ALLOWED = new Set([repoPath('src/data/legacy-addresses.ts')]);
  const roots = ['src', 'scripts', 'tests', 'sidebars.ts', 'docusaurus.config.ts'].map((root) => repoPath(root));
  const files = roots.flatMap((root) =>
    root.endsWith('.ts')
      ? [root]
      : readdirSync(root, {recursive: true, withFileTypes: true})
          .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|js|mjs|json)$/.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .filter((file) => !file.includes(`${path.sep}generated${path.sep}`)),
  );
  const bigTopics = topics.filter((topic) => topicPages(DOCS, topic.folder).length >= 4);

  it.each(bigTopics.map((topic) => topic.folder))('ninguém lista à mão todas as páginas de %s', (folder) => {
    const names = topicPages(DOCS, folder).map((page) => page.id.slice(folder.length + 1));
    const copies = files
      .filter((file) => !ALLOWED.has(file) && existsSync(file))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return source.includes(folder) && names.every((name) => new RegExp(`['"\`]${name}['"\`]`).test(source));
      });
    expect(copies.map((file) => path.relative(repoPath(), file))).toEqual([]);
  });
});
