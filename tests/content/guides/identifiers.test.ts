/**
 * The page "Como obter os identificadores de cada operação" is a set of tables: which
 * identifier, which operations ask for it, which queries give it. A table that names an
 * operation that does not take the identifier, or a query that does not exist, sends the
 * integrator the wrong way; this test reads every row against the schema.
 */
import {readFileSync} from 'node:fs';
import {getNamedType, isInputObjectType, isObjectType, type GraphQLField, type GraphQLInputObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';

import {snapshot} from '../../support/snapshot-helpers';
import {repoPath} from '../../support/paths';

const PAGE = repoPath('docs/primeiros-passos/obter-identificadores.md');

interface Row {
  readonly line: number;
  readonly identifiers: string[];
  readonly askedBy: string[];
  readonly obtainedFrom: string[];
}

const names = (cell: string): string[] =>
  [...cell.matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((match) => match[1] ?? '');

function rows(): Row[] {
  const lines = readFileSync(PAGE, 'utf8').split('\n');
  return lines.flatMap((text, index) => {
    const cells = /^\| (.+) \| (.+) \| (.+) \|$/.exec(text);
    if (cells === null || text.startsWith('| Identificador') || text.startsWith('| ---')) return [];
    return [
      {
        line: index + 1,
        identifiers: names(cells[1] ?? ''),
        askedBy: names(cells[2] ?? ''),
        obtainedFrom: names(cells[3] ?? ''),
      },
    ];
  });
}

/** Every argument and input field name an operation accepts, at any depth. */
function acceptedNames(field: GraphQLField<unknown, unknown>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const walk = (type: GraphQLInputObjectType): void => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    for (const inner of Object.values(type.getFields())) {
      found.add(inner.name);
      const named = getNamedType(inner.type);
      if (isInputObjectType(named)) walk(named);
    }
  };
  for (const arg of field.args) {
    found.add(arg.name);
    const named = getNamedType(arg.type);
    if (isInputObjectType(named)) walk(named);
  }
  return found;
}

const schema = snapshot();
const operations = new Map<string, GraphQLField<unknown, unknown>>(
  [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((root) =>
    Object.values(root?.getFields() ?? {}).map((field) => [field.name, field] as const),
  ),
);
// Field names of every object type: "the field deductedDiscounts of the plans" is a way to obtain an id.
const objectFields = new Set(
  Object.values(schema.getTypeMap()).flatMap((type) =>
    isObjectType(type) && !type.name.startsWith('__') ? Object.keys(type.getFields()) : [],
  ),
);

describe('tabelas de Como obter os identificadores', () => {
  const table = rows();

  it('a página tem uma linha por identificador, em várias famílias', () => {
    expect(table.length).toBeGreaterThanOrEqual(20);
  });

  it.each(table.map((row) => [`linha ${row.line}: ${row.identifiers.join(', ')}`, row] as const))(
    '%s: cada operação citada como quem pede recebe o identificador',
    (_name, row) => {
      expect(row.identifiers.length).toBeGreaterThan(0);
      const problems = row.askedBy
        .filter((name) => operations.has(name))
        .filter((name) => {
          const accepted = acceptedNames(operations.get(name) as GraphQLField<unknown, unknown>);
          return !row.identifiers.some((identifier) => accepted.has(identifier));
        });
      expect(problems, `${PAGE}:${row.line}`).toEqual([]);
      expect(
        row.askedBy.some((name) => operations.has(name)),
        `${PAGE}:${row.line}: nenhuma operação citada`,
      ).toBe(true);
    },
  );

  it.each(table.map((row) => [`linha ${row.line}: ${row.identifiers.join(', ')}`, row] as const))(
    '%s: cada operação ou campo citado como fonte existe',
    (_name, row) => {
      const unknown = row.obtainedFrom.filter(
        (name) => /^[a-z]/.test(name) && !operations.has(name) && !objectFields.has(name),
      );
      expect(unknown, `${PAGE}:${row.line}`).toEqual([]);
      expect(
        row.obtainedFrom.some((name) => operations.has(name)),
        `${PAGE}:${row.line}: nenhuma query citada`,
      ).toBe(true);
    },
  );
});
