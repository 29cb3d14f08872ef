/**
 * src/data/platform-facts.ts against itself and against the schema snapshot: texts derived from the
 * values read as Portuguese, every `Decimal` field of the schema is classified as reais,
 * percentage or switchable, the way its own description says, and the date-only fields are the
 * ones the schema describes as dates.
 */
import {existsSync, readFileSync} from 'node:fs';

import {getNamedType, isInputObjectType, isObjectType, type GraphQLField, type GraphQLInputField} from 'graphql';
import {describe, expect, it} from 'vitest';

import {
  DATE_ONLY_FIELDS,
  OTHER_DECIMAL_FIELDS,
  PERCENT_FIELDS,
  PLATFORM_FACTS,
  SWITCHABLE_FIELDS,
  TAKE_DEFAULT,
  DASHBOARD_URL_LIFETIME_SECONDS,
  IMPORT_MAX_MEGABYTES,
  REQUEST_BODY_MAX_BYTES,
  formatDuration,
  formatInteger,
  formatList,
} from '../../../src/data/platform-facts';
import {factPlaces, factsOfKind, factsStatedIn} from '../../support/fact-mentions';
import {repoPath} from '../../support/paths';
import {snapshot} from '../../support/snapshot-helpers';

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

/** Every field of the schema's object and input types, by coordinate (filters and sorts left out: they restate the objects). */
function fieldsOfType(typeName: string): Map<string, AnyField> {
  const found = new Map<string, AnyField>();
  for (const type of Object.values(snapshot().getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInputObjectType(type))) continue;
    if (/(FilterInput|SortInput)$/.test(type.name)) continue;
    for (const field of Object.values(type.getFields() as Record<string, AnyField>)) {
      if (getNamedType(field.type).name === typeName) found.set(`${type.name}.${field.name}`, field);
    }
  }
  return found;
}

function field(coordinate: string): AnyField | undefined {
  const [typeName = '', fieldName = ''] = coordinate.split('.');
  const type = snapshot().getType(typeName);
  if (!(type !== undefined && (isObjectType(type) || isInputObjectType(type)))) return undefined;
  return (type.getFields() as Record<string, AnyField>)[fieldName];
}

