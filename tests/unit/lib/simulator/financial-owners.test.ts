/** Financial owners in the simulator: found by CPF, and included with their dependents in one call. */
import {describe, expect, it} from 'vitest';

import {carla, helena} from '../../../../src/data/world';
import {codes, loggedIn} from '../../../support/simulator';

const BY_CPF =
  'query PorCpf($companyId: Int!, $cpf: String!) { financialOwnerByCpf(companyId: $companyId, cpf: $cpf) { id name address { city } dependents { id name } } }';
const ADD =
  'mutation Incluir($data: AddFinancialOwnerDataInput!) { addFinancialOwner(data: $data) { id dependents { id name } } }';

describe('simulador: responsáveis financeiros', () => {
  it('encontra o responsável pelo CPF, com os dependentes que o citam, e devolve null para um CPF sem cadastro', async () => {
    const {call} = await loggedIn();
    const found = await call(BY_CPF, {companyId: 27, cpf: carla.cpf});
    expect(found.data?.financialOwnerByCpf).toMatchObject({
      id: carla.id,
      name: carla.name,
      address: {city: 'Campinas'},
    });
    const dependents = (found.data?.financialOwnerByCpf as {dependents: {id: number}[]}).dependents;
    expect(dependents.map((dependent) => dependent.id)).toContain(helena.id);
    expect((await call(BY_CPF, {companyId: 27, cpf: '11144477735'})).data?.financialOwnerByCpf).toBeNull();
    // Another school than the token's: out of reach.
    expect((await call(BY_CPF, {companyId: 28, cpf: carla.cpf})).data?.financialOwnerByCpf).toBeNull();
  });

  it('inclui o responsável e os dependentes numa chamada, e a consulta por CPF os encontra', async () => {
    const {call} = await loggedIn();
    const added = await call(ADD, {
      data: {
        companyId: 27,
        name: 'Marta Souza Lima',
        cpf: '11144477735',
        city: 'Campinas',
        dependents: [{name: 'Pedro Souza Lima'}, {name: 'Ana Souza Lima', cpf: '93541134780'}],
      },
    });
    expect(added.errors).toBeUndefined();
    const result = added.data?.addFinancialOwner as {id: string; dependents: {id: string; name: string}[]};
    expect(result.dependents.map((dependent) => dependent.name)).toEqual(['Pedro Souza Lima', 'Ana Souza Lima']);
    const found = await call(BY_CPF, {companyId: 27, cpf: '11144477735'});
    expect(found.data?.financialOwnerByCpf).toMatchObject({
      name: 'Marta Souza Lima',
      address: {city: 'Campinas'},
      dependents: [{name: 'Pedro Souza Lima'}, {name: 'Ana Souza Lima'}],
    });
  });

  it('recusa um CPF já cadastrado, com o registro existente, e um dependente repetido antes de criar o responsável', async () => {
    const {call} = await loggedIn();
    const twice = await call(ADD, {data: {companyId: 27, name: carla.name, cpf: carla.cpf}});
    expect(codes(twice)).toEqual(['DUPLICATE_ENTITY']);
    expect(twice.errors?.[0]?.extensions).toMatchObject({field: 'cpf', existingId: carla.id});
    const repeated = await call(ADD, {
      data: {
        companyId: 27,
        name: 'Marta Souza Lima',
        cpf: '11144477735',
        dependents: [{name: helena.name, cpf: helena.cpf}],
      },
    });
    expect(codes(repeated)).toEqual(['DUPLICATE_ENTITY']);
    expect((await call(BY_CPF, {companyId: 27, cpf: '11144477735'})).data?.financialOwnerByCpf).toBeNull();
  });
});
