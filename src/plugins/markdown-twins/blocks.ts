/**
 * Small mdast builders for the Markdown twins: text with `code` spans, paragraphs, tables. The
 * twins are built as mdast and printed by remark-stringify, so that escaping (a `|` in a table
 * cell, a `*` in prose) is the printer's job, not string concatenation's.
 */
import type {
  Code,
  Heading,
  Link,
  List,
  Paragraph,
  PhrasingContent,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';

import {factNodes} from '../../remark/platform-facts';

/** Text whose backticks mark code spans (the convention of the schema's and the data modules' texts). */
export const inline = (text: string): PhrasingContent[] => factNodes(text.replace(/\s*\n\s*/g, ' '));

export const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
export const link = (url: string, children: PhrasingContent[]): Link => ({type: 'link', url, children});

export const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

export const heading = (depth: Heading['depth'], children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});

export const codeBlock = (lang: string, value: string): Code => ({type: 'code', lang, value});

/** Joins runs of inline content with a separator, skipping empty runs. */
export function joinInline(parts: readonly PhrasingContent[][], separator = ' '): PhrasingContent[] {
  return parts
    .filter((part) => part.length > 0)
    .flatMap((part, index) => (index === 0 ? part : [text(separator), ...part]));
}

/** A GFM table: one header row of plain labels, then the rows' cells. */
export function table(header: readonly string[], rows: readonly PhrasingContent[][][]): Table {
  const row = (cells: readonly PhrasingContent[][]): TableRow => ({
    type: 'tableRow',
    children: cells.map((children): TableCell => ({type: 'tableCell', children})),
  });
  return {type: 'table', children: [row(header.map((label) => [text(label)])), ...rows.map(row)]};
}

/** A tight bullet list, one paragraph per item. */
export const bulletList = (items: readonly PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({type: 'listItem', children: [paragraph(...children)]})),
});

/** The tabs of a tab group, one after the other: each tab's label, then its content. */
export function tabSequence(tabs: readonly {label: string; content: RootContent[]}[]): RootContent[] {
  return tabs.flatMap(({label, content}) => [paragraph(strong(label)), ...content]);
}
