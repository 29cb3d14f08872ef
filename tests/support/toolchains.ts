/**
 * The real toolchain of each language the request examples are shown in, as each language module
 * of src/lib/languages declares it (`check`, `run`, `debian`), applied to many snippets at once.
 * A missing tool fails with the Debian package to install (.ci/run installs them).
 */
import {execFile, spawn, spawnSync, type SpawnOptions} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {REQUEST_LANGUAGES, type AnyLanguage} from '../../src/lib/languages';
import type {CommandLine, ToolchainContext} from '../../src/lib/languages/common';
import {fixture} from './paths';

const run = promisify(execFile);

export interface SnippetFile {
  /** Where the reader sees the snippet. */
  readonly where: string;
  readonly fileName: string;
  readonly code: string;
  /** Variables this program's environment has besides the run's (runInOrder), such as another token. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * What to do after the programs before this one have ended and before it starts, such as a call
   * to a scenario control of the server the programs talk to (runInOrder).
   */
  readonly before?: () => Promise<void>;
}

export interface Failure {
  readonly where: string;
  readonly message: string;
}

/** Debian package of each command the languages use. */
const PACKAGES: ReadonlyMap<string, string> = new Map(
  REQUEST_LANGUAGES.flatMap((language: AnyLanguage) =>
    language.debian.flatMap((debian) => (debian.command === undefined ? [] : [[debian.command, debian.name] as const])),
  ),
);

/** The path of a command; `node` is the Node.js running the tests. */
/** Commands already looked up, by name. */
const found = new Map<string, string>();

