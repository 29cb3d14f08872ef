/**
 * Checks that a JSON response has exactly the shape that an operation's selection yields
 * against the schema: the same field names (aliases included), nesting, lists,
 * nullability, enum values and scalar kinds. Returns the problems found, each with its
 * JSON path.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';

/** Every field node's output type, keyed by the node, from a TypeInfo walk of the document. */
function fieldTypes(schema: GraphQLSchema, document: DocumentNode): Map<object, GraphQLOutputType> {
  const typeInfo = new TypeInfo(schema);
  const types = new Map<object, GraphQLOutputType>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const type = typeInfo.getType();
        if (type) types.set(node, type);
      },
    }),
  );
  return types;
}

const SCALAR_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  Int: (value) => Number.isInteger(value),
  Long: (value) => Number.isInteger(value),
  Byte: (value) => Number.isInteger(value),
  Decimal: (value) => typeof value === 'number',
  Boolean: (value) => typeof value === 'boolean',
  String: (value) => typeof value === 'string',
  UUID: (value) =>
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  DateTime: (value) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value),
  TimeSpan: (value) => typeof value === 'string',
};

export function responseShapeProblems(schema: GraphQLSchema, document: DocumentNode, response: unknown): string[] {
  const problems: string[] = [];
  const types = fieldTypes(schema, document);
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operation?.kind !== Kind.OPERATION_DEFINITION) return ['o documento não tem operação'];
  if (typeof response !== 'object' || response === null || !('data' in response)) {
    return ['a resposta deve ser um objeto com "data"'];
  }

  const checkValue = (
    value: unknown,
    type: GraphQLOutputType,
    selection: SelectionSetNode | undefined,
    at: string,
  ): void => {
    if (value === null) {
      if (isNonNullType(type)) problems.push(`${at}: null em um campo não nulo (${String(type)})`);
      return;
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      if (!Array.isArray(value)) {
        problems.push(`${at}: deveria ser uma lista (${String(type)})`);
        return;
      }
      value.forEach((item, index) => {
        checkValue(item, nullable.ofType, selection, `${at}[${index}]`);
      });
      return;
    }
    const named = getNamedType(nullable);
    if (isEnumType(named)) {
      if (typeof value !== 'string' || named.getValue(value) === undefined) {
        problems.push(`${at}: ${JSON.stringify(value)} não é valor de ${named.name}`);
      }
      return;
    }
    if (isScalarType(named)) {
      const check = SCALAR_CHECKS[named.name];
      if (check !== undefined && !check(value)) problems.push(`${at}: ${JSON.stringify(value)} não é ${named.name}`);
      return;
    }
    checkObject(value, selection, at);
  };

  const checkObject = (value: unknown, selection: SelectionSetNode | undefined, at: string): void => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || selection === undefined) {
      problems.push(`${at}: deveria ser um objeto`);
      return;
    }
    const expected = new Set<string>();
    for (const node of selection.selections) {
      if (node.kind !== Kind.FIELD) {
        problems.push(`${at}: fragmentos não são verificados; escreva os campos`);
        continue;
      }
      const key = node.alias?.value ?? node.name.value;
      expected.add(key);
      const type = types.get(node);
      if (!(key in value)) {
        problems.push(`${at}.${key}: campo selecionado ausente da resposta`);
        continue;
      }
      if (type !== undefined)
        checkValue((value as Record<string, unknown>)[key], type, node.selectionSet, `${at}.${key}`);
    }
    for (const key of Object.keys(value)) {
      if (!expected.has(key)) problems.push(`${at}.${key}: campo que a operação não seleciona`);
    }
  };

  checkObject(response.data, operation.selectionSet, 'data');
  return problems;
}
