/** Glossary in the Markdown twins: each term as an h3, its definition and its facts as a list. */
import type {PhrasingContent, RootContent} from 'mdast';

import {GLOSSARY} from '../../data/glossary';
import {code, heading, inline, joinInline, paragraph, text} from '../../plugins/markdown-twins/blocks';
import type {MarkdownForm} from '../../lib/markdown-form';
import {factListMarkdown} from '../FactList/markdown';

function glossaryMarkdown(): RootContent[] {
  return GLOSSARY.flatMap((term) => {
    const facts: {label: string; content: PhrasingContent[]}[] = [];
    if (term.api.length > 0)
      facts.push({
        label: 'Na API',
        content: joinInline(
          term.api.map((name) => [code(name)]),
          ', ',
        ),
      });
    if (term.avoid.length > 0) {
      const avoided = term.avoid
        .map((words) => (words.allowedNote === undefined ? words.text : `${words.text} (${words.allowedNote})`))
        .join('; ');
      facts.push({label: 'Evite', content: [text(avoided)]});
    }
    if (term.alsoAccepted !== undefined) facts.push({label: 'Também', content: [text(term.alsoAccepted)]});
    return [
      heading(3, [text(term.term)]),
      paragraph(...inline(term.definition)),
      ...(facts.length ? [factListMarkdown(facts)] : []),
    ];
  });
}

/** The glossary takes no props: every term of src/data/glossary.ts. */
export const markdown: MarkdownForm<Record<string, never>> = {
  props: () => ({}),
  render: () => glossaryMarkdown(),
};
