/**
 * The school's users (the integration user that calls the API and the staff named in audit data)
 * and the token of the examples.
 */
import {TOKEN_LIFETIME_SECONDS} from '../platform-facts';
import type {Token, User} from './types';

/** The integration user (the one that calls the API) and the school's staff named in audit data. */
export const users: readonly User[] = [
  {
    refId: '8b2d4e60-1c7a-4f39-a5e2-6d0b9c3f7a18',
    name: 'Integração Colégio Jacarandá',
    email: 'integracao@colegiojacaranda.com.br',
    password: 'senha-do-usuario-de-integracao',
    companyId: 27,
    roles: ['Integração'],
  },
  {
    refId: '864801b2-04a4-4f60-8aea-e847cfe1193a',
    name: 'Mariana Lopes',
    email: 'mariana.lopes@colegiojacaranda.com.br',
    companyId: 27,
    roles: ['Financeiro'],
  },
  {
    refId: '4b357c35-ceaa-42f5-b5ae-589442217197',
    name: 'Lúcia Fernandes Rocha',
    email: 'lucia.rocha@colegiojacaranda.com.br',
    companyId: 27,
    roles: ['Secretaria'],
  },
];

export const integrationUser = users[0] as User;

/** The token of the examples: a JWT whose signature says it is not a real one. */
export const token: Token = {
  accessToken: [
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9',
    'eyJzdWIiOiI4YjJkNGU2MC0xYzdhLTRmMzktYTVlMi02ZDBiOWMzZjdhMTgiLCJjb21wYW55SWQiOiIyNyIsImV4cCI6MTczOTE5NzgwMH0',
    'assinatura-de-exemplo-nao-vale-como-token',
  ].join('.'),
  tokenType: 'Bearer',
  expiresIn: TOKEN_LIFETIME_SECONDS,
  expirationDate: '2025-02-10T14:30:00.000Z',
  userRefId: '8b2d4e60-1c7a-4f39-a5e2-6d0b9c3f7a18',
};
