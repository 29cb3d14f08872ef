/*
 * Browser-side stand-in for `lunr`, swapped in by this plugin's webpack alias for the
 * search worker: it registers the accent-folding step under the label that the
 * hashed index names in its search pipeline, then hands back the real lunr. In the
 * worker it also loads the compact indexes (src/plugins/search-index-compact), whose
 * positions come from the text through the indexing pipeline: Portuguese with the same
 * folding (installed on first use, once the worker has registered the language).
 */
import lunr from '@portal/lunr-original';

import {installAccentFolding, registerFoldingStep} from './accent-folding';
import type {LunrLike as CompactLunr} from '../search-index-compact/compact';
import {installCompactIndexLoading} from '../search-index-compact/worker-loading';

registerFoldingStep(lunr);

const inWorker = typeof (globalThis as {WorkerGlobalScope?: unknown}).WorkerGlobalScope !== 'undefined';
if (inWorker) {
  installCompactIndexLoading(lunr as unknown as CompactLunr, () => {
    installAccentFolding(lunr);
    return lunr.pt;
  });
}

export default lunr;
