/**
 * The snapshot parses and validates, and the loader (src/lib/schema-snapshot.ts) reports broken
 * SDL with file, line and column; printSnapshot is stable. Fixtures live in ./fixtures.
 */
import {copyFile, mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildClientSchema, introspectionFromSchema, isObjectType, parse, print} from 'graphql';
import {afterEach, describe, expect, it, vi} from 'vitest';

import {
  SNAPSHOT_PATH,
  SnapshotError,
  loadSnapshot,
  parseSnapshot,
  printSnapshot,
} from '../../../src/lib/schema-snapshot';
import {main as formatMain} from '../../../scripts/schema-format';
import {snapshot} from '../../support/snapshot-helpers';
import {fixture as supportFixture} from '../../support/paths';

const fixture = (name: string): string => supportFixture('schema', name);

function loadError(file: string): SnapshotError {
  try {
    loadSnapshot(file);
  } catch (error) {
    if (error instanceof SnapshotError) return error;
    throw error;
  }
  throw new Error(`loadSnapshot(${file}) deveria falhar`);
}

describe('schema/schema.graphql', () => {
  it('SNAPSHOT_PATH é absoluto e aponta para schema/schema.graphql na raiz do repositório', () => {
    expect(path.isAbsolute(SNAPSHOT_PATH)).toBe(true);
    expect(SNAPSHOT_PATH).toBe(path.resolve(import.meta.dirname, '..', '..', '..', 'schema', 'schema.graphql'));
  });

  it('é lido, analisado e validado sem erros', () => {
    // A failure here carries the loader's message: file:line:column and the problem.
    const schema = snapshot();
    expect(schema.getQueryType()?.name).toBe('Query');
    expect(schema.getMutationType()?.name).toBe('Mutation');
    expect(schema.getSubscriptionType()?.name).toBe('Subscription');
  });
});

describe('loadSnapshot em SDL quebrado', () => {
  it.each([
    ['syntax-error.graphql', 10, 8, 'Syntax Error: Expected ":", found Name "String".'],
    ['unknown-type.graphql', 12, 15, 'Unknown type "Enrollment".'],
    ['duplicate-type.graphql', 8, 6, 'There can be only one type named "Dependent".'],
    ['invalid-schema.graphql', 9, 3, 'Interface field Node.id expected but Dependent does not provide it.'],
  ])('%s: nomeia arquivo, linha %i, coluna %i e o problema', (name, line, column, problem) => {
    const file = fixture(name);
    const error = loadError(file);
    expect(error.message).toContain(`${file}:${line}:${column}: ${problem}`);
    expect(error.problems[0]).toMatchObject({file, line, column});
  });

  it('lista todos os erros de validação, não só o primeiro', () => {
    const error = loadError(fixture('duplicate-type.graphql'));
    expect(error.problems.map((p) => `${p.line}:${p.column}`)).toEqual(['8:6', '10:3']);
    expect(error.message).toContain('(ver também 14:6)');
  });

  it('arquivo inexistente: nomeia o arquivo', () => {
    const file = fixture('nao-existe.graphql');
    expect(loadError(file).message).toContain(`${file}: não foi possível ler o arquivo`);
  });

  it('parseSnapshot usa o nome dado nas mensagens', () => {
    expect(() => parseSnapshot('type Query {', 'colado.graphql')).toThrow(/colado\.graphql:1:13: Syntax Error/);
  });
});

