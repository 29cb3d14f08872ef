/**
 * The money path's example responses the simulator does not reproduce yet, each with why
 * (tests/content/guides/recorded-examples.test.ts). Keyed `<page>#<operation name>`, or
 * `<page>#<event>:<objectId>` for a webhook body. The test
 * fails when an entry is no longer needed (the simulator now gives the page's response), so the
 * list only shrinks. Kinds:
 * - `momento`: the page shows a step of the world's story earlier than the world's final state
 *   (creating a record the world already holds, changing a record that later moved on). Started
 *   at an earlier moment, the simulator leaves out the records created after it and rolls back
 *   the statuses the world dates (src/lib/simulator/as-of.ts); the other steps of a record's
 *   history are not dated in the world (`was` lists values, not moments), and pages replayed at
 *   the world's now see its final state.
 * - `operação`: the simulator does not run the operation (it answers with the sample values of
 *   src/lib/simulated-api.ts and changes nothing).
 * - `defeito`: the simulator runs the operation and answers something the model and the world
 *   contradict; `why` says what.
 */
type GapKind = 'momento' | 'operação' | 'defeito';

interface SimulatorGap {
  readonly kinds: readonly GapKind[];
  readonly why: string;
}

export const SIMULATOR_GAPS: Readonly<Record<string, SimulatorGap>> = {};

/**
 * The site's examples that the local simulator answers with an error when every one of them runs,
 * in the site's order, against one simulator, each guide page at its moments of the world's history
 * (src/data/world/page-moments.ts) and everything else at the world's now
 * (tests/integration/scripts/simulador/site-examples.test.ts), with the code and why. Keyed
 * `<page>#<operation name>` for the guides and `referência: <kind> <field>` for the reference. The
 * test fails when an entry is no longer needed, so the list only shrinks.
 */
interface RunGap {
  readonly code: string;
  readonly why: string;
}

export const RUN_GAPS: Readonly<Record<string, RunGap>> = {};

/**
 * The example payloads of schema/webhooks.openapi.yaml the simulator does not emit as shown, keyed
 * `<event>:<example name>` (tests/content/webhooks/examples-from-simulator.test.ts), with the same
 * kinds as SIMULATOR_GAPS. The test fails when an entry is no longer needed.
 */
export const WEBHOOK_EXAMPLE_GAPS: Readonly<Record<string, SimulatorGap>> = {};
