import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {installAccentFolding, type LunrLike} from './accent-folding';

type LanguageRegistration = (lunr: LunrLike) => void;

const ORIGINAL_LUNR = '@portal/lunr-original';

/**
 * Makes the local search accent-insensitive ("autenticacao" finds "autenticação").
 *
 * @easyops-cn/docusaurus-search-local offers no pipeline hook, so:
 * - at build time, in this Node process, the cached lunr-languages Portuguese module
 *   is wrapped, so the plugin's index builder folds accents before stemming;
 * - in the browser, the search worker's `lunr` import is aliased to
 *   lunr-with-folding.ts, which registers the folding step that the index's search
 *   pipeline names before the worker loads the index.
 */
export default function searchAccentFolding(context: LoadContext): Plugin {
  const fromSearchPlugin = createRequire(
    require.resolve('@easyops-cn/docusaurus-search-local/package.json', {paths: [context.siteDir]}),
  );
  wrapCachedModule(fromSearchPlugin, fromSearchPlugin.resolve('lunr-languages/lunr.pt'));
  const lunrPath = fromSearchPlugin.resolve('lunr');

  return {
    name: 'search-accent-folding',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // Exact matches only: the shim's own import of the real lunr must not loop.
            lunr$: path.join(__dirname, 'lunr-with-folding.ts'),
            [`${ORIGINAL_LUNR}$`]: lunrPath,
          },
        },
      };
    },
  };
}

function wrapCachedModule(load: NodeJS.Require, modulePath: string): void {
  const register = load(modulePath) as LanguageRegistration;
  const cached = load.cache[modulePath];
  if (cached === undefined) throw new Error(`Módulo não encontrado no cache: ${modulePath}`);
  cached.exports = (lunr: LunrLike): void => {
    register(lunr);
    installAccentFolding(lunr);
  };
}
