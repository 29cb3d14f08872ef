/** SchemaTable in the Markdown twins: where the schema defines it, then the tree as TypeShape writes it. */
import {link, paragraph, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';
import {shapeMarkdown} from '../TypeShape/markdown';
import {schemaTableData, type SchemaTableProps} from './model';

export const markdown: MarkdownForm<SchemaTableProps> = {
  props: (attributes) => ({table: stringAttribute(attributes, 'table', 'SchemaTable')}),
  render: (props, {resolve}) => {
    const data = schemaTableData(props);
    return [
      paragraph(text('Definido no schema em '), link(resolve(data.href), [text(data.title)])),
      ...shapeMarkdown(data, resolve),
    ];
  },
};
