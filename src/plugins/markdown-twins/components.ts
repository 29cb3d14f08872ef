/**
 * How each component that pages use is written in a Markdown twin: the same content the component
 * renders, from the same data (the remark plugins' props, the data modules), as Markdown tables,
 * lists and fenced code. A component missing here fails the twin's build (twin.ts), so a new
 * component cannot publish a twin with a hole or a raw JSX tag.
 */
import type {RootContent} from 'mdast';

import {CATEGORIES} from '../../lib/reference-layout';
import {bulletList, link, text} from './blocks';

/** Maps a link of the page (a route or a Markdown file) to where the twin links. */
export type LinkResolver = (url: string) => string;

// ---------------------------------------------------------------------------------------------
// The data modules' components
// ---------------------------------------------------------------------------------------------

/**
 * The cards of a top-level group of the reference (the overview's <CategoryCards>, and the group's
 * own index page): its categories, each linked to its index page.
 */
export function categoryCardsMarkdown(
  label: string,
  {resolve, hasTwin}: Pick<ExpanderInput, 'resolve' | 'hasTwin'>,
): RootContent[] {
  const group = CATEGORIES.find((category) => category.label === label && !category.dir.includes('/'));
  if (group === undefined) throw new Error(`<CategoryCards label="${label}">: categoria desconhecida`);
  // Only the categories the schema fills: the sidebar has no card for an empty one (interfaces, unions).
  const children = CATEGORIES.filter(
    (category) => category.dir.startsWith(`${group.dir}/`) && hasTwin(`/api${category.slug}`),
  );
  return [
    bulletList(
      children.map((category) => [
        link(resolve(`/api${category.slug}`), [text(category.title)]),
        text(`: ${category.description}`),
      ]),
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// The table of expanders
// ---------------------------------------------------------------------------------------------

/** What an expander gets: the element's attributes (strings or JSON values) and the page's context. */
export interface ExpanderInput {
  readonly attributes: Readonly<Record<string, unknown>>;
  readonly resolve: LinkResolver;
  /** Whether a route is a page with a twin. */
  readonly hasTwin: (route: string) => boolean;
}

export type Expander = (input: ExpanderInput) => RootContent[];

const stringAttribute = (attributes: Readonly<Record<string, unknown>>, name: string, component: string): string => {
  const value = attributes[name];
  if (typeof value !== 'string') throw new Error(`<${component}> sem o atributo ${name}`);
  return value;
};

/** Components whose whole content comes from their props or a data module (children, if any, ignored). */
export const EXPANDERS: Readonly<Record<string, Expander>> = {
  CategoryCards: (input) => categoryCardsMarkdown(stringAttribute(input.attributes, 'label', 'CategoryCards'), input),
};
