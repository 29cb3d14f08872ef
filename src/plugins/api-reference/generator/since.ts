/**
 * "Disponível desde" and "Obsoleto desde" on the reference's pages, read from the schema's history
 * (src/lib/schema-history.ts): a type or operation says the release it appeared in, a field, input
 * field or enum value says it too when it came later than its type, and a deprecated member says
 * the release that deprecated it. What already existed in the history's first entry (the schema
 * before the first release note) is "antes de" the first release. afterPrintTypeHook (page-hooks.ts)
 * adds the notes to each type and operation page, in memory.
 */
import type {GraphQLSchema} from 'graphql';

import type {HistoryEntry} from '../../../lib/schema-history';
import {REPEATED_TEXT_CLASS} from '../../../lib/search-params';
import {CHANGELOG_ROUTE} from './changelog';
import {longDate} from '../../../lib/long-date';
import {schemaMembers} from './schema-members';

/** Every member of a schema (types and operations included), with the deprecated ones apart. */
function membersOf(schema: GraphQLSchema): {all: Set<string>; deprecated: Set<string>} {
  const members = schemaMembers(schema);
  return {
    all: new Set(members.map((member) => member.path)),
    deprecated: new Set(
      members.filter((member) => member.deprecationReason !== undefined).map((member) => member.path),
    ),
  };
}

export class SinceIndex {
  private readonly members: {all: Set<string>; deprecated: Set<string>}[];

  constructor(
    private readonly history: readonly HistoryEntry[],
    schemas: readonly GraphQLSchema[],
  ) {
    this.members = schemas.map(membersOf);
  }

  /** The index of the first entry that has the member (and, for `deprecated`, has it deprecated). */
  firstEntry(member: string, deprecated = false): number | undefined {
    const index = this.members.findIndex((entry) => (deprecated ? entry.deprecated : entry.all).has(member));
    return index < 0 ? undefined : index;
  }

  /** "8 de julho de 2024" linked to its changelog section, or "anterior a …" for the first entry. */
  text(index: number): string {
    const date = this.history[index]?.date ?? '';
    if (index === 0) return `antes de ${longDate(this.history[1]?.date ?? date)}`;
    return `[${longDate(date)}](${CHANGELOG_ROUTE}#${date})`;
  }
}

/**
 * A note as a paragraph the search leaves out: the same few dates on 750 pages would make every
 * page a result for "julho". Markdown inside the tag, so the date stays a link.
 */
const note = (text: string): string[] => [`<div className="${REPEATED_TEXT_CLASS}">`, '', text, '', '</div>'];

const MEMBER_HEADING = /^#{3,6} `([^`]+)` \\\{#[^\\]+\\\}\s*$/;

/** The notes of one page: a line under the type's description, and one under each member's heading. */
export function annotatePage(source: string, owner: string, members: boolean, since: SinceIndex): string {
  const ownerIndex = since.firstEntry(owner);
  if (ownerIndex === undefined) return source;
  const lines = source.split('\n');
  const out: string[] = [];
  let ownerDone = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!ownerDone && line.startsWith('```graphql')) {
      out.push(...note(`Disponível desde ${since.text(ownerIndex)}.`), '');
      ownerDone = true;
    }
    out.push(line);
    const heading = members ? MEMBER_HEADING.exec(line) : null;
    if (heading === null) continue;
    const member = `${owner}.${heading[1] ?? ''}`;
    const notes: string[] = [];
    const memberIndex = since.firstEntry(member);
    if (memberIndex !== undefined && memberIndex > ownerIndex)
      notes.push(`Disponível desde ${since.text(memberIndex)}.`);
    const deprecatedIndex = since.firstEntry(member, true);
    if (deprecatedIndex !== undefined) notes.push(`Obsoleto desde ${since.text(deprecatedIndex)}.`);
    if (notes.length === 0) continue;
    // After the member's type line, when it has one (fields), else right under the heading (enum values).
    if ((lines[index + 1] ?? '') === '' && (lines[index + 2] ?? '').startsWith('<div className="api-member-type">')) {
      out.push(lines[index + 1] ?? '', lines[index + 2] ?? '');
      index += 2;
    }
    out.push('', ...note(notes.join(' ')), '');
  }
  return out.join('\n');
}
