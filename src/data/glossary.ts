/**
 * The glossary: one Portuguese term per concept of the platform, the names of the API it
 * stands for, and the words the guides avoid for it. Shown on the page "Glossário"
 * (docs/primeiros-passos/glossario.md, component Glossary); a unit test
 * (tests/content/guides/glossary.test.ts) holds every page's prose to it.
 *
 * Some words were used for several concepts ("assinatura" for a webhook, an HMAC
 * signature, a GraphQL subscription and an acceptance; "concluída" for three states):
 * such a word is avoided by every term it was confused with, and the page lists the
 * right term for each meaning.
 */

/** Words the guides do not use, with the contexts where the same letters are right. */
export interface AvoidedWords {
  /** The words as the glossary page shows them. */
  readonly text: string;
  /** What the test looks for in prose (case-insensitive). */
  readonly pattern: RegExp;
  /** A phrase in which a match is the preferred term itself, not the avoided one. */
  readonly allowedIn?: RegExp;
  /** When the page should say in which phrases the letters are right. */
  readonly allowedNote?: string;
}

/** Letters before and after a whole word (JavaScript's \b ignores accented letters). */
const word = (body: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}_])(?:${body})(?![\\p{L}\\p{N}_])`, 'giu');

/** "assinatura", "assinar", "assinado"...: four concepts shared the word; only the HMAC signature keeps it. */
export const ASSIN: AvoidedWords = {
  text: 'assinatura, assinar, assinado',
  pattern: word('assin\\p{L}*'),
  allowedIn: word('assinaturas? HMAC'),
  allowedNote: 'só em "assinatura HMAC"',
};

/** "concluída", "concluir", "conclusão": three states of the enrollment and the end of other processes. */
export const CONCLU: AvoidedWords = {
  text: 'concluída, concluído, concluir, conclusão',
  pattern: word('conclu\\p{L}*'),
};

export const PAGADOR: AvoidedWords = {text: 'pagador', pattern: word('pagador(?:es|a|as)?')};

export const EMPRESA: AvoidedWords = {text: 'empresa', pattern: word('empresas?')};

/**
 * A word that may stand alone only after the full term appeared on the same page
 * ("responsável" after "responsável financeiro").
 */
export interface FullFirst {
  /** Any mention, short or full. */
  readonly mention: RegExp;
  /** The full form the first mention must have. */
  readonly full: RegExp;
}

export interface GlossaryTerm {
  /** The preferred term, as the guides write it. */
  readonly term: string;
  /** Anchor on the Glossário page. */
  readonly slug: string;
  /** What it is (Portuguese; identifiers between backticks). */
  readonly definition: string;
  /** The names in the API: types, operations, enum values. */
  readonly api: readonly string[];
  readonly avoid: readonly AvoidedWords[];
  /** Other words that name the same thing and may be used (Portuguese). */
  readonly alsoAccepted?: string;
  readonly fullFirst?: FullFirst;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'escola',
    slug: 'escola',
    definition:
      'A instituição de ensino cliente da plataforma, dona dos cadastros, dos planos e dos boletos. Uma escola pode ter uma escola matriz (`parentCompany`).',
    api: ['Company'],
    avoid: [EMPRESA],
  },
  {
    term: 'responsável financeiro',
    slug: 'responsavel-financeiro',
    definition:
      'A pessoa que responde pelos pagamentos de um ou mais dependentes: é ela que consta nos boletos, no contrato e na matrícula. Em cada página, a primeira menção é sempre "responsável financeiro"; depois dela, "responsável" basta.',
    api: ['FinancialOwner', 'financialOwnerId', 'financialOwnerRefId'],
    avoid: [PAGADOR],
    fullFirst: {
      mention: word('respons[áa]ve(?:l|is)(?! pel[oa]s?)(?! por)'),
      full: word('respons[áa]ve(?:l|is) financeir[oa]s?'),
    },
  },
  {
    term: 'dependente',
    slug: 'dependente',
    definition:
      'A pessoa matriculada na escola, ligada a um ou mais responsáveis financeiros. O cadastro, as matrículas e as enturmações são do dependente.',
    api: ['Dependent'],
    avoid: [],
    alsoAccepted: 'aluno, quando o texto fala da pessoa na turma',
  },
  {
    term: 'iniciar a matrícula',
    slug: 'iniciar-a-matricula',
    definition: 'Abrir a matrícula de um dependente para um ano letivo; a matrícula nasce iniciada.',
    api: ['startEnrollment', 'EnrollmentStatus.STARTED'],
    avoid: [CONCLU],
  },
  {
    term: 'completar a matrícula',
    slug: 'completar-a-matricula',
    definition:
      'Enviar os dados acadêmicos, financeiros e o contrato de uma matrícula iniciada. A matrícula segue para o aceite digital (`IN_TERM_ACCEPTANCE`) ou, sem aceite a colher, para o pagamento da primeira cobrança (`AWAITING_PAYMENT`).',
    api: ['completeEnrollment'],
    avoid: [CONCLU],
  },
  {
    term: 'matrícula efetivada',
    slug: 'matricula-efetivada',
    definition:
      'A matrícula que passou por todas as etapas: aceite do contrato colhido ou dispensado e primeira cobrança paga ou isenta. É o fim do fluxo de matrícula; se o aluno frequenta a escola, quem diz é a situação (`situation`).',
    api: ['EnrollmentStatus.COMPLETED'],
    avoid: [CONCLU],
  },
  {
    term: 'matrícula encerrada',
    slug: 'matricula-encerrada',
    definition:
      'A matrícula, ou a enturmação, cujo ano letivo terminou. É uma situação do dependente na escola, não uma etapa do fluxo de matrícula.',
    api: ['EnrollmentSituation.CONCLUDED', 'ClassAssignmentSituation.CONCLUDED'],
    avoid: [CONCLU],
  },
  {
    term: 'tarefa terminada',
    slug: 'tarefa-terminada',
    definition:
      'A tarefa agendada (um cancelamento em lote, por exemplo) que processou todos os itens; com falha em algum deles, ela termina com erros.',
    api: ['ScheduledTaskStatus.COMPLETED', 'ScheduledTaskStatus.COMPLETED_WITH_ERRORS'],
    avoid: [CONCLU],
  },
  {
    term: 'acordo quitado',
    slug: 'acordo-quitado',
    definition: 'O acordo de renegociação cujas parcelas foram todas pagas.',
    api: ['AgreementStatus.COMPLETED'],
    avoid: [CONCLU],
  },
  {
    term: 'operação aplicada',
    slug: 'operacao-aplicada',
    definition:
      'Uma mutation cujo efeito foi gravado. Depois de um tempo esgotado, consulte o registro para saber se a operação foi aplicada antes de repeti-la.',
    api: [],
    avoid: [CONCLU],
  },
  {
    term: 'aceite digital',
    slug: 'aceite-digital',
    definition:
      'O processo em que os signatários aceitam um documento, como o contrato de uma matrícula, pela plataforma. O documento passa por rascunho, enviado, aceito em parte e aceito.',
    api: ['DigitalAcceptanceDocument', 'DigitalAcceptanceStatus'],
    avoid: [ASSIN],
  },
  {
    term: 'aceite',
    slug: 'aceite',
    definition: 'A decisão de um signatário de aceitar o documento.',
    api: ['acceptDigitalAcceptanceDocument', 'AcceptanceStatus.ACCEPTED'],
    avoid: [ASSIN],
  },
  {
    term: 'signatário',
    slug: 'signatario',
    definition:
      'A pessoa chamada a aceitar um documento de aceite digital, na ordem de aceite (`signingOrder`), quando houver uma.',
    api: ['DigitalAcceptanceSignatory'],
    avoid: [ASSIN],
  },
  {
    term: 'documento aceito',
    slug: 'documento-aceito',
    definition:
      'O documento de aceite digital que todos os signatários aceitaram. O PDF com o registro dos aceites fica em `signedFileUrl`.',
    api: ['DigitalAcceptanceStatus.ACCEPTED', 'signedFileUrl'],
    avoid: [ASSIN, CONCLU],
  },
  {
    term: 'contrato em papel',
    slug: 'contrato-em-papel',
    definition: 'O contrato firmado fora da plataforma e anexado à matrícula, sem aceite digital.',
    api: ['manualContract', 'manualContractFile'],
    avoid: [ASSIN],
  },
  {
    term: 'endereço temporário',
    slug: 'endereco-temporario',
    definition:
      'O endereço de download de um arquivo que deixa de valer depois de um prazo. Baixe e guarde o arquivo; para um endereço novo, repita a consulta.',
    api: ['fileUrl', 'signedFileUrl', 'documentFileUrl'],
    avoid: [ASSIN],
  },
  {
    term: 'webhook',
    slug: 'webhook',
    definition:
      'O cadastro de um endereço seu que recebe avisos da plataforma: as escolas, os tipos de evento, o ambiente e a forma de autenticação.',
    api: ['WebHookV2', 'addWebHook'],
    avoid: [ASSIN],
  },
  {
    term: 'evento',
    slug: 'evento',
    definition:
      'Uma mudança na plataforma que gera avisos aos webhooks, identificada pelo tipo. Um webhook recebe os tipos de evento escolhidos no cadastro.',
    api: ['OriginType'],
    avoid: [ASSIN],
  },
  {
    term: 'entrega',
    slug: 'entrega',
    definition:
      'O envio de um evento a um webhook, registrado com o corpo, a resposta do seu endpoint e a situação. Cada chamada ao endpoint é uma tentativa da entrega.',
    api: ['WebHookEventV2', 'WebHookEventStatus'],
    avoid: [],
  },
  {
    term: 'assinatura HMAC',
    slug: 'assinatura-hmac',
    definition:
      'O código que a plataforma calcula sobre o momento do envio e o corpo de cada entrega, com o segredo HMAC do webhook, e envia num cabeçalho; o seu endpoint recalcula e compara. "Assinatura" sozinha não se usa, porque já nomeou quatro coisas diferentes.',
    api: ['WebHookAuthType.HMAC_SIGNATURE'],
    avoid: [ASSIN],
  },
  {
    term: 'segredo HMAC',
    slug: 'segredo-hmac',
    definition: 'A chave compartilhada com que a assinatura HMAC é calculada, cadastrada no webhook.',
    api: ['authValue'],
    avoid: [],
  },
  {
    term: 'subscription',
    slug: 'subscription',
    definition:
      'Uma operação GraphQL do tipo subscription, que mantém a conexão aberta e recebe cada novo resultado, como `onScheduleTask`. Diz-se "a subscription"; quem a usa se inscreve nela.',
    api: ['onScheduleTask', 'onAuthenticationChanged'],
    avoid: [ASSIN],
  },
];

/** Every avoided pattern once, with the terms that avoid it. */
export function avoidedWords(): {words: AvoidedWords; terms: GlossaryTerm[]}[] {
  const byWords = new Map<AvoidedWords, GlossaryTerm[]>();
  for (const term of GLOSSARY) {
    for (const words of term.avoid) byWords.set(words, [...(byWords.get(words) ?? []), term]);
  }
  return [...byWords].map(([words, terms]) => ({words, terms}));
}
