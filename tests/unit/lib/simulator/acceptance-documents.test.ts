import {describe, expect, it} from 'vitest';

import {digitalAcceptanceDocumentMachine, paymentLinkMachine, refusalCode} from '../../../../src/data/model';
import {PLATFORM_FACTS} from '../../../../src/data/platform-facts';
import {Engine} from '../../../../src/lib/simulator/engine';
import {
  acceptanceDeadline,
  expireNow,
  nextExpiry,
  startExpiries,
} from '../../../../src/lib/simulator/resolvers/acceptance-documents';
import {codes, loggedIn, type LoggedIn} from '../../../support/simulator';

const START = `mutation Start($data: StartEnrollmentDataInput!) { startEnrollment(data: $data) { id } }`;
const COMPLETE = `mutation Complete($data: CompleteEnrollmentDataInput!) {
  completeEnrollment(data: $data) { id contract { id documentId } }
}`;
const RESEND = `mutation Resend($data: ResendDigitalAcceptanceDocumentDataInput!) {
  resendDigitalAcceptanceDocument(data: $data) { id status sentDate expirationDate signatories { id acceptanceStatus lastSentDate } }
}`;
const DOCUMENT = `query Doc($id: Int!) {
  digitalAcceptanceDocument(id: $id) { status sentDate expirationDate signatories { id acceptanceStatus lastSentDate } }
}`;
const ENROLLMENT = `query E($id: Int!) { enrollment(id: $id) { status contract { paymentPlanScheduled paymentPlanId } } }`;

interface Signatory {
  id: number;
  acceptanceStatus: string;
  lastSentDate: string | null;
}
interface Document {
  status: string;
  sentDate: string;
  expirationDate: string;
  signatories: Signatory[];
}

/** Gabriel's 2026 enrollment with a contract to accept, sent on 06/10/2025 (as in enrollments.test.ts). */
async function sent(session: LoggedIn): Promise<{enrollmentId: number; documentId: number}> {
  const started = await session.call(START, {data: {dependentId: 1481, financialOwnerId: 74, targetYear: 2026}});
  const enrollmentId = (started.data?.startEnrollment as {id: number}).id;
  const completed = await session.call(COMPLETE, {
    data: {
      enrollmentId,
      details: {
        academicYearId: 58,
        academicLevelId: 213,
        academicSerieId: 236,
        academicClassId: 342,
        isExempt: false,
        installmentDueDate: '2026-01-10T00:00:00.000Z',
        totalInstallmentValue: 3000,
        installmentQuantity: 3,
      },
      contract: {
        type: 'ENROLLMENT',
        totalInstallmentValue: 3000,
        installmentQuantity: 3,
        installmentValue: 1000,
        installmentsMaturity: 10,
        startDateInstallment: '2026-01-10T00:00:00.000Z',
        lastDayInstallment: '2026-03-10T00:00:00.000Z',
        financialOwnerRg: '284561390',
        generateDigitalAcceptance: true,
        generateEnrollmentPaymentPlan: true,
        sendNotification: false,
      },
    },
  });
  expect(completed.errors).toBeUndefined();
  const documentId = (completed.data?.completeEnrollment as {contract: {documentId: number}}).contract.documentId;
  return {enrollmentId, documentId};
}

const document = async (session: LoggedIn, id: number): Promise<Document> =>
  (await session.call(DOCUMENT, {id})).data?.digitalAcceptanceDocument as Document;

