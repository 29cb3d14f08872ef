import {test, expect} from './csp-fixtures';
import {dependents} from '../../../src/data/world';
import {EXPLORER_ROUTE, explorerHref} from '../../../src/lib/explorer-link';
import {nullObjects, runAndReadAnswer, waitForExplorer} from '../explorer/helpers';
import {startSandboxServer, type SandboxServer} from '../explorer/sandbox-server';

// Under the production nginx configuration and its Content-Security-Policy (the fixture fails a test
// on any violation): the explorer's editor, its schema and both kinds of run.

const OPERATION = {
  query:
    'query Dependente($id: Int!) {\n  dependent(id: $id) {\n    id\n    name\n    cpf\n    company {\n      name\n      cnpj\n    }\n  }\n}',
  // A dependent of the example world: the simulated data answer `null` for an id the world lacks.
  variables: {id: dependents[0]?.id},
  operationName: 'Dependente',
};

test.describe('explorador sob a CSP de produção', () => {
  let sandbox: SandboxServer;
  test.beforeAll(async () => {
    sandbox = await startSandboxServer();
  });
  test.afterAll(async () => {
    await sandbox.close();
  });

  test('carrega o editor e o schema e roda com dados simulados', async ({page}) => {
    await page.goto(explorerHref(OPERATION));
    await waitForExplorer(page);
    const answer = await runAndReadAnswer(page);
    expect(answer.errors).toBeUndefined();
    expect(nullObjects(OPERATION.query, answer.data)).toEqual([]);
    expect(sandbox.requests).toHaveLength(0);
  });

  test('roda no sandbox do leitor (loopback), com o token no cabeçalho Authorization', async ({page}) => {
    await page.goto(explorerHref(OPERATION));
    await waitForExplorer(page);
    await page.getByRole('radio', {name: 'Meu sandbox'}).check();
    await page.getByLabel('Endereço GraphQL do sandbox').fill(sandbox.url);
    await page.getByLabel('Token de acesso').fill('token-do-sandbox-42');
    await expect(page.getByRole('note')).toContainText('Seu sandbox');
    const before = sandbox.requests.length;
    const answer = await runAndReadAnswer(page);
    expect(answer.errors).toBeUndefined();
    expect(nullObjects(OPERATION.query, answer.data)).toEqual([]);
    const received = sandbox.requests.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer token-do-sandbox-42');
    expect(page.url()).toContain(EXPLORER_ROUTE);
    expect(page.url()).not.toContain('token-do-sandbox-42');
  });

  test('um sandbox fora do ar vira uma mensagem de erro na resposta, sem quebrar a página', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_CONNECTION_REFUSED|Failed to load resource/);
    await page.goto(explorerHref(OPERATION));
    await waitForExplorer(page);
    await page.getByRole('radio', {name: 'Meu sandbox'}).check();
    // Port 9 (discard) on loopback: nothing listens there.
    await page.getByLabel('Endereço GraphQL do sandbox').fill('http://127.0.0.1:9/graphql');
    const answer = await runAndReadAnswer(page);
    expect(JSON.stringify(answer.errors)).toContain('Não foi possível falar com http://127.0.0.1:9/graphql');
  });
});
