/**
 * The moments of the world's history at which the guides' pages show their steps, read from the
 * world's dated history (history.ts), one list for whoever runs a page's examples: the replay of
 * the money path's responses (tests/content/guides/recorded-examples.test.ts) and the run of every
 * example of the site against the local simulator, which restarts the world at each moment
 * (tests/integration/scripts/simulador/site-examples.test.ts, POST /simulador/reiniciar).
 */
import {billingUpdates, scheduledTasks} from './billing-jobs';
import {billings} from './billings';
import {contractDocument2026, digitalAcceptanceSignatories} from './digital-acceptance';
import {contract2026, enrollment2026, enrollments} from './enrollments';
import {webHookEvents} from './events';
import {carla, dependents} from './families';
import {changedAt} from './history';
import {SANDBOX_WORLD} from './index';
import {paymentPlans, supplies2025, theoSupplies2025} from './payment-plans';
import type {Moment} from './types';

/**
 * One page of a story and the world's moments of those of its steps that have one (operation name
 * → ISO 8601): `at` moves the story's clock forward to the moment (what the earlier steps did
 * stays); `from` runs the step, and the next ones, on the world started again at the moment, as its
 * dated history says it was then (a page that shows a step of the world's past). A page's steps
 * before its first moment run at that moment too.
 */
export interface Chapter {
  /** The page's file, from the repository's root: `docs/boletos/consultar.md`. */
  readonly page: string;
  readonly at?: Readonly<Record<string, Moment>>;
  readonly from?: Readonly<Record<string, Moment>>;
}

/** The world's record with `id`; a chapter that names a record the world lacks fails here. */
function recordOf<T extends {readonly id: number}>(records: readonly T[], id: number): T {
  const record = records.find((candidate) => candidate.id === id);
  if (record === undefined) throw new Error(`o mundo não tem o registro ${id}`);
  return record;
}

/** When the world's record `id` was created. */
function createdAt(records: readonly {id: number; creationDate?: string | null}[], id: number): Moment {
  const date = records.find((record) => record.id === id)?.creationDate;
  if (typeof date !== 'string') throw new Error(`o mundo não tem a data de criação do registro ${id}`);
  return date;
}

/** When a record was removed (its `removedAt`). */
function removedOf(record: {readonly id: number; readonly removedAt?: Moment}): Moment {
  if (record.removedAt === undefined) throw new Error(`o registro ${record.id} não foi removido`);
  return record.removedAt;
}

/** The delivery of the world's event that failed and was retried by hand. */
function failedDelivery() {
  const delivery = webHookEvents.flatMap((event) => (event.delivery === undefined ? [] : [event.delivery]))[0];
  if (delivery === undefined) throw new Error('o mundo não tem a entrega que falhou');
  return delivery;
}

/** The sandbox's delivery that failed and was retried by hand ("Testar no sandbox"). */
function sandboxRetriedDelivery() {
  const delivery = SANDBOX_WORLD.WebHookEventV2.find((event) => event.delivery?.manuallyTriggered === true)?.delivery;
  if (delivery === undefined) throw new Error('o mundo do sandbox não tem a entrega reenviada à mão');
  return delivery;
}

/** The page of the sandbox, which takes a boleto and an enrollment of the sandbox's records through their states. */
export const SANDBOX_PAGE = 'docs/boas-praticas/testar-no-sandbox.md';

/**
 * The pages that show a step of the world's past, each step at its moment: a change is shown from
 * the moment it happened, on the world as it was (the change itself not made yet); a state is
 * shown at the moment of the change that ended it.
 */
