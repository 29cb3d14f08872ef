/**
 * The shape of what an operation takes and returns, as one serialisable tree: what the reference's
 * operation pages show under each argument and under the return type, and what the guides'
 * `<SchemaTable>` shows, both drawn by src/components/TypeShape, so that a type is never described
 * two ways. Built from the schema at build time; the component only renders it.
 *
 * - An input type: its fields, each with its type, default value, description and deprecation, the
 *   values of an enum-typed field listed in place, and the fields of an input-typed field expanded
 *   below it, down to the leaves.
 * - An operation: its arguments, each expanded the same way.
 * - An output type: its fields, one level only (their types are links).
 * - An enum: its values.
 *
 * Each input type is expanded once per page, where it is nearest to the top (breadth first); every
 * other occurrence, a recursive input's reference to itself included, is a link to that expansion.
 * And a nested input whose own tree is larger than NESTED_TREE_MAX fields is left to its own page:
 * the filter and sort inputs of the paginated queries reach the filters and sorts of every related
 * object. Measured on the snapshot's `billings`: cut only where a type repeats on its own path, the
 * tree of its `where` has more than two million fields; expanded once per page, 1,588 (a 770 KB
 * page of MDX); with the large nested inputs left to their pages, 237. No input of a mutation
 * reaches the limit: their trees go down to the leaves.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLSchema,
} from 'graphql';
import {slugify} from '@graphql-markdown/utils';

import {
  enumValueRows,
  memberRow,
  operationField,
  operationHref,
  typeHref,
  type EnumValueRow,
  type MemberRow,
  type OperationKind,
} from './schema-docs';

/** A field, argument or the input field of a tree, with what its type holds. */
export interface ShapeField extends MemberRow {
  /** An enum type's values, listed in place. */
  readonly values?: readonly EnumValueRow[];
  /** An input type's fields, expanded here; `anchor` is the id of this expansion on the page. */
  readonly fields?: readonly ShapeField[];
  readonly anchor?: string;
  /**
   * An input type whose fields are not expanded here: expanded by an ancestor (a recursive input),
   * or elsewhere on the page (`above` or `below` once orderLinks has seen the page, `page` before),
   * at `anchor`; or too large to expand in place (`own-page`).
   */
  readonly fieldsAt?:
    | {readonly where: 'ancestor' | 'page' | 'above' | 'below'; readonly anchor: string}
    | {readonly where: 'own-page'};
}

/**
 * The root of a tree: an input type's fields (`input`), an operation's arguments (`arguments`), an
 * output type's fields (`output`) or an enum's values (`enum`).
 */
export interface TypeShapeData {
  readonly kind: 'input' | 'arguments' | 'output' | 'enum';
  /** Name of the type or operation, and its reference page. */
  readonly title: string;
  readonly href: string;
  /** Id of the root, when it is the page's expansion of an input type. */
  readonly anchor?: string;
  readonly fields?: readonly ShapeField[];
  readonly values?: readonly EnumValueRow[];
}

/**
 * Longest description of an enum value listed in place, inside another type's tree; a longer one is
 * left to the enum's own page. An enum shown on its own keeps every description.
 */
export const INLINE_VALUE_DESCRIPTION_MAX = 120;

/**
 * Largest tree (fields, each input type counted once) of an input type expanded inside another.
 * The snapshot's inputs fall in two groups: up to 83 fields (every input nested in a mutation's,
 * at most 41) and from 112 up (the sort and filter inputs of related objects).
 */
export const NESTED_TREE_MAX = 100;

const treeSizes = new WeakMap<GraphQLSchema, Map<string, number>>();

