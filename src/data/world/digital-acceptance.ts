/**
 * Digital acceptance: the contracts' documents, their signatories and the school's templates.
 */
import {derivedUuid} from '../../lib/derived-uuid';
import {PLATFORM_FACTS} from '../platform-facts';
import {SOFIA_ENROLLMENT_COMPLETED} from './enrollments';
import type {DigitalAcceptanceDocument, DigitalAcceptanceSignatory, DigitalAcceptanceTemplate} from './types';

/** Where the signed PDF of a document can be downloaded, valid for one hour after `at`. */
export function signedFileUrl(refId: string, at: string): string {
  const expires = (Date.parse(at) + 3_600_000) / 1000;
  return `https://arquivos.exemplo.com.br/aceites/${refId.slice(0, 8)}/contrato-assinado.pdf?expira=${expires}`;
}

/**
 * The title of an enrollment's contract document, as the platform names it when the completion of
 * the enrollment sends it: the school year and the student's name. Without the student (a record
 * the store does not hold), the title stops at the year.
 */
export function enrollmentContractTitle(targetYear: number, studentName: string | undefined): string {
  const title = `Contrato de matrícula ${String(targetYear)}`;
  return studentName === undefined ? title : `${title} - ${studentName}`;
}

export const contractDocument2026: DigitalAcceptanceDocument = {
  id: 5521,
  refId: '4c9e2a17-8b3d-4f60-a5c1-7e0d9b2f3a86',
  title: enrollmentContractTitle(2026, 'Helena Duarte Pereira'),
  documentType: 'ENROLLMENT_CONTRACT',
  companyId: 27,
  enrollmentId: 1178,
  status: 'ACCEPTED',
  sentDate: '2025-11-17T12:00:00.000Z',
  expirationDate: '2025-12-02T23:59:59.000Z',
  completedDate: '2025-11-19T13:42:08.000Z',
  signedFileUrl: signedFileUrl('4c9e2a17-8b3d-4f60-a5c1-7e0d9b2f3a86', '2025-11-19T13:42:08.000Z'),
  // Created already sent by the completion of enrollment 1178 (enrollments.ts): the model's
  // completeEnrollment creates the contract's document in SENT, without a draft.
  creationDate: '2025-11-17T12:00:00.000Z',
  was: [
    // The first signature (8812) made it partially accepted; the last one (8814), accepted.
    {until: '2025-11-18T22:10:51.000Z', status: 'SENT'},
    {until: '2025-11-19T13:42:08.000Z', status: 'PARTIALLY_ACCEPTED', completedDate: null, signedFileUrl: null},
  ],
};

/**
 * The deadline of a document sent at `sentDate` without one (fact aceite.prazo): the facts' days
 * after the sending, until 23:59:59 (UTC) of the last day.
 */
function deadlineOf(sentDate: string): string {
  const last = new Date(Date.parse(sentDate) + Number(PLATFORM_FACTS['aceite.prazo'].value) * 86_400_000);
  return `${last.toISOString().slice(0, 10)}T23:59:59.000Z`;
}

/**
 * Sofia's 2026 contract, sent by the completion of her re-enrollment (1191) and waiting for both
 * signatories at the world's now: her mother first, then the school.
 */
const sofiaContractDocument: DigitalAcceptanceDocument = {
  id: 5534,
  refId: '2f9c7d14-6b0e-4a85-93d1-e4a7b25c0f68',
  title: enrollmentContractTitle(2026, 'Sofia Gomes de Almeida'),
  documentType: 'ENROLLMENT_CONTRACT',
  companyId: 27,
  enrollmentId: 1191,
  status: 'SENT',
  sentDate: SOFIA_ENROLLMENT_COMPLETED,
  expirationDate: deadlineOf(SOFIA_ENROLLMENT_COMPLETED),
  completedDate: null,
  signedFileUrl: null,
  creationDate: SOFIA_ENROLLMENT_COMPLETED,
};

export const digitalAcceptanceDocuments: readonly DigitalAcceptanceDocument[] = [
  {
    id: 5507,
    refId: 'ed6b200d-d2b7-4140-8548-2280c6887912',
    title: enrollmentContractTitle(2026, 'Rafael Oliveira Costa'),
    documentType: 'ENROLLMENT_CONTRACT',
    companyId: 27,
    enrollmentId: 1176,
    // Resent on 24 November to the mother, who never answered: the deadline passed on the 29th
    // (docs/documentos-de-aceite-digital/ciclo-de-vida.md).
    status: 'EXPIRED',
    sentDate: '2025-11-14T12:00:04.000Z',
    expirationDate: '2025-11-29T23:59:59.000Z',
    completedDate: null,
    signedFileUrl: null,
    creationDate: '2025-11-14T12:00:04.000Z',
    // Expired when its deadline passed.
    was: [{until: '2025-11-30T00:00:00.000Z', status: 'SENT'}],
  },
  contractDocument2026,
  {
    id: 5526,
    refId: 'a05d35cb-8012-431f-b0dc-953f681e29e0',
    title: enrollmentContractTitle(2026, 'Miguel Araújo Santos'),
    documentType: 'ENROLLMENT_CONTRACT',
    companyId: 27,
    enrollmentId: 1183,
    status: 'CANCELED',
    sentDate: '2025-11-18T12:00:02.000Z',
    expirationDate: '2025-12-03T23:59:59.000Z',
    completedDate: null,
    signedFileUrl: null,
    creationDate: '2025-11-18T12:00:00.000Z',
    // Canceled with its enrollment (1183).
    was: [{until: '2025-11-20T17:03:26.000Z', status: 'SENT'}],
  },
  sofiaContractDocument,
];

