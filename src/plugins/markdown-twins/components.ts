/**
 * How each component that pages use is written in a Markdown twin: the same content the component
 * renders, from the same data (the remark plugins' props, the data modules), as Markdown tables,
 * lists and fenced code. A component missing here fails the twin's build (twin.ts), so a new
 * component cannot publish a twin with a hole or a raw JSX tag.
 */
import type {PhrasingContent, RootContent} from 'mdast';

import {API_ERRORS, RETRY_KINDS, SPEC_BASE, type ApiError, type ErrorGroup} from '../../data/error-codes';
import {GLOSSARY} from '../../data/glossary';
import {DATE_ONLY_FIELDS, PERCENT_FIELDS, PLATFORM_FACTS, SWITCHABLE_FIELDS} from '../../data/platform-facts';
import {SNIPPETS, type SnippetName} from '../../lib/platform-snippets';
import {compactJson} from '../../lib/compact-json';
import type {ExampleTab} from '../../lib/languages';
import {EXPLORER_LINK_LABEL} from '../../lib/explorer-link';
import {DOWNLOADS, LLMS_FILES, downloadRoute} from '../../lib/machine-readable';
import type {ShapeField, TypeShapeData} from '../../lib/type-shape';
import {FIELDS_AT_TEXTS} from '../../lib/type-shape-labels';
import {CATEGORIES} from '../../lib/reference-layout';
import {
  bulletList,
  code,
  codeBlock,
  heading,
  inline,
  joinInline,
  link,
  paragraph,
  strong,
  table,
  tabSequence,
  text,
} from './blocks';

/** Maps a link of the page (a route or a Markdown file) to where the twin links. */
export type LinkResolver = (url: string) => string;

// ---------------------------------------------------------------------------------------------
// Type shapes: <SchemaTable> in the guides, <TypeShape> in the reference
// ---------------------------------------------------------------------------------------------

const namedTypeOf = (type: string): string => type.replace(/[[\]!]/g, '');

function valuesText(field: ShapeField): PhrasingContent[] {
  if (field.values === undefined) return [];
  return [
    text('Valores: '),
    ...joinInline(
      field.values.map((value) => [code(value.name), ...(value.description ? [text(` (${value.description})`)] : [])]),
      '; ',
    ),
    text('.'),
  ];
}

function fieldsAtText(field: ShapeField, resolve: LinkResolver): PhrasingContent[] {
  const at = field.fieldsAt;
  if (at === undefined) return [];
  const label: PhrasingContent[] = [text('Campos de '), code(namedTypeOf(field.type))];
  return [
    ...(at.where === 'own-page' ? [link(resolve(field.typeHref), label)] : label),
    text(` ${FIELDS_AT_TEXTS[at.where]}.`),
  ];
}

/**
 * One row per field, the fields of an expanded input below their parent with a dotted name
 * (`data.dueDate`), as the page nests them.
 */
function fieldRows(
  fields: readonly ShapeField[],
  prefix: string,
  output: boolean,
  resolve: LinkResolver,
): PhrasingContent[][][] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const description = joinInline([
      !output && field.required ? [text('Obrigatório.')] : [],
      field.defaultValue !== undefined ? [text('Padrão: '), code(field.defaultValue), text('.')] : [],
      inline(field.description),
      field.deprecationReason !== undefined ? [strong('Obsoleto:'), text(' '), ...inline(field.deprecationReason)] : [],
      valuesText(field),
      fieldsAtText(field, resolve),
    ]);
    const row = [[code(name)], [link(resolve(field.typeHref), [code(field.type)])], description];
    return [row, ...(field.fields ? fieldRows(field.fields, `${name}.`, false, resolve) : [])];
  });
}

