/**
 * The schema snapshot's SDL the simulator runs on. In the repository it is read from the file; the
 * single-file download has it built in: src/plugins/api-downloads replaces this module when it
 * bundles the simulator (SCHEMA_SDL_MODULE), so the download reads no file.
 */
import {readFileSync} from 'node:fs';

import {SNAPSHOT_PATH} from '../../src/lib/schema-snapshot';

export function schemaSdl(): string {
  return readFileSync(SNAPSHOT_PATH, 'utf8');
}
