/**
 * The simulator's single-file download: scripts/simulador bundled as the build bundles it
 * (src/plugins/api-downloads, simulatorBundle: the schema built in), copied to a folder outside the repository, started with
 * plain `node --port 0` and answering the documented `token` mutation; with `--momento`, the world
 * and its clock start at that moment.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {afterAll, beforeAll, expect, it} from 'vitest';

import {downloadById} from '../../../../src/lib/machine-readable';
import {SCENARIO_PATHS} from '../../../../scripts/simulador/scenario';
import {simulatorBundle} from '../../../../src/plugins/api-downloads';
import {scenario, tokenFor} from '../../../support/sandbox';

let dir: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'simulador-baixado-'));
  await writeFile(path.join(dir, downloadById('simulator').file), await simulatorBundle());
}, 120_000);

afterAll(async () => {
  child?.kill();
  await rm(dir, {recursive: true, force: true});
});

/** Starts the file with node and resolves with the address it prints. */
function start(args: readonly string[]): Promise<string> {
  child?.kill();
  return new Promise((resolve, reject) => {
    child = spawn(process.execPath, [downloadById('simulator').file, ...args], {
      cwd: dir,
      env: {PATH: process.env.PATH ?? ''},
    });
    let out = '';
    let err = '';
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      out += text;
      const address = /(http:\/\/\S+\/graphql)/.exec(out)?.[1];
      if (address !== undefined) resolve(address);
    });
    child.stderr?.setEncoding('utf8').on('data', (text: string) => (err += text));
    child.on('exit', (code) => {
      reject(new Error(`o simulador saiu com ${String(code)}: ${err}`));
    });
  });
}

it('o arquivo baixado roda com node, sem instalação, e responde à mutation token', {timeout: 60_000}, async () => {
  const url = await start(['--port', '0']);
  expect(await tokenFor(url)).toMatch(/\S{20,}/);
});

it('o arquivo baixado começa o mundo no momento de --momento', {timeout: 60_000}, async () => {
  const moment = '2025-05-20T13:11:00.000Z';
  const url = await start(['--port', '0', '--momento', moment]);
  expect(await scenario(url.replace(/\/graphql$/, ''), SCENARIO_PATHS.clock)).toEqual({
    status: 200,
    body: {agora: moment},
  });
});
