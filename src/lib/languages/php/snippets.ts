/**
 * The cross-cutting snippets in PHP 7.3+ with the curl extension. The client is one script (the
 * paging function shown under "Paginação" is part of it); the receiver runs under a web server,
 * here PHP's built-in one.
 */
import {
  CLIENT_TIMEOUT_SECONDS,
  RATE_LIMIT_HTTP_STATUS,
  RATE_LIMIT_RETRY_HEADER,
  TAKE_MAX,
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
  type LanguageSnippets,
} from '../../platform-snippets/common';

/** $_SERVER key of a request header under PHP's web servers: HTTP_ and the name in capitals. */
const serverKey = (header: string): string => `HTTP_${header.toUpperCase().replace(/-/g, '_')}`;

const PAGING = `// O maior take que a API aceita.
const TAKE_MAXIMO = ${TAKE_MAX};
const PAGINA_DE_BOLETOS = '${BILLINGS_PAGE_QUERY}';

function todosOsBoletos(?array $where = null): array
{
    $boletos = [];
    for ($skip = 0; ; $skip += TAKE_MAXIMO) {
        $resultado = chamarApi(PAGINA_DE_BOLETOS, ['skip' => $skip, 'take' => TAKE_MAXIMO, 'where' => $where]);
        if (!empty($resultado['errors'])) {
            throw new RuntimeException($resultado['errors'][0]['message']);
        }
        $pagina = $resultado['data']['billings'];
        array_push($boletos, ...$pagina['items']);
        if (!$pagina['pageInfo']['hasNextPage']) {
            return $boletos;
        }
    }
}
`;

const CLIENT = `<?php
// PHP 7.3 ou mais novo, com a extensão curl: php cliente-api.php

// Peça um novo token quando faltar menos do que isto para o fim da validade.
const MARGEM_RENOVACAO_SEGUNDOS = ${TOKEN_RENEWAL_MARGIN_SECONDS};
// Quantas vezes esperar e repetir uma chamada recusada pelo limite de requisições.
const ESPERAS_MAXIMAS = ${RATE_LIMIT_MAX_WAITS};
// Acima do tempo limite da API: a resposta de tempo esgotado dela chega antes de o cliente desistir.
const TEMPO_LIMITE_SEGUNDOS = ${CLIENT_TIMEOUT_SECONDS};
const OBTER_TOKEN = '${TOKEN_MUTATION}';

// O token e a sua expiração (segundos desde 1970). Um processo PHP atende uma requisição por vez:
// num servidor com vários processos, guarde o token num cache compartilhado (APCu, Redis).
$tokenAtual = null;

function postar(string $query, array $variables, ?string $accessToken = null): array
{
    $cabecalhos = ['Content-Type: application/json'];
    if ($accessToken !== null) {
        $cabecalhos[] = 'Authorization: Bearer ' . $accessToken;
    }
    for ($esperas = 0; ; $esperas++) {
        $espera = null;
        // Endereço do ambiente (sandbox ou produção).
        $curl = curl_init(getenv('${CLIENT_ENV.url}'));
        curl_setopt_array($curl, [
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => TEMPO_LIMITE_SEGUNDOS,
            CURLOPT_HTTPHEADER => $cabecalhos,
            CURLOPT_POSTFIELDS => json_encode(['query' => $query, 'variables' => (object) $variables], JSON_THROW_ON_ERROR),
            CURLOPT_HEADERFUNCTION => function ($curl, $linha) use (&$espera) {
                // ${RATE_LIMIT_RETRY_HEADER} diz quantos segundos esperar antes de repetir.
                if (stripos($linha, '${RATE_LIMIT_RETRY_HEADER}:') === 0) {
                    $espera = (int) trim(substr($linha, strlen('${RATE_LIMIT_RETRY_HEADER}:')));
                }
                return strlen($linha);
            },
        ]);
        $resposta = curl_exec($curl);
        if ($resposta === false) {
            throw new RuntimeException('Falha na conexão: ' . curl_error($curl));
        }
        $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
        if ($status === ${RATE_LIMIT_HTTP_STATUS} && $esperas < ESPERAS_MAXIMAS) {
            sleep($espera ?? 1);
            continue;
        }
        if ($status < 200 || $status >= 300) {
            throw new RuntimeException("HTTP $status");
        }
        return json_decode($resposta, true, 512, JSON_THROW_ON_ERROR);
    }
}

function novoToken(): array
{
    // Credenciais do usuário de integração.
    $dados = ['email' => getenv('${CLIENT_ENV.email}'), 'password' => getenv('${CLIENT_ENV.password}')];
    $resultado = postar(OBTER_TOKEN, ['data' => $dados]);
    if (!empty($resultado['errors'])) {
        throw new RuntimeException($resultado['errors'][0]['message']);
    }
    $token = $resultado['data']['token'];
    // A validade (expiresIn, em segundos) contada no relógio desta máquina, a partir da resposta.
    return ['accessToken' => $token['accessToken'], 'expiraEm' => time() + $token['expiresIn']];
}

function token(): string
{
    global $tokenAtual;
    if ($tokenAtual === null || $tokenAtual['expiraEm'] - time() <= MARGEM_RENOVACAO_SEGUNDOS) {
        $tokenAtual = novoToken();
    }
    return $tokenAtual['accessToken'];
}

// Toda chamada à API passa por aqui.
function chamarApi(string $query, array $variables = []): array
{
    global $tokenAtual;
    $resultado = postar($query, $variables, token());
    $codigos = array_map(function ($erro) {
        return $erro['extensions']['code'] ?? null;
    }, $resultado['errors'] ?? []);
    if (!in_array('${NOT_AUTHENTICATED_CODE}', $codigos, true)) {
        return $resultado;
    }
    // Token recusado antes do prazo (senha trocada, conta bloqueada): um novo token, uma única repetição.
    $tokenAtual = null;
    return postar($query, $variables, token());
}

${PAGING}
// Exemplo: os ids de todos os boletos da escola do token.
echo json_encode(array_column(todosOsBoletos(), 'id')), PHP_EOL;
`;

