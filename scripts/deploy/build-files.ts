/** Reading the production build: its files, and a clear error when there is no build to read. */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

/** An error whose message is for the person running the script (in Portuguese), without a stack. */
export class DeployError extends Error {
  override name = 'DeployError';
}

/** Every regular file under `dir`, as paths relative to it with "/" separators, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((relative) => statSync(path.join(dir, relative)).isFile())
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

/** The build's HTML pages (relative paths); throws when the folder is missing or has no page. */
export function listHtmlPages(buildDir: string): string[] {
  let isDirectory = false;
  try {
    isDirectory = statSync(buildDir).isDirectory();
  } catch {
    isDirectory = false;
  }
  if (!isDirectory) {
    throw new DeployError(`a pasta do build não existe: ${buildDir}. Rode npm run build antes.`);
  }
  const pages = listFiles(buildDir).filter((file) => file.endsWith('.html'));
  if (pages.length === 0) {
    throw new DeployError(`nenhuma página HTML em ${buildDir}: isso não é um build do site. Rode npm run build.`);
  }
  return pages;
}