describe('formatação dos fatos', () => {
  it('escreve durações na maior unidade inteira', () => {
    expect(formatDuration(1)).toBe('1 segundo');
    expect(formatDuration(30)).toBe('30 segundos');
    expect(formatDuration(60)).toBe('1 minuto');
    expect(formatDuration(90)).toBe('90 segundos');
    expect(formatDuration(600)).toBe('10 minutos');
    expect(formatDuration(3600)).toBe('1 hora');
    expect(formatDuration(86_400)).toBe('24 horas');
    expect(() => formatDuration(0.5)).toThrow();
  });

  it('escreve inteiros e listas como em português', () => {
    expect(formatInteger(10_000)).toBe('10.000');
    expect(formatInteger(300)).toBe('300');
    expect(formatInteger(1_234_567)).toBe('1.234.567');
    expect(formatList(['a', 'b', 'c'])).toBe('a, b e c');
    expect(formatList(['a'])).toBe('a');
  });

  it.each(Object.entries(PLATFORM_FACTS))('%s tem nome e texto, com crases em pares', (_key, fact) => {
    expect(fact.label.trim()).not.toBe('');
    expect(fact.text.trim()).not.toBe('');
    expect((fact.text.match(/`/g) ?? []).length % 2).toBe(0);
    // Outside code spans, no Markdown or MDX syntax: the plugin inserts the text as it is.
    expect(fact.text.replace(/`[^`]*`/g, '')).not.toMatch(/[*_[\]<>{}]/);
  });

  it('as chaves são as que a diretiva aceita (minúsculas, ponto, camelCase)', () => {
    for (const key of Object.keys(PLATFORM_FACTS)) expect(key).toMatch(/^[a-z]+\.[a-z][a-zA-Z]*$/);
  });
});

describe('valores Decimal: reais ou percentual', () => {
  const decimals = fieldsOfType('Decimal');
  const percent = new Set<string>(PERCENT_FIELDS);
  const switchable = new Map<string, string>(Object.entries(SWITCHABLE_FIELDS));
  const other = new Set(Object.keys(OTHER_DECIMAL_FIELDS));

  it('todo campo classificado existe e é Decimal', () => {
    const listed = [...percent, ...switchable.keys(), ...other];
    expect(listed.filter((coordinate) => !decimals.has(coordinate))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('os percentuais são descritos como percentual, nunca em reais', () => {
    const wrong = [...percent].filter((coordinate) => {
      const description = decimals.get(coordinate)?.description ?? '';
      return !/percentual/i.test(description) || /reais/i.test(description);
    });
    expect(wrong).toEqual([]);
  });

  it('os alternáveis têm o indicador booleano no mesmo tipo e a descrição cita os dois casos', () => {
    const wrong = [...switchable].filter(([coordinate, flag]) => {
      const [typeName = ''] = coordinate.split('.');
      const flagField = field(`${typeName}.${flag}`);
      const description = decimals.get(coordinate)?.description ?? '';
      return (
        flagField === undefined ||
        getNamedType(flagField.type).name !== 'Boolean' ||
        !description.includes(flag) ||
        !/reais/.test(description) ||
        !/percentual/.test(description)
      );
    });
    expect(wrong).toEqual([]);
  });

  it('todo outro campo Decimal do schema é em reais', () => {
    const notReais = [...decimals]
      .filter(([coordinate]) => !percent.has(coordinate) && !switchable.has(coordinate) && !other.has(coordinate))
      .filter(
        ([, decimal]) => !/reais/i.test(decimal.description ?? '') || /percentual/i.test(decimal.description ?? ''),
      )
      .map(([coordinate]) => coordinate);
    expect(notReais).toEqual([]);
  });

  it('Company.interestValue é percentual ao mês e Billing.interestValue é em reais', () => {
    expect(percent.has('Company.interestValue')).toBe(true);
    expect(percent.has('Billing.interestValue')).toBe(false);
    expect(decimals.get('Billing.interestValue')?.description).toMatch(/reais/);
  });
});

describe('campos só de data', () => {
  it.each([...DATE_ONLY_FIELDS])('%s é DateTime e o schema o descreve como data, não como momento', (coordinate) => {
    const dateField = field(coordinate);
    expect(dateField, `${coordinate} não existe no schema`).toBeDefined();
    expect(dateField === undefined ? undefined : getNamedType(dateField.type).name).toBe('DateTime');
    expect(dateField?.description ?? '').not.toMatch(/momento|hora|\(UTC\)/i);
  });
});

describe('paginação', () => {
  it('a descrição de todo argumento take do schema diz o mesmo tamanho padrão', () => {
    const takes = Object.values(snapshot().getQueryType()?.getFields() ?? {}).flatMap((query) =>
      query.args.filter((arg) => arg.name === 'take').map((arg) => [query.name, arg.description ?? ''] as const),
    );
    expect(takes.length).toBeGreaterThan(10);
    const wrong = takes.filter(([, description]) => !description.includes(`Padrão ${TAKE_DEFAULT};`));
    expect(wrong).toEqual([]);
  });
});

describe('corpo de uma requisição', () => {
  it('cabe o maior arquivo de importação, com todos os bytes 255 na lista JSON, e o resto da requisição', () => {
    const fileBytes = IMPORT_MAX_MEGABYTES * 1024 * 1024;
    // A list of n bytes 255 is "[255,255,…,255]": the length of a small one gives the length of the largest.
    const perByte = (JSON.stringify([255, 255, 255]).length - JSON.stringify([255]).length) / 2;
    const rest = JSON.stringify({
      query: 'mutation Importar($data: AddImportDataInput!) { addImport(data: $data) { id status } }',
      variables: {data: {companyId: 1, fileName: 'responsaveis-financeiros.csv', fileContent: [255]}},
    }).length;
    expect(rest + (fileBytes - 1) * perByte).toBeLessThanOrEqual(REQUEST_BODY_MAX_BYTES);
  });
});

describe('painéis incorporáveis', () => {
  it('toda query de endereço de painel diz no schema a mesma validade', () => {
    const dashboards = Object.values(snapshot().getQueryType()?.getFields() ?? {}).filter((query) =>
      query.name.endsWith('DashboardUrl'),
    );
    expect(dashboards.length).toBeGreaterThan(0);
    const wrong = dashboards
      .filter(
        (query) => !(query.description ?? '').includes(`expira em ${formatDuration(DASHBOARD_URL_LIFETIME_SECONDS)}`),
      )
      .map((query) => query.name);
    expect(wrong).toEqual([]);
  });
});

describe('metadados dos fatos', () => {
  it('todo lugar que repete um fato existe no repositório', () => {
    const places = factPlaces();
    expect(places).toContain('schema/schema.graphql');
    expect(places.filter((place) => !existsSync(repoPath(place)))).toEqual([]);
  });

  it.each(factsOfKind('duration'))('%s, uma duração, é dita na maior unidade inteira', (key) => {
    expect(PLATFORM_FACTS[key].text).toContain(formatDuration(PLATFORM_FACTS[key].value as number));
  });

  it.each(factsOfKind('size'))('%s, um tamanho, é dito em megabytes', (key) => {
    expect(PLATFORM_FACTS[key].text).toBe(`${formatInteger(PLATFORM_FACTS[key].value as number)} MB`);
  });
});

describe('fatos repetidos nas descrições do schema', () => {
  const schemaText = readFileSync(repoPath('schema/schema.graphql'), 'utf8').replace(/\s+/g, ' ');

  it.each(factsStatedIn('schema/schema.graphql'))('o schema diz %s com o texto do fato', (key) => {
    expect(schemaText).toContain(PLATFORM_FACTS[key].text);
  });

  it('todo tamanho de arquivo que o schema diz é o de um fato', () => {
    const sizes = new Set(factsOfKind('size').map((key) => PLATFORM_FACTS[key].text));
    const stray = [...schemaText.matchAll(/\d[\d.]* ?MB/g)].map((m) => m[0]).filter((size) => !sizes.has(size));
    expect(stray).toEqual([]);
  });
});
