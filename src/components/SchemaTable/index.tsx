import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';

import type {EnumValueRow, MemberRow, SchemaTableData} from '@site/src/lib/schema-docs';
import styles from './styles.module.css';

interface Props {
  /** Filled in at build time by the schema-tables remark plugin, as JSON. */
  readonly table?: string;
  /** What the page asked for (read by the remark plugin). */
  readonly operation?: string;
  readonly type?: string;
}

function Deprecation({reason}: {readonly reason: string | undefined}): ReactNode {
  if (reason === undefined) return null;
  return (
    <p className={styles.deprecated}>
      <strong>Obsoleto:</strong> {reason}
    </p>
  );
}

function MemberRows({rows}: {readonly rows: readonly MemberRow[]}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Campo</th>
          <th scope="col">Tipo</th>
          <th scope="col">Descrição</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
              {row.required ? <span className={styles.required}> obrigatório</span> : null}
            </td>
            <td>
              <Link to={row.typeHref}>
                <code>{row.type}</code>
              </Link>
              {row.defaultValue !== undefined ? (
                <span className={styles.default}>
                  {' '}
                  padrão: <code>{row.defaultValue}</code>
                </span>
              ) : null}
            </td>
            <td>
              {row.description}
              <Deprecation reason={row.deprecationReason} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EnumRows({rows}: {readonly rows: readonly EnumValueRow[]}): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Valor</th>
          <th scope="col">Significado</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>
              {row.description}
              <Deprecation reason={row.deprecationReason} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A table of an operation's arguments, a type's fields or an enum's values, as the
 * schema snapshot defines them (the remark plugin in src/plugins/schema-tables reads
 * the schema at build time and passes the rows in `table`).
 */
export default function SchemaTable({table}: Props): ReactNode {
  if (table === undefined) {
    throw new Error('SchemaTable sem dados: o plugin remark schema-tables não foi aplicado a esta página.');
  }
  const data = JSON.parse(table) as SchemaTableData;
  return (
    // `schema-table` keeps the rows out of the search index: the reference page of the type,
    // linked in the caption, is where a search for a field should land.
    <div className={clsx(styles.wrapper, 'schema-table')}>
      <p className={styles.caption}>
        Definido no schema em <Link to={data.href}>{data.title}</Link>
      </p>
      {data.variant === 'enum' ? <EnumRows rows={data.rows} /> : <MemberRows rows={data.rows} />}
    </div>
  );
}
