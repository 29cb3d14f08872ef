/** The shape of bench/results/latest.json: one run of `npm run bench`. */

export interface BuildTiming {
  readonly seconds: number;
  /** Seconds spent in `npm run reference` (graphql-markdown and post-processing), from its log. */
  readonly referenceSeconds?: number;
  readonly pages: number;
  /** The build passed its time limit and was stopped: `seconds` is a lower bound. */
  readonly interrupted?: boolean;
}

export interface BuildSection {
  readonly faster: {readonly cold: BuildTiming; readonly warm: BuildTiming};
  /** Undefined when the webpack build failed; `error` then says why. */
  readonly withoutFaster: {readonly cold?: BuildTiming; readonly warm?: BuildTiming; readonly error?: string};
}

export interface SchemaScalingPoint {
  readonly factor: number;
  readonly schemaBytes: number;
  readonly types: number;
  readonly operations: number;
  readonly build: BuildTiming;
  /** build.seconds ÷ the snapshot's (factor 1) build seconds. */
  readonly ratio: number;
}

export interface PageWeight {
  readonly jsGzipBytes: number;
  readonly jsFiles: number;
  /** Of jsGzipBytes, what the page requested up to its hydration: its own JS, not what it imports later. */
  readonly initialJsGzipBytes?: number;
  /** The same for CSS. */
  readonly initialCssGzipBytes?: number;
  readonly cssGzipBytes: number;
  readonly cssFiles: number;
  readonly htmlBytes: number;
  readonly htmlGzipBytes: number;
}

export interface LighthouseScores {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /** How many runs each figure is the median of (scripts/bench/lighthouse.ts). */
  readonly runs: number;
  readonly firstContentfulPaintMs: number;
  readonly largestContentfulPaintMs: number;
  /** The median of each run's LCP − FCP (not the difference of the two medians). */
  readonly lcpAfterFcpMs: number;
  readonly totalBlockingTimeMs: number;
}

/**
 * How much first-load JS a page kind may add to the floor's: pages built around code examples
 * and schemas (guides, the reference, webhook events) get more room than reading pages.
 */
export type PageWeightClass = 'rico' | 'leve';

export interface PageResult {
  readonly kind: string;
  readonly label: string;
  readonly path: string;
  readonly weightClass?: PageWeightClass;
  readonly weight?: PageWeight;
  readonly lighthouse?: LighthouseScores;
}

/** The explorer: its page like the others, and what it loads after its first paint. */
export interface ExplorerResult {
  readonly page: PageResult;
  /** JS (gzip) the explorer imports after the page's own: the editor, GraphiQL, the simulated API. */
  readonly lazyJsGzipBytes: number;
  readonly lazyCssGzipBytes: number;
  readonly schemaBytes: number;
  readonly schemaGzipBytes: number;
  /** Navigation to the first simulated answer on screen, median of `runs`. */
  readonly firstResultMs: number;
  /** The API mutation page's navigation to its load event, median of `runs`, in the same run. */
  readonly apiPageLoadMs: number;
  readonly runs: number;
}

/** The floor site (bench/floor-site): its one page, measured like the portal's. */
export interface FloorResult extends PageResult {
  readonly buildSeconds: number;
}

/**
 * A reference site measured on the portal's page kinds (the route floor, the peer): each page
 * carries the `kind` of the portal's page it stands beside.
 */
export interface ReferenceSiteResult {
  readonly buildSeconds: number;
  readonly pages: readonly PageResult[];
}

export interface SearchIndexSize {
  readonly context: string;
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Pages the index covers. */
  readonly pages: number;
}

export interface SearchLatencySample {
  readonly page: string;
  readonly query: string;
  /** The median of the loads measured (`loadsMs`). */
  readonly firstResultMs: number;
  /** Each load's time, when the query was measured more than once (older results have one). */
  readonly loadsMs?: readonly number[];
  readonly firstResult: string;
  /**
   * Bytes (gzip) the first search downloaded: everything requested from the keystroke to the
   * first result, plus what the page had prefetched for the search beforehand.
   */
  readonly downloadedGzipBytes: number;
}

export interface BenchResult {
  readonly date: string;
  readonly commit: string;
  readonly machine: {
    readonly cpus: number;
    readonly memoryGiB: number;
    readonly node: string;
    readonly chromium: string;
  };
  readonly builds?: BuildSection;
  readonly schemaScaling?: readonly SchemaScalingPoint[];
  readonly floor?: FloorResult;
  /** bench/route-floor-site: every route of the portal, each page empty. */
  readonly routeFloor?: ReferenceSiteResult;
  /** bench/peer-site: the schema through @graphql-markdown/docusaurus on a fresh classic site. */
  readonly peer?: ReferenceSiteResult;
  readonly pages?: readonly PageResult[];
  readonly explorer?: ExplorerResult;
  readonly search?: {
    readonly indexes: readonly SearchIndexSize[];
    readonly latency: readonly SearchLatencySample[];
  };
}

/** A figure from a build stopped at its time limit is a lower bound: "> 11.01×". */
export function lowerBound(timing: BuildTiming | undefined, text: string): string {
  return timing?.interrupted === true ? `> ${text}` : text;
}
