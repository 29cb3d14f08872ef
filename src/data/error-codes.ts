/**
 * The catalogue of errors the API returns in `errors[]`, shown on the page "Erros"
 * (docs/primeiros-passos/erros.md, component ErrorCatalogue) and linked from every
 * "Erros" section of the guides (erros#<anchor>). One entry per error: what it means,
 * whether repeating the call can succeed, what to do, and one example entry of `errors[]`.
 *
 * Codes come from three places:
 * - HotChocolate, the GraphQL server of the API: authentication and authorisation
 *   (AUTH_*), document syntax, variable coercion, paging and timeout (HCxxxx). Document
 *   validation errors (unknown field, wrong literal, missing argument...) carry NO
 *   `extensions.code` in HotChocolate: they carry `extensions.specifiedBy`, the section of
 *   the GraphQL specification the document breaks, and are catalogued by that section.
 * - the platform's business rules: the domain codes the guides cite.
 * - the platform's limits (rate limit, request timeout, largest page): their codes and
 *   values live in src/data/platform-facts.ts and are read from there.
 */

import {
  OPERATION_MAX_DEPTH,
  RATE_LIMIT_ERROR_CODE,
  RATE_LIMIT_HTTP_STATUS,
  RATE_LIMIT_RETRY_HEADER,
  REQUEST_BODY_MAX_BYTES,
  REQUEST_TIMEOUT_ERROR_CODE,
  TAKE_MAX,
  TAKE_MAX_ERROR_CODE,
  PLATFORM_FACTS,
  factText,
  formatInteger,
} from './platform-facts';
import {academicClasses, carla, helena, token} from './world';

// Example values come from the example world: the day of its API calls is the day its token was issued.
const tokenIssuedAt = Date.parse(token.expirationDate) - token.expiresIn * 1000;
const exampleToday = new Date(tokenIssuedAt).toISOString().slice(0, 10);
const exampleLockedUntil = new Date(
  tokenIssuedAt + Number(PLATFORM_FACTS['auth.duracaoBloqueio'].value) * 1000,
).toISOString();
const fullClass = academicClasses.find((academicClass) => academicClass.id === 311);
if (fullClass?.enrollmentLimit === undefined) throw new Error('error-codes: a turma 311 do mundo de exemplo sumiu');

/**
 * HotChocolate's codes for a request refused before its operation runs, and the messages that
 * name what was refused: the catalogue's examples and the local simulator (scripts/simulador)
 * both use them.
 */
export const REQUEST_ERROR_CODES = {
  unexpected: 'HC0008',
  invalid: 'HC0009',
  tooLarge: 'HC0010',
  notJson: 'HC0011',
  syntax: 'HC0014',
  tooComplex: 'HC0047',
} as const;

export const REQUEST_ERROR_MESSAGES = {
  method: (route: string): string => `Envie as operações por POST em ${route}, com o corpo em JSON.`,
  contentType: (received: string | undefined): string =>
    `Envie o corpo em JSON, com o cabeçalho \`Content-Type: application/json\` (recebido: ${received === undefined ? 'nenhum' : `\`${received}\``}).`,
  notObject: 'O corpo da requisição precisa ser um objeto JSON com `query`, `variables` e `operationName`.',
  noQuery: 'O campo `query` precisa trazer o documento GraphQL, em texto.',
  variables: 'O campo `variables` precisa ser um objeto JSON, com uma chave por variável.',
  operationNameType: 'O campo `operationName` precisa ser o nome de uma operação do documento, em texto.',
  unknownOperation: (name: string): string =>
    `O documento não tem uma operação chamada \`${name}\`: confira \`operationName\`.`,
  tooLarge: (bytes: number): string => `O corpo da requisição passa do limite de ${formatInteger(bytes)} bytes.`,
  notJson: 'O corpo da requisição não é um JSON válido, em UTF-8.',
  tooDeep: (operation: string, depth: number, max: number): string =>
    `A operação \`${operation}\` aninha campos em ${depth} níveis; o limite é ${max}.`,
  tooWide: (operation: string, breadth: number, max: number): string =>
    `A operação \`${operation}\` seleciona ${breadth} campos; o limite é ${max}.`,
  unexpected: 'Erro inesperado no servidor ao tratar a requisição.',
} as const;

/** Sections of the catalogue; the Erros page gives each its heading and an <ErrorCatalogue group> under it. */
export const ERROR_GROUPS = ['autenticacao', 'documento', 'limites', 'regras', 'servidor'] as const;

export type ErrorGroup = (typeof ERROR_GROUPS)[number];

/** Who defines the error: standard ones may be explained only on the Erros page; domain ones must be cited by a guide. */
export type ErrorOrigin = 'hotchocolate' | 'plataforma';

/**
 * What a client does before repeating the call. The error-handling example of the Erros
 * page returns these same words, and a unit test runs it over every catalogue example.
 */
