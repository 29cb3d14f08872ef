import type {ReactNode} from 'react';

import {DATE_ONLY_FIELDS, PERCENT_FIELDS, PLATFORM_FACTS, SWITCHABLE_FIELDS} from '@site/src/data/platform-facts';
import type {PlatformFactsProps} from './model';
import styles from './styles.module.css';

/** A fact's text with its `code` spans as <code>, the same split the remark plugin does. */
function FactText({text}: {readonly text: string}): ReactNode {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

function FieldList({coordinates}: {readonly coordinates: readonly string[]}): ReactNode {
  return (
    <ul className={styles.fields}>
      {coordinates.map((coordinate) => (
        <li key={coordinate}>
          <code>{coordinate}</code>
        </li>
      ))}
    </ul>
  );
}

/** The platform facts (src/data/platform-facts.ts): the summary table or one of the field lists. */
export default function PlatformFacts({show}: PlatformFactsProps): ReactNode {
  if (show === 'percentuais') return <FieldList coordinates={PERCENT_FIELDS} />;
  if (show === 'so-data') return <FieldList coordinates={DATE_ONLY_FIELDS} />;
  if (show === 'alternaveis') {
    return (
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Percentual quando é verdadeiro</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(SWITCHABLE_FIELDS).map(([coordinate, flag]) => (
              <tr key={coordinate}>
                <td>
                  <code>{coordinate}</code>
                </td>
                <td>
                  <code>{flag}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Fato</th>
            <th scope="col">Valor</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(PLATFORM_FACTS).map(([key, fact]) => (
            <tr key={key}>
              <td>
                <FactText text={fact.label} />
              </td>
              <td>
                <FactText text={fact.text} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