export const digitalAcceptanceTemplates: readonly DigitalAcceptanceTemplate[] = [
  {
    // The default template of the addenda, in its third version (docs/primeiros-passos/obter-identificadores.md).
    id: 17,
    refId: derivedUuid('template-17'),
    companyId: 27,
    name: 'Aditivo de contrato - período integral',
    documentType: 'CONTRACT_ADDENDUM',
    version: 3,
    isDefault: true,
    active: true,
  },
];

export const digitalAcceptanceSignatories: readonly DigitalAcceptanceSignatory[] = [
  {
    id: 8790,
    refId: 'f0bcdb97-fe5a-4cb0-9189-0b3cf439cc55',
    documentId: 5507,
    name: 'Fernanda Oliveira Costa',
    email: 'fernanda.costa@email.com.br',
    signatoryType: 'FINANCIAL_OWNER',
    signingOrder: 1,
    financialOwnerId: 66,
    acceptanceStatus: 'PENDING',
    acceptanceDate: null,
    ipAddress: null,
    // The resend of 24 November (docs/documentos-de-aceite-digital/ciclo-de-vida.md).
    lastSentDate: '2025-11-24T12:30:02.000Z',
    creationDate: '2025-11-14T12:00:04.000Z',
    was: [{until: '2025-11-24T12:30:02.000Z', lastSentDate: '2025-11-14T12:00:05.000Z'}],
  },
  {
    id: 8812,
    refId: 'b263d4ce-d516-4dcf-9043-497126d5d28b',
    documentId: 5521,
    name: 'Carla Duarte Pereira',
    email: 'carla.pereira@email.com.br',
    signatoryType: 'FINANCIAL_OWNER',
    signingOrder: 1,
    financialOwnerId: 68,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-18T22:10:51.000Z',
    // The acceptance's proof: the signatory's IP, the same in every example that shows this acceptance.
    ipAddress: '177.92.14.203',
    lastSentDate: '2025-11-17T12:00:03.000Z',
    creationDate: '2025-11-17T12:00:00.000Z',
    was: [
      {until: '2025-11-18T22:04:37.000Z', acceptanceStatus: 'PENDING'},
      {until: '2025-11-18T22:10:51.000Z', acceptanceStatus: 'VIEWED', acceptanceDate: null, ipAddress: null},
    ],
  },
  {
    id: 8813,
    refId: '8e74781c-1514-4484-b2e0-076e4a0724ff',
    documentId: 5521,
    name: 'Roberto Alves Pereira',
    email: 'roberto.pereira@email.com.br',
    // Helena's father, who signs the contract without being a financial owner of the school.
    cpf: '27461839004',
    signatoryType: 'OTHER',
    signingOrder: 1,
    financialOwnerId: null,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-19T09:27:14.000Z',
    ipAddress: '200.158.77.12',
    lastSentDate: '2025-11-17T12:00:03.000Z',
    creationDate: '2025-11-17T12:00:00.000Z',
    was: [
      {until: '2025-11-18T08:41:26.000Z', acceptanceStatus: 'PENDING'},
      {until: '2025-11-19T09:27:14.000Z', acceptanceStatus: 'VIEWED', acceptanceDate: null, ipAddress: null},
    ],
  },
  {
    id: 8814,
    refId: 'd4ca81fc-c2d4-4191-ae20-8e2ff20856ff',
    documentId: 5521,
    name: 'Lúcia Fernandes Rocha',
    email: 'lucia.rocha@colegiojacaranda.com.br',
    signatoryType: 'SCHOOL_REPRESENTATIVE',
    signingOrder: 2,
    financialOwnerId: null,
    acceptanceStatus: 'ACCEPTED',
    acceptanceDate: '2025-11-19T13:42:08.000Z',
    ipAddress: '189.38.112.45',
    lastSentDate: '2025-11-17T12:00:03.000Z',
    creationDate: '2025-11-17T12:00:00.000Z',
    was: [{until: '2025-11-19T13:42:08.000Z', acceptanceStatus: 'PENDING', acceptanceDate: null, ipAddress: null}],
  },
  // Sofia's contract (5534): invited when it was sent, neither has answered.
  ...(
    [
      {
        id: 8841,
        refId: 'd93b5f02-7c1e-4a68-b4d9-0e2a6f81c7b5',
        name: 'Patrícia Gomes de Almeida',
        email: 'patricia.almeida@email.com.br',
        signatoryType: 'FINANCIAL_OWNER',
        signingOrder: 1,
        financialOwnerId: 75,
      },
      {
        id: 8842,
        refId: '45e1a7c8-2d90-4f36-8b15-c7f3e0d94a21',
        name: 'Lúcia Fernandes Rocha',
        email: 'lucia.rocha@colegiojacaranda.com.br',
        signatoryType: 'SCHOOL_REPRESENTATIVE',
        signingOrder: 2,
        financialOwnerId: null,
      },
    ] as const
  ).map(
    (signatory): DigitalAcceptanceSignatory => ({
      ...signatory,
      documentId: sofiaContractDocument.id,
      acceptanceStatus: 'PENDING',
      acceptanceDate: null,
      ipAddress: null,
      lastSentDate: new Date(Date.parse(sofiaContractDocument.sentDate) + 3000).toISOString(),
      creationDate: sofiaContractDocument.creationDate,
    }),
  ),
];
