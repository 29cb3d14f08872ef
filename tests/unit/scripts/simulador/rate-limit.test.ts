import {describe, expect, it} from 'vitest';

import {RATE_LIMIT_REQUESTS_PER_MINUTE} from '../../../../src/data/platform-facts';
import {RateLimiter} from '../../../../scripts/simulador/rate-limit';

describe('limite de requisições do simulador local', () => {
  it(`aceita ${RATE_LIMIT_REQUESTS_PER_MINUTE} seguidas do mesmo cliente e recusa a seguinte com a espera em segundos`, () => {
    const now = 1_000_000;
    const limiter = new RateLimiter(RATE_LIMIT_REQUESTS_PER_MINUTE, () => now);
    for (let index = 0; index < RATE_LIMIT_REQUESTS_PER_MINUTE; index++) expect(limiter.take('a')).toBeUndefined();
    const wait = limiter.take('a');
    expect(wait).toBe(Math.ceil(60 / RATE_LIMIT_REQUESTS_PER_MINUTE));
  });

  it('conta cada cliente à parte', () => {
    const limiter = new RateLimiter(2, () => 0);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([undefined, undefined, 30]);
    expect(limiter.take('b')).toBeUndefined();
  });

  it('depois da espera indicada, o mesmo cliente passa', () => {
    let now = 0;
    const limiter = new RateLimiter(2, () => now);
    limiter.take('a');
    limiter.take('a');
    const wait = limiter.take('a') ?? 0;
    now += wait * 1000 - 1;
    expect(limiter.take('a')).toBeGreaterThan(0);
    now += 1;
    expect(limiter.take('a')).toBeUndefined();
  });
});
