/**
 * The release notes as blog/ gives them: each post's slug, date, title and, on the newest, the text of the
 * announcement bar. docusaurus.config.ts builds the bar from the newest post here, so that publishing a release
 * note is one file; the tests read the list of posts from here too (the spec's own dates stay in
 * tests/e2e/site-data.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {load} from 'js-yaml';

import {REPO_ROOT} from './repo-root';

export const BLOG_DIR = path.join(REPO_ROOT, 'blog');

export interface ReleaseNote {
  /** The post's file under blog/. */
  readonly file: string;
  /** The route segment after /blog/ (front matter `slug`). */
  readonly slug: string;
  /** The publication date, YYYY-MM-DD (front matter `date`). */
  readonly date: string;
  readonly title: string;
  /** Front matter `announcement`: what the announcement bar says about this release, after "Novidade:". */
  readonly announcement: string | undefined;
}

/** A YAML date (js-yaml reads 2024-09-04 as a Date) or a string, as YYYY-MM-DD. */
function isoDate(value: unknown, file: string): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  throw new Error(`${file}: "date" precisa ser uma data AAAA-MM-DD`);
}

function text(value: unknown, key: string, file: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${file}: falta "${key}" no front matter`);
  return value;
}

/** Every post of `blogDir`, newest first. */
export function readReleaseNotes(blogDir = BLOG_DIR): ReleaseNote[] {
  return readdirSync(blogDir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const file = path.join(blogDir, name);
      const block = /^---\n([\s\S]*?)\n---\n/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const front = (load(block) ?? {}) as Record<string, unknown>;
      const announcement = front['announcement'];
      return {
        file: name,
        slug: text(front['slug'], 'slug', name),
        date: isoDate(front['date'], name),
        title: text(front['title'], 'title', name),
        announcement: announcement === undefined ? undefined : text(announcement, 'announcement', name),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * The announcement bar of the newest post: its `announcement` and a link to it. Its id changes with the post, so
 * a reader who closed the previous bar sees the new one.
 */
export function announcementBar(notes: readonly ReleaseNote[]): {id: string; content: string; isCloseable: true} {
  const newest = notes[0];
  if (newest === undefined) throw new Error('blog/ não tem nenhuma nota de versão');
  if (newest.announcement === undefined) {
    throw new Error(
      `${newest.file}: a nota mais recente precisa de "announcement" no front matter (a barra de anúncio)`,
    );
  }
  return {
    id: `announcement-${newest.date}`,
    content: `Novidade: ${newest.announcement} <a href="/blog/${newest.slug}">Leia as notas de versão</a>.`,
    isCloseable: true,
  };
}
