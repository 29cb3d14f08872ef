/**
 * The platform's facts an integration depends on (limits, lifetimes, time zone, amounts, webhook
 * delivery), each stated once. Pages quote them with the text directive `:fato[<key>]`, replaced
 * at build time by src/remark/platform-facts.ts with the fact's `text`; the page "Limites e
 * convenções" (docs/primeiros-passos/limites-e-convencoes.md) shows every one of them, and code
 * shown to readers (the webhook signature check) is generated from the same values.
 *
 * Where the real platform's value was not observed, one plausible value was chosen here, in
 * agreement with what the guides already stated (token of `expiresIn` 3600, `take` 10 by default,
 * webhook answer within 10 seconds, HotChocolate's defaults for page size and timeout). Change a
 * value here and every page follows.
 */

/**
 * What a fact's value is, which says how a page could retype it (tests/support/fact-mentions.ts
 * builds the prose test's patterns from it): seconds written as a duration, a list of such
 * seconds, a number, a file size in megabytes, a code or name written as code, or a rule in words.
 */
export type FactKind = 'duration' | 'durations' | 'count' | 'size' | 'code' | 'rule';

/**
 * Files that restate a fact in their own words, outside `:fato[]`: the webhook events' OpenAPI
 * document and the API's own schema descriptions. A content test holds each one against the fact.
 */
export type FactPlace = 'schema/webhooks.openapi.yaml' | 'schema/schema.graphql';

/** A fact: the value code depends on and the Portuguese words a page shows for it. */
export interface PlatformFact {
  /** Short Portuguese name, shown in the summary table of "Limites e convenções". */
  readonly label: string;
  /** The value: seconds for durations, a count, a code, a header name... */
  readonly value: number | string | boolean | readonly number[];
  /**
   * What replaces `:fato[key]`: Portuguese, written to fit inside a sentence. Inline code in
   * backticks is the only Markdown allowed (the plugin turns it into code spans).
   */
  readonly text: string;
  readonly kind: FactKind;
  /** Where else the fact is written, each place checked against `text` by a test. */
  readonly statedIn: readonly FactPlace[];
}

// ---------------------------------------------------------------------------------------------
// Formatting, so that a value and its text can never disagree.

const UNITS: readonly (readonly [seconds: number, singular: string, plural: string])[] = [
  [3600, 'hora', 'horas'],
  [60, 'minuto', 'minutos'],
  [1, 'segundo', 'segundos'],
];

