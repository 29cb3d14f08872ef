import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';

import {SNIPPETS, type SnippetName} from '@site/src/lib/platform-snippets';

interface Props {
  readonly name: SnippetName;
}

/** Code generated from the platform facts (src/lib/platform-snippets.ts), so its constants match the page's text. */
export default function PlatformSnippet({name}: Props): ReactNode {
  const snippet = SNIPPETS[name];
  return (
    <CodeBlock language={snippet.language} title={snippet.title}>
      {snippet.code}
    </CodeBlock>
  );
}
