/**
 * The contract between a page component and the Markdown twins (src/plugins/markdown-twins/): the component's
 * folder (src/components/<Name>/) holds, beside its React renderer, a `markdown.ts` with a MarkdownForm, which
 * reads the element's attributes in the page into the same props the React renderer takes and writes the same
 * content as Markdown (tables, lists, fenced code; src/plugins/markdown-twins/blocks.ts). The twins plugin's registry
 * (src/plugins/markdown-twins/registry.ts) types each form by its React renderer's props.
 */
import type {RootContent} from 'mdast';

/** Maps a link of the page (a route or a Markdown file) to where the twin links. */
export type LinkResolver = (url: string) => string;

/** What the page around the element gives its Markdown form. */
export interface MarkdownContext {
  readonly resolve: LinkResolver;
  /** Whether a route is a page with a twin. */
  readonly hasTwin: (route: string) => boolean;
}

/** The element's attributes in the page's MDX: strings, or the JSON values the remark plugins serialise. */
export type Attributes = Readonly<Record<string, unknown>>;

export interface MarkdownForm<Props> {
  /** The props the React renderer would get, from the element's attributes. */
  readonly props: (attributes: Attributes) => Props;
  /** The component's content as Markdown blocks. */
  readonly render: (props: Props, context: MarkdownContext) => RootContent[];
}

/** A string attribute, or an error naming the component. */
export function stringAttribute(attributes: Attributes, name: string, component: string): string {
  const value = attributes[name];
  if (typeof value !== 'string') throw new Error(`<${component}> sem o atributo ${name}`);
  return value;
}
