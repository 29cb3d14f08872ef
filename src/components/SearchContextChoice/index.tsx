/*
 * The /search page's choice of section (src/lib/search-params.ts SEARCH_CONTEXTS): every section in
 * sight, one chosen. Choosing one runs the same words in that section's index.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

import {SEARCH_CONTEXTS, type SearchContextPath} from '@site/src/lib/search-params';
import styles from './styles.module.css';

interface Props {
  readonly value: SearchContextPath;
  readonly onChange: (context: SearchContextPath) => void;
}

export default function SearchContextChoice({value, onChange}: Props): ReactNode {
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.legend}>Buscar em</legend>
      {SEARCH_CONTEXTS.map((context) => (
        <label key={context.path} className={clsx(styles.option, context.path === value && styles.chosen)}>
          <input
            type="radio"
            name="search-context"
            value={context.path}
            checked={context.path === value}
            onChange={() => {
              onChange(context.path);
            }}
            className={styles.radio}
          />
          {context.label}
        </label>
      ))}
    </fieldset>
  );
}
