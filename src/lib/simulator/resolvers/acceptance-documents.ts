/**
 * The digital-acceptance document after it was sent: createDigitalAcceptanceSignatory adds a
 * signatory to a document still open (invited at once when the document was sent),
 * resendDigitalAcceptanceDocument repeats the
 * invitation to whoever has not answered (the model keeps the document's state; each signatory
 * that receives it gets a new `lastSentDate`), and the clock expires what is left unanswered: a
 * document whose `expirationDate` passes without every acceptance goes to EXPIRED (its contract's
 * scheduled plan is dropped), and a payment link whose `expirationDate` passes unused goes to
 * EXPIRED. Every move is read from the model's machines.
 */
import {
  allowedStates,
  digitalAcceptanceDocumentMachine,
  digitalAcceptanceSignatoryMachine,
  paymentLinkMachine,
  type StateMachine,
} from '../../../data/model';
import {PLATFORM_FACTS} from '../../../data/platform-facts';
import type {Engine} from '../engine';
import {creation, move, refuseOrMove, stateOf} from '../machine';
import {documentOfEvent} from '../payloads';
import {notFound, refusal} from '../refusal';
import type {Rec} from '../store';
import {dropScheduledPlan} from './enrollment-cancel';
import {target} from './target';
import {dataOf, type RootResolver} from './types';

/** Signatories that still answer: the states the signatory machine's acceptance leaves from. */
const UNANSWERED: ReadonlySet<string> = new Set(
  digitalAcceptanceSignatoryMachine.transitions
    .filter((transition) => transition.trigger.kind === 'mutation')
    .flatMap((transition) => transition.from ?? []),
);

/**
 * The deadline of a document sent at `sentAt` without one (fact aceite.prazo): the facts' days
 * after the sending, until 23:59:59 (UTC) of the last day.
 */
export function acceptanceDeadline(sentAt: string): string {
  const days = Number(PLATFORM_FACTS['aceite.prazo'].value);
  const last = new Date(Date.parse(sentAt) + days * 86_400_000);
  return `${last.toISOString().slice(0, 10)}T23:59:59.000Z`;
}

/** Documents that still take signatories: not answered by all yet, the ones that can still be canceled. */
const OPEN: readonly string[] = allowedStates(digitalAcceptanceDocumentMachine, 'cancelDigitalAcceptanceDocument');

export const acceptanceDocumentResolvers: Record<string, RootResolver> = {
  createDigitalAcceptanceSignatory: (args, engine) => {
    const data = dataOf(args);
    const document = engine.store.byId('DigitalAcceptanceDocument', data.documentId);
    if (document === undefined || document.deleted === true) throw notFound('DigitalAcceptanceDocument', 'documentId');
    const state = stateOf(digitalAcceptanceDocumentMachine, document);
    if (!OPEN.includes(state))
      throw refusal(
        'INVALID_STATE',
        `createDigitalAcceptanceSignatory recusada: o documento está em ${state} e não recebe signatários.`,
        {entity: digitalAcceptanceDocumentMachine.entity, currentStatus: state, allowedStatuses: OPEN},
      );
    const created = creation(digitalAcceptanceSignatoryMachine, {
      kind: 'mutation',
      operation: 'createDigitalAcceptanceSignatory',
    });
    return engine.store.insert('DigitalAcceptanceSignatory', {
      documentId: document.id,
      name: data.name,
      email: data.email,
      cpf: data.cpf ?? null,
      phone: data.phone ?? null,
      signatoryType: data.signatoryType,
      signingOrder: data.signingOrder ?? 1,
      financialOwnerId: data.financialOwnerId ?? null,
      acceptanceStatus: created.to,
      acceptanceDate: null,
      ipAddress: null,
      // A document already sent invites the new signatory at once.
      lastSentDate: state === 'DRAFT' ? null : engine.clock.iso(),
      active: true,
      deleted: false,
      creationDate: engine.clock.iso(),
    });
  },

  resendDigitalAcceptanceDocument: (args, engine) => {
    const data = dataOf(args);
    const document = target(engine.store, 'DigitalAcceptanceDocument', data);
    const signatories = engine.store
      .all('DigitalAcceptanceSignatory')
      .filter((candidate) => candidate.documentId === document.id && candidate.deleted !== true);
    const asked = Array.isArray(data.signatoryIds) ? (data.signatoryIds as unknown[]) : undefined;
    const chosen =
      asked === undefined
        ? signatories
        : asked.map((id) => {
            const signatory = signatories.find((candidate) => candidate.id === id);
            if (signatory === undefined) throw notFound('DigitalAcceptanceSignatory', 'signatoryIds');
            return signatory;
          });
    const moved = refuseOrMove(digitalAcceptanceDocumentMachine, document, 'resendDigitalAcceptanceDocument');
    // Whoever accepted or rejected gets no new invitation.
    for (const signatory of chosen)
      if (UNANSWERED.has(String(signatory.acceptanceStatus))) signatory.lastSentDate = engine.clock.iso();
    for (const event of moved.events)
      engine.emit(event, document.refId, {document: documentOfEvent(document, moved.from)});
    return document;
  },
};

