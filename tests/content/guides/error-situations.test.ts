/**
 * One code per situation, as the catalogue's meanings say (src/data/error-codes.ts, and the facts
 * `erros.*` of src/data/platform-facts.ts). errors.test.ts holds the pages to the catalogue's list
 * of codes; this file holds them to what each code means:
 * - `ENTITY_NOT_FOUND` is for the record an operation is about, in a mutation or in a query whose
 *   return type is non-null; a query that returns the record itself answers `null` instead;
 * - `INVALID_REFERENCE` names (in `extensions.field`) a member that points at another record;
 * - `REQUIRED_FIELD_MISSING` names optional members of the operation's input;
 * - `EMPTY_SELECTION` comes only from a batch operation (one that takes a list of identifiers),
 *   and a page never gives it for a selection that was not sent (that is REQUIRED_FIELD_MISSING).
 * Every error example (the catalogue's and the pages' JSON) and every bullet of an "Erros"
 * section is checked.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import {describe, expect, it} from 'vitest';

import {API_ERRORS, type GraphQLErrorExample} from '../../../src/data/error-codes';
import {codeBlocks} from '../../support/code-blocks';
import {DOCS, proseFiles, relative, sectionsTitled} from '../../support/markdown-text';
import {snapshot} from '../../support/snapshot-helpers';

const schema: GraphQLSchema = snapshot();

type Operation = {kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown>};

/** A root field by name, with its kind; undefined when no root type has it. */
export function operationNamed(name: string, on: GraphQLSchema = schema): Operation | undefined {
  const mutation = on.getMutationType()?.getFields()[name];
  if (mutation !== undefined) return {kind: 'mutation', field: mutation};
  const query = on.getQueryType()?.getFields()[name];
  return query === undefined ? undefined : {kind: 'query', field: query};
}

/** Every member an operation receives: its arguments and, recursively, the fields of its input types. */
export function inputMembers(operation: Operation): {name: string; type: GraphQLInputType}[] {
  const found: {name: string; type: GraphQLInputType}[] = [];
  const seen = new Set<string>();
  const visit = (name: string, type: GraphQLInputType): void => {
    found.push({name, type});
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const field of Object.values(named.getFields())) visit(field.name, field.type);
  };
  for (const arg of operation.field.args) visit(arg.name, arg.type);
  return found;
}

