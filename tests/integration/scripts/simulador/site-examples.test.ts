/**
 * Every request the site shows (the reference's example of each query and mutation and every
 * <ApiCall> of the guides), in every language of src/lib/languages, run unchanged against the
 * local simulator (scripts/simulador) as a reader runs it: only API_URL and API_TOKEN set, the
 * token from the documented `token` mutation with the guides' credentials. The requests run in
 * the site's order against one simulator per language, each seeing the state the previous ones
 * left. Each program must send the operation as shown and print what the simulator answered it:
 * `data.<field>` (curl, the whole answer), or, when the answer carries errors, end with an error
 * and the messages. An answer with errors is expected only where tests/support/simulator-gaps.ts
 * (RUN_GAPS) says which code and why; an entry no longer needed fails. A page whose examples run
 * in the sandbox (front matter `ambiente: sandbox`) runs them with a token of the sandbox's
 * integration user, which reaches the sandbox's records (src/data/world/sandbox.ts) as a reader
 * with the sandbox's credentials does.
 * A guide page that shows steps of the world's past (src/data/world/page-moments.ts) runs them at
 * their moments, as a reader does with the scenario controls: the world restarted at the page's
 * first moment and at each `from` (POST /simulador/reiniciar), the clock advanced to each later
 * `at`; the reference and the other pages run at the world's now, restarted there after such a page.
 * The same programs also end with an error on the simulator's HTTP 429 and on a refused token.
 */
import {readFileSync} from 'node:fs';

import type {ExecutionResult} from 'graphql';
import {afterAll, describe, expect, it} from 'vitest';

import {PAGE_MOMENTS, PAGE_STORIES, type Chapter} from '../../../../src/data/world/page-moments';
import {sandboxIntegrationUser} from '../../../../src/data/world/sandbox';
import {RATE_LIMIT_HTTP_STATUS, RATE_LIMIT_RETRY_HEADER} from '../../../../src/data/platform-facts';
import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../../src/lib/languages';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE, type GraphQLRequest} from '../../../../src/lib/languages/common';
import {createSimulator} from '../../../../src/lib/simulator';
import {SCENARIO_PATHS} from '../../../../scripts/simulador/scenario';
import {startSandbox, type Sandbox} from '../../../../scripts/simulador/server';
import type {GraphQLBody, SimulatorPort} from '../../../../scripts/simulador/simulator-port';
import {allRequests, type ShownRequest} from '../../../support/requests';
import {frontMatter} from '../../../support/front-matter';
import {repoPath} from '../../../support/paths';
import {graphql, scenario, tokenFor} from '../../../support/sandbox';
import {RUN_GAPS} from '../../../support/simulator-gaps';
import {snapshot} from '../../../support/snapshot-helpers';
import {runInOrder, type RunOutcome, type SnippetFile} from '../../../support/toolchains';

const requests = allRequests();

/** `docs/x.md:12` → `docs/x.md#Operacao`; the reference's `referência: mutation x` stays. */
const keyOf = ({where, request}: ShownRequest): string =>
  where.startsWith('referência') ? where : `${where.replace(/:\d+$/, '')}#${request.operationName}`;

interface Received {
  readonly request: GraphQLBody;
  /** The answer, as the HTTP body carries it. */
  readonly result: ExecutionResult;
}

interface Recorded {
  readonly sandbox: Sandbox;
  /** Every request the simulator ran, in order, with its answer. */
  readonly received: Received[];
}

const started: Sandbox[] = [];
afterAll(async () => {
  await Promise.all(started.map((sandbox) => sandbox.close()));
});

/**
 * A fresh simulator behind the real server, recording what it runs. `requestsPerMinute`: the
 * documented rate limit protects the server from one client sending the site's hundreds of
 * requests in seconds; the run of every example lifts it, the 429 test sets it to one.
 */
