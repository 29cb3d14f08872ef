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
  'docs/webhooks/cobranca-criada-ou-alterada.md#BILLING_STATUS_CHANGED:d4a7c2e9-1b3f-4e6a-8c5d-2f9b7e1a4c30': momento(
    'o evento vem da baixa manual de 07/03/2025 do boleto 88215, que no fim da linha do tempo já está PAID',
  ),
  'docs/webhooks/consultar.md#ListarEntregasComFalha': momento(
    'a entrega 918244 está FAILED só até o reenvio manual de 09/03/2025',
  ),
  'docs/boletos/baixa-manual.md#RegistrarBaixaManual': momento(
    'a baixa manual de 12/03/2025 parte do boleto 90413 em OVERDUE, que no fim da linha do tempo já está REISSUED',
  ),
  'docs/boletos/baixa-manual.md#DesfazerBaixaManual': momento(
    'a baixa desfeita em 13/03/2025 parte do boleto 90413 em PAID, que no fim da linha do tempo já está REISSUED',
  ),
  'docs/boletos/cancelamento.md#CancelarBoleto': momento(
    'o boleto da página já está CANCELED no fim da linha do tempo',
  ),
  'docs/boletos/cancelamento.md#MarcarBoletoParaCancelar': momento(
    'o boleto 91302 está PENDING_REGISTRATION só antes da marcação de 20/05/2025; no fim da linha do tempo já está CANCELED',
  ),
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': momento(
    'os boletos de julho a dezembro do responsável 74 foram cancelados pela tarefa 733 de 30/06/2025 e o mundo não os guarda: no fim da linha do tempo a seleção é vazia (EMPTY_SELECTION)',
  ),
  'docs/boletos/conciliacao.md#SomaDoPeriodo': {
    kinds: ['operação'],
    why: 'amountPaid não soma os boletos do simulador: devolve um valor de exemplo',
  },
  'docs/boletos/consultar.md#ConsultarBoletos': momento('o boleto 90413 está OVERDUE só antes da segunda via'),
  'docs/boletos/emissao.md#GerarParcelasDoPlano': {
    kinds: ['operação'],
    why: 'generateBillings não é executada: devolve uma lista de exemplo',
  },
  'docs/boletos/gerar-pdf.md#ImprimirBoleto': {
    kinds: ['operação'],
    why: 'printBilling devolve um texto de exemplo, não um PDF',
  },
  'docs/boletos/gerar-pdf.md#GerarCarne': {
    kinds: ['operação'],
    why: 'billingsPdf devolve um texto de exemplo, não um PDF',
  },
  'docs/boletos/segunda-via.md#EmitirSegundaVia': momento(
    'a segunda via de 13/03/2025 parte do boleto 90413 em OVERDUE, que no fim da linha do tempo já está REISSUED, com a segunda via 91420',
  ),
  'docs/boletos/segunda-via.md#AlterarVencimentoDoBoleto': momento(
    'o novo vencimento do boleto 88216 (20/04/2025) é anterior ao hoje do fim da linha do tempo (DUE_DATE_IN_PAST); o pedido 2214 do mundo já está CONFIRMED',
  ),
  'docs/documentos-de-aceite-digital/ciclo-de-vida.md#ReenviarDocumento': {
    kinds: ['operação', 'momento'],
    why: 'resendDigitalAcceptanceDocument não é executada; o documento do exemplo já expirou',
  },
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
  'docs/matriculas/enrollment-cancelar.md#CancelarMatricula': {
    kinds: ['operação'],
    why: 'cancelEnrollment não é executada: devolve outra matrícula do mundo (944)',
  },
  'docs/matriculas/enrollment-completar.md#CompletarMatricula': momento('a matrícula 1178 já está COMPLETED'),
  'docs/planos-de-pagamento/cancelar.md#CancelarPlanoDePagamento': momento('o plano já está CANCELED'),
  'docs/planos-de-pagamento/consultar-id.md#ConsultarPlanoDePagamento': {
    kinds: ['momento'],
    why: 'o plano 5127 tem três boletos só antes da segunda via 91420',
  },
  'docs/planos-de-pagamento/remover.md#RemoverPlanoDePagamento': momento('o plano já está removido'),
};
