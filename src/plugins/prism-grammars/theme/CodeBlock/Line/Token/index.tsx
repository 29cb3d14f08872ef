import type {ReactNode} from 'react';
import ThemeToken from '@theme-init/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line/Token';

/**
 * A plain token that is not an empty line carries no style of its own (prism-react-renderer gives
 * it none: the colour is the line's) and no stylesheet targets `.token.plain`, so its span only
 * adds an element. Those are the indentation and the spaces between tokens, and the empty token
 * that ends every line: a third of a JSON example's spans (353 of 1,136 elements in the code of
 * a webhook event page). Rendered as bare text, or as nothing when empty, the code reads and
 * copies the same, with fewer elements to hydrate, style and lay out.
 */
export default function CodeBlockLineToken(props: Props): ReactNode {
  const {token, style, className} = props;
  const bare = token.empty !== true && style === undefined && className === 'token plain';
  if (!bare) return <ThemeToken {...props} />;
  return token.content === '' ? null : token.content;
}
