import type {ExecutionResult} from 'graphql';
import {describe, expect, it} from 'vitest';

import {billings, changedAt, paymentPlans, school} from '../../../../src/data/world';
import {integrationUser} from '../../../../src/data/world/users';
import {worldNow} from '../../../../src/lib/simulator';
import {loggedIn} from '../../../support/simulator';

const BILLINGS = '{ billings(take: 100) { items { id billingStatus dueDate } } }';
const ACCESS = 'subscription Acessos { onAuthenticationChanged { action userId actionDate } }';
const TOKEN = 'mutation Token($data: TokenDataInput!) { token(data: $data) { accessToken } }';
const ADD_HOOK = `mutation Hook($data: AddWebHookDataInput!) { addWebHook(data: $data) { id } }`;
const ADD_BILLING = `mutation Add($data: AddBillingDataInput!) { addBilling(data: $data) { id } }`;

const reissued = billings.find((billing) => billing.id === 90413);
if (reissued === undefined) throw new Error('o mundo não tem o boleto 90413');
/** The second copy of 90413: before it, the boleto is OVERDUE. */
const REISSUE = changedAt(reissued, 'billingStatus', 'REISSUED');

/** A webhook of the sandbox for BILLING_CREATED and a boleto that emits one: one delivery due. */
async function oneDelivery(session: Awaited<ReturnType<typeof loggedIn>>) {
  const hook = await session.call(ADD_HOOK, {
    data: {
      companyRefIds: [school.refId],
      environmentType: 'SANDBOX',
      url: 'https://erp.exemplo.com.br/webhooks',
      eventTypes: ['BILLING_CREATED'],
      authType: 'HMAC_SIGNATURE',
      authValue: 'segredo-de-teste-0123456789',
    },
  });
  expect(hook.errors).toBeUndefined();
  const due = new Date(session.simulator.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  const added = await session.call(ADD_BILLING, {
    data: {paymentPlanId: paymentPlans[0]?.id, dueDate: `${due}T00:00:00.000Z`, value: 99.9},
  });
  expect(added.errors).toBeUndefined();
  const deliveries = await session.simulator.dueDeliveries();
  expect(deliveries).toHaveLength(1);
  return deliveries[0];
}

describe('simulador: reiniciar num momento', () => {
  it('reinicia com o mundo e o relógio que um simulador começado naquele momento tem', async () => {
    const session = await loggedIn();
    // Thirty days later: boletos fall due, the clock moved; the restart forgets all of it.
    await session.simulator.advance(30 * 86_400_000);
    await session.simulator.restart(REISSUE);
    const fresh = await loggedIn(REISSUE);
    expect(session.simulator.now().toISOString()).toBe(REISSUE);
    expect(session.simulator.events()).toEqual([]);
    expect(await session.call(BILLINGS)).toEqual(await fresh.call(BILLINGS));
    await session.simulator.restart();
    expect(session.simulator.now().toISOString()).toBe(worldNow());
    expect(await session.call(BILLINGS)).toEqual(await (await loggedIn()).call(BILLINGS));
  });

  it('mantém válido o token emitido antes, até o instante em que ele vence', async () => {
    const {simulator, token} = await loggedIn();
    await simulator.restart(REISSUE);
    const answer = await simulator.execute({query: '{ me { email } }'}, {token});
    expect(answer).toEqual({data: {me: {email: integrationUser.email}}});
    await expect(simulator.restart('amanhã')).rejects.toThrow(/ISO 8601/);
    expect(simulator.now().toISOString()).toBe(REISSUE);
  });

  it('mantém aberta a subscription, que recebe o que acontece no mundo reiniciado', async () => {
    const {simulator, token} = await loggedIn();
    const stream = await simulator.subscribe({query: ACCESS}, {token});
    if (!(Symbol.asyncIterator in stream)) throw new Error(`subscription recusada: ${JSON.stringify(stream)}`);
    const next = stream.next();
    await simulator.restart(REISSUE);
    await simulator.execute(
      {query: TOKEN, variables: {data: {email: integrationUser.email, password: integrationUser.password}}},
      {},
    );
    expect(((await next).value as ExecutionResult).data?.onAuthenticationChanged).toEqual({
      action: 'LOGIN',
      userId: integrationUser.refId,
      actionDate: REISSUE,
    });
    await stream.return?.();
  });

  it('desconsidera a resposta de uma entrega do mundo de antes, e as do novo têm outro id', async () => {
    const session = await loggedIn();
    const old = await oneDelivery(session);
    await session.simulator.restart();
    expect(await session.simulator.dueDeliveries()).toEqual([]);
    session.simulator.reportDelivery(old?.id ?? '', {status: 200});
    const fresh = await oneDelivery(session);
    expect(fresh?.id).not.toBe(old?.id);
    session.simulator.reportDelivery(fresh?.id ?? '', {status: 200});
    expect(await session.simulator.dueDeliveries()).toEqual([]);
    const delivered = await session.call(
      `query { webHookEventsV2(where: {refId: {eq: "${fresh?.eventRefId ?? ''}"}}) { items { status } } }`,
    );
    expect(delivered.data?.webHookEventsV2).toEqual({items: [{status: 'DELIVERED'}]});
  });
});