export const PAGE_MOMENTS: readonly Chapter[] = [
  {
    page: 'docs/webhooks/consultar.md',
    from: {ListarEntregasComFalha: changedAt(failedDelivery(), 'status', 'PENDING')},
  },
  {
    page: 'docs/boletos/consultar.md',
    from: {ConsultarBoletos: changedAt(recordOf(billings, 90413), 'billingStatus', 'PAID')},
  },
  {
    page: 'docs/boletos/cancelamento.md',
    from: {
      CancelarBoleto: changedAt(recordOf(billings, 90853), 'billingStatus'),
      MarcarBoletoParaCancelar: changedAt(recordOf(billings, 91302), 'billingStatus', 'MARKED_TO_CANCEL'),
      CancelarBoletosEmLote: createdAt(scheduledTasks, 733),
    },
  },
  {
    page: 'docs/boletos/baixa-manual.md',
    from: {RegistrarBaixaManual: changedAt(recordOf(billings, 90413), 'billingStatus', 'PAID')},
  },
  {
    page: 'docs/boletos/estorno.md',
    from: {EstornarBoleto: changedAt(recordOf(billings, 88214), 'billingStatus', 'REFUNDED')},
  },
  {
    page: 'docs/boletos/segunda-via.md',
    from: {
      EmitirSegundaVia: changedAt(recordOf(billings, 90413), 'billingStatus', 'REISSUED'),
      AlterarVencimentoDoBoleto: createdAt(billingUpdates, 2214),
    },
  },
  {
    page: 'docs/planos-de-pagamento/consultar-id.md',
    from: {ConsultarPlanoDePagamento: changedAt(recordOf(billings, 90413), 'billingStatus', 'OVERDUE')},
  },
  {
    page: 'docs/planos-de-pagamento/cancelar.md',
    from: {CancelarPlanoDePagamento: changedAt(theoSupplies2025, 'isCanceled')},
  },
  {
    page: 'docs/planos-de-pagamento/remover.md',
    from: {RemoverPlanoDePagamento: removedOf(recordOf(paymentPlans, 5131))},
  },
  {
    page: 'docs/documentos-de-aceite-digital/ciclo-de-vida.md',
    from: {ReenviarDocumento: changedAt(recordOf(digitalAcceptanceSignatories, 8790), 'lastSentDate')},
  },
  {
    page: 'docs/documentos-de-aceite-digital/digital-acceptance-signatories-listar.md',
    from: {
      ListarSignatarios: changedAt(recordOf(digitalAcceptanceSignatories, 8813), 'acceptanceStatus', 'ACCEPTED'),
      ListarSignatariosPendentes: changedAt(recordOf(digitalAcceptanceSignatories, 8790), 'lastSentDate'),
    },
  },
  {
    page: 'docs/documentos-de-aceite-digital/documento-aceitar.md',
    from: {AceitarDocumento: changedAt(contractDocument2026, 'status', 'ACCEPTED')},
  },
  {page: 'docs/responsaveis-financeiros/incluir.md', from: {IncluirFamilia: carla.creationDate}},
  // Carla's registration (October 2024), then Helena's re-enrollment for 2026, step by step (November 2025).
  {
    page: 'docs/primeiros-passos/do-zero-ao-primeiro-boleto-pago.md',
    from: {
      CadastrarFamilia: carla.creationDate,
      IniciarRematricula: enrollment2026.creationDate,
      CompletarRematricula: contract2026.creationDate,
      IncluirSignatario: changedAt(contractDocument2026, 'status', 'PARTIALLY_ACCEPTED'),
      AceiteDaEscola: changedAt(contractDocument2026, 'status', 'ACCEPTED'),
    },
  },
  {page: 'docs/dependentes/remover.md', from: {RemoverDependente: removedOf(recordOf(dependents, 1612))}},
  {
    page: 'docs/matriculas/enrollment-cancelar.md',
    from: {CancelarMatricula: changedAt(recordOf(enrollments, 1183), 'status', 'CANCELED')},
  },
  // The sandbox's exam fee registered and paid, its contract accepted and its payment event retried, each at its moment.
  {
    page: SANDBOX_PAGE,
    from: {
      RegistrarNoSimulador: changedAt(recordOf(SANDBOX_WORLD.Billing, 7_091_301), 'billingStatus', 'REGISTERED'),
      PagarNoSandbox: changedAt(recordOf(SANDBOX_WORLD.Billing, 7_091_301), 'billingStatus', 'PAID'),
      AceitarNoSandbox: changedAt(recordOf(SANDBOX_WORLD.DigitalAcceptanceDocument, 7_005_521), 'status', 'ACCEPTED'),
      ReenviarEvento: changedAt(sandboxRetriedDelivery(), 'status', 'PENDING'),
    },
  },
];

/** The sandbox webhook the pages about webhooks create, update, pause and remove (fact webhook.ambiente). */
const homologation = recordOf(SANDBOX_WORLD.WebHookV2, 7_000_042);

/**
 * The world's stories that create records the world holds, page after page, each step at the
 * world's moment: the story starts at its first moment (the world as it was then), and the clock
 * moves forward to each later one, so that the records the story creates stand for the world's.
 */
export const PAGE_STORIES: readonly (readonly Chapter[])[] = [
  [{page: 'docs/planos-de-pagamento/gerar.md', at: {GerarPlanoDePagamento: supplies2025.creationDate}}],
  // The plan 5162 is created after the single boleto 91302: its instalments are generated on the world of their moment.
  [
    {
      page: 'docs/boletos/emissao.md',
      at: {EmitirBoletoAvulso: createdAt(billings, 91302)},
      from: {GerarParcelasDoPlano: createdAt(billings, 91230)},
    },
  ],
  [{page: 'docs/matriculas/enrollment-iniciar.md', at: {IniciarMatricula: enrollment2026.creationDate}}],
  // Completed with a contract to accept: the contract and the document it creates are the world's 902 and 5521.
  [
    {
      page: 'docs/matriculas/enrollment-completar.md',
      at: {CompletarMatricula: changedAt(enrollment2026, 'status', 'IN_TERM_ACCEPTANCE')},
    },
  ],
  // The sandbox webhook 7000042: created, given a new secret, paused and removed (sandbox.ts).
  [
    {page: 'docs/webhooks/incluir.md', at: {IncluirWebhook: homologation.creationDate}},
    {
      page: 'docs/webhooks/atualizar.md',
      at: {
        AtualizarWebhook: changedAt(homologation, 'authValue'),
        PausarWebhook: changedAt(homologation, 'active'),
      },
    },
    {page: 'docs/webhooks/remover.md', at: {RemoverWebhook: removedOf(homologation)}},
  ],
];
