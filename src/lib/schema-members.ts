/**
 * Every member of a schema as the changelog writes their paths: `Type`, `Type.field`,
 * `Type.field.argument`, `Input.field`, `Enum.VALUE`, with its deprecation reason when it has one.
 * The one walk the deprecations page and the "desde" notes share.
 */
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';

export interface SchemaMember {
  readonly path: string;
  readonly deprecationReason?: string;
}

export function schemaMembers(schema: GraphQLSchema): SchemaMember[] {
  const members: SchemaMember[] = [];
  const add = (path: string, reason: string | null | undefined): void => {
    members.push(reason === null || reason === undefined ? {path} : {path, deprecationReason: reason});
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    add(type.name, undefined);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        add(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) add(`${type.name}.${field.name}.${arg.name}`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) add(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) add(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return members;
}