const VERIFY = `// Diferença máxima aceita entre o envio (${WEBHOOK_TIMESTAMP_HEADER}) e o recebimento, em segundos.
const TOLERANCIA_SEGUNDOS = ${WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS};

// $corpoBruto: os bytes recebidos, antes de qualquer conversão; $assinatura e $momento: os valores
// de ${WEBHOOK_SIGNATURE_HEADER} e ${WEBHOOK_TIMESTAMP_HEADER} (null quando ausentes).
function entregaAutentica(string $corpoBruto, ?string $assinatura, ?string $momento, ?int $agora = null): bool
{
    if ($assinatura === null || !preg_match('/^[0-9a-f]{64}$/D', $assinatura)) {
        return false;
    }
    if ($momento === null || !preg_match('/^[0-9]{1,12}$/D', $momento)) {
        return false;
    }
    // Fora da tolerância, a entrega é recusada: uma requisição capturada não pode ser repetida depois.
    if (abs(($agora ?? time()) - (int) $momento) > TOLERANCIA_SEGUNDOS) {
        return false;
    }
    // O segredo enviado em authValue no cadastro do webhook.
    $esperada = hash_hmac('sha256', $momento . '.' . $corpoBruto, getenv('${RECEIVER_ENV.secret}'));
    // Comparação em tempo constante: o tempo de resposta não revela quantos bytes conferem.
    return hash_equals($esperada, $assinatura);
}
`;

const RECEIVER = `<?php
// PHP 7.3 ou mais novo, atrás do seu servidor web; para testar: php -S 0.0.0.0:8080 receptor.php
${VERIFY}
// A pasta em que cada evento vira um arquivo; um processo separado a lê e atualiza o financeiro.
define('PASTA_EVENTOS', getenv('${RECEIVER_ENV.folder}'));
// O refId é um UUID: conferido antes de virar nome de arquivo.
const REF_ID = '/${REF_ID_PATTERN}/D';

// Guarda o evento uma única vez: o refId é o nome do arquivo, e o modo 'x' falha se ele já existe.
function guardarEvento(array $evento, string $corpoBruto): void
{
    $caminho = PASTA_EVENTOS . '/' . $evento['refId'] . '.json';
    $arquivo = @fopen($caminho, 'x');
    if ($arquivo === false) {
        // Uma repetição do mesmo evento (nova tentativa ou reenvio): já guardado, nada a fazer.
        if (file_exists($caminho)) {
            return;
        }
        throw new RuntimeException("Não foi possível criar $caminho");
    }
    fwrite($arquivo, $corpoBruto);
    fclose($arquivo);
}

if ($_SERVER['REQUEST_METHOD'] !== 'POST' || parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) !== '${RECEIVER_PATH}') {
    http_response_code(404);
    exit;
}
$corpoBruto = file_get_contents('php://input');
if (!entregaAutentica($corpoBruto, $_SERVER['${serverKey(WEBHOOK_SIGNATURE_HEADER)}'] ?? null, $_SERVER['${serverKey(WEBHOOK_TIMESTAMP_HEADER)}'] ?? null)) {
    http_response_code(401);
    exit;
}
$evento = json_decode($corpoBruto, true);
if (!is_array($evento) || !is_string($evento['refId'] ?? null) || !preg_match(REF_ID, $evento['refId'])) {
    http_response_code(400);
    exit;
}
try {
    guardarEvento($evento, $corpoBruto);
    http_response_code(204);
} catch (RuntimeException $erro) {
    // Sem status 2xx, a plataforma tenta de novo mais tarde.
    http_response_code(503);
}
`;

export const phpSnippets: LanguageSnippets = {
  cliente: {title: 'cliente-api.php', code: CLIENT},
  paginacao: {title: 'trecho de cliente-api.php', code: PAGING, partOf: 'cliente'},
  'webhook-verificacao': {title: 'trecho de receptor.php', code: VERIFY, partOf: 'webhook-receptor'},
  'webhook-receptor': {
    title: 'receptor.php',
    code: RECEIVER,
    serve: (file, port) => ['php', '-S', `127.0.0.1:${String(port)}`, file],
  },
};
