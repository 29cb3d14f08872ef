/**
 * "Do zero ao primeiro boleto pago" (docs/primeiros-passos/) replayed through the simulator
 * (src/lib/simulator), step by step, at the world's moments: from the world as it was when
 * Helena's re-enrollment began (October 2025) to Carla's Pix payment of the first boleto
 * (December 2025), with the steps the page tells and does not call (the parents' acceptances, the
 * bank's confirmation of the payment) made through the simulator. Every response the page shows,
 * and the webhook body of its last step, must be the simulator's at that step, field by field;
 * the records the story creates stand for the world's (tests/support/recorded-examples.ts). The
 * family's registration, which the page shows as a past step (October 2024), is replayed from
 * the world of that moment. The examples the simulator cannot give are listed, with why, in
 * tests/support/simulator-gaps.ts.
 */
import {describe, expect, it} from 'vitest';

import {codeBlocks} from '../../support/code-blocks';
import {
  FIRST_BOLETO_PAGE as PAGE,
  REGISTRATION,
  examples,
  operationNameOf,
  replayFirstBoleto as replayStory,
  replayRegistration,
} from '../../support/first-boleto-story';
import {repoPath} from '../../support/paths';
import {differences, withWorldIdentities} from '../../support/recorded-examples';
import {SIMULATOR_GAPS} from '../../support/simulator-gaps';

const keyOf = (operationName: string): string => `${PAGE}#${operationName}`;

const statusOf = (payload: unknown): unknown =>
  (payload as {data?: {billing?: {billingStatus?: unknown}}} | undefined)?.data?.billing?.billingStatus;

describe(`${PAGE}, passo a passo no simulador`, () => {
  const shownSteps = examples
    .filter((example) => example.response !== undefined)
    .map((example) => operationNameOf(example.operation.code));

  it('a página mostra a resposta de cada chamada', () => {
    expect(shownSteps).toHaveLength(examples.length);
    expect(shownSteps).toContain(REGISTRATION);
  });

  it.each(shownSteps)('%s mostra o que o simulador responde nesse passo', async (operationName) => {
    const steps = operationName === REGISTRATION ? await replayRegistration() : (await replayStory()).steps;
    const step = steps.find((candidate) => candidate.operationName === operationName);
    if (step === undefined) throw new Error(`${operationName} não rodou`);
    const found = differences(step.shown, step.simulated);
    const gap = SIMULATOR_GAPS[keyOf(operationName)];
    if (gap === undefined) expect(found, `${step.where}: gere a resposta do simulador`).toEqual([]);
    else expect(found, `${keyOf(operationName)} já sai do simulador: tire a lacuna (${gap.why})`).not.toEqual([]);
  });

  it('o corpo do webhook do pagamento é o que o simulador emite', async () => {
    const bodies = codeBlocks(repoPath(PAGE))
      .filter((block) => block.lang === 'json' && block.meta === '')
      .map((block) => JSON.parse(block.code) as {type: string; objectId: string} & Record<string, unknown>);
    expect(bodies.map((body) => body.type)).toEqual(['BILLING_STATUS_CHANGED']);
    const [body] = bodies;
    const {simulator, story} = await replayStory();
    const candidates = simulator
      .events()
      // The boleto's earlier changes (its registration) emit the same event: the page shows the payment.
      .filter((event) => event.event === body?.type && statusOf(event.payload) === statusOf(body))
      // The simulator plays the sandbox: its events say SANDBOX where the world's production event says PRODUCTION.
      .map((event) =>
        withWorldIdentities(body, {...(event.payload as object), environmentType: body?.environmentType}, story),
      )
      .filter((payload) => (payload as {objectId?: unknown}).objectId === body?.objectId);
    expect(candidates, 'o simulador não emite este evento').toHaveLength(1);
    const found = differences(body, candidates[0]);
    const key = `${PAGE}#${String(body?.type)}:${String(body?.objectId)}`;
    const gap = SIMULATOR_GAPS[key];
    if (gap === undefined) expect(found, 'gere o corpo do simulador').toEqual([]);
    else expect(found, `${key} já sai do simulador: tire a lacuna (${gap.why})`).not.toEqual([]);
  });
});
