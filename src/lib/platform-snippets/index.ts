/**
 * The code of "Limites e convenções" and of the webhook guide, generated from the platform facts
 * so that a constant in the code (the renewal margin, the maximum `take`, the client timeout, the
 * signature header, the timestamp tolerance...) can never differ from the text around it.
 *
 * The cross-cutting snippets (CROSS_CUTTING_NAMES) exist in every language of the request
 * examples: each language's folder in src/lib/languages holds them (<id>/snippets.ts), and its
 * definition carries them, so tsc refuses a language without them, and a set without every snippet
 * (or a NotInLanguage with the reason); this folder holds what they share (common.ts). tests/integration/lib/platform-snippets.test.ts compiles each one
 * with its toolchain and runs it against a local server.
 */
import {RATE_LIMIT_ERROR_CODE, RATE_LIMIT_HTTP_STATUS, RATE_LIMIT_RETRY_HEADER} from '../../data/platform-facts';
import {REQUEST_LANGUAGES, type AnyLanguage, type LanguageId} from '../languages';
import {DATES_SNIPPET} from '../languages/javascript/snippets';
import {CROSS_CUTTING_NAMES, isPresent, type CrossCuttingName, type LanguageSnippets} from './common';

/** Each language's snippets, from its module (src/lib/languages/<id>/snippets.ts). */
export const SNIPPETS_BY_LANGUAGE = Object.fromEntries(
  REQUEST_LANGUAGES.map((language: AnyLanguage) => [language.value, language.snippets]),
) as Readonly<Record<LanguageId, LanguageSnippets>>;

/** One tab of a cross-cutting snippet: the code in one language, or why that language has none. */
type SnippetTab =
  | {
      readonly value: string;
      readonly label: string;
      readonly language: string;
      readonly title: string;
      readonly code: string;
    }
  | {readonly value: string; readonly label: string; readonly reason: string};

/** The tabs of a cross-cutting snippet, in the order and with the labels of the request examples. */
export function snippetTabs(name: CrossCuttingName): SnippetTab[] {
  return REQUEST_LANGUAGES.map((language: AnyLanguage) => {
    const snippet = language.snippets[name];
    const tab = {value: language.value, label: language.label};
    return isPresent(snippet)
      ? {...tab, language: language.prism, title: snippet.title, code: snippet.code}
      : {...tab, reason: snippet.reason};
  });
}

/** A snippet in one language only: JavaScript's date helpers, and the JSON of a refused request. */
interface SingleSnippet {
  readonly title: string;
  readonly language: 'js' | 'json';
  readonly code: string;
}

const RATE_LIMIT_RESPONSE: SingleSnippet = {
  title: `Resposta ${String(RATE_LIMIT_HTTP_STATUS)}`,
  language: 'json',
  code: `${JSON.stringify(
    {
      errors: [
        {
          message: `Limite de requisições excedido. Tente de novo depois do tempo indicado em ${RATE_LIMIT_RETRY_HEADER}.`,
          extensions: {code: RATE_LIMIT_ERROR_CODE},
        },
      ],
    },
    null,
    2,
  )}\n`,
};

export const SINGLE_SNIPPETS = {
  datas: {...DATES_SNIPPET, language: 'js'},
  'limite-resposta': RATE_LIMIT_RESPONSE,
} as const satisfies Record<string, SingleSnippet>;

export type SnippetName = CrossCuttingName | keyof typeof SINGLE_SNIPPETS;

export const isCrossCutting = (name: string): name is CrossCuttingName =>
  (CROSS_CUTTING_NAMES as readonly string[]).includes(name);

export const isSnippetName = (name: string): name is SnippetName => isCrossCutting(name) || name in SINGLE_SNIPPETS;
