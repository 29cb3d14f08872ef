/**
 * The local simulator (scripts/simulador) for the integration tests: a fresh simulator behind the
 * real server on an ephemeral loopback port, a GraphQL call over HTTP as a client makes it, and a
 * token for the world's integration user obtained through the documented `token` mutation.
 */
import {integrationUser, paymentPlans, school, type User} from '../../src/data/world';
import {createSimulator} from '../../src/lib/simulator';
import {startSandbox, type Sandbox, type SandboxOptions} from '../../scripts/simulador/server';
import {snapshot} from './snapshot-helpers';
import type {SimulatorPort} from '../../scripts/simulador/simulator-port';
import {SCENARIO_PATHS} from '../../scripts/simulador/scenario';

export interface TestSandbox extends Sandbox {
  readonly simulator: SimulatorPort;
  /** The address of the scenario controls and other routes: `http://127.0.0.1:<port>`. */
  readonly base: string;
}

export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const simulator = createSimulator({schema: snapshot()});
  const sandbox = await startSandbox(simulator, {port: 0, deliveryIntervalMs: 50, ...options});
  return {...sandbox, simulator, base: sandbox.url.replace(/\/graphql$/, '')};
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    data?: Record<string, unknown> | null;
    errors?: {message: string; extensions?: Record<string, unknown>}[];
  };
}

export async function graphql(
  url: string,
  request: {query: string; variables?: Record<string, unknown>; operationName?: string},
  token?: string,
): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(token === undefined ? {} : {Authorization: `Bearer ${token}`})},
    body: JSON.stringify(request),
  });
  return {status: response.status, headers: response.headers, body: (await response.json()) as Answer['body']};
}

export const TOKEN_MUTATION =
  'mutation ObterToken($data: TokenDataInput!) {\n  token(data: $data) {\n    accessToken\n    expiresIn\n  }\n}';

/**
 * A token of the world's integration user, from the `token` mutation with the guides' credentials;
 * or of `user`, such as the sandbox's integration user.
 */
export async function tokenFor(url: string, user: User = integrationUser): Promise<string> {
  const {body} = await graphql(url, {
    query: TOKEN_MUTATION,
    variables: {data: {email: user.email, password: user.password}},
    operationName: 'ObterToken',
  });
  const token = (body.data?.token as {accessToken?: unknown} | undefined)?.accessToken;
  if (typeof token !== 'string') throw new Error(`A mutation token não devolveu accessToken: ${JSON.stringify(body)}`);
  return token;
}

export async function scenario(
  base: string,
  path: string,
  body?: unknown,
): Promise<{status: number; body: Record<string, unknown>}> {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : {headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)}),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

export const ADD_WEBHOOK = 'mutation IncluirWebhook($data: AddWebHookDataInput!) { addWebHook(data: $data) { id } }';

/** addWebHook's data for a webhook of the sandbox: signed with `secret`, or without authentication. */
export function sandboxWebhookData(webhook: {url: string; secret?: string; eventTypes: readonly string[]}) {
  return {
    companyRefIds: [school.refId],
    environmentType: 'SANDBOX',
    url: webhook.url,
    eventTypes: webhook.eventTypes,
    ...(webhook.secret === undefined ? {authType: 'NONE'} : {authType: 'HMAC_SIGNATURE', authValue: webhook.secret}),
  };
}

/** Registers a webhook of the sandbox for `eventTypes`, signed with `secret`, on a receiver of this machine. */
export async function addLoopbackWebhook(
  sandbox: TestSandbox,
  token: string,
  webhook: {url: string; secret: string; eventTypes: readonly string[]},
): Promise<void> {
  const added = await graphql(sandbox.url, {query: ADD_WEBHOOK, variables: {data: sandboxWebhookData(webhook)}}, token);
  if (added.body.errors !== undefined) throw new Error(`addWebHook recusado: ${JSON.stringify(added.body.errors)}`);
}

/**
 * Issues a boleto of the world's first plan, due a month after the simulated today (the event
 * BILLING_CREATED); resolves with the event's refId.
 */
export async function issueBoleto(sandbox: TestSandbox, token: string, description: string): Promise<string> {
  const plan = paymentPlans[0];
  const {body: clock} = await scenario(sandbox.base, SCENARIO_PATHS.clock);
  const due = new Date(Date.parse(String(clock.agora)) + 30 * 86_400_000).toISOString().slice(0, 10);
  const before = sandbox.simulator.events().length;
  const issued = await graphql(
    sandbox.url,
    {
      query: 'mutation Emitir($data: AddBillingDataInput!) { addBilling(data: $data) { id } }',
      variables: {
        data: {paymentPlanId: plan?.id, dueDate: `${due}T00:00:00.000Z`, value: 95, description, paymentType: 'BOLETO'},
      },
    },
    token,
  );
  if (issued.body.errors !== undefined) throw new Error(`addBilling recusado: ${JSON.stringify(issued.body.errors)}`);
  const event = sandbox.simulator
    .events()
    .slice(before)
    .find((emitted) => (emitted as {event: string}).event === 'BILLING_CREATED');
  if (event === undefined) throw new Error('addBilling não emitiu BILLING_CREATED');
  return (event as {refId: string}).refId;
}

/** Waits (up to 10 s) for `condition`; fails naming `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`esperou 10 s por ${what}`);
}
