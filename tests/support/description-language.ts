/**
 * Heuristics for schema descriptions: present, not a restatement of the name, in Portuguese.
 * Kept deliberately small and explainable: a short list of English function words and verbs that
 * never occur as words in Portuguese prose, and Portuguese signals (accents, function words,
 * typical suffixes) of which at least one must appear. Unit-tested in description-language.test.ts.
 */

export type Verdict = {ok: true} | {ok: false; reason: string};

// English words that are NOT also Portuguese words: "a", "as", "do", "no", "for", "data", "e" are
// left out on purpose ("se for", "data de vencimento", "no caso"...).
// prettier-ignore
const ENGLISH_WORDS: ReadonlySet<string> = new Set([
  'the', 'of', 'and', 'to', 'is', 'are', 'was', 'were', 'be', 'been', 'this', 'that', 'these', 'those',
  'with', 'from', 'by', 'which', 'when', 'where', 'an', 'it', 'its', 'if', 'or', 'not', 'will', 'should',
  'must', 'can', 'has', 'have', 'in', 'on', 'at', 'into', 'than', 'then', 'only', 'all', 'any', 'each',
  'returns', 'return', 'gets', 'sets', 'creates', 'updates', 'deletes', 'removes', 'adds', 'lists',
  'retrieves', 'indicates', 'represents', 'defines', 'specifies', 'contains', 'allows', 'used', 'uses',
  'whether', 'instead', 'longer', 'supported',
]);

// prettier-ignore
const PORTUGUESE_WORDS: ReadonlySet<string> = new Set([
  'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'nos', 'nas', 'para', 'por', 'pelo', 'pela', 'pelos',
  'pelas', 'com', 'sem', 'um', 'uma', 'uns', 'umas', 'que', 'ou', 'e', 'o', 'os', 'a', 'as', 'ao', 'aos',
  'se', 'seu', 'sua', 'seus', 'suas', 'quando', 'como', 'entre', 'este', 'esta', 'esse', 'essa', 'cada',
  'qual', 'quais', 'ser', 'foi', 'mais', 'menos', 'onde',
  // Short noun phrases ("Ordem crescente.", "Nome do aluno") carry no function word: common words of
  // this domain that are not English count as signals too.
  'nome', 'valor', 'tipo', 'ordem', 'lista', 'aluno', 'alunos', 'escola', 'escolas', 'empresa', 'boleto',
  'boletos', 'contrato', 'plano', 'desconto', 'multa', 'juros', 'turma', 'ano', 'campo', 'filtro',
  'verdadeiro', 'falso', 'sim', 'novo', 'nova', 'antigo', 'antiga', 'atual', 'primeiro', 'ativo', 'inativo',
]);

const PORTUGUESE_ACCENTS = /[áàâãéêíóôõúüç]/i;
const PORTUGUESE_SUFFIX =
  /(?:ção|ções|são|sões|dade|dades|mento|mentos|ário|ária|ável|ível|ado|ada|ados|adas|ido|ida|idos|idas|dor|dora|dores|eiro|eira|agem|ente|entes|ante|antes|ivo|iva|ivos|ivas|oso|osa)$/i;

/**
 * Words of prose only: code spans, URLs, identifiers (camelCase, snake_case, with digits) and
 * all-caps tokens (enum values, acronyms such as CPF, UUID, PIX) say nothing about the language.
 */
export function proseWords(text: string): string[] {
  const withoutCode = text.replace(/`[^`]*`/g, ' ').replace(/\bhttps?:\/\/\S+/g, ' ');
  const tokens = withoutCode.match(/[\p{L}\p{N}_]+/gu) ?? [];
  return tokens.filter(
    (token) =>
      !/[_\d]/.test(token) && // snake_case, digits
      !/\p{Ll}\p{Lu}/u.test(token) && // camelCase / PascalCase joints
      !(token.length > 1 && token === token.toUpperCase()), // ACRONYM, ENUM_VALUE
  );
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** True when the description only repeats the name ("dueDate" → "Due date.", "DUE_DATE", "dueDate"). */
export function isRestatement(description: string, name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim();
  const folded = fold(description);
  return folded === fold(name) || folded === fold(words);
}

/** Judges one description of the schema element `name`. */
export function checkDescription(description: string | null | undefined, name: string): Verdict {
  if (description === null || description === undefined) return {ok: false, reason: 'descrição ausente'};
  const text = description.trim();
  if (text === '') return {ok: false, reason: 'descrição vazia'};
  if (isRestatement(text, name)) return {ok: false, reason: `descrição só repete o nome ("${text}")`};
  return checkPortuguese(text);
}

/** True-ish verdict when the text reads as Portuguese; names the offending English word otherwise. */
export function checkPortuguese(text: string): Verdict {
  const words = proseWords(text);
  const english = words.find((word) => ENGLISH_WORDS.has(word.toLowerCase()));
  if (english !== undefined) return {ok: false, reason: `parece inglês (palavra "${english}") em "${text}"`};
  const portuguese =
    PORTUGUESE_ACCENTS.test(words.join(' ')) ||
    words.some((word) => PORTUGUESE_WORDS.has(word.toLowerCase()) || PORTUGUESE_SUFFIX.test(word));
  if (!portuguese) return {ok: false, reason: `sem sinal de português (acento ou palavra comum) em "${text}"`};
  return {ok: true};
}
