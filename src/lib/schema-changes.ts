/**
 * What changed between two versions of the schema, in the integrator's terms: each change that
 * can matter to a client classified as breaking ("incompatível"), dangerous ("perigosa") or safe
 * ("segura") by @graphql-inspector/core, and said in our own Portuguese sentences, built from the
 * change's type and metadata (the library's messages are English).
 *
 * Reported: types, fields, arguments, input fields, enum values, union members, interfaces, root
 * types, directives and every deprecation. Not reported: description edits (they change no
 * request) and the "directive usage" changes, which repeat the deprecation changes of the same
 * member. A type of change not in DESCRIBE is not reported either; the test lists the reported ones.
 */
import {ChangeType, CriticalityLevel, diff, type Change} from '@graphql-inspector/core';
import type {GraphQLSchema} from 'graphql';

export type Severity = 'incompativel' | 'perigosa' | 'segura';

/** Most serious first: the order of the changelog's groups. */
export const SEVERITIES: readonly Severity[] = ['incompativel', 'perigosa', 'segura'];

export const SEVERITY_LABELS: Readonly<Record<Severity, string>> = {
  incompativel: 'Incompatíveis',
  perigosa: 'Perigosas',
  segura: 'Seguras',
};

const SEVERITY_OF: Readonly<Record<CriticalityLevel, Severity>> = {
  [CriticalityLevel.Breaking]: 'incompativel',
  [CriticalityLevel.Dangerous]: 'perigosa',
  [CriticalityLevel.NonBreaking]: 'segura',
};

export interface SchemaChange {
  readonly severity: Severity;
  /** graphql-inspector's change type, e.g. FIELD_ADDED. */
  readonly type: string;
  /** The member it touches, e.g. `Query.billings` or `AddBillingDataInput.value`. */
  readonly path: string | undefined;
  /** The sentence the changelog shows (Markdown: names in code spans). */
  readonly message: string;
}

/** The schema's root type names, so that a field of the root reads as a query or a mutation. */
interface Roots {
  readonly query?: string;
  readonly mutation?: string;
  readonly subscription?: string;
}

type ChangeTypeName = (typeof ChangeType)[keyof typeof ChangeType];
type Describe<K extends ChangeTypeName> = (meta: Change<K>['meta'], roots: Roots) => string;
type Describers = {readonly [K in ChangeTypeName]?: Describe<K>};

const code = (text: string): string => `\`${text}\``;

/** The kinds of type definition, as the site names them (the reference's categories). */
const TYPE_KINDS: Readonly<Record<string, string>> = {
  ObjectTypeDefinition: 'objeto',
  InputObjectTypeDefinition: 'entrada',
  EnumTypeDefinition: 'enumeração',
  ScalarTypeDefinition: 'escalar',
  UnionTypeDefinition: 'união',
  InterfaceTypeDefinition: 'interface',
};
const kindName = (kind: string): string => TYPE_KINDS[kind] ?? kind;

/** A field of the root reads as an operation ("a query `billings`", feminine); any other, "o campo `Type.field`". */
interface Member {
  readonly text: string;
  /** The ending of the words that agree with it: "removida", "removido". */
  readonly ending: 'a' | 'o';
}

function member(typeName: string, field: string, roots: Roots): Member {
  if (typeName === roots.query) return {text: `a query ${code(field)}`, ending: 'a'};
  if (typeName === roots.mutation) return {text: `a mutation ${code(field)}`, ending: 'a'};
  if (typeName === roots.subscription) return {text: `a subscription ${code(field)}`, ending: 'a'};
  return {text: `o campo ${code(`${typeName}.${field}`)}`, ending: 'o'};
}

/** "em" contracted with the member's article: "na query `x`", "no campo `T.f`". */
const inMember = ({text}: Member): string => `n${text}`;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const reason = (text: string | null | undefined): string => (text ? `: ${text}` : '.');
const fromTo = (before: string | null | undefined, after: string | null | undefined): string =>
  `de ${before ? code(before) : 'nenhum'} para ${after ? code(after) : 'nenhum'}`;