/** How many fields an input type's tree has with each input type expanded once. */
export function treeSize(schema: GraphQLSchema, type: GraphQLInputObjectType): number {
  let sizes = treeSizes.get(schema);
  if (sizes === undefined) treeSizes.set(schema, (sizes = new Map<string, number>()));
  const known = sizes.get(type.name);
  if (known !== undefined) return known;
  const seen = new Set([type.name]);
  const queue = [type];
  let size = 0;
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const field of Object.values(next.getFields())) {
      size += 1;
      const named = getNamedType(field.type);
      if (isInputObjectType(named) && !seen.has(named.name)) {
        seen.add(named.name);
        queue.push(named);
      }
    }
  }
  sizes.set(type.name, size);
  return size;
}

/** The id of an input type's expansion on a page; no heading slug starts this way. */
export function shapeAnchor(typeName: string): string {
  return `forma-${slugify(typeName)}`;
}

/**
 * Which input types a page expands: every tree of a page is built with the same ShapePage, in the
 * order the page shows them.
 */
export class ShapePage {
  private readonly claimed = new Set<string>();
  private readonly placed = new Set<string>();

  /**
   * Marks an input type as expanded by a root further down the page (a guide's
   * `<SchemaTable type>`): the trees above link to it instead of expanding it too.
   */
  reserve(typeName: string): void {
    this.claimed.add(typeName);
  }

  /** Whether the type's fields still have to be expanded on this page; if so, it is now taken. */
  claim(typeName: string): boolean {
    if (this.claimed.has(typeName)) return false;
    this.claimed.add(typeName);
    return true;
  }

  /** The anchor of an expansion, the first time the type is expanded on the page (ids are unique). */
  place(typeName: string): string | undefined {
    if (this.placed.has(typeName)) return undefined;
    this.placed.add(typeName);
    this.claimed.add(typeName);
    return shapeAnchor(typeName);
  }
}

type Member = GraphQLArgument | GraphQLInputField | GraphQLField<unknown, unknown>;

/** An expansion waiting for its fields: breadth first, so a type is expanded where it is nearest the top. */
interface Pending {
  readonly type: GraphQLInputObjectType;
  /** The input types on the path from the root, this one included. */
  readonly path: ReadonlySet<string>;
  readonly into: ShapeField[];
}

function inlineValues(type: GraphQLEnumType): EnumValueRow[] {
  return enumValueRows(type).map(({description, ...value}) =>
    description.length <= INLINE_VALUE_DESCRIPTION_MAX ? {...value, description} : {...value, description: ''},
  );
}

/**
 * One member; an input type it holds is claimed and queued, or linked when the page has it already
 * or when it is too large to expand inside another (not for an operation's arguments: `nested` false).
 */
function shapeField(
  schema: GraphQLSchema,
  member: Member,
  path: ReadonlySet<string>,
  page: ShapePage,
  queue: Pending[],
  nested = true,
): ShapeField {
  const named = getNamedType(member.type);
  const field = memberRow(member);
  if (isEnumType(named)) return {...field, values: inlineValues(named)};
  if (!isInputObjectType(named)) return field;
  const anchor = shapeAnchor(named.name);
  if (path.has(named.name)) return {...field, fieldsAt: {where: 'ancestor', anchor}};
  if (nested && treeSize(schema, named) > NESTED_TREE_MAX) return {...field, fieldsAt: {where: 'own-page'}};
  if (!page.claim(named.name)) return {...field, fieldsAt: {where: 'page', anchor}};
  const fields: ShapeField[] = [];
  queue.push({type: named, path: new Set([...path, named.name]), into: fields});
  return {...field, fields, anchor: page.place(named.name)};
}

/** Fills the queued expansions, and the ones they queue, level by level. */
function expand(schema: GraphQLSchema, queue: Pending[], page: ShapePage): void {
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const member of Object.values(next.type.getFields())) {
      next.into.push(shapeField(schema, member, next.path, page, queue));
    }
  }
}

