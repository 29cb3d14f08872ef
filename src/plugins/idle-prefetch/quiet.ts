/**
 * How long prefetching waits: from the page's start, and after each key press, tap or click, until
 * the reader has been still this long. What the page and the reader asked for comes first: above
 * all a search opened right after the page, whose index Ctrl+K downloads and loads. Prefetching in
 * those seconds made the first search up to 1.7× slower and added up to 300 KB to its downloads
 * (bench, session 21). Plain data: the browser tests read it too.
 */
export const PREFETCH_QUIET_MS = 2000;

/** The reader's input that restarts the wait. */
export const READER_INPUT = ['keydown', 'pointerdown'] as const;
