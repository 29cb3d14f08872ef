/**
 * "Do zero ao primeiro boleto pago" (docs/primeiros-passos/) replayed through the simulator
 * (src/lib/simulator), step by step, at the world's moments: from the world as it was when
 * Helena's re-enrollment began (October 2025) to Carla's Pix payment of the first boleto
 * (December 2025), with the steps the page tells and does not call (the parents' acceptances, the
 * bank's confirmation of the payment) made through the simulator. The records the story creates
 * stand for the world's (recorded-examples.ts). The family's registration, which the page shows as
 * a past step (October 2024), is replayed from the world of that moment.
 */
import {
  WORLD,
  carla,
  contract2026,
  contractDocument2026,
  enrollment2026,
  webHookEvents,
  type EntityType,
} from '../../src/data/world';
import type {ExecutionResult} from 'graphql';

import type {Simulator} from '../../src/lib/simulator';
import {codeBlocks, guideExamples, where} from './code-blocks';
import {repoPath} from './paths';
import {toSimulator, withWorldIdentities} from './recorded-examples';
import {loggedIn, type LoggedIn} from './simulator';

export const FIRST_BOLETO_PAGE = 'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md';
export const examples = guideExamples(codeBlocks(repoPath(FIRST_BOLETO_PAGE)));
export const operationNameOf = (code: string): string => /^\s*(?:query|mutation)\s+(\w+)/m.exec(code)?.[1] ?? '';

/** The family's registration, a step of October 2024 the page shows in passing. */
export const REGISTRATION = 'CadastrarFamilia';

const signatoriesOf = (documentId: number) =>
  WORLD.DigitalAcceptanceSignatory.filter((signatory) => signatory.documentId === documentId);
const [carlasAcceptance, robertosAcceptance] = signatoriesOf(contractDocument2026.id).filter(
  (signatory) => signatory.signatoryType !== 'SCHOOL_REPRESENTATIVE',
);

/** The payment of the first boleto: the moment of its BILLING_STATUS_CHANGED to PAID. */
const paidEvent = webHookEvents.find(
  (event) => event.type === 'BILLING_STATUS_CHANGED' && event.eventDate.startsWith('2025-12-05'),
);
const PAYMENT = paidEvent?.eventDate ?? '';

/** The moment of each step the world dates; the others run at the clock the step before left. */
const MOMENTS: Readonly<Record<string, string>> = {
  ObterToken: enrollment2026.creationDate,
  IniciarRematricula: enrollment2026.creationDate,
  // The completion creates the contract and its document (sent in the same call).
  CompletarRematricula: contract2026.creationDate,
  SignatariosDoContrato: robertosAcceptance?.acceptanceDate ?? '',
  AceiteDaEscola: contractDocument2026.completedDate ?? '',
  PrimeiroBoleto: PAYMENT,
};

/** Every identity of the world's records the story creates (and of the events it emits), from its first moment to the payment. */
function createdBetween(start: string, end: string, extra: readonly {id: unknown; refId?: unknown}[]): Set<unknown> {
  const inside = (date: unknown): boolean => typeof date === 'string' && date >= start && date <= end;
  const records = (Object.keys(WORLD) as EntityType[]).flatMap(
    (type) => WORLD[type] as unknown as readonly Record<string, unknown>[],
  );
  return new Set(
    [...records.filter((record) => inside(record.creationDate) || inside(record.eventDate)), ...extra].flatMap(
      (record) => {
        const fields = record as Record<string, unknown>;
        return [fields.id, fields.refId, fields.documentCode, fields.correlationId].filter(
          (value) => value !== undefined && value !== null,
        );
      },
    ),
  );
}

export interface Step {
  readonly operationName: string;
  readonly where: string;
  readonly shown: unknown;
  readonly simulated: unknown;
}

export interface Replay {
  readonly steps: Step[];
  readonly simulator: Simulator;
  readonly story: {names: Map<unknown, unknown>; created: Set<unknown>; numbers: true};
}

async function advanceTo(session: LoggedIn, moment: string, step: string): Promise<void> {
  const wait = Date.parse(moment) - session.simulator.now().getTime();
  if (Number.isNaN(wait) || wait < 0) throw new Error(`${step}: ${moment} é anterior ao passo anterior da história`);
  await session.simulator.advance(wait);
}

type Hook = (
  session: LoggedIn,
  replay: Omit<Replay, 'steps'>,
  raw: ReadonlyMap<string, ExecutionResult>,
) => Promise<void>;

/**
 * The parents accept the contract by the invitation, each at the world's moment, in the document
 * the simulator sent; its signatories stand for the world's of the same name.
 */
