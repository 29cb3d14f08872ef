/**
 * Every fact observed on the real API (facts/observed.graphql) holds in the snapshot.
 * One test per observed definition, so a run lists exactly which types drift from reality.
 */
import {describe, it} from 'vitest';

import {KINDS, checkFact, facts} from '../../support/facts-check';
import {expectNoProblems, snapshot} from '../../support/snapshot-helpers';

describe('fatos observados na API real (facts/observed.graphql)', () => {
  it('o arquivo de fatos não repete definições', () => {
    const names = facts.map((definition) => definition.name.value);
    expectNoProblems(
      names.filter((name, index) => names.indexOf(name) !== index).map((name) => `${name} definido mais de uma vez`),
      'facts/observed.graphql',
    );
  });

  it.each(facts.map((definition) => [`${KINDS[definition.kind].label} ${definition.name.value}`, definition] as const))(
    '%s',
    (label, definition) => {
      expectNoProblems(checkFact(snapshot(), definition), label);
    },
  );
});
