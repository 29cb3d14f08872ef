/**
 * What the cross-cutting snippets share in every language: their names, the shape of one
 * language's set, and the GraphQL documents and environment variables they all use. Each
 * language's set lives in src/lib/platform-snippets/<language>.ts; index.ts registers them by
 * the language registry (src/lib/languages), so tsc refuses a language without every snippet.
 */
import type {CommandLine} from '../languages/common';

/**
 * The snippets every language shows: the API client (token renewal, wait on the rate limit,
 * client timeout), the paging loop, the webhook signature check and a whole webhook receiver.
 */
export const CROSS_CUTTING_NAMES = ['cliente', 'paginacao', 'webhook-verificacao', 'webhook-receptor'] as const;
export type CrossCuttingName = (typeof CROSS_CUTTING_NAMES)[number];

export interface LanguageSnippet {
  /** File name shown as the code block's title. */
  readonly title: string;
  readonly code: string;
  /**
   * The runnable program this snippet is part of, when it is an excerpt of it (the paging function
   * of the client, the check of the receiver). The tests run the program and check the excerpt is in it.
   */
  readonly partOf?: CrossCuttingName;
  /** How the snippet serves on a port, when it is not its language's `run` with PORTA set (PHP's built-in server). */
  readonly serve?: (file: string, port: number) => CommandLine;
}

/** A snippet a language does not have, with the reason the tab shows the reader. */
export interface NotInLanguage {
  readonly reason: string;
}

export type LanguageSnippets = Readonly<Record<CrossCuttingName, LanguageSnippet | NotInLanguage>>;

export const isPresent = (snippet: LanguageSnippet | NotInLanguage): snippet is LanguageSnippet => 'code' in snippet;

/** Environment variables of the client: the environment's address and the integration user's credentials. */
export const CLIENT_ENV = {url: 'API_URL', email: 'API_EMAIL', password: 'API_SENHA'} as const;
/** Environment variables of the receiver: the webhook's secret, the port and the folder of received events. */
export const RECEIVER_ENV = {secret: 'WEBHOOK_SEGREDO', port: 'PORTA', folder: 'PASTA_EVENTOS'} as const;
/** The receiver's route. */
export const RECEIVER_PATH = '/webhooks/cobrancas';

/**
 * The `token` mutation, on one line: it goes inside a string literal in every language. The clients
 * count the token's validity from `expiresIn`, on their own clock, from when the answer arrives:
 * it does not depend on the machine's clock agreeing with the API's (nor, on the local simulator,
 * with the simulated clock that dates `expirationDate`).
 */
export const TOKEN_MUTATION =
  'mutation ObterToken($data: TokenDataInput!) { token(data: $data) { accessToken expiresIn } }';

/** One page of boletos, on one line, ordered by a field that never repeats. */
export const BILLINGS_PAGE_QUERY =
  'query PaginaDeBoletos($skip: Int, $take: Int, $where: BillingFilterInput) { billings(skip: $skip, take: $take, where: $where, order: [{ id: ASC }]) { items { id refId dueDate value billingStatus } pageInfo { hasNextPage } } }';

/** The error code of a token the API no longer accepts. */
export const NOT_AUTHENTICATED_CODE = 'AUTH_NOT_AUTHENTICATED';

/** How many times the client waits and repeats a call refused by the rate limit. */
export const RATE_LIMIT_MAX_WAITS = 3;

/** A refId as the platform writes it (a UUID): checked before it names a file. */
export const REF_ID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** Indents every non-empty line, to place a shared excerpt inside a class. */
export const indent = (text: string, spaces: number): string =>
  text
    .split('\n')
    .map((line) => (line === '' ? '' : ' '.repeat(spaces) + line))
    .join('\n');