export const RETRY_KINDS = {
  'renovar-token': 'Repita uma vez, depois de obter um novo token.',
  aguardar: 'Repita depois do tempo indicado pela plataforma.',
  'verificar-antes': 'Repita só depois de confirmar que a primeira chamada não foi aplicada.',
  'depois-de-mudar-o-estado': 'Repita só depois que o registro mudar de situação.',
  corrigir: 'Repetir a mesma chamada falha de novo: corrija a requisição.',
} as const;

export type RetryKind = keyof typeof RETRY_KINDS;

/** One entry of the response's `errors` array, as the API sends it. */
export interface GraphQLErrorExample {
  readonly message: string;
  readonly locations?: readonly {readonly line: number; readonly column: number}[];
  readonly path?: readonly (string | number)[];
  readonly extensions: Readonly<Record<string, unknown>>;
}

interface ErrorEntryBase {
  /** Short Portuguese name, the heading of the entry. */
  readonly title: string;
  readonly group: ErrorGroup;
  readonly origin: ErrorOrigin;
  /** When the API returns it (Portuguese). */
  readonly meaning: string;
  readonly retry: RetryKind;
  /** When a repetition succeeds, specific to this error (Portuguese). */
  readonly retryWhen: string;
  /** What the integration does (Portuguese). */
  readonly action: string;
  /** HTTP status of the response that carries it. */
  readonly httpStatus: number;
  /**
   * `ausente`: the response has no `data` (the request was refused before execution, or
   * aborted); `nulo`: the failed field is null in `data` (a failed mutation makes `data` null).
   */
  readonly data: 'ausente' | 'nulo';
  readonly example: GraphQLErrorExample;
}

/** An error identified by `extensions.code`. */
export interface CodedError extends ErrorEntryBase {
  readonly code: string;
}

/** A validation error of the document, identified by the section in `extensions.specifiedBy`. */
export interface ValidationError extends ErrorEntryBase {
  readonly code: null;
  /** Section of the GraphQL specification (October 2021), e.g. sec-Values-of-Correct-Type. */
  readonly specifiedBy: string;
  /** Anchor on the Erros page (no code to derive it from). */
  readonly slug: string;
}

export type ApiError = CodedError | ValidationError;

/** Base of the `extensions.specifiedBy` addresses HotChocolate writes. */
export const SPEC_BASE = 'http://spec.graphql.org/October2021/#';

/** The Erros page, for links from the site's own components. */
export const ERRORS_PAGE = '/docs/primeiros-passos/erros';

const validation = (
  slug: string,
  specifiedBy: string,
  entry: Omit<ValidationError, 'code' | 'slug' | 'specifiedBy' | 'group' | 'origin' | 'retry' | 'httpStatus' | 'data'>,
): ValidationError => ({
  code: null,
  slug,
  specifiedBy,
  group: 'documento',
  origin: 'hotchocolate',
  retry: 'corrigir',
  httpStatus: 200,
  data: 'ausente',
  ...entry,
});

