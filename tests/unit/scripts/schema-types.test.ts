/**
 * schema:types on small SDL: the options the example world relies on (enums as unions, nullable
 * output fields as required `Maybe`, `__typename` kept, the custom scalars mapped) and the refusal
 * of a scalar nobody mapped, so that a new one is a decision and not a silent `any`.
 */
import {describe, expect, it} from 'vitest';

import {generateSchemaTypes} from '../../../scripts/schema-types';

const SDL = `
scalar Decimal
enum BillingStatus { PAID OVERDUE }
type Billing { id: Int! nn: String value: Decimal! billingStatus: BillingStatus }
input AddBillingDataInput { value: Decimal! discountUntil: String }
type Query { billing(id: Int!): Billing }
`;

describe('schema:types', () => {
  it('gera enums como uniões, campos anuláveis obrigatórios com Maybe e o __typename', async () => {
    const source = await generateSchemaTypes(SDL, 'teste.graphql');
    expect(source.split('\n')[0]).toMatch(/^\/\/ schema:types [0-9a-f]{16} /);
    expect(source).toMatch(/export type BillingStatus =\s*\|\s*'PAID'\s*\|\s*'OVERDUE';/);
    expect(source).toContain("readonly __typename?: 'Billing';");
    expect(source).toContain("readonly nn: Maybe<Scalars['String']['output']>;");
    expect(source).toContain("readonly value: Scalars['Decimal']['output'];");
    expect(source).toContain('Decimal: { input: number; output: number; }');
    // Input fields stay optional: a world field taken from an input says whether it is filled.
    expect(source).toContain("readonly discountUntil?: InputMaybe<Scalars['String']['input']>;");
  });

  it('recusa um escalar que não foi mapeado', async () => {
    await expect(generateSchemaTypes(`scalar Cpf\n${SDL}`, 'teste.graphql')).rejects.toThrow(/Unknown scalar type Cpf/);
  });

  it('recusa um schema inválido com o arquivo e a linha', async () => {
    await expect(generateSchemaTypes('type Query { a: Nada }', 'teste.graphql')).rejects.toThrow(/teste\.graphql:1/);
  });
});