describe('printSnapshot', () => {
  const schema = loadSnapshot(fixture('valid-small.graphql'));
  const printed = printSnapshot(schema);
  const heads = [...printed.matchAll(/^(?:type|input|enum|scalar|interface|union|directive) @?(\w+)/gm)].map(
    (match) => match[1],
  );

  it('põe Query, Mutation e Subscription primeiro e os demais tipos por nome, diretivas no fim', () => {
    expect(heads).toEqual([
      'Query',
      'Mutation',
      'Subscription',
      'AddDependentDataInput',
      'AddDependentResult',
      'CollectionSegmentInfo',
      'DateTime',
      'Decimal',
      'Dependent',
      'DependentFilterInput',
      'DependentSortInput',
      'DependentsCollectionSegment',
      'EnrollmentSituation',
      'SortEnumType',
      'StringOperationFilterInput',
      'UUID',
      'authorize',
    ]);
  });

  it('ordena os campos das raízes e mantém a ordem declarada nos outros tipos', () => {
    const query = schema.getQueryType();
    expect(Object.keys(query?.getFields() ?? {})).toEqual(['dependents', 'dependent']);
    expect(printed.indexOf('  dependent(')).toBeLessThan(printed.indexOf('  dependents('));
    const reparsed = parseSnapshot(printed, 'impresso');
    const dependent = reparsed.getType('Dependent');
    expect(isObjectType(dependent) && Object.keys(dependent.getFields())).toEqual([
      'name',
      'situation',
      'id',
      'refId',
      'creationDate',
      'tuition',
      'legacyCode',
    ]);
  });

  it('omite escalares e diretivas embutidos e mantém descrições, depreciações e valores padrão', () => {
    expect(printed).not.toMatch(/^scalar (String|Int|Boolean|ID|Float)$/m);
    expect(printed).not.toMatch(/^directive @(deprecated|include|skip|specifiedBy|oneOf)/m);
    expect(printed).toContain('"""Dependente (aluno) de uma escola."""\ntype Dependent {');
    expect(printed).toContain('legacyCode: String @deprecated(reason: "Use o campo refId.")');
    expect(printed).toContain('companyId: Int = 0');
    expect(printed).toContain(
      'directive @authorize(\n  """Papéis que podem acessar."""\n  roles: [String!]\n) repeatable on OBJECT | FIELD_DEFINITION',
    );
  });

  it('separa blocos por uma linha em branco e termina com uma quebra de linha', () => {
    expect(printed.endsWith('}\n') || printed.endsWith('FIELD_DEFINITION\n')).toBe(true);
    expect(printed).not.toMatch(/\n\n\n/);
    expect(printed.endsWith('\n\n')).toBe(false);
  });

  it('é estável: reimprimir o resultado dá os mesmos bytes', () => {
    expect(printSnapshot(parseSnapshot(printed, 'impresso'))).toBe(printed);
  });

  it('não depende da ordem de declaração nem da origem (SDL ou introspecção)', () => {
    const document = parse(printed);
    const reversed = print({...document, definitions: [...document.definitions].reverse()});
    expect(printSnapshot(parseSnapshot(reversed, 'invertido'))).toBe(printed);
    const client = buildClientSchema(
      introspectionFromSchema(schema, {
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
      }),
    );
    expect(printSnapshot(client)).toBe(printed);
  });

  it('imprime o bloco schema quando as raízes têm nomes fora do padrão', () => {
    const odd = parseSnapshot(
      '"""Raiz."""\ntype Consulta {\n  """Versão."""\n  versao: String\n}\nschema { query: Consulta }\n',
      'x',
    );
    expect(printSnapshot(odd)).toBe(
      'schema {\n  query: Consulta\n}\n\n"""Raiz."""\ntype Consulta {\n  """Versão."""\n  versao: String\n}\n',
    );
  });
});

describe('schema:format (scripts/schema-format.ts)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('--check falha sem gravar; sem --check reescreve no print estável; depois --check passa', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const dir = await mkdtemp(path.join(tmpdir(), 'schema-format-'));
    try {
      const file = path.join(dir, 'schema.graphql');
      await copyFile(fixture('valid-small.graphql'), file);
      const original = await readFile(file, 'utf8');
      expect(await formatMain(['--check', file])).toBe(1);
      expect(await readFile(file, 'utf8')).toBe(original);
      expect(await formatMain([file])).toBe(0);
      expect(await readFile(file, 'utf8')).toBe(printSnapshot(loadSnapshot(fixture('valid-small.graphql'))));
      expect(await formatMain(['--check', file])).toBe(0);
      expect(await readdir(dir)).toEqual(['schema.graphql']);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('SDL inválido: saída 1 com arquivo:linha:coluna', async () => {
    const errors: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      errors.push(String(chunk));
      return true;
    });
    expect(await formatMain([fixture('syntax-error.graphql')])).toBe(1);
    expect(errors.join('')).toContain(`${fixture('syntax-error.graphql')}:10:8`);
  });
});
