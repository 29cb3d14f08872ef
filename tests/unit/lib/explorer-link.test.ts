import {parse, validate} from 'graphql';
import {describe, expect, it} from 'vitest';

import {DEFAULT_OPERATION} from '../../../src/components/GraphQLExplorer/default-operation';
import {EXPLORER_ROUTE, explorerHref, readExplorerLink} from '../../../src/lib/explorer-link';
import {runSimulated} from '../../../src/lib/simulated-api';
import {snapshot} from '../../support/snapshot-helpers';

describe('links do explorador', () => {
  const operation = {
    query: 'mutation AddDependent($data: AddDependentDataInput!) {\n  addDependent(data: $data) { id name }\n}\n',
    variables: {data: {name: 'Helena & Theo', note: 'a=1&b=2 #?%'}},
    operationName: 'AddDependent',
  };

  it('levam a operação, as variáveis e o nome até a página, intactos', () => {
    const href = explorerHref(operation);
    expect(href.startsWith(`${EXPLORER_ROUTE}?`)).toBe(true);
    const read = readExplorerLink(new URL(href, 'https://portal.example').search);
    expect(read?.query).toBe(operation.query.trim());
    expect(JSON.parse(read?.variables ?? 'null')).toEqual(operation.variables);
    expect(read?.operationName).toBe('AddDependent');
  });

  it('não têm caracteres que quebrem um link Markdown ou MDX', () => {
    expect(explorerHref(operation)).not.toMatch(/[\s()[\]{}<>`]/);
  });

  it('omitem variáveis vazias e o nome ausente', () => {
    const href = explorerHref({query: '{ __typename }', variables: {}});
    expect(new URL(href, 'https://portal.example').searchParams.has('variables')).toBe(false);
    expect(new URL(href, 'https://portal.example').searchParams.has('operationName')).toBe(false);
  });

  it('sem operação no endereço, a página abre a operação padrão', () => {
    expect(readExplorerLink('')).toBeUndefined();
    expect(readExplorerLink('?query=%20%20')).toBeUndefined();
    expect(readExplorerLink('?variables=%7B%7D')).toBeUndefined();
  });
});

describe('operação padrão do explorador', () => {
  it('é válida no schema e roda nos dados simulados', async () => {
    const schema = snapshot();
    expect(validate(schema, parse(DEFAULT_OPERATION.query))).toEqual([]);
    const result = await runSimulated(schema, {
      query: DEFAULT_OPERATION.query,
      variables: JSON.parse(DEFAULT_OPERATION.variables) as Record<string, unknown>,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.dependents).toBeTruthy();
  });
});
