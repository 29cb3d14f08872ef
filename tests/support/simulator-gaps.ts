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

const momento = (why: string): SimulatorGap => ({kinds: ['momento'], why});

export const SIMULATOR_GAPS: Readonly<Record<string, SimulatorGap>> = {
  'docs/webhooks/cobranca-criada-ou-alterada.md#BILLING_STATUS_CHANGED:d4a7c2e9-1b3f-4e6a-8c5d-2f9b7e1a4c30': {
    kinds: ['operação', 'momento'],
    why: 'o evento vem da baixa manual do boleto 88215, que o simulador não executa (manualPayment), e o boleto já está PAID',
  },
  'docs/webhooks/consultar.md#ListarEntregasComFalha': momento(
    'a entrega 918244 está FAILED só até o reenvio manual de 09/03/2025',
  ),
  'docs/boletos/baixa-manual.md#RegistrarBaixaManual': {
    kinds: ['operação', 'momento'],
    why: 'manualPayment não é executada; o boleto 90413 já está REISSUED',
  },
  'docs/boletos/baixa-manual.md#DesfazerBaixaManual': {
    kinds: ['operação', 'momento'],
    why: 'undoManualPayment não é executada; o boleto 90413 já está REISSUED',
  },
  'docs/boletos/cancelamento.md#CancelarBoleto': momento(
    'o boleto da página já está CANCELED no fim da linha do tempo',
  ),
  'docs/boletos/cancelamento.md#MarcarBoletoParaCancelar': {
    kinds: ['operação', 'momento'],
    why: 'markBillingToCancel não é executada; o boleto 91302 já está CANCELED',
  },
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': {
    kinds: ['operação', 'momento'],
    why: 'massiveCancelBillings não é executada: devolve a tarefa do mundo já COMPLETED',
  },
  'docs/boletos/consultar.md#ConsultarBoletos': momento('o boleto 90413 está OVERDUE só antes da segunda via'),
  'docs/boletos/emissao.md#GerarParcelasDoPlano': momento(
    'a história da página começa em 20/05/2025, com o boleto avulso 91302, e o plano 5162 só é criado em 28/07/2025: o simulador começado em maio não tem o plano',
  ),
  'docs/boletos/estorno.md#EstornarBoleto': {kinds: ['operação'], why: 'refundBilling não é executada'},
  'docs/boletos/estorno.md#DesfazerEstorno': {kinds: ['operação'], why: 'undoRefundBilling não é executada'},
  'docs/boletos/segunda-via.md#EmitirSegundaVia': {
    kinds: ['operação', 'momento'],
    why: 'reissueBilling não é executada; o mundo já tem a segunda via 91420',
  },
  'docs/boletos/segunda-via.md#AlterarVencimentoDoBoleto': {
    kinds: ['operação', 'momento'],
    why: 'updateBillingDueDate não é executada: devolve a alteração 2214 do mundo já CONFIRMED',
  },
  'docs/documentos-de-aceite-digital/ciclo-de-vida.md#ReenviarDocumento': momento(
    'o reenvio é de 24/11/2025, com o documento 5507 em SENT; no fim da linha do tempo ele está EXPIRED, e a expiração de 29/11/2025 não é datada no mundo',
  ),
  'docs/documentos-de-aceite-digital/ciclo-de-vida.md#DocumentosPertoDoPrazo': momento(
    'o documento está perto do prazo só antes de expirar',
  ),
  'docs/documentos-de-aceite-digital/digital-acceptance-signatories-listar.md#ListarSignatarios': momento(
    'os signatários estão VIEWED e PENDING só antes do aceite de 19/11/2025',
  ),
  'docs/documentos-de-aceite-digital/digital-acceptance-signatories-listar.md#ListarSignatariosPendentes': momento(
    'há signatários pendentes só antes do aceite de 19/11/2025',
  ),
  'docs/documentos-de-aceite-digital/documento-aceitar.md#AceitarDocumento': momento(
    'o documento já está ACCEPTED no fim da linha do tempo',
  ),
  'docs/matriculas/enrollment-cancelar.md#CancelarMatricula': momento(
    'a matrícula 1183 é cancelada em 20/11/2025 e já está CANCELED no fim da linha do tempo; as etapas anteriores dela não são datadas no mundo',
  ),
  'docs/matriculas/enrollment-completar.md#CompletarMatricula': momento('a matrícula 1178 já está COMPLETED'),
  'docs/planos-de-pagamento/cancelar.md#CancelarPlanoDePagamento': momento('o plano já está CANCELED'),
  'docs/planos-de-pagamento/consultar-id.md#ConsultarPlanoDePagamento': {
    kinds: ['momento'],
    why: 'o plano 5127 tem três boletos só antes da segunda via 91420',
  },
  'docs/planos-de-pagamento/remover.md#RemoverPlanoDePagamento': momento('o plano já está removido'),
};
