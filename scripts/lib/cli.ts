/**
 * Runs a script's `main(args)` when the file is executed (`tsx scripts/x.ts`), not when a
 * test imports it; the exit code is main's, and an unexpected error is printed with the
 * command's name and exits 1.
 */
import {realpathSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

export function runIfEntryPoint(
  moduleUrl: string,
  command: string,
  main: (args: readonly string[]) => Promise<number>,
): void {
  const entry = process.argv[1];
  let isEntry = false;
  try {
    isEntry = entry !== undefined && realpathSync(entry) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    isEntry = false;
  }
  if (!isEntry) return;
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${command}: erro inesperado: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
