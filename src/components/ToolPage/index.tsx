/**
 * The frame of the site's tool pages (/explorador and /verificador): the layout, the title, a
 * notice, the tool itself loaded only in the browser (its code is a dynamic import, so the route's
 * own chunk stays small) and the help below it. One place for what the two pages share.
 */
import {Suspense, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import clsx from 'clsx';

import styles from './styles.module.css';

interface ToolPageProps {
  readonly title: string;
  readonly description: string;
  /** `wide` for an editor with panes side by side, `narrow` for a form. */
  readonly width: 'wide' | 'narrow';
  readonly children: ReactNode;
}

export default function ToolPage({title, description, width, children}: ToolPageProps): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className={clsx(styles.page, styles[width])}>
        <h1>{title}</h1>
        {children}
      </main>
    </Layout>
  );
}

/** What the reader must know before using the tool (where the data goes). */
export function ToolNotice({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <p className={styles.notice} role="note">
      {children}
    </p>
  );
}

/** The tool, rendered only in the browser, with `loading` in its place until its code arrives. */
export function ToolLoader({
  loading,
  children,
}: {
  readonly loading: string;
  readonly children: () => ReactNode;
}): ReactNode {
  const placeholder = <p className={styles.loading}>{loading}</p>;
  return (
    <BrowserOnly fallback={placeholder}>{() => <Suspense fallback={placeholder}>{children()}</Suspense>}</BrowserOnly>
  );
}

export function ToolHelp({children}: {readonly children: ReactNode}): ReactNode {
  return <section className={styles.help}>{children}</section>;
}