describe('simulador: reenvio e expiração do documento de aceite', () => {
  it('o documento enviado vence no prazo do fato aceite.prazo, às 23:59:59 (UTC) do último dia', async () => {
    const session = await loggedIn('2025-10-06T14:00:00.000Z');
    const {documentId} = await sent(session);
    const shown = await document(session, documentId);
    expect(shown.expirationDate).toBe(acceptanceDeadline(shown.sentDate));
    const days = Number(PLATFORM_FACTS['aceite.prazo'].value);
    expect(shown.expirationDate).toBe(
      `${new Date(Date.parse('2025-10-06T14:00:00.000Z') + days * 86_400_000).toISOString().slice(0, 10)}T23:59:59.000Z`,
    );
  });

  it('reenvia aos escolhidos que não responderam: lastSentDate muda, situação e sentDate não; DIGITAL_ACCEPTANCE_SENT', async () => {
    const session = await loggedIn('2025-10-06T14:00:00.000Z');
    const {documentId} = await sent(session);
    const before = await document(session, documentId);
    await session.simulator.advance(86_400_000);
    const emitted = session.simulator.events().length;
    const [owner, school] = before.signatories;
    const result = await session.call(RESEND, {data: {id: documentId, signatoryIds: [owner?.id], message: 'Lembrete'}});
    expect(result.errors).toBeUndefined();
    const after = result.data?.resendDigitalAcceptanceDocument as Document;
    expect(after).toMatchObject({
      status: before.status,
      sentDate: before.sentDate,
      expirationDate: before.expirationDate,
    });
    expect(after.signatories).toEqual([
      {...owner, lastSentDate: session.simulator.now().toISOString()},
      {...school, lastSentDate: school?.lastSentDate ?? null},
    ]);
    expect(
      session.simulator
        .events()
        .slice(emitted)
        .map((event) => event.event),
    ).toEqual(['DIGITAL_ACCEPTANCE_SENT']);
  });

  it('recusa o reenvio de um documento que não aguarda aceite, e um signatário de outro documento, sem mudar nada', async () => {
    const session = await loggedIn();
    const accepted = await document(session, 5521);
    const emitted = session.simulator.events().length;
    const refused = await session.call(RESEND, {data: {id: 5521}});
    expect(codes(refused)).toEqual([
      refusalCode(digitalAcceptanceDocumentMachine, 'resendDigitalAcceptanceDocument', 'ACCEPTED'),
    ]);
    expect(await document(session, 5521)).toEqual(accepted);
    expect(codes(await session.call(RESEND, {data: {id: 5507, signatoryIds: [8812]}}))).toEqual(['ENTITY_NOT_FOUND']);
    expect(session.simulator.events()).toHaveLength(emitted);
  });

  it('passado o prazo sem todos os aceites: EXPIRED, o plano agendado é descartado e a matrícula segue em aceite', async () => {
    const session = await loggedIn('2025-10-06T14:00:00.000Z');
    const {enrollmentId, documentId} = await sent(session);
    const {expirationDate} = await document(session, documentId);
    const emitted = session.simulator.events().length;
    await session.simulator.advance(Date.parse(expirationDate) - session.simulator.now().getTime());
    expect((await document(session, documentId)).status).toBe('SENT');
    await session.simulator.advance(1000);
    expect((await document(session, documentId)).status).toBe('EXPIRED');
    expect((await session.call(ENROLLMENT, {id: enrollmentId})).data?.enrollment).toEqual({
      status: 'IN_TERM_ACCEPTANCE',
      contract: {paymentPlanScheduled: false, paymentPlanId: null},
    });
    // Only the document's events: the world's boletos fall due in those days too.
    const expired = session.simulator
      .events()
      .slice(emitted)
      .filter((event) => event.event.startsWith('DIGITAL_ACCEPTANCE'));
    expect(expired.map((event) => event.event)).toEqual(['DIGITAL_ACCEPTANCE_STATUS_CHANGED']);
    expect(expired[0]?.at).toBe(new Date(Date.parse(expirationDate) + 1000).toISOString());
    expect(codes(await session.call(RESEND, {data: {id: documentId}}))).toEqual([
      refusalCode(digitalAcceptanceDocumentMachine, 'resendDigitalAcceptanceDocument', 'EXPIRED'),
    ]);
  });
});