const POINTER = /(?:Id|RefId|Ids|RefIds)$/;
const listOf = (type: GraphQLInputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

/** Whether the operation takes a selection of several records (a list of identifiers). */
export function isBatch(operation: Operation): boolean {
  return inputMembers(operation).some(({name, type}) => listOf(type) && /^(?:ids|refIds|\w+Ids|\w+RefIds)$/.test(name));
}

/** What is wrong with one entry of `errors[]` for the situation its code stands for. */
export function exampleProblems(example: GraphQLErrorExample, on: GraphQLSchema = schema): string[] {
  const code = example.extensions.code;
  const root = example.path?.[0];
  if (typeof code !== 'string' || typeof root !== 'string') return [];
  const operation = operationNamed(root, on);
  if (operation === undefined) return [];
  const members = inputMembers(operation);
  const problems: string[] = [];
  switch (code) {
    case 'ENTITY_NOT_FOUND':
      if (operation.kind === 'query' && !isNonNullType(operation.field.type))
        problems.push(`${root} é uma query com retorno que aceita nulo: responde null, não ENTITY_NOT_FOUND`);
      break;
    case 'INVALID_REFERENCE': {
      const field = example.extensions.field;
      if (typeof field !== 'string' || !POINTER.test(field) || !members.some((member) => member.name === field))
        problems.push(`extensions.field ${String(field)} não é um vínculo recebido por ${root}`);
      break;
    }
    case 'REQUIRED_FIELD_MISSING': {
      const fields = example.extensions.fields;
      for (const field of Array.isArray(fields) ? (fields as unknown[]) : [])
        if (!members.some((member) => member.name === field && !isNonNullType(member.type)))
          problems.push(`${String(field)} não é um campo opcional da entrada de ${root}`);
      break;
    }
    case 'EMPTY_SELECTION':
      if (!isBatch(operation)) problems.push(`${root} não é uma operação em lote`);
      break;
    default:
  }
  return problems;
}

/** Every `errors[]` entry of a parsed JSON value. */
function errorEntries(value: unknown): GraphQLErrorExample[] {
  if (Array.isArray(value)) return value.flatMap(errorEntries);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.extensions === 'object' && record.extensions !== null && 'message' in record
      ? [record as unknown as GraphQLErrorExample]
      : [];
  return [...own, ...Object.values(record).flatMap(errorEntries)];
}

const files = proseFiles();
const sources = new Map(files.map((file) => [file, readFileSync(file, 'utf8')] as const));

/**
 * The statements of a section that give a linked code: each bullet, and each sentence outside
 * bullets, with the codes it links to the Erros page ([`CODE`](...erros.md#anchor)).
 */
export function codedStatements(section: string): {code: string; text: string}[] {
  const statements = section
    .split(/\n(?=- )|\n\n/)
    .flatMap((part) => (part.trimStart().startsWith('- ') ? [part] : part.split(/(?<=[.;])\s+(?=[A-ZÀ-Ú`[])/)));
  return statements.flatMap((statement) => {
    const text = statement.replace(/\s+/g, ' ').trim();
    return [...text.matchAll(/\[`([A-Z][A-Z0-9_]*)`\]\([^)]*erros\.md#[^)]*\)/g)].map((match) => ({
      code: match[1] ?? '',
      text,
    }));
  });
}

/** Root fields named in inline code in a text. */
const operationsIn = (text: string): Operation[] =>
  [...text.matchAll(/`([a-z][A-Za-z0-9]*)`/g)].flatMap((match) => {
    const operation = operationNamed(match[1] ?? '');
    return operation === undefined ? [] : [operation];
  });

/** Root fields of the page's GraphQL examples. */
const pageOperations = (file: string, source: string): Operation[] =>
  codeBlocks(file, source)
    .filter((block) => block.lang === 'graphql')
    .flatMap((block) =>
      [...block.code.matchAll(/^\s{2}([a-z][A-Za-z0-9]*)\s*[({\n]/gm)].flatMap((match) => {
        const operation = operationNamed(match[1] ?? '');
        return operation === undefined ? [] : [operation];
      }),
    );

const canBeNotFound = (operation: Operation): boolean =>
  operation.kind === 'mutation' || isNonNullType(operation.field.type);

/** Words that describe a selection that was not sent at all. */
const ABSENT_SELECTION = /(?:chegou|veio|enviad[oa]) sem|sem `ids`|nenhum `id`|nenhum critério/;

/** What is wrong with a bullet of an "Erros" section, given the operations of its page. */
export function bulletProblems(code: string, text: string, page: readonly Operation[]): string[] {
  const named = operationsIn(text);
  switch (code) {
    case 'ENTITY_NOT_FOUND': {
      // The operations the bullet can be about: the page's and those it names; none known, nothing to hold.
      const about = [...page, ...named];
      return about.length === 0 || about.some(canBeNotFound) || /\bmutations?\b/.test(text)
        ? []
        : [`ENTITY_NOT_FOUND numa página só de queries que respondem null: «${text.slice(0, 80)}»`];
    }
    case 'EMPTY_SELECTION':
      return ABSENT_SELECTION.test(text) && !text.includes('REQUIRED_FIELD_MISSING')
        ? [`uma seleção não enviada é REQUIRED_FIELD_MISSING, não EMPTY_SELECTION: «${text.slice(0, 80)}»`]
        : [];
    default:
      return [];
  }
}

describe('cada código na sua situação', () => {
  it.each(API_ERRORS.map((entry) => [entry.code ?? entry.title, entry] as const))(
    'o exemplo do catálogo de %s é da situação do código',
    (_code, entry) => {
      expect(exampleProblems(entry.example)).toEqual([]);
    },
  );

  it.each(API_ERRORS.flatMap((entry) => (entry.code === null ? [] : [[entry.code, entry] as const])))(
    'o significado de %s no catálogo não descreve a situação de outro código',
    (code, entry) => {
      expect(bulletProblems(code, entry.meaning, [])).toEqual([]);
    },
  );

  const guides = files.filter((file) => file.startsWith(`${DOCS}${path.sep}`));

  it.each(guides.map((file) => [relative(file), file] as const))(
    '%s: exemplos de erro e seções Erros dão a cada situação o seu código',
    (_name, file) => {
      const source = sources.get(file) ?? '';
      const problems: string[] = [];
      for (const block of codeBlocks(file, source).filter((candidate) => candidate.lang === 'json')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(block.code);
        } catch {
          continue;
        }
        for (const entry of errorEntries(parsed))
          problems.push(...exampleProblems(entry).map((problem) => `${relative(file)}:${block.line}: ${problem}`));
      }
      const page = pageOperations(file, source);
      for (const section of sectionsTitled(source, /^Erros\b/))
        for (const {code, text} of codedStatements(section.text))
          problems.push(...bulletProblems(code, text, page).map((problem) => `${relative(file)}: ${problem}`));
      expect(problems).toEqual([]);
    },
  );
});

describe('o detector de situações', () => {
  it('reconhece cada troca de código', () => {
    const query = operationNamed('billing');
    const printing = operationNamed('printBilling');
    const removal = operationNamed('removePaymentPlan');
    expect(query?.kind).toBe('query');
    expect(printing?.kind).toBe('query');
    expect(removal?.kind).toBe('mutation');
    const at = (root: string, extensions: Record<string, unknown>): GraphQLErrorExample => ({
      message: 'x',
      path: [root],
      extensions,
    });
    expect(exampleProblems(at('billing', {code: 'ENTITY_NOT_FOUND'}))).not.toEqual([]);
    expect(exampleProblems(at('printBilling', {code: 'ENTITY_NOT_FOUND'}))).toEqual([]);
    expect(exampleProblems(at('removePaymentPlan', {code: 'ENTITY_NOT_FOUND'}))).toEqual([]);
    expect(exampleProblems(at('removePaymentPlan', {code: 'EMPTY_SELECTION'}))).not.toEqual([]);
    expect(exampleProblems(at('addPaymentPlan', {code: 'INVALID_REFERENCE', field: 'cpf'}))).not.toEqual([]);
    expect(exampleProblems(at('addPaymentPlan', {code: 'INVALID_REFERENCE', field: 'financialIntegrationId'}))).toEqual(
      [],
    );
    expect(bulletProblems('EMPTY_SELECTION', 'o lote chegou sem `ids`.', [])).not.toEqual([]);
    expect(bulletProblems('ENTITY_NOT_FOUND', 'a `billing` não existe.', [])).not.toEqual([]);
    expect(
      bulletProblems('ENTITY_NOT_FOUND', 'a `billing` não existe.', removal === undefined ? [] : [removal]),
    ).toEqual([]);
    expect(
      codedStatements(
        'Texto. Em `x`, é [`HC0016`](erros.md#hc0016).\n\n- [`EMPTY_SELECTION`](erros.md#empty-selection): nada\n  a fazer.',
      ),
    ).toEqual([
      {code: 'HC0016', text: 'Em `x`, é [`HC0016`](erros.md#hc0016).'},
      {code: 'EMPTY_SELECTION', text: '- [`EMPTY_SELECTION`](erros.md#empty-selection): nada a fazer.'},
    ]);
  });
});
