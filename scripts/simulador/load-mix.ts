/**
 * What the load measurement sends: in every ten requests, seven queries, two mutations and one bad
 * request. The mutation issues a boleto on one of the world's payment plans (BILLING_CREATED to the
 * receiver's webhook); the queries read the authenticated user and a page of boletos. The bad
 * request is the same mutation sent wrong in one of BAD_INPUTS' ways, each refused with its
 * catalogue code and changing nothing (no boleto, no event). Credentials, school and plan come from
 * the example world.
 */
import {REQUEST_ERROR_CODES} from '../../src/data/error-codes';
import {OPERATION_MAX_DEPTH} from '../../src/data/platform-facts';
import {integrationUser, paymentPlans, school} from '../../src/data/world';
import {SCENARIO_PATHS} from './scenario';

type GraphQLRequestBody = {query: string; variables?: Record<string, unknown>; operationName: string};

export interface LoadRequest {
  /** The request's body: an object sent as JSON, or text sent as is (a body that is not JSON). */
  readonly body: GraphQLRequestBody | string;
  readonly mutation: boolean;
  /** A bad request: which kind, and the catalogue code it must be refused with. */
  readonly bad?: {readonly kind: string; readonly code: string};
  /** Sent instead of the run's token. */
  readonly token?: string;
}

/** A selection nested `levels` deep (the depth limit counts selection levels). */
const nested = (levels: number): string => `${'a { '.repeat(levels - 1)}a${' }'.repeat(levels - 1)}`;

/** The ways the load's bad request is wrong, each with the code the catalogue gives its refusal. */
const BAD_INPUTS: readonly {
  readonly kind: string;
  readonly code: string;
  readonly make: (good: GraphQLRequestBody) => Pick<LoadRequest, 'body' | 'token'>;
}[] = [
  {
    kind: 'corpo que não é JSON',
    code: REQUEST_ERROR_CODES.notJson,
    make: (good) => ({body: JSON.stringify(good).slice(0, -2)}),
  },
  {
    kind: 'documento com erro de sintaxe',
    code: REQUEST_ERROR_CODES.syntax,
    make: (good) => ({body: {...good, query: good.query.replace(/\}\s*$/, '')}}),
  },
  {
    kind: 'operação que não está no documento',
    code: REQUEST_ERROR_CODES.invalid,
    make: (good) => ({body: {...good, operationName: 'OutraOperacao'}}),
  },
  {
    kind: `operação mais profunda que ${OPERATION_MAX_DEPTH} níveis`,
    code: REQUEST_ERROR_CODES.tooComplex,
    make: (good) => ({
      body: {...good, query: good.query.replace('{ id }', `{ ${nested(OPERATION_MAX_DEPTH)} }`)},
    }),
  },
  {kind: 'token errado', code: 'AUTH_NOT_AUTHENTICATED', make: (good) => ({body: good, token: 'token-que-nao-existe'})},
];

/** The kinds of bad request the load sends. */
export const BAD_INPUT_KINDS: readonly string[] = BAD_INPUTS.map((bad) => bad.kind);

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
        const issue: GraphQLRequestBody = {
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
        };
        const step = turn % 10;
        if (step === 9) {
          const bad = BAD_INPUTS[(Math.floor(turn / 10) + client) % BAD_INPUTS.length] as (typeof BAD_INPUTS)[number];
          return {...bad.make(issue), mutation: true, bad: {kind: bad.kind, code: bad.code}};
        }
        // A mutation first: with a small rate limit, the first requests of each client are the ones let through.
        if (step === 0 || step === 5) return {body: issue, mutation: true};
        return {
          body: turn % 2 === 0 ? {query: ME, operationName: 'Eu'} : {query: BILLINGS, operationName: 'Boletos'},
          mutation: false,
        };
      },
    };
  },
};
