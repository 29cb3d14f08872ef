/**
 * The platform as an executable model: the schema run against an in-memory store seeded from the
 * example world (src/data/world/), moved by the model's state machines (src/data/model/), on a
 * simulated clock, with the webhook events each transition emits, signed as documented. The
 * explorer's "Dados simulados" mode and the local sandbox both run it. Pure and browser-safe:
 * no `node:` import, HMAC through Web Crypto. This file is the only public API.
 *
 * Same input, same output: identifiers come from src/lib/derived-uuid.ts and sequences, time from
 * the simulated clock only.
 */
import type {ExecutionResult, GraphQLSchema} from 'graphql';

import {webHookEvents} from '../../data/world/events';
import type {SimulatedRequest} from '../simulated-api';
import {Tokens} from './auth';
import {Engine, type Delivery, type EmittedEvent} from './engine';
import {run, runSubscription, type Runner} from './execute';
import {acceptanceDocumentResolvers, expireNow, nextExpiry, startExpiries} from './resolvers/acceptance-documents';
import {amountPaidResolvers} from './resolvers/amount-paid';
import {billingDocumentResolvers} from './resolvers/billing-documents';
import {enrollmentCancelResolvers} from './resolvers/enrollment-cancel';
import {generateBillingsResolvers} from './resolvers/generate-billings';
import {agreementAfterPayment, agreementResolvers, agreementsOnTime, nextAgreementBreak} from './resolvers/agreements';
import {billingChangeResolvers} from './resolvers/billing-changes';
import {billingSettlementResolvers} from './resolvers/billing-settlement';
import {billingResolvers, nextDueEnd, overdueNow, pay, scheduleWorldRegistrations} from './resolvers/billings';
import {dependentResolvers} from './resolvers/dependents';
import {financialOwnerResolvers} from './resolvers/financial-owners';
import {completeOnFirstPayment, enrollmentResolvers} from './resolvers/enrollments';
import {listResolvers} from './resolvers/lists';
import {payLinkByCard, type CardOutcome} from './resolvers/payment-links';
import {webhookResolvers} from './resolvers/webhooks';

export type {Delivery, EmittedEvent} from './engine';
export type {CardOutcome} from './resolvers/payment-links';
export {worldBeginning} from './as-of';
export type {SimulatedRequest as SimulatorRequest} from '../simulated-api';

export interface SimulatorOptions {
  /** The API's schema (schema/schema.graphql, built): the browser fetches it, Node reads the file. */
  readonly schema: GraphQLSchema;
  /**
   * Start of the simulated clock, ISO 8601; default: the moment of the example world's last event.
   * An earlier moment seeds the store with the world as of then (src/lib/simulator/as-of.ts); a
   * later one starts at the world's now and runs the clock to the moment, events and all.
   */
  readonly now?: string;
}

export interface Simulator {
  /** One GraphQL request (the HTTP body); `token` is the bearer token sent, or undefined. */
  execute(request: SimulatedRequest, context: {token?: string}): Promise<ExecutionResult>;
  /** A subscription request: an async iterator of results, or a result with errors. */
  subscribe(
    request: SimulatedRequest,
    context: {token?: string},
  ): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult>;
  now(): Date;
  /** Moves the clock, firing every time-based transition on the way, in order. */
  advance(milliseconds: number): Promise<void>;
  /** The bank confirms a payment of the boleto (its id, or its refId) by Pix or by the digitable line. */
  payBilling(billingId: number | string, method: 'PIX' | 'BOLETO'): Promise<void>;
  /**
   * The payer pays the payment link (its id, or its refId) by credit card and the card operator
   * answers at once: approves (the link is USED, its boletos PAID) or refuses.
   */
  payPaymentLink(linkId: number | string, outcome: CardOutcome): Promise<void>;
  /** The bank refuses the next boleto registration the simulator sends (not one the world sent before the start). */
  failNextRegistration(): void;
  /** Every webhook event emitted so far, newest last. */
  events(): readonly EmittedEvent[];
  /**
   * Deliveries due now (first attempts and retries), signed as documented; each is handed out once.
   * `sentAt`: the transport's clock when it sends them, stamped in the timestamp header and signed
   * (default: the simulated clock). A receiver checks that header against its own clock, so a
   * transport that posts to real receivers passes the machine's time (scripts/simulador/webhooks.ts).
   */
  dueDeliveries(sentAt?: Date): Promise<readonly Delivery[]>;
  /** The transport's report of one attempt: an HTTP status, or an error (timeout, refused connection). */
  reportDelivery(deliveryId: string, outcome: {status: number} | {error: string}): void;
  /** Whose rate limit a bearer token spends: its integration user, or undefined for a token never issued. */
  rateLimitKey(token: string | undefined): string | undefined;
  /**
   * Starts the world again at `now` (ISO 8601; default: the world's now), as createSimulator does:
   * records, clock, events and deliveries as the world was then, the next registration accepted.
   * What belongs to the client goes on: a token issued before stays valid until the instant it
   * expires, and an open subscription receives what changes in the new world. A delivery handed
   * out before belongs to the world that was: its report is disregarded.
   */
  restart(now?: string): Promise<void>;
}

/** The example world's "now": the moment of its last webhook event. */
export function worldNow(): string {
  return (
    webHookEvents
      .map((event) => event.eventDate)
      .sort()
      .at(-1) ?? new Date(0).toISOString()
  );
}

