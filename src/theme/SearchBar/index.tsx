/*
 * Wraps the local search's navbar box to name its input in Portuguese (the plugin
 * hard-codes aria-label="Search"; its visible strings are translated in
 * i18n/pt-BR/code.json) and to cap the query's length (see search-params.ts).
 */
import {useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';

import {useControlAttributes} from '@site/src/hooks/useControlAttributes';
import {MAX_QUERY_LENGTH} from '@site/src/search-params';
import styles from './styles.module.css';

// Whatever the theme passes is handed on untouched.
type Props = Readonly<Record<string, unknown>>;

const ATTRIBUTES = {
  'input.navbar__search-input': {'aria-label': 'Buscar na documentação', maxlength: String(MAX_QUERY_LENGTH)},
};

export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useControlAttributes(container, ATTRIBUTES);
  return (
    <div ref={container} className={styles.contents}>
      <SearchBar {...props} />
    </div>
  );
}
