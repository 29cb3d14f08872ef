/**
 * The webhook events' OpenAPI document states the delivery and signature rules in its own
 * descriptions (they become the events' pages). They must say what src/data/platform-facts.ts says:
 * each rule in the fact's own words, and no duration that is not a fact's.
 */
import {readFileSync} from 'node:fs';

import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';

import {PLATFORM_FACTS, type FactKey} from '../../../src/data/platform-facts';
import {WEBHOOKS_SPEC} from '../../../src/data/webhook-events';
import {repoPath} from '../../support/paths';

const doc = load(readFileSync(repoPath(WEBHOOKS_SPEC), 'utf8'));

/** Every description and summary of the document, whitespace collapsed (examples are data, not prose). */
function prose(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return key === 'description' || key === 'summary' ? [node.replace(/\s+/g, ' ')] : [];
  if (Array.isArray(node)) return node.flatMap((item) => prose(item));
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([childKey, child]) => (childKey === 'examples' ? [] : prose(child, childKey)));
  }
  return [];
}

const text = prose(doc).join('\n');

const STATED: readonly FactKey[] = [
  'webhook.sucesso',
  'webhook.novasTentativas',
  'webhook.intervalos',
  'webhook.cabecalhoAssinatura',
  'webhook.cabecalhoTimestamp',
  'webhook.algoritmo',
  'webhook.conteudoAssinado',
  'webhook.codificacao',
  'webhook.formatoTimestamp',
  'webhook.toleranciaTimestamp',
  'webhook.ordem',
  'webhook.chaveHmac',
  'webhook.configuracaoDaTentativa',
];

describe('regras de entrega no documento dos eventos', () => {
  it.each(STATED)('diz %s com as palavras do módulo de fatos', (key) => {
    expect(text).toContain(PLATFORM_FACTS[key].text);
  });

  it('toda duração citada é a de um fato', () => {
    const durations = new Set(
      Object.values(PLATFORM_FACTS).flatMap((fact) =>
        [...fact.text.matchAll(/\d+ (?:segundos?|minutos?|horas?)/g)].map((m) => m[0]),
      ),
    );
    const stray = [...text.matchAll(/\d+ (?:segundos?|minutos?|horas?)/g)]
      .map((m) => m[0])
      .filter((d) => !durations.has(d));
    expect(stray).toEqual([]);
  });

  it('fala de uma só codificação da assinatura', () => {
    expect(text).not.toMatch(/hexadecimal ou Base64|Base64 ou hexadecimal/);
  });

  it('nomeia a mutation de cadastro que existe', () => {
    expect(text).not.toContain('addWebHookV2');
    expect(text).toContain('`addWebHook`');
  });
});