export function requireTool(command: string): string {
  if (command === 'node') return process.execPath;
  const known = found.get(command);
  if (known !== undefined) return known;
  const lookup = spawnSync('sh', ['-c', `command -v ${command}`], {encoding: 'utf8'});
  if (lookup.status !== 0) {
    const debian = PACKAGES.get(command) ?? command;
    throw new Error(
      `${command} não encontrado: os trechos dessa linguagem são verificados com ele. ` +
        `Instale o pacote ${debian} (apt-get install -y ${debian}); a CI o instala em .ci/run.`,
    );
  }
  const where = lookup.stdout.trim();
  found.set(command, where);
  return where;
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

export type Check = (files: readonly SnippetFile[]) => Promise<Failure[]>;

/** A fresh folder for compiled output, and the fixtures. */
const context = (): ToolchainContext => ({out: mkdtempSync(path.join(tmpdir(), 'saida-')), fixture});

/** A command line with its command resolved (and required). */
const resolved = ([command, ...args]: CommandLine): [string, string[]] => [requireTool(command), args];

/** The language's toolchain check (its module's `check`), over many snippets. */
export function checkOf(language: AnyLanguage): Check {
  const {per, command} = language.check;
  return async (files) => {
    const shared = context();
    const line = (paths: readonly string[]): [string, string[]] => resolved(command(paths, shared));
    switch (per) {
      case 'file':
        return eachFile(files, (file) => failureOf(...line([file])));
      case 'batch':
        return inBatches(files, (paths) => failureOf(...line(paths)));
      case 'all': {
        const paths = writeAll(files);
        const output = await failureOf(...line(paths));
        if (output === undefined) return [];
        return paths.flatMap((file, index) =>
          output.includes(file) ? [{where: files[index]?.where ?? '?', message: output}] : [],
        );
      }
    }
  };
}

/**
 * Runs the language's preparing steps (a compiler) on a saved snippet and returns the command
 * line that runs it (its module's `run`).
 */
export async function runnerOf(language: AnyLanguage, file: string): Promise<[string, string[]]> {
  const steps = language.run(file, context()).map(resolved);
  const last = steps.pop();
  if (last === undefined) throw new Error(`A linguagem ${language.label} não diz como rodar um trecho.`);
  for (const [command, args] of steps) await run(command, args, {encoding: 'utf8'});
  return last;
}

// ---------------------------------------------------------------------------------------------
// Running many snippets in order.

export interface RunOutcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * What the launchers (fixtures LancadorDeTrechos.java and .cs, lancador-de-trechos.mjs and .php,
 * lancador_de_trechos.py) write around each program.
 */
const MARK = '\u0001programa ';
const END = `${MARK}fim `;
/**
 * The argument that makes a launcher stop between two programs: it writes WAIT on stdout and
 * reads a line from stdin before the next program, so that a program's `before` runs in between
 * without starting the launcher again (a JVM takes a second).
 */
const PAUSE = '--espera';
const WAIT = `${MARK}espera\n`;

/**
 * The command line that runs many programs, in order, in one process: a JVM starts in about a
 * second, Node.js with fetch in about a fifth, Python with urllib in about a tenth, PHP in a few
 * hundredths, and the site shows hundreds of snippets. `output`: the compiled programs' folder
 * (Java, C#); `programs`: the classes (Java, C#) or the files (JavaScript, Python, PHP) to run.
 */
type Launch = (output: string, programs: readonly string[]) => [string, string[]];

/** Each language's launcher, compiled once; curl, a command line of its own, has none. */
const launchers = new Map<string, Promise<Launch>>();

function launcherOf(language: AnyLanguage): Promise<Launch> | undefined {
  let known = launchers.get(language.value);
  if (known !== undefined) return known;
  const dir = mkdtempSync(path.join(tmpdir(), 'lancador-'));
  switch (language.value) {
    case 'javascript':
      known = Promise.resolve((_output, files) => [process.execPath, [fixture('lancador-de-trechos.mjs'), ...files]]);
      break;
    case 'php':
      known = Promise.resolve((_output, files) => [requireTool('php'), [fixture('lancador-de-trechos.php'), ...files]]);
      break;
    case 'python':
      known = Promise.resolve((_output, files) => [
        requireTool('python3'),
        [fixture('lancador_de_trechos.py'), ...files],
      ]);
      break;
    case 'java':
      known = (async (): Promise<Launch> => {
        await run(requireTool('javac'), ['-encoding', 'UTF-8', '-d', dir, fixture('LancadorDeTrechos.java')]);
        return (output, classes) => [
          requireTool('java'),
          // The launcher keeps the JVM through a program's System.exit with a security manager.
          ['-Djava.security.manager=allow', '-cp', `${output}${path.delimiter}${dir}`, 'LancadorDeTrechos', ...classes],
        ];
      })();
      break;
    case 'csharp':
      known = (async (): Promise<Launch> => {
        const exe = path.join(dir, 'LancadorDeTrechos.exe');
        await run(requireTool('mcs'), [`-out:${exe}`, fixture('LancadorDeTrechos.cs')]);
        return (output, classes) => [requireTool('mono'), [exe, path.join(output, 'trechos.dll'), ...classes]];
      })();
      break;
    default:
      return undefined;
  }
  launchers.set(language.value, known);
  return known;
}

/**
 * Runs the command to its end. `pauses`: what to do at each WAIT the launcher writes, in order;
 * the launcher goes on when it is done (a line on its stdin, closed after the last).
 */
function spawnOutcome(
  command: string,
  args: readonly string[],
  options: SpawnOptions,
  pauses: readonly (() => Promise<void>)[] = [],
): Promise<RunOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, pauses.length === 0 ? options : {...options, stdio: 'pipe'});
    let stdout = '';
    let stderr = '';
    /** Where the search for the next WAIT starts, and how many were found. */
    let scanned = 0;
    let seen = 0;
    let pausing: Promise<void> = Promise.resolve();
    if (pauses.length === 0) child.stdin?.end();
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (;;) {
        const at = stdout.indexOf(WAIT, scanned);
        if (at === -1) {
          scanned = Math.max(scanned, stdout.length - WAIT.length + 1);
          break;
        }
        scanned = at + WAIT.length;
        const index = seen++;
        const pause = pauses[index];
        pausing = pausing
          .then(async () => {
            await pause?.();
            child.stdin?.write('\n');
            if (index === pauses.length - 1) child.stdin?.end();
          })
          .catch((error: unknown) => {
            child.kill();
            reject(error instanceof Error ? error : new Error(String(error)));
          });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      resolve({code: code ?? -1, stdout, stderr});
    });
  });
}

/** The launcher's output cut per program: each program's streams, and its code when the launcher wrote it. */
function perProgram(outcome: RunOutcome): {stdout: string; stderr: string; code?: number}[] {
  const errs = outcome.stderr.split(MARK).slice(1);
  const body = (text: string): string => text.slice(text.indexOf('\n') + 1);
  const programs: {stdout: string; stderr: string; code?: number}[] = [];
  for (const out of outcome.stdout.split(MARK).slice(1)) {
    if (`${MARK}${out}`.startsWith(WAIT)) continue;
    const last = programs.at(-1);
    if (out.startsWith(END.slice(MARK.length))) {
      if (last !== undefined) last.code = Number.parseInt(out.slice(END.length - MARK.length), 10);
      continue;
    }
    programs.push({stdout: body(out), stderr: body(errs[programs.length] ?? '')});
  }
  return programs;
}

