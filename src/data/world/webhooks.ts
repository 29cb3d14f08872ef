/**
 * The integrator's production webhooks and how the API shows their secrets. Its sandbox webhooks
 * are the sandbox's (sandbox.ts): fact `webhook.ambiente`.
 */
import type {WebHook} from './types';

export const webHooks: readonly WebHook[] = [
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