/** An input type's tree; expanded again, without an anchor, if the page already has it elsewhere. */
export function inputShape(schema: GraphQLSchema, name: string, page: ShapePage): TypeShapeData {
  const type = schema.getType(name);
  if (!isInputObjectType(type)) throw new Error(`o tipo de entrada "${name}" não existe no schema`);
  const anchor = page.place(name);
  const root: Pending = {type, path: new Set([name]), into: []};
  expand(schema, [root], page);
  return {kind: 'input', title: name, href: typeHref(type), ...(anchor ? {anchor} : {}), fields: root.into};
}

/** An operation's arguments, each with the tree of its type. */
export function argumentsShape(
  schema: GraphQLSchema,
  kind: OperationKind,
  name: string,
  page: ShapePage,
): TypeShapeData {
  const field = operationField(schema, kind, name);
  const queue: Pending[] = [];
  const fields = field.args.map((arg) => shapeField(schema, arg, new Set(), page, queue, false));
  expand(schema, queue, page);
  return {kind: 'arguments', title: name, href: operationHref(kind, name), fields};
}

/**
 * A named type as a tree of its own: an input type expanded, an output type's fields one level
 * down, an enum's values with their whole descriptions.
 */
export function typeShape(schema: GraphQLSchema, name: string, page: ShapePage): TypeShapeData {
  const type = schema.getType(name);
  if (type === undefined) throw new Error(`o tipo "${name}" não existe no schema`);
  if (isInputObjectType(type)) return inputShape(schema, name, page);
  const href = typeHref(type);
  if (isEnumType(type)) return {kind: 'enum', title: name, href, values: enumValueRows(type)};
  if (isObjectType(type) || isInterfaceType(type)) {
    const fields = Object.values(type.getFields()).map((member) => {
      const named = getNamedType(member.type);
      const row = memberRow(member);
      return isEnumType(named) ? {...row, values: inlineValues(named)} : row;
    });
    return {kind: 'output', title: name, href, fields};
  }
  throw new Error(`o tipo "${name}" não tem campos nem valores para mostrar`);
}

/**
 * The trees of a page, in the page's order, with each link to an expansion elsewhere on the page
 * (`page`) told as `above` or `below` it: a field's expansion follows the field, so the page's
 * order is the trees' depth-first order.
 */
export function orderLinks(trees: readonly TypeShapeData[]): TypeShapeData[] {
  const seen = new Set<string>();
  const order = (fields: readonly ShapeField[]): ShapeField[] =>
    fields.map((field) => {
      if (field.anchor !== undefined) seen.add(field.anchor);
      const at = field.fieldsAt;
      if (at?.where === 'page') {
        return {...field, fieldsAt: {where: seen.has(at.anchor) ? 'above' : 'below', anchor: at.anchor}};
      }
      return field.fields ? {...field, fields: order(field.fields)} : field;
    });
  return trees.map((tree) => {
    if (tree.anchor !== undefined) seen.add(tree.anchor);
    return tree.fields ? {...tree, fields: order(tree.fields)} : tree;
  });
}

/**
 * What an operation's page shows under each argument and under the return type: the tree of each
 * argument's type (undefined for a scalar), and the return type's, in the order of the page.
 */
export function operationShapes(
  schema: GraphQLSchema,
  kind: OperationKind,
  name: string,
  page: ShapePage = new ShapePage(),
): {readonly args: ReadonlyMap<string, TypeShapeData>; readonly returns?: TypeShapeData} {
  const field = operationField(schema, kind, name);
  const args: Array<[string, TypeShapeData]> = [];
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (isInputObjectType(named) || isEnumType(named)) args.push([arg.name, typeShape(schema, named.name, page)]);
  }
  const returned = getNamedType(field.type);
  const hasShape = isObjectType(returned) || isInterfaceType(returned) || isEnumType(returned);
  const trees = orderLinks([
    ...args.map(([, tree]) => tree),
    ...(hasShape ? [typeShape(schema, returned.name, page)] : []),
  ]);
  return {
    args: new Map(args.map(([arg], index) => [arg, trees[index] as TypeShapeData])),
    ...(hasShape ? {returns: trees.at(-1)} : {}),
  };
}
