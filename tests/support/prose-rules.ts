/**
 * The rules every published text follows, one list for the guides, the release notes, the schema
 * descriptions and the webhook document: no hedge, no sentence about the schema as a document, no
 * platform fact retyped instead of quoted, and the glossary's terms (src/data/glossary.ts).
 */
import {PLATFORM_FACTS, type FactKey} from '../../src/data/platform-facts';
import {GLOSSARY, avoidedWords} from '../../src/data/glossary';
import {factsOfKind} from './fact-mentions';
import {lineAt} from './markdown-text';

/** What stands for a quoted fact when a test must tell a quoted fact from a retyped one. */
export const FACT_MARKER = '⟨fato⟩';

/** Every match of a pattern in a text, as "name:line: «match»". */
export function findings(name: string, text: string, pattern: RegExp, note = ''): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    found.push(`${name}:${lineAt(text, match.index)}: «${match[0]}»${note}`);
  }
  return found;
}

// Letters on both sides (\b does not know accented letters); a space matches any run of white
// space, since Markdown wraps a sentence anywhere.
const word = (alternatives: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\d])(?:${alternatives.replaceAll(' ', '\\s+')})(?![\\p{L}\\d])`, 'giu');

export const HEDGES = word(
  'provavelmente|costuma|costumam|em geral|pode ser que|talvez|normalmente|geralmente|não tem efeito útil',
);
export const SCHEMA_AS_DOCUMENT = word(
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

const value = (key: FactKey): number => PLATFORM_FACTS[key].value as number;

/** Patterns of a retyped fact, with the key the text should quote instead. */
export const RETYPED: readonly (readonly [RegExp, FactKey])[] = [
  ...factsOfKind('duration').map((key) => [word(durationPattern(value(key))), key] as const),
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

/**
 * Each place a fact is retyped, with the words found and every fact they could be (the same
 * "1 hora" is two facts).
 */
export function retypedFacts(
  name: string,
  text: string,
): {place: string; index: number; words: string; keys: FactKey[]}[] {
  const found = new Map<string, {place: string; index: number; words: string; keys: FactKey[]}>();
  for (const [pattern, key] of RETYPED) {
    for (const match of text.matchAll(pattern)) {
      const place = `${name}:${lineAt(text, match.index)}: «${match[0]}»`;
      const entry = found.get(place) ?? {place, index: match.index, words: match[0], keys: []};
      if (!entry.keys.includes(key)) entry.keys.push(key);
      found.set(place, entry);
    }
  }
  return [...found.values()];
}

// ---------------------------------------------------------------------------------------------
// The glossary: one term per concept.

/** The faults of a text against the glossary, each with its line. */
export function glossaryProblems(text: string): string[] {
  const problems: string[] = [];
  for (const {words, terms} of avoidedWords()) {
    const allowed = [...(words.allowedIn === undefined ? [] : text.matchAll(words.allowedIn))].map(
      (match) => [match.index, match.index + match[0].length] as const,
    );
    for (const match of text.matchAll(words.pattern)) {
      if (allowed.some(([start, end]) => match.index >= start && match.index < end)) continue;
      // A word between quotation marks is mentioned, not used ("pagador" is the bank's name for it).
      const before = text[match.index - 1] ?? '';
      const after = text[match.index + match[0].length] ?? '';
      if ('"“'.includes(before) && before !== '' && '"”'.includes(after) && after !== '') continue;
      const preferred = terms.map((term) => term.term).join(', ');
      problems.push(
        `linha ${lineAt(text, match.index)}: "${match[0]}" — o glossário evita a palavra (termos: ${preferred})`,
      );
    }
  }
  for (const term of GLOSSARY) {
    if (term.fullFirst === undefined) continue;
    const first = text.matchAll(term.fullFirst.mention).next();
    if (first.done === true) continue;
    const full = [...text.matchAll(term.fullFirst.full)].some((match) => match.index === first.value.index);
    if (!full)
      problems.push(
        `linha ${lineAt(text, first.value.index)}: a primeira menção da página é "${first.value[0]}" — escreva "${term.term}"`,
      );
  }
  return problems;
}

/** A data module's or a description's text: identifiers between backticks are not prose. */
export const moduleProse = (text: string): string => text.replace(/`[^`]*`/g, ' ');

/** The strings a reader reads in an OpenAPI document: titles, summaries and descriptions. */
export function specProse(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['description', 'summary', 'title'].includes(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => specProse(item));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, item]) => specProse(item, name));
}
