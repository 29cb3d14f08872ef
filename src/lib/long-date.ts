/**
 * The site's long date in Portuguese, "8 de julho de 2024": how the release notes, the schema's
 * changelog, its feed and the operation checker write a day. The formatter is made on first use,
 * never when a module is imported: in the browser, a page's first Intl.DateTimeFormat costs
 * 15–30 ms of main thread (Chromium loads the locale's data then), and the home page used to pay it
 * just to show three dates, which the build now writes (src/plugins/latest-release-notes).
 */
let formatter: Intl.DateTimeFormat | undefined;

/** A day ("2024-07-08") or a moment (a Date, or ISO 8601 with time) → "8 de julho de 2024", in UTC. */
export function longDate(date: string | Date): string {
  formatter ??= new Intl.DateTimeFormat('pt-BR', {dateStyle: 'long', timeZone: 'UTC'});
  const moment =
    typeof date === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/u.test(date) ? `${date}T00:00:00Z` : date) : date;
  return formatter.format(moment);
}
