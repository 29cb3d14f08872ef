/**
 * simulador — the local sandbox: the platform's model (src/lib/simulator) served over HTTP and
 * graphql-ws on this machine, offline.
 *
 *   npm run simulador -- --port 4000
 *   node simulador.mjs --port 4000      (the single-file download)
 *   node simulador.mjs --momento 2025-03-10T12:00:00Z   (the world as it was then)
 *
 * Exit code 2 on a bad argument; the process runs until interrupted (Ctrl+C).
 */
import {parseArgs} from 'node:util';

import {RATE_LIMIT_REQUESTS_PER_MINUTE} from '../../src/data/platform-facts';
import {parseSnapshot} from '../../src/lib/schema-snapshot';
import {createSimulator} from '../../src/lib/simulator';
import {runIfEntryPoint} from '../lib/cli';
import {SCENARIO_ROUTE, worldMomentOf} from './scenario';
import {schemaSdl} from './schema-sdl';
import {startSandbox} from './server';

export const DEFAULT_PORT = 4000;

const USAGE = [
  'Uso: npm run simulador -- [--port <porta>] [--host <endereço>] [--requisicoes-por-minuto <n>] [--momento <ISO 8601>]',
  `  padrão: porta ${DEFAULT_PORT}, endereço 127.0.0.1, ${RATE_LIMIT_REQUESTS_PER_MINUTE} requisições por minuto (o limite da API), o mundo de exemplo no fim da sua história`,
].join('\n');

export interface Arguments {
  readonly port: number;
  readonly host: string;
  /** The rate limit per integration user: the API's by default; lower it to see a 429 sooner. */
  readonly requestsPerMinute: number;
  /** Where the simulated world starts (ISO 8601): the example world as it was then; undefined: its now. */
  readonly moment: string | undefined;
}

/** The port and address to listen on; an error with the reason for a bad one. */
export function argumentsOf(argv: readonly string[]): Arguments {
  const {values} = parseArgs({
    args: [...argv],
    options: {
      port: {type: 'string'},
      host: {type: 'string'},
      'requisicoes-por-minuto': {type: 'string'},
      momento: {type: 'string'},
    },
    strict: true,
  });
  const text = values.port ?? String(DEFAULT_PORT);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new Error(`--port precisa ser um número de 0 a 65535: ${text}`);
  const rateText = values['requisicoes-por-minuto'] ?? String(RATE_LIMIT_REQUESTS_PER_MINUTE);
  const requestsPerMinute = Number(rateText);
  if (!/^\d+$/.test(rateText) || requestsPerMinute < 1)
    throw new Error(`--requisicoes-por-minuto precisa ser um número inteiro maior que zero: ${rateText}`);
  const moment = values.momento === undefined ? undefined : worldMomentOf(values.momento, '--momento');
  return {port, host: values.host ?? '127.0.0.1', requestsPerMinute, moment};
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: Arguments;
  try {
    args = argumentsOf(argv);
  } catch (error) {
    process.stderr.write(`simulador: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const simulator = createSimulator({
    schema: parseSnapshot(schemaSdl(), 'schema.graphql'),
    ...(args.moment === undefined ? {} : {now: args.moment}),
  });
  let sandbox;
  try {
    sandbox = await startSandbox(simulator, {
      port: args.port,
      host: args.host,
      limits: {requestsPerMinute: args.requestsPerMinute},
    });
  } catch (error) {
    process.stderr.write(`simulador: não foi possível escutar em ${args.host}:${args.port}: ${String(error)}\n`);
    return 1;
  }
  const base = sandbox.url.replace(/\/graphql$/, '');
  process.stdout.write(
    [
      `Simulador pronto em ${sandbox.url} (HTTP e graphql-ws).`,
      `Relógio simulado: ${simulator.now().toISOString()}. Controles de cenário em ${base}${SCENARIO_ROUTE}.`,
      `Limite: ${args.requestsPerMinute} requisições por minuto por usuário de integração.`,
      'Ctrl+C encerra.',
      '',
    ].join('\n'),
  );
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return 0;
}

runIfEntryPoint(import.meta.url, 'simulador', main);
