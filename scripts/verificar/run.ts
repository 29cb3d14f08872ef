/**
 * The `verificar` command, shared by `npm run verificar` (scripts/verificar.ts, schema and
 * history read from the repository) and the single-file download (standalone.ts, both embedded):
 * checks the .graphql files that the patterns name with the operation checker
 * (src/lib/operation-check) and prints the report.
 *
 * Exit status: 0 without errors; 1 with an error (with --estrito, also with a deprecated member);
 * 2 on bad usage, an unknown date or when the patterns name no file.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {parseArgs} from 'node:util';

import type {GraphQLSchema} from 'graphql';
import {glob} from 'tinyglobby';

import {
  checkOperations,
  countFindings,
  formatReport,
  reportJson,
  type SchemaTimeline,
} from '../../src/lib/operation-check';

export interface CheckerData {
  readonly schema: GraphQLSchema;
  readonly timeline: SchemaTimeline;
  /** Address of the portal, for the links of the report. */
  readonly siteUrl: string;
}

export interface CliIo {
  readonly cwd: string;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

export const processIo: CliIo = {
  // npm runs a script in the package's folder; the patterns are relative to where it was called.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

export function usage(command: string): string {
  return [
    `Uso: ${command} <arquivos ou padrões .graphql>... [--desde AAAA-MM-DD] [--json] [--estrito]`,
    '',
    'Verifica operações e fragmentos GraphQL contra o schema da API e o histórico dele.',
    '',
    '  --desde AAAA-MM-DD  aponta também o que não existia na versão em vigor nessa data',
    '  --json              escreve o resultado em JSON',
    '  --estrito           termina com erro também quando há membros obsoletos',
    '  --ajuda             mostra esta ajuda',
    '',
    'Saída: 0 sem erros; 1 com erros (com --estrito, também com obsoletos); 2 para uso incorreto.',
  ].join('\n');
}

/** The files the patterns name, relative to `cwd`, in order, each once. */
export async function filesOf(patterns: readonly string[], cwd: string): Promise<string[]> {
  const found = await glob([...patterns], {cwd, onlyFiles: true, expandDirectories: false, dot: false});
  return [...new Set(found.map((file) => file.split(path.sep).join('/')))].sort();
}

export async function main(
  argv: readonly string[],
  load: () => CheckerData | Promise<CheckerData>,
  command: string,
  io: CliIo = processIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        desde: {type: 'string'},
        json: {type: 'boolean', default: false},
        estrito: {type: 'boolean', default: false},
        ajuda: {type: 'boolean', short: 'h', default: false},
      },
    });
  } catch (error) {
    io.stderr(`verificar: ${error instanceof Error ? error.message : String(error)}\n${usage(command)}\n`);
    return 2;
  }
  const {values, positionals} = parsed;
  if (values.ajuda) {
    io.stdout(`${usage(command)}\n`);
    return 0;
  }
  if (positionals.length === 0) {
    io.stderr(`verificar: informe os arquivos .graphql a verificar.\n${usage(command)}\n`);
    return 2;
  }
  const files = await filesOf(positionals, io.cwd);
  if (files.length === 0) {
    io.stderr(`verificar: nenhum arquivo corresponde a ${positionals.map((p) => `"${p}"`).join(', ')}.\n`);
    return 2;
  }
  const documents = await Promise.all(
    files.map(async (name) => ({name, text: await readFile(path.resolve(io.cwd, name), 'utf8')})),
  );
  const {schema, timeline, siteUrl} = await load();
  let result;
  try {
    result = checkOperations(documents, {
      schema,
      timeline,
      siteUrl,
      ...(values.desde === undefined ? {} : {since: values.desde}),
    });
  } catch (error) {
    io.stderr(`verificar: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  io.stdout(values.json ? `${JSON.stringify(reportJson(result), null, 2)}\n` : `${formatReport(result)}\n`);
  const {erros, obsoletos} = countFindings(result);
  return erros > 0 || (values.estrito && obsoletos > 0) ? 1 : 0;
}
