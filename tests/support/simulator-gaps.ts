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

export const SIMULATOR_GAPS: Readonly<Record<string, SimulatorGap>> = {
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': {
    kinds: ['momento'],
    why: 'os boletos de julho a dezembro do responsável 74, cancelados pela tarefa 733, não estão no mundo: a seleção sai vazia e o simulador recusa com EMPTY_SELECTION',
  },
};

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

/**
 * The reference's example names the world's record of the right type (src/plugins/api-reference/generator/example-records.ts),
 * but no record of the world is, at its now, in a state the operation accepts.
 */
const noneInState = (code: string, why: string): RunGap => ({
  code,
  why: `nenhum registro do mundo está, no agora do mundo, num estado que a operação aceite: ${why}`,
});

export const RUN_GAPS: Readonly<Record<string, RunGap>> = {
  'referência: mutation acceptDigitalAcceptanceDocument': noneInState(
    'INVALID_STATE',
    'nenhum documento está em SENT ou PARTIALLY_ACCEPTED; o contrato 5521 já está ACCEPTED',
  ),
  'referência: mutation addFinancialOwner': {
    code: 'DUPLICATE_ENTITY',
    why: 'o exemplo cadastra a família do mundo (os valores de exemplo são os de Carla), que já existe',
  },
  'referência: mutation createDigitalAcceptanceSignatory': noneInState(
    'INVALID_STATE',
    'nenhum documento aceita signatário novo; o contrato 5521 já está ACCEPTED',
  ),
  'referência: mutation breakAgreement': noneInState('INVALID_STATE', 'o único acordo, 244, já está BROKEN'),
  'referência: mutation completeEnrollment': noneInState(
    'INVALID_STATE',
    'nenhuma matrícula está em STARTED (a 1178 já está COMPLETED), e a que o exemplo de startEnrollment inicia vem depois',
  ),
  'referência: mutation createAgreement': noneInState(
    'INVALID_REFERENCE',
    'nenhum boleto está em OVERDUE, que o acordo renegocia; os de 2025 já vencidos seguem REGISTERED no mundo',
  ),
  'referência: mutation markBillingToCancel': noneInState(
    'INVALID_STATE',
    'nenhum boleto está em PENDING_REGISTRATION; o 95502 já está REGISTERED',
  ),
  'referência: mutation removePaymentPlan': noneInState(
    'ENTITY_IN_USE',
    'todo plano tem boletos registrados, vencidos ou pagos, e o único sem eles (5131) já foi removido',
  ),
  'referência: mutation resendDigitalAcceptanceDocument': noneInState(
    'INVALID_STATE',
    'nenhum documento está em SENT ou PARTIALLY_ACCEPTED; o 5507 já está EXPIRED',
  ),
  'referência: mutation resyncBilling': noneInState('INVALID_STATE', 'nenhum boleto está em REGISTRATION_FAILED'),
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': {
    code: 'EMPTY_SELECTION',
    why: 'o mundo não guarda os boletos de julho a dezembro do responsável 74, cancelados pela tarefa 733: no momento da tarefa, a seleção sai vazia',
  },
};

/**
 * The example payloads of schema/webhooks.openapi.yaml the simulator does not emit as shown, keyed
 * `<event>:<example name>` (tests/content/webhooks/examples-from-simulator.test.ts), with the same
 * kinds as SIMULATOR_GAPS. The test fails when an entry is no longer needed.
 */
export const WEBHOOK_EXAMPLE_GAPS: Readonly<Record<string, SimulatorGap>> = {
  'BILLING_UPDATED:novoVencimento': {
    kinds: ['defeito'],
    why: 'o mundo manda o pedido 2214 ao banco às 18:00 de 27/03/2025 e data a confirmação no dia seguinte, 14:02:51; o simulador manda o pedido na hora da chamada e o banco confirma sandbox.alteracao depois (17:56:12), e o histórico do mundo não representa um PENDING que só dura a chamada',
  },
  'AGREEMENT_STATUS_CHANGED:acordoQuebrado': {
    kinds: ['defeito'],
    why: 'iniciado na véspera da quebra (15/05/2025), o simulador não quebra o acordo 244 ao passar o vencimento da parcela',
  },
  'PAYMENT_LINK_STATUS_CHANGED:pagamentoAprovado': {
    kinds: ['operação'],
    why: 'o pagamento por link (cartão de crédito) não é simulado',
  },
};
