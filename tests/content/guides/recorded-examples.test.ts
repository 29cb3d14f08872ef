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
import {billings, enrollment2026, supplies2025, supplies2025Billings, webHooks} from '../../../src/data/world';
import {differences, replayPage, withWorldIdentities, type ReplayedStep} from '../../support/recorded-examples';
import {SIMULATOR_GAPS} from '../../support/simulator-gaps';

/** The money path's topics (docs/<topic>) and the release notes. */
const MONEY_PATH = ['webhooks', 'boletos', 'matriculas', 'documentos-de-aceite-digital', 'planos-de-pagamento'];

const pages = [
  ...MONEY_PATH.flatMap((topic) => listGuides(repoPath('docs', topic))),
  ...listGuides(repoPath('blog')),
].map((file) => path.relative(REPO_ROOT, file));

const createdAt = (records: readonly {id: number; creationDate?: string | null}[], id: number): string => {
  const date = records.find((record) => record.id === id)?.creationDate;
  if (typeof date !== 'string') throw new Error(`o mundo não tem a data de criação do registro ${id}`);
  return date;
};

/**
 * Pages that show the creation of a record the world holds: the simulator starts at the moment the
 * world created it (its clock; its store still holds the whole world), and the record it creates
 * stands for the world's, whose identities the page shows (withWorldIdentities).
 */
const CREATIONS: Readonly<Record<string, string>> = {
  'docs/planos-de-pagamento/gerar.md': supplies2025.creationDate,
  'docs/boletos/emissao.md': createdAt(billings, 91302),
  'docs/webhooks/incluir.md': createdAt(webHooks, 42),
  'docs/matriculas/enrollment-iniciar.md': enrollment2026.creationDate,
};

const keyOf = (page: string, step: ReplayedStep): string => `${page}#${step.operationName}`;

interface Replay {
  readonly steps: readonly ReplayedStep[];
  /** Each step's simulated response, with the identities of created records renamed to the world's. */
  readonly simulated: readonly unknown[];
  /** The renaming (simulator's identity → the world's) the page's steps set. */
  readonly names: Map<unknown, unknown>;
}

const replays = new Map<string, Promise<Replay>>();

/** The page's steps through one fresh simulator, once per page for all the tests of this file. */
function replay(page: string): Promise<Replay> {
  let done = replays.get(page);
  if (done === undefined) {
    const creation = CREATIONS[page];
    done = replayPage(repoPath(page), {now: creation}).then((steps) => {
      const names = new Map<unknown, unknown>();
      const simulated = steps.map((step) =>
        creation === undefined ? step.simulated : withWorldIdentities(step.shown, step.simulated, names),
      );
      return {steps, simulated, names};
    });
    replays.set(page, done);
  }
  return done;
}

/** A webhook body shown on a page, keyed `<page>#<event>:<objectId>`. */
interface ShownBody {
  readonly key: string;
  readonly body: {type: string; objectId: string; environmentType: string} & Record<string, unknown>;
}

function shownBodies(page: string): ShownBody[] {
  return codeBlocks(repoPath(page))
    .filter((block) => block.lang === 'json' && block.meta === '')
    .flatMap((block) => {
      const body = JSON.parse(block.code) as ShownBody['body'];
      return typeof body.type === 'string' && 'eventDate' in body && 'data' in body
        ? [{key: `${page}#${body.type}:${body.objectId}`, body}]
        : [];
    });
}

/** The page whose replay emits each shown webhook body (the step of the story that made the event). */
const PAYLOAD_REPLAYS: Readonly<Record<string, string>> = {
  [`docs/webhooks/cobranca-criada-ou-alterada.md#BILLING_CREATED:${supplies2025Billings[0]?.refId ?? ''}`]:
    'docs/planos-de-pagamento/gerar.md',
};

describe('respostas do caminho do dinheiro, gravadas do simulador', () => {
  it.each(pages.filter((page) => guideExamples(codeBlocks(repoPath(page))).length > 0))(
    '%s mostra o que o simulador responde, passo a passo',
    async (page) => {
      const {steps, simulated} = await replay(page);
      const wrong: string[] = [];
      const stale: string[] = [];
      steps.forEach((step, index) => {
        if (step.shown === undefined) return;
        const found = differences(step.shown, simulated[index]);
        const gap = SIMULATOR_GAPS[keyOf(page, step)];
        if (gap === undefined) wrong.push(...found.map((line) => `${step.where} ${step.operationName}: ${line}`));
        else if (found.length === 0) stale.push(`${keyOf(page, step)}: o simulador já dá esta resposta (${gap.why})`);
      });
      expect(wrong, 'respostas que o simulador não dá nesse passo: gere-as do simulador').toEqual([]);
      expect(stale, 'exemplos que o simulador já reproduz: tire-os de tests/support/simulator-gaps.ts').toEqual([]);
    },
  );

  const bodies = pages.flatMap(shownBodies);

  it.each(bodies.map((shown) => [shown.key, shown] as const))(
    '%s é o corpo que o simulador emite nesse passo',
    async (key, {body}) => {
      const source = PAYLOAD_REPLAYS[key];
      const gap = SIMULATOR_GAPS[key];
      expect(source === undefined, `${key}: diga a página que emite o evento ou a lacuna`).toBe(gap !== undefined);
      if (source === undefined) return;
      const {names, steps} = await replay(source);
      const candidates = (steps[0]?.simulator.events() ?? [])
        .filter((event) => event.event === body.type)
        // The simulator plays the sandbox: its events say SANDBOX where the world's production event says PRODUCTION.
        .map((event) =>
          withWorldIdentities(body, {...(event.payload as object), environmentType: body.environmentType}, names),
        )
        .filter((payload) => (payload as {objectId?: unknown}).objectId === body.objectId);
      expect(candidates, `${key}: o simulador não emite este evento`).toHaveLength(1);
      expect(differences(body, candidates[0])).toEqual([]);
    },
  );

  it('toda lacuna listada é um passo com resposta ou um corpo de webhook de uma página do caminho do dinheiro', () => {
    const shown = new Set([
      ...pages.flatMap((page) =>
        guideExamples(codeBlocks(repoPath(page)))
          .filter((example) => example.response !== undefined)
          .map((example) => `${page}#${/^\s*(?:query|mutation)\s+(\w+)/m.exec(example.operation.code)?.[1] ?? ''}`),
      ),
      ...bodies.map((body) => body.key),
    ]);
    expect(Object.keys(SIMULATOR_GAPS).filter((key) => !shown.has(key))).toEqual([]);
  });
});
