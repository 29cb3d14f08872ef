import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {announcementBar, readReleaseNotes} from '../../../src/lib/release-notes';

/** A blog/ folder with the given posts (file name -> front matter lines). */
function blog(posts: Record<string, string[]>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'notas-'));
  for (const [name, lines] of Object.entries(posts)) {
    writeFileSync(path.join(dir, name), ['---', ...lines, '---', '', 'Texto.', ''].join('\n'));
  }
  writeFileSync(path.join(dir, 'tags.yml'), 'release-notes:\n  label: Notas de versão\n');
  return dir;
}

const post = (date: string, extra: string[] = []): string[] => [
  `slug: ${date}-release-notes`,
  `title: Notas de ${date}`,
  `date: ${date}`,
  ...extra,
];

describe('notas de versão', () => {
  it('lê as notas de blog/ da mais recente para a mais antiga, com a data em AAAA-MM-DD', () => {
    const notes = readReleaseNotes(
      blog({'2024-07-08-a.md': post('2024-07-08'), 'b.md': post('2025-01-02'), 'c.mdx': post('2024-09-04')}),
    );
    expect(notes.map((note) => [note.date, note.slug])).toEqual([
      ['2025-01-02', '2025-01-02-release-notes'],
      ['2024-09-04', '2024-09-04-release-notes'],
      ['2024-07-08', '2024-07-08-release-notes'],
    ]);
  });

  it('a barra de anúncio diz o announcement da mais recente e leva a ela', () => {
    const notes = readReleaseNotes(
      blog({
        'a.md': post('2024-07-08', ['announcement: webhooks novos.']),
        'b.md': post('2024-09-04', ['announcement: "relatório de débitos: consulta nova."']),
      }),
    );
    expect(announcementBar(notes)).toEqual({
      id: 'announcement-2024-09-04',
      content:
        'Novidade: relatório de débitos: consulta nova. <a href="/blog/2024-09-04-release-notes">Leia as notas de versão</a>.',
      isCloseable: true,
    });
  });

  it('recusa uma nota mais recente sem announcement, e uma nota sem slug ou data', () => {
    const notes = readReleaseNotes(
      blog({'a.md': post('2024-07-08', ['announcement: webhooks novos.']), 'b.md': post('2024-09-04')}),
    );
    expect(() => announcementBar(notes)).toThrow(/b\.md: a nota mais recente precisa de "announcement"/);
    expect(() => readReleaseNotes(blog({'c.md': ['title: Sem slug', 'date: 2024-01-01']}))).toThrow(/slug/);
    expect(() => readReleaseNotes(blog({'d.md': ['slug: d', 'title: D', 'date: ontem']}))).toThrow(/AAAA-MM-DD/);
  });
});
