/*
 * Browser-side stand-in for `lunr`, swapped in by this plugin's webpack alias for the
 * search worker: it registers the accent-folding step under the label that the
 * hashed index names in its search pipeline, then hands back the real lunr.
 */
import lunr from '@portal/lunr-original';

import {registerFoldingStep} from './accent-folding';

registerFoldingStep(lunr);

export default lunr;
