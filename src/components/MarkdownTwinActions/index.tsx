import {useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {ASSISTANTS, assistantHref} from '@site/src/lib/assistant-links';
import {TWIN_ACTIONS_CLASS, twinRoute} from '@site/src/lib/twin-route';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copied: 'Markdown copiado.',
  failed: 'Não foi possível copiar. Abra a versão em Markdown e copie de lá.',
};

/**
 * "Copiar como Markdown", a link to the page's Markdown twin (src/plugins/markdown-twins) and links
 * that open ChatGPT and Claude with a prompt pointing at the twin (src/lib/assistant-links), for
 * the page at `route`. The assistant links are plain links: no script beyond the copy button's. Added under the title of every guide and reference page (DocMarkdownTwin)
 * and release note (BlogPostMarkdownTwin) by src/remark/twin-actions.ts.
 */
export default function MarkdownTwinActions({route}: {readonly route: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const {siteConfig} = useDocusaurusContext();
  const twin = twinRoute(route);
  const copy = async (): Promise<void> => {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className={`${styles.bar} ${TWIN_ACTIONS_CLASS}`}>
      <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
        Copiar como Markdown
      </button>
      {/* A plain <a>: the twin is a file, not a route of the site's router. */}
      <a className={styles.link} href={twin} type="text/markdown">
        Ver em Markdown
      </a>
      {ASSISTANTS.map((assistant) => (
        <a
          key={assistant.id}
          className={styles.link}
          href={assistantHref(assistant, siteConfig.url, route)}
          target="_blank"
          rel="noopener noreferrer">
          {assistant.label}
        </a>
      ))}
      <span className={styles.status} role="status">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
