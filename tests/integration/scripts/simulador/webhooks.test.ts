/**
 * Webhook delivery by the local simulator to a real HTTP receiver on loopback: the event arrives
 * signed as the facts say (checked here with node:crypto, not with the simulator's code), and a
 * receiver that fails gets the documented retries as the simulated clock passes their times, every
 * attempt with the same event `refId`, so the receiver can keep the first and ignore the rest.
 */
import {createHmac} from 'node:crypto';
import {createServer, type IncomingHttpHeaders, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {
  WEBHOOK_RETRY_OFFSETS_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../../../src/data/platform-facts';
import {SCENARIO_PATHS} from '../../../../scripts/simulador/scenario';
import {
  ADD_WEBHOOK,
  addLoopbackWebhook,
  graphql,
  issueBoleto,
  sandboxWebhookData,
  scenario,
  startTestSandbox,
  tokenFor,
  until,
  type TestSandbox,
} from '../../../support/sandbox';

interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** A receiver that keeps every request and answers with the status of the moment. */
async function startReceiver(): Promise<{url: string; received: Received[]; answer: {status: number}; server: Server}> {
  const received: Received[] = [];
  const answer = {status: 200};
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', () => {
      received.push({headers: request.headers, body: Buffer.concat(parts)});
      response.writeHead(answer.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`, received, answer, server};
}

const SECRET = 'segredo-do-teste-ção';

let sandbox: TestSandbox;
let token: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  token = await tokenFor(sandbox.url);
  receiver = await startReceiver();
  await addLoopbackWebhook(sandbox, token, {url: receiver.url, secret: SECRET, eventTypes: ['BILLING_CREATED']});
}, 60_000);

afterAll(async () => {
  await sandbox.close();
  receiver.server.closeAllConnections();
  receiver.server.close();
});

const issue = (description: string): Promise<string> => issueBoleto(sandbox, token, description);

const refIdOf = (delivery: Received): unknown =>
  (JSON.parse(delivery.body.toString('utf8')) as {refId?: unknown}).refId;

describe('entrega de webhooks do simulador local', () => {
  it('aceita HTTP só no endereço da própria máquina', async () => {
    const refused = await graphql(
      sandbox.url,
      {
        query: ADD_WEBHOOK,
        variables: {
          data: sandboxWebhookData({url: 'http://erp.exemplo.com.br/webhooks', eventTypes: ['BILLING_CREATED']}),
        },
      },
      token,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('INVALID_FIELD_VALUE');
  });

  it('entrega o evento ao receptor, com a assinatura HMAC dos fatos', async () => {
    const refId = await issue('Webhook assinado');
    await until(() => receiver.received.some((delivery) => refIdOf(delivery) === refId), 'a entrega');
    const delivery = receiver.received.find((each) => refIdOf(each) === refId);
    const timestamp = delivery?.headers[WEBHOOK_TIMESTAMP_HEADER.toLowerCase()];
    const signature = delivery?.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()];
    expect(timestamp).toMatch(/^\d+$/);
    // The machine's time, not the simulated clock: the receiver checks it against its own clock.
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const expected = createHmac('sha256', Buffer.from(SECRET, 'utf8'))
      .update(`${String(timestamp)}.`)
      .update(delivery?.body ?? Buffer.alloc(0))
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('repete a entrega que falhou nos momentos documentados do relógio simulado, com o mesmo refId', async () => {
    receiver.answer.status = 500;
    const refId = await issue('Webhook que falha');
    const attempts = (): number => receiver.received.filter((delivery) => refIdOf(delivery) === refId).length;
    await until(() => attempts() === 1, 'a primeira tentativa');

    let elapsed = 0;
    /** Moves the clock to a retry's time: one second before it nothing is sent, at it one more attempt. */
    const reachRetry = async (index: number): Promise<void> => {
      const offset = WEBHOOK_RETRY_OFFSETS_SECONDS[index] ?? 0;
      await scenario(sandbox.base, SCENARIO_PATHS.advance, {segundos: offset - elapsed - 1});
      expect(attempts()).toBe(index + 1);
      await scenario(sandbox.base, SCENARIO_PATHS.advance, {segundos: 1});
      await until(() => attempts() === index + 2, `a nova tentativa ${index + 1}`);
      elapsed = offset;
    };
    await reachRetry(0);
    receiver.answer.status = 200;
    await reachRetry(1);
    // Delivered at the second retry: no attempt after it, however far the clock goes.
    await scenario(sandbox.base, SCENARIO_PATHS.advance, {dias: 2});
    expect(attempts()).toBe(3);
    const bodies = receiver.received
      .filter((delivery) => refIdOf(delivery) === refId)
      .map((d) => d.body.toString('utf8'));
    expect(new Set(bodies.map((body) => (JSON.parse(body) as {refId: string}).refId))).toEqual(new Set([refId]));
  });
});
