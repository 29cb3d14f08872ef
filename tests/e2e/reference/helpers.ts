import {execFileSync} from 'node:child_process';
import path from 'node:path';

import type {Page} from '@playwright/test';

import type {PageFolder} from '../../support/reference-routes';

import {expect} from '../fixtures';

/**
 * What the API reference's browser tests (tests/e2e/reference/) share: the routes and names the
 * schema snapshot gives the build, the path of the build, and locators of the generated pages.
 *
 * The API reference in the production build: one page per operation and type at the route
 * graphql-markdown gives it, Portuguese labels, links between pages, pagination, table of contents,
 * examples that copy, and search that finds an operation by its name.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
export const BUILD = path.join(ROOT, 'build');

interface Expected {
  routes: Record<PageFolder, string[]>;
  names: Record<PageFolder, string[]>;
  categories: string[];
  addDependentDocument: string;
  billingFields: string[];
}

/** Routes and example derived from the schema snapshot (see tests/support/reference-routes.ts). */
export const expected = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tests/support/expected-reference.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
  }),
) as Expected;

export const main = (page: Page) => page.locator('main');

/** Route of the category page of a folder of entries ("types/inputs" → /api/category/inputs). */
export const categoryRoute = (folder: string) => `/api/category/${folder.split('/').at(-1) ?? ''}`;

/** Section headings of the generated pages, by their anchor (e.g. "usado-em" for "Usado em"). */
const SECTION_IDS: Readonly<Record<string, string>> = {
  Argumentos: 'argumentos',
  Tipo: 'tipo',
  Exemplo: 'exemplo',
  Campos: 'campos',
  'Devolvido por': 'devolvido-por',
  'Usado em': 'usado-em',
};

export function section(page: Page, title: string) {
  return main(page).locator(`h2#${SECTION_IDS[title] ?? ''}`);
}

export async function expectSections(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    await expect(section(page, title), title).toBeVisible();
    await expect(section(page, title), title).toHaveText(new RegExp(`^${title}\\W*$`));
  }
}
