/**
 * The scenario controls of the local simulator over HTTP (/simulador/...): a boleto paid by Pix is
 * PAID for the API; a payment the model refuses answers 409 with the reason and changes nothing; a
 * bad body answers 400 in Portuguese; the next registration refused by the bank leaves the new
 * boleto in REGISTRATION_FAILED once the clock passes the registration time; the world restarts at
 * a moment of its history (and back at its now), the token issued before still valid, and the
 * clock advances up to a moment; a bad moment answers 400 and changes nothing.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {SANDBOX_REGISTRATION_SECONDS} from '../../../../src/data/platform-facts';
import {billings, changedAt, paymentLinks, paymentPlans} from '../../../../src/data/world';
import {createSimulator, worldBeginning, worldNow} from '../../../../src/lib/simulator';
import {SCENARIO_PATHS} from '../../../../scripts/simulador/scenario';
import {startSandbox} from '../../../../scripts/simulador/server';
import {graphql, scenario, startTestSandbox, tokenFor, type TestSandbox} from '../../../support/sandbox';
import {snapshot} from '../../../support/snapshot-helpers';

let sandbox: TestSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.url);
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

const STATUS = 'query Situacao($id: Int!) { billing(id: $id) { billingStatus paymentType isManualPayment } }';

async function billingStatus(id: number): Promise<unknown> {
  const {body} = await graphql(sandbox.url, {query: STATUS, variables: {id}}, token);
  return body.data?.billing;
}

describe('controles de cenário do simulador local', () => {
  it('paga um boleto registrado por Pix e recusa pagá-lo de novo, sem mudar nada', async () => {
    const {items} = (
      await graphql(
        sandbox.url,
        {query: '{ billings(take: 1, where: {billingStatus: {eq: REGISTERED}}) { items { id } } }'},
        token,
      )
    ).body.data?.billings as {items: {id: number}[]};
    const id = items[0]?.id ?? 0;
    const paid = await scenario(sandbox.base, SCENARIO_PATHS.pay, {id, meio: 'PIX'});
    expect(paid.status).toBe(200);
    expect(paid.body.agora).toBe(sandbox.simulator.now().toISOString());
    expect(await billingStatus(id)).toEqual({billingStatus: 'PAID', paymentType: 'PIX', isManualPayment: false});

    const events = sandbox.simulator.events().length;
    const again = await scenario(sandbox.base, SCENARIO_PATHS.pay, {id, meio: 'BOLETO'});
    expect(again.status).toBe(409);
    expect(again.body.erro).toMatch(/não recebe pagamento/);
    expect(await billingStatus(id)).toEqual({billingStatus: 'PAID', paymentType: 'PIX', isManualPayment: false});
    expect(sandbox.simulator.events()).toHaveLength(events);
  });

  it.each([
    ['sem meio', {id: 1}, /`meio`/],
    ['com um meio que não existe', {id: 1, meio: 'CARTAO'}, /`PIX` ou `BOLETO`/],
    ['sem id', {meio: 'PIX'}, /`id`/],
  ])('recusa o pagamento %s com 400 e o motivo', async (_name, body, says) => {
    const answer = await scenario(sandbox.base, SCENARIO_PATHS.pay, body);
    expect(answer.status).toBe(400);
    expect(answer.body.erro).toMatch(says);
  });

  it('recusa avançar o relógio sem dizer quanto, ou para trás', async () => {
    const before = sandbox.simulator.now().toISOString();
    for (const body of [{}, {horas: -1}, {dias: 'um'}]) {
      const answer = await scenario(sandbox.base, SCENARIO_PATHS.advance, body);
      expect(answer.status).toBe(400);
      expect(typeof answer.body.erro).toBe('string');
    }
    expect(sandbox.simulator.now().toISOString()).toBe(before);
  });

  it('faz o banco recusar o próximo registro', async () => {
    expect((await scenario(sandbox.base, SCENARIO_PATHS.failRegistration, {})).status).toBe(200);
    const {body: clock} = await scenario(sandbox.base, SCENARIO_PATHS.clock);
    const due = new Date(Date.parse(String(clock.agora)) + 30 * 86_400_000).toISOString().slice(0, 10);
    const issued = await graphql(
      sandbox.url,
      {
        query: 'mutation Emitir($data: AddBillingDataInput!) { addBilling(data: $data) { id } }',
        variables: {
          data: {paymentPlanId: paymentPlans[0]?.id, dueDate: `${due}T00:00:00.000Z`, value: 95, paymentType: 'BOLETO'},
        },
      },
      token,
    );
    const refId = (issued.body.data?.addBilling as {id: string}).id;
    await scenario(sandbox.base, SCENARIO_PATHS.advance, {segundos: SANDBOX_REGISTRATION_SECONDS});
    const found = await graphql(
      sandbox.url,
      {
        query: 'query Boleto($refId: UUID) { billings(where: {refId: {eq: $refId}}) { items { billingStatus } } }',
        variables: {refId},
      },
      token,
    );
    expect(found.body).toEqual({data: {billings: {items: [{billingStatus: 'REGISTRATION_FAILED'}]}}});
  });

  it('responde 404 com a lista dos controles a um controle que não existe', async () => {
    const answer = await scenario(sandbox.base, '/simulador/pagar-tudo', {});
    expect(answer.status).toBe(404);
    expect(answer.body.erro).toContain(SCENARIO_PATHS.pay);
  });
});

describe('controle de cenário do link de pagamento', () => {
  const link = paymentLinks[0];
  const LINK = 'query Link($id: Int!) { paymentLink(id: $id) { status paymentStatus amountPaid } }';

  /** A simulator behind the server before the payer opened the world's link (812, AWAITING_PAYMENT). */
  async function beforePayment(): Promise<{
    base: string;
    url: string;
    close: () => Promise<void>;
    events: () => readonly unknown[];
  }> {
    const opened = new Date(Date.parse(link?.creationDate ?? '') + 3_600_000).toISOString();
    const simulator = createSimulator({schema: snapshot(), now: opened});
    const started = await startSandbox(simulator, {port: 0, deliveryIntervalMs: 50});
    return {
      base: started.url.replace(/\/graphql$/, ''),
      url: started.url,
      close: () => started.close(),
      events: () => simulator.events(),
    };
  }

  it('paga o link com cartão: aprovado, o link fica USED e PAID, com PAYMENT_LINK_STATUS_CHANGED', async () => {
    const local = await beforePayment();
    try {
      const linkToken = await tokenFor(local.url);
      const read = async () =>
        (await graphql(local.url, {query: LINK, variables: {id: link?.id}}, linkToken)).body.data;
      expect(await read()).toEqual({
        paymentLink: {status: 'ACTIVE', paymentStatus: 'AWAITING_PAYMENT', amountPaid: null},
      });
      const refused = await scenario(local.base, SCENARIO_PATHS.payLink, {id: link?.id, resultado: 'RECUSADO'});
      expect(refused.status).toBe(200);
      expect(await read()).toEqual({paymentLink: {status: 'ACTIVE', paymentStatus: 'REFUSED', amountPaid: null}});
      const paid = await scenario(local.base, SCENARIO_PATHS.payLink, {id: link?.id});
      expect(paid.status).toBe(200);
      expect(await read()).toEqual({paymentLink: {status: 'USED', paymentStatus: 'PAID', amountPaid: link?.value}});
      const statuses = local
        .events()
        .map((event) => event as {event: string; payload: {data: {paymentLink: {paymentStatus: string}}}})
        .filter((event) => event.event === 'PAYMENT_LINK_STATUS_CHANGED')
        .map((event) => event.payload.data.paymentLink.paymentStatus);
      expect(statuses).toEqual(['REFUSED', 'PAID']);
      const again = await scenario(local.base, SCENARIO_PATHS.payLink, {id: link?.id});
      expect(again.status).toBe(409);
      expect(again.body.erro).toMatch(/USED/);
    } finally {
      await local.close();
    }
  });

  it.each([
    ['sem id', {}, /`id`/],
    ['com um resultado que não existe', {id: 812, resultado: 'TALVEZ'}, /`APROVADO` ou `RECUSADO`/],
  ])('recusa o pagamento do link %s com 400 e o motivo', async (_name, body, says) => {
    const answer = await scenario(sandbox.base, SCENARIO_PATHS.payLink, body);
    expect(answer.status).toBe(400);
    expect(answer.body.erro).toMatch(says);
  });
});

