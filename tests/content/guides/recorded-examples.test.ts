/**
 * The money path's example responses are the simulator's (issue 26, "Exemplos do modelo"): each
 * page's requests run in the page's order through a fresh simulator (src/lib/simulator), and every
 * response the page shows must be, field by field, the one the simulator gives at that step.
 * The examples the simulator cannot reproduce yet are listed, with why, in
 * tests/support/simulator-gaps.ts; an entry that is no longer needed fails here too.
 * "Do zero ao primeiro boleto pago" is held to the simulator by its own test.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeBlocks, guideExamples, listGuides} from '../../support/code-blocks';
import {repoPath, REPO_ROOT} from '../../support/paths';
import {differences, replayPage, type ReplayedStep} from '../../support/recorded-examples';
import {SIMULATOR_GAPS} from '../../support/simulator-gaps';

/** The money path's topics (docs/<topic>) and the release notes. */
const MONEY_PATH = ['webhooks', 'boletos', 'matriculas', 'documentos-de-aceite-digital', 'planos-de-pagamento'];

const pages = [
  ...MONEY_PATH.flatMap((topic) => listGuides(repoPath('docs', topic))),
  ...listGuides(repoPath('blog')),
].map((file) => path.relative(REPO_ROOT, file));

const keyOf = (page: string, step: ReplayedStep): string => `${page}#${step.operationName}`;

describe('respostas do caminho do dinheiro, gravadas do simulador', () => {
  it.each(pages.filter((page) => guideExamples(codeBlocks(repoPath(page))).length > 0))(
    '%s mostra o que o simulador responde, passo a passo',
    async (page) => {
      const steps = await replayPage(repoPath(page));
      const wrong: string[] = [];
      const stale: string[] = [];
      for (const step of steps) {
        if (step.shown === undefined) continue;
        const found = differences(step.shown, step.simulated);
        const gap = SIMULATOR_GAPS[keyOf(page, step)];
        if (gap === undefined) wrong.push(...found.map((line) => `${step.where} ${step.operationName}: ${line}`));
        else if (found.length === 0) stale.push(`${keyOf(page, step)}: o simulador já dá esta resposta (${gap.why})`);
      }
      expect(wrong, 'respostas que o simulador não dá nesse passo: gere-as do simulador').toEqual([]);
      expect(stale, 'exemplos que o simulador já reproduz: tire-os de tests/support/simulator-gaps.ts').toEqual([]);
    },
  );

  it('toda lacuna listada é um passo com resposta de uma página do caminho do dinheiro', () => {
    const shown = new Set(
      pages.flatMap((page) =>
        guideExamples(codeBlocks(repoPath(page)))
          .filter((example) => example.response !== undefined)
          .map((example) => `${page}#${/^\s*(?:query|mutation)\s+(\w+)/m.exec(example.operation.code)?.[1] ?? ''}`),
      ),
    );
    expect(Object.keys(SIMULATOR_GAPS).filter((key) => !shown.has(key))).toEqual([]);
  });
});
