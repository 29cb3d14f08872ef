/**
 * The entries of the schema changes' Atom feed (src/lib/machine-readable.ts SCHEMA_FEED_ROUTE): one
 * per version of the schema's history that has an earlier one to compare with, newest first, each
 * linking to the version's section of "Mudanças no schema". Incompatible changes and deprecations,
 * what an integrator must act on, are counted in the entry's title and marked in its content and
 * categories. Pure: the changes in (src/lib/schema-changes.ts), the entries and the XML out.
 */
import {Feed} from 'feed';

import {longDate} from './long-date';
import {SEVERITIES, SEVERITY_LABELS, type SchemaChange} from './schema-changes';
import type {SchemaRelease} from './schema-history-download';

export type {SchemaRelease} from './schema-history-download';

/** The changes that deprecate a member (graphql-inspector's types, as src/lib/schema-changes.ts reports them). */
export const DEPRECATING_CHANGE_TYPES: readonly string[] = [
  'FIELD_DEPRECATION_ADDED',
  'ENUM_VALUE_DEPRECATION_REASON_ADDED',
];

export const isDeprecating = (change: SchemaChange): boolean => DEPRECATING_CHANGE_TYPES.includes(change.type);
export const isBreaking = (change: SchemaChange): boolean => change.severity === 'incompativel';

export interface FeedSite {
  readonly title: string;
  /** Absolute address of the site, without the trailing slash. */
  readonly url: string;
  readonly copyright: string;
}

export interface SchemaFeedEntry {
  readonly id: string;
  readonly title: string;
  /** The version's section on the changelog page. */
  readonly link: string;
  readonly date: Date;
  readonly breaking: number;
  readonly deprecating: number;
  /** Atom category terms: `incompativel` and/or `obsolescencia`. */
  readonly categories: readonly string[];
  /** HTML. */
  readonly content: string;
}

const plural = (count: number, one: string, many: string): string => `${String(count)} ${count === 1 ? one : many}`;

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A changelog sentence (Markdown with code spans) as HTML. */
const messageHtml = (message: string): string =>
  escapeHtml(message).replace(/`([^`]+)`/g, (_match, name: string) => `<code>${name}</code>`);

/** "2 incompatíveis, 1 obsolescência", or that there is nothing to act on. */
export function releaseMarks(changes: readonly SchemaChange[]): string {
  const breaking = changes.filter(isBreaking).length;
  const deprecating = changes.filter(isDeprecating).length;
  const marks = [
    ...(breaking > 0 ? [plural(breaking, 'incompatível', 'incompatíveis')] : []),
    ...(deprecating > 0 ? [plural(deprecating, 'obsolescência', 'obsolescências')] : []),
  ];
  return marks.length > 0 ? marks.join(', ') : 'sem mudanças incompatíveis nem obsolescências';
}

function entryContent(release: SchemaRelease, link: string): string {
  const parts = [
    `<p>${escapeHtml(plural(release.changes.length, 'mudança', 'mudanças'))} no schema na versão de ${escapeHtml(
      longDate(release.date),
    )}: ${escapeHtml(releaseMarks(release.changes))}. <a href="${escapeHtml(link)}">Ver no portal</a>.</p>`,
  ];
  for (const severity of SEVERITIES) {
    const group = release.changes.filter((change) => change.severity === severity);
    if (group.length === 0) continue;
    const items = group.map(
      (change) =>
        `<li>${isDeprecating(change) ? '<strong>Obsolescência:</strong> ' : ''}${messageHtml(change.message)}</li>`,
    );
    parts.push(`<h2>${escapeHtml(SEVERITY_LABELS[severity])}</h2>`, `<ul>${items.join('')}</ul>`);
  }
  return parts.join('\n');
}

/** The feed's entries, newest first, for releases given in any order. */
export function schemaFeedEntries(
  releases: readonly SchemaRelease[],
  site: FeedSite,
  changelogRoute: string,
): SchemaFeedEntry[] {
  return [...releases]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((release) => {
      const link = `${site.url}${changelogRoute}#${release.date}`;
      const breaking = release.changes.filter(isBreaking).length;
      const deprecating = release.changes.filter(isDeprecating).length;
      return {
        id: link,
        title: `Schema de ${longDate(release.date)}: ${releaseMarks(release.changes)}`,
        link,
        date: new Date(`${release.date}T00:00:00Z`),
        breaking,
        deprecating,
        categories: [...(breaking > 0 ? ['incompativel'] : []), ...(deprecating > 0 ? ['obsolescencia'] : [])],
        content: entryContent(release, link),
      };
    });
}

/** The Atom document of the entries; `feedRoute` is where it is published, `changelogRoute` the page. */
export function schemaFeedXml(
  entries: readonly SchemaFeedEntry[],
  site: FeedSite,
  routes: {readonly feed: string; readonly changelog: string},
): string {
  const newest = entries[0];
  const feed = new Feed({
    id: `${site.url}${routes.feed}`,
    title: `Mudanças no schema · ${site.title}`,
    description:
      'O que cada versão da API mudou no schema GraphQL, com as mudanças incompatíveis e as obsolescências marcadas.',
    link: `${site.url}${routes.changelog}`,
    language: 'pt-BR',
    copyright: site.copyright,
    updated: newest?.date ?? new Date(0),
    feedLinks: {atom: `${site.url}${routes.feed}`},
    author: {name: site.title, link: site.url},
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.id,
      title: entry.title,
      link: entry.link,
      date: entry.date,
      content: entry.content,
      category: entry.categories.map((term) => ({
        term,
        name: term === 'incompativel' ? 'Incompatível' : 'Obsolescência',
      })),
    });
  }
  return feed.atom1();
}
