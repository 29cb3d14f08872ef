/**
 * schema:pull — refreshes schema/schema.graphql from the sandbox API by introspection.
 *
 *   npm run schema:pull -- --url https://<host>/graphql [--header "Authorization: Bearer …"]…
 *                          [--timeout <segundos>] [--out <arquivo>] [--aceitar-incompativel]
 *
 * The logic lives in pullSchema() so tests can drive it against a real local server; main() only
 * parses arguments and turns errors into an exit code. Nothing is written unless the whole chain
 * (HTTP, JSON, introspection, validation, stable print) succeeded, and the new schema does not break
 * the one it replaces (src/lib/schema-changes.ts) unless told to accept it; then atomically.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {
  buildClientSchema,
  getIntrospectionQuery,
  validateSchema,
  type GraphQLSchema,
  type IntrospectionOptions,
  type IntrospectionQuery,
} from 'graphql';

import {runIfEntryPoint} from './lib/cli';
import {SNAPSHOT_PATH, parseSnapshot, printSnapshot, writeSnapshotAtomic} from '../src/lib/schema-snapshot';
import {compareSchemas, formatChanges, type SchemaChange} from '../src/lib/schema-changes';

export const DEFAULT_TIMEOUT_MS = 30_000;

/** What went wrong, so callers and tests can tell failures apart without matching text. */
export type PullErrorKind =
  | 'usage'
  | 'network'
  | 'timeout'
  | 'http'
  | 'not-json'
  | 'not-graphql'
  | 'graphql-errors'
  | 'invalid-schema'
  | 'breaking'
  | 'write';

export class PullError extends Error {
  readonly kind: PullErrorKind;

  constructor(kind: PullErrorKind, message: string) {
    super(message);
    this.name = 'PullError';
    this.kind = kind;
  }
}

export interface PullOptions {
  /** GraphQL endpoint, e.g. https://sandbox.example/graphql. */
  url: string;
  /** Extra request headers (e.g. Authorization). Values never appear in messages. */
  headers?: Readonly<Record<string, string>>;
  /** File to replace; defaults to the snapshot. */
  out?: string;
  /** Whole-request budget (connect + response + body), in milliseconds. */
  timeoutMs?: number;
  /** Write even when the new schema breaks clients of the current one. */
  acceptBreaking?: boolean;
}

export interface PullResult {
  out: string;
  sdl: string;
  /** False when the file already had exactly these bytes (it is still rewritten, harmlessly). */
  changed: boolean;
  schema: GraphQLSchema;
  /** Non-fatal notes for the user, in Portuguese (e.g. the fallback introspection query was used). */
  warnings: string[];
  /** What changed from the file it replaced (empty when there was none). */
  changes: SchemaChange[];
}

// Everything the full query asks for: descriptions, deprecated args/input fields, repeatable
// directives, specifiedBy URLs and the schema description, so the snapshot loses nothing.
const FULL_QUERY_OPTIONS: IntrospectionOptions = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
};
// Older servers reject some of those meta-fields; this is the query every server has answered since 2015.
const BASIC_QUERY_OPTIONS: IntrospectionOptions = {descriptions: true};

const BODY_PREVIEW_CHARS = 200;

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > BODY_PREVIEW_CHARS ? `${flat.slice(0, BODY_PREVIEW_CHARS)}…` : flat;
  return cut === '' ? '(corpo vazio)' : `«${cut}»`;
}

const NETWORK_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'conexão recusada',
  ENOTFOUND: 'host não encontrado',
  EAI_AGAIN: 'falha temporária de DNS',
  ECONNRESET: 'conexão encerrada pelo servidor',
  EHOSTUNREACH: 'host inacessível',
  ENETUNREACH: 'rede inacessível',
  ETIMEDOUT: 'tempo de conexão esgotado',
  UND_ERR_SOCKET: 'conexão encerrada pelo servidor',
  CERT_HAS_EXPIRED: 'certificado TLS expirado',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'certificado TLS autoassinado',
};

/** undici hides the system error in `cause` (sometimes inside an AggregateError for IPv4+IPv6). */
function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
    else current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** "fetch failed" alone says nothing; the causes underneath do (e.g. "bad port", a TLS error). */
