import {describe, expect, it} from 'vitest';

import {carla, dependents, enrollments, helena} from '../../../../src/data/world';
import {loggedIn} from '../../../support/simulator';

const ENROLLMENTS = `query Enrollments($where: EnrollmentFilterInput) {
  enrollments(where: $where, take: 50) { items { id dependentId } totalCount }
}`;
const DEPENDENTS = `query Dependents($where: DependentFilterInput) {
  dependents(where: $where, take: 50) { items { id } }
}`;

describe('simulador: filtros sobre registros relacionados', () => {
  it('`dependent: {refId: {eq}}` traz só as matrículas desse dependente', async () => {
    const {call} = await loggedIn();
    const result = await call(ENROLLMENTS, {where: {dependent: {refId: {eq: helena.refId}}}});
    expect(result.errors).toBeUndefined();
    const items = (result.data?.enrollments as {items: {id: number; dependentId: number}[]}).items;
    const expected = enrollments.filter((enrollment) => enrollment.dependentId === helena.id).map(({id}) => id);
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map(({id}) => id).sort()).toEqual([...expected].sort());
  });

  it('uma condição que nenhum relacionado atende esvazia a lista', async () => {
    const {call} = await loggedIn();
    const result = await call(ENROLLMENTS, {where: {dependent: {refId: {eq: 'nenhum'}}}});
    expect(result.data?.enrollments).toMatchObject({items: [], totalCount: 0});
  });

  it('listas relacionadas: `financialOwners: {some: ...}` e `none`', async () => {
    const {call} = await loggedIn();
    // Removed dependents leave the listings.
    const ofCarla = dependents
      .filter((dependent) => dependent.financialOwnerIds.includes(carla.id) && dependent.removedAt === undefined)
      .map(({id}) => id);
    const some = await call(DEPENDENTS, {where: {financialOwners: {some: {id: {eq: carla.id}}}}});
    expect(some.errors).toBeUndefined();
    const found = (some.data?.dependents as {items: {id: number}[]}).items.map(({id}) => id);
    expect(found.sort()).toEqual([...ofCarla].sort());
    const none = await call(DEPENDENTS, {where: {financialOwners: {none: {id: {eq: carla.id}}}}});
    const others = (none.data?.dependents as {items: {id: number}[]}).items.map(({id}) => id);
    expect(others.length).toBeGreaterThan(0);
    expect(others.some((id) => ofCarla.includes(id))).toBe(false);
  });
});
