/**
 * The guides and release notes state the platform's behaviour decisively and quote its facts:
 * no hedge ("provavelmente", "costuma"...), no sentence about the schema as a document ("o schema
 * não tem..."), no platform fact retyped instead of quoted with :fato[key], and every fact of
 * src/data/platform-facts.ts quoted by some page.
 */
import {readFileSync} from 'node:fs';

import {describe, expect, it} from 'vitest';

import {PLATFORM_FACTS, type FactKey} from '../../../src/data/platform-facts';
import {resolveFactDirectives} from '../../../src/remark/platform-facts';
import {factsOfKind} from '../../support/fact-mentions';
import {lineAt, proseFiles, readableText, relative} from '../../support/markdown-text';

const files = proseFiles();

/** What stands for a quoted fact when a test must tell a quoted fact from a retyped one. */
const FACT_MARKER = '⟨fato⟩';

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
function findings(file: string, text: string, pattern: RegExp, note = ''): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    found.push(`${relative(file)}:${lineAt(text, match.index)}: «${match[0]}»${note}`);
  }
  return found;
}

// Letters on both sides (\b does not know accented letters); a space matches any run of white
// space, since Markdown wraps a sentence anywhere.
const word = (alternatives: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.replaceAll(' ', '\\s+')})(?![\\p{L}\\d])`, 'giu');

const HEDGES = word(
  'provavelmente|costuma|costumam|em geral|pode ser que|talvez|normalmente|geralmente|não tem efeito útil',
);
const SCHEMA_AS_DOCUMENT = word(
  'o schema não|o schema só|conforme a descrição|segundo a descrição|a descrição da operação',
);

// ---------------------------------------------------------------------------------------------
// Retyped facts: a fact's value written in the text instead of :fato[key].

const NUMBER_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ['um', 'uma'],
  2: ['dois', 'duas'],
  5: ['cinco'],
  6: ['seis'],
  10: ['dez'],
  15: ['quinze'],
  24: ['vinte e quatro'],
  30: ['trinta'],
};
const UNIT_SECONDS: readonly (readonly [number, string])[] = [
  [3600, 'horas?'],
  [60, 'minutos?'],
  [1, 'segundos?'],
];

/**
 * "1 hora", "uma hora", "60 minutos", "3.600 segundos"...: every way of writing a duration; not
 * when it goes on ("dois minutos e meio" is another duration).
 */
function durationPattern(seconds: number): string {
  return UNIT_SECONDS.filter(([size]) => seconds % size === 0)
    .map(([size, unit]) => {
      const count = seconds / size;
      const numbers = [
        String(count),
        String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
        ...(NUMBER_WORDS[count] ?? []),
      ];
      return `(?:${[...new Set(numbers)].join('|')}) ${unit}(?!\\s+e\\s+(?:mei[oa]|\\d))`;
    })
    .join('|');
}

/** Facts whose value is a duration in seconds, found however a page writes that duration. */
const DURATION_FACTS = factsOfKind('duration');

const value = (key: FactKey): number => PLATFORM_FACTS[key].value as number;

/** Patterns of a retyped fact, with the key the text should quote instead. */
const RETYPED: readonly (readonly [RegExp, string])[] = [
  ...DURATION_FACTS.map((key) => [word(durationPattern(value(key))), key] as const),
  ...factsOfKind('durations').flatMap((key) =>
    (PLATFORM_FACTS[key].value as readonly number[]).map((seconds) => [word(durationPattern(seconds)), key] as const),
  ),
  ...factsOfKind('size').map((key) => [word(`${value(key)} ?(?:MB|megabytes?)`), key] as const),
  [
    word(
      `${value('token.validadeSegundos')}|${String(value('token.validadeSegundos')).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`,
    ),
    'token.validadeSegundos',
  ],
  [
    word(
      `padrão[^.\\n\\d]{0,25}${value('paginacao.takePadrao')}|${value('paginacao.takePadrao')} (?:itens |registros )?por padrão|até ${value('paginacao.takePadrao')} (?:itens|registros)`,
    ),
    'paginacao.takePadrao',
  ],
  [
    word(
      `\`?take\`?[^.\\n]{0,40}${value('paginacao.takeMaximo')}|${value('paginacao.takeMaximo')} (?:itens|registros)`,
    ),
    'paginacao.takeMaximo',
  ],
  [word(`${value('limite.requisicoes')} requisições`), 'limite.requisicoes'],
  [
    word(
      `(?:${value('webhook.novasTentativas')}|${(NUMBER_WORDS[value('webhook.novasTentativas')] ?? []).join('|')}) novas tentativas`,
    ),
    'webhook.novasTentativas',
  ],
  [
    word(
      `(?:${value('webhook.tentativas')}|${(NUMBER_WORDS[value('webhook.tentativas')] ?? []).join('|')}) tentativas`,
    ),
    'webhook.tentativas',
  ],
  [word('10\\.?000 caracteres'), 'webhook.corpoRespostaGuardado'],
  [
    word(
      `(?:${value('decimal.casasReais')}|${(NUMBER_WORDS[value('decimal.casasReais')] ?? []).join('|')}) casas decimais`,
    ),
    'decimal.casasReais',
  ],
  [word('hexadecimal'), 'webhook.codificacao'],
  [word('America/Sao_Paulo|horário de Brasília'), 'datas.fusoHoje'],
];

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
    // One finding per place, with every fact the words could be (the same "1 hora" is two facts).
    const keysByPlace = new Map<string, string[]>();
    for (const [pattern, key] of RETYPED) {
      for (const place of findings(file, text, pattern))
        keysByPlace.set(place, [...(keysByPlace.get(place) ?? []), key]);
    }
    const retyped = [...keysByPlace].map(
      ([place, keys]) => `${place} → use ${[...new Set(keys)].map((key) => `:fato[${key}]`).join(' ou ')}`,
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
