/**
 * Every name the API must have (required-names.json) exists in the snapshot with the right kind:
 * scalars, enums, objects, queries, mutations, subscriptions, and each operation family (any root
 * type).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {describe, it} from 'vitest';

import {missingNames} from '../../support/schema-checks';
import {expectNoProblems, snapshot} from '../../support/snapshot-helpers';

const FILE = path.join(import.meta.dirname, 'required-names.json');
const CATEGORIES = ['scalars', 'subscriptions', 'enums', 'queries', 'mutations', 'objects'] as const;
type Category = (typeof CATEGORIES)[number];

interface RequiredNames extends Record<Category, string[]> {
  families: Record<string, string[]>;
}

function isNameList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Read per test, not at import: while the file is being written, only these tests should fail. */
function requiredNames(): RequiredNames {
  const data: unknown = JSON.parse(readFileSync(FILE, 'utf8'));
  if (!(data instanceof Object)) throw new Error(`${FILE}: esperado um objeto JSON`);
  const record = data as Record<string, unknown>;
  for (const category of CATEGORIES) {
    if (!isNameList(record[category])) throw new Error(`${FILE}: "${category}" deveria ser uma lista de nomes`);
  }
  const families = record.families;
  if (!(families instanceof Object) || !Object.values(families).every(isNameList)) {
    throw new Error(`${FILE}: "families" deveria mapear rótulo → lista de nomes`);
  }
  return data as RequiredNames;
}

const KIND_LABEL: Record<Category, string> = {
  scalars: 'escalar',
  subscriptions: 'subscription',
  enums: 'enum',
  queries: 'query',
  mutations: 'mutation',
  objects: 'tipo objeto',
};

describe('nomes exigidos (required-names.json)', () => {
  it.each(CATEGORIES)('%s', (category) => {
    const missing = missingNames(snapshot(), category, requiredNames()[category]);
    expectNoProblems(
      missing.map((name) => `${KIND_LABEL[category]} ${name} ausente (ou de outro tipo) no snapshot`),
      `${category} exigidos`,
    );
  });

  it('famílias de operações', () => {
    const problems = Object.entries(requiredNames().families).flatMap(([label, names]) =>
      missingNames(snapshot(), 'operations', names).map((name) => `família "${label}": operação ${name} ausente`),
    );
    expectNoProblems(problems, 'famílias de operações');
  });
});
