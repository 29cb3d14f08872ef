/**
 * PayloadShape in the Markdown twins: the body's description and every field in one table, nested
 * fields with their dotted path (`data.billing.amount`), as the page nests them.
 */
import type {RootContent} from 'mdast';

import {flattenFields, type PayloadShapeData} from '../../lib/payload-shape';
import {code, inline, joinInline, paragraph, table, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';

function payloadShapeMarkdown(data: PayloadShapeData): RootContent[] {
  const rows = flattenFields(data.fields).map(({path, field}) => [
    [code(path)],
    [code(field.nullable ? `${field.type} | null` : field.type)],
    joinInline([
      field.required ? [text('Obrigatório.')] : [],
      inline(field.description ?? ''),
      field.values === undefined
        ? []
        : [
            text('Valores: '),
            ...joinInline(
              field.values.map((value) => [code(value)]),
              ', ',
            ),
            text('.'),
          ],
    ]),
  ]);
  return [
    ...(data.description === undefined ? [] : [paragraph(...inline(data.description))]),
    table(['Campo', 'Tipo', 'Descrição'], rows),
  ];
}

export const markdown: MarkdownForm<{readonly shape: string}> = {
  props: (attributes) => ({shape: stringAttribute(attributes, 'shape', 'PayloadShape')}),
  render: ({shape}) => payloadShapeMarkdown(JSON.parse(shape) as PayloadShapeData),
};
