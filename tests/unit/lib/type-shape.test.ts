/**
 * The trees that the reference's operation pages and the guides' <SchemaTable> show
 * (src/lib/type-shape.ts), on a small schema: nesting, required fields and defaults, enum values in
 * place, recursion cut, list and non-null wrappers, each input type expanded once per page, the
 * large nested inputs left to their own pages; and, on the snapshot, what that gives the real API.
 */
import {describe, expect, it} from 'vitest';

import {parseSnapshot, loadSnapshot} from '../../../src/lib/schema-snapshot';
import {
  INLINE_VALUE_DESCRIPTION_MAX,
  NESTED_TREE_MAX,
  ShapePage,
  argumentsShape,
  inputShape,
  operationShapes,
  orderLinks,
  typeShape,
  type ShapeField,
  type TypeShapeData,
} from '../../../src/lib/type-shape';

const LONG_DESCRIPTION = `Responsável financeiro: ${'texto longo '.repeat(INLINE_VALUE_DESCRIPTION_MAX / 10)}`;

/** One input with NESTED_TREE_MAX + 1 fields: too large to expand inside another. */
const BIG_FIELDS = Array.from({length: NESTED_TREE_MAX + 1}, (_, index) => `  f${index}: Int`).join('\n');

const schema = parseSnapshot(
  `
type Query {
  people(where: PersonFilterInput, take: Int = 10): [Person!]!
  kinds(kind: PersonKind!): [PersonKind!]!
}

type Mutation {
  """Cadastra uma pessoa."""
  addPerson(
    """Dados da pessoa."""
    data: AddPersonDataInput!
  ): Person!
}

"""Uma pessoa."""
type Person {
  id: Int!
  name: String
  kind: PersonKind!
  address: Address
}

type Address {
  city: String
}

enum PersonKind {
  """Aluno matriculado."""
  STUDENT
  """${LONG_DESCRIPTION}"""
  OWNER
  OLD @deprecated(reason: "Use \`OWNER\`.")
}

"""Dados de uma pessoa."""
input AddPersonDataInput {
  """Nome completo."""
  name: String!
  kind: PersonKind = STUDENT
  tags: [String!]!
  address: AddressInput
  contacts: [[ContactInput!]]
  guardians: [AddPersonDataInput!]
  legacyCode: String @deprecated(reason: "Não use.")
}

input AddressInput {
  street: String!
  country: String = "Brasil"
}

input ContactInput {
  email: String
  address: AddressInput
}

input PersonFilterInput {
  and: [PersonFilterInput!]
  name: String
  big: BigInput
}

input BigInput {
${BIG_FIELDS}
}
`,
  'teste.graphql',
);

function field(fields: readonly ShapeField[] | undefined, name: string): ShapeField {
  const found = fields?.find((candidate) => candidate.name === name);
  if (found === undefined) throw new Error(`sem o campo ${name}`);
  return found;
}

const names = (fields: readonly ShapeField[] | undefined) => fields?.map((candidate) => candidate.name);

