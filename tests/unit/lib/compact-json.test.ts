import {describe, expect, it} from 'vitest';

import {compactJson} from '../../../src/lib/compact-json';
import {API_ERRORS, errorAnchor} from '../../../src/data/error-codes';

describe('compactJson', () => {
  it.each(API_ERRORS.map((entry) => [errorAnchor(entry), entry.example] as const))(
    'o exemplo de %s mostrado na página Erros é JSON que volta ao mesmo objeto',
    (_anchor, example) => {
      expect(JSON.parse(compactJson(example))).toEqual(example);
    },
  );

  it('deixa numa linha o que cabe e quebra o que não cabe, com dois espaços por nível', () => {
    const value = {
      path: ['billings'],
      locations: [{line: 2, column: 3}],
      nested: {list: ['a'.repeat(40), 'b'.repeat(40)]},
    };
    expect(compactJson(value)).toBe(
      [
        '{',
        '  "path": ["billings"],',
        '  "locations": [{"line": 2, "column": 3}],',
        '  "nested": {',
        '    "list": [',
        `      "${'a'.repeat(40)}",`,
        `      "${'b'.repeat(40)}"`,
        '    ]',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('escreve listas e objetos vazios, textos com aspas e valores nulos como JSON', () => {
    const value = {empty: [], none: {}, quote: 'diz "oi"', nothing: null, n: 1.5, yes: true};
    expect(compactJson(value, 10)).toBe(
      '{\n  "empty": [],\n  "none": {},\n  "quote": "diz \\"oi\\"",\n  "nothing": null,\n  "n": 1.5,\n  "yes": true\n}',
    );
    expect(JSON.parse(compactJson(value, 10))).toEqual(value);
  });
});
