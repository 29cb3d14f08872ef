/**
 * The guides' examples against the local simulator, unchanged: the JavaScript and Python programs
 * of every call of "Teste de autenticação" (the `token` mutation with the example credentials, then
 * the `me` query with the token it gave), run with `node` and `python3` and only API_URL and
 * API_TOKEN set, print what the simulator answers to the same request.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../../src/lib/languages';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../../../../src/lib/languages/common';
import {guideRequests} from '../../../support/requests';
import {graphql, startTestSandbox, tokenFor, type TestSandbox} from '../../../support/sandbox';
import {runnerOf} from '../../../support/toolchains';

const execFileAsync = promisify(execFile);

const GUIDE = 'docs/primeiros-passos/teste-de-autenticacao.md';
const calls = guideRequests().filter(({where}) => where.startsWith(GUIDE));
const languages = REQUEST_LANGUAGES.filter((language: AnyLanguage) =>
  ['javascript', 'python'].includes(language.value),
);

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.url);
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

describe.each(languages.map((language) => [language.label, language] as const))('%s', (_label, language) => {
  it.each(calls.map((call) => [call.request.fieldName, call] as const))(
    `o exemplo de %s de ${GUIDE} roda sem mudança contra o simulador`,
    {timeout: 120_000},
    async (_field, {request}) => {
      const dir = mkdtempSync(path.join(tmpdir(), `simulador-${language.value}-`));
      const file = path.join(dir, language.fileName(request) ?? 'requisicao');
      writeFileSync(file, language.render(request));
      const [command, args] = await runnerOf(language, file);
      const {stdout, stderr} = await execFileAsync(command, args, {
        cwd: dir,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '',
          [ENDPOINT_VARIABLE]: sandbox.url,
          [TOKEN_VARIABLE]: token,
          LC_ALL: 'C.UTF-8',
        },
      });
      expect(stderr).toBe('');
      const expected = await graphql(sandbox.url, request, token);
      expect(expected.body.errors).toBeUndefined();
      const printed = JSON.parse(stdout) as Record<string, unknown>;
      if (request.fieldName === 'token') {
        // Each call issues a new token: the program printed one, with the fields the guide asks for.
        expect(Object.keys(printed).sort()).toEqual(Object.keys(expected.body.data?.token ?? {}).sort());
        expect(typeof printed.accessToken).toBe('string');
      } else {
        expect(printed).toEqual(expected.body.data?.[request.fieldName]);
      }
    },
  );
});

it(`${GUIDE} tem as duas chamadas, token e me`, () => {
  expect(calls.map(({request}) => request.fieldName)).toEqual(['token', 'me']);
});
