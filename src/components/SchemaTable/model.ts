/** SchemaTable's view model: its props and the tree they carry, for the React and Markdown renderers. */
import type {TypeShapeData} from '../../lib/type-shape';

export interface SchemaTableProps {
  /** Filled in at build time by the schema-tables remark plugin: the tree, as JSON. */
  readonly table?: string;
  /** What the page asked for (read by the remark plugin). */
  readonly operation?: string;
  readonly type?: string;
}

/** The tree of the table; without it the remark plugin did not run on the page. */
export function schemaTableData({table}: SchemaTableProps): TypeShapeData {
  if (table === undefined) {
    throw new Error('SchemaTable sem dados: o plugin remark schema-tables não foi aplicado a esta página.');
  }
  return JSON.parse(table) as TypeShapeData;
}
