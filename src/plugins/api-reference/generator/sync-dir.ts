/**
 * Copies a freshly generated reference over the served one, touching only what changed: files
 * whose bytes differ are rewritten, new ones added, the ones no longer generated removed. In
 * `npm start`, the docs plugin and the bundler watch api/: a schema edit that changes three
 * pages then recompiles three pages, not 750, and api/ is never empty while they read it.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

function filesUnder(dir: string): Set<string> {
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir, {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))),
  );
}

/** Makes `to` hold exactly the files of `from`; returns how many files it wrote or removed. */
export function syncDir(from: string, to: string): number {
  const wanted = filesUnder(from);
  let changes = 0;
  for (const file of filesUnder(to)) {
    if (!wanted.has(file)) {
      rmSync(path.join(to, file));
      changes += 1;
    }
  }
  for (const file of wanted) {
    const content = readFileSync(path.join(from, file));
    const target = path.join(to, file);
    if (existsSync(target) && readFileSync(target).equals(content)) continue;
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, content);
    changes += 1;
  }
  return changes;
}
