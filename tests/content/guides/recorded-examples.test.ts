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
import {
  SANDBOX_WORLD,
  billingUpdates,
  billings,
  changedAt,
  contractDocument2026,
  digitalAcceptanceSignatories,
  enrollment2026,
  paymentPlans,
  scheduledTasks,
  supplies2025,
  supplies2025Billings,
  theoSupplies2025,
  webHookEvents,
} from '../../../src/data/world';
import {
  differences,
  replayStory,
  withWorldIdentities,
  type Chapter,
  type ReplayedStep,
  type Story,
} from '../../support/recorded-examples';
import {SIMULATOR_GAPS} from '../../support/simulator-gaps';
import {cashPayment, type Emitted} from '../../support/webhook-stories';

/** Replayed by first-boleto-story.test.ts. */
const WALKTHROUGH = 'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md';

/** The money path's topics (docs/<topic>) and the release notes. */
const MONEY_PATH = ['webhooks', 'boletos', 'matriculas', 'documentos-de-aceite-digital', 'planos-de-pagamento'];

/** The sandbox's page, which takes a boleto and an enrollment of the sandbox's records (src/data/world/sandbox.ts) through their states. */
const SANDBOX_PAGE = 'docs/boas-praticas/testar-no-sandbox.md';

const pages = [
  ...MONEY_PATH.flatMap((topic) => listGuides(repoPath('docs', topic))),
  ...listGuides(repoPath('blog')),
  repoPath(SANDBOX_PAGE),
].map((file) => path.relative(REPO_ROOT, file));

const createdAt = (records: readonly {id: number; creationDate?: string | null}[], id: number): string => {
  const date = records.find((record) => record.id === id)?.creationDate;
  if (typeof date !== 'string') throw new Error(`o mundo não tem a data de criação do registro ${id}`);
  return date;
};

/** The world's record of `type` with `id`; a test that names a record the world lacks fails here. */
function recordOf<T extends {readonly id: number}>(records: readonly T[], id: number): T {
  const record = records.find((candidate) => candidate.id === id);
  if (record === undefined) throw new Error(`o mundo não tem o registro ${id}`);
  return record;
}

/** The delivery of the world's event that failed and was retried by hand. */
const failedDelivery = webHookEvents.flatMap((event) => (event.delivery === undefined ? [] : [event.delivery]))[0];

/** The sandbox's delivery that failed and was retried by hand ("Testar no sandbox"). */
const sandboxRetriedDelivery = (() => {
  const delivery = SANDBOX_WORLD.WebHookEventV2.find((event) => event.delivery?.manuallyTriggered === true)?.delivery;
  if (delivery === undefined) throw new Error('o mundo do sandbox não tem a entrega reenviada à mão');
  return delivery;
})();

/** When a plan was removed (its `removedAt`). */
const removedAt = (id: number): string => {
  const moment = recordOf(paymentPlans, id).removedAt;
  if (moment === undefined) throw new Error(`o plano ${id} não foi removido`);
  return moment;
};

/**
 * The pages that show a step of the world's past, each step at its moment, read from the world's
 * dated history (src/data/world/history.ts): a change is shown from the moment it happened, the
 * simulator started there on the world as it was (the change itself not made yet); a state is
 * shown at the moment of the change that ended it.
 */
