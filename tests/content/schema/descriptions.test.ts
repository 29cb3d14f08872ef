/**
 * Descriptions are the reference's content: every type, field, argument, input field and enum
 * value has one, it says more than the name, and it is Portuguese (the site is pt-BR only).
 * Deprecations carry a Portuguese reason. Heuristic: description-language.ts.
 */
import {describe, it} from 'vitest';

import {deprecationProblems, descriptionProblems} from '../../support/schema-checks';
import {expectNoProblems, snapshot} from '../../support/snapshot-helpers';

describe('descrições do snapshot', () => {
  it('toda descrição existe, não repete o nome e está em português', () => {
    expectNoProblems(descriptionProblems(snapshot()), 'descrições');
  });

  it('toda depreciação tem motivo em português', () => {
    expectNoProblems(deprecationProblems(snapshot()), 'depreciações');
  });
});
