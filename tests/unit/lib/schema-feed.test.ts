/** The schema changes' feed entries (src/lib/schema-feed.ts), from releases written here. */
import {describe, expect, it} from 'vitest';

import type {SchemaChange} from '../../../src/lib/schema-changes';
import {releaseMarks, schemaFeedEntries} from '../../../src/lib/schema-feed';
import {SCHEMA_CHANGES_ROUTE, SCHEMA_FEED_ROUTE} from '../../../src/lib/machine-readable';
import {CHANGELOG_ROUTE} from '../../../src/plugins/api-reference/generator/changelog';

const SITE = {title: 'Portal', url: 'https://portal.example', copyright: '©'};
const CHANGELOG = '/api/mudancas-no-schema';

const removed: SchemaChange = {
  severity: 'incompativel',
  type: 'FIELD_REMOVED',
  path: 'Billing.oldValue',
  message: 'O campo `Billing.oldValue` foi removido.',
};
const deprecated: SchemaChange = {
  severity: 'segura',
  type: 'FIELD_DEPRECATION_ADDED',
  path: 'Query.webHooks',
  message: 'A query `webHooks` ficou obsoleta: Use webHooksV2 <novo>.',
};
const added: SchemaChange = {
  severity: 'segura',
  type: 'FIELD_ADDED',
  path: 'Query.amountPaid',
  message: 'A query `amountPaid` foi adicionada, do tipo `Decimal!`.',
};

describe('entradas do feed de mudanças no schema', () => {
  const entries = schemaFeedEntries(
    [
      {date: '2024-07-08', changes: [added, deprecated]},
      {date: '2024-09-04', changes: [removed, deprecated, added]},
      {date: '2024-08-12', changes: [added]},
    ],
    SITE,
    CHANGELOG,
  );

  it('uma por versão, da mais nova para a mais antiga, cada uma levando à seção da versão', () => {
    expect(entries.map((entry) => entry.link)).toEqual([
      'https://portal.example/api/mudancas-no-schema#2024-09-04',
      'https://portal.example/api/mudancas-no-schema#2024-08-12',
      'https://portal.example/api/mudancas-no-schema#2024-07-08',
    ]);
    expect(entries[0]?.date.toISOString()).toBe('2024-09-04T00:00:00.000Z');
  });

  it('o título diz a data e conta as incompatíveis e as obsolescências', () => {
    expect(entries.map((entry) => entry.title)).toEqual([
      'Schema de 4 de setembro de 2024: 1 incompatível, 1 obsolescência',
      'Schema de 12 de agosto de 2024: sem mudanças incompatíveis nem obsolescências',
      'Schema de 8 de julho de 2024: 1 obsolescência',
    ]);
    expect(releaseMarks([removed, removed, deprecated, deprecated])).toBe('2 incompatíveis, 2 obsolescências');
  });

  it('as categorias e o conteúdo marcam o que pede ação', () => {
    expect(entries.map((entry) => entry.categories)).toEqual([
      ['incompativel', 'obsolescencia'],
      [],
      ['obsolescencia'],
    ]);
    const content = entries[0]?.content ?? '';
    expect(content).toContain('<h2>Incompatíveis</h2>');
    expect(content).toContain('<li>O campo <code>Billing.oldValue</code> foi removido.</li>');
    expect(content).toContain('<strong>Obsolescência:</strong> A query <code>webHooks</code>');
    // The incompatible group comes before the safe one.
    expect(content.indexOf('Incompatíveis')).toBeLessThan(content.indexOf('Seguras'));
  });

  it('o texto das mudanças é escapado no HTML da entrada', () => {
    expect(entries[0]?.content).toContain('Use webHooksV2 &lt;novo&gt;.');
    expect(entries[0]?.content).not.toContain('<novo>');
  });
});

describe('endereços do feed', () => {
  it('a página das mudanças é a que o gerador da referência cria, e o feed fica ao lado dela', () => {
    expect(SCHEMA_CHANGES_ROUTE).toBe(CHANGELOG_ROUTE);
    expect(SCHEMA_FEED_ROUTE.startsWith(`${CHANGELOG_ROUTE}/`)).toBe(true);
  });
});