describe('árvore de um tipo de entrada', () => {
  const tree = inputShape(schema, 'AddPersonDataInput', new ShapePage());

  it('raiz com o nome, a página do tipo, a âncora e os campos na ordem do schema', () => {
    expect(tree).toMatchObject({
      kind: 'input',
      title: 'AddPersonDataInput',
      href: '/api/types/inputs/add-person-data-input',
      anchor: 'forma-add-person-data-input',
    });
    expect(names(tree.fields)).toEqual(['name', 'kind', 'tags', 'address', 'contacts', 'guardians', 'legacyCode']);
  });

  it('obrigatório, padrão, descrição e obsolescência de cada campo', () => {
    expect(field(tree.fields, 'name')).toEqual({
      name: 'name',
      type: 'String!',
      typeHref: '/api/types/scalars/string',
      required: true,
      description: 'Nome completo.',
    });
    expect(field(tree.fields, 'kind')).toMatchObject({required: false, defaultValue: 'STUDENT'});
    expect(field(tree.fields, 'legacyCode')).toMatchObject({required: false, deprecationReason: 'Não use.'});
  });

  it('listas e não nulos: o tipo como no SDL, obrigatório só o que é não nulo por fora', () => {
    expect(field(tree.fields, 'tags')).toMatchObject({type: '[String!]!', required: true});
    const contacts = field(tree.fields, 'contacts');
    expect(contacts).toMatchObject({
      type: '[[ContactInput!]]',
      required: false,
      typeHref: '/api/types/inputs/contact-input',
    });
    expect(names(contacts.fields)).toEqual(['email', 'address']);
  });

  it('entrada aninhada expandida até as folhas, com âncora e os padrões dela', () => {
    const address = field(tree.fields, 'address');
    expect(address.anchor).toBe('forma-address-input');
    expect(address.fields).toEqual([
      {name: 'street', type: 'String!', typeHref: '/api/types/scalars/string', required: true, description: ''},
      {
        name: 'country',
        type: 'String',
        typeHref: '/api/types/scalars/string',
        required: false,
        description: '',
        defaultValue: '"Brasil"',
      },
    ]);
  });

  it('valores da enumeração no lugar, com a descrição só quando curta, e a obsolescência', () => {
    expect(field(tree.fields, 'kind').values).toEqual([
      {name: 'STUDENT', description: 'Aluno matriculado.'},
      {name: 'OWNER', description: ''},
      {name: 'OLD', description: '', deprecationReason: 'Use `OWNER`.'},
    ]);
  });

  it('a entrada que se contém vira link para a expansão de cima, sem abrir de novo', () => {
    const guardians = field(tree.fields, 'guardians');
    expect(guardians.fields).toBeUndefined();
    expect(guardians.fieldsAt).toEqual({where: 'ancestor', anchor: 'forma-add-person-data-input'});
  });

  it('um tipo aparece expandido uma vez na página: no ponto mais alto, e os outros apontam para ele', () => {
    // AddressInput is at the first level (address) and at the second (contacts → address).
    const nested = field(field(tree.fields, 'contacts').fields, 'address');
    expect(nested.fields).toBeUndefined();
    expect(nested.fieldsAt).toEqual({where: 'page', anchor: 'forma-address-input'});
    const [ordered] = orderLinks([tree]);
    expect(field(field(ordered?.fields, 'contacts').fields, 'address').fieldsAt).toEqual({
      where: 'above',
      anchor: 'forma-address-input',
    });
  });

  it('a mesma página não repete uma âncora: a segunda raiz do mesmo tipo sai sem âncora', () => {
    const page = new ShapePage();
    expect(inputShape(schema, 'AddressInput', page).anchor).toBe('forma-address-input');
    const again = inputShape(schema, 'AddressInput', page);
    expect(again.anchor).toBeUndefined();
    expect(names(again.fields)).toEqual(['street', 'country']);
  });
});

describe('entradas grandes aninhadas', () => {
  it('a que passa do limite fica na página dela; como argumento, é expandida', () => {
    const filter = inputShape(schema, 'PersonFilterInput', new ShapePage());
    expect(field(filter.fields, 'and').fieldsAt).toEqual({where: 'ancestor', anchor: 'forma-person-filter-input'});
    expect(field(filter.fields, 'big')).toMatchObject({fieldsAt: {where: 'own-page'}});
    expect(field(filter.fields, 'big').fields).toBeUndefined();
    expect(inputShape(schema, 'BigInput', new ShapePage()).fields).toHaveLength(NESTED_TREE_MAX + 1);
  });
});

describe('argumentos de uma operação', () => {
  it('cada argumento com o tipo dele expandido', () => {
    const args = argumentsShape(schema, 'mutation', 'addPerson', new ShapePage());
    expect(args).toMatchObject({kind: 'arguments', title: 'addPerson', href: '/api/api/mutations/add-person'});
    const data = field(args.fields, 'data');
    expect(data).toMatchObject({type: 'AddPersonDataInput!', required: true, description: 'Dados da pessoa.'});
    expect(data.anchor).toBe('forma-add-person-data-input');
    expect(names(data.fields)).toEqual(['name', 'kind', 'tags', 'address', 'contacts', 'guardians', 'legacyCode']);
  });

  it('o tipo que outra tabela da página mostra (reservado) vira link para ela, que o expande', () => {
    const page = new ShapePage();
    page.reserve('AddPersonDataInput');
    const data = field(argumentsShape(schema, 'mutation', 'addPerson', page).fields, 'data');
    expect(data.fields).toBeUndefined();
    expect(data.fieldsAt).toEqual({where: 'page', anchor: 'forma-add-person-data-input'});
    const table = inputShape(schema, 'AddPersonDataInput', page);
    expect(table.anchor).toBe('forma-add-person-data-input');
    expect(table.fields).toHaveLength(7);
    const [args] = orderLinks([argumentsShape(schema, 'mutation', 'addPerson', page), table]);
    expect(field(args?.fields, 'data').fieldsAt).toEqual({where: 'below', anchor: 'forma-add-person-data-input'});
  });

  it('argumento escalar com padrão; argumento de enumeração com os valores inteiros', () => {
    const people = argumentsShape(schema, 'query', 'people', new ShapePage());
    expect(field(people.fields, 'take')).toMatchObject({type: 'Int', required: false, defaultValue: '10'});
    const kinds = argumentsShape(schema, 'query', 'kinds', new ShapePage());
    expect(field(kinds.fields, 'kind').values?.map((value) => value.name)).toEqual(['STUDENT', 'OWNER', 'OLD']);
  });

  it('operação que não existe', () => {
    expect(() => argumentsShape(schema, 'query', 'nada', new ShapePage())).toThrow(
      'a operação query "nada" não existe',
    );
  });
});

