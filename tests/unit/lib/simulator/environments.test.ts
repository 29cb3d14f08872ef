/**
 * The sandbox's records (src/data/world/sandbox.ts) in the simulator: the token of the sandbox's
 * integration user reaches them and only them, any other token the production's only (fact
 * ambiente.dados), and a record a request creates belongs to its token's environment.
 */
import {describe, expect, it} from 'vitest';

import {SANDBOX_REGISTRATION_SECONDS} from '../../../../src/data/platform-facts';
import {SANDBOX_FIRST_ID, integrationUser, school} from '../../../../src/data/world';
import {SANDBOX_RECORDS, sandboxIntegrationUser} from '../../../../src/data/world/sandbox';
import {createSimulator, type Simulator} from '../../../../src/lib/simulator';
import {codes} from '../../../support/simulator';
import {snapshot} from '../../../support/snapshot-helpers';

const TOKEN = 'mutation Token($data: TokenDataInput!) { token(data: $data) { accessToken } }';
const BILLINGS = '{ billings(take: 50, where: {id: {gte: 7000000}}) { items { id } } }';
const BILLING = 'query Boleto($id: Int!) { billing(id: $id) { id billingStatus } }';
const ENROLLMENT = 'query Matricula($id: Int!) { enrollment(id: $id) { id status paymentPlanId } }';
const WEBHOOKS = '{ webHooksV2(take: 50) { items { id } } }';
const PAY = 'mutation Pagar($data: ManualPaymentDataInput!) { manualPayment(data: $data) { id } }';
const ADD_HOOK = 'mutation Hook($data: AddWebHookDataInput!) { addWebHook(data: $data) { id } }';

async function tokenOf(simulator: Simulator, user: {email: string; password?: string}): Promise<string> {
  const result = await simulator.execute(
    {query: TOKEN, variables: {data: {email: user.email, password: user.password}}},
    {},
  );
  const token = (result.data?.token as {accessToken?: string} | undefined)?.accessToken;
  if (token === undefined) throw new Error(`login falhou: ${JSON.stringify(result.errors)}`);
  return token;
}

async function both() {
  const simulator = createSimulator({schema: snapshot()});
  const production = await tokenOf(simulator, integrationUser);
  const sandbox = await tokenOf(simulator, sandboxIntegrationUser);
  const call = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
    const result = await simulator.execute({query, variables}, {token});
    expect(result.errors).toBeUndefined();
    return result.data ?? {};
  };
  return {simulator, production, sandbox, call};
}

const ids = (data: Record<string, unknown>, field: string): number[] =>
  (data[field] as {items: {id: number}[]}).items.map((item) => item.id);

describe('o sandbox no simulador', () => {
  it('o token da produção não alcança registro do sandbox, nem em listagem nem pelo id', async () => {
    const {simulator, production, call} = await both();
    expect(ids(await call(production, BILLINGS), 'billings').filter((id) => id >= SANDBOX_FIRST_ID)).toEqual([]);
    expect(ids(await call(production, WEBHOOKS), 'webHooksV2').filter((id) => id >= SANDBOX_FIRST_ID)).toEqual([]);
    expect(await call(production, BILLING, {id: 7_091_301})).toEqual({billing: null});
    expect(await call(production, ENROLLMENT, {id: 7_001_178})).toEqual({enrollment: null});
    const payment = await simulator.execute(
      {
        query: PAY,
        variables: {
          data: {
            id: 7_091_301,
            paymentDate: '2025-06-02T00:00:00.000Z',
            amountPaid: 95,
            paymentType: 'CASH',
            reasonForManualPaymentId: 7_000_004,
            description: 'Baixa do teste de integração',
          },
        },
      },
      {token: production},
    );
    expect(codes(payment)).toEqual(['ENTITY_NOT_FOUND']);
  });

  it('o token do sandbox alcança os registros do sandbox, e só eles', async () => {
    const {sandbox, call} = await both();
    expect(ids(await call(sandbox, BILLINGS), 'billings')).toEqual([7_091_301]);
    expect(await call(sandbox, BILLING, {id: 7_091_301})).toEqual({billing: {id: 7_091_301, billingStatus: 'PAID'}});
    expect(await call(sandbox, ENROLLMENT, {id: 7_001_178})).toEqual({
      enrollment: {id: 7_001_178, status: 'AWAITING_PAYMENT', paymentPlanId: 7_003_402},
    });
    expect(await call(sandbox, BILLING, {id: 90_413})).toEqual({billing: null});
  });

  it('o que uma requisição cria é do ambiente do token, com o próximo id desse ambiente', async () => {
    const {production, sandbox, call} = await both();
    const hook = (companyRefId: string) => ({
      data: {
        companyRefIds: [companyRefId],
        environmentType: 'SANDBOX',
        url: 'https://erp.exemplo.com.br/webhooks',
        eventTypes: ['BILLING_CREATED'],
        authType: 'HMAC_SIGNATURE',
        authValue: 'segredo-de-teste-0123456789',
      },
    });
    const before = {
      production: ids(await call(production, WEBHOOKS), 'webHooksV2'),
      sandbox: ids(await call(sandbox, WEBHOOKS), 'webHooksV2'),
    };
    expect(before.sandbox).toEqual([7_000_051]);
    await call(sandbox, ADD_HOOK, hook(school.refId));
    await call(production, ADD_HOOK, hook(school.refId));
    const after = {
      production: ids(await call(production, WEBHOOKS), 'webHooksV2'),
      sandbox: ids(await call(sandbox, WEBHOOKS), 'webHooksV2'),
    };
    // The sandbox's next id follows its own records (7000051 and the removed 7000042); the production's, its own.
    expect(after.sandbox).toEqual([7_000_051, 7_000_052]);
    expect(after.production.slice(0, -1)).toEqual(before.production);
    expect(after.production.at(-1)).toBe(Math.max(...before.production) + 1);
  });

  it('o evento de uma requisição do sandbox traz a escola do sandbox e vai aos webhooks dela', async () => {
    const {simulator, sandbox, call} = await both();
    const sandboxSchool = SANDBOX_RECORDS.Company[0];
    const hook = SANDBOX_RECORDS.WebHookV2.find((webhook) => webhook.active && webhook.removedAt === undefined);
    const plan = SANDBOX_RECORDS.PaymentPlan[0];
    const due = new Date(simulator.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const added = (await call(
      sandbox,
      'mutation Emitir($data: AddBillingDataInput!) { addBilling(data: $data) { id } }',
      {
        data: {paymentPlanId: plan.id, dueDate: `${due}T00:00:00.000Z`, value: 95, paymentType: 'BOLETO'},
      },
    )) as {addBilling: {id: string}};
    const event = simulator.events().find((emitted) => emitted.event === 'BILLING_CREATED');
    expect(event?.payload).toMatchObject({
      objectId: added.addBilling.id,
      companyId: sandboxSchool.id,
      companyRefId: sandboxSchool.refId,
    });
    expect(event?.webhookRefIds).toEqual([hook?.refId]);
    // The bank's registration, on the clock: the same school, outside any request.
    await simulator.advance(SANDBOX_REGISTRATION_SECONDS * 1000);
    const registered = simulator
      .events()
      .find(
        (emitted) =>
          emitted.event === 'BILLING_STATUS_CHANGED' &&
          (emitted.payload as {objectId: string}).objectId === added.addBilling.id,
      );
    expect(registered?.payload).toMatchObject({companyId: sandboxSchool.id, companyRefId: sandboxSchool.refId});
  });
});
