/**
 * The school's users (the integration user that calls the API and the staff named in audit data)
 * and the tokens of the examples (src/lib/access-token.ts, as the simulator issues them).
 */
import {accessTokenOf} from '../../lib/access-token';
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

/** The first token of the integration user issued at `issuedAt` (ISO 8601), as the platform issues it. */
function issued(issuedAt: string): Token {
  const lifetime = TOKEN_LIFETIME_SECONDS * 1000;
  return {
    accessToken: accessTokenOf({
      userRefId: integrationUser.refId,
      companyId: integrationUser.companyId,
      issuedAt: Date.parse(issuedAt),
      lifetimeSeconds: TOKEN_LIFETIME_SECONDS,
      sequence: 0,
    }),
    tokenType: 'Bearer',
    expiresIn: TOKEN_LIFETIME_SECONDS,
    expirationDate: new Date(Date.parse(issuedAt) + lifetime).toISOString(),
    userRefId: integrationUser.refId,
  };
}

/** The token of the examples, issued the day of the world's API calls. */
export const token: Token = issued('2025-02-10T13:30:00.000Z');

/** The token of "Do zero ao primeiro boleto pago", issued when Helena's re-enrollment began. */
export const reenrollmentToken: Token = issued('2025-10-06T14:12:37.000Z');