async function startRecorded(requestsPerMinute: number): Promise<Recorded> {
  const simulator = createSimulator({schema: snapshot()});
  const received: Received[] = [];
  const recording: SimulatorPort = {
    ...simulator,
    execute: async (request, context) => {
      const result = await simulator.execute(request, context);
      received.push({request, result: JSON.parse(JSON.stringify(result)) as ExecutionResult});
      return result;
    },
  };
  const sandbox = await startSandbox(recording, {port: 0, limits: {requestsPerMinute}});
  started.push(sandbox);
  return {sandbox, received};
}

/** Whether the page of a request runs its examples in the sandbox (front matter `ambiente: sandbox`). */
const pages = new Map<string, boolean>();
function inSandbox({where}: ShownRequest): boolean {
  const page = where.replace(/:\d+$/, '');
  if (where.startsWith('referência')) return false;
  let sandbox = pages.get(page);
  if (sandbox === undefined) {
    sandbox = frontMatter(readFileSync(repoPath(page), 'utf8')).ambiente === 'sandbox';
    pages.set(page, sandbox);
  }
  return sandbox;
}

const fileOf = (
  language: AnyLanguage,
  {where, request}: ShownRequest,
  env?: Record<string, string>,
  before?: () => Promise<void>,
): SnippetFile => ({
  where,
  fileName: language.fileName(request) ?? 'requisicao.sh',
  code: language.render(request),
  ...(env === undefined ? {} : {env}),
  ...(before === undefined ? {} : {before}),
});

/** The chapter of each page that shows steps of the world's past (each page of a story on its own). */
const chapters = new Map<string, Chapter>(
  [...PAGE_MOMENTS, ...PAGE_STORIES.flat()].map((chapter) => [chapter.page, chapter] as const),
);

/** What the reader does with the scenario controls before running an example: nothing, or one control and its body. */
type Control = {readonly path: string; readonly body?: Record<string, string>} | undefined;

/**
 * The scenario control before each request, in the site's order: a page with a chapter restarts
 * the world at its first moment (its steps before that moment run there too), at each later `from`,
 * and advances the clock to each later `at`; the first request at the world's now after such a page
 * restarts the world at its now.
 */
function controlsOf(shown: readonly ShownRequest[]): Control[] {
  let moved = false;
  let page = '';
  return shown.map(({where, request}): Control => {
    const current = where.replace(/:\d+$/, '');
    const chapter = chapters.get(current);
    const first = current !== page;
    page = current;
    if (chapter === undefined) {
      if (!moved) return undefined;
      moved = false;
      return {path: SCENARIO_PATHS.restart};
    }
    moved = true;
    const from = chapter.from?.[request.operationName];
    const at = chapter.at?.[request.operationName];
    if (first) {
      const names = shown.filter((other) => other.where.replace(/:\d+$/, '') === current);
      const moments = names.flatMap(({request: {operationName}}) =>
        [chapter.from?.[operationName], chapter.at?.[operationName]].filter(
          (moment): moment is string => moment !== undefined,
        ),
      );
      const start = moments[0];
      if (start === undefined) throw new Error(`${current}: o capítulo não nomeia nenhum exemplo da página`);
      return {path: SCENARIO_PATHS.restart, body: {momento: start}};
    }
    if (from !== undefined) return {path: SCENARIO_PATHS.restart, body: {momento: from}};
    if (at !== undefined) return {path: SCENARIO_PATHS.advance, body: {ate: at}};
    return undefined;
  });
}

const controls = controlsOf(requests);

/** Calls a scenario control; the run stops when the simulator refuses it. */
async function callControl(sandbox: Sandbox, control: NonNullable<Control>): Promise<void> {
  const answer = await scenario(sandbox.url.replace(/\/graphql$/, ''), control.path, control.body ?? {});
  if (answer.status !== 200)
    throw new Error(
      `${control.path} ${JSON.stringify(control.body ?? {})}: ${answer.status} ${JSON.stringify(answer.body)}`,
    );
}

/** What the program printed, as JSON (C# writes an empty line for a null field). */
function printed(language: AnyLanguage, stdout: string): unknown {
  if (language.value === 'csharp' && stdout.trim() === '') return null;
  return JSON.parse(stdout) as unknown;
}

