/**
 * The cross-cutting snippets in Python 3.8+, standard library only (urllib, http.server, hmac).
 * The client is one program: the paging function shown under "Paginação" is part of it.
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

const PAGING = `# O maior take que a API aceita.
TAKE_MAXIMO = ${TAKE_MAX}
PAGINA_DE_BOLETOS = "${BILLINGS_PAGE_QUERY}"


def todos_os_boletos(where=None):
    boletos = []
    skip = 0
    while True:
        resultado = chamar_api(PAGINA_DE_BOLETOS, {"skip": skip, "take": TAKE_MAXIMO, "where": where})
        if resultado.get("errors"):
            raise RuntimeError(resultado["errors"][0]["message"])
        pagina = resultado["data"]["billings"]
        boletos.extend(pagina["items"])
        if not pagina["pageInfo"]["hasNextPage"]:
            return boletos
        skip += TAKE_MAXIMO
`;

const CLIENT = `# Python 3.8 ou mais novo: python3 cliente_api.py
import json
import os
import threading
import time
import urllib.error
import urllib.request

# Endereço do ambiente (sandbox ou produção) e credenciais do usuário de integração.
API_URL = os.environ["${CLIENT_ENV.url}"]
EMAIL = os.environ["${CLIENT_ENV.email}"]
SENHA = os.environ["${CLIENT_ENV.password}"]
# Peça um novo token quando faltar menos do que isto para o fim da validade.
MARGEM_RENOVACAO_SEGUNDOS = ${TOKEN_RENEWAL_MARGIN_SECONDS}
# Quantas vezes esperar e repetir uma chamada recusada pelo limite de requisições.
ESPERAS_MAXIMAS = ${RATE_LIMIT_MAX_WAITS}
# Acima do tempo limite da API: a resposta de tempo esgotado dela chega antes de o cliente desistir.
TEMPO_LIMITE_SEGUNDOS = ${CLIENT_TIMEOUT_SECONDS}
OBTER_TOKEN = "${TOKEN_MUTATION}"

_token_atual = None  # (accessToken, expiração em segundos desde 1970)
_renovacao = threading.Lock()  # uma renovação por vez, compartilhada pelas threads


def _postar(query, variables, access_token=None):
    corpo = json.dumps({"query": query, "variables": variables}).encode("utf-8")
    cabecalhos = {"Content-Type": "application/json"}
    if access_token:
        cabecalhos["Authorization"] = "Bearer " + access_token
    esperas = 0
    while True:
        requisicao = urllib.request.Request(API_URL, data=corpo, method="POST", headers=cabecalhos)
        try:
            with urllib.request.urlopen(requisicao, timeout=TEMPO_LIMITE_SEGUNDOS) as resposta:
                return json.load(resposta)
        except urllib.error.HTTPError as erro:
            if erro.code != ${RATE_LIMIT_HTTP_STATUS} or esperas >= ESPERAS_MAXIMAS:
                raise
            # ${RATE_LIMIT_RETRY_HEADER} diz quantos segundos esperar antes de repetir.
            time.sleep(int(erro.headers["${RATE_LIMIT_RETRY_HEADER}"]))
            esperas += 1


def _novo_token():
    resultado = _postar(OBTER_TOKEN, {"data": {"email": EMAIL, "password": SENHA}})
    if resultado.get("errors"):
        raise RuntimeError(resultado["errors"][0]["message"])
    token = resultado["data"]["token"]
    # A validade (expiresIn, em segundos) contada no relógio desta máquina, a partir da resposta.
    return token["accessToken"], time.time() + token["expiresIn"]


def _token():
    global _token_atual
    with _renovacao:
        if _token_atual is None or _token_atual[1] - time.time() <= MARGEM_RENOVACAO_SEGUNDOS:
            _token_atual = _novo_token()
        return _token_atual[0]


# Toda chamada à API passa por aqui.
def chamar_api(query, variables=None):
    global _token_atual
    resultado = _postar(query, variables or {}, _token())
    erros = resultado.get("errors") or []
    if not any((erro.get("extensions") or {}).get("code") == "${NOT_AUTHENTICATED_CODE}" for erro in erros):
        return resultado
    # Token recusado antes do prazo (senha trocada, conta bloqueada): um novo token, uma única repetição.
    with _renovacao:
        _token_atual = None
    return _postar(query, variables or {}, _token())


${PAGING}

if __name__ == "__main__":
    # Exemplo: os ids de todos os boletos da escola do token.
    print(json.dumps([boleto["id"] for boleto in todos_os_boletos()]))
`;

const VERIFY = `import hashlib
import hmac
import os
import re
import time

# O mesmo segredo enviado em authValue no cadastro do webhook.
SEGREDO = os.environ["${RECEIVER_ENV.secret}"]
# Diferença máxima aceita entre o envio (${WEBHOOK_TIMESTAMP_HEADER}) e o recebimento, em segundos.
TOLERANCIA_SEGUNDOS = ${WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS}


# corpo_bruto: os bytes recebidos, antes de qualquer conversão; assinatura e momento: os valores de
# ${WEBHOOK_SIGNATURE_HEADER} e ${WEBHOOK_TIMESTAMP_HEADER} (None quando ausentes).
def entrega_autentica(corpo_bruto, assinatura, momento, agora=None):
    if assinatura is None or not re.fullmatch(r"[0-9a-f]{64}", assinatura):
        return False
    if momento is None or not re.fullmatch(r"[0-9]{1,12}", momento):
        return False
    # Fora da tolerância, a entrega é recusada: uma requisição capturada não pode ser repetida depois.
    if abs((time.time() if agora is None else agora) - int(momento)) > TOLERANCIA_SEGUNDOS:
        return False
    conteudo = momento.encode("ascii") + b"." + corpo_bruto
    esperada = hmac.new(SEGREDO.encode("utf-8"), conteudo, hashlib.sha256).hexdigest()
    # Comparação em tempo constante: o tempo de resposta não revela quantos bytes conferem.
    return hmac.compare_digest(assinatura, esperada)
`;

const RECEIVER = `# Python 3.8 ou mais novo: python3 receptor.py
import json
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
${VERIFY}

# A pasta em que cada evento vira um arquivo; um processo separado a lê e atualiza o financeiro.
PASTA_EVENTOS = os.environ["${RECEIVER_ENV.folder}"]
# O refId é um UUID: conferido antes de virar nome de arquivo.
REF_ID = re.compile(r"${REF_ID_PATTERN}")


# Guarda o evento uma única vez: o refId é o nome do arquivo, e o modo "xb" falha se ele já existe.
def guardar_evento(evento, corpo_bruto):
    try:
        with open(os.path.join(PASTA_EVENTOS, evento["refId"] + ".json"), "xb") as arquivo:
            arquivo.write(corpo_bruto)
    except FileExistsError:
        # Uma repetição do mesmo evento (nova tentativa ou reenvio): já guardado, nada a fazer.
        pass


class Receptor(BaseHTTPRequestHandler):
    def do_POST(self):
        if self.path != "${RECEIVER_PATH}":
            return self.responder(404)
        corpo_bruto = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        if not entrega_autentica(
            corpo_bruto, self.headers.get("${WEBHOOK_SIGNATURE_HEADER}"), self.headers.get("${WEBHOOK_TIMESTAMP_HEADER}")
        ):
            return self.responder(401)
        try:
            evento = json.loads(corpo_bruto)
        except ValueError:
            return self.responder(400)
        if not isinstance(evento, dict) or not REF_ID.fullmatch(str(evento.get("refId"))):
            return self.responder(400)
        try:
            guardar_evento(evento, corpo_bruto)
        except OSError:
            # Sem status 2xx, a plataforma tenta de novo mais tarde.
            return self.responder(503)
        self.responder(204)

    def do_GET(self):
        self.responder(404)

    def responder(self, status):
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()


ThreadingHTTPServer(("", int(os.environ.get("${RECEIVER_ENV.port}", "8080"))), Receptor).serve_forever()
`;

export const pythonSnippets: LanguageSnippets = {
  cliente: {title: 'cliente_api.py', code: CLIENT},
  paginacao: {title: 'trecho de cliente_api.py', code: PAGING, partOf: 'cliente'},
  'webhook-verificacao': {title: 'trecho de receptor.py', code: VERIFY, partOf: 'webhook-receptor'},
  'webhook-receptor': {title: 'receptor.py', code: RECEIVER},
};
