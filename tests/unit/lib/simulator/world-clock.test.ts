import {describe, expect, it} from 'vitest';

import {PLATFORM_FACTS, TAKE_MAX} from '../../../../src/data/platform-facts';
import {billings} from '../../../../src/data/world';
import {bankData} from '../../../../src/data/world/billing-builder';
import {createSimulator, worldNow, type EmittedEvent} from '../../../../src/lib/simulator';
import {endOfDateInZone} from '../../../../src/lib/simulator/clock';
import {loggedIn, type LoggedIn} from '../../../support/simulator';
import {snapshot} from '../../../support/snapshot-helpers';

const read = async (session: LoggedIn, id: number): Promise<Record<string, unknown>> =>
  (
    (await session.call(`{ billings(where: {id: {eq: ${String(id)}}}) { items { billingStatus nn digitableLine } } }`))
      .data?.billings as {items: Record<string, unknown>[]}
  ).items[0] ?? {};
const registration = Number(PLATFORM_FACTS['sandbox.registro'].value) * 1000;

function worldBilling(id: number) {
  const billing = billings.find((candidate) => candidate.id === id);
  if (billing === undefined) throw new Error(`o mundo não tem o boleto ${String(id)}`);
  return billing;
}

/** The uniform's boleto, created the minute before the world's now, waiting for the bank. */
const PENDING = worldBilling(95532);
/** The moment the bank answers it: its creation plus the registration time, as for a boleto the simulator creates. */
const REGISTERED_AT = Date.parse(PENDING.creationDate) + registration;
/** A registered boleto of the world due 10/12/2025, after the world's now. */
const DUE_AFTER_NOW = worldBilling(88224);

function changesOf(events: readonly EmittedEvent[], refId: string) {
  return events
    .filter(
      (event) => event.event === 'BILLING_STATUS_CHANGED' && (event.payload as {objectId: string}).objectId === refId,
    )
    .map((event) => ({
      at: event.at,
      ...(event.payload as {data: {billing: {previousBillingStatus: string; billingStatus: string}}}).data.billing,
    }));
}

/** Every boleto the session sees, page by page: status, bank data and last change. */
async function allBillings(session: LoggedIn): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let skip = 0; ; skip += TAKE_MAX) {
    const result = await session.call(
      `{ billings(take: ${String(TAKE_MAX)}, skip: ${String(skip)}) { items { id billingStatus nn lastUpdateDate } } }`,
    );
    expect(result.errors).toBeUndefined();
    const page = (result.data?.billings as {items: unknown[]}).items;
    items.push(...page);
    if (page.length < TAKE_MAX) return items;
  }
}

/** The world's boleto is registered at its moment, with its bank data and the model's event. */
async function expectRegisteredOnTime(session: LoggedIn): Promise<void> {
  expect(await read(session, PENDING.id)).toMatchObject({billingStatus: 'PENDING_REGISTRATION', nn: null});
  await session.simulator.advance(REGISTERED_AT - 1 - session.simulator.now().getTime());
  expect((await read(session, PENDING.id)).billingStatus).toBe('PENDING_REGISTRATION');
  expect(changesOf(session.simulator.events(), PENDING.refId)).toEqual([]);
  await session.simulator.advance(1);
  const bank = bankData(PENDING.id, PENDING.dueDate, PENDING.value);
  expect(await read(session, PENDING.id)).toEqual({
    billingStatus: 'REGISTERED',
    nn: bank.nn,
    digitableLine: bank.digitableLine,
  });
  expect(changesOf(session.simulator.events(), PENDING.refId)).toMatchObject([
    {
      at: new Date(REGISTERED_AT).toISOString(),
      previousBillingStatus: 'PENDING_REGISTRATION',
      billingStatus: 'REGISTERED',
    },
  ]);
}

describe('simulador: o relógio move o mundo', () => {
  it('o banco registra o boleto do mundo em PENDING_REGISTRATION no momento em que registraria um criado no simulador', async () => {
    expect(PENDING.billingStatus).toBe('PENDING_REGISTRATION');
    expect(REGISTERED_AT).toBeGreaterThan(Date.parse(worldNow()));
    await expectRegisteredOnTime(await loggedIn());
  });

  it('a recusa do próximo registro (failNextRegistration) é do boleto que o simulador envia, não do boleto do mundo', async () => {
    const session = await loggedIn();
    session.simulator.failNextRegistration();
    const due = new Date(session.simulator.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const added = await session.call('mutation Add($data: AddBillingDataInput!) { addBilling(data: $data) { id } }', {
      data: {paymentPlanId: PENDING.paymentPlanId, dueDate: `${due}T00:00:00.000Z`, value: 95},
    });
    expect(added.errors).toBeUndefined();
    const refId = (added.data?.addBilling as {id: string}).id;
    await session.simulator.advance(registration);
    expect((await read(session, PENDING.id)).billingStatus).toBe('REGISTERED');
    expect(changesOf(session.simulator.events(), refId)).toMatchObject([
      {previousBillingStatus: 'PENDING_REGISTRATION', billingStatus: 'REGISTRATION_FAILED'},
    ]);
  });

  it('começando entre a criação do boleto e o agora do mundo, e depois de restart, o registro vem no mesmo momento', async () => {
    const between = new Date(Date.parse(PENDING.creationDate) + registration / 2).toISOString();
    expect(between < worldNow()).toBe(true);
    await expectRegisteredOnTime(await loggedIn(between));
    const session = await loggedIn();
    await session.simulator.advance(REGISTERED_AT - session.simulator.now().getTime());
    await session.simulator.restart();
    await expectRegisteredOnTime(session);
  });

  it('começar depois do agora do mundo é começar nele e avançar o relógio: vencimentos e registros no caminho', async () => {
    const start = '2026-01-20T12:00:00.000Z';
    const overdueAt = endOfDateInZone(DUE_AFTER_NOW.dueDate.slice(0, 10));
    expect(DUE_AFTER_NOW.billingStatus).toBe('REGISTERED');
    expect(overdueAt).toBeGreaterThan(Date.parse(worldNow()));
    expect(overdueAt).toBeLessThan(Date.parse(start));

    const started = await loggedIn(start);
    const ran = await loggedIn();
    await ran.simulator.advance(Date.parse(start) - ran.simulator.now().getTime());

    expect(started.simulator.now().toISOString()).toBe(start);
    expect((await read(started, DUE_AFTER_NOW.id)).billingStatus).toBe('OVERDUE');
    expect((await read(started, PENDING.id)).billingStatus).toBe('REGISTERED');
    // The events of the way count, at their own moments, as if the clock had run since the world's now.
    expect(changesOf(started.simulator.events(), DUE_AFTER_NOW.refId)).toMatchObject([
      {at: new Date(overdueAt).toISOString(), previousBillingStatus: 'REGISTERED', billingStatus: 'OVERDUE'},
    ]);
    // Before any request (a token takes identifiers too), the same events, identifiers and all.
    const alone = createSimulator({schema: snapshot(), now: start});
    const runAlone = createSimulator({schema: snapshot()});
    await runAlone.advance(Date.parse(start) - runAlone.now().getTime());
    expect(alone.events().length).toBeGreaterThan(0);
    expect(alone.events()).toEqual(runAlone.events());
    const startedBillings = await allBillings(started);
    expect(startedBillings.length).toBeGreaterThan(TAKE_MAX);
    expect(startedBillings).toEqual(await allBillings(ran));
    const owner = `{ financialOwner(id: ${String(DUE_AFTER_NOW.financialOwnerId)}) { condition } }`;
    expect((await started.call(owner)).data).toEqual((await ran.call(owner)).data);
  });
});
