/**
 * The money path's example responses are the simulator's (issue 26, "Exemplos do modelo"): each
 * page's requests run in the page's order through a fresh simulator (src/lib/simulator), and every
 * response the page shows must be, field by field, the one the simulator gives at that step.
 * The examples the simulator cannot reproduce yet are listed, with why, in
 * tests/support/simulator-gaps.ts; an entry that is no longer needed fails here too.
 * The walkthrough "Do zero ao primeiro boleto pago" (docs/primeiros-passos/), a story of its own with steps
 * the page does not call, is replayed by first-boleto-story.test.ts, against the same list of gaps.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {codeBlocks, guideExamples, listGuides} from '../../support/code-blocks';
import {repoPath, REPO_ROOT} from '../../support/paths';
import {billings, supplies2025Billings} from '../../../src/data/world';
import {PAGE_MOMENTS, PAGE_STORIES, SANDBOX_PAGE} from '../../../src/data/world/page-moments';
import {
  differences,
  replayStory,
  withWorldIdentities,
  type ReplayedStep,
  type Story,
} from '../../support/recorded-examples';
import {SIMULATOR_GAPS} from '../../support/simulator-gaps';
import {cashPayment, type Emitted} from '../../support/webhook-stories';

/** Replayed by first-boleto-story.test.ts. */
const WALKTHROUGH = 'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md';

/** The money path's topics (docs/<topic>) and the release notes. */
const MONEY_PATH = ['webhooks', 'boletos', 'matriculas', 'documentos-de-aceite-digital', 'planos-de-pagamento'];

const pages = [
  ...MONEY_PATH.flatMap((topic) => listGuides(repoPath('docs', topic))),
  ...listGuides(repoPath('blog')),
  repoPath(SANDBOX_PAGE),
].map((file) => path.relative(REPO_ROOT, file));

/** The world's record of `type` with `id`; a test that names a record the world lacks fails here. */
function recordOf<T extends {readonly id: number}>(records: readonly T[], id: number): T {
  const record = records.find((candidate) => candidate.id === id);
  if (record === undefined) throw new Error(`o mundo não tem o registro ${id}`);
  return record;
}

const keyOf = (page: string, step: ReplayedStep): string => `${page}#${step.operationName}`;

const replays = new Map<string, Promise<Story>>();

/** The story a page belongs to (or the page alone, at the world's now), replayed once for all the tests of this file. */
function replay(page: string): Promise<Story> {
  let done = replays.get(page);
  if (done === undefined) {
    const story = PAGE_STORIES.find((chapters) => chapters.some((chapter) => chapter.page === page));
    const past = PAGE_MOMENTS.find((chapter) => chapter.page === page);
    done = replayStory(story ?? [past ?? {page}], {creates: story !== undefined});
    for (const chapter of story ?? [{page}]) replays.set(chapter.page, done);
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

/** The shown bodies of calls no page makes, emitted by the story of the world's past that makes them (webhook-stories.ts). */
const PAYLOAD_STORIES: Readonly<Record<string, () => Promise<Emitted>>> = {
  [`docs/webhooks/cobranca-criada-ou-alterada.md#BILLING_STATUS_CHANGED:${recordOf(billings, 88215).refId}`]:
    cashPayment,
};

describe('respostas do caminho do dinheiro, gravadas do simulador', () => {
  it.each(pages.filter((page) => guideExamples(codeBlocks(repoPath(page))).length > 0))(
    '%s mostra o que o simulador responde, passo a passo',
    async (page) => {
      const {steps} = await replay(page);
      const wrong: string[] = [];
      const stale: string[] = [];
      steps.forEach((step) => {
        if (step.page !== page || step.shown === undefined) return;
        const found = differences(step.shown, step.simulated);
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
      const told = PAYLOAD_STORIES[key];
      const gap = SIMULATOR_GAPS[key];
      expect(source === undefined && told === undefined, `${key}: diga a história que emite o evento ou a lacuna`).toBe(
        gap !== undefined,
      );
      const {events, story} =
        told !== undefined
          ? await told()
          : source !== undefined
            ? await replay(source).then((replayed) => ({
                events: replayed.steps[0]?.simulator.events() ?? [],
                story: replayed,
              }))
            : {events: [], story: undefined};
      if (story === undefined) return;
      const candidates = events
        .filter((event) => event.event === body.type)
        // The simulator plays the sandbox: its events say SANDBOX where the world's production event says PRODUCTION.
        .map((event) =>
          withWorldIdentities(body, {...(event.payload as object), environmentType: body.environmentType}, story),
        )
        .filter((payload) => (payload as {objectId?: unknown}).objectId === body.objectId);
      expect(candidates, `${key}: o simulador não emite este evento`).toHaveLength(1);
      expect(differences(body, candidates[0])).toEqual([]);
    },
  );

  it('toda lacuna listada é um passo com resposta ou um corpo de webhook de uma página do caminho do dinheiro', () => {
    const shown = new Set([
      ...[...pages, WALKTHROUGH].flatMap((page) =>
        guideExamples(codeBlocks(repoPath(page)))
          .filter((example) => example.response !== undefined)
          .map((example) => `${page}#${/^\s*(?:query|mutation)\s+(\w+)/m.exec(example.operation.code)?.[1] ?? ''}`),
      ),
      ...[...bodies, ...shownBodies(WALKTHROUGH)].map((body) => body.key),
    ]);
    expect(Object.keys(SIMULATOR_GAPS).filter((key) => !shown.has(key))).toEqual([]);
  });
});
