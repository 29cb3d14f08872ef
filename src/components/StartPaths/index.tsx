import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

interface StartPath {
  readonly title: string;
  readonly to: string;
  readonly description: string;
}

// The usual order of an integration, as the tutorial tells it.
const PATHS: readonly StartPath[] = [
  {
    title: '1. Autentique-se',
    to: '/docs/primeiros-passos/passos-necessarios-para-comecar',
    description: 'Credenciais, ambientes de sandbox e produção, o token de acesso e as convenções da API.',
  },
  {
    title: '2. Cadastre quem estuda e quem paga',
    to: '/docs/dependentes/introduction',
    description: 'Dependentes, responsáveis financeiros e o vínculo entre eles, por id ou refId.',
  },
  {
    title: '3. Cobre com boleto e Pix',
    to: '/docs/boletos/introducao',
    description: 'Planos de pagamento, emissão de boletos, segunda via, baixa manual, cancelamento e estorno.',
  },
  {
    title: '4. Receba os eventos',
    to: '/docs/webhooks/introducao',
    description: 'Webhooks avisam quando um boleto é criado ou muda de situação, sem consultas repetidas.',
  },
  {
    title: '5. Matricule com aceite digital do contrato',
    to: '/docs/matriculas/enrollment-iniciar',
    description: 'O fluxo de matrícula, o contrato e os documentos de aceite digital com seus signatários.',
  },
  {
    title: 'Referência completa',
    to: '/api/',
    description: 'Todas as queries, mutations, subscriptions e tipos do schema, com exemplos prontos para copiar.',
  },
];

/** Where to start: the tutorial's path through an integration, one card a step. */
export default function StartPaths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="por-onde-comecar">
      <div className="container">
        <Heading as="h2" id="por-onde-comecar">
          Por onde começar
        </Heading>
        <ul className={styles.grid}>
          {PATHS.map((path) => (
            <li key={path.to} className={styles.card}>
              <Link to={path.to} className={styles.link}>
                <span className={styles.cardTitle}>{path.title}</span>
                <span className={styles.cardText}>{path.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
