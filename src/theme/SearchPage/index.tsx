/*
 * Wraps the local search's /search page only to give its controls accessible
 * Portuguese names: the plugin hard-codes aria-label="Search" on the query input
 * and leaves the section selector without any label.
 */
import {useRef, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

import {useAriaLabels} from '@site/src/hooks/useAriaLabels';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchPageType>;

const LABELS = {
  'input[type="search"]': 'Termos da busca',
  '#context-selector': 'Seção do portal em que buscar',
};

export default function SearchPageWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useAriaLabels(container, LABELS);
  return (
    <div ref={container} className={styles.contents}>
      <SearchPage {...props} />
    </div>
  );
}
