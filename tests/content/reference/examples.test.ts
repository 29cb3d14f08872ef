/**
 * The examples of the operation pages (src/plugins/api-reference/generator/examples.ts): every one of them, for
 * every query, mutation and subscription of the snapshot, is a valid named operation whose
 * variables JSON is accepted by the schema, and its tabs are the request in every language
 * (tests/integration/lib/request-snippets-*.test.ts compile and run them).
 */
import {readFileSync} from 'node:fs';

import {
  getNamedType,
  getVariableValues,
  isNonNullType,
  isRequiredArgument,
  Kind,
  parse,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {OPERATION_MAX_BREADTH, OPERATION_MAX_DEPTH} from '../../../src/data/platform-facts';
import {operationSize} from '../../../src/lib/operation-check/check';

import {loadSnapshot, parseSnapshot} from '../../../src/lib/schema-snapshot';
import {EXAMPLE_TABS_GROUP} from '../../../src/data/example-tabs';
import {REQUEST_LANGUAGES} from '../../../src/lib/languages';
import {ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../../../src/lib/languages/common';
import {jsLiteral} from '../../../src/lib/languages/javascript';
import {SAMPLE, sampleString} from '../../../src/lib/sample-values';
import {EXPLORER_LINK_LABEL, readExplorerLink} from '../../../src/lib/explorer-link';
import {
  buildAllExamples,
  buildOperationExample,
  exampleSectionMdx,
  type OperationExample,
} from '../../../src/plugins/api-reference/generator/examples';
import {EXAMPLE_RECORDS} from '../../../src/plugins/api-reference/generator/example-records';
import {GENERIC_UUID, WORLD, integrationUser, school} from '../../../src/data/world';
import {fixture as supportFixture} from '../../support/paths';

const FIXTURE = supportFixture('hostile-descriptions.graphql');

const snapshot = loadSnapshot();
const fixture = parseSnapshot(readFileSync(FIXTURE, 'utf8'), FIXTURE);
const examples = buildAllExamples(snapshot);

function operationOf(example: OperationExample): OperationDefinitionNode {
  const document = parse(example.document);
  expect(document.definitions).toHaveLength(1);
  const [definition] = document.definitions;
  if (definition?.kind !== Kind.OPERATION_DEFINITION) throw new Error('não é uma operação');
  return definition;
}

/** Problems of one example against a schema; empty when it is valid and its variables fit. */
function problemsOf(schema: GraphQLSchema, example: OperationExample): string[] {
  const document = parse(example.document);
  const problems = validate(schema, document).map((error) => `validação: ${error.message}`);
  const operation = operationOf(example);
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], {...example.variables});
  if (coerced.errors) problems.push(...coerced.errors.map((error) => `variáveis: ${error.message}`));
  // The JSON shown in the "Variáveis" tab is exactly the variables used above.
  if (JSON.stringify(JSON.parse(example.variablesJson)) !== JSON.stringify(example.variables)) {
    problems.push('o JSON das variáveis difere das variáveis');
  }
  const declared = new Set((operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value));
  const extra = Object.keys(example.variables).filter((name) => !declared.has(name));
  if (extra.length > 0) problems.push(`variáveis não declaradas: ${extra.join(', ')}`);
  return problems.map((problem) => `${example.kind} ${example.fieldName}: ${problem}`);
}

function rootFields(schema: GraphQLSchema) {
  return [
    ...Object.values(snapshotRoot(schema, 'query')).map((field) => ({kind: 'query' as const, field})),
    ...Object.values(snapshotRoot(schema, 'mutation')).map((field) => ({kind: 'mutation' as const, field})),
    ...Object.values(snapshotRoot(schema, 'subscription')).map((field) => ({kind: 'subscription' as const, field})),
  ];
}

function snapshotRoot(schema: GraphQLSchema, kind: 'query' | 'mutation' | 'subscription') {
  const root =
    kind === 'query'
      ? schema.getQueryType()
      : kind === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return root?.getFields() ?? {};
}

