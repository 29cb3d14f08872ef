/**
 * What every language of the request examples shares: the request, the environment variables the
 * snippets read, the shape of a language module (src/lib/languages/<id>/) and the small text
 * helpers the renderers use. The languages themselves are listed in src/lib/languages/index.ts.
 *
 * Every snippet runs as pasted with nothing but its language's standard library: the endpoint and
 * the token come from the environment (ENDPOINT_VARIABLE, TOKEN_VARIABLE), the body is the JSON of
 * the operation, its variables and its name, an HTTP error or a non-empty `errors` array ends the
 * program with the message, and the result is read from `data.<field>`.
 */

import type {LanguageSnippets} from '../platform-snippets/common';

/** Environment variables the snippets read: the environment's GraphQL address and the access token. */
export const ENDPOINT_VARIABLE = 'API_URL';
export const TOKEN_VARIABLE = 'API_TOKEN';

export interface GraphQLRequest {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly operationName: string;
  /** The root field, to show where the result is in `data`. */
  readonly fieldName: string;
  /** False for the calls made before there is a token (the `token` mutation itself). */
  readonly authenticated?: boolean;
}

/** A Debian package the language's checks need: `command` is checked with `command -v`, else dpkg-query. */
export interface DebianPackage {
  readonly name: string;
  readonly command?: string;
}

/** What a check or a run gets from the test harness. */
export interface ToolchainContext {
  /** A fresh folder for compiled output. */
  readonly out: string;
  /** Absolute path of a file in tests/support/fixtures. */
  readonly fixture: (name: string) => string;
}

/** A command line: the command (`node` is the Node.js running the tests), then its arguments. */
export type CommandLine = readonly [command: string, ...args: string[]];

/**
 * How the language's real toolchain checks many snippets at once. `file`: one run per file.
 * `all`: one run for every file; a file the output names gets the whole output. `batch`: runs of
 * files with distinct names (compilers that declare one class per file); a file gets the lines
 * of the output that name it.
 */
export interface ToolchainCheck {
  readonly per: 'file' | 'all' | 'batch';
  readonly command: (files: readonly string[], context: ToolchainContext) => CommandLine;
}

export interface RequestLanguage<Id extends string = string> {
  /** Tab value, remembered by the example tab group, and the module's name. */
  readonly value: Id;
  /** Tab label, and the language's name in the prose. */
  readonly label: string;
  /** Prism language of the code block. */
  readonly prism: string;
  /** The prismjs component to load for it, when prism-react-renderer does not bundle the language. */
  readonly prismComponent?: string;
  /** The file the snippet is saved as (its code block's title); undefined for a shell command. */
  readonly fileName: (request: GraphQLRequest) => string | undefined;
  readonly render: (request: GraphQLRequest) => string;
  /** Syntax or compile check of the snippets (tests/integration/lib/request-snippets-toolchains.test.ts). */
  readonly check: ToolchainCheck;
  /** Command lines that run a saved snippet, in order; the last one's output is the snippet's. */
  readonly run: (file: string, context: ToolchainContext) => readonly CommandLine[];
  /** Debian packages of the check and the run (.ci/run installs them through scripts/ci/debian-packages.mjs). */
  readonly debian: readonly DebianPackage[];
  /**
   * The cross-cutting snippets in this language (./<id>/snippets.ts): client, paging, signature
   * check, webhook receiver, or a NotInLanguage with the reason (src/lib/platform-snippets).
   */
  readonly snippets: LanguageSnippets;
}

/** Declares a language module, keeping its `value` as a literal type (LanguageId). */
export const defineLanguage = <const Id extends string>(language: RequestLanguage<Id>): RequestLanguage<Id> => language;

export const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** AddDependent → add-dependent, for file names. */
export const kebab = (name: string): string =>
  name.replace(/(?<=[a-z0-9])[A-Z]/g, (letter) => `-${letter}`).toLowerCase();

/** Text that goes inside a multi-line string literal verbatim: refuse what would need escaping. */
export function verbatim(text: string, language: string, forbidden: RegExp): string {
  if (forbidden.test(text)) {
    throw new Error(`A operação não pode ir literal no trecho ${language}: ela contém ${String(forbidden)}.`);
  }
  return text;
}

export function entries(value: object): [string, unknown][] {
  return Object.entries(value);
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const body = ({query, variables, operationName}: GraphQLRequest): string =>
  JSON.stringify({query, variables, operationName}, null, 2);
