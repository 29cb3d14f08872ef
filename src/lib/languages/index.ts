/**
 * The languages of every request example, in tab order: one folder each in this folder
 * (src/lib/languages/<id>/) holds its renderer, file name, Prism language, toolchain check, run
 * command and Debian packages (index.ts) and its cross-cutting snippets (snippets.ts). Everything else derives from this list: the example tabs of the
 * guides' <ApiCall> and of the reference, the tabs of the cross-cutting snippets
 * (src/lib/platform-snippets), the Prism languages of docusaurus.config.ts, the
 * toolchain tests, the packages .ci/run installs (scripts/ci/debian-packages.mjs), the browser
 * tests' tab names and the sentence `:linguagens[]` of the pages.
 */
import {formatList} from '../../data/platform-facts';
import type {GraphQLRequest, RequestLanguage} from './common';
import {csharp} from './csharp';
import {curl} from './curl';
import {java} from './java';
import {javascript} from './javascript';
import {php} from './php';
import {python} from './python';

export const REQUEST_LANGUAGES = [curl, javascript, python, php, csharp, java] as const;

export type LanguageId = (typeof REQUEST_LANGUAGES)[number]['value'];
export type AnyLanguage = RequestLanguage<LanguageId>;

/** One tab of an example: the operation, its variables or the request in one language. */
export interface ExampleTab {
  readonly value: string;
  readonly label: string;
  readonly language: string;
  readonly title?: string;
  readonly code: string;
}

/** The tabs of one example: the operation, its variables, then the request in every language. */
export function exampleTabs(request: GraphQLRequest): ExampleTab[] {
  return [
    {value: 'graphql', label: 'GraphQL', language: 'graphql', code: request.query},
    {value: 'variaveis', label: 'Variáveis', language: 'json', code: JSON.stringify(request.variables, null, 2)},
    ...REQUEST_LANGUAGES.map((language: AnyLanguage) => {
      const title = language.fileName(request);
      return {
        value: language.value,
        label: language.label,
        language: language.prism,
        ...(title === undefined ? {} : {title}),
        code: language.render(request),
      };
    }),
  ];
}

/** The prismjs components the examples need beyond prism-react-renderer's own (docusaurus.config.ts). */
export const PRISM_COMPONENTS: readonly string[] = [
  ...new Set(REQUEST_LANGUAGES.flatMap((language: AnyLanguage) => language.prismComponent ?? [])),
];

/** The languages as the prose names them: "curl, JavaScript, ... e Java". */
export const LANGUAGES_SENTENCE = formatList(REQUEST_LANGUAGES.map((language) => language.label));
