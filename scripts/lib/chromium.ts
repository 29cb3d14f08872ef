/**
 * The Chromium that browser tests and the benchmark drive: the system's (Debian's package on
 * CI) when the machine has one, Playwright's own browser otherwise. The flags keep it from
 * reaching out to Google's services, which this machine's closed network refuses, and let it
 * run as root in a container.
 */
import {existsSync} from 'node:fs';

export const SYSTEM_CHROMIUM: string | undefined = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
);

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
