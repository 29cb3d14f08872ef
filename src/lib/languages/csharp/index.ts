/**
 * C# for .NET 10's `dotnet run file.cs`, with System.Text.Json.Nodes. Checked and run with Mono
 * (mcs, mono), which lacks System.Text.Json: the compile-time stand-in
 * tests/support/fixtures/SystemTextJsonShim.cs fills in the few types the snippets use.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import {defineLanguage, ENDPOINT_VARIABLE, entries, isObject, TOKEN_VARIABLE, type ToolchainContext} from '../common';
import {csharpSnippets} from './snippets';

/** C#: System.Text.Json.Nodes initializers (JsonObject, JsonArray), four-space indentation. */
export function csharpLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) return `${value}m`;
    return Math.abs(value) > 2_147_483_647 ? `${value}L` : String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return 'new JsonArray()';
    return `new JsonArray(\n${value.map((item) => `${pad}${csharpLiteral(item, level + 1)}`).join(',\n')})`;
  }
  if (isObject(value)) {
    const pairs = entries(value);
    if (pairs.length === 0) return 'new JsonObject()';
    const lines = pairs.map(([key, item]) => `${pad}[${JSON.stringify(key)}] = ${csharpLiteral(item, level + 1)},`);
    return `new JsonObject\n${end}{\n${lines.join('\n')}\n${end}}`;
  }
  // A JSON string is also a regular C# string literal (JSON.stringify never writes `\/`).
  return JSON.stringify(value);
}

/** Mono's compiler with the libraries the snippets use and the System.Text.Json stand-in. */
const mcs = (context: ToolchainContext, args: readonly string[]): [string, ...string[]] => [
  'mcs',
  '-r:System.Net.Http.dll',
  '-r:System.Json.dll',
  ...args,
  context.fixture('SystemTextJsonShim.cs'),
];

export const csharp = defineLanguage({
  value: 'csharp',
  snippets: csharpSnippets,
  label: 'C#',
  prism: 'csharp',
  prismComponent: 'csharp',
  fileName: ({operationName}) => `${operationName}.cs`,
  render: ({query, variables, operationName, fieldName, authenticated = true}) =>
    [
      `// .NET 10 ou mais novo: dotnet run ${operationName}.cs`,
      'using System;',
      'using System.Net.Http;',
      'using System.Text;',
      'using System.Text.Json;',
      'using System.Text.Json.Nodes;',
      'using System.Threading.Tasks;',
      '',
      `public static class ${operationName}`,
      '{',
      '    const string Query = @"',
      // A verbatim string: only the double quote is special, and it is written twice.
      query.replace(/"/g, '""'),
      '";',
      '',
      '    public static int Main() => RunAsync().GetAwaiter().GetResult();',
      '',
      '    static async Task<int> RunAsync()',
      '    {',
      `        var variables = ${csharpLiteral(variables, 2)};`,
      '        var body = new JsonObject',
      '        {',
      '            ["query"] = Query,',
      '            ["variables"] = variables,',
      `            ["operationName"] = "${operationName}",`,
      '        };',
      `        var http = new HttpClient { Timeout = TimeSpan.FromSeconds(${CLIENT_TIMEOUT_SECONDS}) };`,
      `        var request = new HttpRequestMessage(HttpMethod.Post, Environment.GetEnvironmentVariable("${ENDPOINT_VARIABLE}"))`,
      '        {',
      '            Content = new StringContent(body.ToJsonString(), Encoding.UTF8, "application/json"),',
      '        };',
      ...(authenticated
        ? [
            '        request.Headers.Authorization = new System.Net.Http.Headers.AuthenticationHeaderValue(',
            `            "Bearer", Environment.GetEnvironmentVariable("${TOKEN_VARIABLE}"));`,
          ]
        : []),
      '        var response = await http.SendAsync(request);',
      '        var answer = await response.Content.ReadAsStringAsync();',
      '        if (!response.IsSuccessStatusCode)',
      '        {',
      '            Console.Error.WriteLine($"HTTP {(int)response.StatusCode}: {answer}");',
      '            return 1;',
      '        }',
      '',
      '        // Erros de GraphQL chegam com status 200, no array errors.',
      '        var result = JsonNode.Parse(answer);',
      '        var errors = result["errors"] as JsonArray;',
      '        if (errors != null && errors.Count > 0)',
      '        {',
      '            foreach (var error in errors) Console.Error.WriteLine(error["message"].GetValue<string>());',
      '            return 1;',
      '        }',
      `        Console.WriteLine(result["data"]["${fieldName}"]?.ToJsonString(new JsonSerializerOptions { WriteIndented = true }));`,
      '        return 0;',
      '    }',
      '}',
    ].join('\n'),
  check: {
    per: 'batch',
    command: (files, context) => [
      ...mcs(context, ['-target:library', '-warnaserror+', `-out:${context.out}/trechos.dll`]),
      ...files,
    ],
  },
  run: (file, context) => {
    const program = file.replace(/\.cs$/, '.exe');
    return [
      [...mcs(context, [`-out:${program}`]), file],
      ['mono', program],
    ];
  },
  debian: [
    {name: 'mono-mcs', command: 'mcs'},
    {name: 'mono-runtime', command: 'mono'},
    {name: 'libmono-system-net-http4.0-cil'},
    {name: 'libmono-system-json4.0-cil'},
  ],
});
