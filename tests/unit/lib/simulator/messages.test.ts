import {describe, expect, it} from 'vitest';

import {SPEC_BASE} from '../../../../src/data/error-codes';
import {loggedIn} from '../../../support/simulator';

describe('simulador: erros do documento em português, com os códigos do catálogo', () => {
  const cases = [
    {
      query: '{ dependents { items { nome } } }',
      message: 'O campo `nome` não existe no tipo `Dependent`.',
      extensions: {specifiedBy: `${SPEC_BASE}sec-Field-Selections-on-Objects-Interfaces-and-Unions-Types`},
    },
    {
      query: '{ dependents { items { id } }',
      message: 'Erro de sintaxe: esperava Name e encontrou <EOF>.',
      extensions: {code: 'HC0014'},
    },
    {
      query: 'query Um($id: Int!) { dependent(id: $id) { id } }',
      message: 'A variável `id` é obrigatória.',
      extensions: {code: 'HC0018', variable: 'id'},
    },
    {
      query: 'query Um($id: Int!) { dependent(id: $id) { id } }',
      variables: {id: 'texto'},
      message: 'A variável `id` recebeu um valor inválido.',
      extensions: {code: 'HC0016', variable: 'id'},
    },
    {
      query: 'query Um { dependents { totalCount } }',
      operationName: 'Dois',
      message: 'O documento não tem uma operação chamada `Dois`.',
      extensions: {},
    },
  ];
  for (const {query, variables, operationName, message, extensions} of cases) {
    it(message, async () => {
      const {simulator, token} = await loggedIn();
      const result = await simulator.execute(
        {query, variables: variables ?? null, operationName: operationName ?? null},
        {token},
      );
      expect(result.errors?.map((error) => error.message)).toEqual([message]);
      expect(result.errors?.[0]?.extensions).toMatchObject(extensions);
    });
  }
});
