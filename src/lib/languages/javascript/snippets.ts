/**
 * The cross-cutting snippets in JavaScript (Node.js 20+, .mjs modules, Portuguese names like every
 * example of the guides), generated from the platform facts so that a constant in the code (the
 * renewal margin, the maximum `take`, the signature header, the timestamp tolerance...) can never
 * differ from the text around it. Also the date helpers, shown in JavaScript only.
 */
import {
  CLIENT_TIMEOUT_SECONDS,
  DATE_ONLY_FORMAT,
  RATE_LIMIT_HTTP_STATUS,
  RATE_LIMIT_RETRY_HEADER,
  TAKE_MAX,
  TODAY_TIME_ZONE,
  TOKEN_RENEWAL_MARGIN_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS,
} from '../../../data/platform-facts';
import {
  BILLINGS_PAGE_QUERY,
  CLIENT_ENV,
  NOT_AUTHENTICATED_CODE,
  RATE_LIMIT_MAX_WAITS,
  RECEIVER_ENV,
  RECEIVER_PATH,
  REF_ID_PATTERN,
  TOKEN_MUTATION,
  type LanguageSnippet,
  type LanguageSnippets,
} from '../../platform-snippets/common';

/** API client: token cached and renewed before it expires, waits when the rate limit is hit. */
const CLIENT_SNIPPET: LanguageSnippet = {
  title: 'cliente-api.mjs',
  code: `// Endereço do ambiente (sandbox ou produção) e credenciais do usuário de integração.
const API_URL = process.env.${CLIENT_ENV.url};
const EMAIL = process.env.${CLIENT_ENV.email};
const SENHA = process.env.${CLIENT_ENV.password};
// Peça um novo token quando faltar menos do que isto para o fim da validade.
const MARGEM_RENOVACAO_MS = ${TOKEN_RENEWAL_MARGIN_SECONDS} * 1000;
// Quantas vezes esperar e repetir uma chamada recusada pelo limite de requisições.
const ESPERAS_MAXIMAS = ${RATE_LIMIT_MAX_WAITS};
// Acima do tempo limite da API: a resposta de tempo esgotado dela chega antes de o cliente desistir.
const TEMPO_LIMITE_SEGUNDOS = ${CLIENT_TIMEOUT_SECONDS};

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
      signal: AbortSignal.timeout(TEMPO_LIMITE_SEGUNDOS * 1000),
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
    '${TOKEN_MUTATION}',
    { data: { email: EMAIL, password: SENHA } },
  );
  if (errors) throw new Error(errors[0].message);
  // A validade (expiresIn, em segundos) contada no relógio desta máquina, a partir da resposta.
  return { accessToken: data.token.accessToken, expiraEm: Date.now() + data.token.expiresIn * 1000 };
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
  const semToken = resultado.errors?.some((erro) => erro.extensions?.code === '${NOT_AUTHENTICATED_CODE}');
  if (!semToken) return resultado;
  // Token recusado antes do prazo (senha trocada, conta bloqueada): um novo token, uma única repetição.
  tokenAtual = null;
  return postar(query, variables, await token());
}
`,
};

/** Reading every page of a list with skip/take, after the client above. */
const PAGING_SNIPPET: LanguageSnippet = {
  title: 'todos-os-boletos.mjs',
  code: `import { chamarApi } from './cliente-api.mjs';

// O maior take que a API aceita.
const TAKE_MAXIMO = ${TAKE_MAX};

export async function todosOsBoletos(where) {
  const boletos = [];
  for (let skip = 0; ; skip += TAKE_MAXIMO) {
    const { data, errors } = await chamarApi(
      '${BILLINGS_PAGE_QUERY}',
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
export const DATES_SNIPPET = {
  title: 'datas.mjs',
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

const signatureHeader = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
const timestampHeader = WEBHOOK_TIMESTAMP_HEADER.toLowerCase();

/** The check of one delivery's signature and timestamp (shared by both webhook snippets). */
const verifyFunction = `// O mesmo segredo enviado em authValue no cadastro do webhook.
const SEGREDO = process.env.${RECEIVER_ENV.secret};
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
const WEBHOOK_VERIFY_SNIPPET: LanguageSnippet = {
  title: 'verificar-entrega.mjs',
  code: `import { createHmac, timingSafeEqual } from 'node:crypto';

${verifyFunction}`,
};

/** A whole receiver: verification, each event stored once under its refId, immediate 2xx. */
const WEBHOOK_RECEIVER_SNIPPET: LanguageSnippet = {
  title: 'receptor.mjs',
  code: `import { createServer } from 'node:http';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

${verifyFunction}
// A pasta em que cada evento vira um arquivo; um processo separado a lê e atualiza o financeiro.
const PASTA_EVENTOS = process.env.${RECEIVER_ENV.folder};
// O refId é um UUID: conferido antes de virar nome de arquivo.
const REF_ID = /${REF_ID_PATTERN}/;

// Guarda o evento uma única vez: o refId é o nome do arquivo, e a flag 'wx' falha se ele já existe.
async function guardarEvento(evento, corpoBruto) {
  try {
    await writeFile(join(PASTA_EVENTOS, \`\${evento.refId}.json\`), corpoBruto, { flag: 'wx' });
  } catch (erro) {
    // Uma repetição do mesmo evento (nova tentativa ou reenvio): já guardado, nada a fazer.
    if (erro.code !== 'EEXIST') throw erro;
  }
}

createServer((requisicao, resposta) => {
  if (requisicao.method !== 'POST' || requisicao.url !== '${RECEIVER_PATH}') {
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
    if (typeof evento?.refId !== 'string' || !REF_ID.test(evento.refId)) {
      resposta.writeHead(400).end();
      return;
    }
    try {
      await guardarEvento(evento, corpoBruto);
      resposta.writeHead(204).end();
    } catch {
      // Sem status 2xx, a plataforma tenta de novo mais tarde.
      resposta.writeHead(503).end();
    }
  });
}).listen(Number(process.env.${RECEIVER_ENV.port} ?? 8080));
`,
};

export const javascriptSnippets: LanguageSnippets = {
  cliente: CLIENT_SNIPPET,
  paginacao: PAGING_SNIPPET,
  'webhook-verificacao': WEBHOOK_VERIFY_SNIPPET,
  'webhook-receptor': WEBHOOK_RECEIVER_SNIPPET,
};
