/** ApiCall in the Markdown twins: every tab as its own fenced block, then the explorer's link. */
import type {RootContent} from 'mdast';

import type {ExampleTab} from '../../lib/languages';
import {EXPLORER_LINK_LABEL} from '../../lib/explorer-link';
import {codeBlock, link, paragraph, tabSequence, text} from '../../plugins/markdown-twins/blocks';
import {stringAttribute, type MarkdownForm} from '../../lib/markdown-form';
import {apiCallData, type ApiCallProps} from './model';

/** Every tab of an example, each as its own fenced block tagged with its language. */
export function exampleMarkdown(tabs: readonly ExampleTab[]): RootContent[] {
  return tabSequence(
    tabs.map((tab) => ({
      label: tab.title === undefined ? tab.label : `${tab.label} (${tab.title})`,
      content: [codeBlock(tab.language, tab.code)],
    })),
  );
}

export const markdown: MarkdownForm<ApiCallProps> = {
  props: (attributes) => ({
    tabs: stringAttribute(attributes, 'tabs', 'ApiCall'),
    explorer: stringAttribute(attributes, 'explorer', 'ApiCall'),
  }),
  render: (props) => {
    const {tabs, explorer} = apiCallData(props);
    return [...exampleMarkdown(tabs), paragraph(link(explorer, [text(EXPLORER_LINK_LABEL)]))];
  },
};
