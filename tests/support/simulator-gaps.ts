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
  'docs/webhooks/cobranca-criada-ou-alterada.md#BILLING_STATUS_CHANGED:d4a7c2e9-1b3f-4e6a-8c5d-2f9b7e1a4c30': {
    kinds: ['operação', 'momento'],
    why: 'o evento vem da baixa manual do boleto 88215, que o simulador não executa (manualPayment), e o boleto já está PAID',
  },
  'docs/webhooks/consultar.md#ReenviarEntrega': {
    kinds: ['defeito'],
    why: 'no reenvio manual de 09/03/2025 a página mostra o resultado da nova tentativa (DELIVERED); o simulador devolve a entrega ainda FAILED, porque não guarda o corpo dos eventos passados do mundo e só entrega o reenvio pelo transporte, depois da resposta',
  },
  'docs/boletos/baixa-manual.md#RegistrarBaixaManual': {
    kinds: ['operação', 'momento'],
    why: 'manualPayment não é executada; o boleto 90413 já está REISSUED',
  },
  'docs/boletos/baixa-manual.md#DesfazerBaixaManual': {
    kinds: ['operação', 'momento'],
    why: 'undoManualPayment não é executada; o boleto 90413 já está REISSUED',
  },
  'docs/boletos/cancelamento.md#MarcarBoletoParaCancelar': {
    kinds: ['operação', 'momento'],
    why: 'markBillingToCancel não é executada; o boleto 91302 já está CANCELED',
  },
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': {
    kinds: ['operação', 'momento'],
    why: 'massiveCancelBillings não é executada: devolve a tarefa do mundo já COMPLETED',
  },
  'docs/boletos/conciliacao.md#SomaDoPeriodo': {
    kinds: ['operação'],
    why: 'amountPaid não soma os boletos do simulador: devolve um valor de exemplo',
  },
  'docs/boletos/emissao.md#GerarParcelasDoPlano': {
    kinds: ['operação'],
    why: 'generateBillings não é executada: devolve uma lista de exemplo',
  },
  'docs/boletos/estorno.md#EstornarBoleto': {kinds: ['operação'], why: 'refundBilling não é executada'},
  'docs/boletos/estorno.md#DesfazerEstorno': {kinds: ['operação'], why: 'undoRefundBilling não é executada'},
  'docs/boletos/gerar-pdf.md#ImprimirBoleto': {
    kinds: ['operação'],
    why: 'printBilling devolve um texto de exemplo, não um PDF',
  },
  'docs/boletos/gerar-pdf.md#GerarCarne': {
    kinds: ['operação'],
    why: 'billingsPdf devolve um texto de exemplo, não um PDF',
  },
  'docs/boletos/segunda-via.md#EmitirSegundaVia': {
    kinds: ['operação', 'momento'],
    why: 'reissueBilling não é executada; o mundo já tem a segunda via 91420',
  },
  'docs/boletos/segunda-via.md#AlterarVencimentoDoBoleto': {
    kinds: ['operação', 'momento'],
    why: 'updateBillingDueDate não é executada: devolve a alteração 2214 do mundo já CONFIRMED',
  },
  'docs/documentos-de-aceite-digital/ciclo-de-vida.md#ReenviarDocumento': {
    kinds: ['operação', 'momento'],
    why: 'resendDigitalAcceptanceDocument não é executada; o documento do exemplo já expirou',
  },
  'docs/matriculas/enrollment-cancelar.md#CancelarMatricula': {
    kinds: ['operação'],
    why: 'cancelEnrollment não é executada: devolve outra matrícula do mundo (944)',
  },
};