/** The machines whose records expire when `expirationDate` passes, and what follows each expiry. */
const EXPIRING: readonly {
  readonly typeName: string;
  readonly machine: StateMachine;
  readonly after: (engine: Engine, record: Rec, from: string) => void;
}[] = [
  {
    typeName: 'DigitalAcceptanceDocument',
    machine: digitalAcceptanceDocumentMachine,
    after: (engine, document, from) => {
      dropScheduledPlan(engine, document, 'EXPIRED');
      const events = digitalAcceptanceDocumentMachine.transitions.find(
        (transition) => transition.to === 'EXPIRED' && transition.trigger.kind === 'time',
      )?.events;
      for (const event of events ?? []) engine.emit(event, document.refId, {document: documentOfEvent(document, from)});
    },
  },
  {typeName: 'PaymentLink', machine: paymentLinkMachine, after: () => undefined},
];

/** The states each machine expires from: the ones its time transition on expirationDate leaves. */
const expiresFrom = (machine: StateMachine): readonly string[] =>
  machine.transitions
    .filter((transition) => transition.trigger.kind === 'time' && transition.trigger.field === 'expirationDate')
    .flatMap((transition) => transition.from ?? []);

/** The first instant after the deadline: `expirationDate` is the last second that still counts. */
const expiryMoment = (record: Rec): number => Date.parse(String(record.expirationDate)) + 1000;

/** Up to where the clock has expired records, per simulator: the world's past stays as the world tells it. */
const checkedUntil = new WeakMap<Engine, number>();

function expiring(engine: Engine): {record: Rec; machine: StateMachine; moment: number}[] {
  return EXPIRING.flatMap(({typeName, machine}) =>
    engine.store
      .all(typeName)
      .filter(
        (record) =>
          typeof record.expirationDate === 'string' && expiresFrom(machine).includes(stateOf(machine, record)),
      )
      .map((record) => ({record, machine, moment: expiryMoment(record)})),
  );
}

/** The next moment a document or a payment link expires, after `after`. */
export function nextExpiry(engine: Engine, after: number): number | undefined {
  const moments = expiring(engine)
    .map((item) => item.moment)
    .filter((moment) => moment > after);
  return moments.length === 0 ? undefined : Math.min(...moments);
}

/** Documents and payment links whose deadline the clock crossed since the last check expire. */
export function expireNow(engine: Engine): void {
  const now = engine.clock.now().getTime();
  const since = checkedUntil.get(engine) ?? now;
  checkedUntil.set(engine, now);
  for (const {record, machine, moment} of expiring(engine)) {
    if (moment <= since || moment > now) continue;
    const moved = move(machine, record, {kind: 'time', field: 'expirationDate'}, 'EXPIRED');
    if (moved === undefined) continue;
    record.lastUpdateDate = engine.clock.iso();
    EXPIRING.find((item) => item.machine === machine)?.after(engine, record, moved.from);
  }
}

/** Starts the expiry bookkeeping at the simulator's first moment. */
export function startExpiries(engine: Engine): void {
  checkedUntil.set(engine, engine.clock.now().getTime());
}