/** Integer in Brazilian notation: 10000 → "10.000". */
export function formatInteger(value: number): string {
  if (!Number.isInteger(value)) throw new Error(`formatInteger: ${value} não é inteiro`);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A duration in the largest whole unit: 3600 → "1 hora", 120 → "2 minutos", 86400 → "24 horas"
 * (days are said in hours, as the guides count a day of retries).
 */
export function formatDuration(seconds: number): string {
  for (const [size, singular, plural] of UNITS) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${formatInteger(count)} ${count === 1 ? singular : plural}`;
    }
  }
  throw new Error(`formatDuration: ${seconds} segundos não cabem numa unidade inteira`);
}

/** A count of business days: 1 → "1 dia útil", 2 → "2 dias úteis". */
export function formatBusinessDays(days: number): string {
  return `${formatInteger(days)} ${days === 1 ? 'dia útil' : 'dias úteis'}`;
}

/** "a, b e c". */
export function formatList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1] ?? ''}`;
}

// ---------------------------------------------------------------------------------------------
// The values. Code (snippets, tests, components) reads these; pages read the texts below.

export const TOKEN_LIFETIME_SECONDS = 3600;
export const TOKEN_RENEWAL_MARGIN_SECONDS = 120;

export const TAKE_DEFAULT = 10;
export const TAKE_MAX = 50;
/** HotChocolate's code when `take` exceeds the maximum (extensions: requestedItems, maxAllowedItems). */
export const TAKE_MAX_ERROR_CODE = 'HC0051';

export const RATE_LIMIT_REQUESTS_PER_MINUTE = 300;
export const RATE_LIMIT_HTTP_STATUS = 429;
export const RATE_LIMIT_ERROR_CODE = 'RATE_LIMITED';
export const RATE_LIMIT_RETRY_HEADER = 'Retry-After';

export const REQUEST_TIMEOUT_SECONDS = 30;
/** HotChocolate's code for a request that exceeded the execution timeout. */
export const REQUEST_TIMEOUT_ERROR_CODE = 'HC0045';
/**
 * The timeout every example sets on its HTTP client: above the API's own, so the client receives
 * the API's timeout error (and knows the request was interrupted) instead of giving up first.
 */
export const CLIENT_TIMEOUT_SECONDS = REQUEST_TIMEOUT_SECONDS + 5;
/**
 * Largest body of a request, in megabytes of 1024 × 1024 bytes. A file goes as the JSON list of
 * bytes the schema asks for (`[Byte!]`), up to four characters a byte ("255,"): the largest
 * import file (IMPORT_MAX_MEGABYTES) takes up to four times its size, and the rest of the request fits
 * in what is left (a unit test checks it).
 */
export const REQUEST_BODY_MAX_MEGABYTES = 100;
export const REQUEST_BODY_MAX_BYTES = REQUEST_BODY_MAX_MEGABYTES * 1024 * 1024;

/** IANA zone of "hoje" (today) in every rule that compares with the current date. */
export const TODAY_TIME_ZONE = 'America/Sao_Paulo';
/** How a date-only field is sent, and how the API returns it. */
export const DATE_ONLY_FORMAT = 'AAAA-MM-DDT00:00:00.000Z';

export const MONEY_DECIMALS = 2;
/**
 * Days of the month over which an overdue boleto's monthly interest (`interestPercentage`) is
 * prorated, day by day of delay (docs/boletos/introducao.md, "Vencimento"): the R$ 394,39 of
 * docs/boletos/baixa-manual.md are R$ 386,40 with 2% of fine and two days of 1% a month over 30 days.
 */
export const INTEREST_MONTH_DAYS = 30;

/** Lifetime of the signed addresses of the embeddable dashboards (…DashboardUrl queries). */
export const DASHBOARD_URL_LIFETIME_SECONDS = 600;

export const WEBHOOK_RESPONSE_SECONDS = 10;
/** New attempts after the first one, each at an offset (seconds) from the first attempt. */
export const WEBHOOK_RETRY_OFFSETS_SECONDS = [60, 600, 3600, 21_600, 86_400] as const;
export const WEBHOOK_SIGNATURE_HEADER = 'X-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Timestamp';
export const WEBHOOK_SIGNATURE_ALGORITHM = 'HMAC-SHA256';
export const WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS = 300;
/** Characters of the endpoint's response body kept in WebHookEventV2.responseBody. */
export const WEBHOOK_RESPONSE_BODY_CHARS = 10_000;

/**
 * The largest operation the API executes: fields nested at most OPERATION_MAX_DEPTH levels (a
 * root field is level 1) and at most OPERATION_MAX_BREADTH fields selected in all, fragments
 * expanded where they are spread and `__typename` not counted. The operation checker
 * (src/lib/operation-check) measures operations against these.
 */
export const OPERATION_MAX_DEPTH = 12;
export const OPERATION_MAX_BREADTH = 100;

/** Time the server waits for `connection_init` after a subscription's WebSocket opens. */
export const SUBSCRIPTION_INIT_TIMEOUT_SECONDS = 10;

/** Time the sandbox's simulated financial integration takes to register a new boleto. */
export const SANDBOX_REGISTRATION_SECONDS = 60;

/**
 * A change of an issued boleto (updateBillingDueDate: a BillingUpdate) goes to the bank in the
 * platform's daily batch, on business days at this time of day in the time zone of "hoje"
 * (TODAY_TIME_ZONE), with the changes asked before it; one asked later waits for the next
 * business day's batch. The world's request 2214, asked at 14:55 on 27/03/2025, went at 15:00.
 */
export const BANK_CHANGE_BATCH_TIME = '15:00';
/**
 * The bank answers the batch in its return file, which the platform reads on the next business
 * day at this time of day (TODAY_TIME_ZONE): the change is CONFIRMED (or REJECTED) then. Business
 * days are Monday to Friday.
 */
export const BANK_CHANGE_ANSWER_TIME = '11:00';

/** Time the sandbox takes per boleto of a massive cancellation (massiveCancelBillings), from its scheduledDate. */
export const SANDBOX_TASK_ITEM_SECONDS = 2;

/** Largest files the upload mutations accept, in megabytes (the schema's descriptions say the same). */
export const LOGO_MAX_MEGABYTES = 1;
export const DOCUMENT_MAX_MEGABYTES = 10;
export const IMPORT_MAX_MEGABYTES = 20;
/**
 * Time from a Pix payment of a boleto to the boleto in PAID. A Pix settles at once; the platform
 * reads the bank's notice within this time.
 */
export const PIX_CONFIRMATION_SECONDS = 60;
/** Business days from a payment of the barcode or digitable line to the boleto in PAID (the bank's return file). */
export const BOLETO_CONFIRMATION_BUSINESS_DAYS = 1;
/** Days an agreement's installment may stay overdue before the platform breaks the agreement (INSTALLMENT_OVERDUE). */
export const AGREEMENT_BREAK_DAYS = 30;
/**
 * Calendar days a digital-acceptance document stays open after it is sent when it is created
 * without `expirationDate` (the contracts of the world: sent on the 14th, due on the 29th).
 */
const ACCEPTANCE_DEADLINE_DAYS = 15;

const WEBHOOK_RETRIES = WEBHOOK_RETRY_OFFSETS_SECONDS.length;
const WEBHOOK_WINDOW_SECONDS = WEBHOOK_RETRY_OFFSETS_SECONDS[WEBHOOK_RETRIES - 1] ?? 0;

// ---------------------------------------------------------------------------------------------
// `Decimal` amounts: every Decimal field of the schema is in reais, except those listed here.
// A unit test holds this list against the schema's own field descriptions.

/** Fields whose value is a percentage from 0 to 100 (2 means 2 %). */
export const PERCENT_FIELDS = [
  'Company.fineValue',
  'Company.interestValue',
  'Company.cashback',
  'AddCompanyDataInput.fineValue',
  'AddCompanyDataInput.interestValue',
  'UpdateCompanyDataInput.fineValue',
  'UpdateCompanyDataInput.interestValue',
  'Billing.fineValue',
  'Billing.interestPercentage',
  'BillingUpdate.newFineValue',
  'BillingUpdate.newInterestPercentage',
  'UpdateBillingFineDataInput.fineValue',
  'UpdateBillingInterestDataInput.interestPercentage',
  'AddFinancialIntegrationDataInput.finePercentage',
  'AddFinancialIntegrationDataInput.interestMonthlyPercentage',
  'UpdateFinancialIntegrationDataInput.finePercentage',
  'UpdateFinancialIntegrationDataInput.interestMonthlyPercentage',
  'InterestSettings.monthlyPercentage',
  'PaymentLink.tax',
  'PaymentLinkConfig.tax',
  'CompanyStats.delinquencyRate',
  'DigitalAcceptanceDashboard.acceptanceRate',
] as const;

/** Fields in reais or in percentage, as the Boolean field named next to each says. */
export const SWITCHABLE_FIELDS = {
  'Contract.punctualityDiscount': 'punctualityDiscountIsPercentage',
  'Contract.withdrawalFee': 'withdrawalFeeIsPercentage',
  'ContractDataInput.punctualityDiscount': 'punctualityDiscountIsPercentage',
  'ContractDataInput.withdrawalFee': 'withdrawalFeeIsPercentage',
  'UpsertContractDataInput.punctualityDiscount': 'punctualityDiscountIsPercentage',
  'UpsertContractDataInput.withdrawalFee': 'withdrawalFeeIsPercentage',
  'Enrollment.totalDiscount': 'totalDiscountIsPercentage',
  'AddEnrollmentDataInput.totalDiscount': 'totalDiscountIsPercentage',
  'UpdateEnrollmentDataInput.totalDiscount': 'totalDiscountIsPercentage',
  'EnrollmentDetailsDataInput.totalDiscount': 'totalDiscountIsPercentage',
  'PunctualDiscount.value': 'isPercentage',
  'AddPunctualDiscountDataInput.value': 'isPercentage',
  'UpdatePunctualDiscountDataInput.value': 'isPercentage',
  'DeductedDiscount.value': 'isPercentage',
  'FineSettings.value': 'isPercentage',
  'UpdateBillingDiscountDataInput.discount': 'discountIsPercentage',
} as const;

/** Decimal fields that are neither reais nor percentages (a code, a count of hours). */
export const OTHER_DECIMAL_FIELDS = {
  'Company.contractType': 'código da modalidade do contrato comercial',
  'DigitalAcceptanceDashboard.averageAcceptanceHours': 'horas',
} as const;

/**
 * Date-only fields: the platform keeps only the date. Send them as DATE_ONLY_FORMAT; the time
 * part is ignored and comes back as midnight UTC. A unit test holds each name against the schema.
 */
export const DATE_ONLY_FIELDS = [
  'AddBillingDataInput.dueDate',
  'AddBillingDataInput.competenceDate',
  'Billing.dueDate',
  'Billing.competenceDate',
  'Billing.paymentDate',
  'Billing.refundDate',
  'GenerateBillingsDataInput.firstDueDate',
  'ReissueBillingDataInput.newDueDate',
  'ManualPaymentDataInput.paymentDate',
  'RefundBillingDataInput.refundDate',
  'Person.birthDate',
  'FinancialOwner.birthDate',
  'UpdateDependentDataInput.birthDate',
  'UpdateFinancialOwnerDataInput.birthDate',
  'Enrollment.installmentDueDate',
  'Enrollment.discountLimitDate',
  'EnrollmentDetailsDataInput.installmentDueDate',
  'Contract.startDateInstallment',
  'Contract.discountLimitDate',
  'UpsertContractDataInput.dependentBirthday',
  'UpsertContractDataInput.financialOwnerBirthday',
] as const;

// ---------------------------------------------------------------------------------------------
// The facts, by key. Keys are what pages write in :fato[...].

const fact = (
  label: string,
  value: PlatformFact['value'],
  text: string,
  kind: FactKind,
  statedIn: readonly FactPlace[] = [],
): PlatformFact => ({label, value, text, kind, statedIn});
const OPENAPI: readonly FactPlace[] = ['schema/webhooks.openapi.yaml'];
const SCHEMA: readonly FactPlace[] = ['schema/schema.graphql'];
const megabytes = (value: number): string => `${formatInteger(value)} MB`;
const code = (value: string): string => `\`${value}\``;

export const PLATFORM_FACTS = {
  // Token
  'token.validade': fact(
    'Validade do token de acesso',
    TOKEN_LIFETIME_SECONDS,
    formatDuration(TOKEN_LIFETIME_SECONDS),
    'duration',
  ),
  'token.validadeSegundos': fact(
    'Validade do token em `expiresIn`',
    TOKEN_LIFETIME_SECONDS,
    code(String(TOKEN_LIFETIME_SECONDS)),
    'count',
  ),
  'token.margemRenovacao': fact(
    'Antecedência para pedir um novo token',
    TOKEN_RENEWAL_MARGIN_SECONDS,
    formatDuration(TOKEN_RENEWAL_MARGIN_SECONDS),
    'duration',
  ),
  'auth.validadeCodigoConfirmacao': fact(
    'Validade do código de confirmação de e-mail',
    86_400,
    formatDuration(86_400),
    'duration',
    SCHEMA,
  ),
  'auth.validadeCodigoRedefinicao': fact(
    'Validade do código de redefinição de senha',
    3600,
    formatDuration(3600),
    'duration',
    SCHEMA,
  ),
  'auth.tentativasAteBloqueio': fact('Senhas erradas seguidas que bloqueiam o login', 5, '5', 'count'),
  'auth.duracaoBloqueio': fact('Duração do bloqueio do login', 900, formatDuration(900), 'duration'),

  'token.fimDaValidade': fact(
    'De onde contar o fim da validade do token',
    'expiresIn-no-recebimento',
    '`expiresIn` segundos depois do momento em que a resposta de `token` chega, no relógio da sua máquina: a conta não depende de esse relógio estar acertado com o da API',
    'rule',
  ),
  'token.escopo': fact(
    'Escolas que um token alcança',
    'uma-escola',
    'uma escola por token: a escolhida em `companyId` na mutation `token`, ou a primeira da conta quando o campo é omitido; consultas, listagens e mutations só enxergam os registros dessa escola, e quem integra várias escolas pede um token para cada uma',
    'rule',
  ),
  'ambiente.dados': fact(
    'Dados do sandbox e da produção',
    'separados',
    'dados separados: sandbox e produção têm endereço, credenciais e registros próprios, e nenhum `id`, `refId`, token ou segredo de webhook de um ambiente vale no outro',
    'rule',
  ),

  // Paging
  'paginacao.takePadrao': fact(
    'Tamanho da página quando `take` é omitido',
    TAKE_DEFAULT,
    String(TAKE_DEFAULT),
    'count',
    SCHEMA,
  ),
  'paginacao.takeMaximo': fact('Maior `take` aceito', TAKE_MAX, String(TAKE_MAX), 'count'),
  'paginacao.codigoTakeAcima': fact(
    'Código do erro de `take` acima do máximo',
    TAKE_MAX_ERROR_CODE,
    code(TAKE_MAX_ERROR_CODE),
    'code',
  ),

  // Rate limit
  'limite.requisicoes': fact(
    'Limite de requisições',
    RATE_LIMIT_REQUESTS_PER_MINUTE,
    `${formatInteger(RATE_LIMIT_REQUESTS_PER_MINUTE)} requisições por minuto`,
    'count',
  ),
  'limite.escopo': fact(
    'A quem o limite se aplica',
    'usuario-ambiente',
    'por usuário de integração, em cada ambiente (sandbox e produção contam separadamente)',
    'rule',
  ),
  'limite.status': fact(
    'Status HTTP acima do limite',
    RATE_LIMIT_HTTP_STATUS,
    code(`${RATE_LIMIT_HTTP_STATUS} Too Many Requests`),
    'code',
  ),
  'limite.codigo': fact('Código do erro acima do limite', RATE_LIMIT_ERROR_CODE, code(RATE_LIMIT_ERROR_CODE), 'code'),
  'limite.cabecalho': fact('Cabeçalho com a espera', RATE_LIMIT_RETRY_HEADER, code(RATE_LIMIT_RETRY_HEADER), 'code'),

  // Request timeout
  'requisicao.tempoLimite': fact(
    'Tempo máximo de execução de uma requisição',
    REQUEST_TIMEOUT_SECONDS,
    formatDuration(REQUEST_TIMEOUT_SECONDS),
    'duration',
  ),
  'requisicao.tempoLimiteCliente': fact(
    'Tempo limite do cliente HTTP nos exemplos',
    CLIENT_TIMEOUT_SECONDS,
    formatDuration(CLIENT_TIMEOUT_SECONDS),
    'duration',
  ),
  'requisicao.corpoMaximo': fact(
    'Tamanho máximo do corpo de uma requisição',
    REQUEST_BODY_MAX_MEGABYTES,
    megabytes(REQUEST_BODY_MAX_MEGABYTES),
    'size',
  ),
  'requisicao.codigoTempoLimite': fact(
    'Código do erro de tempo esgotado',
    REQUEST_TIMEOUT_ERROR_CODE,
    code(REQUEST_TIMEOUT_ERROR_CODE),
    'code',
  ),

  // Dates
  'datas.fuso': fact('Fuso das datas e horas da API', 'UTC', 'UTC, em ISO 8601 terminado em `Z`', 'rule'),
  'datas.fusoHoje': fact(
    'Fuso de “hoje”',
    TODAY_TIME_ZONE,
    `horário de Brasília (${code(TODAY_TIME_ZONE)}, UTC−03:00, sem horário de verão)`,
    'code',
  ),
  'datas.formatoSoData': fact('Formato de um campo só de data', DATE_ONLY_FORMAT, code(DATE_ONLY_FORMAT), 'code'),

  // Decimal amounts
  'decimal.formato': fact(
    'Formato dos valores `Decimal`',
    'json-number',
    'número JSON, com ponto como separador decimal e sem separador de milhar',
    'rule',
  ),
  'decimal.casasReais': fact(
    'Casas decimais dos valores em reais',
    MONEY_DECIMALS,
    `${MONEY_DECIMALS} casas decimais`,
    'count',
    SCHEMA,
  ),
  'decimal.percentual': fact(
    'Escala dos percentuais',
    '0-100',
    'um número de 0 a 100, em que `2` significa 2% e `0.5` significa 0,5%',
    'rule',
  ),

  // Embeddable dashboards
  'paineis.validadeEndereco': fact(
    'Validade do endereço de um painel incorporável',
    DASHBOARD_URL_LIFETIME_SECONDS,
    formatDuration(DASHBOARD_URL_LIFETIME_SECONDS),
    'duration',
    SCHEMA,
  ),

  // Webhook delivery
  'webhook.ambiente': fact(
    'Ambiente de um webhook',
    'o da API em que foi cadastrado',
    'o da API em que foi cadastrado: a API do sandbox cadastra webhooks de `SANDBOX` para as escolas do sandbox, a da produção cadastra webhooks de `PRODUCTION` para as da produção; `environmentType` em `addWebHook` e `updateWebHook` precisa ser o ambiente da própria API, senão a chamada é recusada com `INVALID_FIELD_VALUE`, e todo evento traz o mesmo valor, para que um receptor comum aos dois ambientes os separe',
    'rule',
  ),
  'webhook.tempoResposta': fact(
    'Tempo para o endpoint responder',
    WEBHOOK_RESPONSE_SECONDS,
    formatDuration(WEBHOOK_RESPONSE_SECONDS),
    'duration',
    [...OPENAPI, ...SCHEMA],
  ),
  'webhook.sucesso': fact(
    'O que conta como entrega feita',
    '2xx',
    `um status HTTP 2xx recebido em até ${formatDuration(WEBHOOK_RESPONSE_SECONDS)}; redirecionamentos (3xx) não são seguidos e contam como falha`,
    'rule',
    OPENAPI,
  ),
  'webhook.novasTentativas': fact(
    'Novas tentativas automáticas',
    WEBHOOK_RETRIES,
    `${WEBHOOK_RETRIES} novas tentativas`,
    'count',
    OPENAPI,
  ),
  'webhook.tentativas': fact(
    'Tentativas automáticas no total',
    WEBHOOK_RETRIES + 1,
    `${WEBHOOK_RETRIES + 1} tentativas (a primeira e ${WEBHOOK_RETRIES} novas)`,
    'count',
  ),
  'webhook.intervalos': fact(
    'Momentos das novas tentativas',
    WEBHOOK_RETRY_OFFSETS_SECONDS,
    `${formatList(WEBHOOK_RETRY_OFFSETS_SECONDS.map(formatDuration))} depois da primeira tentativa`,
    'durations',
    OPENAPI,
  ),
  'webhook.janela': fact(
    'Janela das tentativas automáticas',
    WEBHOOK_WINDOW_SECONDS,
    formatDuration(WEBHOOK_WINDOW_SECONDS),
    'duration',
  ),
  'webhook.ordem': fact(
    'Ordem das entregas',
    false,
    'não há garantia de ordem, nem entre avisos do mesmo boleto',
    'rule',
    OPENAPI,
  ),
  'webhook.cabecalhoAssinatura': fact(
    'Cabeçalho da assinatura HMAC',
    WEBHOOK_SIGNATURE_HEADER,
    code(WEBHOOK_SIGNATURE_HEADER),
    'code',
    OPENAPI,
  ),
  'webhook.algoritmo': fact(
    'Algoritmo da assinatura HMAC',
    WEBHOOK_SIGNATURE_ALGORITHM,
    WEBHOOK_SIGNATURE_ALGORITHM,
    'code',
    OPENAPI,
  ),
  'webhook.codificacao': fact(
    'Codificação da assinatura HMAC',
    'hex',
    'hexadecimal em letras minúsculas (64 caracteres)',
    'rule',
    [...OPENAPI, ...SCHEMA],
  ),
  'webhook.cabecalhoTimestamp': fact(
    'Cabeçalho do momento do envio',
    WEBHOOK_TIMESTAMP_HEADER,
    code(WEBHOOK_TIMESTAMP_HEADER),
    'code',
    OPENAPI,
  ),
  'webhook.formatoTimestamp': fact(
    'Formato do momento do envio',
    'unix-seconds',
    'um número inteiro de segundos desde 1970-01-01T00:00:00Z (tempo Unix)',
    'rule',
    OPENAPI,
  ),
  'webhook.conteudoAssinado': fact(
    'O que a assinatura HMAC cobre',
    'timestamp.body',
    `${code(WEBHOOK_TIMESTAMP_HEADER)} seguido de um ponto (${code('.')}) e dos bytes exatos do corpo`,
    'rule',
    OPENAPI,
  ),
  'webhook.chaveHmac': fact(
    'Chave da assinatura HMAC',
    'utf8',
    'os bytes UTF-8 do segredo, exatamente como enviado em `authValue`: o texto não é decodificado antes de virar a chave',
    'rule',
    OPENAPI,
  ),
  'webhook.configuracaoDaTentativa': fact(
    'Endereço e segredo de uma nova tentativa',
    'vigentes',
    'o endereço e o segredo vigentes no momento de cada tentativa: depois de um `updateWebHook`, as novas tentativas e os reenvios de eventos anteriores vão para o endereço novo, com a assinatura HMAC calculada com o segredo novo',
    'rule',
    OPENAPI,
  ),
  'webhook.toleranciaTimestamp': fact(
    'Diferença máxima entre o envio e o recebimento',
    WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
    formatDuration(WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS),
    'duration',
    OPENAPI,
  ),
  'webhook.corpoRespostaGuardado': fact(
    'Trecho guardado da resposta do endpoint',
    WEBHOOK_RESPONSE_BODY_CHARS,
    `${formatInteger(WEBHOOK_RESPONSE_BODY_CHARS)} caracteres`,
    'count',
    SCHEMA,
  ),

  // Size of an operation
  'operacao.profundidadeMaxima': fact(
    'Profundidade máxima de uma operação',
    OPERATION_MAX_DEPTH,
    `${OPERATION_MAX_DEPTH} níveis de campos aninhados`,
    'count',
  ),
  'operacao.larguraMaxima': fact(
    'Campos selecionados numa operação',
    OPERATION_MAX_BREADTH,
    `${OPERATION_MAX_BREADTH} campos`,
    'count',
  ),

  // Boletos and enrollments
  'boleto.pix': fact(
    'Quando um boleto traz `pixCode`',
    'registro-bolepix',
    'o boleto traz `pixCode` quando é registrado enquanto a escola tem `billetType` igual a `BOLEPIX`; o código é fixado no registro: um boleto registrado antes da troca continua com `pixCode` nulo, uma segunda via registrada depois ganha o seu, e o meio de pagamento usado não muda o campo',
    'rule',
  ),
  'matricula.responsavelFinanceiro': fact(
    'Quem define o responsável financeiro da matrícula',
    'inicio',
    'o seu sistema, ao iniciar a matrícula: `startEnrollment` e `addEnrollment` exigem `financialOwnerId` ou `financialOwnerRefId`, e a rematrícula automática copia o do ano anterior; `completeEnrollment` não o altera, e só `updateEnrollment` o troca depois',
    'rule',
  ),

  // Situations and their error codes
  'erros.consultaSemResultado': fact(
    'Consulta de um registro que não existe',
    'null',
    '`null` no campo da query, sem erro, quando a query devolve o próprio registro (pelo `id`, pelo `refId` ou por outra chave) e o seu tipo de retorno aceita nulo',
    'rule',
  ),
  'erros.alvoInexistente': fact(
    'Mutation sobre um registro que não existe',
    'ENTITY_NOT_FOUND',
    '`ENTITY_NOT_FOUND`, quando não existe, ou está fora do alcance do token, o registro que uma mutation altera, remove ou processa, ou aquele de que uma query com retorno não nulo (um PDF, um endereço) é feita',
    'rule',
  ),
  'erros.vinculoInexistente': fact(
    'Vínculo com um registro que não existe',
    'INVALID_REFERENCE',
    '`INVALID_REFERENCE`, quando um identificador de outro registro, numa entrada ou num argumento, não aponta para um registro que sirva',
    'rule',
  ),
  'erros.selecaoVazia': fact(
    'Lote sem nenhum registro elegível',
    'EMPTY_SELECTION',
    '`EMPTY_SELECTION`, quando os critérios de uma operação em lote não selecionam nenhum registro elegível; um lote enviado sem nenhum critério é `REQUIRED_FIELD_MISSING`',
    'rule',
  ),

  // Incremental sync
  'sincronizacao.filtro': fact(
    'Filtro da sincronização incremental',
    'creationDate-or-lastUpdateDate',
    '`or` com `creationDate` e `lastUpdateDate`, cada um com `gte` no início da sincronização anterior, ordenado por `id`: `lastUpdateDate` fica nulo até a primeira alteração, então só `creationDate` traz os registros novos',
    'rule',
  ),

  // Subscriptions (WebSocket)
  'subscription.inicializacao': fact(
    'Prazo para o `connection_init` de uma subscription',
    SUBSCRIPTION_INIT_TIMEOUT_SECONDS,
    formatDuration(SUBSCRIPTION_INIT_TIMEOUT_SECONDS),
    'duration',
  ),

  // Payment of a boleto
  'pagamento.confirmacaoPix': fact(
    'Do pagamento por Pix ao boleto em `PAID`',
    PIX_CONFIRMATION_SECONDS,
    `em até ${formatDuration(PIX_CONFIRMATION_SECONDS)}`,
    'duration',
  ),
  'pagamento.confirmacaoBoleto': fact(
    'Do pagamento pela linha digitável ou código de barras ao boleto em `PAID`',
    BOLETO_CONFIRMATION_BUSINESS_DAYS,
    `até ${formatBusinessDays(BOLETO_CONFIRMATION_BUSINESS_DAYS)} depois do pagamento, com o arquivo de retorno do banco`,
    'count',
  ),

  // Changes of an issued boleto
  'alteracao.envio': fact(
    'Envio de uma alteração de boleto ao banco',
    BANK_CHANGE_BATCH_TIME,
    `no lote diário dos dias úteis, às ${BANK_CHANGE_BATCH_TIME} no horário de Brasília, com os pedidos feitos antes dele; um pedido feito depois das ${BANK_CHANGE_BATCH_TIME} vai no lote do dia útil seguinte`,
    'rule',
  ),
  'alteracao.confirmacao': fact(
    'Resposta do banco a uma alteração de boleto',
    BANK_CHANGE_ANSWER_TIME,
    `no dia útil seguinte ao envio, às ${BANK_CHANGE_ANSWER_TIME} no horário de Brasília, com o arquivo de retorno do banco`,
    'rule',
  ),

  // Agreements
  'acordo.toleranciaQuebra': fact(
    'Atraso de uma parcela de acordo que quebra o acordo',
    AGREEMENT_BREAK_DAYS,
    `${AGREEMENT_BREAK_DAYS} dias corridos`,
    'count',
  ),

  // Digital acceptance
  'aceite.prazo': fact(
    'Prazo de um documento de aceite criado sem `expirationDate`',
    ACCEPTANCE_DEADLINE_DAYS,
    `${ACCEPTANCE_DEADLINE_DAYS} dias corridos depois do envio, até 23:59:59 (UTC) do último dia; o reenvio não muda o prazo`,
    'count',
  ),

  // Enrollment after it is completed
  'matricula.aditivo': fact(
    'Como o plano de uma matrícula efetivada muda',
    'addendum',
    'por um termo aditivo: `upsertContract` com `type` igual a `ADDENDUM`, `generateDigitalAcceptance` e `generateEnrollmentPaymentPlan` verdadeiros; no aceite do aditivo, o plano novo é gerado e passa a ser o `paymentPlanId` da matrícula, e o plano anterior fica com os boletos dele até ser cancelado com `cancelPaymentPlan`',
    'rule',
  ),
  'matricula.trocaDeTurma': fact(
    'Como a turma de uma matrícula efetivada muda',
    'addClassAssignment',
    '`addClassAssignment` com o `enrollmentId` da matrícula: a enturmação anterior passa a `TRANSFERRED` e `academicClassId` da matrícula passa a ser o da turma nova; `updateEnrollment` não muda a enturmação',
    'rule',
  ),

  // Reconciliation
  'conciliacao.repasse': fact(
    'Quando o valor pago chega à conta da escola',
    'transferDay',
    'no repasse do dia `transferDay` (e do dia `transferDaySecondary`, quando há segundo repasse) seguinte ao dia em que o boleto chegou a `PAID`, com `negotiatedRate` descontado por boleto liquidado e `transferTax` por repasse; o pagamento em terminal traz a própria data em `creditDate`',
    'rule',
  ),

  // Sandbox
  'sandbox.registro': fact(
    'Registro de um boleto pelo simulador do sandbox',
    SANDBOX_REGISTRATION_SECONDS,
    `em até ${formatDuration(SANDBOX_REGISTRATION_SECONDS)}`,
    'duration',
  ),
  'sandbox.itemDeTarefa': fact(
    'Cancelamento de cada boleto de uma tarefa em lote pelo simulador do sandbox',
    SANDBOX_TASK_ITEM_SECONDS,
    `um boleto a cada ${formatDuration(SANDBOX_TASK_ITEM_SECONDS)}, a partir de \`scheduledDate\``,
    'duration',
  ),

  // Uploaded files
  'arquivos.logotipoMaximo': fact(
    'Tamanho máximo do logotipo da escola',
    LOGO_MAX_MEGABYTES,
    megabytes(LOGO_MAX_MEGABYTES),
    'size',
    SCHEMA,
  ),
  'arquivos.documentoMaximo': fact(
    'Tamanho máximo de um documento enviado',
    DOCUMENT_MAX_MEGABYTES,
    megabytes(DOCUMENT_MAX_MEGABYTES),
    'size',
    SCHEMA,
  ),
  'arquivos.importacaoMaximo': fact(
    'Tamanho máximo de um arquivo de importação',
    IMPORT_MAX_MEGABYTES,
    megabytes(IMPORT_MAX_MEGABYTES),
    'size',
    SCHEMA,
  ),
} as const satisfies Record<string, PlatformFact>;

export type FactKey = keyof typeof PLATFORM_FACTS;

export function isFactKey(key: string): key is FactKey {
  return Object.hasOwn(PLATFORM_FACTS, key);
}

/** The text of a fact, as pages show it. */
export function factText(key: FactKey): string {
  return PLATFORM_FACTS[key].text;
}
