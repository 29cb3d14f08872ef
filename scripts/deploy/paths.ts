/** Where the hosting recipe lives in the repository, and the deploy scripts' defaults. */
import path from 'node:path';
import {REPO_ROOT} from '../../src/lib/repo-root';

export const DEFAULT_BUILD_DIR = path.join(REPO_ROOT, 'build');
/** deploy/nginx/: the server block (portal.conf), its snippets/ and generated/ (gitignored). */
export const NGINX_DIR = path.join(REPO_ROOT, 'deploy', 'nginx');
export const SERVER_BLOCK_FILE = 'portal.conf';
export const GENERATED_DIR = path.join(NGINX_DIR, 'generated');
/** The nginx snippet with the Content-Security-Policy header, and the bare policy for other hosts. */
export const CSP_NGINX_FILE = 'csp.conf';
export const CSP_TEXT_FILE = 'csp.txt';
