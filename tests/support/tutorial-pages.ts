/**
 * The tutorial's pages as docs/ gives them, for the tests that check the sidebar against the files: each topic
 * folder's pages in the order of their `sidebar_position` front matter. Read straight from the files, never from
 * the sidebar generator (src/lib/tutorial-sidebar.ts), so that a wrong generator fails the tests.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {frontMatter} from './front-matter';

export interface TutorialPage {
  /** Doc id and route under /docs/: "<folder>/<file name without extension>". */
  readonly id: string;
  readonly file: string;
  /** The front matter's `sidebar_position`; undefined when it is missing or not a number. */
  readonly position: number | undefined;
}

/**
 * The pages of <docsDir>/<folder>/ (not its subfolders), sorted by sidebar_position. The caller gives docs/ (the
 * browser tests, loaded as CommonJS, cannot use tests/support/paths.ts).
 */
export function topicPages(docsDir: string, folder: string): TutorialPage[] {
  const dir = path.join(docsDir, folder);
  return readdirSync(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      const position = frontMatter(readFileSync(file, 'utf8'))['sidebar_position'];
      return {
        id: `${folder}/${name.replace(/\.mdx?$/, '')}`,
        file,
        position: typeof position === 'number' ? position : undefined,
      };
    })
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
}