/**
 * Moves the engine's clock `milliseconds` on, firing every time-based transition on the way, in
 * order: the bank's answers and the other scheduled tasks, due dates that end, agreements that
 * break, documents and links that expire.
 */
function runClock(engine: Engine, milliseconds: number): void {
  engine.clock.advance(
    milliseconds,
    (after) => {
      const moments = [nextDueEnd(engine, after), nextAgreementBreak(engine, after), nextExpiry(engine, after)].filter(
        (moment): moment is number => moment !== undefined,
      );
      return moments.length === 0 ? undefined : Math.min(...moments);
    },
    () => {
      overdueNow(engine);
      agreementsOnTime(engine);
      expireNow(engine);
    },
  );
}

/** An engine on the world as of `now` (default: the world's now); `previous`: the one a restart replaces. */
function engineAt(now: string | undefined, previous?: Engine): Engine {
  const world = Date.parse(worldNow());
  const start = Date.parse(now ?? worldNow());
  if (Number.isNaN(start)) throw new Error(`O simulador não entende a data ${String(now)}: use ISO 8601.`);
  // A moment before the world's end starts from the world as it was then, as far as the world dates it.
  const engine = new Engine(Math.min(start, world), start < world ? start : undefined, previous?.publications);
  startExpiries(engine);
  scheduleWorldRegistrations(engine);
  // A moment after the world's end: the world at its end, and the clock run from there to the
  // moment, as if it had run since. What happens on the way happened: its events are emitted, at
  // their own moments, and their deliveries are due at once.
  if (start > world) runClock(engine, start - world);
  return engine;
}

export function createSimulator(options: SimulatorOptions): Simulator {
  let engine = engineAt(options.now);
  /** Restarts so far: a delivery's id carries the world it was handed out in. */
  let generation = 0;
  let runner: Runner = {
    schema: options.schema,
    engine,
    tokens: new Tokens(),
    roots: {
      ...listResolvers(options.schema, (typeName) => engine.store.holds(typeName)),
      ...dependentResolvers,
      ...financialOwnerResolvers,
      ...billingResolvers,
      ...billingSettlementResolvers,
      ...billingChangeResolvers,
      ...webhookResolvers,
      ...enrollmentResolvers,
      ...agreementResolvers,
      ...amountPaidResolvers,
      ...billingDocumentResolvers,
      ...generateBillingsResolvers,
      ...enrollmentCancelResolvers,
      ...acceptanceDocumentResolvers,
    },
  };
  // Requests run one at a time, so that a call sees the state the previous one left; after each,
  // the open subscriptions receive what it changed.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const published = async (): Promise<T> => {
      try {
        return await task();
      } finally {
        engine.publications.publishChanges(engine.store);
      }
    };
    const result = queue.then(published, published);
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    execute: (request, context) => serial(() => run(runner, request, context.token)),
    subscribe: (request, context) => serial(() => runSubscription(runner, request, context.token)),
    now: () => engine.clock.now(),
    advance: (milliseconds) =>
      serial(async () => {
        runClock(engine, milliseconds);
        await Promise.resolve();
      }),
    payBilling: (billingId, method) =>
      serial(async () => {
        const billing =
          engine.store.byId(
            'Billing',
            typeof billingId === 'string' && /^\d+$/.test(billingId) ? Number(billingId) : billingId,
          ) ?? engine.store.byRefId('Billing', billingId);
        if (billing === undefined) throw new Error(`O boleto ${billingId} não existe no simulador.`);
        engine.correlationId = engine.store.nextUuid('operacao');
        try {
          pay(engine, billing, method);
          completeOnFirstPayment(engine, billing);
          agreementAfterPayment(engine, billing);
        } finally {
          engine.correlationId = null;
        }
        await Promise.resolve();
      }),
    payPaymentLink: (linkId, outcome) =>
      serial(async () => {
        const link =
          engine.store.byId(
            'PaymentLink',
            typeof linkId === 'string' && /^\d+$/.test(linkId) ? Number(linkId) : linkId,
          ) ?? engine.store.byRefId('PaymentLink', linkId);
        if (link === undefined) throw new Error(`O link de pagamento ${linkId} não existe no simulador.`);
        payLinkByCard(engine, link, outcome);
        await Promise.resolve();
      }),
    failNextRegistration: () => {
      engine.failRegistration = true;
    },
    events: () => [...engine.emitted],
    dueDeliveries: (sentAt) =>
      serial(async () =>
        (await engine.dueDeliveries(sentAt)).map((delivery) =>
          generation === 0 ? delivery : {...delivery, id: `${String(generation)}/${delivery.id}`},
        ),
      ),
    reportDelivery: (deliveryId, outcome) => {
      const slash = deliveryId.indexOf('/');
      // The answer to a delivery of the world before a restart: that world is gone.
      if ((slash === -1 ? 0 : Number(deliveryId.slice(0, slash))) !== generation) return;
      engine.reportDelivery(deliveryId.slice(slash + 1), outcome);
    },
    rateLimitKey: (token) => {
      const user = runner.tokens.userOf(token);
      return user === undefined ? undefined : `usuario:${user}`;
    },
    restart: (now) =>
      serial(async () => {
        engine = engineAt(now, engine);
        runner = {...runner, engine};
        generation += 1;
        await Promise.resolve();
      }),
  };
}
