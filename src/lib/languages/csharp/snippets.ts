/**
 * The cross-cutting snippets in C# for .NET 10's `dotnet run File.cs`, standard library only
 * (HttpClient, HttpListener, System.Security.Cryptography, System.Text.Json.Nodes). Checked and
 * run with Mono like the request examples (src/lib/languages/csharp/index.ts), so the code keeps to what
 * both accept. The paging method and the signature check are excerpts of the client and receiver.
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
  indent,
  NOT_AUTHENTICATED_CODE,
  RATE_LIMIT_MAX_WAITS,
  RECEIVER_ENV,
  RECEIVER_PATH,
  REF_ID_PATTERN,
  TOKEN_MUTATION,
  type LanguageSnippets,
} from '../../platform-snippets/common';

/** .NET's `$` also matches before a final line break: `\z` is the end of the text. */
const dotnetPattern = (pattern: string): string => pattern.replace(/\$$/, '\\z');

const PAGING = `// O maior take que a API aceita.
const int TAKE_MAXIMO = ${TAKE_MAX};
const string PaginaDeBoletos = "${BILLINGS_PAGE_QUERY}";

public static async Task<List<JsonNode>> TodosOsBoletosAsync(JsonObject where = null)
{
    var boletos = new List<JsonNode>();
    for (var skip = 0; ; skip += TAKE_MAXIMO)
    {
        var variables = new JsonObject
        {
            ["skip"] = skip,
            ["take"] = TAKE_MAXIMO,
            // Uma cópia: um JsonNode pertence a um único objeto.
            ["where"] = where == null ? null : JsonNode.Parse(where.ToJsonString()),
        };
        var resultado = await ChamarApiAsync(PaginaDeBoletos, variables);
        ErroSeHouver(resultado);
        var pagina = resultado["data"]["billings"];
        boletos.AddRange((JsonArray)pagina["items"]);
        if (!pagina["pageInfo"]["hasNextPage"].GetValue<bool>()) return boletos;
    }
}`;

