import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

import {EXAMPLE_TABS_GROUP} from '@site/src/data/example-tabs';
import type {ExampleTab} from '@site/src/lib/languages';
import {EXPLORER_LINK_LABEL} from '@site/src/lib/explorer-link';
import styles from './styles.module.css';

interface Props {
  /** The example's tabs as JSON, filled in at build time by the api-call remark plugin. */
  readonly tabs?: string;
  /** The explorer's link to the same request, filled in by the same plugin. */
  readonly explorer?: string;
}

/**
 * One request shown as its operation, its variables and the call in every language. Only the chosen
 * tab is rendered (`lazy`): a page does not build and highlight eight copies of every example.
 */
export default function ApiCall({tabs, explorer}: Props): ReactNode {
  if (tabs === undefined || explorer === undefined) {
    throw new Error('ApiCall sem dados: o plugin remark api-call não foi aplicado a esta página.');
  }
  const items = JSON.parse(tabs) as ExampleTab[];
  return (
    <>
      <Tabs groupId={EXAMPLE_TABS_GROUP} lazy>
        {items.map((tab, index) => (
          <TabItem key={tab.value} value={tab.value} label={tab.label} default={index === 0}>
            <CodeBlock language={tab.language} title={tab.title}>
              {tab.code}
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <p className={styles.tryIt}>
        {/* A plain link: Docusaurus' Link would prefetch the explorer's route on every page with an example. */}
        <a href={explorer}>{EXPLORER_LINK_LABEL}</a>
      </p>
    </>
  );
}
