import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import {TypeShapeTree} from '@site/src/components/TypeShape';
import {schemaTableData, type SchemaTableProps} from './model';
import styles from './styles.module.css';

/**
 * An operation's arguments, a type's fields or an enum's values, as the schema snapshot defines
 * them (the remark plugin src/remark/schema-tables.ts reads the schema at build time and passes
 * the tree in `table`), drawn by TypeShape as the reference's operation pages draw them.
 */
export default function SchemaTable(props: SchemaTableProps): ReactNode {
  const data = schemaTableData(props);
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
