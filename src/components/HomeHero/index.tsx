import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

interface Props {
  readonly title: string;
  readonly tagline: string;
}

/** The home page's opening: what the API is and the two ways in. */
export default function HomeHero({title, tagline}: Props): ReactNode {
  return (
    <header className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.tagline}>{tagline}</p>
        <p className={styles.lead}>
          Uma única API GraphQL para matricular alunos, cobrar responsáveis financeiros com boleto e Pix, colher o
          aceite digital do contrato e conciliar pagamentos — a mesma plataforma que a secretaria e o financeiro da
          escola usam no painel.
        </p>
        <div className={styles.actions}>
          <Link
            className="button button--primary button--lg"
            to="/docs/primeiros-passos/passos-necessarios-para-comecar">
            Começar a integração
          </Link>
          <Link className="button button--secondary button--lg" to="/api/">
            Referência da API
          </Link>
        </div>
      </div>
    </header>
  );
}
