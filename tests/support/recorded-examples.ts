/**
 * Replays a page's requests (or a story of several pages, each step at the world's moment) through
 * the simulator (src/lib/simulator), in order, and compares each response the page shows with the
 * one the simulator gives at that point. A page's requests are its ```graphql blocks with their "Variáveis" (the <ApiCall> the
 * reader copies) and the ```json title="Resposta" written after them (tests/support/code-blocks.ts).
 */
import {readFileSync} from 'node:fs';

import type {ExecutionResult} from 'graphql';

import {SANDBOX_WORLD, WORLD} from '../../src/data/world';
import {sandboxIntegrationUser} from '../../src/data/world/sandbox';
import {integrationUser} from '../../src/data/world/users';

import {codeBlocks, guideExamples, where, type CodeBlock} from './code-blocks';
import {frontMatter} from './front-matter';
import {repoPath} from './paths';
import {loggedIn} from './simulator';
import type {Simulator} from '../../src/lib/simulator';
import type {Chapter} from '../../src/data/world/page-moments';

export interface ReplayedStep {
  /** The simulator the page ran on, after the story's last step (its events, its clock). */
  readonly simulator: Simulator;
  readonly page: string;
  /** Where the reader sees the response (file:line), or the operation when the page shows none. */
  readonly where: string;
  readonly operationName: string;
  /** The response the page shows, parsed; undefined when the page shows none. */
  readonly shown: unknown;
  /** What the simulator answered, as JSON (the HTTP body), identities renamed to the world's when the story creates. */
  readonly simulated: unknown;
}

export interface Story {
  readonly steps: readonly ReplayedStep[];
  /** The renaming (simulator's identity → the world's) the story's creations set. */
  readonly names: Map<unknown, unknown>;
  /** The world identities the story's creations may stand for (createdAtMoments). */
  readonly created: Set<unknown>;
}

/**
 * Who runs a page's requests: the sandbox's integration user for a page whose examples run in the
 * sandbox (front matter `ambiente: sandbox`), whose token reaches the sandbox's records; the
 * world's integration user for every other page.
 */
const userOf = (page: string) =>
  frontMatter(readFileSync(repoPath(page), 'utf8')).ambiente === 'sandbox' ? sandboxIntegrationUser : integrationUser;

const operationNameOf = (block: CodeBlock): string =>
  /^\s*(?:query|mutation|subscription)\s+(\w+)/m.exec(block.code)?.[1] ?? '';

/** Replaces, anywhere in `value`, a world identity the story has renamed by the simulator's own. */
export function toSimulator(value: unknown, names: Map<unknown, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => toSimulator(item, names));
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toSimulator(item, names)]));
  for (const [simulated, shown] of names) if (Object.is(shown, value)) return simulated;
  return value;
}

/**
 * Runs the chapters' requests, in order, through a fresh simulator: the clock starts at the
 * first step with a moment (default: the world's now) and moves forward to each later `at`; a
 * step with a `from` starts another simulator at its moment.
 * With `creates`, the story shows the creation of records the world holds: the records the
 * simulator creates stand for them (withWorldIdentities), and later variables that name them
 * name the simulator's.
 */