const DESCRIBE: Describers = {
  // Types
  TYPE_ADDED: (meta) => `Novo tipo ${code(meta.addedTypeName)} (${kindName(meta.addedTypeKind)}).`,
  TYPE_REMOVED: (meta) => `O tipo ${code(meta.removedTypeName)} foi removido.`,
  TYPE_KIND_CHANGED: (meta) =>
    `O tipo ${code(meta.typeName)} era ${kindName(meta.oldTypeKind)} e passou a ser ${kindName(meta.newTypeKind)}.`,
  UNION_MEMBER_ADDED: (meta) =>
    `A união ${code(meta.unionName)} passou a incluir ${code(meta.addedUnionMemberTypeName)}.`,
  UNION_MEMBER_REMOVED: (meta) =>
    `A união ${code(meta.unionName)} deixou de incluir ${code(meta.removedUnionMemberTypeName)}.`,
  OBJECT_TYPE_INTERFACE_ADDED: (meta) =>
    `O objeto ${code(meta.objectTypeName)} passou a implementar ${code(meta.addedInterfaceName)}.`,
  OBJECT_TYPE_INTERFACE_REMOVED: (meta) =>
    `O objeto ${code(meta.objectTypeName)} deixou de implementar ${code(meta.removedInterfaceName)}.`,
  SCHEMA_QUERY_TYPE_CHANGED: (meta) =>
    `O tipo raiz das queries mudou ${fromTo(meta.oldQueryTypeName, meta.newQueryTypeName)}.`,
  SCHEMA_MUTATION_TYPE_CHANGED: (meta) =>
    `O tipo raiz das mutations mudou ${fromTo(meta.oldMutationTypeName, meta.newMutationTypeName)}.`,
  SCHEMA_SUBSCRIPTION_TYPE_CHANGED: (meta) =>
    `O tipo raiz das subscriptions mudou ${fromTo(meta.oldSubscriptionTypeName, meta.newSubscriptionTypeName)}.`,

  // Fields of objects and interfaces (the root's are the operations)
  FIELD_ADDED: (meta, roots) => {
    const {text, ending} = member(meta.typeName, meta.addedFieldName, roots);
    return `${capitalize(text)} foi adicionad${ending}, do tipo ${code(meta.addedFieldReturnType)}.`;
  },
  FIELD_REMOVED: (meta, roots) => {
    const {text, ending} = member(meta.typeName, meta.removedFieldName, roots);
    const after = meta.isRemovedFieldDeprecated ? `, depois de um período como obsolet${ending}` : '';
    return `${capitalize(text)} foi removid${ending}${after}.`;
  },
  FIELD_TYPE_CHANGED: (meta, roots) =>
    `${capitalize(member(meta.typeName, meta.fieldName, roots).text)} mudou de tipo: ${fromTo(
      meta.oldFieldType,
      meta.newFieldType,
    )}.`,
  FIELD_DEPRECATION_ADDED: (meta, roots) => {
    const {text, ending} = member(meta.typeName, meta.fieldName, roots);
    return `${capitalize(text)} ficou obsolet${ending}${reason(meta.deprecationReason)}`;
  },
  FIELD_DEPRECATION_REMOVED: (meta, roots) => {
    const {text, ending} = member(meta.typeName, meta.fieldName, roots);
    return `${capitalize(text)} deixou de ser obsolet${ending}.`;
  },
  FIELD_DEPRECATION_REASON_CHANGED: (meta, roots) =>
    `O motivo da obsolescência d${member(meta.typeName, meta.fieldName, roots).text} passou a ser: ${meta.newDeprecationReason}`,

  // Arguments
  FIELD_ARGUMENT_ADDED: (meta, roots) =>
    `Novo argumento ${code(meta.addedArgumentName)} (${code(meta.addedArgumentType)}) ${inMember(member(meta.typeName, meta.fieldName, roots))}.`,
  FIELD_ARGUMENT_REMOVED: (meta, roots) =>
    `O argumento ${code(meta.removedFieldArgumentName)} d${member(meta.typeName, meta.fieldName, roots).text} foi removido.`,
  FIELD_ARGUMENT_TYPE_CHANGED: (meta, roots) =>
    `O argumento ${code(meta.argumentName)} d${member(meta.typeName, meta.fieldName, roots).text} mudou de tipo: ${fromTo(
      meta.oldArgumentType,
      meta.newArgumentType,
    )}.`,
  FIELD_ARGUMENT_DEFAULT_CHANGED: (meta, roots) =>
    `O valor padrão do argumento ${code(meta.argumentName)} d${member(meta.typeName, meta.fieldName, roots).text} mudou ${fromTo(meta.oldDefaultValue, meta.newDefaultValue)}.`,

  // Input fields
  INPUT_FIELD_ADDED: (meta) =>
    `Novo campo ${code(meta.addedInputFieldName)} (${code(meta.addedInputFieldType)}) na entrada ${code(meta.inputName)}${
      meta.isAddedInputFieldTypeNullable ? '' : ', obrigatório'
    }.`,
  INPUT_FIELD_REMOVED: (meta) =>
    `O campo ${code(meta.removedFieldName)} da entrada ${code(meta.inputName)} foi removido.`,
  INPUT_FIELD_TYPE_CHANGED: (meta) =>
    `O campo ${code(meta.inputFieldName)} da entrada ${code(meta.inputName)} mudou de tipo: ${fromTo(
      meta.oldInputFieldType,
      meta.newInputFieldType,
    )}.`,
  INPUT_FIELD_DEFAULT_VALUE_CHANGED: (meta) =>
    `O valor padrão do campo ${code(meta.inputFieldName)} da entrada ${code(meta.inputName)} mudou ${fromTo(
      meta.oldDefaultValue,
      meta.newDefaultValue,
    )}.`,

  // Enum values
  ENUM_VALUE_ADDED: (meta) => `Novo valor ${code(meta.addedEnumValueName)} na enumeração ${code(meta.enumName)}.`,
  ENUM_VALUE_REMOVED: (meta) =>
    `O valor ${code(meta.removedEnumValueName)} da enumeração ${code(meta.enumName)} foi removido.`,
  ENUM_VALUE_DEPRECATION_REASON_ADDED: (meta) =>
    `O valor ${code(meta.enumValueName)} da enumeração ${code(meta.enumName)} ficou obsoleto${reason(
      meta.addedValueDeprecationReason,
    )}`,
  ENUM_VALUE_DEPRECATION_REASON_CHANGED: (meta) =>
    `O motivo da obsolescência do valor ${code(meta.enumValueName)} da enumeração ${code(
      meta.enumName,
    )} passou a ser: ${meta.newEnumValueDeprecationReason}`,
  ENUM_VALUE_DEPRECATION_REASON_REMOVED: (meta) =>
    `O valor ${code(meta.enumValueName)} da enumeração ${code(meta.enumName)} deixou de ser obsoleto.`,

  // Directives
  DIRECTIVE_ADDED: (meta) => `Nova diretiva ${code(`@${meta.addedDirectiveName}`)}.`,
  DIRECTIVE_REMOVED: (meta) => `A diretiva ${code(`@${meta.removedDirectiveName}`)} foi removida.`,
  DIRECTIVE_ARGUMENT_ADDED: (meta) =>
    `Novo argumento ${code(meta.addedDirectiveArgumentName)} na diretiva ${code(`@${meta.directiveName}`)}.`,
  DIRECTIVE_ARGUMENT_REMOVED: (meta) =>
    `O argumento ${code(meta.removedDirectiveArgumentName)} da diretiva ${code(`@${meta.directiveName}`)} foi removido.`,
  DIRECTIVE_LOCATION_ADDED: (meta) =>
    `A diretiva ${code(`@${meta.directiveName}`)} passou a valer em ${code(meta.addedDirectiveLocation)}.`,
  DIRECTIVE_LOCATION_REMOVED: (meta) =>
    `A diretiva ${code(`@${meta.directiveName}`)} deixou de valer em ${code(meta.removedDirectiveLocation)}.`,
};

