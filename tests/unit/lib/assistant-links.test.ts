import {describe, expect, it} from 'vitest';

import {ASSISTANTS, absoluteTwinUrl, assistantById, assistantHref} from '../../../src/lib/assistant-links';

const SITE_URL = 'https://portal.example.com.br';

/** The prompt an assistant link carries, read back the way the assistant reads it. */
const promptOf = (href: string): string => new URL(href).searchParams.get('q') ?? '';

describe('links "Abrir no ChatGPT" e "Abrir no Claude"', () => {
  it('abrem uma conversa nova de cada assistente', () => {
    const chatgpt = new URL(assistantHref(assistantById('chatgpt'), SITE_URL, '/docs/boletos/emissao'));
    const claude = new URL(assistantHref(assistantById('claude'), SITE_URL, '/docs/boletos/emissao'));
    expect(`${chatgpt.origin}${chatgpt.pathname}`).toBe('https://chatgpt.com/');
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    expect(ASSISTANTS.map((assistant) => assistant.label)).toEqual(['Abrir no ChatGPT', 'Abrir no Claude']);
  });

  it('o pedido, em português, aponta para o endereço absoluto da versão em Markdown', () => {
    for (const assistant of ASSISTANTS) {
      const prompt = promptOf(assistantHref(assistant, SITE_URL, '/docs/boletos/emissao'));
      expect(prompt).toContain('https://portal.example.com.br/docs/boletos/emissao.md');
      expect(prompt).toMatch(/^Leia a página/);
      expect(prompt).toContain('português');
    }
  });

  it('a visão geral da API aponta para index.md, com ou sem barra no fim do endereço do site', () => {
    expect(absoluteTwinUrl(SITE_URL, '/api/')).toBe('https://portal.example.com.br/api/index.md');
    expect(absoluteTwinUrl(`${SITE_URL}/`, '/api/')).toBe('https://portal.example.com.br/api/index.md');
  });

  it('o pedido sobrevive intacto a caracteres especiais na rota', () => {
    const href = assistantHref(assistantById('chatgpt'), SITE_URL, '/docs/a&b c');
    expect(href).not.toMatch(/\s/);
    expect(promptOf(href)).toContain('https://portal.example.com.br/docs/a&b%20c.md');
  });
});
