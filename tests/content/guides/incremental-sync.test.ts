/**
 * Incremental sync (fact `sincronizacao.filtro`): every listing an integrator copies into its own
 * system shows it on its page, and the schema lets that listing do it: its filter has `or`,
 * `creationDate` and `lastUpdateDate`, and its order has `id`. The example on "Limites e
 * convenções" uses exactly those members.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {getNamedType, isInputObjectType, type GraphQLInputObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';

import {codeBlocks} from '../../support/code-blocks';
import {DOCS, sectionsTitled} from '../../support/markdown-text';
import {snapshot} from '../../support/snapshot-helpers';

/** Listing page → the listing query it documents. */
const SYNCED: Readonly<Record<string, string>> = {
  'anos-letivos/consultar.md': 'academicYears',
  'boletos/consultar.md': 'billings',
  'centros-de-custo/consultar.md': 'costCenters',
  'dependentes/consultar.md': 'dependents',
  'escolas/consultar.md': 'companies',
  'niveis-academicos/consultar.md': 'academicLevels',
  'planos-de-pagamento/consultar.md': 'paymentPlans',
  'responsaveis-financeiros/consultar.md': 'financialOwners',
  'series/consultar.md': 'academicSeries',
  'turmas/consultar.md': 'academicClasses',
  'matriculas/enrollment-consultar.md': 'enrollments',
};

const schema = snapshot();

function inputOf(query: string, argument: string): GraphQLInputObjectType | undefined {
  const field = schema.getQueryType()?.getFields()[query];
  const type = field?.args.find((arg) => arg.name === argument)?.type;
  const named = type === undefined ? undefined : getNamedType(type);
  return isInputObjectType(named) ? named : undefined;
}

describe('sincronização incremental', () => {
  it.each(Object.entries(SYNCED))('%s mostra a sincronização de %s', (page, query) => {
    const source = readFileSync(path.join(DOCS, page), 'utf8');
    const [section] = sectionsTitled(source, /^Sincronização incremental$/);
    expect(section?.text).toContain(':fato[sincronizacao.filtro]');
    expect(section?.text).toContain(`\`${query}\``);
  });

  it.each(Object.values(SYNCED))('a listagem %s filtra e ordena como a sincronização pede', (query) => {
    const where = Object.keys(inputOf(query, 'where')?.getFields() ?? {});
    expect(where).toEqual(expect.arrayContaining(['or', 'creationDate', 'lastUpdateDate']));
    expect(Object.keys(inputOf(query, 'order')?.getFields() ?? {})).toContain('id');
  });

  it('o exemplo de Limites e convenções usa o filtro do fato', () => {
    const file = path.join(DOCS, 'primeiros-passos/limites-e-convencoes.md');
    const block = codeBlocks(file).find((candidate) => candidate.meta.includes('sincronização incremental'));
    const variables = JSON.parse(block?.code ?? '{}') as {
      where?: {or?: Record<string, {gte?: string}>[]};
      order?: Record<string, string>[];
    };
    const members = (variables.where?.or ?? []).flatMap((condition) => Object.keys(condition));
    expect(members).toEqual(['creationDate', 'lastUpdateDate']);
    const since = new Set((variables.where?.or ?? []).map((condition) => Object.values(condition)[0]?.gte));
    expect(since.size).toBe(1);
    expect(variables.order).toEqual([{id: 'ASC'}]);
  });
});
