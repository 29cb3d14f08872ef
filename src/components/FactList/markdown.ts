/** FactList's Markdown form, for the components whose entries use it (ErrorCatalogue, Glossary). */
import type {PhrasingContent, RootContent} from 'mdast';

import {bulletList, strong, text} from '../../plugins/markdown-twins/blocks';

/** A list of labelled facts: each item "**Label:** content". */
export const factListMarkdown = (facts: readonly {label: string; content: PhrasingContent[]}[]): RootContent =>
  bulletList(facts.map(({label, content}) => [strong(`${label}:`), text(' '), ...content]));
