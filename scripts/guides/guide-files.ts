/** The guide pages of a folder (docs/, src/pages/): every .md and .mdx, the generated webhook events excluded. */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {GENERATED_DIR} from '../../src/data/webhook-events';
import {REPO_ROOT} from '../../src/lib/repo-root';

/** Folder of the webhook events' pages: build output of the OpenAPI plugin, not guides (tests/content/webhooks checks them). */
const GENERATED = path.resolve(REPO_ROOT, GENERATED_DIR);

export function listGuides(docsDir: string): string[] {
  return readdirSync(docsDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .filter((entry) => !`${entry.parentPath}${path.sep}`.startsWith(`${GENERATED}${path.sep}`))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
