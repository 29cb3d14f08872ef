import type {ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';

import {EXAMPLE_TABS_GROUP} from '@site/src/example-tabs';

interface Props {
  /** All four are filled in at build time by the api-call remark plugin. */
  readonly query?: string;
  readonly variables?: string;
  readonly curl?: string;
  readonly javascript?: string;
}

/**
 * One request shown four ways: the operation, its variables, curl and fetch. Only the chosen tab is
 * rendered (`lazy`): the page no longer builds and highlights four copies of every example.
 */
export default function ApiCall({query, variables, curl, javascript}: Props): ReactNode {
  if (query === undefined || variables === undefined || curl === undefined || javascript === undefined) {
    throw new Error('ApiCall sem dados: o plugin remark api-call não foi aplicado a esta página.');
  }
  return (
    <Tabs groupId={EXAMPLE_TABS_GROUP} lazy>
      <TabItem value="graphql" label="GraphQL" default>
        <CodeBlock language="graphql">{query}</CodeBlock>
      </TabItem>
      <TabItem value="variaveis" label="Variáveis">
        <CodeBlock language="json">{variables}</CodeBlock>
      </TabItem>
      <TabItem value="curl" label="curl">
        <CodeBlock language="bash">{curl}</CodeBlock>
      </TabItem>
      <TabItem value="javascript" label="JavaScript">
        <CodeBlock language="js">{javascript}</CodeBlock>
      </TabItem>
    </Tabs>
  );
}