const MOMENTS: readonly Chapter[] = [
  {
    page: 'docs/webhooks/consultar.md',
    from: {ListarEntregasComFalha: failedDelivery === undefined ? '' : changedAt(failedDelivery, 'status', 'PENDING')},
  },
  {
    page: 'docs/boletos/consultar.md',
    from: {ConsultarBoletos: changedAt(recordOf(billings, 90413), 'billingStatus', 'PAID')},
  },
  {
    page: 'docs/boletos/cancelamento.md',
    from: {
      CancelarBoleto: changedAt(recordOf(billings, 90853), 'billingStatus'),
      MarcarBoletoParaCancelar: changedAt(recordOf(billings, 91302), 'billingStatus', 'MARKED_TO_CANCEL'),
      CancelarBoletosEmLote: recordOf(scheduledTasks, 733).creationDate,
    },
  },
  {
    page: 'docs/boletos/baixa-manual.md',
    from: {RegistrarBaixaManual: changedAt(recordOf(billings, 90413), 'billingStatus', 'PAID')},
  },
  {
    page: 'docs/boletos/estorno.md',
    from: {EstornarBoleto: changedAt(recordOf(billings, 88214), 'billingStatus', 'REFUNDED')},
  },
  {
    page: 'docs/boletos/segunda-via.md',
    from: {
      EmitirSegundaVia: changedAt(recordOf(billings, 90413), 'billingStatus', 'REISSUED'),
      AlterarVencimentoDoBoleto: recordOf(billingUpdates, 2214).creationDate,
    },
  },
  {
    page: 'docs/planos-de-pagamento/consultar-id.md',
    from: {ConsultarPlanoDePagamento: changedAt(recordOf(billings, 90413), 'billingStatus', 'OVERDUE')},
  },
  {
    page: 'docs/planos-de-pagamento/cancelar.md',
    from: {CancelarPlanoDePagamento: changedAt(theoSupplies2025, 'isCanceled')},
  },
  {page: 'docs/planos-de-pagamento/remover.md', from: {RemoverPlanoDePagamento: removedAt(5131)}},
  {
    page: 'docs/documentos-de-aceite-digital/ciclo-de-vida.md',
    from: {ReenviarDocumento: changedAt(recordOf(digitalAcceptanceSignatories, 8790), 'lastSentDate')},
  },
  {
    page: 'docs/documentos-de-aceite-digital/digital-acceptance-signatories-listar.md',
    from: {
      ListarSignatarios: changedAt(recordOf(digitalAcceptanceSignatories, 8813), 'acceptanceStatus', 'ACCEPTED'),
      ListarSignatariosPendentes: changedAt(recordOf(digitalAcceptanceSignatories, 8790), 'lastSentDate'),
    },
  },
  {
    page: 'docs/documentos-de-aceite-digital/documento-aceitar.md',
    from: {AceitarDocumento: changedAt(contractDocument2026, 'status', 'ACCEPTED')},
  },
  // The sandbox's exam fee registered and paid, its contract accepted and its payment event retried, each at its moment.
  {
    page: SANDBOX_PAGE,
    from: {
      RegistrarNoSimulador: changedAt(recordOf(SANDBOX_WORLD.Billing, 7_091_301), 'billingStatus', 'REGISTERED'),
      PagarNoSandbox: changedAt(recordOf(SANDBOX_WORLD.Billing, 7_091_301), 'billingStatus', 'PAID'),
      AceitarNoSandbox: changedAt(recordOf(SANDBOX_WORLD.DigitalAcceptanceDocument, 7_005_521), 'status', 'ACCEPTED'),
      ReenviarEvento: changedAt(sandboxRetriedDelivery, 'status', 'PENDING'),
    },
  },
];

/** The sandbox webhook the pages about webhooks create, update, pause and remove (fact webhook.ambiente). */
const homologation = SANDBOX_WORLD.WebHookV2.find((webhook) => webhook.id === 7_000_042);

/**
 * The world's stories that create records the world holds, page after page, each step at the
 * world's moment: the simulator starts at the first one (its store still holds the whole world),
 * the records it creates stand for the world's, whose identities the pages show, and the later
 * steps reach them by those identities (replayStory with `creates`).
 */
const STORIES: readonly (readonly Chapter[])[] = [
  [{page: 'docs/planos-de-pagamento/gerar.md', at: {GerarPlanoDePagamento: supplies2025.creationDate}}],
  [{page: 'docs/boletos/emissao.md', at: {EmitirBoletoAvulso: createdAt(billings, 91302)}}],
  [{page: 'docs/matriculas/enrollment-iniciar.md', at: {IniciarMatricula: enrollment2026.creationDate}}],
  // Completed with a contract to accept: the contract and the document it creates are the world's 902 and 5521.
  [
    {
      page: 'docs/matriculas/enrollment-completar.md',
      at: {CompletarMatricula: changedAt(enrollment2026, 'status', 'IN_TERM_ACCEPTANCE')},
    },
  ],
  // The sandbox webhook 7000042: created, given a new secret, paused and removed (src/data/world/sandbox.ts).
  [
    {page: 'docs/webhooks/incluir.md', at: {IncluirWebhook: homologation?.creationDate ?? ''}},
    {
      page: 'docs/webhooks/atualizar.md',
      at: {
        AtualizarWebhook: homologation === undefined ? '' : changedAt(homologation, 'authValue'),
        PausarWebhook: homologation === undefined ? '' : changedAt(homologation, 'active'),
      },
    },
    {page: 'docs/webhooks/remover.md', at: {RemoverWebhook: homologation?.removedAt ?? ''}},
  ],
];

const keyOf = (page: string, step: ReplayedStep): string => `${page}#${step.operationName}`;

const replays = new Map<string, Promise<Story>>();

/** The story a page belongs to (or the page alone, at the world's now), replayed once for all the tests of this file. */
function replay(page: string): Promise<Story> {
  let done = replays.get(page);
  if (done === undefined) {
    const story = STORIES.find((chapters) => chapters.some((chapter) => chapter.page === page));
    const past = MOMENTS.find((chapter) => chapter.page === page);
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