/** The environment of a program: the tests', the run's and the program's own variables. */
type OptionsOf = (file: SnippetFile | undefined) => SpawnOptions;

const sameEnv = (a: SnippetFile | undefined, b: SnippetFile | undefined): boolean =>
  JSON.stringify(a?.env ?? {}) === JSON.stringify(b?.env ?? {});

/**
 * Runs `programs` (of `files`) through the launcher, in order, one process for each run of
 * consecutive programs with the same environment, starting it again after a program that ended
 * the process, and returns each program's outcome. The first program's `before` runs before the
 * process starts; the others', in a pause of the launcher (PAUSE) right before their program.
 */
async function throughLauncher(
  language: AnyLanguage,
  launch: Launch,
  output: string,
  programs: readonly string[],
  files: readonly SnippetFile[],
  optionsOf: OptionsOf,
): Promise<RunOutcome[]> {
  const outcomes: RunOutcome[] = [];
  /** The programs whose `before` has run: a launcher ended early by a program leaves some to run. */
  const prepared = new Set<number>();
  const prepare = async (index: number): Promise<void> => {
    if (prepared.has(index)) return;
    prepared.add(index);
    await files[index]?.before?.();
  };
  while (outcomes.length < programs.length) {
    const first = outcomes.length;
    let end = first + 1;
    while (end < programs.length && sameEnv(files[end], files[first])) end++;
    await prepare(first);
    const args: string[] = [];
    const pauses: (() => Promise<void>)[] = [];
    for (let index = first; index < end; index++) {
      if (index > first && files[index]?.before !== undefined && !prepared.has(index)) {
        args.push(PAUSE);
        pauses.push(() => prepare(index));
      }
      args.push(programs[index] ?? '');
    }
    const outcome = await spawnOutcome(...launch(output, args), optionsOf(files[first]), pauses);
    const ran = perProgram(outcome);
    if (ran.length === 0) throw new Error(`${language.label}: o lançador não rodou nada: ${outcome.stderr}`);
    for (const program of ran)
      outcomes.push({code: program.code ?? outcome.code, stdout: program.stdout, stderr: program.stderr});
  }
  return outcomes;
}

/**
 * Runs `files` one after the other, in order, each as its language runs it, with `env` (and the
 * file's own `env`) added to the environment, each file's `before` awaited right before it starts. JavaScript, Python and PHP run every file through
 * their launcher, in one process; curl runs each file in a process of its own; compiled
 * languages (Java, C#) compile runs of consecutive files without a repeated class with the
 * language's check command and run each run through their launcher, so that the order holds.
 */
export async function runInOrder(
  language: AnyLanguage,
  files: readonly SnippetFile[],
  env: Readonly<Record<string, string>>,
): Promise<RunOutcome[]> {
  const paths = writeAll(files);
  const optionsOf: OptionsOf = (file) => ({
    env: {...process.env, ...env, ...file?.env, LC_ALL: 'C.UTF-8'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const launcher = launcherOf(language);
  if (launcher === undefined) {
    const outcomes: RunOutcome[] = [];
    for (const [index, file] of paths.entries()) {
      const [command, args] = await runnerOf(language, file);
      await files[index]?.before?.();
      outcomes.push(await spawnOutcome(command, args, {...optionsOf(files[index]), cwd: path.dirname(file)}));
    }
    return outcomes;
  }
  const launch = await launcher;
  if (language.check.per !== 'batch') return throughLauncher(language, launch, '', paths, files, optionsOf);
  const outcomes: RunOutcome[] = [];
  let start = 0;
  while (start < paths.length) {
    const names = new Set<string>();
    let end = start;
    while (end < paths.length && !names.has(files[end]?.fileName ?? '')) names.add(files[end++]?.fileName ?? '');
    const shared = context();
    const failure = await failureOf(...resolved(language.check.command(paths.slice(start, end), shared)));
    if (failure !== undefined) throw new Error(`${language.label}: a compilação falhou:\n${failure}`);
    const classes = files.slice(start, end).map((file) => file.fileName.replace(/\.\w+$/, ''));
    outcomes.push(
      ...(await throughLauncher(language, launch, shared.out, classes, files.slice(start, end), optionsOf)),
    );
    start = end;
  }
  return outcomes;
}
