/**
 * One request snippet per language, run as a reader runs it (bash, node, python3, php, mono, java)
 * against a local server that answers as the platform does: it must send the operation, its
 * variables, its name and the token from the environment, print `data.<field>`, and end with an
 * error and the message on an HTTP error or a GraphQL error.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {API_ERRORS} from '../../../src/data/error-codes';
import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../src/lib/languages';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE, type GraphQLRequest} from '../../../src/lib/languages/common';
import {loadSnapshot} from '../../../src/lib/schema-snapshot';
import {RATE_LIMIT_HTTP_STATUS} from '../../../src/data/platform-facts';
import {ECHO_OPERATION, startMockServer, VALID_TOKEN, type MockServer} from '../../support/mock-server';
import {HOSTILE_VARIABLES} from '../../support/hostile-values';
import {referenceRequests} from '../../support/requests';
import {requireTool, runnerOf} from '../../support/toolchains';

const execFileAsync = promisify(execFile);

/** A mutation with a nested input, as the reference shows it. */
const shown = referenceRequests().find(({request}) => request.fieldName === 'addDependent');
if (shown === undefined) throw new Error('A referência não tem o exemplo de addDependent.');
const {request} = shown;

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

let server: MockServer;
const snapshot = loadSnapshot();

beforeAll(async () => {
  requireTool('curl');
  server = await startMockServer(snapshot);
});

afterAll(async () => {
  await server.close();
});

const ECHO_REQUEST = {
  query: `query ${ECHO_OPERATION} {\n  eco\n}`,
  variables: HOSTILE_VARIABLES,
  operationName: ECHO_OPERATION,
  fieldName: 'eco',
};

async function runSnippet(
  language: AnyLanguage,
  token: string,
  shownRequest: GraphQLRequest = request,
): Promise<Outcome> {
  const dir = mkdtempSync(path.join(tmpdir(), `rodar-${language.value}-`));
  const file = path.join(dir, language.fileName(shownRequest) ?? 'requisicao.sh');
  writeFileSync(file, language.render(shownRequest));
  const [command, args] = await runnerOf(language, file);
  try {
    const {stdout, stderr} = await execFileAsync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: {...process.env, [ENDPOINT_VARIABLE]: server.url, [TOKEN_VARIABLE]: token, LC_ALL: 'C.UTF-8'},
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const {code, stdout = '', stderr = ''} = error as {code?: number; stdout?: string; stderr?: string};
    return {code: typeof code === 'number' ? code : -1, stdout, stderr};
  }
}

const AUTH_MESSAGE = API_ERRORS.find((error) => error.code === 'AUTH_NOT_AUTHENTICATED')?.example.message ?? '?';

describe.each(REQUEST_LANGUAGES.map((language: AnyLanguage) => [language.label, language] as const))(
  '%s',
  (_label, language) => {
    it('envia a operação com o token do ambiente e imprime data.addDependent', {timeout: 120_000}, async () => {
      server.rateLimited(false);
      const outcome = await runSnippet(language, VALID_TOKEN);
      expect(outcome.stderr).toBe('');
      expect(outcome.code).toBe(0);

      const received = server.last();
      expect(received?.headers.authorization).toBe(`Bearer ${VALID_TOKEN}`);
      expect(received?.headers['content-type']).toMatch(/^application\/json/);
      // The multi-line string literals of the languages add line breaks around the operation.
      const body = received?.body as {query?: string} | undefined;
      expect({...body, query: body?.query?.trim()}).toEqual({
        query: request.query,
        variables: request.variables,
        operationName: request.operationName,
      });

      const answered = server.answered() as {data: Record<string, unknown>};
      expect(answered.data.addDependent).toMatchObject({name: 'name: ação à vista'});
      const printed = JSON.parse(outcome.stdout) as unknown;
      // curl prints the whole answer; the programs print data.addDependent.
      expect(language.value === 'curl' ? printed : {data: {addDependent: printed}}).toEqual(answered);
    });

    it(`termina com erro e mostra o status num HTTP ${RATE_LIMIT_HTTP_STATUS}`, {timeout: 120_000}, async () => {
      server.rateLimited(true);
      try {
        const outcome = await runSnippet(language, VALID_TOKEN);
        expect(outcome.code).not.toBe(0);
        // curl says it on stderr and prints the answer's body (--fail-with-body); the programs print both there.
        expect(outcome.stderr).toContain(String(RATE_LIMIT_HTTP_STATUS));
      } finally {
        server.rateLimited(false);
      }
    });

    it('as variáveis chegam ao servidor como estão, e a resposta volta inteira', {timeout: 120_000}, async () => {
      const outcome = await runSnippet(language, VALID_TOKEN, ECHO_REQUEST);
      expect(outcome.stderr).toBe('');
      expect((server.last()?.body as {variables?: unknown}).variables).toEqual(HOSTILE_VARIABLES);
      const printed = JSON.parse(outcome.stdout) as unknown;
      expect(language.value === 'curl' ? printed : {data: {eco: printed}}).toEqual({data: {eco: HOSTILE_VARIABLES}});
    });

    if (language.value !== 'curl') {
      it('termina com erro e mostra a mensagem quando a resposta traz errors', {timeout: 120_000}, async () => {
        const outcome = await runSnippet(language, 'token-vencido');
        expect(outcome.code).not.toBe(0);
        expect(outcome.stderr).toContain(AUTH_MESSAGE);
        expect(outcome.stdout).toBe('');
      });
    }
  },
);