/**
 * JSON text with each object's keys sorted: the order of an object's members carries no meaning in
 * JSON, and a language may write them sorted (C#'s dictionaries) where the simulator keeps the
 * schema's order.
 */
function canonical(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(
      Object.keys(item)
        .sort()
        .map((key) => [key, sorted((item as Record<string, unknown>)[key])]),
    );
  };
  return JSON.stringify(sorted(value));
}

const sameRequest = (got: GraphQLBody, request: GraphQLRequest): boolean =>
  got.operationName === request.operationName && canonical(got.variables) === canonical(request.variables);

/**
 * What the simulator ran for each request, in order: a request that never reached it (refused by
 * the server before running, or never sent) has none, and the next ones still find theirs.
 */
function aligned(shown: readonly ShownRequest[], received: readonly Received[]): (Received | undefined)[] {
  let next = 0;
  return shown.map(({request}) => {
    const got = received[next];
    if (got === undefined || !sameRequest(got.request, request)) return undefined;
    next++;
    return got;
  });
}

/** What is wrong with one program's run, given what the simulator received and answered. */
function problems(language: AnyLanguage, request: GraphQLRequest, outcome: RunOutcome, got?: Received): string[] {
  if (got === undefined) return [`o simulador não recebeu a requisição (saída ${outcome.code}: ${outcome.stderr})`];
  const sent = {...got.request, query: got.request.query.trim()};
  const shown = {query: request.query, variables: request.variables, operationName: request.operationName};
  if (canonical(sent) !== canonical(shown)) return [`enviou outra requisição: ${JSON.stringify(sent).slice(0, 300)}`];
  const {result} = got;
  const found: string[] = [];
  const messages = (result.errors ?? []).map((error) => error.message);
  if (language.value === 'curl' || messages.length === 0) {
    if (outcome.code !== 0) found.push(`terminou com ${outcome.code}: ${outcome.stderr}`);
    if (outcome.stderr !== '') found.push(`escreveu no stderr: ${outcome.stderr}`);
    let shownAnswer: unknown;
    try {
      shownAnswer = printed(language, outcome.stdout);
    } catch {
      return [...found, `não imprimiu JSON: ${outcome.stdout.slice(0, 300)}`];
    }
    const expected = language.value === 'curl' ? result : result.data?.[request.fieldName];
    if (canonical(shownAnswer) !== canonical(expected))
      found.push(
        `imprimiu ${JSON.stringify(shownAnswer).slice(0, 300)}, o simulador respondeu ${JSON.stringify(expected).slice(0, 300)}`,
      );
    return found;
  }
  if (outcome.code === 0) found.push('terminou sem erro, e a resposta trazia errors');
  if (outcome.stdout !== '') found.push(`imprimiu ${outcome.stdout.slice(0, 300)}`);
  const missing = messages.filter((message) => !outcome.stderr.includes(message));
  if (missing.length > 0) found.push(`não mostrou as mensagens ${JSON.stringify(missing)}: ${outcome.stderr}`);
  return found;
}

const languages = REQUEST_LANGUAGES.map((language: AnyLanguage) => [language.label, language] as const);