export const API_ERRORS: readonly ApiError[] = [
  {
    code: 'AUTH_NOT_AUTHENTICATED',
    title: 'Sem autenticação válida',
    group: 'autenticacao',
    origin: 'hotchocolate',
    meaning:
      'A requisição chegou sem o cabeçalho `Authorization`, com um token expirado ou com um token que a plataforma não reconhece (de outro ambiente, por exemplo). Os campos que exigem autenticação vêm nulos.',
    retry: 'renovar-token',
    retryWhen:
      'Depois de obter um novo token com a mutation `token`. Se o novo token também for recusado, o problema está nas credenciais ou no ambiente, e repetir não resolve.',
    action:
      'Obtenha um novo token, repita a chamada uma única vez e, se o erro voltar, confira o endereço do ambiente e as credenciais.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O usuário atual não está autenticado.',
      locations: [{line: 2, column: 3}],
      path: ['dependents'],
      extensions: {code: 'AUTH_NOT_AUTHENTICATED'},
    },
  },
  {
    code: 'AUTH_NOT_AUTHORIZED',
    title: 'Sem permissão',
    group: 'autenticacao',
    origin: 'hotchocolate',
    meaning:
      'O token é válido, mas o usuário dele não tem permissão para o campo ou a operação pedida. Só o campo recusado vem nulo: os demais campos da mesma requisição são resolvidos normalmente.',
    retry: 'corrigir',
    retryWhen:
      'Só depois que a escola ou o suporte conceder a permissão ao usuário; um token novo do mesmo usuário recebe a mesma recusa.',
    action:
      'Peça a permissão para o usuário da integração ou retire o campo da requisição. Registros de escolas que o usuário não alcança não geram este erro: eles se comportam como inexistentes.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O usuário atual não tem permissão para acessar este recurso.',
      locations: [{line: 5, column: 3}],
      path: ['financialOwners'],
      extensions: {code: 'AUTH_NOT_AUTHORIZED'},
    },
  },
  {
    code: 'INVALID_CREDENTIALS',
    title: 'Credenciais recusadas',
    group: 'autenticacao',
    origin: 'plataforma',
    meaning:
      'A mutation `token` recebeu um e-mail ou uma senha que não conferem no ambiente chamado. Credenciais da sandbox não valem na produção, e o contrário também não. Cada recusa soma uma tentativa em `failedLoginAttempts`.',
    retry: 'corrigir',
    retryWhen: 'Nunca com as mesmas credenciais; tentativas seguidas bloqueiam a conta.',
    action: 'Confira o e-mail, a senha e o endereço do ambiente antes de chamar `token` de novo.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'E-mail ou senha inválidos.',
      locations: [{line: 2, column: 3}],
      path: ['token'],
      extensions: {code: 'INVALID_CREDENTIALS'},
    },
  },
  {
    code: 'ACCOUNT_LOCKED',
    title: 'Conta bloqueada',
    group: 'autenticacao',
    origin: 'plataforma',
    meaning: `${factText('auth.tentativasAteBloqueio')} senhas erradas seguidas bloquearam o login do usuário por ${factText('auth.duracaoBloqueio')}, até o momento indicado em \`extensions.lockedUntil\`, o mesmo valor de \`lockedUntil\` no usuário.`,
    retry: 'aguardar',
    retryWhen: 'Depois de `extensions.lockedUntil`, e com a senha certa.',
    action:
      'Pare as tentativas automáticas até `lockedUntil`, corrija a senha ou redefina-a com `requestResetPassword` e `resetPassword`.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'A conta está bloqueada por tentativas de acesso com senha errada.',
      locations: [{line: 2, column: 3}],
      path: ['token'],
      extensions: {code: 'ACCOUNT_LOCKED', lockedUntil: exampleLockedUntil},
    },
  },
  {
    code: 'EMAIL_NOT_CONFIRMED',
    title: 'E-mail não confirmado',
    group: 'autenticacao',
    origin: 'plataforma',
    meaning: 'O usuário ainda não confirmou o e-mail (`emailConfirmed` falso) e não recebe token.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Depois que o usuário confirmar o e-mail.',
    action:
      'Peça um novo código de confirmação com a mutation `requestConfirmEmail` e confirme o e-mail antes de pedir o token.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'Confirme o e-mail antes de entrar.',
      locations: [{line: 2, column: 3}],
      path: ['token'],
      extensions: {code: 'EMAIL_NOT_CONFIRMED'},
    },
  },
  {
    code: 'USER_INACTIVE',
    title: 'Usuário inativo',
    group: 'autenticacao',
    origin: 'plataforma',
    meaning: 'O usuário das credenciais está inativo (`active` falso) e não recebe token.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Depois que a escola reativar o usuário.',
    action: 'Peça à escola que reative o acesso do usuário da integração.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O usuário está inativo.',
      locations: [{line: 2, column: 3}],
      path: ['token'],
      extensions: {code: 'USER_INACTIVE'},
    },
  },
  {
    code: REQUEST_ERROR_CODES.syntax,
    title: 'Documento com erro de sintaxe',
    group: 'documento',
    origin: 'hotchocolate',
    meaning:
      'O texto em `query` não é um documento GraphQL válido: uma chave sem par, uma vírgula no lugar errado, aspas simples em vez de duplas. Nada é executado.',
    retry: 'corrigir',
    retryWhen: 'Nunca com o mesmo documento.',
    action: 'Corrija o documento na linha e na coluna indicadas em `locations`.',
    httpStatus: 200,
    data: 'ausente',
    example: {
      message: 'Caractere inesperado: esperava um nome e encontrou `}`.',
      locations: [{line: 4, column: 1}],
      extensions: {code: REQUEST_ERROR_CODES.syntax},
    },
  },
  {
    code: REQUEST_ERROR_CODES.invalid,
    title: 'Requisição malformada',
    group: 'documento',
    origin: 'hotchocolate',
    meaning:
      'A requisição não tem a forma de uma requisição GraphQL: o corpo não é um objeto com `query`, `variables` e `operationName`, falta o documento em `query` ou `operationName` nomeia uma operação que o documento não tem. A mesma recusa chega com status 405 quando o método não é POST e com status 415 quando o `Content-Type` não é `application/json`. Nada é executado.',
    retry: 'corrigir',
    retryWhen: 'Nunca com a mesma requisição.',
    action:
      'Envie por POST, com `Content-Type: application/json`, um objeto JSON com o documento em `query`, as variáveis em `variables` e, se o documento tiver mais de uma operação, o nome da escolhida em `operationName`.',
    httpStatus: 400,
    data: 'ausente',
    example: {
      message: REQUEST_ERROR_MESSAGES.noQuery,
      extensions: {code: REQUEST_ERROR_CODES.invalid},
    },
  },
  {
    code: REQUEST_ERROR_CODES.notJson,
    title: 'Corpo que não é JSON',
    group: 'documento',
    origin: 'hotchocolate',
    meaning:
      'O corpo da requisição não é um JSON válido: uma chave sem aspas, uma vírgula sobrando, um texto cortado no meio ou bytes que não são UTF-8. Nada é executado.',
    retry: 'corrigir',
    retryWhen: 'Nunca com o mesmo corpo.',
    action: 'Monte o corpo com o serializador JSON da sua linguagem em vez de concatenar texto, e envie-o em UTF-8.',
    httpStatus: 400,
    data: 'ausente',
    example: {
      message: REQUEST_ERROR_MESSAGES.notJson,
      extensions: {code: REQUEST_ERROR_CODES.notJson},
    },
  },
  validation('validacao-campo-inexistente', 'sec-Field-Selections-on-Objects-Interfaces-and-Unions-Types', {
    title: 'Campo inexistente no tipo',
    meaning:
      'A seleção pede um campo que o tipo não tem, como `nome` em vez de `name`, ou um campo que existe em outro tipo. Nada é executado.',
    retryWhen: 'Nunca com o mesmo documento.',
    action:
      'Confira o nome do campo na referência da API; `extensions.type` e `extensions.field` dizem qual campo de qual tipo foi recusado.',
    example: {
      message: 'O campo `nome` não existe no tipo `Dependent`.',
      locations: [{line: 4, column: 7}],
      path: ['dependents', 'items'],
      extensions: {
        type: 'Dependent',
        field: 'nome',
        responseName: 'nome',
        specifiedBy: `${SPEC_BASE}sec-Field-Selections-on-Objects-Interfaces-and-Unions-Types`,
      },
    },
  }),
  validation('validacao-argumento-obrigatorio', 'sec-Required-Arguments', {
    title: 'Argumento obrigatório ausente ou desconhecido',
    meaning:
      'Falta um argumento obrigatório da operação (como o `data` de uma mutation ou o `id` de uma busca direta), ou foi enviado um argumento que o campo não tem.',
    retryWhen: 'Nunca com o mesmo documento.',
    action: 'Envie os argumentos que a referência da operação marca como obrigatórios, com os nomes exatos.',
    example: {
      message: 'O argumento `id` é obrigatório.',
      locations: [{line: 2, column: 3}],
      path: ['dependent'],
      extensions: {
        type: 'Query',
        field: 'dependent',
        argument: 'id',
        specifiedBy: `${SPEC_BASE}sec-Required-Arguments`,
      },
    },
  }),
  validation('validacao-campo-de-entrada-inexistente', 'sec-Input-Object-Field-Names', {
    title: 'Campo de entrada inexistente',
    meaning:
      'Um objeto escrito no próprio documento traz um campo que o tipo de entrada não tem, como `externalId` na inclusão de um boleto ou um operador de filtro que não existe para o tipo do campo (`contains` em um número).',
    retryWhen: 'Nunca com o mesmo documento.',
    action: 'Retire o campo ou corrija o nome; confira o tipo de entrada na referência da API.',
    example: {
      message: 'O campo `contains` não existe no tipo de entrada `IntOperationFilterInput`.',
      locations: [{line: 2, column: 33}],
      path: ['dependents'],
      extensions: {field: 'contains', specifiedBy: `${SPEC_BASE}sec-Input-Object-Field-Names`},
    },
  }),
  validation('validacao-valor-de-tipo-errado', 'sec-Values-of-Correct-Type', {
    title: 'Valor escrito no documento com o tipo errado',
    meaning:
      'Um valor escrito no próprio documento não cabe no tipo esperado: texto em um argumento inteiro, um UUID no lugar do `id` numérico, um valor que não pertence ao enum. Com variáveis, o mesmo engano chega como `HC0016`.',
    retryWhen: 'Nunca com o mesmo documento.',
    action: 'Corrija o valor; prefira variáveis a valores escritos no documento.',
    example: {
      message: 'O valor do argumento não é compatível com o tipo esperado.',
      locations: [{line: 2, column: 16}],
      path: ['dependent'],
      extensions: {
        argument: 'id',
        argumentValue: `"${helena.refId}"`,
        locationType: 'Int!',
        specifiedBy: `${SPEC_BASE}sec-Values-of-Correct-Type`,
      },
    },
  }),
  {
    code: 'HC0016',
    title: 'Variável com valor inválido',
    group: 'documento',
    origin: 'hotchocolate',
    meaning:
      'O valor enviado em `variables` não cabe no tipo declarado da variável: texto em um inteiro, o `refId` no lugar do `id`, um valor fora do enum, uma data fora da ISO 8601 ou um campo que o tipo de entrada não tem. Nada é executado.',
    retry: 'corrigir',
    retryWhen: 'Nunca com as mesmas variáveis.',
    action:
      'Corrija o valor da variável indicada em `extensions.variable`; os tipos e os valores aceitos estão na referência da API.',
    httpStatus: 200,
    data: 'ausente',
    example: {
      message: 'A variável `id` recebeu um valor inválido.',
      locations: [{line: 1, column: 22}],
      extensions: {code: 'HC0016', variable: 'id'},
    },
  },
  {
    code: 'HC0018',
    title: 'Variável obrigatória ausente',
    group: 'documento',
    origin: 'hotchocolate',
    meaning:
      'Uma variável declarada como obrigatória (com `!` no tipo) não veio em `variables` ou veio `null`. Nada é executado.',
    retry: 'corrigir',
    retryWhen: 'Nunca com as mesmas variáveis.',
    action: 'Envie a variável indicada em `extensions.variable`, com um valor não nulo.',
    httpStatus: 200,
    data: 'ausente',
    example: {
      message: 'A variável `data` é obrigatória.',
      locations: [{line: 1, column: 27}],
      extensions: {code: 'HC0018', variable: 'data'},
    },
  },
  {
    code: TAKE_MAX_ERROR_CODE,
    title: 'Página grande demais',
    group: 'limites',
    origin: 'hotchocolate',
    meaning: `Uma listagem pediu em \`take\` mais registros do que a API devolve numa página: o máximo é ${factText('paginacao.takeMaximo')}. A listagem vem \`null\`; os demais campos da requisição são resolvidos.`,
    retry: 'corrigir',
    retryWhen: 'Com `take` dentro do máximo, que vem em `extensions.maxAllowedItems`.',
    action:
      'Peça páginas de até `extensions.maxAllowedItems` registros e percorra as seguintes com `skip`, até `pageInfo.hasNextPage` vir falso.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O número máximo de registros por página foi excedido.',
      locations: [{line: 2, column: 3}],
      path: ['billings'],
      extensions: {
        code: TAKE_MAX_ERROR_CODE,
        field: 'Query.billings',
        requestedItems: TAKE_MAX * 2,
        maxAllowedItems: TAKE_MAX,
      },
    },
  },
  {
    code: REQUEST_ERROR_CODES.tooLarge,
    title: 'Corpo grande demais',
    group: 'limites',
    origin: 'hotchocolate',
    meaning: `O corpo da requisição passa de ${factText('requisicao.corpoMaximo')}, limite que \`extensions.maxAllowedBytes\` repete em bytes. A requisição é recusada antes de ser lida inteira, e nada é executado.`,
    retry: 'corrigir',
    retryWhen: 'Com um corpo dentro do limite.',
    action: `Envie os arquivos dentro do tamanho máximo de cada mutation de envio (um arquivo de importação tem até ${factText('arquivos.importacaoMaximo')}) e divida os lotes grandes em várias requisições.`,
    httpStatus: 413,
    data: 'ausente',
    example: {
      message: REQUEST_ERROR_MESSAGES.tooLarge(REQUEST_BODY_MAX_BYTES),
      extensions: {code: REQUEST_ERROR_CODES.tooLarge, maxAllowedBytes: REQUEST_BODY_MAX_BYTES},
    },
  },
  {
    code: REQUEST_ERROR_CODES.tooComplex,
    title: 'Operação grande demais',
    group: 'limites',
    origin: 'hotchocolate',
    meaning: `A operação passa de ${factText('operacao.profundidadeMaxima')} ou seleciona mais de ${factText('operacao.larguraMaxima')}. Ela é recusada inteira, antes de ser executada; cada limite ultrapassado gera uma entrada em \`errors\`.`,
    retry: 'corrigir',
    retryWhen:
      'Com a operação dentro dos limites, que vêm em `extensions.maxAllowedDepth` ou `extensions.maxAllowedBreadth`.',
    action:
      'Peça só os campos que a tela ou o processo usa e divida uma leitura grande em operações menores; o verificador de operações do portal mede as suas antes do envio.',
    httpStatus: 200,
    data: 'ausente',
    example: {
      message: REQUEST_ERROR_MESSAGES.tooDeep('Boletos', OPERATION_MAX_DEPTH + 1, OPERATION_MAX_DEPTH),
      extensions: {
        code: REQUEST_ERROR_CODES.tooComplex,
        depth: OPERATION_MAX_DEPTH + 1,
        maxAllowedDepth: OPERATION_MAX_DEPTH,
      },
    },
  },
  {
    code: REQUEST_TIMEOUT_ERROR_CODE,
    title: 'Tempo esgotado',
    group: 'limites',
    origin: 'hotchocolate',
    meaning: `A execução passou de ${factText('requisicao.tempoLimite')} e foi interrompida. A resposta não diz o que chegou a ser gravado: uma mutation interrompida pode ter sido aplicada, inteira ou não.`,
    retry: 'verificar-antes',
    retryWhen:
      'Uma consulta pode ser repetida logo. Uma mutation, só depois de consultar o registro e confirmar que a primeira chamada não foi aplicada; a seção de erros de cada guia diz o que consultar.',
    action:
      'Repita as consultas; antes de repetir uma inclusão, procure o registro que ela criaria. Para listagens longas, peça páginas menores.',
    httpStatus: 200,
    data: 'ausente',
    example: {
      message: `A requisição passou do tempo limite de ${factText('requisicao.tempoLimite')}.`,
      extensions: {code: REQUEST_TIMEOUT_ERROR_CODE},
    },
  },
  {
    code: RATE_LIMIT_ERROR_CODE,
    title: 'Limite de requisições excedido',
    group: 'limites',
    origin: 'plataforma',
    meaning: `O usuário da integração passou de ${factText('limite.requisicoes')}, contadas ${factText('limite.escopo')}. A requisição não é executada, e a resposta vem com status HTTP ${RATE_LIMIT_HTTP_STATUS}.`,
    retry: 'aguardar',
    retryWhen: `Depois dos segundos indicados no cabeçalho \`${RATE_LIMIT_RETRY_HEADER}\` da resposta.`,
    action: `Espere o tempo de \`${RATE_LIMIT_RETRY_HEADER}\` antes da próxima chamada e distribua as chamadas no tempo; em rotinas de lote, limite quantas requisições correm ao mesmo tempo.`,
    httpStatus: RATE_LIMIT_HTTP_STATUS,
    data: 'ausente',
    example: {
      message: 'Limite de requisições excedido. Aguarde antes de tentar de novo.',
      extensions: {code: RATE_LIMIT_ERROR_CODE},
    },
  },
  {
    code: 'ENTITY_NOT_FOUND',
    title: 'Registro não encontrado',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'O `id` ou o `refId` do registro de que a operação trata — o que uma mutation altera, remove ou processa, ou aquele de que uma query com retorno não nulo, como `printBilling`, é feita — não corresponde a um registro que o usuário do token alcança: o registro não existe, foi removido, é de outro ambiente ou pertence a uma escola fora do alcance. As queries que devolvem o próprio registro, com retorno que aceita nulo, não usam este código: devolvem `null`. Um identificador que aponta para outro registro, numa entrada ou num argumento, é `INVALID_REFERENCE`.',
    retry: 'corrigir',
    retryWhen:
      'Nunca com o mesmo identificador. Numa remoção repetida depois de um tempo esgotado, este erro confirma que a primeira chamada removeu o registro.',
    action: 'Confira o identificador com a consulta de listagem da entidade, no mesmo ambiente do token.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'Boleto não encontrado.',
      locations: [{line: 2, column: 3}],
      path: ['manualPayment'],
      extensions: {code: 'ENTITY_NOT_FOUND', entity: 'Billing', field: 'id'},
    },
  },
  {
    code: 'REQUIRED_FIELD_MISSING',
    title: 'Informação obrigatória ausente',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'Faltou uma informação que a regra da operação exige, embora o tipo de entrada aceite o campo vazio: nem `id` nem `refId` do registro, nem `companyId` nem `companyRefId` da escola, um motivo, a credencial de um webhook cuja autenticação precisa dela, ou qualquer `id`, `refId` ou critério de uma operação em lote.',
    retry: 'corrigir',
    retryWhen: 'Nunca sem a informação que falta.',
    action: 'Envie um dos campos listados em `extensions.fields`.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'Informe id ou refId.',
      locations: [{line: 2, column: 3}],
      path: ['removePaymentPlan'],
      extensions: {code: 'REQUIRED_FIELD_MISSING', fields: ['id', 'refId']},
    },
  },
  {
    code: 'INVALID_FIELD_VALUE',
    title: 'Valor fora da regra',
    group: 'regras',
    origin: 'plataforma',
    meaning: `O valor tem o tipo certo, mas fere uma regra de formato ou de faixa: CPF ou CNPJ com máscara ou com dígitos a menos, CEP com hífen, valor negativo ou com mais de ${factText('decimal.casasReais')}, quantidade de parcelas zero, endereço de webhook sem HTTPS, dia fora de 1 a 31.`,
    retry: 'corrigir',
    retryWhen: 'Nunca com o mesmo valor.',
    action: 'Corrija o campo indicado em `extensions.field`; `extensions.reason` diz qual regra o valor feriu.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O CPF deve ter 11 dígitos, sem pontos nem hífen.',
      locations: [{line: 2, column: 3}],
      path: ['addFinancialOwner'],
      extensions: {code: 'INVALID_FIELD_VALUE', field: 'cpf', reason: 'FORMAT'},
    },
  },
  {
    code: 'DUE_DATE_IN_PAST',
    title: 'Vencimento no passado',
    group: 'regras',
    origin: 'plataforma',
    meaning: `Um vencimento (\`dueDate\`, \`firstDueDate\`, \`newDueDate\`) é anterior a hoje, e hoje é a data segundo ${factText('datas.fusoHoje')}. Em \`addPaymentPlan\`, \`confirmationForOverdue\` verdadeiro aceita vencimentos passados de propósito.`,
    retry: 'corrigir',
    retryWhen: 'Nunca com a mesma data.',
    action:
      'Escolha um vencimento de hoje em diante; `extensions.today` traz a data de hoje para a plataforma. Para migrar cobranças antigas com `addPaymentPlan`, envie `confirmationForOverdue`.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O vencimento não pode ser anterior a hoje.',
      locations: [{line: 2, column: 3}],
      path: ['addBilling'],
      extensions: {code: 'DUE_DATE_IN_PAST', field: 'dueDate', today: exampleToday},
    },
  },
  {
    code: 'INVALID_REFERENCE',
    title: 'Registro relacionado inválido',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'Um identificador que aponta para outro registro não serve: o registro não existe, é de outra escola, ou não pertence ao registro acima dele (a turma precisa ser da série informada, a série do nível, o nível do ano letivo). Vale para banco, integração financeira, descontos, motivos, responsável financeiro, dependente, turma e escola.',
    retry: 'corrigir',
    retryWhen: 'Nunca com o mesmo identificador.',
    action:
      'Confira o identificador do campo indicado em `extensions.field` com a consulta da entidade relacionada, na mesma escola.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'A integração financeira informada não pertence à escola.',
      locations: [{line: 2, column: 3}],
      path: ['addPaymentPlan'],
      extensions: {code: 'INVALID_REFERENCE', field: 'financialIntegrationId'},
    },
  },
  {
    code: 'DUPLICATE_ENTITY',
    title: 'Registro já existe',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'A inclusão repetiria um registro único: o CNPJ de uma escola, o CPF de um responsável financeiro na escola, o nome de um centro de custo, o ano de um ano letivo, a matrícula de um dependente no mesmo ano.',
    retry: 'corrigir',
    retryWhen:
      'Nunca: o registro já existe. Numa inclusão repetida depois de um tempo esgotado, este erro confirma que a primeira chamada criou o registro.',
    action: 'Use o registro existente, cujo `id` vem em `extensions.existingId`, em vez de criar outro.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'Já existe um responsável financeiro com este CPF na escola.',
      locations: [{line: 2, column: 3}],
      path: ['addFinancialOwner'],
      extensions: {code: 'DUPLICATE_ENTITY', entity: 'FinancialOwner', field: 'cpf', existingId: carla.id},
    },
  },
  {
    code: 'ENTITY_INACTIVE',
    title: 'Registro inativo',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'O registro existe, mas está inativo ou cancelado e não entra em operações novas: um plano de pagamento cancelado não recebe boletos, uma escola inativa não aceita matrículas, um ano letivo inativo não recebe níveis.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Depois que o registro for reativado, quando a entidade tem operação de ativação.',
    action:
      'Reative o registro, se ele deve voltar a ser usado, ou escolha um registro ativo; `extensions.entity` diz qual registro está inativo.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O plano de pagamento está cancelado e não recebe novos boletos.',
      locations: [{line: 2, column: 3}],
      path: ['addBilling'],
      extensions: {code: 'ENTITY_INACTIVE', entity: 'PaymentPlan'},
    },
  },
  {
    code: 'INVALID_STATE',
    title: 'Operação não permitida na situação atual',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'A situação do registro não admite a operação: baixa manual de um boleto que não está em aberto, estorno de um boleto que não foi pago, cancelamento de um boleto pago, segunda via de um boleto não reemitível, matrícula que não está em `STARTED`, aceite de um documento que não está em aceite. `extensions.currentStatus` traz a situação atual.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen:
      'Quando a situação muda para uma das listadas em `extensions.allowedStatuses`, por exemplo depois do registro do boleto no banco. Se `currentStatus` já é a situação que a sua chamada queria produzir, a operação já foi aplicada: trate como sucesso.',
    action:
      'Consulte a situação do registro antes de chamar a operação e ofereça ao usuário só as ações que ela admite.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'Só boletos pagos podem ser estornados.',
      locations: [{line: 2, column: 3}],
      path: ['refundBilling'],
      extensions: {
        code: 'INVALID_STATE',
        entity: 'Billing',
        currentStatus: 'REGISTERED',
        allowedStatuses: ['PAID'],
      },
    },
  },
  {
    code: 'ENTITY_IN_USE',
    title: 'Registro em uso',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'A remoção é recusada porque outros registros dependem deste: boletos em aberto de uma escola ou de um responsável financeiro, boletos registrados ou pagos de um plano, planos ativos de um centro de custo, matrículas de um ano letivo, de uma série ou de um dependente, dependentes enturmados numa turma.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Depois que os registros dependentes, indicados em `extensions.blockedBy`, forem encerrados.',
    action:
      'Inative o registro em vez de removê-lo, ou encerre antes os registros que dependem dele. Nunca apague histórico (matrículas, enturmações, boletos pagos) só para liberar a remoção.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O plano de pagamento tem boletos registrados e não pode ser removido.',
      locations: [{line: 2, column: 3}],
      path: ['removePaymentPlan'],
      extensions: {code: 'ENTITY_IN_USE', entity: 'PaymentPlan', blockedBy: 'Billing'},
    },
  },
  {
    code: 'ENROLLMENT_LIMIT_REACHED',
    title: 'Turma sem vagas',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'A turma atingiu o limite de matrículas (`enrollmentLimit`), ou uma alteração tentou pôr o limite abaixo do número de dependentes já enturmados.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Depois que a escola ampliar o limite ou uma vaga for liberada.',
    action:
      'Escolha outra turma ou peça à escola para ampliar o limite; `extensions` traz o limite e a ocupação atual.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'A turma atingiu o limite de matrículas.',
      locations: [{line: 2, column: 3}],
      path: ['completeEnrollment'],
      extensions: {
        code: 'ENROLLMENT_LIMIT_REACHED',
        enrollmentLimit: fullClass.enrollmentLimit,
        enrolled: fullClass.enrollmentLimit,
      },
    },
  },
  {
    code: 'FINANCIAL_OWNER_IN_DEBT',
    title: 'Responsável financeiro com débitos',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'A escola não permite matricular quando o responsável financeiro tem boletos vencidos (`allowEnrollmentIfInDebt` falso na escola).',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Depois que os boletos vencidos forem pagos, renegociados ou cancelados.',
    action:
      'Mostre ao usuário os boletos vencidos do responsável financeiro (consulta de boletos filtrada por ele) e encaminhe a regularização.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'O responsável financeiro tem boletos vencidos e a escola não permite a matrícula.',
      locations: [{line: 2, column: 3}],
      path: ['startEnrollment'],
      extensions: {code: 'FINANCIAL_OWNER_IN_DEBT'},
    },
  },
  {
    code: 'EMPTY_SELECTION',
    title: 'Nada a processar',
    group: 'regras',
    origin: 'plataforma',
    meaning:
      'Os `id`, os `refId` ou os critérios de uma operação em lote não selecionam nenhum registro elegível: nenhum boleto em aberto (cancelamento em lote) ou imprimível (carnê). Um lote enviado sem nenhum `id`, `refId` ou critério é `REQUIRED_FIELD_MISSING`.',
    retry: 'depois-de-mudar-o-estado',
    retryWhen: 'Com outra seleção, ou depois que os boletos selecionados chegarem a uma situação elegível.',
    action: 'Confira a seleção com a query `billings`, com os mesmos critérios, antes de chamar a operação.',
    httpStatus: 200,
    data: 'nulo',
    example: {
      message: 'Nenhum boleto selecionado pode ser impresso.',
      locations: [{line: 2, column: 3}],
      path: ['billingsPdf'],
      extensions: {code: 'EMPTY_SELECTION'},
    },
  },
  {
    code: REQUEST_ERROR_CODES.unexpected,
    title: 'Erro inesperado',
    group: 'servidor',
    origin: 'hotchocolate',
    meaning:
      'O servidor falhou ao tratar a requisição, por um defeito dele e não da requisição. A resposta não diz o que chegou a ser gravado: uma mutation pode ter sido aplicada.',
    retry: 'verificar-antes',
    retryWhen:
      'Uma consulta pode ser repetida logo. Uma mutation, só depois de consultar o registro e confirmar que a primeira chamada não foi aplicada.',
    action:
      'Registre no log a `message` e a requisição enviada; se o erro se repetir com a mesma requisição, leve esses dados ao suporte.',
    httpStatus: 500,
    data: 'ausente',
    example: {
      message: REQUEST_ERROR_MESSAGES.unexpected,
      extensions: {code: REQUEST_ERROR_CODES.unexpected},
    },
  },
];

/** Anchor of an entry on the Erros page: the code in lower case with hyphens, or the validation slug. */
export function errorAnchor(entry: ApiError): string {
  return entry.code === null ? entry.slug : entry.code.toLowerCase().replace(/_/g, '-');
}

/** The entry of a code, or undefined. */
export function errorByCode(code: string): CodedError | undefined {
  return API_ERRORS.find((entry): entry is CodedError => entry.code === code);
}
