/** What the home page needs to know about one release note. */
export interface ReleaseNoteSummary {
  readonly title: string;
  readonly permalink: string;
  /** ISO 8601 date of the post. */
  readonly date: string;
  readonly description: string;
}
