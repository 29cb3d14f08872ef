/**
 * The questions about the platform's behaviour that the pages used to answer in two ways, each
 * answered once. The answer is what the machines of this folder say (`machines` names them);
 * `pages` lists where the site states it: guides (docs/, without .md), `schema:<Type.VALUE>` for
 * a schema description, `openapi` for schema/webhooks.openapi.yaml, `glossario:<term>` for
 * src/data/glossary.ts. A unit test checks that every page exists and every machine is known.
 */
import type {FactKey} from '../platform-facts';
import type {MachineId} from './types';

export interface Decision {
  readonly id: string;
  /** The question, in Portuguese. */
  readonly question: string;
  /** The answer, in Portuguese. */
  readonly answer: string;
  readonly machines: readonly MachineId[];
  readonly facts?: readonly FactKey[];
  readonly pages: readonly string[];
  /**
   * Phrasings that answered the question the other way, in the words pages used; a content test
   * fails when a guide, a schema description, the webhook document or the glossary says one again.
   */
  readonly contradictedBy?: readonly RegExp[];
}

export const DECISIONS: readonly Decision[] = [
  {
    id: 'matricula-sem-aceite',
    question: 'Para onde vai uma matrícula completada sem aceite digital a colher?',
    answer:
      'Para `AWAITING_PAYMENT`, com o plano gerado na própria chamada de `completeEnrollment`; vai direto a `COMPLETED` só quando a primeira cobrança é isenta (`isExempt`). Sem aceite a colher quer dizer contrato manual, `generateDigitalAcceptance` falso ou escola com `digitalAcceptanceAutoAccept`.',
    machines: ['enrollmentStatus', 'contract'],
    contradictedBy: [
      /(?:sem aceite|não há aceite)[^.]*?(?:diretamente|direto) (?:a|para) `?COMPLETED(?![^.]*isent)/i,
      /sem aceite a colher, para efetivada/i,
      /diretamente a `COMPLETED` quando não há aceite/i,
    ],
    pages: [
      'matriculas/enrollment-completar',
      'matriculas/enrollment-iniciar',
      'documentos-de-aceite-digital/documento-aceitar',
      'glossario:completar a matrícula',
    ],
  },
  {
    id: 'matricula-efetivada',
    question: 'O que significa `COMPLETED` em `EnrollmentStatus`?',
    answer:
      'Matrícula efetivada: o aceite do contrato foi colhido ou dispensado e a primeira cobrança (o boleto de matrícula) foi paga ou é isenta. `COMPLETED` não diz se o aluno frequenta a escola: isso é `situation`.',
    machines: ['enrollmentStatus', 'enrollmentSituation'],
    contradictedBy: [
      /efetivada: contrato aceito/i,
      /contrato aceito e aguardando o pagamento/i,
      /`AWAITING_PAYMENT`: o contrato foi aceito/,
    ],
    pages: [
      'schema:EnrollmentStatus.COMPLETED',
      'schema:EnrollmentStatus.AWAITING_PAYMENT',
      'matriculas/enrollment-consultar',
      'glossario:matrícula efetivada',
    ],
  },
  {
    id: 'geracao-do-plano',
    question: 'Quando o plano de pagamento da matrícula é gerado?',
    answer:
      'Com aceite a colher, quando o documento chega a `ACCEPTED` (até lá, `paymentPlanScheduled` é verdadeiro e não existe boleto); sem aceite a colher, na própria chamada de `completeEnrollment`. Documento recusado, expirado ou cancelado: o plano não é gerado, e a matrícula fica em `IN_TERM_ACCEPTANCE` até um novo contrato (`upsertContract`) ser aceito ou a matrícula ser cancelada.',
    machines: ['contract', 'enrollmentStatus', 'paymentPlan', 'digitalAcceptanceDocument'],
    contradictedBy: [/\(`addPaymentPlan` ou ao completar uma matrícula\)/],
    pages: [
      'matriculas/enrollment-completar',
      'documentos-de-aceite-digital/documento-aceitar',
      'primeiros-passos/do-zero-ao-primeiro-boleto-pago',
      'boas-praticas/testar-no-sandbox',
    ],
  },
  {
    id: 'assinatura-hmac',
    question: 'O que a assinatura HMAC de uma entrega cobre?',
    answer:
      'O valor de `X-Timestamp`, um ponto e os bytes exatos do corpo, nessa ordem; nunca só o corpo. Cada tentativa tem o seu `X-Timestamp` e, portanto, a sua assinatura.',
    machines: ['webhookEvent'],
    facts: ['webhook.conteudoAssinado'],
    contradictedBy: [/HMAC(?:-SHA256)? do corpo/i, /calcula sobre o corpo/i],
    pages: [
      'primeiros-passos/limites-e-convencoes',
      'webhooks/cobranca-criada-ou-alterada',
      'openapi',
      'schema:WebHookAuthType.HMAC_SIGNATURE',
      'glossario:assinatura HMAC',
    ],
  },
  {
    id: 'garantia-de-entrega',
    question: 'A entrega é "pelo menos uma vez" mesmo com o webhook pausado, removido ou com a entrega em `FAILED`?',
    answer:
      'Pelo menos uma vez vale para os eventos emitidos enquanto o webhook está ativo, até a última tentativa automática. Em `FAILED`, a entrega fica guardada e só volta a ser tentada por `retryWebHookEvent`. Eventos emitidos durante a pausa não geram entrega para o webhook (reconcilie depois de retomar); entregas já em `PENDING` ou `RETRYING` esperam a retomada. A remoção descarta as entregas em `PENDING` ou `RETRYING`.',
    machines: ['webhook', 'webhookEvent'],
    facts: ['webhook.tentativas', 'webhook.janela'],
    contradictedBy: [/entrega cada evento pelo menos uma vez/i],
    pages: [
      'boas-praticas/novas-tentativas-e-idempotencia',
      'webhooks/introducao',
      'webhooks/atualizar',
      'webhooks/remover',
    ],
  },
  {
    id: 'momento-do-evento',
    question: 'Que momento o `eventDate` de um evento de webhook marca?',
    answer:
      'O da transição que emite o evento: o momento da chamada que a provoca ou, numa transição do relógio (vencimento, prazo do aceite, quebra do acordo), o momento em que o prazo passa. Os eventos de uma mesma transição e das que ela provoca têm o mesmo `eventDate` e o mesmo `correlationId`. A entrega vem depois: cada tentativa tem o seu `executionDate` e o seu `X-Timestamp`.',
    machines: ['webhookEvent'],
    contradictedBy: [/eventDate[^.]*(?:momento do envio|momento da entrega)/i],
    pages: ['openapi', 'webhooks/cobranca-criada-ou-alterada'],
  },
  {
    id: 'reenvio-webhook-inativo',
    question: 'Que erro recusa `retryWebHookEvent` quando o webhook está pausado ou foi removido?',
    answer:
      '`ENTITY_INACTIVE` com o webhook pausado; `ENTITY_NOT_FOUND` com o webhook removido. `retryWebHookEvent` é aceito em entregas que já tiveram a primeira tentativa (`RETRYING`, `FAILED` ou `DELIVERED`), e recusado com `INVALID_STATE` em `PENDING`, que ainda espera a sua tentativa.',
    machines: ['webhook', 'webhookEvent'],
    contradictedBy: [/retryWebHookEvent[^.]*em qualquer situação/i],
    pages: ['webhooks/consultar', 'boas-praticas/testar-no-sandbox', 'schema:Mutation.retryWebHookEvent'],
  },
  {
    id: 'resposta-do-reenvio',
    question: 'O que `retryWebHookEvent` responde: o resultado da nova tentativa ou a entrega de volta à fila?',
    answer:
      'A entrega de volta à fila, na hora, sem esperar o endpoint: `status` `PENDING`, `manuallyTriggered` verdadeiro e `nextRetryAt` no momento da nova tentativa; `retryCount` não muda. A tentativa sai logo depois, com o mesmo corpo e o mesmo `refId` de evento, e o seu resultado aparece na entrega (`webHookEventsV2`): `DELIVERED` com 2xx; `FAILED` sem novas tentativas automáticas quando falha. As tentativas automáticas que faltavam a uma entrega `RETRYING` são descartadas.',
    machines: ['webhookEvent'],
    contradictedBy: [/reenvio é síncrono/i, /resultado da nova tentativa/i],
    pages: [
      'webhooks/consultar',
      'webhooks/cobranca-criada-ou-alterada',
      'boas-praticas/testar-no-sandbox',
      'schema:Mutation.retryWebHookEvent',
    ],
  },
  {
    id: 'pix-e-boleto',
    question: 'Um boleto pago por Pix passa pelas mesmas situações que um pago pela linha digitável?',
    answer:
      'Sim: `REGISTERED` (ou `OVERDUE`) → `PAID`, com um único `BILLING_STATUS_CHANGED`. Só mudam `paymentType` e o tempo até `PAID`: o Pix é confirmado em minutos, a linha digitável com o arquivo de retorno do banco.',
    machines: ['billing'],
    facts: ['pagamento.confirmacaoPix', 'pagamento.confirmacaoBoleto'],
    pages: ['boletos/introducao', 'primeiros-passos/do-zero-ao-primeiro-boleto-pago'],
  },
  {
    id: 'vencimento',
    question: 'Quando um boleto passa a `OVERDUE`, e até quando pode ser pago?',
    answer:
      'Quando o dia do vencimento termina, no horário de Brasília, sem pagamento. Continua `OVERDUE` e pagável (`itIsPayable`) até a baixa por decurso de prazo no banco; depois disso continua `OVERDUE`, com `itIsPayable` falso.',
    machines: ['billing'],
    facts: ['datas.fusoHoje'],
    pages: ['boletos/introducao', 'schema:BillingStatus.OVERDUE'],
  },
  {
    id: 'boletos-do-acordo',
    question: 'O que acontece com os boletos vencidos que entram num acordo?',
    answer:
      'Ficam em `OVERDUE`, ligados ao acordo por `billingAgreements`, e deixam de contar na inadimplência enquanto o acordo está `PENDING` ou `ACTIVE`. Quitado o acordo, são cancelados com motivo `RENEGOTIATED`; quebrado, voltam a ser cobrados e o responsável volta a `IN_DEBT`.',
    machines: ['agreement', 'billing', 'financialOwnerCondition'],
    facts: ['acordo.toleranciaQuebra'],
    contradictedBy: [/boletos vencidos informados são cancelados/i],
    pages: [
      'schema:Mutation.createAgreement',
      'schema:Mutation.breakAgreement',
      'schema:AgreementStatus.BROKEN',
      'schema:CancellationReason.RENEGOTIATED',
      'responsaveis-financeiros/introducao',
    ],
  },
  {
    id: 'eventos-do-acordo',
    question: 'Quando `AGREEMENT_STATUS_CHANGED` é emitido?',
    answer:
      'Na criação do acordo (`PENDING`) e em cada mudança de situação: entrada em vigor, quitação, quebra e cancelamento.',
    machines: ['agreement'],
    contradictedBy: [/criado, concluído ou quebrado/i],
    pages: ['schema:OriginType.AGREEMENT_STATUS_CHANGED', 'openapi'],
  },
  {
    id: 'cancelar-matricula-efetivada',
    question: '`cancelEnrollment` aceita uma matrícula já `COMPLETED`?',
    answer:
      'Sim, em qualquer etapa antes de `CANCELED` (é a desistência); para o aluno que sai durante o ano letivo, use `unenroll`, que exige `COMPLETED`.',
    machines: ['enrollmentStatus', 'enrollmentSituation'],
    pages: ['matriculas/enrollment-iniciar', 'matriculas/enrollment-cancelar'],
  },
  {
    id: 'aceite-automatico',
    question: 'O que `digitalAcceptanceAutoAccept` faz com os documentos de aceite digital da escola?',
    answer:
      'A plataforma dá por aceitos os documentos de aceite digital da escola, sem esperar os signatários: a matrícula completada não tem aceite a colher, e o plano de pagamento é gerado na própria chamada de `completeEnrollment`. Não é só o aceite do representante da escola.',
    machines: ['digitalAcceptanceDocument', 'enrollmentStatus'],
    contradictedBy: [/assina automaticamente os documentos/i, /aceita sozinha os documentos/i],
    pages: [
      'schema:Company.digitalAcceptanceAutoAccept',
      'escolas/introducao',
      'documentos-de-aceite-digital/documento-aceitar',
    ],
  },
  {
    id: 'envios-do-documento',
    question: 'O `sentDate` do documento de aceite digital é o primeiro ou o último envio?',
    answer:
      'O primeiro: o reenvio não o altera. O último envio a cada signatário fica no `lastSentDate` do signatário.',
    machines: ['digitalAcceptanceDocument'],
    contradictedBy: [/(?<![A-Za-z])sentDate\b[^.]*último envio/],
    pages: [
      'schema:DigitalAcceptanceDocument.sentDate',
      'schema:DigitalAcceptanceSignatory.lastSentDate',
      'openapi',
      'documentos-de-aceite-digital/documento-aceitar',
    ],
  },
  {
    id: 'destinatarios-do-reenvio',
    question: 'Quem recebe o convite reenviado por `resendDigitalAcceptanceDocument`?',
    answer:
      'Os signatários de `signatoryIds`; sem `signatoryIds`, todos os signatários do documento que ainda não aceitaram.',
    machines: ['digitalAcceptanceDocument'],
    contradictedBy: [/reenvio vai para todos os signatários do documento que ainda não aceitaram; por isso/i],
    pages: [
      'schema:Mutation.resendDigitalAcceptanceDocument',
      'documentos-de-aceite-digital/documento-aceitar',
      'documentos-de-aceite-digital/digital-acceptance-signatories-listar',
    ],
  },
  {
    id: 'fim-da-validade-do-token',
    question: 'De onde a integração conta o fim da validade do token?',
    answer:
      'De `expiresIn`: o token vale até `expiresIn` segundos depois de a resposta de `token` chegar, no relógio da própria máquina, e a integração pede outro quando falta menos que a margem de renovação. A conta não depende de o relógio do servidor estar acertado com o da API; `expirationDate` traz o mesmo momento no relógio da API, para registro e diagnóstico.',
    machines: [],
    facts: ['token.fimDaValidade', 'token.margemRenovacao'],
    contradictedBy: [/faltam? menos de [^.]* para `expirationDate`/, /renovação a partir de `expirationDate`/],
    pages: [
      'primeiros-passos/limites-e-convencoes',
      'primeiros-passos/teste-de-autenticacao',
      'primeiros-passos/passos-necessarios-para-comecar',
      'primeiros-passos/do-zero-ao-primeiro-boleto-pago',
      'boas-praticas/subscriptions',
      'boas-praticas/testar-no-sandbox',
    ],
  },
  {
    id: 'momento-da-assinatura-no-simulador',
    question: 'Em que relógio o simulador local carimba o `X-Timestamp` de uma entrega?',
    answer:
      'No relógio real da máquina, no momento do envio, e é esse valor que a assinatura HMAC cobre: o receptor confere a tolerância com o próprio relógio e aceita as entregas do simulador como as da API. O corpo do evento segue datado no relógio simulado (`eventDate`).',
    machines: ['webhookEvent'],
    facts: ['webhook.cabecalhoTimestamp', 'webhook.toleranciaTimestamp'],
    pages: ['boas-praticas/testar-no-sandbox'],
  },
];
