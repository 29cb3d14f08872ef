import type {ReactNode} from 'react';

import styles from './styles.module.css';

export interface Fact {
  readonly label: string;
  readonly content: ReactNode;
}

/** Labelled facts of one catalogue entry (error, glossary term): label and content side by side, stacked on phones. */
export function FactList({facts}: {readonly facts: readonly Fact[]}): ReactNode {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt>{fact.label}</dt>
          <dd>{fact.content}</dd>
        </div>
      ))}
    </dl>
  );
}