describe('exemplos de todas as operações do snapshot', () => {
  it('há um exemplo por query, mutation e subscription', () => {
    const expected = rootFields(snapshot).map(({kind, field}) => `${kind} ${field.name}`);
    expect(examples.map((example) => `${example.kind} ${example.fieldName}`).sort()).toEqual(expected.sort());
    expect(examples.filter((example) => example.kind === 'subscription')).toHaveLength(2);
  });

  it('todo exemplo é válido no schema e as variáveis são aceitas (getVariableValues)', () => {
    expect(examples.flatMap((example) => problemsOf(snapshot, example))).toEqual([]);
  });

  it('a verificação acusa variáveis faltando, de tipo errado ou não declaradas', () => {
    const example = buildOperationExample(snapshot, 'query', 'dependentByCpf');
    const broken = (variables: Record<string, unknown>) => problemsOf(snapshot, {...example, variables});
    expect(broken({cpf: '52998224725'}).join()).toMatch(/companyId/);
    expect(broken({companyId: 'quarenta', cpf: '52998224725'}).join()).toMatch(/Int cannot represent/);
    expect(broken({companyId: 1, cpf: '1', extra: true}).join()).toMatch(/não declaradas: extra/);
    expect(problemsOf(snapshot, {...example, document: 'query X { dependentByCpf { id } }'}).join()).toMatch(
      /validação/,
    );
  });

  it('toda operação tem nome e declara uma variável por argumento obrigatório', () => {
    const problems = rootFields(snapshot).flatMap(({kind, field}) => {
      const example = buildOperationExample(snapshot, kind, field.name);
      const operation = operationOf(example);
      const variables = new Set(
        (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
      );
      const missing = field.args.filter((arg) => isRequiredArgument(arg) && !variables.has(arg.name));
      return [
        ...(operation.name?.value === example.operationName ? [] : [`${field.name}: sem nome de operação`]),
        ...missing.map((arg) => `${field.name}: falta a variável $${arg.name}`),
        ...[...variables]
          .filter((name) => !(name in example.variables))
          .map((name) => `${field.name}: $${name} sem valor no JSON`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('listas paginadas usam skip e take como variáveis e pedem items, pageInfo e totalCount', () => {
    const lists = examples.filter((example) => {
      const field = snapshot.getQueryType()?.getFields()[example.fieldName];
      return example.kind === 'query' && field && getNamedType(field.type).name.endsWith('CollectionSegment');
    });
    expect(lists.length).toBeGreaterThan(30);
    for (const example of lists) {
      expect(example.document).toMatch(/\$skip: Int/);
      expect(example.document).toMatch(/\$take: Int/);
      expect(example.document).toMatch(/\(skip: \$skip, take: \$take\)/);
      expect(example.variables).toMatchObject({skip: SAMPLE.skip, take: SAMPLE.take});
      expect(example.document).toMatch(/\n {4}items \{\n/);
      expect(example.document).toMatch(/pageInfo \{\n\s+hasNextPage\n\s+hasPreviousPage\n\s+\}/);
      expect(example.document).toMatch(/\n {4}totalCount\n/);
    }
  });

  it(`nenhum exemplo passa dos limites da plataforma (${OPERATION_MAX_DEPTH} níveis, ${OPERATION_MAX_BREADTH} campos)`, () => {
    const over = examples.flatMap((example) => {
      const document = parse(example.document);
      const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      if (operation?.kind !== Kind.OPERATION_DEFINITION) return [`${example.fieldName}: sem operação`];
      const {depth, breadth} = operationSize(document, operation);
      return depth > OPERATION_MAX_DEPTH || breadth > OPERATION_MAX_BREADTH
        ? [`${example.fieldName}: ${depth} níveis, ${breadth} campos`]
        : [];
    });
    expect(over).toEqual([]);
  });

  it('nenhum campo com argumento obrigatório entra na seleção', () => {
    // validate() above already fails on a field without its required argument; the fixture's
    // Subscription.items(first: Int!) makes sure such a field is met and left out.
    const items = fixture.getType('Subscription');
    expect(items && 'getFields' in items && 'items' in items.getFields()).toBe(true);
    expect(buildOperationExample(fixture, 'query', 'subscription').document).not.toMatch(/\bitems\b/);
  });

  it('valores de exemplo plausíveis por escalar e por nome de campo', () => {
    expect(sampleString('email')).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(sampleString('financialOwnerCpf')).toMatch(/^\d{11}$/);
    expect(sampleString('cnpj')).toMatch(/^\d{14}$/);
    expect(sampleString('refId')).toBe(SAMPLE.uuid);
    const byName = (fieldName: string) => buildOperationExample(snapshot, 'query', fieldName).variables;
    expect(byName('userByEmail')).toEqual({email: sampleString('email')});
    expect(byName('dependentByCpf')).toEqual({companyId: SAMPLE.int, cpf: sampleString('cpf')});
    // A record the world does not have keeps the generic identifier; one it has, its first record.
    expect(byName('import')).toEqual({id: SAMPLE.int});
    expect(byName('billing')).toEqual({id: WORLD.Billing[0]?.id});
    const unenroll = JSON.stringify(buildOperationExample(snapshot, 'mutation', 'unenroll').variables);
    expect(unenroll).toContain(SAMPLE.dateTime);
    const fixtureVariables = buildOperationExample(fixture, 'mutation', 'addSubscription').variables;
    expect(fixtureVariables).toEqual({
      data: {
        name: sampleString('name'),
        companyId: SAMPLE.int,
        monthlyValue: SAMPLE.decimal,
        startDate: SAMPLE.dateTime,
        status: 'ACTIVE',
        owner: {email: sampleString('email'), cpf: sampleString('cpf')},
        tags: [sampleString('tags')],
      },
    });
  });

  describe('as operações que agem sobre um registro nomeiam um registro do mundo (example-records.ts)', () => {
    const named = examples.filter((example) => Object.hasOwn(EXAMPLE_RECORDS, example.fieldName));
    const records = WORLD as unknown as Readonly<Record<string, readonly Readonly<Record<string, unknown>>[]>>;

    it('toda entrada é de uma query ou mutation do schema', () => {
      expect(named.map((example) => example.fieldName).sort()).toEqual(Object.keys(EXAMPLE_RECORDS).sort());
    });

    /** A type of the world by name, ignoring case and the `V2` of the webhook types. */
    const worldType = (name: string): string | undefined =>
      Object.keys(records).find((type) => type.replace(/V2$/, '').toLowerCase() === name.toLowerCase());
    /** The record an operation acts on: the longest type of the world its name says, or the type it returns. */
    const actsOn = (example: OperationExample): string | undefined => {
      const named = Object.keys(records)
        .filter((type) => example.fieldName.toLowerCase().includes(type.replace(/V2$/, '').toLowerCase()))
        .sort((a, b) => b.length - a.length)[0];
      const root = example.kind === 'query' ? snapshot.getQueryType() : snapshot.getMutationType();
      const returned = getNamedType(root?.getFields()[example.fieldName]?.type);
      return named ?? (returned === undefined ? undefined : worldType(returned.name));
    };
    /** The digital acceptance's records, named without their prefix in the inputs (`documentId`, `signatoryId`). */
    const DIGITAL_ACCEPTANCE_PREFIXES: Readonly<Record<string, string>> = {
      document: 'DigitalAcceptanceDocument',
      signatory: 'DigitalAcceptanceSignatory',
    };
    /** Every identifier of the variables (`id`, `refId`, `xId`, `xIds`, `ids`) with the world type it names. */
    function identifiers(value: unknown, example: OperationExample): [string, string | undefined, unknown][] {
      if (Array.isArray(value)) return value.flatMap((item) => identifiers(item, example));
      if (typeof value !== 'object' || value === null) return [];
      return Object.entries(value).flatMap(([field, item]) => {
        const match = /^(?:(id|refId|ids)|(\w+?)(?:Id|RefId|Ids))$/.exec(field);
        if (match === null) return identifiers(item, example);
        const prefix = match[2];
        const type =
          prefix === undefined ? actsOn(example) : (worldType(prefix) ?? DIGITAL_ACCEPTANCE_PREFIXES[prefix]);
        // A null reference names no record (a signatory who is not a financial owner).
        return (Array.isArray(item) ? item : [item])
          .filter((one) => one !== null)
          .map((one): [string, string | undefined, unknown] => [field, type, one]);
      });
    }

    it.each(named.map((example) => [example.fieldName, example] as const))(
      '%s: cada identificador é de um registro do mundo do tipo que ele nomeia',
      (_fieldName, example) => {
        expect(JSON.stringify(example.variables)).not.toContain(GENERIC_UUID);
        const named = identifiers(example.variables, example);
        expect(named.length).toBeGreaterThan(0);
        const problems = named.flatMap(([field, type, value]) => {
          const key = field === 'refId' || field.endsWith('RefId') ? 'refId' : 'id';
          const known = type !== undefined && (records[type] ?? []).some((record) => record[key] === value);
          return known ? [] : [`${field} ${JSON.stringify(value)} não é ${type ?? 'registro'} do mundo`];
        });
        expect(problems).toEqual([]);
      },
    );

    it('uma query de um registro por id pede um registro do mundo do tipo que devolve', () => {
      const byId = examples.filter((example) => example.kind === 'query' && Object.hasOwn(example.variables, 'id'));
      const problems = byId.flatMap((example) => {
        const returned = getNamedType(snapshot.getQueryType()?.getFields()[example.fieldName]?.type);
        const ofType = returned === undefined ? undefined : records[returned.name];
        if (ofType === undefined || !ofType.some((record) => record.id !== undefined)) return [];
        return ofType.some((record) => record.id === example.variables.id)
          ? []
          : [`${example.fieldName}: id ${JSON.stringify(example.variables.id)} não é ${returned?.name} do mundo`];
      });
      expect(byId.length).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    });

    it('o token usa as credenciais do usuário de integração, as dos guias', () => {
      expect(buildOperationExample(snapshot, 'mutation', 'token').variables).toEqual({
        data: {email: integrationUser.email, password: integrationUser.password, companyId: school.id},
      });
    });
  });

  it('os valores de UUID e DateTime têm o formato que os escalares descrevem', () => {
    expect(SAMPLE.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Date(SAMPLE.dateTime).toISOString()).toBe(SAMPLE.dateTime);
    expect(SAMPLE.timeSpan).toMatch(/^P(T\d+H)?/);
  });
});

describe('trechos das linguagens e do graphql-ws', () => {
  const addDependent = buildOperationExample(snapshot, 'mutation', 'addDependent');
  const tabOf = (example: OperationExample, value: string): string =>
    example.tabs?.find((tab) => tab.value === value)?.code ?? '';

  it('queries e mutations: a operação, as variáveis e a requisição de cada linguagem', () => {
    for (const example of examples.filter((candidate) => candidate.kind !== 'subscription')) {
      expect(example.tabs?.map((tab) => tab.value)).toEqual([
        'graphql',
        'variaveis',
        ...REQUEST_LANGUAGES.map((language) => language.value),
      ]);
      expect(tabOf(example, 'graphql')).toBe(example.document);
      expect(tabOf(example, 'variaveis')).toBe(example.variablesJson);
    }
  });

  it('o corpo do curl é o JSON da operação, das variáveis e do nome', () => {
    const body = /<<'JSON'\n([\s\S]*)\nJSON$/.exec(tabOf(addDependent, 'curl'))?.[1] ?? '';
    expect(JSON.parse(body)).toEqual({
      query: addDependent.document,
      variables: addDependent.variables,
      operationName: 'AddDependent',
    });
  });

  it('as subscriptions usam graphql-ws com o endereço e o token do ambiente', () => {
    const subscriptions = examples.filter((example) => example.kind === 'subscription');
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const example of subscriptions) {
      expect(example.tabs).toBeUndefined();
      expect(example.document).toMatch(/^subscription [A-Z]\w*/);
      expect(example.websocket).toContain("import {createClient} from 'graphql-ws';");
      expect(example.websocket).toContain(`url: process.env.${ENDPOINT_VARIABLE}.replace(/^http/, 'ws'),`);
      expect(example.websocket).toContain(
        `connectionParams: {Authorization: \`Bearer \${process.env.${TOKEN_VARIABLE}}\`},`,
      );
      expect(example.websocket).toContain(`const variables = ${jsLiteral(example.variables)};`);
      expect(example.websocket).toContain('client.subscribe(');
    }
  });
});

describe('seção "Exemplo" em MDX', () => {
  it('abas GraphQL, Variáveis e as das linguagens, com groupId e o nome do arquivo', () => {
    const mdx = exampleSectionMdx(buildOperationExample(snapshot, 'query', 'dependents'));
    expect(mdx).toMatch(/^## Exemplo/);
    expect(mdx).toContain(`<Tabs groupId="${EXAMPLE_TABS_GROUP}" lazy>`);
    const labels = [...mdx.matchAll(/<TabItem value="([^"]+)" label="([^"]+)">/g)].map((match) => match[2]);
    expect(labels).toEqual(['GraphQL', 'Variáveis', ...REQUEST_LANGUAGES.map((language) => language.label)]);
    expect(mdx).toContain('```graphql\nquery Dependents($skip: Int, $take: Int) {');
    expect(mdx).toContain('```python title="dependents.py"\n');
    expect(mdx).toContain('```java title="Dependents.java"\n');
    expect(mdx).toContain('```bash\ncurl "$API_URL"');
  });

  it('consultas e mutações terminam no link para o explorador, com a mesma operação e variáveis', () => {
    const example = buildOperationExample(snapshot, 'mutation', 'addDependent');
    const links = [...exampleSectionMdx(example).matchAll(/<a href=\{("\/explorador\?[^"]+")\}>([^<]+)<\/a>/g)];
    expect(links.map((link) => link[2])).toEqual([EXPLORER_LINK_LABEL]);
    const href = JSON.parse(links[0]?.[1] ?? '""') as string;
    const read = readExplorerLink(new URL(href, 'https://portal.example').search);
    expect(read?.query).toBe(example.document);
    expect(JSON.parse(read?.variables ?? 'null')).toEqual(example.variables);
    expect(read?.operationName).toBe(example.operationName);
  });

  it('subscriptions: abas GraphQL, Variáveis e JavaScript (graphql-ws)', () => {
    const mdx = exampleSectionMdx(buildOperationExample(snapshot, 'subscription', 'onScheduleTask'));
    const labels = [...mdx.matchAll(/<TabItem value="([^"]+)" label="([^"]+)">/g)].map((match) => match[2]);
    expect(labels).toEqual(['GraphQL', 'Variáveis', 'JavaScript (graphql-ws)']);
    // The explorer runs no subscription.
    expect(mdx).not.toContain(EXPLORER_LINK_LABEL);
  });
});

describe('esquema de teste: um objeto chamado Subscription que não é a raiz', () => {
  it('a subscription da raiz Events é a única operação de assinatura', () => {
    const fixtureExamples = buildAllExamples(fixture);
    expect(
      fixtureExamples.filter((example) => example.kind === 'subscription').map((example) => example.fieldName),
    ).toEqual(['onSubscriptionChanged']);
    expect(fixtureExamples.flatMap((example) => problemsOf(fixture, example))).toEqual([]);
  });

  it('o objeto Subscription é selecionado como qualquer objeto (escalares e um nível de aninhamento)', () => {
    const example = buildOperationExample(fixture, 'query', 'subscription');
    expect(example.document).toBe(
      [
        'query Subscription($id: Int!) {',
        '  subscription(id: $id) {',
        '    id',
        '    refId',
        '    name',
        '    monthlyValue',
        '    startDate',
        '    status',
        '    owner {',
        '      id',
        '      email',
        '    }',
        '  }',
        '}',
      ].join('\n'),
    );
    // The deprecated field (legacyCode) and the one with a required argument (items) are left out.
    const field = fixture.getQueryType()?.getFields().subscription;
    expect(field && isNonNullType(field.args[0]?.type)).toBe(true);
  });
});
