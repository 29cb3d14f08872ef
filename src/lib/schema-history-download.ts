/**
 * The schema's history as a download (`/downloads/schema-history.json`, src/lib/machine-readable.ts):
 * the versions, what each changed from the one before (src/lib/schema-changes.ts, the changelog's
 * sentences) and the operation checker's timeline (in which versions each member exists, when each
 * deprecated member was deprecated). Written by src/plugins/api-downloads; read by tools such as the
 * MCP server (scripts/mcp), which must not carry a copy of the history. Types only: no runtime code.
 */
import type {SchemaTimeline} from './operation-check';
import type {SchemaChange} from './schema-changes';

/** One version and what it changed from the version before it. */
export interface SchemaRelease {
  /** The version's date, AAAA-MM-DD (its section's id on the changelog page). */
  readonly date: string;
  readonly changes: readonly SchemaChange[];
}

export interface SchemaHistoryDownload {
  /** Every version after the first, oldest first. */
  readonly releases: readonly SchemaRelease[];
  readonly timeline: SchemaTimeline;
}
