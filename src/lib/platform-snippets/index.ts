/**
 * The code of "Limites e convenções" and of the webhook guide, generated from the platform facts
 * so that a constant in the code (the renewal margin, the maximum `take`, the client timeout, the
 * signature header, the timestamp tolerance...) can never differ from the text around it.
 *
 * The cross-cutting snippets (CROSS_CUTTING_NAMES) exist in every language of the request
 * examples, one module per language in this folder, registered below by language id: tsc refuses
 * a language of src/lib/languages without its module, and a module without every snippet (or a
 * NotInLanguage with the reason). tests/integration/lib/platform-snippets.test.ts compiles each one
 * with its toolchain and runs it against a local server.
 */
import {RATE_LIMIT_ERROR_CODE, RATE_LIMIT_HTTP_STATUS, RATE_LIMIT_RETRY_HEADER} from '../../data/platform-facts';
import {REQUEST_LANGUAGES, type AnyLanguage, type LanguageId} from '../languages';
import {CROSS_CUTTING_NAMES, isPresent, type CrossCuttingName, type LanguageSnippets} from './common';
import {csharpSnippets} from './csharp';
import {curlSnippets} from './curl';
import {javaSnippets} from './java';
import {DATES_SNIPPET, javascriptSnippets} from './javascript';
import {phpSnippets} from './php';
import {pythonSnippets} from './python';

export const SNIPPETS_BY_LANGUAGE: Readonly<Record<LanguageId, LanguageSnippets>> = {
  curl: curlSnippets,
  javascript: javascriptSnippets,
  python: pythonSnippets,
  php: phpSnippets,
  csharp: csharpSnippets,
  java: javaSnippets,
};

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
    const snippet = SNIPPETS_BY_LANGUAGE[language.value][name];
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