const parentsAccept: Hook = async (session, replay, raw) => {
  const completed = raw.get('CompletarRematricula')?.data?.completeEnrollment as
    | {contract?: {documentId?: number} | null}
    | undefined;
  const documentId = completed?.contract?.documentId;
  if (documentId === undefined)
    throw new Error(`CompletarRematricula não enviou o contrato: ${JSON.stringify(raw.get('CompletarRematricula'))}`);
  const listed = await session.call(
    'query Signatarios($where: DigitalAcceptanceSignatoryFilterInput) { digitalAcceptanceSignatories(where: $where) { items { id name } } }',
    {where: {documentId: {eq: documentId}}},
  );
  const items =
    (listed.data?.digitalAcceptanceSignatories as {items: {id: number; name: string}[]} | undefined)?.items ?? [];
  for (const signatory of signatoriesOf(contractDocument2026.id)) {
    const own = items.find((item) => item.name === signatory.name);
    if (own !== undefined) replay.story.names.set(own.id, signatory.id);
  }
  for (const signatory of [carlasAcceptance, robertosAcceptance]) {
    const own = items.find((item) => item.name === signatory?.name);
    if (signatory === undefined || own === undefined) continue;
    await advanceTo(session, signatory.acceptanceDate ?? '', `aceite de ${signatory.name}`);
    const accepted = await session.call(
      'mutation Aceite($data: AcceptDigitalAcceptanceDocumentDataInput!) { acceptDigitalAcceptanceDocument(data: $data) { id } }',
      {data: {id: documentId, signatoryId: own.id, ipAddress: signatory.ipAddress, userAgent: 'Convite por e-mail'}},
    );
    if (accepted.errors !== undefined)
      throw new Error(`aceite de ${signatory.name}: ${JSON.stringify(accepted.errors)}`);
  }
};

/** What happens before a step, outside the calls the page shows. */
const BEFORE: Readonly<Record<string, Hook>> = {
  SignatariosDoContrato: parentsAccept,
  // The bank confirms Carla's Pix (the scenario control "pagar"), on the boleto the previous step read.
  BoletoPago: async (session, _replay, raw) => {
    const items = (raw.get('PrimeiroBoleto')?.data?.billings as {items?: {id: number}[]} | undefined)?.items;
    const first = items?.[0];
    if (first === undefined) throw new Error(`o plano não tem boletos: ${JSON.stringify(raw.get('PrimeiroBoleto'))}`);
    await session.simulator.payBilling(first.id, 'PIX');
  },
};

async function run(
  session: LoggedIn,
  replay: Omit<Replay, 'steps'>,
  chosen: (operationName: string) => boolean,
): Promise<Step[]> {
  const steps: Step[] = [];
  const raw = new Map<string, ExecutionResult>();
  for (const example of examples) {
    const operationName = operationNameOf(example.operation.code);
    if (!chosen(operationName)) continue;
    await BEFORE[operationName]?.(session, replay, raw);
    const moment = MOMENTS[operationName];
    if (moment !== undefined) await advanceTo(session, moment, operationName);
    const variables =
      example.variables === undefined ? undefined : (JSON.parse(example.variables.code) as Record<string, unknown>);
    const result = example.operation.code.includes('token(data:')
      ? await session.simulator.execute({query: example.operation.code, variables: variables ?? null}, {})
      : await session.call(example.operation.code, toSimulator(variables, replay.story.names) as typeof variables);
    raw.set(operationName, result);
    const shown = example.response === undefined ? undefined : (JSON.parse(example.response.code) as unknown);
    steps.push({
      operationName,
      where: where(example.response ?? example.operation),
      shown,
      simulated: withWorldIdentities(shown, JSON.parse(JSON.stringify(result)) as unknown, replay.story),
    });
  }
  return steps;
}

let replayed: Promise<Replay> | undefined;

/** October to December 2025: the re-enrollment, the contract, the plan, the boleto and its payment. */
export function replayFirstBoleto(): Promise<Replay> {
  replayed ??= (async () => {
    // The story's own session opens a second before, so that the page's login is the user's first token of its second.
    const session = await loggedIn(new Date(Date.parse(enrollment2026.creationDate) - 1000).toISOString());
    const story = {
      numbers: true as const,
      names: new Map<unknown, unknown>(),
      created: createdBetween(enrollment2026.creationDate, enrollment2026.lastUpdateDate ?? PAYMENT, [
        contract2026,
        contractDocument2026,
        ...signatoriesOf(contractDocument2026.id),
      ]),
    };
    const replay = {simulator: session.simulator, story};
    const steps = await run(session, replay, (name) => name !== REGISTRATION);
    return {...replay, steps};
  })();
  return replayed;
}

/** October 2024: the family enters the platform. */
export async function replayRegistration(): Promise<Step[]> {
  const session = await loggedIn(carla.creationDate);
  const story = {
    numbers: true as const,
    names: new Map<unknown, unknown>(),
    created: createdBetween(carla.creationDate, carla.creationDate, []),
  };
  return run(session, {simulator: session.simulator, story}, (name) => name === REGISTRATION);
}
