import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {TypeShapeTree} from '@site/src/components/TypeShape';
import type {TypeShapeData} from '@site/src/lib/type-shape';
import styles from './styles.module.css';

interface Props {
  /** Filled in at build time by the schema-tables remark plugin: the tree, as JSON. */
  readonly table?: string;
  /** What the page asked for (read by the remark plugin). */
  readonly operation?: string;
  readonly type?: string;
}

/**
 * An operation's arguments, a type's fields or an enum's values, as the schema snapshot defines
 * them (the remark plugin src/remark/schema-tables.ts reads the schema at build time and passes
 * the tree in `table`), drawn by TypeShape as the reference's operation pages draw them.
 */
export default function SchemaTable({table}: Props): ReactNode {
  if (table === undefined) {
    throw new Error('SchemaTable sem dados: o plugin remark schema-tables não foi aplicado a esta página.');
  }
  const data = JSON.parse(table) as TypeShapeData;
  return (
    // `schema-table` keeps the tree out of the search index: the reference page of the type,
    // linked in the caption, is where a search for a field should land.
    <div className={clsx(styles.wrapper, 'schema-table')}>
      <p className={styles.caption}>
        Definido no schema em <Link to={data.href}>{data.title}</Link>
      </p>
      <TypeShapeTree data={data} />
    </div>
  );
}
