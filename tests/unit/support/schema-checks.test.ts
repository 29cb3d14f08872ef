/**
 * The rules of schema-checks.ts and facts-check.ts on small fixtures: the valid fixture passes
 * every rule, and each deliberate break in rules-broken.graphql is reported with its name.
 */

import {Kind, Source, parse} from 'graphql';
import {describe, expect, it} from 'vitest';

import {loadSnapshot} from '../../../src/lib/schema-snapshot';
import {checkFact, type FactDefinition} from '../../support/facts-check';
import {
  deprecationProblems,
  descriptionProblems,
  missingNames,
  pagingProblems,
  schemaCounts,
} from '../../support/schema-checks';
import {fixture} from '../../support/paths';

const valid = loadSnapshot(fixture('schema', 'valid-small.graphql'));
const broken = loadSnapshot(fixture('schema', 'rules-broken.graphql'));

function fact(sdl: string): FactDefinition {
  const [definition] = parse(new Source(sdl, 'fato.graphql')).definitions;
  if (
    definition?.kind !== Kind.OBJECT_TYPE_DEFINITION &&
    definition?.kind !== Kind.INPUT_OBJECT_TYPE_DEFINITION &&
    definition?.kind !== Kind.ENUM_TYPE_DEFINITION &&
    definition?.kind !== Kind.SCALAR_TYPE_DEFINITION
  ) {
    throw new Error('fato de teste inesperado');
  }
  return definition;
}

describe('regras no fixture válido', () => {
  it('passa em descrições, depreciações e paginação', () => {
    expect(descriptionProblems(valid)).toEqual([]);
    expect(deprecationProblems(valid)).toEqual([]);
    expect(pagingProblems(valid)).toEqual([]);
  });

  it('conta queries, mutations, objetos (sem raízes), inputs e enums', () => {
    expect(schemaCounts(valid)).toEqual({queries: 2, mutations: 1, objects: 4, inputs: 4, enums: 2});
  });
});

describe('regras no fixture quebrado', () => {
  it('descrições: ausente, repetição do nome, inglês', () => {
    const problems = descriptionProblems(broken);
    expect(problems).toContain('tipo Billing: descrição ausente');
    expect(problems).toContain('valor SortEnumType.DESC: descrição ausente');
    expect(problems).toContain('campo Billing.dueDate: descrição só repete o nome ("Due date")');
    expect(problems).toContainEqual(
      expect.stringMatching(/^campo Query\.billings: parece inglês \(palavra "Returns"\)/),
    );
    expect(problems).toHaveLength(4);
    // "Dependente (aluno)." and "Ordem crescente." are short, but Portuguese: not reported.
  });

  it('depreciações: sem motivo (padrão em inglês) e motivo em inglês', () => {
    expect(deprecationProblems(broken)).toEqual([
      'campo Billing.value depreciado sem motivo em português: parece inglês (palavra "longer") em "No longer supported"',
      'campo Billing.code depreciado sem motivo em português: parece inglês (palavra "instead") em "Use value instead."',
    ]);
  });

  it('paginação: argumentos, pageInfo e totalCount', () => {
    expect(pagingProblems(broken)).toEqual([
      'Query.dependents: DependentsCollectionSegment.pageInfo deveria ser CollectionSegmentInfo!, é CollectionSegmentInfo',
      'Query.dependents: DependentsCollectionSegment.totalCount deveria ser Int!, é ausente',
      'Query.dependents: argumentos (skip: Int, where: StudentFilterInput, order: [DependentSortInput!]), esperados exatamente (skip: Int, take: Int, where: DependentFilterInput, order: [DependentSortInput!])',
    ]);
  });

  it('nomes exigidos: tipo de definição errado conta como ausente', () => {
    expect(missingNames(broken, 'enums', ['SortEnumType', 'Billing', 'Nada'])).toEqual(['Billing', 'Nada']);
    expect(missingNames(broken, 'operations', ['dependents', 'addDependent'])).toEqual(['addDependent']);
    expect(missingNames(valid, 'subscriptions', ['onAuthenticationChanged', 'onScheduleTask'])).toEqual([
      'onScheduleTask',
    ]);
  });
});

describe('checkFact', () => {
  it('aceita campos iguais, Unobserved, @namedTypeOnly e campos a mais no schema', () => {
    const observed = fact(`type Dependent {
      name: String!
      id: Unobserved
      situation: EnrollmentSituation! @namedTypeOnly
      legacyCode: String @deprecated
    }`);
    expect(checkFact(valid, observed)).toEqual([]);
  });

  it('nomeia campo ausente, tipo diferente, argumento diferente, depreciação e valor de enum', () => {
    expect(
      checkFact(valid, fact(`type Dependent {\n  name: String\n  cpf: String\n  refId: UUID! @deprecated\n}`)),
    ).toEqual([
      'campo Dependent.name: tipo String! no snapshot, observado String [fato.graphql:2]',
      'Dependent.cpf: campo ausente no snapshot (observado String) [fato.graphql:3]',
      'Dependent.refId: observado como @deprecated, mas não está depreciado no snapshot [fato.graphql:4]',
    ]);
    expect(checkFact(valid, fact('type Query {\n  dependent(id: Int, code: String): Unobserved\n}'))).toEqual([
      'argumento Query.dependent(id:): tipo Int! no snapshot, observado Int [fato.graphql:2]',
      'Query.dependent(code:): argumento ausente no snapshot (observado String) [fato.graphql:2]',
    ]);
    expect(checkFact(valid, fact('enum EnrollmentSituation {\n  ACTIVE\n  TRANSFERRED\n}'))).toEqual([
      'EnrollmentSituation.TRANSFERRED: valor de enum ausente no snapshot [fato.graphql:3]',
    ]);
    expect(checkFact(valid, fact('input Dependent'))).toEqual([
      'Dependent: observado como input, mas no snapshot é type [fato.graphql:1]',
    ]);
    expect(checkFact(valid, fact('scalar Long'))).toEqual(['scalar Long: ausente no snapshot [fato.graphql:1]']);
  });
});