function causeChain(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.length > 0 ? messages.join(': ') : String(error);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function transportError(url: string, error: unknown, timeoutMs: number, stage: string): PullError {
  if (isTimeout(error)) {
    return new PullError('timeout', `tempo esgotado (${timeoutMs / 1000} s) ${stage} ${url}`);
  }
  const code = networkCode(error);
  const reason = code ? `${code}: ${NETWORK_CODES[code] ?? 'erro de rede'}` : causeChain(error);
  return new PullError('network', `não foi possível conectar a ${url} (${reason})`);
}

function graphQLErrorMessages(value: unknown): string[] | undefined {
  if (!(value instanceof Object) || !('errors' in value) || !Array.isArray(value.errors)) return undefined;
  if (value.errors.length === 0) return undefined;
  return value.errors.map((error: unknown) =>
    error instanceof Object && 'message' in error && typeof error.message === 'string'
      ? error.message
      : JSON.stringify(error),
  );
}

function tryParseJson(text: string): {ok: true; value: unknown} | {ok: false} {
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch {
    return {ok: false};
  }
}

/** POSTs one introspection query and returns `data` once it really is an introspection result. */
async function fetchIntrospection(
  url: string,
  headers: Readonly<Record<string, string>>,
  query: string,
  timeoutMs: number,
): Promise<IntrospectionQuery> {
  // One signal for the whole exchange: a server that sends headers and then stalls the body
  // must time out too, not hang the command.
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json;q=0.9',
        ...headers,
      },
      body: JSON.stringify({query, operationName: 'IntrospectionQuery'}),
      signal,
    });
  } catch (error) {
    throw transportError(url, error, timeoutMs, 'aguardando resposta de');
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(url, error, timeoutMs, 'lendo o corpo da resposta de');
  }
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const json = tryParseJson(text);
  const errors = json.ok ? graphQLErrorMessages(json.value) : undefined;
  if (errors) {
    // GraphQL over HTTP servers answer request errors with 4xx and a JSON `errors` list: that list
    // says more than the status does.
    throw new PullError(
      'graphql-errors',
      `o servidor ${url} respondeu ${status} com erros GraphQL: ${errors.map((e) => `"${e}"`).join('; ')}`,
    );
  }
  if (!response.ok) {
    throw new PullError('http', `o servidor ${url} respondeu ${status}. Início da resposta: ${preview(text)}`);
  }
  if (!json.ok) {
    const type = response.headers.get('content-type') ?? 'sem content-type';
    throw new PullError(
      'not-json',
      `a resposta de ${url} (${status}, ${type}) não é JSON; o endereço é mesmo um endpoint GraphQL? ` +
        `Início da resposta: ${preview(text)}`,
    );
  }
  const data = json.value instanceof Object && 'data' in json.value ? json.value.data : undefined;
  if (!(data instanceof Object) || !('__schema' in data) || !(data.__schema instanceof Object)) {
    throw new PullError(
      'not-graphql',
      `a resposta JSON de ${url} não contém data.__schema (não é um resultado de introspecção GraphQL). ` +
        `Início da resposta: ${preview(text)}`,
    );
  }
  // The shape is checked field by field by buildClientSchema, which reports what is missing.
  return data as IntrospectionQuery;
}

