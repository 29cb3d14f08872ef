/** What the home page needs to know about one release note. */
export interface ReleaseNoteSummary {
  readonly title: string;
  readonly permalink: string;
  /** ISO 8601 date of the post. */
  readonly date: string;
  /** The same date as the page shows it, written at build time (src/lib/long-date.ts). */
  readonly dateLabel: string;
  readonly description: string;
}
