/**
 * The shell commands of "Simulador local" (docs/boas-praticas/testar-no-sandbox.md) that call the
 * scenario controls, run with bash against a simulator on an ephemeral port: the page's address
 * (port 4000) is the only thing replaced. A restart goes to a moment of the page's own steps
 * (src/data/world/page-moments.ts); the other controls never move the clock back.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

import {afterAll, beforeAll, expect, it} from 'vitest';

import {REPO_ROOT} from '../../../../src/lib/repo-root';
import {PAGE_MOMENTS} from '../../../../src/data/world/page-moments';
import {SCENARIO_PATHS, SCENARIO_ROUTE} from '../../../../scripts/simulador/scenario';
import {codeBlocks} from '../../../support/code-blocks';
import {startTestSandbox, type TestSandbox} from '../../../support/sandbox';

const execFileAsync = promisify(execFile);
const PAGE_FILE = 'docs/boas-praticas/testar-no-sandbox.md';
const PAGE = path.join(REPO_ROOT, PAGE_FILE);
const PAGE_ADDRESS = 'http://127.0.0.1:4000';

const commands = codeBlocks(PAGE).filter(
  (block) => block.lang === 'bash' && block.code.includes(`${PAGE_ADDRESS}${SCENARIO_ROUTE}/`),
);

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

it('a página mostra ao menos uma chamada a um controle de cenário', () => {
  expect(commands.length).toBeGreaterThan(0);
});

it.each(commands.map((block) => [block.line, block] as const))(
  'o comando da linha %i roda e o simulador responde com o relógio',
  async (_line, block) => {
    const before = Date.parse(sandbox.simulator.now().toISOString());
    const {stdout} = await execFileAsync('bash', ['-c', block.code.replaceAll(PAGE_ADDRESS, sandbox.base)], {
      encoding: 'utf8',
    });
    const {agora} = JSON.parse(stdout) as {agora: string};
    expect(Date.parse(agora)).toBe(sandbox.simulator.now().getTime());
    if (block.code.includes(SCENARIO_PATHS.restart)) {
      const moments = PAGE_MOMENTS.filter((chapter) => chapter.page === PAGE_FILE).flatMap((chapter) =>
        Object.values({...chapter.from, ...chapter.at}).map((moment) => Date.parse(moment)),
      );
      expect(moments).toContain(Date.parse(agora));
    } else expect(sandbox.simulator.now().getTime()).toBeGreaterThanOrEqual(before);
  },
);

it('a página mostra como reiniciar o mundo num momento dos seus passos', () => {
  expect(commands.some((block) => block.code.includes(`${PAGE_ADDRESS}${SCENARIO_PATHS.restart}`))).toBe(true);
});
