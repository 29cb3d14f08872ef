/**
 * The tutorial's topics as the files give them: every folder of docs/ with a `_category_.json` (its label and
 * its `position` in the sidebar), in the sidebar's order. Docusaurus builds the sidebar from the same files
 * (sidebars.ts, src/lib/tutorial-sidebar.ts); the scripts and tests that go topic by topic read them here.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {REPO_ROOT} from './repo-root';

export interface TutorialTopic {
  /** Folder under docs/ and route segment: /docs/<folder>/<page>. */
  readonly folder: string;
  /** The category's label in the sidebar. */
  readonly label: string;
  /** The category's `position` in the sidebar. */
  readonly position: number;
}

interface CategoryFile {
  readonly label?: unknown;
  readonly position?: unknown;
}

export const DOCS_DIR = path.join(REPO_ROOT, 'docs');

/** The topics of `docsDir`, sorted by position; a folder whose `_category_.json` lacks a label or position throws. */
export function readTutorialTopics(docsDir = DOCS_DIR): TutorialTopic[] {
  return readdirSync(docsDir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(docsDir, entry.name, '_category_.json')))
    .map((entry) => {
      const file = path.join(docsDir, entry.name, '_category_.json');
      const category = JSON.parse(readFileSync(file, 'utf8')) as CategoryFile;
      if (typeof category.label !== 'string' || typeof category.position !== 'number') {
        throw new Error(`${file}: "label" (texto) e "position" (número) são obrigatórios`);
      }
      return {folder: entry.name, label: category.label, position: category.position};
    })
    .sort((a, b) => a.position - b.position);
}
