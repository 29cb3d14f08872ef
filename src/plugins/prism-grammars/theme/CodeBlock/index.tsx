import {Suspense, use, type ReactNode} from 'react';
import CodeBlock from '@theme-init/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {grammarLoading, isOnDemand} from '../../load';

/** The block's language, as the theme's CodeBlock reads it: the prop, or the Markdown fence's class. */
const languageOf = (props: Props): string | undefined =>
  props.language ?? /(?:^|\s)language-(\S+)/u.exec(props.className ?? '')?.[1];

function WithGrammar(props: Props & {readonly language: string}): ReactNode {
  const loading = grammarLoading(props.language);
  if (loading !== undefined) use(loading);
  return <CodeBlock {...props} />;
}

/**
 * The theme's code block, waiting for its language's grammar when it is one the site loads on
 * demand (src/plugins/prism-grammars). While the page hydrates, React keeps the server's
 * highlighted HTML until the grammar arrives; on a later navigation the code shows plain for that
 * moment. Blocks in bundled languages (GraphQL, JSON, JavaScript, Python) render as before.
 */
export default function CodeBlockWithGrammar(props: Props): ReactNode {
  const language = languageOf(props);
  if (language === undefined || !isOnDemand(language)) return <CodeBlock {...props} />;
  return (
    <Suspense fallback={<CodeBlock {...props} language="text" />}>
      <WithGrammar {...props} language={language} />
    </Suspense>
  );
}
