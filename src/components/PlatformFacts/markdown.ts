/** PlatformFacts in the Markdown twins: the facts as a table, or one of the field lists. */
import type {RootContent} from 'mdast';

import {DATE_ONLY_FIELDS, PERCENT_FIELDS, PLATFORM_FACTS, SWITCHABLE_FIELDS} from '../../data/platform-facts';
import {bulletList, code, inline, table} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';
import type {PlatformFactsProps, Show} from './model';

function platformFactsMarkdown(show: string): RootContent[] {
  const fieldList = (coordinates: readonly string[]): RootContent[] => [
    bulletList(coordinates.map((coordinate) => [code(coordinate)])),
  ];
  if (show === 'percentuais') return fieldList(PERCENT_FIELDS);
  if (show === 'so-data') return fieldList(DATE_ONLY_FIELDS);
  if (show === 'alternaveis') {
    return [
      table(
        ['Campo', 'Percentual quando é verdadeiro'],
        Object.entries(SWITCHABLE_FIELDS).map(([coordinate, flag]) => [[code(coordinate)], [code(flag)]]),
      ),
    ];
  }
  if (show !== 'resumo') throw new Error(`<PlatformFacts show="${show}">: valor desconhecido`);
  return [
    table(
      ['Fato', 'Valor'],
      Object.values(PLATFORM_FACTS).map((fact) => [inline(fact.label), inline(fact.text)]),
    ),
  ];
}

export const markdown: MarkdownForm<PlatformFactsProps> = {
  props: (attributes) => ({show: stringAttribute(attributes, 'show', 'PlatformFacts') as Show}),
  render: ({show}) => platformFactsMarkdown(show),
};
