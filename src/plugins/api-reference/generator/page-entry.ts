/**
 * Which schema entry a reference page documents, from the object graphql-markdown hands to the
 * hooks (page-hooks.ts): its kind in the layout (src/lib/reference-layout.ts), its name, the path
 * the schema's history knows it by, and its description as written in the schema. No title to
 * parse: the type is in hand.
 */
// graphql-markdown's guards: its objects come from its own copy of graphql (CommonJS), which may
// not be the one this module imports (Vitest loads graphql's ES build), and graphql-js refuses
// to test an object of another copy.
import {
  isDirectiveType,
  isEnumType,
  isInputType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isUnionType,
} from '@graphql-markdown/graphql';
import type {GraphQLSchema} from 'graphql';

import {localizedDescription} from './page-text';
import type {PageKind, TypeFolder} from '../../../lib/reference-layout';

/** What a page documents, found from the type graphql-markdown hands to the hooks. */
export interface PageEntry {
  readonly kind: PageKind;
  /** Schema name (the page's title). */
  readonly name: string;
  /** The member path the history knows it by: `Type`, or `Query.field` for an operation. */
  readonly owner: string;
  /** Its description as written in the schema, in Portuguese (built-ins translated). */
  readonly description: string | null | undefined;
}

const TYPE_FOLDERS: ReadonlyArray<readonly [(type: unknown) => boolean, TypeFolder]> = [
  [isObjectType, 'objects'],
  [isInputType, 'inputs'],
  [isEnumType, 'enums'],
  [isScalarType, 'scalars'],
  [isInterfaceType, 'interfaces'],
  [isUnionType, 'unions'],
];

const OPERATION_ROOTS = [
  ['query', (schema: GraphQLSchema) => schema.getQueryType()],
  ['mutation', (schema: GraphQLSchema) => schema.getMutationType()],
  ['subscription', (schema: GraphQLSchema) => schema.getSubscriptionType()],
] as const;

function nameOf(type: unknown): string {
  const name = typeof type === 'object' && type !== null && 'name' in type ? type.name : undefined;
  if (typeof name !== 'string') throw new Error('graphql-markdown passou aos hooks uma página sem tipo nomeado.');
  return name;
}

/**
 * The entry of a page: `type` is graphql-markdown's object (a named type, a directive, or a root
 * type's field for an operation, found by identity in the schema it documents), and the
 * description comes from `schema`, the same entry with its description as written.
 */
export function pageEntry(type: unknown, documented: GraphQLSchema | undefined, schema: GraphQLSchema): PageEntry {
  const name = nameOf(type);
  const missing = () => new Error(`"${name}" não existe no schema da referência.`);
  if (isDirectiveType(type)) {
    const directive = schema.getDirective(name);
    if (!directive) throw missing();
    return {kind: {group: 'directive'}, name, owner: name, description: localizedDescription(directive.description)};
  }
  const folder = TYPE_FOLDERS.find(([is]) => is(type))?.[1];
  if (folder !== undefined) {
    const named = schema.getType(name);
    if (!named) throw missing();
    return {kind: {group: 'type', folder}, name, owner: name, description: localizedDescription(named.description)};
  }
  for (const [kind, rootOf] of OPERATION_ROOTS) {
    const documentedRoot = documented ? rootOf(documented) : undefined;
    if (documentedRoot?.getFields()[name] !== type) continue;
    const root = rootOf(schema);
    const field = root?.getFields()[name];
    if (!root || !field) throw missing();
    return {kind: {group: 'operation', kind}, name, owner: `${root.name}.${name}`, description: field.description};
  }
  throw new Error(`graphql-markdown passou aos hooks "${name}", que não é tipo, diretiva nem operação do schema.`);
}

/** The description (as written, built-ins in Portuguese) of an entry known by its kind and name. */
export function describedEntry(schema: GraphQLSchema, kind: PageKind, name: string): string | null | undefined {
  if (kind.group === 'directive') return localizedDescription(schema.getDirective(name)?.description);
  if (kind.group === 'type') return localizedDescription(schema.getType(name)?.description);
  const root = OPERATION_ROOTS.find(([operation]) => operation === kind.kind)?.[1](schema);
  return root?.getFields()[name]?.description;
}