describe('todos os exemplos do site contra o simulador', () => {
  // One language at a time: the launchers (tests/support/toolchains.ts) leave Java's compilation
  // most of the time, and running the languages side by side measured no faster on two cores.
  it.each(languages)(
    '%s: cada exemplo roda sem mudança e mostra a resposta do simulador',
    {timeout: 900_000},
    async (_label, language) => {
      expect(requests.length).toBeGreaterThan(300);
      const {sandbox, received} = await startRecorded(1_000_000);
      const token = await tokenFor(sandbox.url);
      const sandboxToken = {[TOKEN_VARIABLE]: await tokenFor(sandbox.url, sandboxIntegrationUser)};
      received.length = 0;
      const started = Date.now();
      const outcomes = await runInOrder(
        language,
        requests.map((shown, index) => {
          const control = controls[index];
          return fileOf(
            language,
            shown,
            inSandbox(shown) ? sandboxToken : undefined,
            control === undefined ? undefined : () => callControl(sandbox, control),
          );
        }),
        {[ENDPOINT_VARIABLE]: sandbox.url, [TOKEN_VARIABLE]: token},
      );
      console.log(`${language.label}: ${requests.length} exemplos em ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const answers = aligned(requests, received);
      const wrong = requests.flatMap((shown, index) =>
        problems(
          language,
          shown.request,
          outcomes[index] ?? {code: -1, stdout: '', stderr: 'não rodou'},
          answers[index],
        ).map((problem) => `${shown.where}: ${problem}`),
      );
      expect(wrong).toEqual([]);
      const refused = Object.fromEntries(
        requests.flatMap((shown, index) => {
          const code = answers[index]?.result.errors?.[0]?.extensions.code;
          return code === undefined ? [] : [[keyOf(shown), code]];
        }),
      );
      expect(refused, 'respostas com erro: corrija o exemplo ou explique em RUN_GAPS').toEqual(
        Object.fromEntries(Object.entries(RUN_GAPS).map(([key, gap]) => [key, gap.code])),
      );
    },
  );
});

/** A request that needs a token and changes nothing: the guides' `me`. */
const probe = requests.find(({request}) => request.fieldName === 'me' && request.authenticated !== false);
if (probe === undefined) throw new Error('Os guias não mostram a consulta me.');

describe.each(languages)('%s', (_label, language) => {
  const runOne = async (url: string, token: string): Promise<RunOutcome> => {
    const [outcome] = await runInOrder(language, [fileOf(language, probe)], {
      [ENDPOINT_VARIABLE]: url,
      [TOKEN_VARIABLE]: token,
    });
    if (outcome === undefined) throw new Error('o programa não rodou');
    return outcome;
  };

  it(
    `termina com erro e mostra o status num HTTP ${RATE_LIMIT_HTTP_STATUS} do simulador`,
    {timeout: 120_000},
    async () => {
      const {sandbox} = await startRecorded(1);
      const token = await tokenFor(sandbox.url);
      // One request a minute: the test's own spends it, and the program's is refused.
      const first = await graphql(sandbox.url, probe.request, token);
      expect(first.status).toBe(200);
      const refused = await graphql(sandbox.url, probe.request, token);
      expect(refused.status).toBe(RATE_LIMIT_HTTP_STATUS);
      expect(refused.headers.get(RATE_LIMIT_RETRY_HEADER)).toMatch(/^\d+$/);
      const outcome = await runOne(sandbox.url, token);
      expect(outcome.code).not.toBe(0);
      // curl says it on stderr and prints the answer's body (--fail-with-body); the programs print both there.
      expect(outcome.stderr).toContain(String(RATE_LIMIT_HTTP_STATUS));
    },
  );

  if (language.value !== 'curl') {
    it('termina com erro e mostra a mensagem do simulador para um token recusado', {timeout: 120_000}, async () => {
      const {sandbox, received} = await startRecorded(1_000_000);
      const outcome = await runOne(sandbox.url, 'token-vencido');
      const messages = (received[0]?.result.errors ?? []).map((error) => error.message);
      expect(messages.length).toBeGreaterThan(0);
      expect(outcome.code).not.toBe(0);
      expect(outcome.stdout).toBe('');
      for (const message of messages) expect(outcome.stderr).toContain(message);
    });
  }
});

it('cada lacuna de RUN_GAPS nomeia um exemplo do site', () => {
  const keys = new Set(requests.map(keyOf));
  expect(Object.keys(RUN_GAPS).filter((key) => !keys.has(key))).toEqual([]);
});

it('cada momento de page-moments.ts nomeia um exemplo da sua página', () => {
  const keys = new Set(requests.map(keyOf));
  const named = [...chapters.values()].flatMap((chapter) =>
    Object.keys({...chapter.from, ...chapter.at}).map((operation) => `${chapter.page}#${operation}`),
  );
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((key) => !keys.has(key))).toEqual([]);
});