/** A type shape tree as one table: fields (with their nested inputs) or enum values. */
export function shapeMarkdown(data: TypeShapeData, resolve: LinkResolver): RootContent[] {
  const blocks: RootContent[] = [];
  if (data.values) {
    blocks.push(
      table(
        ['Valor', 'Descrição'],
        data.values.map((value) => [
          [code(value.name)],
          joinInline([
            inline(value.description),
            value.deprecationReason !== undefined
              ? [strong('Obsoleto:'), text(' '), ...inline(value.deprecationReason)]
              : [],
          ]),
        ]),
      ),
    );
  }
  if (data.fields) {
    const header = data.kind === 'arguments' ? 'Argumento' : 'Campo';
    blocks.push(table([header, 'Tipo', 'Descrição'], fieldRows(data.fields, '', data.kind === 'output', resolve)));
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------
// Request examples: <ApiCall> in the guides, the reference's example tabs
// ---------------------------------------------------------------------------------------------

/** Every tab of an example, each as its own fenced block tagged with its language. */
export function exampleMarkdown(tabs: readonly ExampleTab[]): RootContent[] {
  return tabSequence(
    tabs.map((tab) => ({
      label: tab.title === undefined ? tab.label : `${tab.label} (${tab.title})`,
      content: [codeBlock(tab.language, tab.code)],
    })),
  );
}

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

function platformFactsMarkdown(show: string): RootContent[] {
  const fieldList = (coordinates: readonly string[]): RootContent[] => [
    bulletList(coordinates.map((coordinate) => [code(coordinate)])),
  ];
  if (show === 'percentuais') return fieldList(PERCENT_FIELDS);
  if (show === 'so-data') return fieldList(DATE_ONLY_FIELDS);
  if (show === 'alternaveis') {
    return [
      table(
        ['Campo', 'Percentual quando é verdadeiro'],
        Object.entries(SWITCHABLE_FIELDS).map(([coordinate, flag]) => [[code(coordinate)], [code(flag)]]),
      ),
    ];
  }
  if (show !== 'resumo') throw new Error(`<PlatformFacts show="${show}">: valor desconhecido`);
  return [
    table(
      ['Fato', 'Valor'],
      Object.values(PLATFORM_FACTS).map((fact) => [inline(fact.label), inline(fact.text)]),
    ),
  ];
}

function platformSnippetMarkdown(name: string): RootContent[] {
  const snippet = (SNIPPETS as Record<string, (typeof SNIPPETS)[SnippetName] | undefined>)[name];
  if (snippet === undefined) throw new Error(`<PlatformSnippet name="${name}">: trecho desconhecido`);
  return [paragraph(strong(snippet.title)), codeBlock(snippet.language, snippet.code)];
}

/** A list of labelled facts (the FactList of the catalogue entries). */
const factList = (facts: readonly {label: string; content: PhrasingContent[]}[]): RootContent =>
  bulletList(facts.map(({label, content}) => [strong(`${label}:`), text(' '), ...content]));

function errorEntryMarkdown(entry: ApiError): RootContent[] {
  const identification =
    entry.code !== null
      ? [code('extensions.code'), text(' igual a '), code(entry.code)]
      : [
          text('sem '),
          code('extensions.code'),
          text('; '),
          code('extensions.specifiedBy'),
          text(' igual a '),
          code(`${SPEC_BASE}${entry.specifiedBy}`),
        ];
  const data =
    entry.data === 'ausente'
      ? [text('A resposta não traz '), code('data'), text('.')]
      : [
          text('O campo que falhou vem '),
          code('null'),
          text(' em '),
          code('data'),
          text('; numa mutation, '),
          code('data'),
          text(' inteiro vem '),
          code('null'),
          text('.'),
        ];
  return [
    heading(3, entry.code !== null ? [code(entry.code), text(`: ${entry.title}`)] : [text(entry.title)]),
    factList([
      {
        label: 'Como reconhecer',
        content: [...identification, text('. '), ...data, text(` Status HTTP ${entry.httpStatus}.`)],
      },
      {label: 'O que significa', content: inline(entry.meaning)},
      {label: 'Repetir adianta?', content: [text(`${RETRY_KINDS[entry.retry]} `), ...inline(entry.retryWhen)]},
      {label: 'O que fazer', content: inline(entry.action)},
    ]),
    paragraph(strong('Exemplo de item em errors')),
    codeBlock('json', compactJson(entry.example)),
  ];
}

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
      ...(facts.length ? [factList(facts)] : []),
    ];
  });
}

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

/** The API's downloads and the files for language models (src/lib/machine-readable.ts), as the overview lists them. */
export function downloadsMarkdown(): RootContent[] {
  const files = [
    ...DOWNLOADS.map((download) => ({route: downloadRoute(download), ...download})),
    ...LLMS_FILES.map((file) => ({...file, file: file.route.slice(1)})),
  ];
  return [
    bulletList(
      files.map((file) => [link(file.route, [code(file.file)]), text(`: ${file.title}. ${file.description}`)]),
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

const jsonAttribute = (attributes: Readonly<Record<string, unknown>>, name: string, component: string): unknown =>
  JSON.parse(stringAttribute(attributes, name, component));

/** Components whose whole content comes from their props or a data module (children, if any, ignored). */
export const EXPANDERS: Readonly<Record<string, Expander>> = {
  SchemaTable: ({attributes, resolve}) => {
    const data = jsonAttribute(attributes, 'table', 'SchemaTable') as TypeShapeData;
    return [
      paragraph(text('Definido no schema em '), link(resolve(data.href), [text(data.title)])),
      ...shapeMarkdown(data, resolve),
    ];
  },
  TypeShape: ({attributes, resolve}) =>
    shapeMarkdown(jsonAttribute(attributes, 'shape', 'TypeShape') as TypeShapeData, resolve),
  ApiCall: ({attributes}) => [
    ...exampleMarkdown(jsonAttribute(attributes, 'tabs', 'ApiCall') as ExampleTab[]),
    paragraph(link(stringAttribute(attributes, 'explorer', 'ApiCall'), [text(EXPLORER_LINK_LABEL)])),
  ],
  RequestSchema: ({attributes}) =>
    requestSchemaMarkdown(attributes.body as Parameters<typeof requestSchemaMarkdown>[0]),
  StatusCodes: ({attributes}) => statusCodesMarkdown(attributes.responses as Record<string, {description?: string}>),
  // The request line ("EVENT webhook") and the empty parameter list of the event pages: nothing to read.
  MethodEndpoint: () => [],
  ParamsDetails: () => [],
  PlatformFacts: ({attributes}) => platformFactsMarkdown(stringAttribute(attributes, 'show', 'PlatformFacts')),
  PlatformSnippet: ({attributes}) => platformSnippetMarkdown(stringAttribute(attributes, 'name', 'PlatformSnippet')),
  ErrorCatalogue: ({attributes}) => {
    const group = stringAttribute(attributes, 'group', 'ErrorCatalogue') as ErrorGroup;
    const entries = API_ERRORS.filter((entry) => entry.group === group);
    if (entries.length === 0) throw new Error(`<ErrorCatalogue group="${group}">: grupo sem erros`);
    return entries.flatMap(errorEntryMarkdown);
  },
  Glossary: () => glossaryMarkdown(),
  CategoryCards: (input) => categoryCardsMarkdown(stringAttribute(input.attributes, 'label', 'CategoryCards'), input),
  ApiDownloads: () => downloadsMarkdown(),
};
