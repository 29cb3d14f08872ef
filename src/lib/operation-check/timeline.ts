/**
 * The schema's history reduced to what the checker needs: the release dates, the members that
 * some release lacked (with the releases that have them) and the release that deprecated each
 * deprecated member of the newest. Built from the full schemas (src/lib/schema-history.ts) by the
 * command line and at build time, and small enough for the browser, which never loads the old
 * schemas themselves. Member paths are the changelog's: `Type`, `Type.field`, `Type.field.argument`,
 * `Input.field`, `Enum.VALUE` (src/lib/schema-members.ts).
 */
import type {GraphQLSchema} from 'graphql';

import {schemaMembers} from '../schema-members';

export interface SchemaTimeline {
  /** Release dates (AAAA-MM-DD), oldest first; the last is the current schema's. */
  readonly versions: readonly string[];
  /** Members missing from at least one release: path → indexes (into `versions`) of the releases that have it. */
  readonly partial: Readonly<Record<string, readonly number[]>>;
  /** Deprecated members of the current schema: path → date of the first release that has it deprecated. */
  readonly deprecatedIn: Readonly<Record<string, string>>;
}

export interface SchemaVersion {
  readonly date: string;
  readonly schema: GraphQLSchema;
}

/** The timeline of `versions`, oldest first, the last being the current schema. */
export function buildTimeline(versions: readonly SchemaVersion[]): SchemaTimeline {
  const perVersion = versions.map(({schema}) => {
    const members = schemaMembers(schema);
    return {
      all: new Set(members.map((member) => member.path)),
      deprecated: new Set(members.filter((member) => member.deprecationReason !== undefined).map((m) => m.path)),
    };
  });
  const everyPath = new Set(perVersion.flatMap((version) => [...version.all]));
  const partial: Record<string, number[]> = {};
  for (const path of [...everyPath].sort()) {
    const present = perVersion.flatMap((version, index) => (version.all.has(path) ? [index] : []));
    if (present.length < versions.length) partial[path] = present;
  }
  const deprecatedIn: Record<string, string> = {};
  for (const path of [...(perVersion.at(-1)?.deprecated ?? [])].sort()) {
    const first = perVersion.findIndex((version) => version.deprecated.has(path));
    const date = versions[first]?.date;
    if (date !== undefined) deprecatedIn[path] = date;
  }
  return {versions: versions.map((version) => version.date), partial, deprecatedIn};
}

/** Whether the release at `index` has the member (members of every release are not listed). */
export function existsIn(timeline: SchemaTimeline, path: string, index: number): boolean {
  const present = timeline.partial[path];
  return present === undefined || present.includes(index);
}

/**
 * The release in force on a date: the newest one published on or before it. Throws, in Portuguese,
 * for a malformed date or one before the first release.
 */
export function versionAt(timeline: SchemaTimeline, date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new Error(`Data inválida: "${date}". Use o formato AAAA-MM-DD.`);
  }
  let found = -1;
  timeline.versions.forEach((version, index) => {
    if (version <= date) found = index;
  });
  if (found < 0) {
    throw new Error(
      `Não há versão do schema em ${date}: a primeira é de ${timeline.versions[0] ?? '?'}. Versões: ${timeline.versions.join(', ')}.`,
    );
  }
  return found;
}
