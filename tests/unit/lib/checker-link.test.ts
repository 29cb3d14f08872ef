/** The checker's shareable links (src/lib/checker-link.ts): what a link writes, it reads back. */
import {describe, expect, it} from 'vitest';

import {CHECKER_ROUTE, PASTED_NAME, checkerHref, readCheckerLink} from '../../../src/lib/checker-link';

describe('checker links', () => {
  it('round-trips files in order, with text that needs escaping, and the date', () => {
    const link = {
      documents: [
        {name: PASTED_NAME, text: 'query A($id: Int!) {\n  billing(id: $id) { id # & ? = \n }\n}'},
        {name: 'fragmentos/campos.graphql', text: 'fragment Campos on Billing { id dueDate }'},
      ],
      since: '2024-07-15',
    };
    const href = checkerHref(link);
    expect(href.startsWith(`${CHECKER_ROUTE}?arquivo=`)).toBe(true);
    expect(readCheckerLink(href.slice(CHECKER_ROUTE.length))).toEqual(link);
  });

  it('is the bare route without files, and a link without files carries nothing', () => {
    expect(checkerHref({documents: []})).toBe(CHECKER_ROUTE);
    expect(readCheckerLink('?desde=2024-07-15')).toBeUndefined();
    expect(readCheckerLink('')).toBeUndefined();
  });

  it('drops a name without text', () => {
    expect(readCheckerLink('?arquivo=a.graphql&texto=%7B%20x%20%7D&arquivo=b.graphql')).toEqual({
      documents: [{name: 'a.graphql', text: '{ x }'}],
    });
  });
});
