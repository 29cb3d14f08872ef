/*
 * Replaces Docusaurus' fallback loader only to speak Portuguese: its "Retry" button
 * is hard-coded in English. Behaviour is unchanged: a spinner once the route chunk
 * takes longer than react-loadable's delay, and, when the chunk fails to load, the
 * error text with a button that retries the load.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/Loading';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          <Translate id="theme.ErrorPageContent.tryAgain">Tentar novamente</Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loading} role="status">
        <span
          className={styles.spinner}
          aria-label={translate({id: 'site.loading.label', message: 'Carregando a página'})}
        />
      </div>
    );
  }
  return null;
}
