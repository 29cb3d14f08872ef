import type {ReactNode} from 'react';

/**
 * Text kept in a data module (error catalogue, glossary) with identifiers between
 * backticks, as in Markdown: each `name` becomes <code>name</code>.
 */
export function InlineCode({text}: {readonly text: string}): ReactNode {
  // split() with a capturing group alternates plain text (even indexes) and code (odd indexes).
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}
