/*
 * Replaces Docusaurus' top-level error fallback (shown when even the page layout
 * fails to render) only because its texts are hard-coded in English. Pages that
 * crash inside the layout already get the classic theme's translated message; this
 * one says the same words, with the error's chain of causes and a retry button. It
 * renders no layout on purpose: the layout may be what crashed.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

function causalChain(error: Error): string {
  const messages: string[] = [];
  let current: unknown = error;
  while (current instanceof Error) {
    messages.push(current.message);
    current = current.cause;
  }
  return messages.join('\n\nCausa:\n');
}

export default function ErrorPage({error, tryAgain}: Props): ReactNode {
  return (
    <main className={styles.display}>
      <Head>
        <title>{translate({id: 'site.error.pageTitle', message: 'Erro na página'})}</title>
      </Head>
      <h1>
        <Translate id="theme.ErrorPageContent.title">Esta página deu erro.</Translate>
      </h1>
      <button type="button" className="button button--primary button--lg" onClick={tryAgain}>
        <Translate id="theme.ErrorPageContent.tryAgain">Tentar novamente</Translate>
      </button>
      <p className={styles.message}>{causalChain(error)}</p>
    </main>
  );
}
