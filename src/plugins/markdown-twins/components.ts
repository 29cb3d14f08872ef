/**
 * How each component that pages use is written in a Markdown twin: the same content the component
 * renders, from the same data (the remark plugins' props, the data modules), as Markdown tables,
 * lists and fenced code. A component missing here fails the twin's build (twin.ts), so a new
 * component cannot publish a twin with a hole or a raw JSX tag.
 */
import type {PhrasingContent, RootContent} from 'mdast';

import {CATEGORIES} from '../../lib/reference-layout';
import {bulletList, code, inline, joinInline, link, paragraph, strong, table, text} from './blocks';

/** Maps a link of the page (a route or a Markdown file) to where the twin links. */
export type LinkResolver = (url: string) => string;

// ---------------------------------------------------------------------------------------------
// The webhook events' pages (docusaurus-plugin-openapi-docs)
// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly nullable?: boolean;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly allOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
}

/** allOf merged into one object schema, as the theme shows it. */
function merged(schema: JsonSchema): JsonSchema {
  if (schema.allOf === undefined) return schema;
  const parts = schema.allOf.map(merged);
  return {
    ...schema,
    allOf: undefined,
    type: 'object',
    required: [...(schema.required ?? []), ...parts.flatMap((part) => part.required ?? [])],
    properties: Object.assign({}, schema.properties, ...parts.map((part) => part.properties ?? {})) as Record<
      string,
      JsonSchema
    >,
  };
}

function schemaType(schema: JsonSchema): string {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants !== undefined) return variants.map(schemaType).join(' | ');
  const types: readonly string[] = typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);
  const described = types.map((type) =>
    type === 'array' && schema.items !== undefined ? `${schemaType(merged(schema.items))}[]` : type,
  );
  if (schema.nullable === true) described.push('null');
  const base = described.join(' | ') || 'object';
  return schema.format === undefined ? base : `${base} (${schema.format})`;
}

function schemaRows(schema: JsonSchema, prefix: string): PhrasingContent[][][] {
  const object = merged(schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).flatMap(([name, property]) => {
    const full = `${prefix}${name}`;
    const items = property.items === undefined ? undefined : merged(property.items);
    const values = property.enum?.filter((value) => value !== null);
    const description = joinInline([
      required.has(name) ? [text('Obrigatório.')] : [],
      inline(property.description ?? ''),
      values !== undefined && values.length > 0
        ? [
            text('Valores: '),
            ...joinInline(
              values.map((value) => [code(typeof value === 'string' ? value : JSON.stringify(value))]),
              ', ',
            ),
            text('.'),
          ]
        : [],
    ]);
    const nested = merged(property).properties !== undefined ? schemaRows(property, `${full}.`) : [];
    const nestedItems = items?.properties !== undefined ? schemaRows(items, `${full}[].`) : [];
    return [[[code(full)], [code(schemaType(property))], description], ...nested, ...nestedItems];
  });
}

/** The body of a webhook event: its description and the fields of its JSON Schema. */
function requestSchemaMarkdown(body: {
  description?: string;
  content?: Record<string, {schema?: JsonSchema}>;
}): RootContent[] {
  const [mediaType, content] = Object.entries(body.content ?? {})[0] ?? [];
  const blocks: RootContent[] = [
    paragraph(
      ...joinInline([
        [strong('Corpo')],
        mediaType === undefined ? [] : [text('('), code(mediaType), text(')')],
        body.description === undefined ? [] : [text('— '), ...inline(body.description)],
      ]),
    ),
  ];
  if (content?.schema !== undefined) {
    const schema = merged(content.schema);
    if (schema.description !== undefined) blocks.push(paragraph(...inline(schema.description)));
    blocks.push(table(['Campo', 'Tipo', 'Descrição'], schemaRows(schema, '')));
  }
  return blocks;
}

function statusCodesMarkdown(responses: Record<string, {description?: string}>): RootContent[] {
  return [
    table(
      ['Resposta', 'Descrição'],
      Object.entries(responses).map(([status, response]) => [[code(status)], inline(response.description ?? '')]),
    ),
  ];
}

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
  RequestSchema: ({attributes}) =>
    requestSchemaMarkdown(attributes.body as Parameters<typeof requestSchemaMarkdown>[0]),
  StatusCodes: ({attributes}) => statusCodesMarkdown(attributes.responses as Record<string, {description?: string}>),
  // The request line ("EVENT webhook") and the empty parameter list of the event pages: nothing to read.
  MethodEndpoint: () => [],
  ParamsDetails: () => [],
  CategoryCards: (input) => categoryCardsMarkdown(stringAttribute(input.attributes, 'label', 'CategoryCards'), input),
};
