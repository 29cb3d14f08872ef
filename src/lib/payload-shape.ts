/**
 * The body of a webhook event as a tree of fields, built from its JSON Schema (the request body of
 * the event in schema/webhooks.openapi.yaml, dereferenced by docusaurus-plugin-openapi-docs) when
 * the event's page is generated (src/lib/webhook-pages.ts). The page's PayloadShape component
 * renders the tree in the server-rendered HTML and the page's Markdown twin renders it as a table
 * (src/plugins/markdown-twins/components.ts): both read the same data.
 */

/** The parts of JSON Schema the events' document uses. */
export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly enum?: readonly unknown[];
  readonly format?: string;
  readonly pattern?: string;
  readonly required?: readonly string[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly items?: JsonSchema;
  readonly allOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
}

export interface PayloadField {
  readonly name: string;
  /** The JSON type, with the format in parentheses and `[]` after an array's item type: `string (uuid)`, `object[]`. */
  readonly type: string;
  readonly required: boolean;
  /** The field may be `null`. */
  readonly nullable: boolean;
  readonly description?: string;
  /** The values an enum field takes. */
  readonly values?: readonly string[];
  /** The fields of an object, or of each item of an array of objects. */
  readonly fields?: readonly PayloadField[];
}

export interface PayloadShapeData {
  /** The description of the body's schema. */
  readonly description?: string;
  readonly fields: readonly PayloadField[];
}

const NULL_TYPE = 'null';

/**
 * allOf folded into one schema: properties of every part, each property's schemas merged in order
 * (an event's part narrows `type` and fills `data` of the common envelope), and every part's
 * required list.
 */
export function mergedSchema(schema: JsonSchema): JsonSchema {
  if (schema.allOf === undefined) return schema;
  const parts = schema.allOf.map(mergedSchema);
  const properties: Record<string, JsonSchema> = {...schema.properties};
  for (const part of parts) {
    for (const [name, property] of Object.entries(part.properties ?? {})) {
      const before = properties[name];
      properties[name] = before === undefined ? property : mergedSchema({allOf: [before, property]});
    }
  }
  const rest: JsonSchema = {...schema, allOf: undefined};
  const pick = (key: 'type' | 'title' | 'description' | 'format' | 'pattern' | 'enum' | 'items') =>
    rest[key] ?? [...parts].reverse().find((part) => part[key] !== undefined)?.[key];
  return {
    ...rest,
    ...Object.fromEntries(
      (['type', 'title', 'description', 'format', 'pattern', 'enum', 'items'] as const).flatMap((key) => {
        const value = pick(key);
        return value === undefined ? [] : [[key, value]];
      }),
    ),
    required: [...new Set([...(schema.required ?? []), ...parts.flatMap((part) => part.required ?? [])])],
    ...(Object.keys(properties).length > 0 ? {properties} : {}),
  };
}

/** A schema without its `null` alternative (type list or anyOf/oneOf branch), and whether it had one. */
function withoutNull(schema: JsonSchema): {schema: JsonSchema; nullable: boolean} {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) {
    const others = variants.filter((variant) => variant.type !== NULL_TYPE);
    const only = others.length === 1 ? others[0] : undefined;
    if (only !== undefined && others.length < variants.length) {
      const inner = withoutNull(mergedSchema(only));
      return {schema: {...inner.schema, ...schema, anyOf: undefined, oneOf: undefined}, nullable: true};
    }
  }
  if (Array.isArray(schema.type)) {
    const types = (schema.type as readonly string[]).filter((type) => type !== NULL_TYPE);
    if (types.length < schema.type.length) {
      return {schema: {...schema, type: types.length === 1 ? types[0] : types}, nullable: true};
    }
  }
  return {schema, nullable: false};
}

function typeLabel(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants !== undefined) return variants.map((variant) => typeLabel(mergedSchema(variant))).join(' | ');
  const types: readonly string[] =
    typeof schema.type === 'string' ? [schema.type] : (schema.type ?? [schema.properties ? 'object' : 'any']);
  const label = types
    .map((type) =>
      type === 'array' && schema.items !== undefined ? `${typeLabel(mergedSchema(schema.items))}[]` : type,
    )
    .join(' | ');
  return schema.format === undefined ? label : `${label} (${schema.format})`;
}

function fieldsOf(schema: JsonSchema): PayloadField[] {
  const object = mergedSchema(schema);
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const {schema: field, nullable} = withoutNull(mergedSchema(property));
    const values = field.enum
      ?.filter((value) => value !== null)
      .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
    const items = field.items === undefined ? undefined : mergedSchema(field.items);
    const nested = field.properties !== undefined ? field : items?.properties !== undefined ? items : undefined;
    const fields = nested === undefined ? [] : fieldsOf(nested);
    return {
      name,
      type: typeLabel(field),
      required: required.has(name),
      nullable,
      ...(field.description === undefined ? {} : {description: field.description.trim()}),
      ...(values === undefined || values.length === 0 ? {} : {values}),
      ...(fields.length === 0 ? {} : {fields}),
    };
  });
}

/** The tree of a body's schema. */
export function payloadShape(schema: JsonSchema): PayloadShapeData {
  const body = mergedSchema(schema);
  return {
    ...(body.description === undefined ? {} : {description: body.description.trim()}),
    fields: fieldsOf(body),
  };
}

/** Every field with its path from the body's root (`data.billing.payment`), depth first, as a table lists them. */
export function flattenFields(
  fields: readonly PayloadField[],
  prefix = '',
): {readonly path: string; readonly field: PayloadField}[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const childPrefix = field.type.includes('[]') ? `${path}[].` : `${path}.`;
    return [{path, field}, ...flattenFields(field.fields ?? [], childPrefix)];
  });
}
