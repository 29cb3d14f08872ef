import type {ReactNode} from 'react';
import clsx from 'clsx';

import {InlineCode} from '@site/src/components/InlineCode';
import type {PayloadField, PayloadShapeData} from '@site/src/lib/payload-shape';
import {REPEATED_TEXT_CLASS} from '@site/src/lib/search-params';
import styles from './styles.module.css';

interface Props {
  /** The body's tree, built from its JSON Schema when the page was generated (src/lib/payload-shape.ts), as JSON. */
  readonly shape: string;
}

/** Levels of nested objects open from the start: the body's blocks and their records. */
const OPEN_LEVELS = 2;

function Field({field, level}: {readonly field: PayloadField; readonly level: number}): ReactNode {
  return (
    <li className={styles.item}>
      <code className={styles.name}>{field.name}</code> <code className={styles.type}>{field.type}</code>
      {field.required ? <span className={styles.badge}>obrigatório</span> : null}
      {field.nullable ? <span className={styles.badge}>pode ser null</span> : null}
      {field.description === undefined ? null : (
        <span className={styles.description}>
          <InlineCode text={field.description} />
        </span>
      )}
      {field.values === undefined ? null : (
        <span className={styles.values}>
          Valores:{' '}
          {field.values.map((value, index) => (
            <span key={value}>
              {index > 0 ? ', ' : null}
              <code>{value}</code>
            </span>
          ))}
        </span>
      )}
      {field.fields === undefined ? null : (
        <details className={styles.nested} open={level < OPEN_LEVELS}>
          <summary>
            Campos de <code>{field.name}</code>
          </summary>
          <Fields fields={field.fields} level={level + 1} />
        </details>
      )}
    </li>
  );
}

function Fields({fields, level}: {readonly fields: readonly PayloadField[]; readonly level: number}): ReactNode {
  return (
    <ul className={styles.list}>
      {fields.map((field) => (
        <Field key={field.name} field={field} level={level} />
      ))}
    </ul>
  );
}

/**
 * The body of a webhook event as a tree: each field with its JSON type, whether it is required or may
 * be null, its description and its values; nested objects in <details>, the first levels open. It has
 * no state and no effect: the whole tree is in the server-rendered HTML, closed levels included (the
 * browser's find-in-page reaches them, and <details> opens without JavaScript). The search index leaves
 * it out (REPEATED_TEXT_CLASS): the fields' words are the JSON Schema's, the same on many events.
 */
export default function PayloadShape({shape}: Props): ReactNode {
  const data = JSON.parse(shape) as PayloadShapeData;
  return (
    <div className={clsx(styles.shape, REPEATED_TEXT_CLASS)}>
      {data.description === undefined ? null : (
        <p className={styles.description}>
          <InlineCode text={data.description} />
        </p>
      )}
      <Fields fields={data.fields} level={0} />
    </div>
  );
}
