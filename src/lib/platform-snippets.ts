/**
 * The code shown on "Limites e convenções" and on the webhook guide, generated from the platform
 * facts so that a constant in the code (the renewal margin, the maximum `take`, the signature
 * header, the timestamp tolerance...) can never differ from the text around it. The snippets are
 * JavaScript modules for Node.js 20+ with Portuguese names, like every example of the guides;
 * tests/integration/lib/platform-snippets.test.ts runs each one with node against a local server.
 */
import {
  DATE_ONLY_FORMAT,
  RATE_LIMIT_ERROR_CODE,
  RATE_LIMIT_HTTP_STATUS,
  RATE_LIMIT_RETRY_HEADER,
  TAKE_MAX,
  TODAY_TIME_ZONE,
  TOKEN_RENEWAL_MARGIN_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
} from '../data/platform-facts';

export interface Snippet {
  /** File name shown as the code block's title. */
  readonly title: string;
  readonly language: 'js' | 'json';
  readonly code: string;
}

/** API client: token cached and renewed before it expires, waits when the rate limit is hit. */
export const CLIENT_SNIPPET: Snippet = {
  title: 'cliente-api.mjs',
  language: 'js',
  code: `// Endereço do ambiente (sandbox ou produção) e credenciais do usuário de integração.
const API_URL = process.env.API_URL;
const EMAIL = process.env.API_EMAIL;
const SENHA = process.env.API_SENHA;
// Peça um novo token quando faltar menos do que isto para expirationDate.
const MARGEM_RENOVACAO_MS = ${TOKEN_RENEWAL_MARGIN_SECONDS} * 1000;
// Quantas vezes esperar e repetir uma chamada recusada pelo limite de requisições.
const ESPERAS_MAXIMAS = 3;

let tokenAtual = null; // { accessToken, expiraEm }
let renovacao = null; // a renovação em andamento, compartilhada pelas chamadas simultâneas

async function postar(query, variables, accessToken) {
  for (let esperas = 0; ; esperas++) {
    const resposta = await fetch(API_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(accessToken ? { Authorization: \`Bearer \${accessToken}\` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    if (resposta.status === ${RATE_LIMIT_HTTP_STATUS} && esperas < ESPERAS_MAXIMAS) {
      // ${RATE_LIMIT_RETRY_HEADER} diz quantos segundos esperar antes de repetir.
      const segundos = Number(resposta.headers.get('${RATE_LIMIT_RETRY_HEADER}'));
      await new Promise((fim) => setTimeout(fim, segundos * 1000));
      continue;
    }
    if (!resposta.ok) throw new Error(\`HTTP \${resposta.status}\`);
    return resposta.json();
  }
}

async function novoToken() {
  const { data, errors } = await postar(
    \`mutation ObterToken($data: TokenDataInput!) {
      token(data: $data) { accessToken expirationDate }
    }\`,
    { data: { email: EMAIL, password: SENHA } },
  );
  if (errors) throw new Error(errors[0].message);
  return { accessToken: data.token.accessToken, expiraEm: Date.parse(data.token.expirationDate) };
}

async function token() {
  if (tokenAtual && tokenAtual.expiraEm - Date.now() > MARGEM_RENOVACAO_MS) return tokenAtual.accessToken;
  renovacao ??= novoToken().finally(() => {
    renovacao = null;
  });
  tokenAtual = await renovacao;
  return tokenAtual.accessToken;
}

// Toda chamada à API passa por aqui.
export async function chamarApi(query, variables = {}) {
  const resultado = await postar(query, variables, await token());
  const semToken = resultado.errors?.some((erro) => erro.extensions?.code === 'AUTH_NOT_AUTHENTICATED');
  if (!semToken) return resultado;
  // Token recusado antes do prazo (senha trocada, conta bloqueada): um novo token, uma única repetição.
  tokenAtual = null;
  return postar(query, variables, await token());
}
`,
};

/** Reading every page of a list with skip/take, after the client above. */
export const PAGING_SNIPPET: Snippet = {
  title: 'todos-os-boletos.mjs',
  language: 'js',
  code: `import { chamarApi } from './cliente-api.mjs';

// O maior take que a API aceita.
const TAKE_MAXIMO = ${TAKE_MAX};

export async function todosOsBoletos(where) {
  const boletos = [];
  for (let skip = 0; ; skip += TAKE_MAXIMO) {
    const { data, errors } = await chamarApi(
      \`query PaginaDeBoletos($skip: Int, $take: Int, $where: BillingFilterInput) {
        billings(skip: $skip, take: $take, where: $where, order: [{ id: ASC }]) {
          items { id refId dueDate value billingStatus }
          pageInfo { hasNextPage }
        }
      }\`,
      { skip, take: TAKE_MAXIMO, where },
    );
    if (errors) throw new Error(errors[0].message);
    boletos.push(...data.billings.items);
    if (!data.billings.pageInfo.hasNextPage) return boletos;
  }
}
`,
};

const DATE_PART = 'AAAA-MM-DD';
if (!DATE_ONLY_FORMAT.startsWith(DATE_PART)) throw new Error(`DATE_ONLY_FORMAT deve começar por ${DATE_PART}`);