export async function replayStory(
  chapters: readonly Chapter[],
  options: {creates: boolean} = {creates: false},
): Promise<Story> {
  const moments = chapters.flatMap((chapter) => [
    ...Object.values(chapter.at ?? {}),
    ...Object.values(chapter.from ?? {}),
  ]);
  const first = chapters[0];
  if (first === undefined) throw new Error('uma história tem ao menos uma página');
  let session = await loggedIn(moments[0], userOf(first.page));
  const names = new Map<unknown, unknown>();
  const created = createdAtMoments(moments);
  const steps: ReplayedStep[] = [];
  for (const chapter of chapters) {
    for (const example of guideExamples(codeBlocks(repoPath(chapter.page)))) {
      const operationName = operationNameOf(example.operation);
      const from = chapter.from?.[operationName];
      if (from !== undefined) session = await loggedIn(from, userOf(chapter.page));
      const at = chapter.at?.[operationName];
      if (at !== undefined) {
        const wait = Date.parse(at) - session.simulator.now().getTime();
        if (wait < 0)
          throw new Error(`${chapter.page}#${operationName}: ${at} é anterior ao passo anterior da história`);
        await session.simulator.advance(wait);
      }
      const variables =
        example.variables === undefined ? undefined : (JSON.parse(example.variables.code) as Record<string, unknown>);
      const result: ExecutionResult = await session.call(
        example.operation.code,
        options.creates ? (toSimulator(variables, names) as Record<string, unknown> | undefined) : variables,
      );
      const shown = example.response === undefined ? undefined : (JSON.parse(example.response.code) as unknown);
      const simulated = JSON.parse(JSON.stringify(result)) as unknown;
      steps.push({
        simulator: session.simulator,
        page: chapter.page,
        where: where(example.response ?? example.operation),
        operationName,
        shown,
        simulated: options.creates ? withWorldIdentities(shown, simulated, {names, created}) : simulated,
      });
    }
  }
  return {steps, names, created};
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where the shown JSON differs from the simulated one: every field the page shows must be there
 * with the same value (an object may leave out fields the simulator adds, as an error's
 * `locations`); lists must have the same length. One line per difference, with its JSON path.
 */
export function differences(shown: unknown, simulated: unknown, at = '$'): string[] {
  if (Array.isArray(shown)) {
    if (!Array.isArray(simulated))
      return [`${at}: a página mostra uma lista, o simulador ${JSON.stringify(simulated)}`];
    if (shown.length !== simulated.length)
      return [`${at}: a página mostra ${shown.length} itens, o simulador ${simulated.length}`];
    return shown.flatMap((item, index) => differences(item, simulated[index], `${at}[${index}]`));
  }
  if (isObject(shown)) {
    if (!isObject(simulated)) return [`${at}: a página mostra um objeto, o simulador ${JSON.stringify(simulated)}`];
    return Object.entries(shown).flatMap(([key, value]) =>
      key in simulated
        ? differences(value, simulated[key], `${at}.${key}`)
        : [`${at}.${key}: o simulador não dá este campo`],
    );
  }
  return Object.is(shown, simulated)
    ? []
    : [`${at}: a página mostra ${JSON.stringify(shown)}, o simulador ${JSON.stringify(simulated)}`];
}

/** Fields that identify a record or an event (or are derived from its id, as `documentCode`). */
const IDENTITY = /^(?:id|refId|objectId|correlationId|documentCode|\w+Id|\w+RefId)$/;

/**
 * Every record of the example world, production's and the sandbox's: a story may show the sandbox
 * API (the pages about webhooks and "Testar no sandbox").
 */
const worldRecords: readonly Record<string, unknown>[] = [WORLD, SANDBOX_WORLD].flatMap((world) =>
  Object.values(world as unknown as Record<string, readonly Record<string, unknown>[]>).flat(),
);

/** Every id and refId of the example world's records. */
const worldIdentities = new Set<unknown>(worldRecords.flatMap((record) => [record.id, record.refId]));

/**
 * The identities of the world's records created (or events emitted) at one of `moments`: the only
 * ones a record the simulator creates at those moments may stand for.
 */
function createdAtMoments(moments: readonly string[]): Set<unknown> {
  const at = new Set(moments);
  return new Set(
    worldRecords
      .filter((record) => at.has(record.creationDate as string) || at.has(record.eventDate as string))
      .flatMap((record) => [record.id, record.refId, record.documentCode, record.correlationId]),
  );
}

/**
 * The page shows the creation of a record the world holds (its id, its refId), and the simulator,
 * whose store already holds that record, creates a new one in its place: `simulated` with each
 * identity the simulator made renamed to the one the page shows. A renaming is accepted only from
 * a value the simulator made (never an identity of the world, so a step that answers with another
 * world record still differs), only to an identity of a world record created at the story's
 * moments (`created`, from createdAtMoments) and only one to one across the calls (`names`).
 */
export function withWorldIdentities(
  shown: unknown,
  simulated: unknown,
  story: {names: Map<unknown, unknown>; created: Set<unknown>; numbers?: boolean},
  key = '',
  ofCreated = false,
): unknown {
  const {names, created: worldCreated} = story;
  if (Array.isArray(shown) && Array.isArray(simulated))
    return simulated.map((item, index) => withWorldIdentities(shown[index], item, story, key));
  if (isObject(shown) && isObject(simulated)) {
    // A numeric id is unique only within its type (webhook 58 and academic year 58): `id` or `xId`
    // is renamed only beside a `refId` or `xRefId` the story already knows as one the simulator made.
    const created = (field: string): boolean =>
      names.has(simulated[field === 'id' ? 'refId' : field.replace(/Id$/, 'RefId')]);
    // The refIds first, whatever the order of the selection, so that the ids beside them can follow.
    const isRef = (field: string): boolean => field === 'refId' || field.endsWith('RefId');
    const entries = Object.entries(simulated);
    const renamed = new Map<string, unknown>();
    for (const [field, value] of [...entries.filter(([f]) => isRef(f)), ...entries.filter(([f]) => !isRef(f))])
      renamed.set(field, withWorldIdentities(shown[field], value, story, field, created(field)));
    return Object.fromEntries(entries.map(([field]) => [field, renamed.get(field)]));
  }
  // `numbers`: a story whose steps show numeric ids without the refId beside them (each still renamed one to one).
  const made =
    typeof simulated === 'string' || (typeof simulated === 'number' && (ofCreated || story.numbers === true));
  if (!made || !IDENTITY.test(key) || Object.is(shown, simulated) || !worldCreated.has(shown)) return simulated;
  if (typeof simulated === 'string' && worldIdentities.has(simulated)) return simulated;
  const named = names.get(simulated);
  if (named === undefined && ![...names.values()].includes(shown)) {
    names.set(simulated, shown);
    return shown;
  }
  return named === shown ? shown : simulated;
}
