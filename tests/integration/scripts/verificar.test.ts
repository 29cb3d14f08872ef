/**
 * The `verificar` command as a CI runs it: `npm run verificar`'s script (tsx scripts/verificar.ts)
 * and the single-file download (the esbuild bundle the build publishes, run with plain `node` from
 * a folder outside the repository), both spawned as child processes on real .graphql files. Exit
 * status, text report, JSON report, --desde and --estrito.
 */
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import type {JsonReport} from '../../../src/lib/operation-check';
import {REPO_ROOT} from '../../../src/lib/repo-root';
import {SNAPSHOT_PATH} from '../../../src/lib/schema-snapshot';
import {bundleChecker} from '../../../src/plugins/api-downloads/checker-bundle';
import {repositoryTimeline} from '../../../src/plugins/api-downloads';

const SITE = 'https://portal.exemplo';

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function spawn(command: string, args: readonly string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      command,
      [...args],
      {cwd, env: {...process.env, INIT_CWD: cwd, SITE_URL: SITE}, timeout: 90_000},
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({code, stdout, stderr});
      },
    );
  });
}

let dir: string;
let bundle: string;

const QUERY = 'query Boleto($id: Int!) {\n  billing(id: $id) {\n    ...Campos\n    inventado\n  }\n}\n';
const FRAGMENT = 'fragment Campos on Billing {\n  id\n  hasAnyManualPayment\n}\n';
const DEPRECATED_ONLY = 'query Antiga {\n  webHook(id: 1) { id }\n}\n';
const VALID = 'query Nova {\n  billing(id: 1) { id isManualPayment }\n}\n';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'verificar-'));
  await mkdir(path.join(dir, 'src', 'ops'), {recursive: true});
  await writeFile(path.join(dir, 'src', 'ops', 'consulta.graphql'), QUERY);
  await writeFile(path.join(dir, 'src', 'ops', 'fragmentos.graphql'), FRAGMENT);
  await writeFile(path.join(dir, 'obsoleta.graphql'), DEPRECATED_ONLY);
  await writeFile(path.join(dir, 'nova.graphql'), VALID);
  bundle = path.join(dir, 'baixado', 'verificar.js');
  await bundleChecker(
    {sdl: await readFile(SNAPSHOT_PATH, 'utf8'), timeline: repositoryTimeline(), siteUrl: SITE},
    bundle,
  );
}, 120_000);

afterAll(async () => {
  await rm(dir, {recursive: true, force: true});
});

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const SCRIPT = path.join(REPO_ROOT, 'scripts', 'verificar.ts');

const commands = {
  'npm run verificar (tsx)': (args: readonly string[]) => spawn(TSX, [SCRIPT, ...args], dir),
  'o arquivo baixado (node)': (args: readonly string[]) => spawn(process.execPath, [bundle, ...args], dir),
} as const;

// Each test spawns the command a few times, and tsx compiles on every start: minutes on a loaded machine.
describe.each(Object.entries(commands))('%s', {timeout: 240_000}, (_name, verificar) => {
  it('reports an error and a deprecated member across two files and exits 1', async () => {
    const {code, stdout} = await verificar(['src/**/*.graphql']);
    expect(code).toBe(1);
    expect(stdout.split('\n')).toEqual([
      'src/ops/consulta.graphql:4:5  erro  O campo `inventado` não existe no tipo `Billing`.',
      `    ${SITE}/api/types/objects/billing`,
      'src/ops/fragmentos.graphql:3:3  obsoleto  O campo `Billing.hasAnyManualPayment` está obsoleto desde a versão de 15 de julho de 2024. Use `isManualPayment`. Motivo: Use isManualPayment, que informa a baixa manual do próprio boleto.',
      `    ${SITE}/api/types/objects/billing#has-any-manual-payment`,
      `    substituto: ${SITE}/api/types/objects/billing#is-manual-payment`,
      '',
      '1 erro e 1 uso de membro obsoleto em 1 operação de 2 arquivos.',
      '',
    ]);
  });

  it('exits 0 with only a deprecated member, and 1 with --estrito', async () => {
    expect((await verificar(['obsoleta.graphql'])).code).toBe(0);
    const strict = await verificar(['obsoleta.graphql', '--estrito']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain('A query `webHook` está obsoleta desde a versão de 8 de julho de 2024.');
  });

  it('writes JSON with --json', async () => {
    const {code, stdout} = await verificar(['obsoleta.graphql', 'nova.graphql', '--json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as JsonReport;
    expect(report.arquivos).toEqual(['nova.graphql', 'obsoleta.graphql']);
    expect(report.resumo).toEqual({
      erros: 0,
      obsoletos: 1,
      texto: '0 erros e 1 uso de membro obsoleto em 2 operações de 2 arquivos.',
    });
    expect(report.achados.map((achado) => [achado.arquivo, achado.linha, achado.membro, achado.obsoletoDesde])).toEqual(
      [['obsoleta.graphql', 2, 'Query.webHook', '2024-07-08']],
    );
  });

  it('with --desde, fails on what the older release did not have', async () => {
    const {code, stdout} = await verificar(['nova.graphql', '--desde', '2024-07-10']);
    expect(code).toBe(1);
    expect(stdout).toContain(
      'nova.graphql:2:23  ausente na versão  O campo `Billing.isManualPayment` não existia na versão de 8 de julho de 2024: surgiu na versão de 15 de julho de 2024.',
    );
  });

  it('exits 2 on bad usage: no pattern, no file, an unknown option, a date before the history', async () => {
    const none = await verificar([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('informe os arquivos .graphql a verificar.');
    const noFile = await verificar(['nada/**/*.graphql']);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toBe('verificar: nenhum arquivo corresponde a "nada/**/*.graphql".\n');
    expect((await verificar(['nova.graphql', '--rapido'])).code).toBe(2);
    const early = await verificar(['nova.graphql', '--desde', '2020-01-01']);
    expect(early.code).toBe(2);
    expect(early.stderr).toContain('Não há versão do schema em 2020-01-01');
  });
});
