/*
 * Wraps the local search's navbar box only to name its input in Portuguese: the
 * plugin hard-codes aria-label="Search" (its visible strings are translated in
 * i18n/pt-BR/code.json).
 */
import {useRef, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';

import {useAriaLabels} from '@site/src/hooks/useAriaLabels';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

const LABELS = {'input.navbar__search-input': 'Buscar na documentação'};

export default function SearchBarWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useAriaLabels(container, LABELS);
  return (
    <div ref={container} className={styles.contents}>
      <SearchBar {...props} />
    </div>
  );
}
