import {createHmac} from 'node:crypto';

import {describe, expect, it} from 'vitest';

import {refusalCode, webhookEventMachine, webhookMachine} from '../../../../src/data/model';
import {
  WEBHOOK_RETRY_OFFSETS_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../../../src/data/platform-facts';
import {school, webHookEvents} from '../../../../src/data/world';
import {codes, loggedIn} from '../../../support/simulator';

const SECRET = 'segredo-de-teste-ção-0123456789';
const ADD_HOOK = `mutation Hook($data: AddWebHookDataInput!) { addWebHook(data: $data) { id } }`;
const ADD_BILLING = `mutation Add($data: AddBillingDataInput!) { addBilling(data: $data) { id } }`;
const EVENTS = `query Events($refId: UUID!) { webHookEventsV2(where: {refId: {eq: $refId}}) { items { id status retryCount nextRetryAt manuallyTriggered } } }`;
const RETRY = `mutation Retry($data: RetryWebHookEventDataInput!) { retryWebHookEvent(data: $data) { status } }`;
const SWITCH = `mutation Switch($data: SwitchActivationDataInput!) { switchWebHookActivation(data: $data) { active } }`;
const UPDATE = `mutation Update($data: UpdateWebHookDataInput!) { updateWebHook(data: $data) { environmentType } }`;
const REMOVE = `mutation Remove($data: RemoveWebHookDataInput!) { removeWebHook(data: $data) }`;

async function withWebhook() {
  const session = await loggedIn('2026-01-20T12:00:00.000Z');
  const hook = await session.call(ADD_HOOK, {
    data: {
      companyRefIds: [school.refId],
      environmentType: 'SANDBOX',
      url: 'https://erp.exemplo.com.br/webhooks',
      eventTypes: ['BILLING_CREATED'],
      authType: 'HMAC_SIGNATURE',
      authValue: SECRET,
    },
  });
  expect(hook.errors).toBeUndefined();
  const webhookRefId = (hook.data?.addWebHook as {id: string}).id;
  await session.call(ADD_BILLING, {data: {paymentPlanId: 3402, dueDate: '2026-03-01T00:00:00.000Z', value: 99.9}});
  const event = session.simulator.events().find((item) => item.event === 'BILLING_CREATED');
  if (event === undefined) throw new Error('addBilling não emitiu BILLING_CREATED');
  const deliveryOf = async () =>
    ((await session.call(EVENTS, {refId: event.refId})).data?.webHookEventsV2 as {items: Record<string, unknown>[]})
      .items[0] ?? {};
  return {...session, webhookRefId, event, deliveryOf};
}

describe('simulador: webhooks', () => {
  it('entrega o evento assinado como documentado: HMAC-SHA256 de X-Timestamp, ponto e corpo exato', async () => {
    const {simulator, event, webhookRefId} = await withWebhook();
    expect(event.webhookRefIds).toEqual([webhookRefId]);
    const [delivery] = await simulator.dueDeliveries();
    expect(delivery).toBeDefined();
    if (delivery === undefined) return;
    expect(JSON.parse(delivery.body)).toEqual(event.payload);
    const timestamp = delivery.headers[WEBHOOK_TIMESTAMP_HEADER];
    expect(timestamp).toBe(String(Math.floor(simulator.now().getTime() / 1000)));
    const expected = createHmac('sha256', Buffer.from(SECRET, 'utf8'))
      .update(`${timestamp ?? ''}.${delivery.body}`)
      .digest('hex');
    expect(delivery.headers[WEBHOOK_SIGNATURE_HEADER]).toBe(expected);
    expect(event.payload).toMatchObject({
      type: 'BILLING_CREATED',
      environmentType: 'SANDBOX',
      data: {billing: {billingStatus: 'PENDING_REGISTRATION'}},
    });
  });

  it('tenta de novo nos momentos dos fatos, contados da primeira tentativa, e para em FAILED', async () => {
    const {simulator, deliveryOf} = await withWebhook();
    const first = simulator.now().getTime();
    const attempts: number[] = [];
    for (let attempt = 0; attempt <= WEBHOOK_RETRY_OFFSETS_SECONDS.length; attempt += 1) {
      const due = await simulator.dueDeliveries();
      expect(due).toHaveLength(1);
      attempts.push((simulator.now().getTime() - first) / 1000);
      simulator.reportDelivery(due[0]?.id ?? '', {status: 503});
      const offset = WEBHOOK_RETRY_OFFSETS_SECONDS[attempt];
      if (offset === undefined) break;
      const delivery = await deliveryOf();
      expect(delivery).toMatchObject({status: 'RETRYING', nextRetryAt: new Date(first + offset * 1000).toISOString()});
      await simulator.advance(first + offset * 1000 - 1 - simulator.now().getTime());
      expect(await simulator.dueDeliveries()).toHaveLength(0);
      await simulator.advance(1);
    }
    expect(attempts).toEqual([0, ...WEBHOOK_RETRY_OFFSETS_SECONDS]);
    expect(await deliveryOf()).toMatchObject({status: 'FAILED', nextRetryAt: null});
  });

  it('reenvia à mão uma entrega em FAILED e recusa o reenvio de uma ainda em PENDING com o código do modelo', async () => {
    const {simulator, call, deliveryOf} = await withWebhook();
    const pending = await deliveryOf();
    expect(codes(await call(RETRY, {data: {id: pending.id}}))).toEqual([
      refusalCode(webhookEventMachine, 'retryWebHookEvent', 'PENDING'),
    ]);
    for (let attempt = 0; attempt <= WEBHOOK_RETRY_OFFSETS_SECONDS.length; attempt += 1) {
      const [due] = await simulator.dueDeliveries();
      simulator.reportDelivery(due?.id ?? '', {error: 'conexão recusada'});
      await simulator.advance((WEBHOOK_RETRY_OFFSETS_SECONDS.at(-1) ?? 0) * 1000);
    }
    expect((await deliveryOf()).status).toBe('FAILED');
    // The answer does not wait for the endpoint: the delivery is back in the queue (decision resposta-do-reenvio).
    const retried = await call(RETRY, {data: {id: pending.id}});
    expect(retried.data?.retryWebHookEvent).toEqual({status: 'PENDING'});
    expect(await deliveryOf()).toMatchObject({
      status: 'PENDING',
      manuallyTriggered: true,
      retryCount: WEBHOOK_RETRY_OFFSETS_SECONDS.length,
      nextRetryAt: simulator.now().toISOString(),
    });
    const [manual] = await simulator.dueDeliveries();
    simulator.reportDelivery(manual?.id ?? '', {status: 200});
    expect(await deliveryOf()).toMatchObject({status: 'DELIVERED', manuallyTriggered: true, nextRetryAt: null});
  });

  it('reenvia à mão uma entrega em RETRYING: descarta as tentativas automáticas, e a falha do reenvio fica FAILED', async () => {
    const {simulator, call, deliveryOf} = await withWebhook();
    const [first] = await simulator.dueDeliveries();
    simulator.reportDelivery(first?.id ?? '', {status: 503});
    const retrying = await deliveryOf();
    expect(retrying.status).toBe('RETRYING');
    const retried = await call(RETRY, {data: {id: retrying.id}});
    expect(retried.data?.retryWebHookEvent).toEqual({status: 'PENDING'});
    const [manual] = await simulator.dueDeliveries();
    expect(manual?.body).toBe(first?.body);
    simulator.reportDelivery(manual?.id ?? '', {error: 'conexão recusada'});
    expect(await deliveryOf()).toMatchObject({status: 'FAILED', nextRetryAt: null, manuallyTriggered: true});
    await simulator.advance((WEBHOOK_RETRY_OFFSETS_SECONDS.at(-1) ?? 0) * 1000);
    expect(await simulator.dueDeliveries()).toEqual([]);
  });

  it('com o webhook pausado, recusa o reenvio com o código da regra; removido, descarta as entregas pendentes', async () => {
    const {call, webhookRefId, deliveryOf} = await withWebhook();
    expect((await call(SWITCH, {data: {refId: webhookRefId, active: false}})).data?.switchWebHookActivation).toEqual({
      active: false,
    });
    const delivery = await deliveryOf();
    expect(codes(await call(RETRY, {data: {id: delivery.id}}))).toEqual([
      webhookMachine.rules.find((rule) => rule.operation === 'retryWebHookEvent')?.code,
    ]);
    expect((await call(REMOVE, {data: {refId: webhookRefId}})).data?.removeWebHook).toBe(true);
    expect((await deliveryOf()).status).toBe('FAILED');
    expect(codes(await call(REMOVE, {data: {refId: webhookRefId}}))).toEqual([
      refusalCode(webhookMachine, 'removeWebHook', 'REMOVED'),
    ]);
  });

  it('cadastra só webhooks do próprio ambiente, o sandbox (fato webhook.ambiente), e recusa o outro', async () => {
    const {call, webhookRefId} = await withWebhook();
    const production = await call(ADD_HOOK, {
      data: {
        companyRefIds: [school.refId],
        environmentType: 'PRODUCTION',
        url: 'https://erp.exemplo.com.br/producao',
        eventTypes: ['BILLING_CREATED'],
        authType: 'NONE',
      },
    });
    expect(production.data).toBeNull();
    expect(production.errors?.map((error) => error.extensions)).toMatchObject([
      {code: 'INVALID_FIELD_VALUE', field: 'environmentType'},
    ]);
    expect(codes(await call(UPDATE, {data: {refId: webhookRefId, environmentType: 'PRODUCTION'}}))).toEqual([
      'INVALID_FIELD_VALUE',
    ]);
    const kept = await call(UPDATE, {data: {refId: webhookRefId, environmentType: 'SANDBOX'}});
    expect(kept.data?.updateWebHook).toEqual({environmentType: 'SANDBOX'});
  });

  it('a entrega registrada de um evento do mundo é um WebHookEventV2, que aceita reenvio manual', async () => {
    const event = webHookEvents.find((item) => item.delivery !== undefined);
    const delivery = event?.delivery;
    expect(delivery).toBeDefined();
    const {simulator, call} = await loggedIn();
    const listed = await call(EVENTS, {refId: event?.refId});
    expect((listed.data?.webHookEventsV2 as {items: unknown[]}).items).toEqual([
      {
        id: delivery?.id,
        status: delivery?.status,
        retryCount: delivery?.retryCount,
        nextRetryAt: delivery?.nextRetryAt,
        manuallyTriggered: delivery?.manuallyTriggered,
      },
    ]);
    const retried = await call(RETRY, {data: {id: delivery?.id}});
    expect(retried.data?.retryWebHookEvent).toEqual({status: 'PENDING'});
    // The world keeps no body for its past events: nothing goes to the transport.
    expect(await simulator.dueDeliveries()).toEqual([]);
  });

  it('antes do evento do mundo, nem o evento nem a entrega existem', async () => {
    const event = webHookEvents.find((item) => item.delivery !== undefined);
    const {call} = await loggedIn(new Date(Date.parse(event?.eventDate ?? '') - 1000).toISOString());
    const listed = await call(EVENTS, {refId: event?.refId});
    expect((listed.data?.webHookEventsV2 as {items: unknown[]}).items).toEqual([]);
  });
});
