import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {Prism} from 'prism-react-renderer';

import {PRISM_COMPONENTS} from '../../lib/languages';
import {clientModule, grammarLoads, serverModule, type PrismCatalogue} from './grammars';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a JSON catalogue read at build time
const catalogue = require('prismjs/components.json') as PrismCatalogue;

/**
 * The grammars of the examples' languages that prism-react-renderer does not bundle (bash for curl,
 * C#, Java, PHP), loaded only by the pages that show them.
 *
 * Docusaurus' `prism.additionalLanguages` puts every grammar in the bundle every page downloads
 * first (about 10 KB gzip here, for code most pages never show: a reference page opens on its
 * GraphQL tab). Instead, the server bundle registers them all before rendering, so the HTML comes
 * highlighted, and in the browser the code block (theme/CodeBlock) waits for its grammar's chunk:
 * during hydration React keeps the server's HTML until the chunk arrives.
 */
export default function prismGrammars(context: {generatedFilesDir: string}): Plugin {
  const loads = grammarLoads(PRISM_COMPONENTS, catalogue, (component) => Prism.languages[component] !== undefined);
  const folder = path.join(context.generatedFilesDir, 'prism-grammars');
  return {
    name: 'prism-grammars',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    async loadContent() {
      await mkdir(folder, {recursive: true});
      await writeFile(path.join(folder, 'client.js'), clientModule(loads));
      await writeFile(path.join(folder, 'server.js'), serverModule(loads));
    },
    configureWebpack: (_config, isServer) => ({
      resolve: {alias: {'@prism-grammars/generated': path.join(folder, isServer ? 'server.js' : 'client.js')}},
    }),
  };
}
