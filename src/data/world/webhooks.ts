/**
 * The integrator's webhooks (homologation and production) and how the API shows their secrets.
 */
import type {WebHook} from './types';

export const webHooks: readonly WebHook[] = [
  {
    // The integrator's homologation webhook: created, given a new secret, deactivated and removed the same day.
    id: 42,
    refId: '5e0b7c2a-91d4-4f36-b8a1-3c7e2d9f0a65',
    companyRefIds: ['8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34'],
    environmentType: 'SANDBOX',
    url: 'https://erp.colegiojacaranda.com.br/webhooks/cobrancas',
    eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED', 'BILLING_UPDATED'],
    authType: 'HMAC_SIGNATURE',
    authValue: '7a2c9e4f1b8d3065e2f7a1c4b9d0e3f6a8c5b2d7e1f4a0c3',
    customHeaders: [{key: 'X-Origem', value: 'plataforma-escolar'}],
    active: false,
    creationDate: '2025-03-12T13:58:10.000Z',
    lastUpdateDate: '2025-03-12T22:00:04.000Z',
    removedAt: '2025-03-13T08:00:00.000Z',
    was: {
      eventTypes: [['BILLING_CREATED', 'BILLING_STATUS_CHANGED']],
      authValue: ['c9f1e07a4b2d58e36f1a9c0b7d2e4f8a5b3c6d9e0f1a2b4c'],
      active: [true],
      lastUpdateDate: [null, '2025-03-12T14:05:31.000Z'],
    },
  },
  {
    id: 51,
    refId: '2f7a9c0e-4b1d-4e83-9a6c-5d0e8b3f1a72',
    companyRefIds: ['8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34', 'c27e94b0-5a1d-4f63-8e2b-917d4c0a6f58'],
    environmentType: 'PRODUCTION',
    url: 'https://erp.colegiojacaranda.com.br/webhooks/cobrancas',
    eventTypes: ['BILLING_CREATED', 'BILLING_STATUS_CHANGED'],
    authType: 'HMAC_SIGNATURE',
    authValue: '3e7b0c9d2a5f8e1b4c7d0a3f6e9b2c5d8a1f4e7b0c3d6a9f',
    customHeaders: [],
    active: true,
    creationDate: '2025-01-10T18:42:57.000Z',
    lastUpdateDate: null,
  },
  {
    id: 57,
    refId: 'b81d3e6f-0c2a-4d97-a5e4-6f9c1b2d7e30',
    companyRefIds: ['8d3f2a61-4b7c-4e19-a2d5-6f0c9b1e7a34', 'c27e94b0-5a1d-4f63-8e2b-917d4c0a6f58'],
    environmentType: 'PRODUCTION',
    url: 'https://erp.colegiojacaranda.com.br/webhooks/matriculas',
    eventTypes: ['ENROLLMENT_CREATED', 'ENROLLMENT_STATUS_CHANGED', 'DIGITAL_ACCEPTANCE_STATUS_CHANGED'],
    authType: 'BEARER_TOKEN',
    authValue: 'f1c8a3e6b9d2047a5c8e1b4d7a0f3c6e',
    customHeaders: [],
    active: true,
    creationDate: '2025-02-03T13:20:11.000Z',
    lastUpdateDate: null,
  },
];

/** How the API shows a secret: its first and last four characters. */
export function maskedSecret(secret: string): string {
  return `${secret.slice(0, 4)}${'*'.repeat(secret.length - 8)}${secret.slice(-4)}`;
}
