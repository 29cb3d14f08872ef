/**
 * The platform's access tokens, as the `token` mutation issues them: a JWT (header, payload and
 * signature in base64url) whose payload names the user (`sub`, the user's refId), the school
 * (`companyId`), the moments of issue and expiry (`iat`, `exp`, in seconds since 1970) and the
 * token itself (`jti`, distinct for each token of the user issued in the same second). The
 * example world's tokens and the simulator's come from here, so a page shows exactly the token
 * the simulator issues at that moment. The signature is derived from the header and the payload
 * (src/lib/derived-uuid.ts), not an HMAC with the platform's key: a token of the examples opens
 * nothing but the simulator that issued it. Pure and browser-safe.
 */
import {derivedUuid} from './derived-uuid';

export interface TokenClaims {
  /** The refId of the user the token is issued to. */
  readonly userRefId: string;
  readonly companyId: number;
  /** The moment of issue, in milliseconds since 1970 (the simulated clock, in the simulator). */
  readonly issuedAt: number;
  readonly lifetimeSeconds: number;
  /** How many tokens the user got before this one in the same second (0 for the first). */
  readonly sequence: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url without padding, as JWT segments are written. */
function base64url(bytes: readonly number[]): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const [a = 0, b = 0, c = 0] = bytes.slice(index, index + 3);
    const chunk = (a << 16) | (b << 8) | c;
    const size = Math.min(3, bytes.length - index) + 1;
    for (let position = 0; position < size; position += 1) text += BASE64.charAt((chunk >> (18 - 6 * position)) & 63);
  }
  return text;
}

const segment = (value: object): string => base64url([...new TextEncoder().encode(JSON.stringify(value))]);

/** The access token of a user and school issued at a moment, valid for `lifetimeSeconds`. */
export function accessTokenOf(claims: TokenClaims): string {
  const issued = Math.floor(claims.issuedAt / 1000);
  const signed = `${segment({alg: 'HS256', typ: 'JWT'})}.${segment({
    sub: claims.userRefId,
    companyId: String(claims.companyId),
    iat: issued,
    exp: issued + claims.lifetimeSeconds,
    jti: derivedUuid(
      `token:${claims.userRefId}:${String(claims.companyId)}:${String(issued)}:${String(claims.sequence)}`,
    ),
  })}`;
  // 32 bytes, the size of an HMAC-SHA256.
  const hex = [derivedUuid(`token:${signed}`), derivedUuid(`token:${signed}:2`)].join('').replaceAll('-', '');
  const signature = Array.from({length: hex.length / 2}, (_, index) =>
    Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16),
  );
  return `${signed}.${base64url(signature)}`;
}
