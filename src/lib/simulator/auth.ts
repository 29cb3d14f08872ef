/**
 * Tokens: the documented `token` mutation issues them for the example world's integration user
 * (the credentials the guides show) and for the sandbox's (src/data/world/sandbox.ts), each valid
 * for the facts' lifetime on the simulated clock: the platform's JWT (src/lib/access-token.ts),
 * and only the ones this simulator issued open it. A token reaches the records of its user's
 * environment only (src/lib/simulator/store.ts).
 */
import {TOKEN_LIFETIME_SECONDS} from '../../data/platform-facts';
import {sandboxIntegrationUser} from '../../data/world/sandbox';
import {users} from '../../data/world/users';
import {accessTokenOf} from '../access-token';
import type {Engine} from './engine';
import {refusal} from './refusal';
import type {Environment, Rec} from './store';

/** Who can ask for a token, each with the environment its tokens see. */
const ACCOUNTS: readonly {readonly user: (typeof users)[number]; readonly environment: Environment}[] = [
  ...users.map((user) => ({user, environment: 'PRODUCTION' as const})),
  {user: sandboxIntegrationUser, environment: 'SANDBOX'},
];

export interface Session {
  readonly companyId: number | undefined;
  /** The refId of the token's user (AccessUserLog.userId). */
  readonly userId: string;
  /** Whose records the token reaches. */
  readonly environment: Environment;
}

interface Issued {
  readonly companyId: number;
  readonly expiresAt: number;
  /** The integration user the token was issued to: the rate limit counts per user, not per token. */
  readonly userRefId: string;
  readonly environment: Environment;
}

export class Tokens {
  private readonly issued = new Map<string, Issued>();
  /** Tokens issued per user, school and second: the next one's `sequence`. */
  private readonly perSecond = new Map<string, number>();

  issue(engine: Engine, data: Record<string, unknown>): Rec {
    const account = ACCOUNTS.find(
      (candidate) => candidate.user.email === data.email && candidate.user.password !== undefined,
    );
    if (account === undefined || account.user.password !== data.password) {
      // A wrong password of a known user is an access event of that user (onAuthenticationChanged).
      if (account !== undefined) engine.publications.access(account.user.refId, 'LOGIN_FAILED', engine.clock.iso());
      throw refusal('INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
    }
    const {user, environment} = account;
    const companyId = typeof data.companyId === 'number' ? data.companyId : user.companyId;
    const issuedAt = engine.clock.now().getTime();
    // Each login gives a new token, also within the same second.
    const second = `${user.refId}:${String(companyId)}:${String(Math.floor(issuedAt / 1000))}`;
    const sequence = this.perSecond.get(second) ?? 0;
    this.perSecond.set(second, sequence + 1);
    const accessToken = accessTokenOf({
      userRefId: user.refId,
      companyId,
      issuedAt,
      lifetimeSeconds: TOKEN_LIFETIME_SECONDS,
      sequence,
    });
    const expiresAt = Math.floor(issuedAt / 1000) * 1000 + TOKEN_LIFETIME_SECONDS * 1000;
    this.issued.set(accessToken, {companyId, expiresAt, userRefId: user.refId, environment});
    engine.publications.access(user.refId, 'LOGIN', engine.clock.iso());
    return {
      __typename: 'UserToken',
      accessToken,
      tokenType: 'Bearer',
      expiresIn: TOKEN_LIFETIME_SECONDS,
      expirationDate: new Date(expiresAt).toISOString(),
      user: {__typename: 'User', ...user, password: undefined},
    };
  }

  /**
   * Whose quota a request with this bearer token spends (fact limite.escopo: per integration
   * user): the user the token was issued to, or undefined for a token the simulator never issued.
   */
  userOf(token: string | undefined): string | undefined {
    if (token === undefined) return undefined;
    return this.issued.get(token.replace(/^Bearer\s+/i, ''))?.userRefId;
  }

  /** The session of a bearer token, or undefined when it is missing, unknown or expired. */
  session(token: string | undefined, now: number): Session | undefined {
    if (token === undefined) return undefined;
    const issued = this.issued.get(token.replace(/^Bearer\s+/i, ''));
    if (issued === undefined || issued.expiresAt <= now) return undefined;
    return {companyId: issued.companyId, userId: issued.userRefId, environment: issued.environment};
  }
}

export function notAuthenticated() {
  return refusal('AUTH_NOT_AUTHENTICATED', 'O usuário atual não está autenticado.');
}
