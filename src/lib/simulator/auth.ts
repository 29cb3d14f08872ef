/**
 * Tokens: the documented `token` mutation issues them for the example world's integration user
 * (the credentials the guides show), each valid for the facts' lifetime on the simulated clock:
 * the platform's JWT (src/lib/access-token.ts), and only the ones this simulator issued open it.
 */
import {TOKEN_LIFETIME_SECONDS} from '../../data/platform-facts';
import {users} from '../../data/world/users';
import {accessTokenOf} from '../access-token';
import type {Engine} from './engine';
import {refusal} from './refusal';
import type {Rec} from './store';

export interface Session {
  readonly companyId: number | undefined;
  /** The refId of the token's user (AccessUserLog.userId). */
  readonly userId: string;
}

interface Issued {
  readonly companyId: number;
  readonly expiresAt: number;
  /** The integration user the token was issued to: the rate limit counts per user, not per token. */
  readonly userRefId: string;
}

export class Tokens {
  private readonly issued = new Map<string, Issued>();
  /** Tokens issued per user, school and second: the next one's `sequence`. */
  private readonly perSecond = new Map<string, number>();

  issue(engine: Engine, data: Record<string, unknown>): Rec {
    const user = users.find((candidate) => candidate.email === data.email && candidate.password !== undefined);
    if (user === undefined || user.password !== data.password) {
      // A wrong password of a known user is an access event of that user (onAuthenticationChanged).
      if (user !== undefined) engine.publications.access(user.refId, 'LOGIN_FAILED', engine.clock.iso());
      throw refusal('INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
    }
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
    this.issued.set(accessToken, {companyId, expiresAt, userRefId: user.refId});
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
    return {companyId: issued.companyId, userId: issued.userRefId};
  }
}

export function notAuthenticated() {
  return refusal('AUTH_NOT_AUTHENTICATED', 'O usuário atual não está autenticado.');
}
