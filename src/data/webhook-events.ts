/**
 * The reference of the webhook events: schema/webhooks.openapi.yaml, rendered by
 * docusaurus-plugin-openapi-docs with the portal's page generators (src/lib/webhook-pages.ts) into
 * GENERATED_DIR (build output, gitignored, produced by `npm run webhooks`, which `npm run build` and
 * `npm start` run). The sidebar, the generation script and the tests read these constants.
 */

/** The OpenAPI document, from the repository root. */
export const WEBHOOKS_SPEC = 'schema/webhooks.openapi.yaml';

/** Folder of the generated pages, from the repository root (inside the Webhooks topic). */
export const GENERATED_DIR = 'docs/webhooks/eventos';

/** Doc id of the generated overview page (from the document's info.title). */
export const OVERVIEW_PAGE = 'eventos-de-webhook';

/**
 * The events the platform sends (the GraphQL enum OriginType), in the order of the enum.
 * Each page's id is `evento-<event in kebab case>` (the operationId in the document), and
 * its route /docs/webhooks/<id>.
 */
export const WEBHOOK_EVENTS = [
  'BILLING_CREATED',
  'BILLING_STATUS_CHANGED',
  'BILLING_UPDATED',
  'PAYMENT_PLAN_CREATED',
  'ENROLLMENT_CREATED',
  'ENROLLMENT_STATUS_CHANGED',
  'DIGITAL_ACCEPTANCE_SENT',
  'DIGITAL_ACCEPTANCE_STATUS_CHANGED',
  'AGREEMENT_STATUS_CHANGED',
  'PAYMENT_LINK_STATUS_CHANGED',
] as const;

export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Page id (and operationId) of an event: BILLING_CREATED -> evento-billing-created. */
export function eventPageId(event: WebhookEvent): string {
  return `evento-${event.toLowerCase().replaceAll('_', '-')}`;
}

/** Sidebar doc id of a generated page. */
export function generatedDocId(pageId: string): string {
  return `${GENERATED_DIR.replace(/^docs\//, '')}/${pageId}`;
}

/** Slug of a generated page in the docs (its route is /docs/webhooks/<id>). */
export function generatedPageSlug(pageId: string): string {
  return `/webhooks/${pageId}`;
}

/** Route of an event's page in the site (the docs plugin serves its pages under /docs). */
export function eventRoute(event: WebhookEvent): string {
  return `/docs${generatedPageSlug(eventPageId(event))}`;
}