const CLIENT = `// .NET 10 ou mais novo: dotnet run ClienteApi.cs
using System;
using System.Collections.Generic;
using System.Linq;
using System.Net.Http;
using System.Net.Http.Headers;
using System.Text;
using System.Text.Json.Nodes;
using System.Threading;
using System.Threading.Tasks;

public static class ClienteApi
{
    // Endereço do ambiente (sandbox ou produção) e credenciais do usuário de integração.
    static readonly string ApiUrl = Environment.GetEnvironmentVariable("${CLIENT_ENV.url}");
    static readonly string Email = Environment.GetEnvironmentVariable("${CLIENT_ENV.email}");
    static readonly string Senha = Environment.GetEnvironmentVariable("${CLIENT_ENV.password}");
    // Peça um novo token quando faltar menos do que isto para o fim da validade.
    const int MARGEM_RENOVACAO_SEGUNDOS = ${TOKEN_RENEWAL_MARGIN_SECONDS};
    // Quantas vezes esperar e repetir uma chamada recusada pelo limite de requisições.
    const int ESPERAS_MAXIMAS = ${RATE_LIMIT_MAX_WAITS};
    // Acima do tempo limite da API: a resposta de tempo esgotado dela chega antes de o cliente desistir.
    const int TEMPO_LIMITE_SEGUNDOS = ${CLIENT_TIMEOUT_SECONDS};
    const string ObterToken = "${TOKEN_MUTATION}";

    static readonly HttpClient Http = new HttpClient { Timeout = TimeSpan.FromSeconds(TEMPO_LIMITE_SEGUNDOS) };
    // Uma renovação por vez: chamadas simultâneas esperam a mesma.
    static readonly SemaphoreSlim Renovacao = new SemaphoreSlim(1, 1);
    static string accessToken;
    static DateTimeOffset expiraEm;

    static async Task<JsonNode> PostarAsync(string query, string variablesJson, string token)
    {
        var corpo = new JsonObject { ["query"] = query, ["variables"] = JsonNode.Parse(variablesJson) }.ToJsonString();
        for (var esperas = 0; ; esperas++)
        {
            var requisicao = new HttpRequestMessage(HttpMethod.Post, ApiUrl)
            {
                Content = new StringContent(corpo, Encoding.UTF8, "application/json"),
            };
            if (token != null) requisicao.Headers.Authorization = new AuthenticationHeaderValue("Bearer", token);
            var resposta = await Http.SendAsync(requisicao);
            if ((int)resposta.StatusCode == ${RATE_LIMIT_HTTP_STATUS} && esperas < ESPERAS_MAXIMAS)
            {
                // ${RATE_LIMIT_RETRY_HEADER} diz quantos segundos esperar antes de repetir.
                await Task.Delay(resposta.Headers.RetryAfter?.Delta ?? TimeSpan.FromSeconds(1));
                continue;
            }
            if (!resposta.IsSuccessStatusCode) throw new HttpRequestException($"HTTP {(int)resposta.StatusCode}");
            return JsonNode.Parse(await resposta.Content.ReadAsStringAsync());
        }
    }

    static void ErroSeHouver(JsonNode resultado)
    {
        var erros = resultado["errors"] as JsonArray;
        if (erros != null && erros.Count > 0) throw new InvalidOperationException(erros.First()["message"].GetValue<string>());
    }

    static async Task<string> TokenAsync()
    {
        await Renovacao.WaitAsync();
        try
        {
            if (accessToken == null || expiraEm - DateTimeOffset.UtcNow <= TimeSpan.FromSeconds(MARGEM_RENOVACAO_SEGUNDOS))
            {
                var dados = new JsonObject { ["data"] = new JsonObject { ["email"] = Email, ["password"] = Senha } };
                var resultado = await PostarAsync(ObterToken, dados.ToJsonString(), null);
                ErroSeHouver(resultado);
                var token = resultado["data"]["token"];
                accessToken = token["accessToken"].GetValue<string>();
                // A validade (expiresIn, em segundos) contada no relógio desta máquina, a partir da resposta.
                expiraEm = DateTimeOffset.UtcNow.AddSeconds(token["expiresIn"].GetValue<int>());
            }
            return accessToken;
        }
        finally
        {
            Renovacao.Release();
        }
    }

    // Toda chamada à API passa por aqui.
    public static async Task<JsonNode> ChamarApiAsync(string query, JsonObject variables)
    {
        var variablesJson = variables.ToJsonString();
        var resultado = await PostarAsync(query, variablesJson, await TokenAsync());
        var erros = resultado["errors"] as JsonArray;
        if (erros == null || !erros.Any(erro => erro["extensions"]?["code"]?.GetValue<string>() == "${NOT_AUTHENTICATED_CODE}"))
        {
            return resultado;
        }
        // Token recusado antes do prazo (senha trocada, conta bloqueada): um novo token, uma única repetição.
        await Renovacao.WaitAsync();
        accessToken = null;
        Renovacao.Release();
        return await PostarAsync(query, variablesJson, await TokenAsync());
    }

${indent(PAGING, 4)}

    public static int Main() => MainAsync().GetAwaiter().GetResult();

    static async Task<int> MainAsync()
    {
        // Exemplo: os ids de todos os boletos da escola do token.
        var boletos = await TodosOsBoletosAsync();
        Console.WriteLine("[" + string.Join(",", boletos.Select(boleto => boleto["id"].ToJsonString())) + "]");
        return 0;
    }
}
`;

const VERIFY = `// O mesmo segredo enviado em authValue no cadastro do webhook.
static readonly string Segredo = Environment.GetEnvironmentVariable("${RECEIVER_ENV.secret}");
// Diferença máxima aceita entre o envio (${WEBHOOK_TIMESTAMP_HEADER}) e o recebimento, em segundos.
const long TOLERANCIA_SEGUNDOS = ${WEBHOOK_TIMESTAMP_TOLERANCE_SECONDS};

// corpoBruto: os bytes recebidos, antes de qualquer conversão; assinatura e momento: os valores de
// ${WEBHOOK_SIGNATURE_HEADER} e ${WEBHOOK_TIMESTAMP_HEADER} (null quando ausentes); agora: segundos desde 1970.
public static bool EntregaAutentica(byte[] corpoBruto, string assinatura, string momento, long agora)
{
    if (assinatura == null || !Regex.IsMatch(assinatura, @"^[0-9a-f]{64}\\z")) return false;
    if (momento == null || !Regex.IsMatch(momento, @"^[0-9]{1,12}\\z")) return false;
    // Fora da tolerância, a entrega é recusada: uma requisição capturada não pode ser repetida depois.
    if (Math.Abs(agora - long.Parse(momento, CultureInfo.InvariantCulture)) > TOLERANCIA_SEGUNDOS) return false;
    using (var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(Segredo)))
    {
        var conteudo = Encoding.ASCII.GetBytes(momento + ".").Concat(corpoBruto).ToArray();
        var esperada = BitConverter.ToString(hmac.ComputeHash(conteudo)).Replace("-", "").ToLowerInvariant();
        // Comparação em tempo constante: o tempo de resposta não revela quantos bytes conferem.
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(esperada), Encoding.ASCII.GetBytes(assinatura));
    }
}`;

