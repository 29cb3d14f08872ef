/**
 * Whether the generated reference is up to date, so that the plugin regenerates it only when
 * something it is made from changed: each Docusaurus command constructs the plugin (the webhooks'
 * `gen-api-docs` included), and in `npm start` the plugin reloads whenever api/ changes, which
 * its own generation does.
 *
 * The inputs: the schema, the reference's home page, every TypeScript module of src/ (the
 * generator, its labels, the example data it reads), the lockfile (graphql-markdown's
 * version) and the patches of dependencies (patches/: graphql-markdown's schema map). Their
 * digest is kept in a stamp file inside the output folder, written once the output is complete:
 * an interrupted generation leaves the previous inputs' digest, which no longer matches, so the
 * next run generates again.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const STAMP_FILE = '.gerado';

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The digest of everything the reference is generated from. */
export function inputsDigest(
  siteDir: string,
  schemaPath: string,
  homepage: string,
  extraFiles: readonly string[] = [],
): string {
  const hash = createHash('sha256');
  const files = [
    schemaPath,
    homepage,
    ...extraFiles,
    path.join(siteDir, 'package-lock.json'),
    ...filesUnder(path.join(siteDir, 'src'), /\.ts$/u),
    ...filesUnder(path.join(siteDir, 'patches'), /\.patch$/u),
  ];
  for (const file of files) {
    hash.update(path.relative(siteDir, file)).update('\0');
    hash.update(existsSync(file) ? readFileSync(file) : '').update('\0');
  }
  return hash.digest('hex');
}

export function isFresh(outputDir: string, digest: string): boolean {
  const stamp = path.join(outputDir, STAMP_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === digest;
}

export function markFresh(outputDir: string, digest: string): void {
  writeFileSync(path.join(outputDir, STAMP_FILE), digest);
}