describe('tipos de saída e enumerações', () => {
  it('campos do objeto num nível só: objetos aninhados só com o link', () => {
    const person = typeShape(schema, 'Person', new ShapePage());
    expect(person).toMatchObject({kind: 'output', title: 'Person', href: '/api/types/objects/person'});
    expect(names(person.fields)).toEqual(['id', 'name', 'kind', 'address']);
    expect(field(person.fields, 'address')).toEqual({
      name: 'address',
      type: 'Address',
      typeHref: '/api/types/objects/address',
      required: false,
      description: '',
    });
    expect(field(person.fields, 'kind').values).toHaveLength(3);
  });

  it('enumeração sozinha: todas as descrições, inclusive as longas', () => {
    const kind = typeShape(schema, 'PersonKind', new ShapePage());
    expect(kind.kind).toBe('enum');
    expect(kind.values?.[1]).toEqual({name: 'OWNER', description: LONG_DESCRIPTION});
  });

  it('tipo que não existe, e escalar, que não tem o que mostrar', () => {
    expect(() => typeShape(schema, 'Nada', new ShapePage())).toThrow('o tipo "Nada" não existe');
    expect(() => typeShape(schema, 'Int', new ShapePage())).toThrow('não tem campos nem valores');
  });
});

describe('página de uma operação', () => {
  it('uma árvore por argumento de entrada ou enumeração, nenhuma por escalar, e a do tipo devolvido', () => {
    const people = operationShapes(schema, 'query', 'people');
    expect([...people.args.keys()]).toEqual(['where']);
    expect(people.returns).toMatchObject({kind: 'output', title: 'Person'});
    expect([...operationShapes(schema, 'query', 'kinds').args.keys()]).toEqual(['kind']);
    expect(operationShapes(schema, 'query', 'kinds').returns).toMatchObject({kind: 'enum', title: 'PersonKind'});
  });
});

describe('no snapshot', () => {
  const snapshot = loadSnapshot();

  function count(fields: readonly ShapeField[] | undefined): number {
    return (fields ?? []).reduce((total, candidate) => total + 1 + count(candidate.fields), 0);
  }

  function expansions(shape: TypeShapeData): string[] {
    const found: string[] = [];
    const walk = (fields: readonly ShapeField[] | undefined) => {
      for (const candidate of fields ?? []) {
        if (candidate.fields) found.push(candidate.type.replace(/[[\]!]/g, ''));
        walk(candidate.fields);
      }
    };
    walk(shape.fields);
    return found;
  }

  it('addDependent: os campos de AddDependentDataInput, com os de KeyValuePairOfStringAndStringInput', () => {
    const {args, returns} = operationShapes(snapshot, 'mutation', 'addDependent');
    const data = args.get('data');
    expect(data?.title).toBe('AddDependentDataInput');
    expect(field(data?.fields, 'name')).toMatchObject({type: 'String!', required: true});
    expect(names(field(data?.fields, 'customFields').fields)).toEqual(['key', 'value']);
    expect(names(returns?.fields)).toEqual(['id', 'name']);
  });

  it('nenhuma entrada de mutação para antes das folhas', () => {
    const cut = Object.keys(snapshot.getMutationType()?.getFields() ?? {}).flatMap((name) =>
      [...operationShapes(snapshot, 'mutation', name).args.values()].flatMap((shape) => {
        const walk = (fields: readonly ShapeField[] | undefined): string[] =>
          (fields ?? []).flatMap((candidate) =>
            candidate.fieldsAt?.where === 'own-page' ? [`${name}: ${candidate.name}`] : walk(candidate.fields),
          );
        return walk(shape.fields);
      }),
    );
    expect(cut).toEqual([]);
  });

  it('billings: cada entrada expandida uma vez, e a árvore do filtro com algumas centenas de campos', () => {
    const where = operationShapes(snapshot, 'query', 'billings').args.get('where');
    if (where === undefined) throw new Error('billings sem where');
    const expanded = expansions(where);
    expect(new Set(expanded).size).toBe(expanded.length);
    expect(expanded).toContain('StringOperationFilterInput');
    expect(count(where.fields)).toBeLessThan(600);
  });
});
