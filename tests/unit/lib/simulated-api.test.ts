import {
  getNamedType,
  getNullableType,
  isLeafType,
  isListType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import {describe, expect, it} from 'vitest';

import {carla, helena} from '../../../src/data/world';
import {LIST_LENGTH, SUBSCRIPTION_NOT_SIMULATED, runSimulated} from '../../../src/lib/simulated-api';
import {buildAllExamples} from '../../../src/plugins/api-reference/generator/examples';
import {cnpjValid, cpfValid} from '../../support/brazilian-documents';
import {snapshot} from '../../support/snapshot-helpers';

const schema: GraphQLSchema = snapshot();
const examples = buildAllExamples(schema).filter((example) => example.kind !== 'subscription');

interface Walk {
  /** Paths of object (or list of objects) fields that came back null. */
  readonly nullObjects: string[];
  /** Names of the scalar types whose values the answer carried. */
  readonly scalars: Set<string>;
  /** Every string under a field named like a CPF or a CNPJ. */
  readonly documents: Array<{path: string; kind: 'cpf' | 'cnpj'; value: unknown}>;
}

/** Walks an answer along the schema's types (the examples use no aliases). */
function walk(value: unknown, type: GraphQLOutputType, path: string, into: Walk): void {
  const nullable = getNullableType(type);
  if (value === null || value === undefined) {
    if (!isLeafType(getNamedType(type))) into.nullObjects.push(path);
    return;
  }
  if (isListType(nullable)) {
    (value as unknown[]).forEach((item, index) => {
      walk(item, nullable.ofType, `${path}[${index}]`, into);
    });
    return;
  }
  if (isScalarType(nullable)) {
    into.scalars.add(nullable.name);
    const field = path.split('.').at(-1) ?? '';
    if (/cpf/i.test(field)) into.documents.push({path, kind: 'cpf', value});
    if (/cnpj/i.test(field)) into.documents.push({path, kind: 'cnpj', value});
    return;
  }
  if (isLeafType(nullable)) return;
  const object = value as Record<string, unknown>;
  const typeName = typeof object.__typename === 'string' ? object.__typename : nullable.name;
  const concrete = schema.getType(typeName);
  if (!isObjectType(concrete)) throw new Error(`${path}: tipo ${typeName} não é um objeto`);
  for (const [key, child] of Object.entries(object)) {
    if (key === '__typename') continue;
    const field = concrete.getFields()[key];
    if (field === undefined) throw new Error(`${path}.${key}: campo fora do schema`);
    walk(child, field.type, `${path}.${key}`, into);
  }
}

describe('API simulada', () => {
  const answers = examples.map((example) => ({
    example,
    result: runSimulated(schema, {
      query: example.document,
      variables: example.variables,
      operationName: example.operationName,
    }),
  }));

  it('responde ao exemplo de cada consulta e mutação da referência sem erro e sem objeto nulo', async () => {
    expect(examples.length).toBeGreaterThan(200);
    const problems: string[] = [];
    const into: Walk = {nullObjects: [], scalars: new Set(), documents: []};
    for (const {example, result} of answers) {
      const {data, errors} = await result;
      if (errors !== undefined)
        problems.push(`${example.fieldName}: ${errors.map((error) => error.message).join('; ')}`);
      const root = example.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      const field = root?.getFields()[example.fieldName];
      if (data === null || data === undefined || field === undefined) {
        problems.push(`${example.fieldName}: sem dados`);
        continue;
      }
      walk(data[example.fieldName], field.type, example.fieldName, into);
    }
    expect(problems).toEqual([]);
    expect(into.nullObjects).toEqual([]);
  });

  it('dá valor a todo escalar próprio do schema e CPFs e CNPJs com dígitos válidos', async () => {
    const into: Walk = {nullObjects: [], scalars: new Set(), documents: []};
    for (const {example, result} of answers) {
      const {data} = await result;
      const root = example.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      const field = root?.getFields()[example.fieldName];
      if (data && field) walk(data[example.fieldName], field.type, example.fieldName, into);
    }

    // The custom scalars an answer can carry (Byte only appears in inputs, for file contents).
    const customScalars = [
      ...new Set(
        Object.values(schema.getTypeMap())
          .filter(isObjectType)
          .flatMap((type) => Object.values(type.getFields()).map((field) => getNamedType(field.type)))
          .filter((type) => isScalarType(type) && !isSpecifiedScalarType(type))
          .map((type) => type.name),
      ),
    ].sort();
    expect(customScalars).toEqual(['DateTime', 'Decimal', 'Long', 'TimeSpan', 'UUID']);
    expect([...into.scalars].filter((name) => customScalars.includes(name)).sort()).toEqual(customScalars);
    const documents = into.documents.filter(({value}) => typeof value === 'string');
    expect(documents.filter(({kind}) => kind === 'cpf').length).toBeGreaterThan(10);
    expect(documents.filter(({kind}) => kind === 'cnpj').length).toBeGreaterThan(5);
    const invalid = documents.filter(({kind, value}) =>
      kind === 'cpf' ? !cpfValid(String(value)) : !cnpjValid(String(value)),
    );
    expect(invalid).toEqual([]);
  });

  it('responde a addDependent com o que a mutation enviou', async () => {
    const example = examples.find((candidate) => candidate.fieldName === 'addDependent');
    if (example === undefined) throw new Error('sem exemplo de addDependent');
    const sent = example.variables.data as Record<string, unknown>;
    const {data, errors} = await runSimulated(schema, {query: example.document, variables: example.variables});
    expect(errors).toBeUndefined();
    const added = data?.addDependent as Record<string, unknown>;
    // What the example both sent and selected.
    const sentLeaves = Object.entries(sent).filter(([key, value]) => typeof value !== 'object' && key in added);
    expect(sentLeaves.map(([key]) => key)).toContain('name');
    for (const [key, value] of sentLeaves) expect(added[key], key).toEqual(value);
    expect(added.name).toBe(carla.name);
  });

  it('usa os registros do mundo de exemplo: o id pedido e, numa lista, um registro por item', async () => {
    const one = await runSimulated(schema, {
      query: 'query ($id: Int!) { dependent(id: $id) { id name cpf } }',
      variables: {id: helena.id},
    });
    expect(one.data).toEqual({dependent: {id: helena.id, name: helena.name, cpf: helena.cpf}});
    const list = await runSimulated(schema, {query: '{ dependents(take: 5) { items { id name } } }'});
    const items = (list.data?.dependents as {items: Array<{id: number; name: string}>}).items;
    expect(items).toHaveLength(LIST_LENGTH);
    expect(new Set(items.map((item) => item.id)).size).toBe(LIST_LENGTH);
  });

  it('dá a mesma resposta à mesma requisição', async () => {
    const example = examples.find((candidate) => candidate.fieldName === 'billings') ?? examples[0];
    if (example === undefined) throw new Error('sem exemplos');
    const request = {query: example.document, variables: example.variables};
    expect(await runSimulated(schema, request)).toEqual(await runSimulated(schema, request));
  });

  it('devolve erros GraphQL, sem lançar, para texto inválido, campo inexistente e subscription', async () => {
    const syntax = await runSimulated(schema, {query: '{ dependent(id: '});
    expect(syntax.errors?.[0]?.message).toMatch(/Syntax Error/);
    const unknown = await runSimulated(schema, {query: '{ campoQueNaoExiste }'});
    expect(unknown.errors?.[0]?.message).toMatch(/campoQueNaoExiste/);
    const subscription = await runSimulated(schema, {
      query: 'subscription { onAuthenticationChanged { __typename } }',
    });
    expect(subscription.errors?.[0]?.message).toBe(SUBSCRIPTION_NOT_SIMULATED);
  });
});
