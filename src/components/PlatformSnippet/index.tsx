import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';

import {EXAMPLE_TABS_GROUP} from '@site/src/data/example-tabs';
import {isCrossCutting, SINGLE_SNIPPETS, snippetTabs, type SnippetName} from '@site/src/lib/platform-snippets';

interface Props {
  readonly name: SnippetName;
}

/**
 * Code generated from the platform facts (src/lib/platform-snippets), so its constants match the
 * page's text. A cross-cutting snippet is shown in every language of the request examples, in
 * their tab group: the language a reader picked there is the one shown here.
 */
export default function PlatformSnippet({name}: Props): ReactNode {
  if (!isCrossCutting(name)) {
    const snippet = SINGLE_SNIPPETS[name];
    return (
      <CodeBlock language={snippet.language} title={snippet.title}>
        {snippet.code}
      </CodeBlock>
    );
  }
  const tabs = snippetTabs(name);
  // Before the reader picks a language, the first one that has the snippet (curl has none).
  const first = tabs.find((tab) => !('reason' in tab));
  return (
    <Tabs groupId={EXAMPLE_TABS_GROUP} lazy>
      {tabs.map((tab) => (
        <TabItem key={tab.value} value={tab.value} label={tab.label} default={tab === first}>
          {'reason' in tab ? (
            <p>{tab.reason}</p>
          ) : (
            <CodeBlock language={tab.language} title={tab.title}>
              {tab.code}
            </CodeBlock>
          )}
        </TabItem>
      ))}
    </Tabs>
  );
}
