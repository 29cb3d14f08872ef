/**
 * StateMachine in the Markdown twins: the diagram is a picture of the table, so the twin has the
 * table of transitions (the same rows the page shows beside the diagram).
 */
import {CREATION_LABEL, TABLE_HEADER, type StateMachineData} from '../../lib/state-diagram';
import {code, joinInline, paragraph, strong, table, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';

interface Props {
  readonly machine?: string;
  readonly data?: string;
  readonly svg?: string;
}

export const markdown: MarkdownForm<Props> = {
  props: (attributes) => ({data: stringAttribute(attributes, 'data', 'StateMachine')}),
  render: ({data}) => {
    if (data === undefined) throw new Error('<StateMachine> sem o atributo data');
    const machine = JSON.parse(data) as StateMachineData;
    return [
      paragraph(strong(`${machine.title}: transições`)),
      table(
        TABLE_HEADER,
        machine.rows.map((row) => [
          [row.from === null ? text(CREATION_LABEL) : code(row.from)],
          [code(row.to)],
          [text(row.trigger)],
          [text(row.when ?? '—')],
          row.events.length === 0
            ? [text('—')]
            : joinInline(
                row.events.map((event) => [code(event)]),
                ', ',
              ),
        ]),
      ),
    ];
  },
};
