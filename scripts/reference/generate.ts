/**
 * `npm run reference`: regenerates the API reference under api/ now, whether or not it is up to
 * date. The reference plugin (src/plugins/api-reference) does the same on its own in every
 * `docusaurus build` and `npm start`; this command is for looking at the generated MDX.
 */
import {generateReference} from '../../src/plugins/api-reference/generator/run';
import {REPO_ROOT} from '../../src/lib/repo-root';

generateReference(REPO_ROOT, {force: true}).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
