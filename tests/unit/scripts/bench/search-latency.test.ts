import {describe, expect, it} from 'vitest';

import {medianLoad} from '../../../../scripts/bench/search-latency';
import type {SearchLatencySample} from '../../../../scripts/bench/result';

const load = (firstResultMs: number, downloadedGzipBytes: number): SearchLatencySample => ({
  page: '/',
  query: 'addDependent',
  firstResultMs,
  firstResult: 'Incluir dependente',
  downloadedGzipBytes,
});

describe('medianLoad', () => {
  it('keeps the load with the median time, whole, and every load’s time in the order measured', () => {
    const median = medianLoad([load(390, 300), load(250, 310), load(310, 320)]);
    expect(median).toMatchObject({firstResultMs: 310, downloadedGzipBytes: 320, loadsMs: [390, 250, 310]});
  });

  it('takes the lower of the two middle loads when there is an even number', () => {
    expect(medianLoad([load(400, 1), load(200, 2), load(300, 3), load(100, 4)]).firstResultMs).toBe(200);
  });

  it('refuses no loads at all', () => {
    expect(() => medianLoad([])).toThrow('Nenhuma carga da busca.');
  });
});
