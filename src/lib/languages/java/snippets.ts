/**
 * The cross-cutting snippets in Java 17+ as single-file programs (`java File.java`), standard
 * library only: java.net.http, com.sun.net.httpserver, javax.crypto, and the small JSON reader and
 * writer of the request examples. The paging method and the signature check are excerpts of the
 * client and of the receiver.
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
import {JAVA_JSON_CLASS} from './json-class';
import {
  BILLINGS_PAGE_QUERY,
  CLIENT_ENV,
  indent,
  NOT_AUTHENTICATED_CODE,
  RATE_LIMIT_MAX_WAITS,
  RECEIVER_ENV,
  RECEIVER_PATH,
  REF_ID_PATTERN,
  TOKEN_MUTATION,
  type LanguageSnippets,
} from '../../platform-snippets/common';

const PAGING = `// O maior take que a API aceita.
static final int TAKE_MAXIMO = ${TAKE_MAX};
static final String PAGINA_DE_BOLETOS = "${BILLINGS_PAGE_QUERY}";

static List<Object> todosOsBoletos(Map<String, Object> where) throws Exception {
    List<Object> boletos = new ArrayList<>();
    for (int skip = 0; ; skip += TAKE_MAXIMO) {
        Map<String, Object> variables = new LinkedHashMap<>();
        variables.put("skip", skip);
        variables.put("take", TAKE_MAXIMO);
        variables.put("where", where);
        Map<?, ?> resultado = chamarApi(PAGINA_DE_BOLETOS, variables);
        erroSeHouver(resultado);
        Map<?, ?> pagina = (Map<?, ?>) ((Map<?, ?>) resultado.get("data")).get("billings");
        boletos.addAll((List<?>) pagina.get("items"));
        if (!Boolean.TRUE.equals(((Map<?, ?>) pagina.get("pageInfo")).get("hasNextPage"))) return boletos;
    }
}`;

const CLIENT = `// Java 17 ou mais novo: java ClienteApi.java
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

public class ClienteApi {
    // Endereço do ambiente (sandbox ou produção) e credenciais do usuário de integração.
    static final String API_URL = System.getenv("${CLIENT_ENV.url}");
    static final String EMAIL = System.getenv("${CLIENT_ENV.email}");
    static final String SENHA = System.getenv("${CLIENT_ENV.password}");
    // Peça um novo token quando faltar menos do que isto para o fim da validade.
    static final Duration MARGEM_RENOVACAO = Duration.ofSeconds(${TOKEN_RENEWAL_MARGIN_SECONDS});
    // Quantas vezes esperar e repetir uma chamada recusada pelo limite de requisições.
    static final int ESPERAS_MAXIMAS = ${RATE_LIMIT_MAX_WAITS};
    // Acima do tempo limite da API: a resposta de tempo esgotado dela chega antes de o cliente desistir.
    static final int TEMPO_LIMITE_SEGUNDOS = ${CLIENT_TIMEOUT_SECONDS};
    static final String OBTER_TOKEN = "${TOKEN_MUTATION}";

    static final HttpClient HTTP = HttpClient.newHttpClient();
    // O token e a sua expiração; token() é synchronized: uma renovação por vez, compartilhada pelas threads.
    private static String accessToken;
    private static Instant expiraEm;

    static Map<?, ?> postar(String query, Map<String, Object> variables, String token) throws Exception {
        Map<String, Object> corpo = new LinkedHashMap<>();
        corpo.put("query", query);
        corpo.put("variables", variables);
        for (int esperas = 0; ; esperas++) {
            HttpRequest.Builder requisicao = HttpRequest.newBuilder(URI.create(API_URL))
                .timeout(Duration.ofSeconds(TEMPO_LIMITE_SEGUNDOS))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(Json.write(corpo)));
            if (token != null) requisicao.header("Authorization", "Bearer " + token);
            HttpResponse<String> resposta = HTTP.send(requisicao.build(), HttpResponse.BodyHandlers.ofString());
            if (resposta.statusCode() == ${RATE_LIMIT_HTTP_STATUS} && esperas < ESPERAS_MAXIMAS) {
                // ${RATE_LIMIT_RETRY_HEADER} diz quantos segundos esperar antes de repetir.
                long segundos = Long.parseLong(resposta.headers().firstValue("${RATE_LIMIT_RETRY_HEADER}").orElse("1"));
                Thread.sleep(segundos * 1000);
                continue;
            }
            if (resposta.statusCode() / 100 != 2) throw new IllegalStateException("HTTP " + resposta.statusCode());
            return (Map<?, ?>) Json.parse(resposta.body());
        }
    }

    static void erroSeHouver(Map<?, ?> resultado) {
        if (resultado.get("errors") instanceof List<?> erros && !erros.isEmpty()) {
            throw new IllegalStateException(String.valueOf(((Map<?, ?>) erros.get(0)).get("message")));
        }
    }

    static synchronized String token() throws Exception {
        if (accessToken == null || Duration.between(Instant.now(), expiraEm).compareTo(MARGEM_RENOVACAO) <= 0) {
            Map<String, Object> dados = new LinkedHashMap<>();
            dados.put("email", EMAIL);
            dados.put("password", SENHA);
            Map<?, ?> resultado = postar(OBTER_TOKEN, Map.<String, Object>of("data", dados), null);
            erroSeHouver(resultado);
            Map<?, ?> token = (Map<?, ?>) ((Map<?, ?>) resultado.get("data")).get("token");
            accessToken = (String) token.get("accessToken");
            // A validade (expiresIn, em segundos) contada no relógio desta máquina, a partir da resposta.
            expiraEm = Instant.now().plusSeconds(((Number) token.get("expiresIn")).longValue());
        }
        return accessToken;
    }

    static synchronized void esquecerToken() {
        accessToken = null;
    }

    // Toda chamada à API passa por aqui.
    static Map<?, ?> chamarApi(String query, Map<String, Object> variables) throws Exception {
        Map<?, ?> resultado = postar(query, variables, token());
        boolean semToken = resultado.get("errors") instanceof List<?> erros && erros.stream().anyMatch(erro ->
            ((Map<?, ?>) erro).get("extensions") instanceof Map<?, ?> extensoes
                && "${NOT_AUTHENTICATED_CODE}".equals(extensoes.get("code")));
        if (!semToken) return resultado;
        // Token recusado antes do prazo (senha trocada, conta bloqueada): um novo token, uma única repetição.
        esquecerToken();
        return postar(query, variables, token());
    }

${indent(PAGING, 4)}

    public static void main(String[] args) throws Exception {
        // Exemplo: os ids de todos os boletos da escola do token.
        List<Object> ids = new ArrayList<>();
        for (Object boleto : todosOsBoletos(null)) ids.add(((Map<?, ?>) boleto).get("id"));
        System.out.println(Json.write(ids));
    }
${JAVA_JSON_CLASS}
}
`;

const VERIFY = `// O mesmo segredo enviado em authValue no cadastro do webhook.
static final String SEGREDO = System.getenv("${RECEIVER_ENV.secret}");
// Diferença máxima aceita entre o envio (${WEBHOOK_TIMESTAMP_HEADER}) e o recebimento, em segundos.
static final long TOLERANCIA_SEGUNDOS = ${WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS};
static final Pattern ASSINATURA = Pattern.compile("[0-9a-f]{64}");
static final Pattern MOMENTO = Pattern.compile("[0-9]{1,12}");

// corpoBruto: os bytes recebidos, antes de qualquer conversão; assinatura e momento: os valores de
// ${WEBHOOK_SIGNATURE_HEADER} e ${WEBHOOK_TIMESTAMP_HEADER} (null quando ausentes); agora: segundos desde 1970.
static boolean entregaAutentica(byte[] corpoBruto, String assinatura, String momento, long agora)
        throws GeneralSecurityException {
    if (assinatura == null || !ASSINATURA.matcher(assinatura).matches()) return false;
    if (momento == null || !MOMENTO.matcher(momento).matches()) return false;
    // Fora da tolerância, a entrega é recusada: uma requisição capturada não pode ser repetida depois.
    if (Math.abs(agora - Long.parseLong(momento)) > TOLERANCIA_SEGUNDOS) return false;
    Mac hmac = Mac.getInstance("HmacSHA256");
    hmac.init(new SecretKeySpec(SEGREDO.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    hmac.update((momento + ".").getBytes(StandardCharsets.US_ASCII));
    byte[] esperada = hmac.doFinal(corpoBruto);
    // Comparação em tempo constante: o tempo de resposta não revela quantos bytes conferem.
    return MessageDigest.isEqual(HexFormat.of().parseHex(assinatura), esperada);
}`;

const RECEIVER = `// Java 17 ou mais novo: java Receptor.java
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class Receptor {
${indent(VERIFY, 4)}

    // A pasta em que cada evento vira um arquivo; um processo separado a lê e atualiza o financeiro.
    static final Path PASTA_EVENTOS = Path.of(System.getenv("${RECEIVER_ENV.folder}"));
    // O refId é um UUID: conferido antes de virar nome de arquivo.
    static final Pattern REF_ID = Pattern.compile("${REF_ID_PATTERN}");

    // Guarda o evento uma única vez: o refId é o nome do arquivo, e CREATE_NEW falha se ele já existe.
    static void guardarEvento(String refId, byte[] corpoBruto) throws IOException {
        try {
            Files.write(PASTA_EVENTOS.resolve(refId + ".json"), corpoBruto, StandardOpenOption.CREATE_NEW);
        } catch (FileAlreadyExistsException repeticao) {
            // Uma repetição do mesmo evento (nova tentativa ou reenvio): já guardado, nada a fazer.
        }
    }

    static int atender(HttpExchange troca) throws IOException, GeneralSecurityException {
        if (!troca.getRequestMethod().equals("POST") || !troca.getRequestURI().getPath().equals("${RECEIVER_PATH}")) {
            return 404;
        }
        byte[] corpoBruto = troca.getRequestBody().readAllBytes();
        String assinatura = troca.getRequestHeaders().getFirst("${WEBHOOK_SIGNATURE_HEADER}");
        String momento = troca.getRequestHeaders().getFirst("${WEBHOOK_TIMESTAMP_HEADER}");
        if (!entregaAutentica(corpoBruto, assinatura, momento, Instant.now().getEpochSecond())) return 401;
        Object evento;
        try {
            evento = Json.parse(new String(corpoBruto, StandardCharsets.UTF_8));
        } catch (RuntimeException invalido) {
            return 400;
        }
        if (!(evento instanceof Map<?, ?> campos) || !(campos.get("refId") instanceof String refId)
                || !REF_ID.matcher(refId).matches()) {
            return 400;
        }
        try {
            guardarEvento(refId, corpoBruto);
            return 204;
        } catch (IOException falha) {
            // Sem status 2xx, a plataforma tenta de novo mais tarde.
            return 503;
        }
    }

    public static void main(String[] args) throws IOException {
        String porta = System.getenv("${RECEIVER_ENV.port}");
        HttpServer servidor = HttpServer.create(new InetSocketAddress(porta == null ? 8080 : Integer.parseInt(porta)), 0);
        servidor.createContext("/", troca -> {
            int status;
            try {
                status = atender(troca);
            } catch (GeneralSecurityException semHmac) {
                status = 500;
            }
            troca.sendResponseHeaders(status, -1);
            troca.close();
        });
        servidor.start();
    }
${JAVA_JSON_CLASS}
}
`;

export const javaSnippets: LanguageSnippets = {
  cliente: {title: 'ClienteApi.java', code: CLIENT},
  paginacao: {title: 'trecho de ClienteApi.java', code: PAGING, partOf: 'cliente'},
  'webhook-verificacao': {title: 'trecho de Receptor.java', code: VERIFY, partOf: 'webhook-receptor'},
  'webhook-receptor': {title: 'Receptor.java', code: RECEIVER},
};
