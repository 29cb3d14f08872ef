/** Tokens in the simulator: the platform's JWT of the moment, and only the ones it issued open it. */
import {describe, expect, it} from 'vitest';

import {TOKEN_LIFETIME_SECONDS} from '../../../../src/data/platform-facts';
import {enrollment2026} from '../../../../src/data/world';
import {integrationUser, reenrollmentToken} from '../../../../src/data/world/users';
import {accessTokenOf} from '../../../../src/lib/access-token';
import {codes, loggedIn} from '../../../support/simulator';

const ME = 'query Eu { me { refId } }';

describe('simulador: tokens', () => {
  it('emite o JWT do usuário, da escola e do momento: no início da rematrícula, o token do mundo', async () => {
    // Logged in a second before, so that the token of the moment is the user's first in that second.
    const {simulator} = await loggedIn(new Date(Date.parse(enrollment2026.creationDate) - 1000).toISOString());
    await simulator.advance(1000);
    const result = await simulator.execute(
      {
        query: 'mutation T($data: TokenDataInput!) { token(data: $data) { accessToken expiresIn expirationDate } }',
        variables: {data: {email: integrationUser.email, password: integrationUser.password, companyId: 27}},
      },
      {},
    );
    expect(result.data?.token).toEqual({
      accessToken: reenrollmentToken.accessToken,
      expiresIn: TOKEN_LIFETIME_SECONDS,
      expirationDate: reenrollmentToken.expirationDate,
    });
  });

  it('cada login dá um token novo, também no mesmo segundo, e os dois valem', async () => {
    const {simulator, token} = await loggedIn();
    const again = await simulator.execute(
      {
        query: 'mutation T($data: TokenDataInput!) { token(data: $data) { accessToken } }',
        variables: {data: {email: integrationUser.email, password: integrationUser.password}},
      },
      {},
    );
    const second = (again.data?.token as {accessToken: string}).accessToken;
    expect(second).not.toBe(token);
    expect(codes(await simulator.execute({query: ME}, {token}))).toEqual([]);
    expect(codes(await simulator.execute({query: ME}, {token: second}))).toEqual([]);
  });

  it('recusa um token que ele não emitiu, mesmo com a forma de um JWT da plataforma, e o seu depois da validade', async () => {
    const {simulator, token} = await loggedIn();
    expect(codes(await simulator.execute({query: ME}, {token}))).toEqual([]);
    const forged = accessTokenOf({
      userRefId: integrationUser.refId,
      companyId: integrationUser.companyId,
      issuedAt: simulator.now().getTime() - 60_000,
      lifetimeSeconds: TOKEN_LIFETIME_SECONDS,
      sequence: 0,
    });
    expect(codes(await simulator.execute({query: ME}, {token: forged}))).toEqual(['AUTH_NOT_AUTHENTICATED']);
    await simulator.advance(TOKEN_LIFETIME_SECONDS * 1000);
    expect(codes(await simulator.execute({query: ME}, {token}))).toEqual(['AUTH_NOT_AUTHENTICATED']);
  });
});
