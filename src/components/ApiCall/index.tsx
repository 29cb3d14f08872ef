import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

import {EXAMPLE_TABS_GROUP} from '@site/src/data/example-tabs';
import {EXPLORER_LINK_LABEL} from '@site/src/lib/explorer-link';
import {apiCallData, type ApiCallProps} from './model';
import styles from './styles.module.css';

/**
 * One request shown as its operation, its variables and the call in every language. Only the chosen
 * tab is rendered (`lazy`): a page does not build and highlight eight copies of every example.
 */
export default function ApiCall(props: ApiCallProps): ReactNode {
  const {tabs: items, explorer} = apiCallData(props);
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
