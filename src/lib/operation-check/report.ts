/**
 * A check's result as text for a terminal (one line per finding, `arquivo:linha:coluna`, as
 * editors and CI logs link them) and as JSON for other tools. Both in Portuguese.
 */
import {longDate} from '../long-date';
import type {CheckResult, Finding, FindingKind} from './check';

/** How each kind of finding is labelled in the text report. */
export const KIND_LABELS: Readonly<Record<FindingKind, string>> = {
  sintaxe: 'erro de sintaxe',
  validacao: 'erro',
  obsoleto: 'obsoleto',
  'ausente-na-versao': 'ausente na versão',
  profundidade: 'profundidade',
  largura: 'largura',
};

export interface Counts {
  readonly erros: number;
  readonly obsoletos: number;
}

export function countFindings(result: CheckResult): Counts {
  return {
    erros: result.findings.filter((finding) => finding.severity === 'erro').length,
    obsoletos: result.findings.filter((finding) => finding.kind === 'obsoleto').length,
  };
}

const plural = (count: number, singular: string, pluralForm: string): string =>
  `${count} ${count === 1 ? singular : pluralForm}`;

/** The closing line: "2 erros e 1 uso de membro obsoleto em 3 arquivos." */
export function summaryLine(result: CheckResult): string {
  const {erros, obsoletos} = countFindings(result);
  const files = plural(result.files.length, 'arquivo', 'arquivos');
  const operations = plural(result.operations.length, 'operação', 'operações');
  if (erros === 0 && obsoletos === 0) return `Nenhum problema em ${operations} de ${files}.`;
  return `${plural(erros, 'erro', 'erros')} e ${plural(obsoletos, 'uso de membro obsoleto', 'usos de membros obsoletos')} em ${operations} de ${files}.`;
}

function findingLines(finding: Finding): string[] {
  const {file, line, column} = finding.location;
  const lines = [`${file}:${line}:${column}  ${KIND_LABELS[finding.kind]}  ${finding.message}`];
  if (finding.href !== undefined) lines.push(`    ${finding.href}`);
  if (finding.replacement?.href !== undefined) lines.push(`    substituto: ${finding.replacement.href}`);
  return lines;
}

/** The report for a terminal. */
export function formatReport(result: CheckResult): string {
  const header =
    result.since === undefined
      ? []
      : [`Comparado também com a versão de ${longDate(result.since.version)}, em vigor em ${result.since.date}.`, ''];
  return [
    ...header,
    ...result.findings.flatMap(findingLines),
    ...(result.findings.length > 0 ? [''] : []),
    summaryLine(result),
  ].join('\n');
}

/** The JSON form's shape: Portuguese keys, as the rest of the output. */
export interface JsonReport {
  readonly arquivos: readonly string[];
  readonly desde?: {readonly data: string; readonly versao: string};
  readonly limites: {readonly profundidade: number; readonly largura: number};
  readonly resumo: Counts & {readonly texto: string};
  readonly operacoes: readonly {
    readonly nome: string;
    readonly arquivo: string;
    readonly linha: number;
    readonly coluna: number;
    readonly profundidade: number;
    readonly largura: number;
  }[];
  readonly achados: readonly {
    readonly tipo: FindingKind;
    readonly gravidade: Finding['severity'];
    readonly mensagem: string;
    readonly arquivo: string;
    readonly linha: number;
    readonly coluna: number;
    readonly membro?: string;
    readonly link?: string;
    readonly substituto?: {readonly membro: string; readonly link?: string};
    readonly obsoletoDesde?: string;
    readonly regra?: string;
  }[];
}

export function reportJson(result: CheckResult): JsonReport {
  return {
    arquivos: result.files,
    ...(result.since ? {desde: {data: result.since.date, versao: result.since.version}} : {}),
    limites: {profundidade: result.limits.depth, largura: result.limits.breadth},
    resumo: {...countFindings(result), texto: summaryLine(result)},
    operacoes: result.operations.map((operation) => ({
      nome: operation.name,
      arquivo: operation.location.file,
      linha: operation.location.line,
      coluna: operation.location.column,
      profundidade: operation.depth,
      largura: operation.breadth,
    })),
    achados: result.findings.map((finding) => ({
      tipo: finding.kind,
      gravidade: finding.severity,
      mensagem: finding.message,
      arquivo: finding.location.file,
      linha: finding.location.line,
      coluna: finding.location.column,
      ...(finding.member ? {membro: finding.member} : {}),
      ...(finding.href ? {link: finding.href} : {}),
      ...(finding.replacement
        ? {
            substituto: {
              membro: finding.replacement.member,
              ...(finding.replacement.href ? {link: finding.replacement.href} : {}),
            },
          }
        : {}),
      ...(finding.deprecatedIn ? {obsoletoDesde: finding.deprecatedIn} : {}),
      ...(finding.rule ? {regra: finding.rule} : {}),
    })),
  };
}
