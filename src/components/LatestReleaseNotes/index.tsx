import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {usePluginData} from '@docusaurus/useGlobalData';

import type {ReleaseNoteSummary} from '@site/src/plugins/latest-release-notes/types';
import styles from './styles.module.css';

/**
 * The newest release notes, read from the blog at build time, dates included: formatting them here
 * cost the home page its first Intl.DateTimeFormat, 15–30 ms of main thread (src/lib/long-date.ts).
 */
export default function LatestReleaseNotes(): ReactNode {
  const notes = usePluginData('latest-release-notes') as readonly ReleaseNoteSummary[];
  return (
    <section className={styles.section} aria-labelledby="ultimas-atualizacoes">
      <div className="container">
        <Heading as="h2" id="ultimas-atualizacoes">
          Últimas atualizações
        </Heading>
        <ul className={styles.list}>
          {notes.map((note) => (
            <li key={note.permalink} className={styles.item}>
              <time dateTime={note.date} className={styles.date}>
                {note.dateLabel}
              </time>
              <Link to={note.permalink} className={styles.title}>
                {note.title}
              </Link>
              <p className={styles.description}>{note.description}</p>
            </li>
          ))}
        </ul>
        <Link to="/blog">Todas as notas de versão</Link>
      </div>
    </section>
  );
}