/** "Today" as the API counts it, and a date-only field as the API expects it. */
export const DATES_SNIPPET: Snippet = {
  title: 'datas.mjs',
  language: 'js',
  code: `// "Hoje", para a API, é a data no fuso ${TODAY_TIME_ZONE}.
const FUSO_DA_API = '${TODAY_TIME_ZONE}';

// A data de hoje para a API, como ${DATE_PART} (en-CA escreve ano, mês e dia nessa ordem).
export function hojeNaApi(agora = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_DA_API }).format(agora);
}

// O valor de um campo só de data (vencimento, nascimento...) a partir de ${DATE_PART}.
export function campoSoData(data) {
  if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(data)) throw new Error(\`data inválida: \${data}\`);
  return \`\${data}${DATE_ONLY_FORMAT.slice(DATE_PART.length)}\`;
}

// Exemplo: o vencimento de hoje, às 22h em Brasília, já 01h do dia seguinte em UTC.
// campoSoData(hojeNaApi(new Date('2025-02-11T01:00:00Z'))) === '2025-02-10T00:00:00.000Z'
`,
};

/** The body of a response refused by the rate limit. */
export const RATE_LIMIT_RESPONSE: Snippet = {
  title: `Resposta ${RATE_LIMIT_HTTP_STATUS}`,
  language: 'json',
  code: `${JSON.stringify(
    {
      errors: [
        {
          message: `Limite de requisições excedido. Tente de novo depois do tempo indicado em ${RATE_LIMIT_RETRY_HEADER}.`,
          extensions: {code: RATE_LIMIT_ERROR_CODE},
        },
      ],
    },
    null,
    2,
  )}\n`,
};

const signatureHeader = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
const timestampHeader = WEBHOOK_TIMESTAMP_HEADER.toLowerCase();

/** The check of one delivery's signature and timestamp (shared by both webhook snippets). */
const verifyFunction = `// O mesmo segredo enviado em authValue no cadastro do webhook.
const SEGREDO = process.env.WEBHOOK_SEGREDO;
// Diferença máxima aceita entre o envio (${WEBHOOK_TIMESTAMP_HEADER}) e o recebimento, em segundos.
const TOLERANCIA_SEGUNDOS = ${WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS};

// corpoBruto: os bytes recebidos, antes de qualquer conversão; cabecalhos: os da requisição.
export function entregaAutentica(corpoBruto, cabecalhos, agoraMs = Date.now()) {
  const assinatura = cabecalhos['${signatureHeader}'];
  const momento = cabecalhos['${timestampHeader}'];
  if (typeof assinatura !== 'string' || !/^[0-9a-f]{64}$/.test(assinatura)) return false;
  if (typeof momento !== 'string' || !/^[0-9]{1,12}$/.test(momento)) return false;
  // Fora da tolerância, a entrega é recusada: uma requisição capturada não pode ser repetida depois.
  if (Math.abs(agoraMs / 1000 - Number(momento)) > TOLERANCIA_SEGUNDOS) return false;
  const esperada = createHmac('sha256', SEGREDO).update(\`\${momento}.\`).update(corpoBruto).digest();
  // Comparação em tempo constante: o tempo de resposta não revela quantos bytes conferem.
  return timingSafeEqual(Buffer.from(assinatura, 'hex'), esperada);
}
`;

/** Only the verification, as a module: what "Limites e convenções" shows. */
export const WEBHOOK_VERIFY_SNIPPET: Snippet = {
  title: 'verificar-entrega.mjs',
  language: 'js',
  code: `import { createHmac, timingSafeEqual } from 'node:crypto';

${verifyFunction}`,
};

/** A whole receiver: verification, storage keyed by the event's refId, immediate 2xx. */
export const WEBHOOK_RECEIVER_SNIPPET: Snippet = {
  title: 'receptor.mjs',
  language: 'js',
  code: `import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';

${verifyFunction}
async function guardarEvento(evento) {
  // Grave o evento numa tabela ou fila, com o refId como chave única;
  // um processo separado lê a fila e atualiza o financeiro.
}

createServer((requisicao, resposta) => {
  if (requisicao.method !== 'POST' || requisicao.url !== '/webhooks/cobrancas') {
    resposta.writeHead(404).end();
    return;
  }
  const partes = [];
  requisicao.on('data', (parte) => partes.push(parte));
  requisicao.on('end', async () => {
    const corpoBruto = Buffer.concat(partes);
    if (!entregaAutentica(corpoBruto, requisicao.headers)) {
      resposta.writeHead(401).end();
      return;
    }
    let evento;
    try {
      evento = JSON.parse(corpoBruto.toString('utf8'));
    } catch {
      resposta.writeHead(400).end();
      return;
    }
    try {
      await guardarEvento(evento);
      resposta.writeHead(204).end();
    } catch {
      // Sem status 2xx, a plataforma tenta de novo mais tarde.
      resposta.writeHead(503).end();
    }
  });
}).listen(Number(process.env.PORTA ?? 8080));
`,
};

export const SNIPPETS = {
  cliente: CLIENT_SNIPPET,
  paginacao: PAGING_SNIPPET,
  datas: DATES_SNIPPET,
  'limite-resposta': RATE_LIMIT_RESPONSE,
  'webhook-verificacao': WEBHOOK_VERIFY_SNIPPET,
  'webhook-receptor': WEBHOOK_RECEIVER_SNIPPET,
} as const;

export type SnippetName = keyof typeof SNIPPETS;
