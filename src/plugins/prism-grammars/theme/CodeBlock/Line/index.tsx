import {memo, type ComponentType, type ReactNode} from 'react';
import {usePrismTheme} from '@docusaurus/theme-common';
import ThemeLine from '@theme-init/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Line';
import type {PrismTheme} from 'prism-react-renderer';

type MemoProps = Props & {readonly prismTheme: PrismTheme};

const sameClassNames = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((name, i) => name === b[i]));

/**
 * A line's output depends on its tokens, its classes, the line numbers and the Prism theme; its
 * token functions are new on every render of the block (prism-react-renderer builds the theme's
 * dictionary each time), so they say nothing. The tokens are memoized by prism-react-renderer on
 * the code, the language and its grammar: the same array while those stay.
 */
const sameLine = (previous: MemoProps, next: MemoProps): boolean =>
  previous.line === next.line &&
  previous.prismTheme === next.prismTheme &&
  previous.showLineNumbers === next.showLineNumbers &&
  sameClassNames(previous.classNames, next.classNames);

const Line = ThemeLine as ComponentType<Props>;

// The theme is only there for sameLine: the theme's line takes its colours from getLineProps.
const MemoLine = memo(function MemoLine(props: MemoProps): ReactNode {
  const {line, classNames, showLineNumbers, getLineProps, getTokenProps} = props;
  return (
    <Line
      line={line}
      classNames={classNames}
      showLineNumbers={showLineNumbers}
      getLineProps={getLineProps}
      getTokenProps={getTokenProps}
    />
  );
}, sameLine);

/**
 * The theme's code line, rendered again only when what it shows changes. Right after hydration
 * the theme updates every code block's state (whether it scrolls, whether it sits in a hidden tab,
 * the stored colour mode) and each update rendered every line and every token again, in one task
 * React does not split (a default-priority update): on a page with two JSON examples, some 1,000
 * components for an unchanged result. A change of colour mode still reaches the lines, through
 * the Prism theme (tests/e2e/code-blocks.spec.ts switches it).
 */
export default function CodeBlockLine(props: Props): ReactNode {
  return <MemoLine {...props} prismTheme={usePrismTheme()} />;
}
