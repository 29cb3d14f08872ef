/**
 * Replaces the theme's hook that registers `prism.additionalLanguages` in the bundle every page
 * loads first (src/plugins/prism-grammars). The theme calls it from its client module, at the
 * start of both bundles: importing this side's generated module there registers every grammar in
 * the server bundle (a chunk split from it would run outside its global scope and not find
 * `Prism`) and, in the browser, only names the chunks each language loads on demand.
 */
import '@prism-grammars/generated';

export default function prismIncludeLanguages(): void {
  // Nothing to register up front: see ../load.ts.
}
