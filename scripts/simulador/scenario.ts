/**
 * The scenario controls, under SCENARIO_ROUTE, JSON in and out: what happens outside the platform
 * in a test (time passing, a family paying a boleto or a payment link, the bank refusing a
 * registration), and the world started again at a moment of its history, to run a page's examples
 * at the page's moment. Each answer carries
 * the simulated clock; each change is followed by the webhook deliveries it made due, so that when
 * the answer arrives the receivers have been called.
 */
import type {IncomingMessage, ServerResponse} from 'node:http';

import {worldBeginning, worldNow} from '../../src/lib/simulator';
import {readBody, utf8} from './body';
import type {Limits} from './limits';
import {sendJson} from './responses';
import type {SimulatorPort} from './simulator-port';

export const SCENARIO_ROUTE = '/simulador';

export const SCENARIO_PATHS = {
  clock: `${SCENARIO_ROUTE}/relogio`,
  advance: `${SCENARIO_ROUTE}/relogio/avancar`,
  restart: `${SCENARIO_ROUTE}/reiniciar`,
  pay: `${SCENARIO_ROUTE}/boletos/pagar`,
  payLink: `${SCENARIO_ROUTE}/links/pagar`,
  failRegistration: `${SCENARIO_ROUTE}/registro/falhar-proximo`,
  events: `${SCENARIO_ROUTE}/eventos`,
} as const;

const UNITS = {segundos: 1000, minutos: 60_000, horas: 3_600_000, dias: 86_400_000} as const;
const METHODS = ['PIX', 'BOLETO'] as const;

/** A date and time with its offset (ISO 8601): a moment without one would depend on where the simulator runs. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant `value` names, for the restart (`name` is how the caller wrote it: `momento` in a
 * body, `--momento` on the command line): an ISO 8601 date and time with offset, from the example
 * world's beginning to its now, the span whose records the world dates. An error with the reason
 * for anything else.
 */
export function worldMomentOf(value: unknown, name: string): string {
  const instant = momentOf(value, name);
  const beginning = worldBeginning();
  const end = worldNow();
  if (instant < Date.parse(beginning))
    throw new Error(`O mundo de exemplo começa em ${beginning}: escolha em ${name} um momento a partir dele.`);
  if (instant > Date.parse(end))
    throw new Error(
      `O mundo de exemplo termina em ${end}: para ir além, comece nele (sem ${name}) e avance o relógio com POST ${SCENARIO_PATHS.advance}.`,
    );
  return new Date(instant).toISOString();
}

/** The instant of an ISO 8601 date and time with offset; an error naming `name` for anything else. */
function momentOf(value: unknown, name: string): number {
  const instant = typeof value === 'string' && ISO_MOMENT.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(instant))
    throw new Error(
      `${name} precisa ser uma data e hora em ISO 8601 com fuso, como 2025-03-10T12:00:00Z: ${JSON.stringify(value)}.`,
    );
  return instant;
}

class ScenarioError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ScenarioDeps {
  readonly simulator: SimulatorPort;
  readonly limits: Limits;
  /** Sends the webhook deliveries due now. */
  readonly deliver: () => Promise<void>;
}

async function jsonBody(request: IncomingMessage, limits: Limits): Promise<Record<string, unknown>> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  const body = await readBody(request, limits.scenarioBodyBytes);
  if (!body.ok) throw new ScenarioError(413, `O corpo passa do limite de ${limits.scenarioBodyBytes} bytes.`);
  if (body.bytes.length === 0) return {};
  if (type !== 'application/json')
    throw new ScenarioError(415, 'Envie o corpo em JSON, com `Content-Type: application/json`.');
  let value: unknown;
  try {
    value = JSON.parse(utf8(body.bytes) ?? '') as unknown;
  } catch {
    throw new ScenarioError(400, 'O corpo não é um JSON válido.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ScenarioError(400, 'O corpo precisa ser um objeto JSON.');
  }
  return value as Record<string, unknown>;
}

/** A 400 with the reason of `read`'s error, for a value of the body. */
function checked<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new ScenarioError(400, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Milliseconds from `{"segundos": 90}`, `{"horas": 1}`..., the units summed, or up to the moment
 * `{"ate": "<ISO 8601>"}`, never before `now`.
 */
function durationOf(body: Record<string, unknown>, now: number): number {
  if (body.ate !== undefined) {
    if (Object.keys(UNITS).some((unit) => body[unit] !== undefined))
      throw new ScenarioError(400, 'Informe `ate` ou quanto avançar, não os dois.');
    const target = checked(() => momentOf(body.ate, '`ate`'));
    if (target < now)
      throw new ScenarioError(
        400,
        `O relógio só avança: \`ate\` (${new Date(target).toISOString()}) é anterior a ele (${new Date(now).toISOString()}). Para voltar no tempo, use POST ${SCENARIO_PATHS.restart}.`,
      );
    return target - now;
  }
  let total = 0;
  let given = false;
  for (const [unit, ms] of Object.entries(UNITS)) {
    const value = body[unit];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      throw new ScenarioError(400, `\`${unit}\` precisa ser um número maior ou igual a zero.`);
    }
    total += value * ms;
    given = true;
  }
  if (!given)
    throw new ScenarioError(
      400,
      `Informe quanto avançar, com ${Object.keys(UNITS)
        .map((unit) => `\`${unit}\``)
        .join(', ')}, ou até quando, com \`ate\`.`,
    );
  return Math.round(total);
}

