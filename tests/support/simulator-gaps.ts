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
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': {
    kinds: ['momento'],
    why: 'os boletos de julho a dezembro do responsável 74, cancelados pela tarefa 733, não estão no mundo: a seleção sai vazia e o simulador recusa com EMPTY_SELECTION',
  },
  'docs/boletos/emissao.md#GerarParcelasDoPlano': momento(
    'a história da página começa em 20/05/2025, com o boleto avulso 91302, e o plano 5162 só é criado em 28/07/2025: o simulador começado em maio não tem o plano',
  ),
  'docs/matriculas/enrollment-cancelar.md#CancelarMatricula': momento(
    'a matrícula 1183 é cancelada em 20/11/2025 e já está CANCELED no fim da linha do tempo',
  ),
};

/**
 * The site's examples that the local simulator answers with an error when every one of them runs,
 * in the site's order, against one simulator at the world's now
 * (tests/integration/scripts/simulador/site-examples.test.ts), with the code and why. Keyed
 * `<page>#<operation name>` for the guides and `referência: <kind> <field>` for the reference. The
 * test fails when an entry is no longer needed, so the list only shrinks.
 */
interface RunGap {
  readonly code: string;
  readonly why: string;
}

/** A step of the world's story that happened before the world's now (recorded-examples replays it at its moment). */
const before = (code: string, why: string): RunGap => ({code, why: `passo anterior ao fim do mundo: ${why}`});

export const RUN_GAPS: Readonly<Record<string, RunGap>> = {
  'docs/boas-praticas/testar-no-sandbox.md#PagarNoSandbox': before(
    'INVALID_STATE',
    'o boleto 7091301 do sandbox já está PAID',
  ),
  'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md#CadastrarFamilia': before(
    'DUPLICATE_ENTITY',
    'a família de Carla já está cadastrada',
  ),
  'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md#IncluirSignatario': before(
    'INVALID_STATE',
    'o contrato 5521 já está ACCEPTED',
  ),
  'docs/responsaveis-financeiros/incluir.md#IncluirFamilia': before('DUPLICATE_ENTITY', 'Carla já está cadastrada'),
  'docs/webhooks/consultar.md#ReenviarEntrega': {
    code: 'INVALID_STATE',
    why: 'o exemplo da referência de retryWebHookEvent reenvia antes a mesma entrega, a única do mundo, e ela fica PENDING: o mundo não guarda o corpo dos eventos passados, e o simulador não faz a nova tentativa',
  },
  'docs/boletos/baixa-manual.md#RegistrarBaixaManual': before('INVALID_STATE', 'o boleto 90413 já está REISSUED'),
  'docs/boletos/baixa-manual.md#DesfazerBaixaManual': before('INVALID_STATE', 'o boleto 90413 já está REISSUED'),
  'docs/boletos/cancelamento.md#MarcarBoletoParaCancelar': before('INVALID_STATE', 'o boleto 91302 já está CANCELED'),
  'docs/boletos/cancelamento.md#CancelarBoletosEmLote': before(
    'EMPTY_SELECTION',
    'os boletos do responsável 74 já foram cancelados pela tarefa 733 e o mundo não os guarda',
  ),
  'docs/boletos/emissao.md#GerarParcelasDoPlano': before('DUE_DATE_IN_PAST', 'os vencimentos das parcelas já passaram'),
  'docs/boletos/segunda-via.md#EmitirSegundaVia': before('INVALID_STATE', 'o boleto 90413 já está REISSUED'),
  'docs/boletos/segunda-via.md#AlterarVencimentoDoBoleto': before(
    'INVALID_STATE',
    'o boleto 88216 já foi pago, em 17/04/2025, depois da mudança de vencimento da página',
  ),
  'docs/documentos-de-aceite-digital/ciclo-de-vida.md#ReenviarDocumento': before(
    'INVALID_STATE',
    'o documento 5507 já está EXPIRED',
  ),
  'docs/matriculas/enrollment-cancelar.md#CancelarMatricula': before(
    'INVALID_STATE',
    'a matrícula 1183 já está CANCELED',
  ),
  'docs/boas-praticas/testar-no-sandbox.md#AceitarNoSandbox': before(
    'INVALID_STATE',
    'o documento 7005521 do sandbox já está ACCEPTED',
  ),
  'docs/boletos/cancelamento.md#CancelarBoleto': before('INVALID_STATE', 'o boleto já está CANCELED'),
  'docs/boletos/emissao.md#EmitirBoletoAvulso': before('DUE_DATE_IN_PAST', 'o vencimento do boleto avulso já passou'),
  'docs/dependentes/remover.md#RemoverDependente': before('ENTITY_NOT_FOUND', 'a cópia de Lucas já foi removida'),
  'docs/documentos-de-aceite-digital/documento-aceitar.md#AceitarDocumento': before(
    'INVALID_STATE',
    'o documento já está ACCEPTED',
  ),
  'docs/matriculas/enrollment-completar.md#CompletarMatricula': before(
    'INVALID_STATE',
    'a matrícula 1178 já está COMPLETED',
  ),
  'docs/matriculas/enrollment-iniciar.md#IniciarMatricula': before(
    'DUPLICATE_ENTITY',
    'a rematrícula de 2026 de Helena já existe',
  ),
  'docs/planos-de-pagamento/cancelar.md#CancelarPlanoDePagamento': before('INVALID_STATE', 'o plano já está CANCELED'),
  'docs/planos-de-pagamento/gerar.md#GerarPlanoDePagamento': before(
    'DUE_DATE_IN_PAST',
    'os vencimentos do plano de material já passaram',
  ),
  'docs/planos-de-pagamento/remover.md#RemoverPlanoDePagamento': before('INVALID_STATE', 'o plano já está removido'),
  'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md#IniciarRematricula': before(
    'DUPLICATE_ENTITY',
    'a rematrícula de 2026 de Helena já existe',
  ),
  'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md#CompletarRematricula': before(
    'INVALID_STATE',
    'a matrícula 1178 já está COMPLETED',
  ),
  'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md#AceiteDaEscola': before(
    'INVALID_STATE',
    'o contrato já está ACCEPTED',
  ),
  'docs/webhooks/atualizar.md#AtualizarWebhook': before(
    'ENTITY_NOT_FOUND',
    'o webhook 7000042 é do sandbox e foi removido; o que a inclusão cria no simulador tem outro id',
  ),
  'docs/webhooks/atualizar.md#PausarWebhook': before(
    'ENTITY_NOT_FOUND',
    'o webhook 7000042 é do sandbox e foi removido; o que a inclusão cria no simulador tem outro id',
  ),
  'docs/webhooks/remover.md#RemoverWebhook': before(
    'ENTITY_NOT_FOUND',
    'o webhook 7000042 é do sandbox e foi removido; o que a inclusão cria no simulador tem outro id',
  ),
};

/**
 * The example payloads of schema/webhooks.openapi.yaml the simulator does not emit as shown, keyed
 * `<event>:<example name>` (tests/content/webhooks/examples-from-simulator.test.ts), with the same
 * kinds as SIMULATOR_GAPS. The test fails when an entry is no longer needed.
 */
export const WEBHOOK_EXAMPLE_GAPS: Readonly<Record<string, SimulatorGap>> = {};
