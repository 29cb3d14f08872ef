/*
 * Docusaurus' MDX components, plus the "Copiar como Markdown" bar that
 * src/remark/twin-actions.ts adds to every guide, reference page and release
 * note. Unavoidable: imported by each page instead, the bar was bundled into each of the ~850
 * pages' chunks (too small for the bundler to share it), 3.3 MB of copies in the build; from here
 * it is in the main bundle once.
 */
import MDXComponents from '@theme-original/MDXComponents';

import BlogPostMarkdownTwin from '@site/src/components/BlogPostMarkdownTwin';
import DocMarkdownTwin from '@site/src/components/DocMarkdownTwin';

export default {...MDXComponents, DocMarkdownTwin, BlogPostMarkdownTwin};
