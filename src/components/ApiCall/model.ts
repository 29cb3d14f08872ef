/** ApiCall's view model: its props and the example they carry, for the React and Markdown renderers. */
import type {ExampleTab} from '../../lib/languages';

export interface ApiCallProps {
  /** The example's tabs as JSON, filled in at build time by the api-call remark plugin. */
  readonly tabs?: string;
  /** The explorer's link to the same request, filled in by the same plugin. */
  readonly explorer?: string;
}

/** The tabs and the explorer's link; without them the remark plugin did not run on the page. */
export function apiCallData({tabs, explorer}: ApiCallProps): {tabs: ExampleTab[]; explorer: string} {
  if (tabs === undefined || explorer === undefined) {
    throw new Error('ApiCall sem dados: o plugin remark api-call não foi aplicado a esta página.');
  }
  return {tabs: JSON.parse(tabs) as ExampleTab[], explorer};
}
