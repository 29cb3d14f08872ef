import type {ReactNode} from 'react';
import clsx from 'clsx';

import {CREATION_LABEL, TABLE_HEADER, type StateMachineData} from '@site/src/lib/state-diagram';
import styles from './styles.module.css';

interface Props {
  /** What the page asked for (read by the remark plugin). */
  readonly machine?: string;
  /** Filled in at build time by src/remark/state-machines.ts: title and transitions, as JSON. */
  readonly data?: string;
  /** Filled in at build time by src/remark/state-machines.ts: the diagram, drawn by Graphviz. */
  readonly svg?: string;
}

/**
 * A state machine of the behaviour model (src/data/model/): its diagram, an SVG drawn at build
 * time in the page's text colour, and the table of the same transitions, for screen readers and
 * for whoever prefers to read them. Nothing here draws in the browser.
 */
export default function StateMachine({data, svg}: Props): ReactNode {
  if (data === undefined || svg === undefined) {
    throw new Error('StateMachine sem dados: o plugin remark state-machines não foi aplicado a esta página.');
  }
  const machine = JSON.parse(data) as StateMachineData;
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{machine.title}</figcaption>
      {/* The SVG is the build's own output (src/lib/state-diagram.ts), not user content. */}
      <div className={styles.diagram} dangerouslySetInnerHTML={{__html: svg}} />
      <details className={clsx(styles.transitions, 'schema-table')}>
        <summary>Transições em tabela ({machine.rows.length})</summary>
        {/* Focusable, so that a keyboard can scroll the table on a narrow screen. */}
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${machine.title}: transições`}>
          <table>
            <caption className={styles.tableCaption}>{machine.title}: transições</caption>
            <thead>
              <tr>
                {TABLE_HEADER.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {machine.rows.map((row, index) => (
                // Rows have no identity of their own: the position in the model's order is part of the key.
                <tr key={`${row.from ?? ''}-${row.to}-${index}`}>
                  <td>{row.from === null ? CREATION_LABEL : <code>{row.from}</code>}</td>
                  <td>
                    <code>{row.to}</code>
                  </td>
                  <td>{row.trigger}</td>
                  <td>{row.when ?? '—'}</td>
                  <td>
                    {row.events.length === 0
                      ? '—'
                      : row.events.map((event, at) => (
                          <span key={event}>
                            {at > 0 && ', '}
                            <code>{event}</code>
                          </span>
                        ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