/** The failure of a control as the simulator explains it. */
function refused(error: unknown): ScenarioError {
  return new ScenarioError(409, error instanceof Error ? error.message : String(error));
}

/** The card operator's answers, as the control names them, and the simulator's. */
const CARD_OUTCOMES = {APROVADO: 'APPROVED', RECUSADO: 'REFUSED'} as const;

/** `{"id": 812, "resultado": "APROVADO"}`: the payer pays the link by card and the operator answers (approves by default). */
async function payLink(request: IncomingMessage, deps: ScenarioDeps): Promise<unknown> {
  const body = await jsonBody(request, deps.limits);
  const id = body.id;
  if ((typeof id !== 'number' || !Number.isInteger(id)) && typeof id !== 'string') {
    throw new ScenarioError(400, 'Informe em `id` o identificador numérico do link de pagamento.');
  }
  const outcome = body.resultado ?? 'APROVADO';
  if (typeof outcome !== 'string' || !Object.hasOwn(CARD_OUTCOMES, outcome)) {
    throw new ScenarioError(
      400,
      `Informe em \`resultado\` a resposta da operadora do cartão: ${Object.keys(CARD_OUTCOMES)
        .map((name) => `\`${name}\``)
        .join(' ou ')}.`,
    );
  }
  await deps.simulator
    .payPaymentLink(String(id), CARD_OUTCOMES[outcome as keyof typeof CARD_OUTCOMES])
    .catch((error: unknown) => {
      throw refused(error);
    });
  await deps.deliver();
  return {agora: deps.simulator.now().toISOString()};
}

async function route(request: IncomingMessage, path: string, deps: ScenarioDeps): Promise<unknown> {
  const {simulator} = deps;
  const post = request.method === 'POST';
  if (path === SCENARIO_PATHS.clock && request.method === 'GET') return {agora: simulator.now().toISOString()};
  if (path === SCENARIO_PATHS.events && request.method === 'GET') return {eventos: simulator.events()};
  if (path === SCENARIO_PATHS.advance && post) {
    const ms = durationOf(await jsonBody(request, deps.limits), simulator.now().getTime());
    await simulator.advance(ms);
    await deps.deliver();
    return {agora: simulator.now().toISOString()};
  }
  // The world starts again at the moment (Simulator.restart): the tokens issued stay valid until
  // they expire, the open subscriptions go on, and the deliveries still pending are the old world's,
  // dropped with it. The rate limit, which protects the server, counts on.
  if (path === SCENARIO_PATHS.restart && post) {
    const {momento} = await jsonBody(request, deps.limits);
    await simulator.restart(momento === undefined ? undefined : checked(() => worldMomentOf(momento, '`momento`')));
    return {agora: simulator.now().toISOString()};
  }
  if (path === SCENARIO_PATHS.pay && post) {
    const body = await jsonBody(request, deps.limits);
    const id = body.id;
    if ((typeof id !== 'number' || !Number.isInteger(id)) && typeof id !== 'string') {
      throw new ScenarioError(400, 'Informe em `id` o identificador numérico do boleto.');
    }
    const method = body.meio;
    if (!METHODS.includes(method as (typeof METHODS)[number])) {
      throw new ScenarioError(
        400,
        `Informe em \`meio\` como a família pagou: ${METHODS.map((m) => `\`${m}\``).join(' ou ')}.`,
      );
    }
    await simulator.payBilling(String(id), method as (typeof METHODS)[number]).catch((error: unknown) => {
      throw refused(error);
    });
    await deps.deliver();
    return {agora: simulator.now().toISOString()};
  }
  if (path === SCENARIO_PATHS.payLink && post) return payLink(request, deps);
  if (path === SCENARIO_PATHS.failRegistration && post) {
    await jsonBody(request, deps.limits);
    simulator.failNextRegistration();
    return {agora: simulator.now().toISOString()};
  }
  const known = Object.values(SCENARIO_PATHS).join(', ');
  throw new ScenarioError(
    404,
    `Controle de cenário desconhecido: ${request.method ?? ''} ${path}. Os controles são: ${known}.`,
  );
}

export async function handleScenario(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  deps: ScenarioDeps,
): Promise<void> {
  try {
    sendJson(response, 200, await route(request, path, deps));
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    request.resume();
    sendJson(response, error.status, {erro: error.message});
  }
}
