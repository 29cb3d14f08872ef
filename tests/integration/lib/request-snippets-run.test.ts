/**
 * The literal of each language carries every kind of value unchanged: a request whose variables
 * are hostile values (quotes, backslashes, accents, control characters, big numbers), run as a
 * reader runs it (bash, node, python3, php, mono, java) against a local server that echoes its
 * variables (ECHO_OPERATION, which the simulator does not have), sends them as they are and prints
 * them back whole. Every example of the site, run against the simulator, and the errors the
 * programs show are tested in tests/integration/scripts/simulador/site-examples.test.ts.
 */
import {execFile} from 'node:child_process';
import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {REQUEST_LANGUAGES, type AnyLanguage} from '../../../src/lib/languages';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE, type GraphQLRequest} from '../../../src/lib/languages/common';
import {loadSnapshot} from '../../../src/lib/schema-snapshot';
import {ECHO_OPERATION, startMockServer, VALID_TOKEN, type MockServer} from '../../support/mock-server';
import {HOSTILE_VARIABLES} from '../../support/hostile-values';
import {requireTool, runnerOf} from '../../support/toolchains';

const execFileAsync = promisify(execFile);

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

async function runSnippet(language: AnyLanguage, token: string, shownRequest: GraphQLRequest): Promise<Outcome> {
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

describe.each(REQUEST_LANGUAGES.map((language: AnyLanguage) => [language.label, language] as const))(
  '%s',
  (_label, language) => {
    it('as variáveis chegam ao servidor como estão, e a resposta volta inteira', {timeout: 120_000}, async () => {
      const outcome = await runSnippet(language, VALID_TOKEN, ECHO_REQUEST);
      expect(outcome.stderr).toBe('');
      expect((server.last()?.body as {variables?: unknown}).variables).toEqual(HOSTILE_VARIABLES);
      const printed = JSON.parse(outcome.stdout) as unknown;
      expect(language.value === 'curl' ? printed : {data: {eco: printed}}).toEqual({data: {eco: HOSTILE_VARIABLES}});
    });
  },
);