const RECEIVER = `// .NET 10 ou mais novo: dotnet run Receptor.cs
using System;
using System.Globalization;
using System.IO;
using System.Linq;
using System.Net;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json.Nodes;
using System.Text.RegularExpressions;

public static class Receptor
{
${indent(VERIFY, 4)}

    // A pasta em que cada evento vira um arquivo; um processo separado a lê e atualiza o financeiro.
    static readonly string PastaEventos = Environment.GetEnvironmentVariable("${RECEIVER_ENV.folder}");
    // O refId é um UUID: conferido antes de virar nome de arquivo.
    static readonly Regex RefId = new Regex(@"${dotnetPattern(REF_ID_PATTERN)}");

    // Guarda o evento uma única vez: o refId é o nome do arquivo, e CreateNew falha se ele já existe.
    static void GuardarEvento(string refId, byte[] corpoBruto)
    {
        var caminho = Path.Combine(PastaEventos, refId + ".json");
        try
        {
            using (var arquivo = new FileStream(caminho, FileMode.CreateNew))
            {
                arquivo.Write(corpoBruto, 0, corpoBruto.Length);
            }
        }
        catch (IOException) when (File.Exists(caminho))
        {
            // Uma repetição do mesmo evento (nova tentativa ou reenvio): já guardado, nada a fazer.
        }
    }

    static int Atender(HttpListenerRequest requisicao)
    {
        if (requisicao.HttpMethod != "POST" || requisicao.Url.AbsolutePath != "${RECEIVER_PATH}") return 404;
        byte[] corpoBruto;
        using (var memoria = new MemoryStream())
        {
            requisicao.InputStream.CopyTo(memoria);
            corpoBruto = memoria.ToArray();
        }
        var assinatura = requisicao.Headers["${WEBHOOK_SIGNATURE_HEADER}"];
        var momento = requisicao.Headers["${WEBHOOK_TIMESTAMP_HEADER}"];
        if (!EntregaAutentica(corpoBruto, assinatura, momento, DateTimeOffset.UtcNow.ToUnixTimeSeconds())) return 401;
        string refId;
        try
        {
            refId = JsonNode.Parse(Encoding.UTF8.GetString(corpoBruto))["refId"]?.GetValue<string>();
        }
        catch (Exception)
        {
            // JSON inválido, um corpo que não é objeto ou um refId que não é texto.
            return 400;
        }
        if (refId == null || !RefId.IsMatch(refId)) return 400;
        try
        {
            GuardarEvento(refId, corpoBruto);
            return 204;
        }
        catch (IOException)
        {
            // Sem status 2xx, a plataforma tenta de novo mais tarde.
            return 503;
        }
    }

    public static void Main()
    {
        var servidor = new HttpListener();
        servidor.Prefixes.Add($"http://+:{Environment.GetEnvironmentVariable("${RECEIVER_ENV.port}") ?? "8080"}/");
        servidor.Start();
        while (true)
        {
            var contexto = servidor.GetContext();
            contexto.Response.StatusCode = Atender(contexto.Request);
            contexto.Response.Close();
        }
    }
}
`;

export const csharpSnippets: LanguageSnippets = {
  cliente: {title: 'ClienteApi.cs', code: CLIENT},
  paginacao: {title: 'trecho de ClienteApi.cs', code: PAGING, partOf: 'cliente'},
  'webhook-verificacao': {title: 'trecho de Receptor.cs', code: VERIFY, partOf: 'webhook-receptor'},
  'webhook-receptor': {title: 'Receptor.cs', code: RECEIVER},
};
