/**
 * PlatformSnippet in the Markdown twins: a single snippet as its title in bold and its code; a
 * cross-cutting one as every language's tab in turn, the code or the reason the language has none.
 */
import type {RootContent} from 'mdast';

import {
  isCrossCutting,
  isSnippetName,
  SINGLE_SNIPPETS,
  snippetTabs,
  type SnippetName,
} from '../../lib/platform-snippets';
import {codeBlock, paragraph, strong, tabSequence, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';

function platformSnippetMarkdown(name: SnippetName): RootContent[] {
  if (!isCrossCutting(name)) {
    const snippet = SINGLE_SNIPPETS[name];
    return [paragraph(strong(snippet.title)), codeBlock(snippet.language, snippet.code)];
  }
  return tabSequence(
    snippetTabs(name).map((tab) =>
      'reason' in tab
        ? {label: tab.label, content: [paragraph(text(tab.reason))]}
        : {label: `${tab.label} (${tab.title})`, content: [codeBlock(tab.language, tab.code)]},
    ),
  );
}

export const markdown: MarkdownForm<{readonly name: SnippetName}> = {
  props: (attributes) => {
    const name = stringAttribute(attributes, 'name', 'PlatformSnippet');
    if (!isSnippetName(name)) throw new Error(`<PlatformSnippet name="${name}">: trecho desconhecido`);
    return {name};
  },
  render: ({name}) => platformSnippetMarkdown(name),
};
