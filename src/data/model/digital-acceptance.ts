/**
 * The digital-acceptance document (`DigitalAcceptanceDocument.status`) and each signatory's
 * answer (`DigitalAcceptanceSignatory.acceptanceStatus`).
 */
import type {AcceptanceStatus, DigitalAcceptanceStatus} from '../../types/generated/schema';
import {defineMachine, mutation} from './types';

const CHANGED = ['DIGITAL_ACCEPTANCE_STATUS_CHANGED'] as const;
const AWAITING = ['SENT', 'PARTIALLY_ACCEPTED'] as const satisfies readonly DigitalAcceptanceStatus[];

export const digitalAcceptanceDocumentMachine = defineMachine<DigitalAcceptanceStatus>({
  id: 'digitalAcceptanceDocument',
  title: 'Situações do documento de aceite digital',
  entity: 'DigitalAcceptanceDocument',
  source: {kind: 'enum', enum: 'DigitalAcceptanceStatus', field: 'DigitalAcceptanceDocument.status'},
  page: 'documentos-de-aceite-digital/documento-aceitar',
  states: {
    DRAFT: {label: 'Rascunho'},
    SENT: {label: 'Enviado'},
    PARTIALLY_ACCEPTED: {label: 'Aceito em parte'},
    ACCEPTED: {label: 'Aceito'},
    REJECTED: {label: 'Recusado'},
    CANCELED: {label: 'Cancelado'},
    EXPIRED: {label: 'Expirado'},
  },
  final: ['ACCEPTED', 'REJECTED', 'CANCELED', 'EXPIRED'],
  transitions: [
    {
      from: null,
      to: 'DRAFT',
      trigger: mutation('createDigitalAcceptanceDocument'),
      when: 'sendImmediately falso',
      events: [],
    },
    {
      from: null,
      to: 'SENT',
      trigger: mutation('createDigitalAcceptanceDocument'),
      when: 'sendImmediately verdadeiro',
      events: ['DIGITAL_ACCEPTANCE_SENT'],
    },
    {
      from: null,
      to: 'SENT',
      trigger: mutation('completeEnrollment'),
      when: 'o contrato pede aceite digital (generateDigitalAcceptance); o mesmo vale para upsertContract',
      events: ['DIGITAL_ACCEPTANCE_SENT'],
    },
    {
      from: ['DRAFT'],
      to: 'SENT',
      trigger: mutation('sendDigitalAcceptanceDocument'),
      events: ['DIGITAL_ACCEPTANCE_SENT', ...CHANGED],
    },
    ...AWAITING.map((state) => ({
      from: [state],
      to: state,
      trigger: mutation('resendDigitalAcceptanceDocument'),
      when: 'o convite é repetido a quem ainda não respondeu, sem mudar a situação',
      events: ['DIGITAL_ACCEPTANCE_SENT'] as const,
    })),
    {
      from: AWAITING,
      to: 'PARTIALLY_ACCEPTED',
      trigger: mutation('acceptDigitalAcceptanceDocument'),
      when: 'ainda falta o aceite de algum signatário',
      events: CHANGED,
    },
    {
      from: AWAITING,
      to: 'ACCEPTED',
      trigger: mutation('acceptDigitalAcceptanceDocument'),
      when: 'o último signatário aceita; completedDate e signedFileUrl são preenchidos',
      events: CHANGED,
    },
    {
      from: AWAITING,
      to: 'ACCEPTED',
      trigger: {kind: 'signatory', action: 'accept'},
      when: 'o último signatário aceita na página de aceite, ou a escola tem digitalAcceptanceAutoAccept',
      events: CHANGED,
    },
    {
      from: AWAITING,
      to: 'REJECTED',
      trigger: mutation('rejectDigitalAcceptanceDocument'),
      when: 'uma única recusa basta',
      events: CHANGED,
    },
    {from: AWAITING, to: 'REJECTED', trigger: {kind: 'signatory', action: 'reject'}, events: CHANGED},
    {
      from: ['DRAFT', ...AWAITING],
      to: 'CANCELED',
      trigger: mutation('cancelDigitalAcceptanceDocument'),
      events: CHANGED,
    },
    {
      from: ['DRAFT', ...AWAITING],
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'enrollmentStatus', to: 'CANCELED'},
      events: CHANGED,
    },
    {
      from: AWAITING,
      to: 'EXPIRED',
      trigger: {kind: 'time', field: 'expirationDate'},
      when: 'expirationDate passa sem todos os aceites',
      events: CHANGED,
    },
  ],
  rules: [],
});

export const digitalAcceptanceSignatoryMachine = defineMachine<AcceptanceStatus>({
  id: 'digitalAcceptanceSignatory',
  title: 'Resposta do signatário',
  entity: 'DigitalAcceptanceSignatory',
  source: {kind: 'enum', enum: 'AcceptanceStatus', field: 'DigitalAcceptanceSignatory.acceptanceStatus'},
  page: 'documentos-de-aceite-digital/documento-aceitar',
  states: {
    PENDING: {label: 'Convidado'},
    VIEWED: {label: 'Documento aberto'},
    ACCEPTED: {label: 'Aceitou'},
    REJECTED: {label: 'Recusou'},
    CANCELED: {label: 'Dispensado'},
  },
  final: ['ACCEPTED', 'REJECTED', 'CANCELED'],
  transitions: [
    {from: null, to: 'PENDING', trigger: mutation('createDigitalAcceptanceSignatory'), events: []},
    {
      from: null,
      to: 'PENDING',
      trigger: mutation('createDigitalAcceptanceDocument'),
      when: 'os signatários informados com o documento',
      events: [],
    },
    {from: ['PENDING'], to: 'VIEWED', trigger: {kind: 'signatory', action: 'view'}, events: []},
    {
      from: ['PENDING', 'VIEWED'],
      to: 'ACCEPTED',
      trigger: mutation('acceptDigitalAcceptanceDocument'),
      events: [],
    },
    {from: ['PENDING', 'VIEWED'], to: 'ACCEPTED', trigger: {kind: 'signatory', action: 'accept'}, events: []},
    {
      from: ['PENDING', 'VIEWED'],
      to: 'REJECTED',
      trigger: mutation('rejectDigitalAcceptanceDocument'),
      events: [],
    },
    {from: ['PENDING', 'VIEWED'], to: 'REJECTED', trigger: {kind: 'signatory', action: 'reject'}, events: []},
    {
      from: ['PENDING', 'VIEWED'],
      to: 'CANCELED',
      trigger: {kind: 'cascade', machine: 'digitalAcceptanceDocument', to: 'CANCELED'},
      events: [],
    },
  ],
  rules: [],
});
