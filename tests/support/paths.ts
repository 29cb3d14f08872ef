/**
 * Where the tests find the repository and their fixtures: one place, so that moving a test file
 * never breaks a relative path to data it reads.
 */
import path from 'node:path';

import {REPO_ROOT} from '../../src/lib/repo-root';

export {REPO_ROOT};
/** Files that only tests read: small sites, schemas, shims. */
export const FIXTURES = path.join(REPO_ROOT, 'tests', 'support', 'fixtures');
/** A fixture file by its path under FIXTURES. */
export const fixture = (...parts: string[]): string => path.join(FIXTURES, ...parts);
/** A file of the repository by its path from the root. */
export const repoPath = (...parts: string[]): string => path.join(REPO_ROOT, ...parts);
