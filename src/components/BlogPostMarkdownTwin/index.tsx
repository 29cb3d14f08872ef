import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';

import MarkdownTwinActions from '@site/src/components/MarkdownTwinActions';

/**
 * The "Copiar como Markdown" bar of a release note, added by src/remark/twin-actions.ts.
 * A component of its own, apart from the docs' one: the blog's client code stays out of the bundle
 * that every guide and reference page loads. On the blog's lists a post shows its beginning only:
 * the bar belongs to the post's own page.
 */
export default function BlogPostMarkdownTwin(): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return isBlogPostPage ? <MarkdownTwinActions route={metadata.permalink} /> : null;
}
