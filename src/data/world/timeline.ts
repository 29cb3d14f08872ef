/**
 * The world's timeline anchors: the release notes (blog/) that introduced what the world uses.
 * Nothing in the world happens before the release that brought it (tests/content/example-world.test.ts).
 */

/** Dates of the release notes (blog/) that introduced what the world uses; nothing happens before them. */
export const RELEASES = {
  /** Webhooks V2: every webhook and event of the world is later. */
  webhooksV2: '2024-07-08',
  /** Updated values of a boleto (updatedValue, itIsPayable...). */
  billingValues: '2024-07-15',
  /** Contracts by upsert with digital acceptance: every contract and document is later. */
  contractUpsert: '2024-08-12',
  /** Debt report, amount paid, dashboards. */
  debtReport: '2024-09-04',
} as const;
