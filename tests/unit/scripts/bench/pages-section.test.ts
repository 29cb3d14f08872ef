import {describe, expect, it} from 'vitest';

import {medianScores} from '../../../../scripts/bench/lighthouse';
import {roundOrder, slotGroups} from '../../../../scripts/bench/pages-section';
import type {PageKind} from '../../../../scripts/bench/page-weight';
import type {LighthouseScores} from '../../../../scripts/bench/result';

const run = (performance: number, tbt: number, fcp: number, lcp: number): LighthouseScores => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  runs: 1,
  firstContentfulPaintMs: fcp,
  largestContentfulPaintMs: lcp,
  lcpAfterFcpMs: lcp - fcp,
  totalBlockingTimeMs: tbt,
});

describe('medianScores', () => {
  it('takes each figure from its own median, not from the run with the median score', () => {
    const scores = medianScores([run(90, 600, 900, 1300), run(85, 200, 1000, 1200), run(80, 400, 950, 1500)]);
    // The median score's run (85) has TBT 200; the median TBT is 400.
    expect(scores).toMatchObject({performance: 85, totalBlockingTimeMs: 400, runs: 3});
    expect(scores.firstContentfulPaintMs).toBe(950);
    expect(scores.largestContentfulPaintMs).toBe(1300);
    // LCP − FCP per run: 400, 200, 550 → 400 (the difference of the medians would be 350).
    expect(scores.lcpAfterFcpMs).toBe(400);
  });

  it('averages the two middle values of an even count', () => {
    expect(medianScores([run(90, 100, 900, 1000), run(80, 300, 900, 1000)]).totalBlockingTimeMs).toBe(200);
  });

  it('refuses an empty list', () => {
    expect(() => medianScores([])).toThrow('Nenhuma execução');
  });
});

describe('interleaved rounds', () => {
  const kind = (name: string): PageKind => ({kind: name, label: name, path: `/${name}`});
  const at = (site: string, name: string) => ({site, kind: kind(name)});

  it('puts each portal page beside the reference pages of its kind, the floor on its own', () => {
    const groups = slotGroups(
      [at('portal', 'guia'), at('portal', 'api-objeto')],
      [[at('piso-de-rotas', 'guia'), at('piso-de-rotas', 'api-objeto')], [at('par', 'api-objeto')]],
      at('piso', 'piso'),
    );
    expect(groups.map((group) => group.map((slot) => `${slot.site}:${slot.kind.kind}`))).toEqual([
      ['piso:piso'],
      ['portal:guia', 'piso-de-rotas:guia'],
      ['portal:api-objeto', 'piso-de-rotas:api-objeto', 'par:api-objeto'],
    ]);
  });

  it('reverses the order of a group on every other round', () => {
    expect(roundOrder(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(roundOrder(['a', 'b', 'c'], 1)).toEqual(['c', 'b', 'a']);
    expect(roundOrder(['a', 'b', 'c'], 2)).toEqual(['a', 'b', 'c']);
  });
});
