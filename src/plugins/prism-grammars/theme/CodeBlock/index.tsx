import {Children, isValidElement, Suspense, use, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {grammarLoading, isOnDemand} from '../../load';

/**
 * The theme's code block (@docusaurus/theme-classic 3.10's CodeBlock), without its remount after
 * hydration. The theme keys its content with `String(useIsBrowser())` so that a reader in dark mode
 * gets the dark Prism theme's inline colours: hydration does not patch the server's attributes.
 * That built every code block twice, the second time from nothing, on every page load, in either
 * mode. It is not needed: the colour mode the theme's hooks return lags on purpose
 * (useColorModeState in @docusaurus/theme-common): during hydration it is the default mode, the
 * one the server rendered, and the stored mode arrives in an effect right after, as an update
 * React applies to the tokens' styles like a click on the colour mode switch.
 * tests/e2e/code-blocks.spec.ts checks both modes and the switch.
 */
function CodeBlock({children, ...props}: Props): ReactNode {
  // As the theme's: plain text is highlighted, JSX children (a <pre> with elements in MDX) are not.
  const code =
    Children.toArray(children).some((child) => isValidElement(child)) || !Array.isArray(children)
      ? children
      : children.join('');
  return typeof code === 'string' ? (
    <StringContent {...props}>{code}</StringContent>
  ) : (
    <ElementContent {...props}>{code}</ElementContent>
  );
}

/** The block's language, as the theme's CodeBlock reads it: the prop, or the Markdown fence's class. */
const languageOf = (props: Props): string | undefined =>
  props.language ?? /(?:^|\s)language-(\S+)/u.exec(props.className ?? '')?.[1];

function WithGrammar(props: Props & {readonly language: string}): ReactNode {
  const loading = grammarLoading(props.language);
  if (loading !== undefined) use(loading);
  return <CodeBlock {...props} />;
}

/**
 * The code block, waiting for its language's grammar when it is one the site loads on demand
 * (src/plugins/prism-grammars). While the page hydrates, React keeps the server's highlighted HTML
 * until the grammar arrives; on a later navigation the code shows plain for that moment. Blocks in
 * bundled languages (GraphQL, JSON, JavaScript, Python) render at once.
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