/** The change types the changelog reports (those with a sentence). */
export const REPORTED_CHANGE_TYPES: readonly string[] = Object.keys(DESCRIBE);

function describeOne<K extends ChangeTypeName>(change: Change<K>, roots: Roots): string | undefined {
  const describe: Describe<K> | undefined = DESCRIBE[change.type];
  return describe?.(change.meta, roots);
}

/**
 * A new type or field is one change, not one more for each of its fields, values and arguments:
 * whatever lies inside a type or field added by the same diff goes. (The library's simplifyChanges
 * also drops a change nested under any other change, a deprecation under a description edit
 * included, which would hide what the changelog reports.)
 */
function withoutInsideOfNew(changes: readonly Change[]): Change[] {
  const added = new Set(
    changes
      .filter((change) => change.type === ChangeType.TypeAdded || change.type === ChangeType.FieldAdded)
      .map((change) => change.path)
      .filter((changePath): changePath is string => changePath !== undefined),
  );
  const insideOfNew = (changePath: string | undefined): boolean => {
    if (changePath === undefined) return false;
    const parts = changePath.split('.');
    return parts.slice(1).some((_part, index) => added.has(parts.slice(0, index + 1).join('.')));
  };
  return changes.filter((change) => !insideOfNew(change.path));
}

/** The changes from `before` to `after` that the changelog reports, most serious first. */
export async function compareSchemas(before: GraphQLSchema, after: GraphQLSchema): Promise<SchemaChange[]> {
  const roots: Roots = {
    query: after.getQueryType()?.name ?? before.getQueryType()?.name,
    mutation: after.getMutationType()?.name ?? before.getMutationType()?.name,
    subscription: after.getSubscriptionType()?.name ?? before.getSubscriptionType()?.name,
  };
  const changes = withoutInsideOfNew(await diff(before, after));
  return changes
    .flatMap((change): SchemaChange[] => {
      const message = describeOne(change, roots);
      if (message === undefined) return [];
      return [{severity: SEVERITY_OF[change.criticality.level], type: String(change.type), path: change.path, message}];
    })
    .sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
}

/** The changes as plain text for a terminal, grouped like the changelog: incompatible, dangerous, safe. */
export function formatChanges(changes: readonly SchemaChange[]): string {
  return SEVERITIES.flatMap((severity) => {
    const group = changes.filter((change) => change.severity === severity);
    if (group.length === 0) return [];
    return [`${SEVERITY_LABELS[severity]} (${group.length}):`, ...group.map((change) => `  - ${change.message}`)];
  }).join('\n');
}
