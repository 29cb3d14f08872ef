/**
 * The real toolchain of each language the request examples are shown in, as a check over many
 * snippets at once: bash -n (curl), node --check, python3's py_compile, php -l, Mono's mcs (C#)
 * and javac. A missing tool fails with the Debian package to install (.ci/run installs them).
 */
import {execFile, spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {fixture} from './paths';

const run = promisify(execFile);

export interface SnippetFile {
  /** Where the reader sees the snippet. */
  readonly where: string;
  readonly fileName: string;
  readonly code: string;
}

export interface Failure {
  readonly where: string;
  readonly message: string;
}

/** The C# compile-time stand-in for System.Text.Json, which Mono does not ship (see the file). */
export const SYSTEM_TEXT_JSON_SHIM = fixture('SystemTextJsonShim.cs');

/** Debian package of each command. */
const PACKAGES: Record<string, string> = {
  bash: 'bash',
  python3: 'python3',
  php: 'php-cli',
  mcs: 'mono-mcs',
  mono: 'mono-runtime',
  javac: 'default-jdk-headless',
  java: 'default-jdk-headless',
  curl: 'curl',
};

export function requireTool(command: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], {encoding: 'utf8'});
  if (found.status !== 0) {
    const debian = PACKAGES[command] ?? command;
    throw new Error(
      `${command} não encontrado: os trechos dessa linguagem são verificados com ele. ` +
        `Instale o pacote ${debian} (apt-get install -y ${debian}); a CI o instala em .ci/run.`,
    );
  }
  return found.stdout.trim();
}

/** Each snippet in a folder of its own, under its own file name (Java wants the class's). */
function writeAll(files: readonly SnippetFile[]): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'trechos-'));
  return files.map((file, index) => {
    const dir = path.join(root, String(index));
    mkdirSync(dir);
    const target = path.join(dir, file.fileName);
    writeFileSync(target, file.code);
    return target;
  });
}

/** Runs `check` on every file, two at a time (the machine's cores). */
async function eachFile(
  files: readonly SnippetFile[],
  check: (file: string) => Promise<string | undefined>,
): Promise<Failure[]> {
  const paths = writeAll(files);
  const failures: Failure[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const index = next++;
      const message = await check(paths[index] ?? '');
      if (message !== undefined) failures.push({where: files[index]?.where ?? '?', message});
    }
  };
  await Promise.all([worker(), worker()]);
  return failures;
}

async function failureOf(command: string, args: readonly string[]): Promise<string | undefined> {
  try {
    await run(command, [...args], {encoding: 'utf8', env: {...process.env, LC_ALL: 'C.UTF-8'}});
    return undefined;
  } catch (error) {
    const {stdout = '', stderr = '', message} = error as {stdout?: string; stderr?: string; message: string};
    return `${stderr}${stdout}`.trim() || message;
  }
}

/**
 * Compilers that take many files at once (mcs, javac): batches in which no two snippets declare
 * the same class, and a failed batch reports each file its messages name.
 */
async function inBatches(
  files: readonly SnippetFile[],
  compile: (paths: string[]) => Promise<string | undefined>,
): Promise<Failure[]> {
  const paths = writeAll(files);
  const batches: number[][] = [];
  files.forEach((file, index) => {
    const batch = batches.find((candidate) => candidate.every((other) => files[other]?.fileName !== file.fileName));
    if (batch === undefined) batches.push([index]);
    else batch.push(index);
  });
  const failures: Failure[] = [];
  for (const batch of batches) {
    const output = await compile(batch.map((index) => paths[index] ?? ''));
    if (output === undefined) continue;
    const named = batch.filter((index) => output.includes(paths[index] ?? '\0'));
    if (named.length === 0) failures.push({where: 'compilação em lote', message: output});
    for (const index of named) {
      const lines = output.split('\n').filter((line) => line.includes(paths[index] ?? '\0'));
      failures.push({where: files[index]?.where ?? '?', message: lines.join('\n')});
    }
  }
  return failures;
}

/** py_compile over every file named, printing each error and failing if any. */
const PY_COMPILE_ALL = [
  'import py_compile, sys',
  'failed = False',
  'for name in sys.argv[1:]:',
  '    try:',
  '        py_compile.compile(name, doraise=True)',
  '    except py_compile.PyCompileError as error:',
  '        failed = True',
  '        print(error.msg, file=sys.stderr)',
  'sys.exit(1 if failed else 0)',
].join('\n');

export type Check = (files: readonly SnippetFile[]) => Promise<Failure[]>;

/** The toolchain check of each language of src/lib/request-snippets.ts, by tab value. */
export const CHECKS: Record<string, Check> = {
  curl: (files) => {
    requireTool('bash');
    return eachFile(files, (file) => failureOf('bash', ['-n', file]));
  },
  javascript: (files) => eachFile(files, (file) => failureOf(process.execPath, ['--check', file])),
  python: async (files) => {
    requireTool('python3');
    // One interpreter compiles them all: one per file costs a second of start-up every twenty.
    const paths = writeAll(files);
    const output = await failureOf('python3', ['-c', PY_COMPILE_ALL, ...paths]);
    if (output === undefined) return [];
    return paths.flatMap((file, index) =>
      output.includes(file) ? [{where: files[index]?.where ?? '?', message: output}] : [],
    );
  },
  php: (files) => {
    requireTool('php');
    return eachFile(files, (file) => failureOf('php', ['-l', file]));
  },
  csharp: (files) => {
    requireTool('mcs');
    return inBatches(files, (paths) => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'cs-')), 'trechos.dll');
      return failureOf('mcs', [
        '-target:library',
        '-warnaserror+',
        '-r:System.Net.Http.dll',
        '-r:System.Json.dll',
        `-out:${out}`,
        SYSTEM_TEXT_JSON_SHIM,
        ...paths,
      ]);
    });
  },
  java: (files) => {
    requireTool('javac');
    return inBatches(files, (paths) => {
      const out = mkdtempSync(path.join(tmpdir(), 'java-'));
      return failureOf('javac', ['-Werror', '-Xlint:all', '-encoding', 'UTF-8', '-d', out, ...paths]);
    });
  },
};
