import {describe, expect, it} from 'vitest';

import {dependentMachine, refusalCode} from '../../../../src/data/model';
import {helena} from '../../../../src/data/world';
import {codes, loggedIn} from '../../../support/simulator';

const ADD = `mutation Add($data: AddDependentDataInput!) { addDependent(data: $data) { id name } }`;
const FIND = `query Find($refId: UUID!) { dependents(where: {refId: {eq: $refId}}) { totalCount items { id refId name cpf active } } }`;
const REMOVE = `mutation Remove($data: RemoveDependentDataInput!) { removeDependent(data: $data) }`;

describe('simulador: dependentes', () => {
  it('acha pelo refId, em dependents, o dependente incluído com addDependent', async () => {
    const {call} = await loggedIn();
    const added = await call(ADD, {data: {name: 'Alice Nunes Prado', cpf: '12345678909', financialOwnerIds: [68]}});
    expect(added.errors).toBeUndefined();
    const {id, name} = added.data?.addDependent as {id: string; name: string};
    expect(name).toBe('Alice Nunes Prado');
    const found = await call(FIND, {refId: id});
    expect(found.errors).toBeUndefined();
    const page = found.data?.dependents as {totalCount: number; items: Record<string, unknown>[]};
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({refId: id, name: 'Alice Nunes Prado', cpf: '12345678909', active: true});
  });

  it('recusa um segundo dependente com o mesmo CPF com o código da regra do modelo', async () => {
    const {call} = await loggedIn();
    const result = await call(ADD, {data: {name: 'Outra pessoa', cpf: helena.cpf}});
    const rule = dependentMachine.rules.find((item) => item.operation === 'addDependent' && item.when.includes('CPF'));
    expect(codes(result)).toEqual([rule?.code]);
  });

  it('recusa a remoção de um dependente com matrícula não cancelada, e o mantém na listagem', async () => {
    const {call} = await loggedIn();
    const result = await call(REMOVE, {data: {id: helena.id}});
    const rule = dependentMachine.rules.find((item) => item.operation === 'removeDependent');
    expect(codes(result)).toEqual([rule?.code]);
    expect(result.errors?.[0]?.message).toContain(rule?.when);
    const found = await call(FIND, {refId: helena.refId});
    expect((found.data?.dependents as {totalCount: number}).totalCount).toBe(1);
  });

  it('remove um dependente sem matrícula, que sai da listagem, e recusa a segunda remoção com o código do modelo', async () => {
    const {call} = await loggedIn();
    const added = await call(ADD, {data: {name: 'Bruno Sales Lima'}});
    const refId = (added.data?.addDependent as {id: string}).id;
    expect((await call(REMOVE, {data: {refId}})).data?.removeDependent).toBe(true);
    expect((await call(FIND, {refId})).data?.dependents).toMatchObject({totalCount: 0});
    const again = await call(REMOVE, {data: {refId}});
    expect(codes(again)).toEqual([refusalCode(dependentMachine, 'removeDependent', 'REMOVED')]);
  });

  it('recusa uma chamada sem token com AUTH_NOT_AUTHENTICATED, em português', async () => {
    const {simulator} = await loggedIn();
    const result = await simulator.execute({query: '{ dependents { totalCount } }'}, {});
    expect(codes(result)).toEqual(['AUTH_NOT_AUTHENTICATED']);
    expect(result.errors?.[0]?.message).toMatch(/não está autenticado/);
  });
});
