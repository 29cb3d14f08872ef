/**
 * A short run of the load measurement (scripts/simulador/load.ts, `npm run simulador:carga`): 50
 * clients for 3 seconds against the simulator in its own process. Every answer arrives within the
 * request timeout, the rate limit answers the excess with 429, nothing fails and no webhook event is
 * lost. The 30-second figures of the report come from the same script, run by hand.
 */
import {expect, it} from 'vitest';

import {RATE_LIMIT_REQUESTS_PER_MINUTE, REQUEST_TIMEOUT_SECONDS} from '../../../../src/data/platform-facts';
import {runLoad} from '../../../../scripts/simulador/load';

it('50 clientes por 3 s: sem falhas, excesso com 429 e nenhum evento perdido', {timeout: 120_000}, async () => {
  const figures = await runLoad({clients: 50, seconds: 3});
  expect(figures.failureSamples).toEqual([]);
  expect(figures.failures).toBe(0);
  expect(figures.requests).toBeGreaterThan(RATE_LIMIT_REQUESTS_PER_MINUTE);
  expect(figures.rateLimited).toBeGreaterThan(0);
  expect(figures.latencyMs.max).toBeLessThan(REQUEST_TIMEOUT_SECONDS * 1000);
  expect(figures.eventsEmitted).toBeGreaterThan(0);
  expect(figures.eventsLost).toBe(0);
});