const ADD_SIGNATORY = `mutation Add($data: CreateDigitalAcceptanceSignatoryDataInput!) {
  createDigitalAcceptanceSignatory(data: $data) { id name signatoryType signingOrder acceptanceStatus lastSentDate }
}`;
const ACCEPT = `mutation Accept($data: AcceptDigitalAcceptanceDocumentDataInput!) {
  acceptDigitalAcceptanceDocument(data: $data) { status }
}`;

describe('simulador: signatário incluído num documento de aceite', () => {
  it('o documento enviado convida na hora o signatário a mais, que passa a faltar para o aceite', async () => {
    const session = await loggedIn('2025-10-06T12:00:00.000Z');
    const {documentId} = await sent(session);
    const added = await session.call(ADD_SIGNATORY, {
      data: {documentId, name: 'Roberto Alves Pereira', email: 'roberto.pereira@email.com.br', signatoryType: 'OTHER'},
    });
    expect(added.data?.createDigitalAcceptanceSignatory).toMatchObject({
      name: 'Roberto Alves Pereira',
      signatoryType: 'OTHER',
      signingOrder: 1,
      acceptanceStatus: 'PENDING',
      lastSentDate: session.simulator.now().toISOString(),
    });
    const extra = (added.data?.createDigitalAcceptanceSignatory as {id: number}).id;
    const before = await document(session, documentId);
    expect(before.signatories.map((signatory) => signatory.id)).toContain(extra);
    for (const signatory of before.signatories.filter((item) => item.id !== extra)) {
      const accepted = await session.call(ACCEPT, {data: {id: documentId, signatoryId: signatory.id}});
      expect(accepted.data?.acceptDigitalAcceptanceDocument).toEqual({status: 'PARTIALLY_ACCEPTED'});
    }
    const last = await session.call(ACCEPT, {data: {id: documentId, signatoryId: extra}});
    expect(last.data?.acceptDigitalAcceptanceDocument).toEqual({status: 'ACCEPTED'});
  });

  it('recusa um documento já aceito por todos e um documento que não existe', async () => {
    const {call} = await loggedIn();
    const data = {name: 'Roberto Alves Pereira', email: 'roberto.pereira@email.com.br', signatoryType: 'OTHER'};
    const accepted = await call(ADD_SIGNATORY, {data: {...data, documentId: 5521}});
    expect(codes(accepted)).toEqual(['INVALID_STATE']);
    expect(accepted.errors?.[0]?.extensions).toMatchObject({currentStatus: 'ACCEPTED'});
    expect(codes(await call(ADD_SIGNATORY, {data: {...data, documentId: 999_999}}))).toEqual(['ENTITY_NOT_FOUND']);
  });
});

describe('simulador: expiração do link de pagamento', () => {
  it('um link ACTIVE vai a EXPIRED quando o relógio passa expirationDate; um USED fica como está', () => {
    const engine = new Engine(Date.parse('2025-06-01T12:00:00.000Z'));
    startExpiries(engine);
    const [used] = engine.store.all('PaymentLink');
    if (used === undefined) throw new Error('o mundo não tem link de pagamento');
    const active = engine.store.insert('PaymentLink', {
      ...used,
      status: 'ACTIVE',
      paymentStatus: 'AWAITING_PAYMENT',
      expirationDate: '2025-06-05T23:59:59.000Z',
    });
    const advance = (ms: number): void => {
      engine.clock.advance(
        ms,
        (after) => nextExpiry(engine, after),
        () => {
          expireNow(engine);
        },
      );
    };
    advance(Date.parse('2025-06-05T23:59:59.000Z') - Date.parse('2025-06-01T12:00:00.000Z'));
    expect(active.status).toBe('ACTIVE');
    advance(30 * 86_400_000);
    const expired = paymentLinkMachine.transitions.find((transition) => transition.trigger.kind === 'time')?.to;
    expect(active.status).toBe(expired);
    expect(active.paymentStatus).toBe('AWAITING_PAYMENT');
    expect(used.status).toBe('USED');
  });
});