/** The boleto 90413: OVERDUE until its second copy, REISSUED at the world's now. */
const reissued = billings.find((billing) => billing.id === 90413);
if (reissued === undefined) throw new Error('o mundo não tem o boleto 90413');
const REISSUE = changedAt(reissued, 'billingStatus', 'REISSUED');

/** POST to the restart without a body, as `curl -X POST` sends it: back to the world's now. */
async function restartAtNow(): Promise<{status: number; body: unknown}> {
  const response = await fetch(`${sandbox.base}${SCENARIO_PATHS.restart}`, {method: 'POST'});
  return {status: response.status, body: (await response.json()) as unknown};
}

describe('reiniciar o mundo num momento', () => {
  it('reinicia no momento, com o mundo como era então e o token de antes valendo, e volta ao agora sem corpo', async () => {
    const paid = await scenario(sandbox.base, SCENARIO_PATHS.restart, {momento: REISSUE});
    expect(paid).toEqual({status: 200, body: {agora: REISSUE}});
    expect(sandbox.simulator.now().toISOString()).toBe(REISSUE);
    expect(sandbox.simulator.events()).toEqual([]);
    expect(await billingStatus(90413)).toMatchObject({billingStatus: 'OVERDUE'});

    const back = await restartAtNow();
    expect(back).toEqual({status: 200, body: {agora: worldNow()}});
    expect(await billingStatus(90413)).toMatchObject({billingStatus: 'REISSUED'});
  });

  it('avança o relógio até um momento, e recusa voltar com ele', async () => {
    await scenario(sandbox.base, SCENARIO_PATHS.restart, {momento: REISSUE});
    const later = new Date(Date.parse(REISSUE) + 86_400_000).toISOString();
    expect(await scenario(sandbox.base, SCENARIO_PATHS.advance, {ate: later})).toEqual({
      status: 200,
      body: {agora: later},
    });
    for (const [body, says] of [
      [{ate: REISSUE}, /só avança.*reiniciar/],
      [{ate: later, horas: 1}, /não os dois/],
      [{ate: '13/03/2025'}, /ISO 8601/],
    ] as const) {
      const answer = await scenario(sandbox.base, SCENARIO_PATHS.advance, body);
      expect(answer.status).toBe(400);
      expect(answer.body.erro).toMatch(says);
    }
    expect(sandbox.simulator.now().toISOString()).toBe(later);
    expect((await restartAtNow()).status).toBe(200);
  });

  it.each([
    ['que não é uma data', {momento: 'ontem'}, /`momento` precisa ser uma data e hora em ISO 8601 com fuso/],
    ['sem fuso', {momento: '2025-03-13T10:15:00'}, /com fuso/],
    ['de outro tipo', {momento: 20250313}, /ISO 8601/],
    [
      'antes do começo do mundo',
      {momento: new Date(Date.parse(worldBeginning()) - 1).toISOString()},
      /O mundo de exemplo começa em/,
    ],
    [
      'depois do agora do mundo',
      {momento: new Date(Date.parse(worldNow()) + 1).toISOString()},
      /O mundo de exemplo termina em .*relogio\/avancar/,
    ],
  ])('recusa um momento %s com 400 e o motivo, sem mudar nada', async (_name, body, says) => {
    await scenario(sandbox.base, SCENARIO_PATHS.restart, {momento: REISSUE});
    const answer = await scenario(sandbox.base, SCENARIO_PATHS.restart, body);
    expect(answer.status).toBe(400);
    expect(answer.body.erro).toMatch(says);
    expect(sandbox.simulator.now().toISOString()).toBe(REISSUE);
    expect(await billingStatus(90413)).toMatchObject({billingStatus: 'OVERDUE'});
    expect((await restartAtNow()).status).toBe(200);
  });
});
