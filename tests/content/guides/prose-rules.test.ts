/**
 * The guides and release notes state the platform's behaviour decisively and quote its facts:
 * no hedge ("provavelmente", "costuma"...), no sentence about the schema as a document ("o schema
 * não tem..."), no platform fact retyped instead of quoted with :fato[key], and every fact of
 * src/data/platform-facts.ts quoted by some page.
 */
import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {PLATFORM_FACTS} from '../../../src/data/platform-facts';
import {resolveFactDirectives} from '../../../src/remark/platform-facts';
import {proseFiles, readableText, relative} from '../../support/markdown-text';
import {
  FACT_MARKER,
  HEDGES,
  RETYPED,
  SCHEMA_AS_DOCUMENT,
  findings as findingsIn,
  retypedFacts,
} from '../../support/prose-rules';

const files = proseFiles();

/**
 * The page's readable text, line for line: each :fato[key] resolved as the build resolves it,
 * or replaced by FACT_MARKER (fact texts have no line breaks, so line numbers stay the source's);
 * `:linguagens[]` always becomes its sentence.
 */
function visibleText(source: string, file: string, facts: 'resolve' | 'mark'): string {
  return readableText(
    facts === 'resolve'
      ? resolveFactDirectives(source, relative(file))
      : resolveFactDirectives(source.replace(/:fato\[[^\]]*\]/g, FACT_MARKER), relative(file)),
  );
}

/** Every match of a pattern in the page's visible text, as "file:line: «match»". */
const findings = (file: string, text: string, pattern: RegExp): string[] => findingsIn(relative(file), text, pattern);

const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const cases = files.map((file) => [relative(file), file] as const);

describe('texto decidido, sem rodeios', () => {
  it.each(cases)('%s não usa palavras de incerteza sobre a plataforma', (_name, file) => {
    const text = visibleText(sources.get(file) ?? '', file, 'resolve');
    expect(findings(file, text, HEDGES)).toEqual([]);
  });

  it.each(cases)('%s descreve o comportamento da API, não o schema como documento', (_name, file) => {
    const text = visibleText(sources.get(file) ?? '', file, 'resolve');
    expect(findings(file, text, SCHEMA_AS_DOCUMENT)).toEqual([]);
  });
});

describe('fatos da plataforma citados, nunca redigitados', () => {
  it.each(cases)('%s cita os fatos com :fato[chave]', (_name, file) => {
    const text = visibleText(sources.get(file) ?? '', file, 'mark');
    const retyped = retypedFacts(relative(file), text).map(
      ({place, keys}) => `${place} → use ${keys.map((key) => `:fato[${key}]`).join(' ou ')}`,
    );
    expect(retyped).toEqual([]);
  });

  it('o detector reconhece um fato redigitado e deixa passar o fato citado e outros valores', () => {
    const keysIn = (text: string): string[] =>
      RETYPED.filter(([pattern]) => findings('x.md', text, pattern).length > 0).map(([, key]) => key);
    expect(keysIn('O token vale por uma hora.')).toContain('token.validade');
    expect(keysIn('Responda em até 10\nsegundos.')).toContain('webhook.tempoResposta');
    expect(keysIn('Sem take, vêm 10 registros por padrão.')).toContain('paginacao.takePadrao');
    expect(keysIn('PNG ou JPEG de até 1 MB.')).toContain('arquivos.logotipoMaximo');
    expect(keysIn('Tentamos de novo 6 horas depois.')).toContain('webhook.intervalos');
    expect(keysIn(`O token vale por ${FACT_MARKER}.`)).toEqual([]);
    expect(keysIn('A cópia chegou dois minutos e meio depois.')).toEqual([]);
  });

  it('toda chave citada existe (a mesma troca do build)', () => {
    for (const file of files) expect(() => visibleText(sources.get(file) ?? '', file, 'resolve')).not.toThrow();
  });

  it('todo fato do módulo é citado por alguma página', () => {
    const cited = new Set(
      [...sources.values()].flatMap((source) => [...source.matchAll(/:fato\[([^\]]*)\]/g)].map((m) => m[1])),
    );
    expect(Object.keys(PLATFORM_FACTS).filter((key) => !cited.has(key))).toEqual([]);
  });

  it('o marcador de fato não aparece no texto de nenhuma página', () => {
    for (const source of sources.values()) expect(source).not.toContain(FACT_MARKER);
  });
});
