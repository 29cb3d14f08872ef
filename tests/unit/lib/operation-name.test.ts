import {describe, expect, it} from 'vitest';

import {runOperationName} from '../../../src/lib/operation-name';

describe('runOperationName', () => {
  it('com uma operação só, usa a do documento, mesmo que o nome dado seja o do documento anterior', () => {
    expect(runOperationName('mutation Boleto { addBilling { id } }', 'Cadastrar')).toBe('Boleto');
    expect(runOperationName('{ billings { totalCount } }', 'Cadastrar')).toBeUndefined();
  });

  it('com várias, mantém o nome dado', () => {
    const query = 'query A { a } query B { b }';
    expect(runOperationName(query, 'B')).toBe('B');
    expect(runOperationName(query, 'C')).toBe('C');
    expect(runOperationName(query, undefined)).toBeUndefined();
  });

  it('deixa o nome como veio num documento que não se lê', () => {
    expect(runOperationName('query {', 'X')).toBe('X');
  });
});
