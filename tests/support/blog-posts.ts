/**
 * The release notes as blog/ holds them, read straight from the posts' front matter (never from the site's code,
 * src/lib/release-notes.ts), for the browser tests that check the blog's lists and the announcement bar: a new
 * post changes what they expect without an edit to them.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {frontMatter} from './front-matter';

export interface BlogPost {
  readonly route: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly tags: readonly string[];
  readonly announcement: string | undefined;
}

/** Every post of `blogDir` (the repository's blog/), newest first. */
export function blogPosts(blogDir: string): BlogPost[] {
  return readdirSync(blogDir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const front = frontMatter(readFileSync(path.join(blogDir, name), 'utf8'));
      const date = front['date'];
      return {
        route: `/blog/${String(front['slug'])}`,
        date: date instanceof Date ? date.toISOString().slice(0, 10) : String(date),
        tags: Array.isArray(front['tags']) ? front['tags'].map(String) : [],
        announcement: typeof front['announcement'] === 'string' ? front['announcement'] : undefined,
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