function buildAndValidate(url: string, introspection: IntrospectionQuery): {schema: GraphQLSchema; sdl: string} {
  let schema: GraphQLSchema;
  try {
    schema = buildClientSchema(introspection);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PullError('invalid-schema', `o resultado de introspecção de ${url} é inválido: ${reason}`);
  }
  const problems = validateSchema(schema);
  if (problems.length > 0) {
    const list = problems.map((p) => `  - ${p.message}`).join('\n');
    throw new PullError('invalid-schema', `o schema obtido de ${url} é inválido:\n${list}`);
  }
  const sdl = printSnapshot(schema);
  // The file is what everybody else reads: prove it loads back before it replaces the old one.
  try {
    parseSnapshot(sdl, `schema impresso a partir de ${url}`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PullError('invalid-schema', `o SDL gerado para ${url} não pôde ser relido: ${reason}`);
  }
  return {schema, sdl};
}

function checkUrl(url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PullError('usage', `URL inválida: "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new PullError('usage', `a URL precisa começar com http:// ou https:// (recebido "${url}")`);
  }
}

/** Fetches, validates, prints and atomically writes the schema. Throws PullError on any failure. */
export async function pullSchema(options: PullOptions): Promise<PullResult> {
  const {url, headers = {}, out = SNAPSHOT_PATH, timeoutMs = DEFAULT_TIMEOUT_MS, acceptBreaking = false} = options;
  checkUrl(url);
  if (!(timeoutMs > 0)) throw new PullError('usage', `tempo limite inválido: ${timeoutMs} ms`);
  const warnings: string[] = [];

  let introspection: IntrospectionQuery;
  try {
    introspection = await fetchIntrospection(url, headers, getIntrospectionQuery(FULL_QUERY_OPTIONS), timeoutMs);
  } catch (error) {
    if (!(error instanceof PullError) || error.kind !== 'graphql-errors') throw error;
    // The server may just not know a newer meta-field (specifiedByURL, isRepeatable, includeDeprecated on
    // arguments). Retry once with the basic query; if that fails too, the first answer is the one to show.
    try {
      introspection = await fetchIntrospection(url, headers, getIntrospectionQuery(BASIC_QUERY_OPTIONS), timeoutMs);
    } catch {
      throw error;
    }
    warnings.push(
      `o servidor rejeitou a introspecção completa (${error.message}); usada a consulta básica, ` +
        'sem depreciações de argumentos e campos de input, specifiedByURL nem diretivas repetíveis.',
    );
  }

  const {schema, sdl} = buildAndValidate(url, introspection);
  const previous = await readFile(out, 'utf8').catch(() => undefined);
  // The diff against the file being replaced: a change that breaks the integrators' clients needs
  // a decision, so it is refused unless accepted, and the file stays as it was.
  const changes = previous === undefined ? [] : await compareSchemas(parseSnapshot(previous, out), schema);
  const breaking = changes.filter((change) => change.severity === 'incompativel');
  if (breaking.length > 0 && !acceptBreaking) {
    throw new PullError(
      'breaking',
      `o schema de ${url} tem ${breaking.length} mudança(s) incompatível(is) com ${out}:\n` +
        `${formatChanges(breaking)}\nPara gravá-lo mesmo assim, rode de novo com --aceitar-incompativel.`,
    );
  }
  try {
    await writeSnapshotAtomic(out, sdl);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PullError('write', `não foi possível gravar ${out}: ${reason}`);
  }
  return {out, sdl, changed: previous !== sdl, schema, warnings, changes};
}

const USAGE = `Uso: npm run schema:pull -- --url <endpoint> [--header "Nome: valor"]... [--timeout <segundos>] [--out <arquivo>] [--aceitar-incompativel]

  --url       endpoint GraphQL do sandbox, por exemplo https://<host>/graphql (obrigatório)
  --header    cabeçalho HTTP extra, repetível, por exemplo "Authorization: Bearer <token>"
  --timeout   tempo limite da requisição em segundos (padrão: ${DEFAULT_TIMEOUT_MS / 1000})
  --out       arquivo a substituir (padrão: schema/schema.graphql)
  --aceitar-incompativel
              grava mesmo com mudanças incompatíveis com o arquivo atual (sem esta opção, elas são
              listadas e o arquivo fica como está)`;

export interface CliOptions extends PullOptions {
  help: boolean;
}

function parseHeader(raw: string): [string, string] {
  const colon = raw.indexOf(':');
  const name = colon > 0 ? raw.slice(0, colon).trim() : '';
  // RFC 9110 token characters: anything else would be rejected by fetch with a less clear message.
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
    // The value is never echoed: a malformed header is often a bare token pasted without its name.
    throw new PullError('usage', 'cabeçalho inválido em --header (use o formato "Nome: valor")');
  }
  return [name, raw.slice(colon + 1).trim()];
}

/** Turns argv (without node and the script) into options; throws PullError('usage') on bad input. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({values} = parseArgs({
      args: [...argv],
      options: {
        url: {type: 'string'},
        header: {type: 'string', multiple: true},
        timeout: {type: 'string'},
        out: {type: 'string'},
        'aceitar-incompativel': {type: 'boolean'},
        help: {type: 'boolean', short: 'h'},
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new PullError('usage', error instanceof Error ? error.message : String(error));
  }
  if (values.help) return {help: true, url: ''};
  if (!values.url) throw new PullError('usage', 'falta o argumento --url');
  const headers = Object.fromEntries((values.header ?? []).map(parseHeader));
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (values.timeout !== undefined) {
    const seconds = Number(values.timeout);
    if (!Number.isFinite(seconds) || seconds <= 0) {
      throw new PullError(
        'usage',
        `--timeout precisa ser um número de segundos maior que zero (recebido "${values.timeout}")`,
      );
    }
    timeoutMs = Math.round(seconds * 1000);
  }
  const out = values.out === undefined ? SNAPSHOT_PATH : path.resolve(values.out);
  return {
    help: false,
    url: values.url,
    headers,
    timeoutMs,
    out,
    acceptBreaking: values['aceitar-incompativel'] === true,
  };
}

/** CLI entry: returns the exit code (0 ok, 1 pull failed, 2 bad arguments). */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    const options = parseCliArgs(argv);
    if (options.help) {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    const result = await pullSchema(options);
    for (const warning of result.warnings) process.stderr.write(`schema:pull: aviso: ${warning}\n`);
    const types = Object.keys(result.schema.getTypeMap()).filter((name) => !name.startsWith('__')).length;
    const state = result.changed ? 'atualizado' : 'sem alterações';
    process.stdout.write(`schema:pull: ${types} tipos obtidos de ${options.url}; ${result.out} ${state}.\n`);
    if (result.changes.length > 0) process.stdout.write(`${formatChanges(result.changes)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof PullError) {
      process.stderr.write(`schema:pull: erro: ${error.message}\n`);
      if (error.kind === 'usage') {
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      process.stderr.write('schema:pull: o arquivo de destino não foi alterado.\n');
      return 1;
    }
    throw error;
  }
}

runIfEntryPoint(import.meta.url, 'schema:pull', main);
