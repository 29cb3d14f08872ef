import {describe, expect, it} from 'vitest';

import {longDate} from '../../../src/lib/long-date';

describe('longDate', () => {
  it('writes a day in words, in Portuguese', () => {
    expect(longDate('2024-07-08')).toBe('8 de julho de 2024');
    expect(longDate('2025-03-01')).toBe('1 de março de 2025');
  });

  it('writes a moment as its day in UTC, from a Date or from ISO 8601', () => {
    // 23:30 in Brasília on 8 July is already 9 July in UTC.
    expect(longDate(new Date('2024-07-08T23:30:00-03:00'))).toBe('9 de julho de 2024');
    expect(longDate('2024-07-08T23:30:00-03:00')).toBe('9 de julho de 2024');
  });
});
