import {readFileSync} from 'node:fs';
import {
  getNamedType,
  isInputObjectType,
  isNamedType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import {describe, expect, it} from 'vitest';

import {copySuffix, syntheticSchema} from '../../../../scripts/bench/synthetic-schema';
import {SNAPSHOT_PATH, parseSnapshot, printSnapshot} from '../../../../src/lib/schema-snapshot';

const SMALL = /* GraphQL */ `
  scalar UUID
  enum Status {
    ACTIVE
    INACTIVE
  }
  input AddThingInput {
    name: String!
    status: Status
  }
  type Thing {
    id: Int!
    refId: UUID!
    status: Status!
    parent: Thing
  }
  type Query {
    thing(id: Int!): Thing
  }
  type Mutation {
    addThing(data: AddThingInput!): Thing!
  }
`;

const userTypes = (schema: GraphQLSchema): string[] =>
  Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'));

/** The named types that `type`'s fields and arguments use. */
function referencedTypes(type: GraphQLNamedType): string[] {
  if (isInputObjectType(type)) return Object.values(type.getFields()).map((field) => getNamedType(field.type).name);
  if (!isObjectType(type)) return [];
  return Object.values(type.getFields()).flatMap((field) => [
    getNamedType(field.type).name,
    ...field.args.map((arg) => getNamedType(arg.type).name),
  ]);
}

describe('syntheticSchema', () => {
  it('o fator 1 devolve o mesmo schema', () => {
    expect(printSnapshot(syntheticSchema(SMALL, 1))).toBe(printSnapshot(parseSnapshot(SMALL, 'pequeno.graphql')));
  });

  it('o fator 3 triplica operações e tipos, e cada cópia só aponta para tipos da mesma cópia', () => {
    const schema = syntheticSchema(SMALL, 3);
    expect(Object.keys(schema.getQueryType()?.getFields() ?? {}).sort()).toEqual([
      'thing',
      `thing${copySuffix(2)}`,
      `thing${copySuffix(3)}`,
    ]);
    expect(schema.getMutationType()?.getFields()[`addThing${copySuffix(3)}`]?.type.toString()).toBe(
      `Thing${copySuffix(3)}!`,
    );
    const thing2 = schema.getType(`Thing${copySuffix(2)}`);
    expect(thing2 && isNamedType(thing2)).toBe(true);
    if (!thing2) return;
    expect(new Set(referencedTypes(thing2))).toEqual(
      new Set(['Int', `UUID${copySuffix(2)}`, `Status${copySuffix(2)}`, `Thing${copySuffix(2)}`]),
    );
    // Query, Mutation and the five built-in scalars are not copied.
    const original = userTypes(parseSnapshot(SMALL, 'pequeno.graphql'));
    const copiable = original.filter((name) => !['Query', 'Mutation', 'String', 'Int', 'Boolean'].includes(name));
    expect(userTypes(schema)).toHaveLength(original.length + 2 * copiable.length);
  });

  // Pure code, but it builds, prints and parses a schema ten times the snapshot: about 3.5 s alone on
  // a 2-CPU machine and more next to other test files, so it gets more than the default 5 s.
  it('o schema 10× do snapshot é válido e tem 10× as suas operações', () => {
    const snapshot = readFileSync(SNAPSHOT_PATH, 'utf8');
    const base = parseSnapshot(snapshot, SNAPSHOT_PATH);
    const tenfold = syntheticSchema(snapshot, 10);
    // Printed and parsed again, as the benchmark writes it for the reference generator.
    const reparsed = parseSnapshot(printSnapshot(tenfold), 'schema-10x.graphql');
    const operations = (schema: GraphQLSchema): number =>
      [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].reduce(
        (sum, root) => sum + Object.keys(root?.getFields() ?? {}).length,
        0,
      );
    expect(operations(reparsed)).toBe(10 * operations(base));
    expect(userTypes(reparsed).length).toBeGreaterThan(9.5 * userTypes(base).length);
  }, 30_000);

  it('recusa um fator que não é inteiro positivo', () => {
    expect(() => syntheticSchema(SMALL, 0)).toThrow(/inteiro ≥ 1/u);
    expect(() => syntheticSchema(SMALL, 2.5)).toThrow(/inteiro ≥ 1/u);
  });
});
