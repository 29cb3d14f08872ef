/**
 * What the load measurement sends: four queries for each mutation. The mutation issues a boleto on
 * one of the world's payment plans (BILLING_CREATED to the receiver's webhook); the queries read the
 * authenticated user and a page of boletos. Credentials, school and plan come from the example world.
 */
import {integrationUser, paymentPlans, school} from '../../src/data/world';
import {SCENARIO_PATHS} from './scenario';

export interface LoadRequest {
  readonly body: {query: string; variables?: Record<string, unknown>; operationName: string};
  readonly mutation: boolean;
}

export interface LoadSetup {
  /** The token every client sends: one integration user, one rate limit. */
  readonly token: string;
  readonly webhookRefId: string;
  readonly request: (client: number, turn: number) => LoadRequest;
}

type Call = (body: unknown, token?: string) => Promise<{status: number; json: unknown}>;

const TOKEN = 'mutation ObterToken($data: TokenDataInput!) { token(data: $data) { accessToken } }';
const ADD_WEBHOOK = 'mutation IncluirWebhook($data: AddWebHookDataInput!) { addWebHook(data: $data) { id } }';
const ME = 'query Eu { me { email } }';
const BILLINGS = 'query Boletos { billings(take: 10) { totalCount items { id billingStatus value } } }';
const ADD_BILLING = 'mutation Emitir($data: AddBillingDataInput!) { addBilling(data: $data) { id } }';

/** A plan of the world with boletos still to issue: the first active one. */
const plan = paymentPlans[0];

function dataOf(json: unknown, field: string): Record<string, unknown> {
  const value = (json as {data?: Record<string, unknown> | null}).data?.[field];
  if (typeof value !== 'object' || value === null) throw new Error(`carga: ${field} falhou: ${JSON.stringify(json)}`);
  return value as Record<string, unknown>;
}

export const LOAD_MIX = {
  async prepare(call: Call, base: string, receiverUrl: string): Promise<LoadSetup> {
    if (plan === undefined) throw new Error('carga: o mundo de exemplo não tem plano de pagamento.');
    const login = async (): Promise<string> =>
      String(
        dataOf(
          (
            await call({
              query: TOKEN,
              operationName: 'ObterToken',
              variables: {data: {email: integrationUser.email, password: integrationUser.password}},
            })
          ).json,
          'token',
        ).accessToken,
      );
    const token = await login();
    const hook = await call(
      {
        query: ADD_WEBHOOK,
        operationName: 'IncluirWebhook',
        variables: {
          data: {
            companyRefIds: [school.refId],
            environmentType: 'SANDBOX',
            url: receiverUrl,
            eventTypes: ['BILLING_CREATED'],
            authType: 'HMAC_SIGNATURE',
            authValue: 'segredo-da-medida-de-carga',
          },
        },
      },
      token,
    );
    const webhookRefId = String(dataOf(hook.json, 'addWebHook').id);
    // A due date a month after the simulated today, so that every boleto of the run is accepted.
    const {agora} = (await (await fetch(`${base}${SCENARIO_PATHS.clock}`)).json()) as {agora: string};
    const due = new Date(Date.parse(agora) + 30 * 86_400_000).toISOString().slice(0, 10);
    const dueDate = `${due}T00:00:00.000Z`;
    return {
      token,
      webhookRefId,
      request: (client, turn) => {
        if (turn % 5 !== 4) {
          return {
            body: turn % 2 === 0 ? {query: ME, operationName: 'Eu'} : {query: BILLINGS, operationName: 'Boletos'},
            mutation: false,
          };
        }
        return {
          body: {
            query: ADD_BILLING,
            operationName: 'Emitir',
            variables: {
              data: {
                paymentPlanId: plan.id,
                dueDate,
                value: 100 + client,
                description: `Carga ${client}-${turn}`,
                paymentType: 'BOLETO',
              },
            },
          },
          mutation: true,
        };
      },
    };
  },
};
