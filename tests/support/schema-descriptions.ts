/**
 * Every text a reader of the reference reads that the API itself writes: the descriptions of
 * schema/schema.graphql (types, fields, arguments, input fields, enum values, directives) and the
 * titles, summaries and descriptions of the webhook events' OpenAPI document, each named by where
 * it lives so that a failure points at the line to edit.
 */
import {readFileSync} from 'node:fs';

import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
  type GraphQLSchema,
} from 'graphql';
import {load} from 'js-yaml';

import {WEBHOOKS_SPEC} from '../../src/data/webhook-events';
import {repoPath} from './paths';
import {declaredTypes} from './snapshot-helpers';

export type DescriptionKind =
  | 'tipo'
  | 'campo'
  | 'argumento'
  | 'campo de input'
  | 'valor de enum'
  | 'diretiva'
  | 'openapi';

export interface Described {
  readonly kind: DescriptionKind;
  /** Type, Type.member, Type.field(arg:), @directive, or the OpenAPI path. */
  readonly coordinate: string;
  /** The type that declares it (the root type for an operation): what says whether it is a query. */
  readonly owner: string;
  readonly text: string;
}

/** Every non-empty description of the schema (descriptions.test.ts checks none is missing). */
export function schemaDescriptions(schema: GraphQLSchema): Described[] {
  const found: Described[] = [];
  const add = (kind: DescriptionKind, coordinate: string, owner: string, text: string | null | undefined): void => {
    if (text !== null && text !== undefined && text.trim() !== '') found.push({kind, coordinate, owner, text});
  };
  for (const type of declaredTypes(schema)) {
    add('tipo', type.name, type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add('campo', `${type.name}.${field.name}`, type.name, field.description);
        for (const arg of field.args)
          add('argumento', `${type.name}.${field.name}(${arg.name}:)`, type.name, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        add('campo de input', `${type.name}.${field.name}`, type.name, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues())
        add('valor de enum', `${type.name}.${value.name}`, type.name, value.description);
    }
  }
  for (const directive of schema.getDirectives().filter((d) => !isSpecifiedDirective(d))) {
    add('diretiva', `@${directive.name}`, '', directive.description);
    for (const arg of directive.args) add('argumento', `@${directive.name}(${arg.name}:)`, '', arg.description);
  }
  return found;
}

/** The titles, summaries and descriptions of the webhook events' OpenAPI document, with their path. */
export function openapiDescriptions(): Described[] {
  const found: Described[] = [];
  const visit = (value: unknown, at: string, key: string): void => {
    if (typeof value === 'string') {
      if (['description', 'summary', 'title'].includes(key))
        found.push({kind: 'openapi', coordinate: `${WEBHOOKS_SPEC} ${at}`, owner: '', text: value});
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${at}[${index}]`, '');
      });
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [name, item] of Object.entries(value)) visit(item, at === '' ? name : `${at}.${name}`, name);
  };
  visit(load(readFileSync(repoPath(WEBHOOKS_SPEC), 'utf8')), '', '');
  return found;
}
