/** What the MCP server reads from a portal (scripts/mcp/portal.ts), over a fake fetch. */
import {describe, expect, it} from 'vitest';

import {Portal, PortalError, parseLlmsFull, parseLlmsTxt} from '../../../../scripts/mcp/portal';
import {PortalSearch} from '../../../../scripts/mcp/search';

const LLMS = [
  '# Portal',
  '',
  '> Resumo.',
  '',
  '## Tutorial',
  '',
  '- [Teste de autenticação](https://prod.example/docs/autenticacao.md): Como obter o token de acesso.',
  '- [Emitir boletos](https://prod.example/docs/boletos/emissao.md)',
  '',
  '## Referência da API',
  '',
  '- [Billing](https://prod.example/api/types/objects/billing.md): Boleto bancário.',
  '',
].join('\n');
const FULL = [
  'Tutorial: https://prod.example/docs/autenticacao\n\n# Teste de autenticação\n\nTroque as credenciais pelo token.\n',
  'Tutorial: https://prod.example/docs/boletos/emissao\n\n# Emitir boletos\n\nA mutation addBilling emite um boleto avulso.\n',
].join('\n---\n\n');

function fakeFetch(files: Record<string, string>): {fetch: typeof fetch; calls: string[]} {
  const calls: string[] = [];
  const fetchImpl: typeof fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    calls.push(url.pathname);
    const body = files[url.pathname];
    return Promise.resolve(body === undefined ? new Response('não', {status: 404}) : new Response(body));
  };
  return {fetch: fetchImpl, calls};
}

describe('leitura do portal', () => {
  it('lê as entradas do llms.txt com a seção de cada uma', () => {
    expect(parseLlmsTxt(LLMS)).toEqual([
      {
        section: 'Tutorial',
        title: 'Teste de autenticação',
        url: 'https://prod.example/docs/autenticacao.md',
        description: 'Como obter o token de acesso.',
      },
      {
        section: 'Tutorial',
        title: 'Emitir boletos',
        url: 'https://prod.example/docs/boletos/emissao.md',
        description: '',
      },
      {
        section: 'Referência da API',
        title: 'Billing',
        url: 'https://prod.example/api/types/objects/billing.md',
        description: 'Boleto bancário.',
      },
    ]);
    expect([...parseLlmsFull(FULL).keys()]).toEqual([
      'https://prod.example/docs/autenticacao',
      'https://prod.example/docs/boletos/emissao',
    ]);
  });

  it('dá os endereços no portal lido, não no endereço público gravado nos arquivos', async () => {
    const {fetch} = fakeFetch({'/llms.txt': LLMS});
    const portal = new Portal('http://127.0.0.1:3000/', fetch);
    expect((await portal.index()).map((entry) => entry.url)[0]).toBe('http://127.0.0.1:3000/docs/autenticacao.md');
  });

  it('leva rota, versão .md ou endereço do portal à versão em Markdown, e recusa outro site', () => {
    const portal = new Portal('https://portal.example');
    expect(portal.twinRouteOf('/docs/boletos/emissao')).toBe('/docs/boletos/emissao.md');
    expect(portal.twinRouteOf('https://portal.example/api/')).toBe('/api/index.md');
    expect(portal.twinRouteOf('/api/types/objects/billing.md')).toBe('/api/types/objects/billing.md');
    expect(() => portal.twinRouteOf('https://outro.example/docs/x')).toThrow(PortalError);
  });

  it('guarda cada arquivo lido, mas tenta de novo depois de uma falha', async () => {
    const files: Record<string, string> = {};
    const {fetch, calls} = fakeFetch(files);
    const portal = new Portal('https://portal.example', fetch);
    await expect(portal.text('/llms.txt')).rejects.toThrow('O portal não tem https://portal.example/llms.txt (404).');
    files['/llms.txt'] = LLMS;
    await portal.text('/llms.txt');
    await portal.text('/llms.txt');
    expect(calls).toEqual(['/llms.txt', '/llms.txt']);
  });
});

describe('busca', () => {
  const portal = new Portal('https://portal.example');
  const entries = parseLlmsTxt(LLMS).map((entry) => ({...entry, url: portal.onThisPortal(entry.url)}));
  const bodies = new Map([...parseLlmsFull(FULL)].map(([address, text]) => [portal.onThisPortal(address), text]));
  const search = new PortalSearch(entries, bodies);

  it('acha com ou sem acentos, no título, na descrição e no texto', () => {
    const titles = (query: string): string[] => search.search(query, {limit: 5}).map((hit) => hit.entry.title);
    expect(titles('autenticacao')).toEqual(titles('autenticação'));
    expect(titles('autenticacao')[0]).toBe('Teste de autenticação');
    expect(titles('avulso')).toEqual(['Emitir boletos']);
    expect(titles('boleto bancario')[0]).toBe('Billing');
  });

  it('limita à seção pedida e traz um trecho do texto', () => {
    const hits = search.search('boleto', {section: 'referencia', limit: 5});
    expect(hits.map((hit) => hit.entry.section)).toEqual(['Referência da API']);
    expect(search.search('avulso', {limit: 1})[0]?.excerpt).toContain('emite um boleto avulso');
  });

  it('a sintaxe de consulta do lunr não quebra a busca', () => {
    expect(() => search.search('boleto:* ~+-^', {limit: 5})).not.toThrow();
    expect(search.search('!!!', {limit: 5})).toEqual([]);
  });
});
