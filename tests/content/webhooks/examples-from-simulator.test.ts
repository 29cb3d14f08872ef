/**
 * Each example payload of schema/webhooks.openapi.yaml (the webhook event pages are generated from
 * it) is the body the simulator (src/lib/simulator) emits for that event at the world's moment,
 * field by field: the story that makes the event runs through the simulator (a guide's steps at
 * their moments, "Do zero ao primeiro boleto pago", or the clock passing a due date), and the
 * records it creates stand for the world's (tests/support/recorded-examples.ts). The examples the
 * simulator cannot produce, or produces otherwise, are listed with why in
 * tests/support/simulator-gaps.ts (WEBHOOK_EXAMPLE_GAPS); an entry no longer needed fails.
 */
import {readFileSync} from 'node:fs';

import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {agreements, paymentLinks, supplies2025} from '../../../src/data/world';
import {replayFirstBoleto} from '../../support/first-boleto-story';
import {repoPath} from '../../support/paths';
import {differences, replayStory, withWorldIdentities} from '../../support/recorded-examples';
import {WEBHOOK_EXAMPLE_GAPS} from '../../support/simulator-gaps';
import {loggedIn} from '../../support/simulator';
import {
  cashPayment,
  dueDateMoved,
  eventsAt,
  once,
  planCanceled,
  secondCopy,
  type Emitted,
} from '../../support/webhook-stories';

type Body = {type: string; objectId: string; environmentType: string; data: Record<string, unknown>} & Record<
  string,
  unknown
>;

interface WebhookDocument {
  webhooks: Record<
    string,
    Record<string, {requestBody: {content: Record<string, {examples?: Record<string, {value: Body}>}>}}>
  >;
}

const doc = load(readFileSync(repoPath('schema', 'webhooks.openapi.yaml'), 'utf8')) as WebhookDocument;
const cases = Object.values(doc.webhooks).flatMap((operations) =>
  Object.values(operations).flatMap((operation) =>
    Object.entries(operation.requestBody.content['application/json']?.examples ?? {}).map(
      ([name, example]) => [`${example.value.type}:${name}`, example.value] as const,
    ),
  ),
);

/** "Gerar plano de pagamento": the supplies plan of January 2025, created with its three boletos. */
const suppliesPlan = once(async (): Promise<Emitted> => {
  const story = await replayStory(
    [{page: 'docs/planos-de-pagamento/gerar.md', at: {GerarPlanoDePagamento: supplies2025.creationDate}}],
    {creates: true},
  );
  return {events: story.steps[0]?.simulator.events() ?? [], story};
});

/** "Do zero ao primeiro boleto pago": the re-enrollment, its contract, its acceptance and its first payment. */
const firstBoleto = once(async (): Promise<Emitted> => {
  const {simulator, story} = await replayFirstBoleto();
  return {events: simulator.events(), story};
});

/** The agreement broken by an overdue instalment: the clock passes the moment the world dates. */
const brokenAgreement = once(async (): Promise<Emitted> => {
  const agreement = agreements.find((candidate) => candidate.status === 'BROKEN');
  const breach = Date.parse(agreement?.breachDate ?? '');
  const session = await loggedIn(new Date(breach - 86_400_000).toISOString());
  await session.simulator.advance(2 * 86_400_000);
  const at = session.simulator.events().find((event) => event.event === 'AGREEMENT_STATUS_CHANGED')?.at ?? '';
  return {
    events: session.simulator.events(),
    story: {names: new Map(), created: new Set([...eventsAt(agreement?.breachDate ?? ''), ...eventsAt(at)])},
  };
});

/**
 * The payment link paid by card: the simulator started before the payer opened the link, the
 * clock to the moment the world dates the operator's approval, and the scenario control.
 */
const linkPaid = once(async (): Promise<Emitted> => {
  const link = paymentLinks.find((candidate) => candidate.paymentStatus === 'PAID');
  const approved = link?.paymentDate ?? '';
  const session = await loggedIn(new Date(Date.parse(link?.creationDate ?? '') + 3_600_000).toISOString());
  await session.simulator.advance(Date.parse(approved) - session.simulator.now().getTime());
  await session.simulator.payPaymentLink(link?.id ?? 0, 'APPROVED');
  return {events: session.simulator.events(), story: {names: new Map(), created: eventsAt(approved)}};
});

/** The story whose replay emits each example. */
const SOURCES: Readonly<Record<string, () => Promise<Emitted>>> = {
  'BILLING_CREATED:parcelaDePlano': suppliesPlan,
  'PAYMENT_PLAN_CREATED:materialDidatico': suppliesPlan,
  'ENROLLMENT_CREATED:matriculaIniciada': firstBoleto,
  'DIGITAL_ACCEPTANCE_SENT:contratoEnviado': firstBoleto,
  'DIGITAL_ACCEPTANCE_STATUS_CHANGED:contratoAceito': firstBoleto,
  'ENROLLMENT_STATUS_CHANGED:matriculaEfetivada': firstBoleto,
  'AGREEMENT_STATUS_CHANGED:acordoQuebrado': brokenAgreement,
  'BILLING_STATUS_CHANGED:baixaManual': cashPayment,
  'BILLING_STATUS_CHANGED:cancelamento': planCanceled,
  'BILLING_CREATED:segundaVia': secondCopy,
  'BILLING_UPDATED:novoVencimento': dueDateMoved,
  'PAYMENT_LINK_STATUS_CHANGED:pagamentoAprovado': linkPaid,
};

/** The status an event's record is in: two events of one record differ by it. */
function statusesOf(body: unknown): string {
  const data = (body as {data?: Record<string, unknown>}).data ?? {};
  const record = Object.values(data).find((value) => typeof value === 'object' && value !== null) as
    | Record<string, unknown>
    | undefined;
  const fields = Object.entries(record ?? {}).filter(([key]) => key === 'status' || key === 'billingStatus');
  return JSON.stringify(Object.fromEntries(fields.sort(([a], [b]) => a.localeCompare(b))));
}

describe('exemplos de schema/webhooks.openapi.yaml, emitidos pelo simulador', () => {
  it('o documento tem exemplos de eventos', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  it.each(cases)('%s é o corpo que o simulador emite nesse momento do mundo', async (key, body) => {
    const source = SOURCES[key];
    const gap = WEBHOOK_EXAMPLE_GAPS[key];
    expect(source !== undefined || gap !== undefined, `${key}: diga a história que emite o evento ou a lacuna`).toBe(
      true,
    );
    if (source === undefined) return;
    const {events, story} = await source();
    const candidates = events
      .filter((event) => event.event === body.type && statusesOf(event.payload) === statusesOf(body))
      // The simulator plays the sandbox: its events say SANDBOX where the world's production event says PRODUCTION.
      .map((event) =>
        withWorldIdentities(body, {...(event.payload as object), environmentType: body.environmentType}, story),
      )
      .filter((payload) => (payload as {objectId?: unknown}).objectId === body.objectId);
    const found =
      candidates.length === 1
        ? differences(body, candidates[0])
        : [`o simulador emite ${String(candidates.length)} eventos deste tipo, deste registro e nesta situação`];
    if (gap === undefined) expect(found, `${key}: gere o exemplo do simulador`).toEqual([]);
    else expect(found, `${key} já sai do simulador: tire a lacuna (${gap.why})`).not.toEqual([]);
  });

  it('toda lacuna listada é um exemplo do documento', () => {
    const keys = new Set<string>(cases.map(([key]) => key));
    expect(Object.keys(WEBHOOK_EXAMPLE_GAPS).filter((key) => !keys.has(key))).toEqual([]);
  });
});
