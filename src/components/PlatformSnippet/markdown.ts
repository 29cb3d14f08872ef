/** PlatformSnippet in the Markdown twins: the snippet's title in bold, then its code. */
import type {RootContent} from 'mdast';

import {SNIPPETS, type SnippetName} from '../../lib/platform-snippets';
import {codeBlock, paragraph, strong} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';

function platformSnippetMarkdown(name: string): RootContent[] {
  const snippet = (SNIPPETS as Record<string, (typeof SNIPPETS)[SnippetName] | undefined>)[name];
  if (snippet === undefined) throw new Error(`<PlatformSnippet name="${name}">: trecho desconhecido`);
  return [paragraph(strong(snippet.title)), codeBlock(snippet.language, snippet.code)];
}

export const markdown: MarkdownForm<{readonly name: SnippetName}> = {
  props: (attributes) => ({name: stringAttribute(attributes, 'name', 'PlatformSnippet') as SnippetName}),
  render: ({name}) => platformSnippetMarkdown(name),
};
