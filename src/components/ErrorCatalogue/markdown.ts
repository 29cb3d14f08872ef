/** ErrorCatalogue in the Markdown twins: each entry as an h3, its facts as a list and its example as JSON. */
import type {RootContent} from 'mdast';

import {RETRY_KINDS, SPEC_BASE, type ApiError, type ErrorGroup} from '../../data/error-codes';
import {compactJson} from '../../lib/compact-json';
import {code, codeBlock, heading, inline, paragraph, strong, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';
import {factListMarkdown} from '../FactList/markdown';
import {catalogueEntries, type ErrorCatalogueProps} from './model';

function errorEntryMarkdown(entry: ApiError): RootContent[] {
  const identification =
    entry.code !== null
      ? [code('extensions.code'), text(' igual a '), code(entry.code)]
      : [
          text('sem '),
          code('extensions.code'),
          text('; '),
          code('extensions.specifiedBy'),
          text(' igual a '),
          code(`${SPEC_BASE}${entry.specifiedBy}`),
        ];
  const data =
    entry.data === 'ausente'
      ? [text('A resposta não traz '), code('data'), text('.')]
      : [
          text('O campo que falhou vem '),
          code('null'),
          text(' em '),
          code('data'),
          text('; numa mutation, '),
          code('data'),
          text(' inteiro vem '),
          code('null'),
          text('.'),
        ];
  return [
    heading(3, entry.code !== null ? [code(entry.code), text(`: ${entry.title}`)] : [text(entry.title)]),
    factListMarkdown([
      {
        label: 'Como reconhecer',
        content: [...identification, text('. '), ...data, text(` Status HTTP ${entry.httpStatus}.`)],
      },
      {label: 'O que significa', content: inline(entry.meaning)},
      {label: 'Repetir adianta?', content: [text(`${RETRY_KINDS[entry.retry]} `), ...inline(entry.retryWhen)]},
      {label: 'O que fazer', content: inline(entry.action)},
    ]),
    paragraph(strong('Exemplo de item em errors')),
    codeBlock('json', compactJson(entry.example)),
  ];
}

export const markdown: MarkdownForm<ErrorCatalogueProps> = {
  props: (attributes) => ({group: stringAttribute(attributes, 'group', 'ErrorCatalogue') as ErrorGroup}),
  render: (props) => catalogueEntries(props).flatMap(errorEntryMarkdown),
};
