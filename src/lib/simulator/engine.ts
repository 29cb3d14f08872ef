/**
 * The simulator's core: store, clock, the events emitted so far and the deliveries of each event
 * to the webhooks that subscribe to it (records of `WebHookEventV2`), moved through the model's
 * delivery machine (webhookEventMachine) as the transport reports each attempt.
 */
import {webhookEventMachine, webhookMachine} from '../../data/model';
import {
  WEBHOOK_RETRY_OFFSETS_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../../data/platform-facts';
import {school} from '../../data/world/school';
import {Clock} from './clock';
import {move, stateOf} from './machine';
import {Publications} from './publications';
import {hmacHex} from './signing';
import {SECRET, Store, type Environment, type Rec} from './store';

/** The environment the simulator plays: it is a sandbox, so only SANDBOX webhooks receive its events. */
export const ENVIRONMENT = 'SANDBOX';

export interface EmittedEvent {
  readonly refId: string;
  readonly event: string;
  readonly at: string;
  readonly payload: unknown;
  /** The webhooks (refId) that get a delivery of it. */
  readonly webhookRefIds: string[];
}

export interface Delivery {
  /** Identifies this attempt in reportDelivery. */
  readonly id: string;
  readonly eventRefId: string;
  readonly webhookRefId: string;
  readonly url: string;
  /** 1 for the first attempt, 2 for the first retry... */
  readonly attempt: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Delivery bookkeeping the API does not show. */
const BODY = '_body';
const FIRST_ATTEMPT = '_firstAttempt';
const ATTEMPTS = '_attempts';
const IN_FLIGHT = '_inFlight';
const DUE = '_due';

export class Engine {
  readonly store: Store;
  readonly clock: Clock;
  readonly emitted: EmittedEvent[] = [];
  /** The open subscriptions and what they receive. */
  readonly publications: Publications;
  /** The correlation of the operation being run: events of one call share it. */
  correlationId: string | null = null;
  /** Scenario control: the bank refuses the next registration. */
  failRegistration = false;

  /** Time-based transitions happened up to this moment (the world's own past is left as it is). */
  timeCheckedUntil: number;

  /**
   * `seedAt`: seed the store with the world as of that moment; without it, the world's final state.
   * `publications`: those of the engine a restart replaces, whose open subscriptions go on here.
   */
  constructor(start: number, seedAt?: number, publications?: Publications) {
    this.store = new Store(seedAt);
    this.publications = publications?.restartOn(this.store) ?? new Publications(this.store);
    this.clock = new Clock(start);
    this.timeCheckedUntil = start;
  }

  /**
   * The school of the environment at work: the request's (its token's), or, for the clock's
   * transitions, that of the record `objectRefId` names; the production's when neither says.
   */
  schoolFor(objectRefId?: unknown): Rec {
    return this.store.schoolOf(this.environmentFor(objectRefId), school.id);
  }

  private environmentFor(objectRefId?: unknown): Environment {
    return this.store.scope ?? this.store.environmentOf(objectRefId) ?? 'PRODUCTION';
  }

  /**
   * Emits `type` about `object` (a record with refId): one event, stamped with the school of the
   * object's environment, and one delivery per subscribed active webhook of that school.
   */
  emit(type: string, objectRefId: unknown, data: Record<string, unknown>): EmittedEvent {
    const environment = this.environmentFor(objectRefId);
    const company = this.store.schoolOf(environment, school.id);
    return this.store.within(environment, () => this.emitIn(company, type, objectRefId, data));
  }

  private emitIn(company: Rec, type: string, objectRefId: unknown, data: Record<string, unknown>): EmittedEvent {
    const refId = this.store.nextUuid('evento');
    const at = this.clock.iso();
    const payload = {
      refId,
      type,
      objectId: String(objectRefId),
      companyId: company.id,
      companyRefId: company.refId,
      environmentType: ENVIRONMENT,
      correlationId: this.correlationId,
      eventDate: at,
      data,
    };
    const body = JSON.stringify(payload);
    const webhooks = this.store
      .all('WebHookV2')
      .filter(
        (webhook) =>
          stateOf(webhookMachine, webhook) === 'ACTIVE' &&
          webhook.environmentType === ENVIRONMENT &&
          (webhook.eventTypes as string[]).includes(type) &&
          (webhook.companyRefIds as string[]).includes(String(company.refId)),
      );
    for (const webhook of webhooks) {
      this.store.insert('WebHookEventV2', {
        refId,
        type,
        objectId: String(objectRefId),
        webHookV2Id: webhook.id,
        companyId: company.id,
        companyRefId: company.refId,
        environmentType: ENVIRONMENT,
        correlationId: this.correlationId,
        executionDate: at,
        url: webhook.url,
        headers: '{}',
        body,
        success: false,
        responseStatusCode: 0,
        responseStatusMessage: null,
        responseHeaders: '{}',
        responseBody: null,
        responseTime: 0,
        retryCount: 0,
        manuallyTriggered: false,
        status: 'PENDING',
        nextRetryAt: null,
        [BODY]: body,
        [FIRST_ATTEMPT]: Date.parse(at),
        [ATTEMPTS]: 0,
        [IN_FLIGHT]: false,
        [DUE]: Date.parse(at),
      });
    }
    const event: EmittedEvent = {
      refId,
      event: type,
      at,
      payload,
      webhookRefIds: webhooks.map((webhook) => String(webhook.refId)),
    };
    this.emitted.push(event);
    return event;
  }

  /**
   * Deliveries whose attempt is due now, signed with the webhook's current address and secret, and
   * stamped with `sentAt` (default: the simulated clock; see Simulator.dueDeliveries).
   */
  async dueDeliveries(sentAt?: Date): Promise<Delivery[]> {
    const now = this.clock.now().getTime();
    const stamp = Math.floor((sentAt ?? this.clock.now()).getTime() / 1000);
    const due = this.store
      .all('WebHookEventV2')
      // A world delivery has no body (src/lib/simulator/store.ts, withDelivery): nothing to send again.
      .filter(
        (record) =>
          typeof record[DUE] === 'number' &&
          record[DUE] <= now &&
          record[IN_FLIGHT] === false &&
          typeof record[BODY] === 'string',
      );
    const deliveries: Delivery[] = [];
    for (const record of due) {
      const webhook = this.store.byId('WebHookV2', record.webHookV2Id);
      if (webhook === undefined || stateOf(webhookMachine, webhook) !== 'ACTIVE') continue;
      const attempt = (record[ATTEMPTS] as number) + 1;
      const body = record[BODY] as string;
      const headers = await deliveryHeaders(webhook, stamp, body);
      record[IN_FLIGHT] = true;
      record.url = webhook.url;
      record.headers = JSON.stringify(headers);
      deliveries.push({
        id: `${String(record.id)}:${attempt}`,
        eventRefId: String(record.refId),
        webhookRefId: String(webhook.refId),
        url: String(webhook.url),
        attempt,
        headers,
        body,
      });
    }
    return deliveries;
  }

  /** The transport's report of one attempt: the delivery moves as the model's delivery machine says. */
  reportDelivery(deliveryId: string, outcome: {status: number} | {error: string}): void {
    const [recordId, attemptText] = deliveryId.split(':');
    const record = this.store.byId('WebHookEventV2', Number(recordId));
    if (record === undefined || record[IN_FLIGHT] !== true || Number(attemptText) !== (record[ATTEMPTS] as number) + 1)
      throw new Error(`O simulador não tem a tentativa de entrega ${deliveryId} aguardando resposta.`);
    const attempt = Number(attemptText);
    const manual = record.manuallyTriggered === true && record[FIRST_ATTEMPT] === null;
    const success = 'status' in outcome && outcome.status >= 200 && outcome.status < 300;
    record[IN_FLIGHT] = false;
    record[ATTEMPTS] = attempt;
    record.executionDate = this.clock.iso();
    record.success = success;
    record.responseStatusCode = 'status' in outcome ? outcome.status : 0;
    record.responseStatusMessage = 'error' in outcome ? outcome.error : null;
    if (success) {
      move(webhookEventMachine, record, {kind: 'delivery', answer: 'success'}, 'DELIVERED');
      record[DUE] = null;
      record.nextRetryAt = null;
      return;
    }
    if (manual) {
      // A manual retry that fails gets no automatic retries (the model's PENDING → FAILED on its last failure).
      move(webhookEventMachine, record, {kind: 'delivery', answer: 'last-failure'}, 'FAILED');
      record[DUE] = null;
      record.nextRetryAt = null;
      return;
    }
    const offset = WEBHOOK_RETRY_OFFSETS_SECONDS[attempt - 1];
    if (offset === undefined) {
      move(webhookEventMachine, record, {kind: 'delivery', answer: 'last-failure'}, 'FAILED');
      record[DUE] = null;
      record.nextRetryAt = null;
      return;
    }
    move(webhookEventMachine, record, {kind: 'delivery', answer: 'failure'}, 'RETRYING');
    const next = (record[FIRST_ATTEMPT] as number) + offset * 1000;
    record.retryCount = attempt;
    record[DUE] = next;
    record.nextRetryAt = new Date(next).toISOString();
  }

  /**
   * A manual retry (retryWebHookEvent): the delivery goes back to the queue (the model's
   * retryWebHookEvent → PENDING) for one attempt now, outside the automatic schedule, whose
   * remaining attempts are dropped; the transport makes it after the call has answered.
   */
  retryNow(record: Rec): void {
    move(webhookEventMachine, record, {kind: 'mutation', operation: 'retryWebHookEvent'}, 'PENDING');
    const now = this.clock.now().getTime();
    record.manuallyTriggered = true;
    record.nextRetryAt = new Date(now).toISOString();
    record[FIRST_ATTEMPT] = null;
    record[DUE] = now;
    record[IN_FLIGHT] = false;
  }

  /** The webhook was removed: its pending deliveries are dropped (the model's cascade to FAILED). */
  dropDeliveriesOf(webhook: Rec): void {
    for (const record of this.store.all('WebHookEventV2')) {
      if (record.webHookV2Id !== webhook.id) continue;
      if (
        move(webhookEventMachine, record, {kind: 'cascade', machine: 'webhook', to: 'REMOVED'}, 'FAILED') !== undefined
      ) {
        record[DUE] = null;
        record.nextRetryAt = null;
      }
    }
  }
}

/** The headers of one attempt: content type, timestamp, the webhook's authentication and its custom headers. */
async function deliveryHeaders(webhook: Rec, timestamp: number, body: string): Promise<Record<string, string>> {
  const secret = typeof webhook[SECRET] === 'string' ? webhook[SECRET] : '';
  const headers: Record<string, string> = {'Content-Type': 'application/json'};
  for (const header of (webhook.customHeaders as {key: string; value: string}[] | null) ?? [])
    headers[header.key] = header.value;
  headers[WEBHOOK_TIMESTAMP_HEADER] = String(timestamp);
  switch (webhook.authType) {
    case 'HMAC_SIGNATURE':
      headers[WEBHOOK_SIGNATURE_HEADER] = await hmacHex(secret, String(timestamp), body);
      break;
    case 'BEARER_TOKEN':
      headers.Authorization = `Bearer ${secret}`;
      break;
    case 'BASIC':
      headers.Authorization = `Basic ${btoa(secret)}`;
      break;
    case 'API_KEY':
      headers['X-Api-Key'] = secret;
      break;
  }
  return headers;
}
