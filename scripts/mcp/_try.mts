import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {serveBuild} from '../../tests/support/static-site';
const site = await serveBuild();
const transport = new StdioClientTransport({
  command: 'node',
  args: ['build/downloads/portal-mcp.mjs', '--site', site.url],
  stderr: 'inherit',
});
const client = new Client({name: 't', version: '1'});
await client.connect(transport);
console.log((await client.listTools()).tools.map((t) => t.name));
const call = async (name: string, args: Record<string, unknown>) => {
  const r = await client.callTool({name, arguments: args});
  console.log(`--- ${name} ${JSON.stringify(args).slice(0, 80)} isError=${String(r.isError)}`);
  console.log(String((r.content as {text: string}[])[0]?.text).slice(0, 1200));
};
await call('buscar', {consulta: 'autenticacao token'});
await call('buscar', {consulta: 'boleto emissao', secao: 'referencia', limite: 3});
await call('ler_pagina', {pagina: '/docs/boletos/emissao'});
await call('ler_pagina', {pagina: '/docs/nao-existe'});
await call('descrever', {nome: 'billings'});
await call('descrever', {nome: 'Billing'});
await call('descrever', {nome: 'Bilingg'});
await call('validar_operacao', {operacao: '{ billings { items { id hasAnyManualPayment inventado } } }'});
await call('mudancas_do_schema', {de: '2024-07-01', ate: '2024-07-20'});
await call('buscar', {consulta: 1});
await call('buscar', {});
await client.close();
await site.close();
