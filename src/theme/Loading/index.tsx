/*
 * Replaces Docusaurus' fallback loader only to speak Portuguese: its "Retry" button
 * is hard-coded in English. Behaviour is unchanged: a spinner once the route chunk
 * takes longer than react-loadable's delay, and, when the chunk fails to load, the
 * error text with a button that retries the load.
 */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

/** What react-loadable passes to its loading component (its types are not installed). */
interface Props {
  readonly error?: unknown;
  readonly retry: () => void;
  readonly pastDelay: boolean;
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.toString();
  return typeof error === 'string' ? error : JSON.stringify(error);
}

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error !== undefined && error !== null) {
    return (
      <div className={styles.error} role="alert">
        <p>{describe(error)}</p>
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
