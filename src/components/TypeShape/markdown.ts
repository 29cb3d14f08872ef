/**
 * TypeShape in the Markdown twins: the tree as one table, the fields of an expanded input below their parent with
 * a dotted name. SchemaTable, which draws its tree with TypeShape, writes it with shapeMarkdown too.
 */
import type {PhrasingContent, RootContent} from 'mdast';

import type {ShapeField, TypeShapeData} from '../../lib/type-shape';
import {FIELDS_AT_TEXTS} from '../../lib/type-shape-labels';
import {code, inline, joinInline, link, strong, table, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type LinkResolver, type MarkdownForm} from '../../lib/markdown-form';

const namedTypeOf = (type: string): string => type.replace(/[[\]!]/g, '');

function valuesText(field: ShapeField): PhrasingContent[] {
  if (field.values === undefined) return [];
  return [
    text('Valores: '),
    ...joinInline(
      field.values.map((value) => [code(value.name), ...(value.description ? [text(` (${value.description})`)] : [])]),
      '; ',
    ),
    text('.'),
  ];
}

function fieldsAtText(field: ShapeField, resolve: LinkResolver): PhrasingContent[] {
  const at = field.fieldsAt;
  if (at === undefined) return [];
  const label: PhrasingContent[] = [text('Campos de '), code(namedTypeOf(field.type))];
  return [
    ...(at.where === 'own-page' ? [link(resolve(field.typeHref), label)] : label),
    text(` ${FIELDS_AT_TEXTS[at.where]}.`),
  ];
}

/**
 * One row per field, the fields of an expanded input below their parent with a dotted name
 * (`data.dueDate`), as the page nests them.
 */
function fieldRows(
  fields: readonly ShapeField[],
  prefix: string,
  output: boolean,
  resolve: LinkResolver,
): PhrasingContent[][][] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const description = joinInline([
      !output && field.required ? [text('Obrigatório.')] : [],
      field.defaultValue !== undefined ? [text('Padrão: '), code(field.defaultValue), text('.')] : [],
      inline(field.description),
      field.deprecationReason !== undefined ? [strong('Obsoleto:'), text(' '), ...inline(field.deprecationReason)] : [],
      valuesText(field),
      fieldsAtText(field, resolve),
    ]);
    const row = [[code(name)], [link(resolve(field.typeHref), [code(field.type)])], description];
    return [row, ...(field.fields ? fieldRows(field.fields, `${name}.`, false, resolve) : [])];
  });
}

/** A type shape tree as one table: fields (with their nested inputs) or enum values. */
export function shapeMarkdown(data: TypeShapeData, resolve: LinkResolver): RootContent[] {
  const blocks: RootContent[] = [];
  if (data.values) {
    blocks.push(
      table(
        ['Valor', 'Descrição'],
        data.values.map((value) => [
          [code(value.name)],
          joinInline([
            inline(value.description),
            value.deprecationReason !== undefined
              ? [strong('Obsoleto:'), text(' '), ...inline(value.deprecationReason)]
              : [],
          ]),
        ]),
      ),
    );
  }
  if (data.fields) {
    const header = data.kind === 'arguments' ? 'Argumento' : 'Campo';
    blocks.push(table([header, 'Tipo', 'Descrição'], fieldRows(data.fields, '', data.kind === 'output', resolve)));
  }
  return blocks;
}

export const markdown: MarkdownForm<{readonly shape: string}> = {
  props: (attributes) => ({shape: stringAttribute(attributes, 'shape', 'TypeShape')}),
  render: ({shape}, {resolve}) => shapeMarkdown(JSON.parse(shape) as TypeShapeData, resolve),
};
