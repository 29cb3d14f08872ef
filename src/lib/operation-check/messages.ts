/**
 * graphql-js's validation and syntax messages in Portuguese. graphql-js writes its messages in
 * English with the names in double quotes; each specified rule (graphql's `specifiedRules`) has
 * here the patterns of every message it can produce and the Portuguese sentence for each, with the
 * names in backticks. The checker runs the rules one by one, so each error is translated with its
 * own rule's patterns. A unit test holds this table against `specifiedRules`.
 */

import {
  ExecutableDefinitionsRule,
  FieldsOnCorrectTypeRule,
  FragmentsOnCompositeTypesRule,
  KnownArgumentNamesRule,
  KnownDirectivesRule,
  KnownFragmentNamesRule,
  KnownTypeNamesRule,
  LoneAnonymousOperationRule,
  MaxIntrospectionDepthRule,
  NoFragmentCyclesRule,
  NoUndefinedVariablesRule,
  NoUnusedFragmentsRule,
  NoUnusedVariablesRule,
  OverlappingFieldsCanBeMergedRule,
  PossibleFragmentSpreadsRule,
  ProvidedRequiredArgumentsRule,
  ScalarLeafsRule,
  SingleFieldSubscriptionsRule,
  UniqueArgumentNamesRule,
  UniqueDirectivesPerLocationRule,
  UniqueFragmentNamesRule,
  UniqueInputFieldNamesRule,
  UniqueOperationNamesRule,
  UniqueVariableNamesRule,
  ValuesOfCorrectTypeRule,
  VariablesAreInputTypesRule,
  VariablesInAllowedPositionRule,
  type ValidationRule,
} from 'graphql';

type Translate = (...groups: string[]) => string;

/** A message's English form (anchored, with its trailing suggestion removed) and its Portuguese sentence. */
type Pattern = readonly [english: RegExp, portuguese: Translate];

const code = (name: string): string => `\`${name}\``;

/** `"a", "b", or "c"` (graphql-js's didYouMean list) → "`a`, `b` ou `c`". */
function names(list: string): string {
  const items = [...list.matchAll(/"([^"]*)"/g)].map((match) => code(match[1] ?? ''));
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ou ${items.at(-1) ?? ''}`;
}

/** graphql-js appends " Did you mean …?" (or " Did you mean to use an inline fragment on …?") to some messages. */
const SUGGESTION = / Did you mean (to use an inline fragment on )?(.+)\?$/;

function suggestion(message: string): {readonly base: string; readonly text: string} {
  const match = SUGGESTION.exec(message);
  if (match === null) return {base: message, text: ''};
  const listed = names(match[2] ?? '');
  const text = match[1] ? ` Talvez você queira um fragmento em linha em ${listed}.` : ` Você quis dizer ${listed}?`;
  return {base: message.slice(0, match.index), text};
}

/** Where a directive is used, as graphql-js names the location (DirectiveLocation). */
const LOCATIONS: Readonly<Record<string, string>> = {
  QUERY: 'uma query',
  MUTATION: 'uma mutation',
  SUBSCRIPTION: 'uma subscription',
  FIELD: 'um campo',
  FRAGMENT_DEFINITION: 'uma definição de fragmento',
  FRAGMENT_SPREAD: 'um uso de fragmento',
  INLINE_FRAGMENT: 'um fragmento em linha',
  VARIABLE_DEFINITION: 'uma definição de variável',
};
const location = (name: string): string => LOCATIONS[name] ?? code(name);

const DEFINITION_KINDS: Readonly<Record<string, string>> = {
  schema: 'de schema',
  scalar: 'de escalar',
  type: 'de tipo',
  interface: 'de interface',
  union: 'de união',
  enum: 'de enumeração',
  input: 'de entrada',
  directive: 'de diretiva',
};

/** The reasons OverlappingFieldsCanBeMergedRule gives, nested as "subfields … conflict because … and subfields …". */
function conflictReason(reason: string): string {
  return reason
    .replace(
      /subfields "([^"]+)" conflict because /g,
      (_all, name: string) => `os subcampos ${code(name)} conflitam porque `,
    )
    .replace(
      /"([^"]+)" and "([^"]+)" are different fields/g,
      (_all, a: string, b: string) => `${code(a)} e ${code(b)} são campos diferentes`,
    )
    .replace(/they have differing arguments/g, 'os argumentos são diferentes')
    .replace(
      /they return conflicting types "([^"]+)" and "([^"]+)"/g,
      (_all, a: string, b: string) => `devolvem tipos incompatíveis, ${code(a)} e ${code(b)}`,
    )
    .replace(/ and os subcampos/g, ' e os subcampos');
}

export const RULE_MESSAGES: Readonly<Record<string, readonly Pattern[]>> = {
  ExecutableDefinitionsRule: [
    [
      /^The (\S+) definition is not executable\.$/,
      (kind) =>
        `A definição ${DEFINITION_KINDS[kind] ?? code(kind)} não pode ser executada: um documento de operações só tem operações e fragmentos.`,
    ],
  ],
  UniqueOperationNamesRule: [
    [/^There can be only one operation named "([^"]+)"\.$/, (name) => `Há mais de uma operação chamada ${code(name)}.`],
  ],
  LoneAnonymousOperationRule: [
    [
      /^This anonymous operation must be the only defined operation\.$/,
      () => 'Uma operação sem nome precisa ser a única do documento: dê um nome a cada operação.',
    ],
  ],
  SingleFieldSubscriptionsRule: [
    [
      /^Subscription "([^"]+)" must select only one top level field\.$/,
      (name) => `A subscription ${code(name)} precisa selecionar um único campo na raiz.`,
    ],
    [
      /^Anonymous Subscription must select only one top level field\.$/,
      () => 'A subscription sem nome precisa selecionar um único campo na raiz.',
    ],
    [
      /^Subscription "([^"]+)" must not select an introspection top level field\.$/,
      (name) => `A subscription ${code(name)} não pode selecionar um campo de introspecção na raiz.`,
    ],
    [
      /^Anonymous Subscription must not select an introspection top level field\.$/,
      () => 'A subscription sem nome não pode selecionar um campo de introspecção na raiz.',
    ],
  ],
  KnownTypeNamesRule: [[/^Unknown type "([^"]+)"\.$/, (name) => `O tipo ${code(name)} não existe no schema.`]],
  FragmentsOnCompositeTypesRule: [
    [
      /^Fragment cannot condition on non composite type "([^"]+)"\.$/,
      (type) => `Um fragmento não pode ser sobre ${code(type)}: só sobre objetos, interfaces e uniões.`,
    ],
    [
      /^Fragment "([^"]+)" cannot condition on non composite type "([^"]+)"\.$/,
      (name, type) =>
        `O fragmento ${code(name)} não pode ser sobre ${code(type)}: só sobre objetos, interfaces e uniões.`,
    ],
  ],
  VariablesAreInputTypesRule: [
    [
      /^Variable "\$([^"]+)" cannot be non-input type "([^"]+)"\.$/,
      (name, type) =>
        `A variável ${code(`$${name}`)} não pode ser do tipo ${code(type)}, que não é um tipo de entrada.`,
    ],
  ],
  ScalarLeafsRule: [
    [
      /^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\.$/,
      (field, type) => `O campo ${code(field)} é do tipo ${code(type)}, que não tem subcampos: remova a seleção.`,
    ],
    [
      /^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\. Did you mean "[^"]+ \{ \.\.\. \}"\?$/,
      (field, type) =>
        `O campo ${code(field)} é do tipo ${code(type)}: selecione os subcampos que você quer (${code(`${field} { ... }`)}).`,
    ],
    [
      /^Field "([^"]+)" of type "([^"]+)" must have at least one field selected\.$/,
      (field, type) => `O campo ${code(field)} é do tipo ${code(type)}: selecione pelo menos um subcampo.`,
    ],
  ],
  FieldsOnCorrectTypeRule: [
    [
      /^Cannot query field "([^"]+)" on type "([^"]+)"\.$/,
      (field, type) => `O campo ${code(field)} não existe no tipo ${code(type)}.`,
    ],
  ],
  UniqueFragmentNamesRule: [
    [/^There can be only one fragment named "([^"]+)"\.$/, (name) => `Há mais de um fragmento chamado ${code(name)}.`],
  ],
  KnownFragmentNamesRule: [
    [
      /^Unknown fragment "([^"]+)"\.$/,
      (name) => `O fragmento ${code(name)} não está definido em nenhum dos arquivos verificados.`,
    ],
  ],
  NoUnusedFragmentsRule: [
    [
      /^Fragment "([^"]+)" is never used\.$/,
      (name) => `O fragmento ${code(name)} não é usado por nenhuma operação dos arquivos verificados.`,
    ],
  ],
  PossibleFragmentSpreadsRule: [
    [
      /^Fragment cannot be spread here as objects of type "([^"]+)" can never be of type "([^"]+)"\.$/,
      (parent, type) => `Este fragmento não cabe aqui: um ${code(parent)} nunca é ${code(type)}.`,
    ],
    [
      /^Fragment "([^"]+)" cannot be spread here as objects of type "([^"]+)" can never be of type "([^"]+)"\.$/,
      (name, parent, type) => `O fragmento ${code(name)} não cabe aqui: um ${code(parent)} nunca é ${code(type)}.`,
    ],
  ],
  NoFragmentCyclesRule: [
    [
      /^Cannot spread fragment "([^"]+)" within itself via (.+)\.$/,
      (name, via) => `O fragmento ${code(name)} usa a si mesmo, por meio de ${names(via)}.`,
    ],
    [/^Cannot spread fragment "([^"]+)" within itself\.$/, (name) => `O fragmento ${code(name)} usa a si mesmo.`],
  ],
  UniqueVariableNamesRule: [
    [
      /^There can be only one variable named "\$([^"]+)"\.$/,
      (name) => `Há mais de uma variável chamada ${code(`$${name}`)}.`,
    ],
  ],
  NoUndefinedVariablesRule: [
    [
      /^Variable "\$([^"]+)" is not defined by operation "([^"]+)"\.$/,
      (name, operation) => `A variável ${code(`$${name}`)} não está declarada na operação ${code(operation)}.`,
    ],
    [/^Variable "\$([^"]+)" is not defined\.$/, (name) => `A variável ${code(`$${name}`)} não está declarada.`],
  ],
  NoUnusedVariablesRule: [
    [
      /^Variable "\$([^"]+)" is never used in operation "([^"]+)"\.$/,
      (name, operation) => `A variável ${code(`$${name}`)} é declarada e não é usada na operação ${code(operation)}.`,
    ],
    [/^Variable "\$([^"]+)" is never used\.$/, (name) => `A variável ${code(`$${name}`)} é declarada e não é usada.`],
  ],
  KnownDirectivesRule: [
    [/^Unknown directive "@([^"]+)"\.$/, (name) => `A diretiva ${code(`@${name}`)} não existe no schema.`],
    [
      /^Directive "@([^"]+)" may not be used on (\S+)\.$/,
      (name, where) => `A diretiva ${code(`@${name}`)} não pode ser usada em ${location(where)}.`,
    ],
  ],
  UniqueDirectivesPerLocationRule: [
    [
      /^The directive "@([^"]+)" can only be used once at this location\.$/,
      (name) => `A diretiva ${code(`@${name}`)} aparece mais de uma vez no mesmo lugar.`,
    ],
  ],
  KnownArgumentNamesRule: [
    [
      /^Unknown argument "([^"]+)" on field "([^"]+)"\.$/,
      (arg, field) => `O argumento ${code(arg)} não existe no campo ${code(field)}.`,
    ],
    [
      /^Unknown argument "([^"]+)" on directive "@([^"]+)"\.$/,
      (arg, directive) => `O argumento ${code(arg)} não existe na diretiva ${code(`@${directive}`)}.`,
    ],
  ],
  UniqueArgumentNamesRule: [
    [
      /^There can be only one argument named "([^"]+)"\.$/,
      (name) => `O argumento ${code(name)} aparece mais de uma vez.`,
    ],
  ],
  ValuesOfCorrectTypeRule: [
    [
      /^Field "([^"]+)" of required type "([^"]+)" was not provided\.$/,
      (field, type) => `Falta o campo obrigatório ${code(field)}, do tipo ${code(type)}.`,
    ],
    [
      /^Field "([^"]+)" is not defined by type "([^"]+)"\.$/,
      (field, type) => `O campo ${code(field)} não existe na entrada ${code(type)}.`,
    ],
    [
      /^Expected value of type "([^"]+)", found (.+?); (.+)$/,
      (type, found, detail) => `Esperava um valor do tipo ${code(type)} e encontrou ${code(found)}: ${detail}`,
    ],
    [
      /^Expected value of type "([^"]+)", found (.+)\.$/,
      (type, found) => `Esperava um valor do tipo ${code(type)} e encontrou ${code(found)}.`,
    ],
    // The built-in scalars' own messages (their parseLiteral), which the rule reports as they are.
    [
      /^(Int|Float|String|Boolean|ID) cannot represent .+ value: (.+)$/,
      (type, found) => `Esperava um valor do tipo ${code(type)} e encontrou ${code(found)}.`,
    ],
    [
      /^OneOf Input Object "([^"]+)" must specify exactly one key\.$/,
      (type) => `A entrada ${code(type)} aceita exatamente um campo.`,
    ],
    [/^Field "([^"]+)" must be non-null\.$/, (field) => `O campo ${code(field)} não pode ser nulo.`],
  ],
  ProvidedRequiredArgumentsRule: [
    [
      /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\.$/,
      (field, arg, type) => `Falta o argumento obrigatório ${code(arg)} (${code(type)}) no campo ${code(field)}.`,
    ],
    [
      /^Directive "@([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\.$/,
      (directive, arg, type) =>
        `Falta o argumento obrigatório ${code(arg)} (${code(type)}) na diretiva ${code(`@${directive}`)}.`,
    ],
  ],
  VariablesInAllowedPositionRule: [
    [
      /^Variable "\$([^"]+)" of type "([^"]+)" used in position expecting type "([^"]+)"\.$/,
      (name, type, expected) =>
        `A variável ${code(`$${name}`)} é do tipo ${code(type)}, mas é usada onde se espera ${code(expected)}.`,
    ],
    [
      /^Variable "\$([^"]+)" is of type "([^"]+)" but must be non-nullable to be used for OneOf Input Object "([^"]+)"\.$/,
      (name, type, input) =>
        `A variável ${code(`$${name}`)} é do tipo ${code(type)}: para a entrada ${code(input)}, ela precisa ser obrigatória (com \`!\`).`,
    ],
  ],
  OverlappingFieldsCanBeMergedRule: [
    [
      /^Fields "([^"]+)" conflict because (.+)\. Use different aliases on the fields to fetch both if this was intentional\.$/,
      (name, reason) =>
        `Os campos ${code(name)} conflitam: ${conflictReason(reason)}. Use apelidos diferentes para pedir os dois.`,
    ],
  ],
  MaxIntrospectionDepthRule: [
    [
      /^Maximum introspection depth exceeded$/,
      () => 'A consulta de introspecção aninha campos de tipos além do limite de profundidade do graphql-js.',
    ],
  ],
  UniqueInputFieldNamesRule: [
    [
      /^There can be only one input field named "([^"]+)"\.$/,
      (name) => `O campo ${code(name)} aparece mais de uma vez na mesma entrada.`,
    ],
  ],
};

/**
 * Each rule's name, by the rule itself: a minifier renames functions (the site's bundle, the
 * single-file download), so `rule.name` cannot be trusted.
 */
export const RULE_NAMES: ReadonlyMap<ValidationRule, string> = new Map<ValidationRule, string>([
  [ExecutableDefinitionsRule, 'ExecutableDefinitionsRule'],
  [UniqueOperationNamesRule, 'UniqueOperationNamesRule'],
  [LoneAnonymousOperationRule, 'LoneAnonymousOperationRule'],
  [SingleFieldSubscriptionsRule, 'SingleFieldSubscriptionsRule'],
  [KnownTypeNamesRule, 'KnownTypeNamesRule'],
  [FragmentsOnCompositeTypesRule, 'FragmentsOnCompositeTypesRule'],
  [VariablesAreInputTypesRule, 'VariablesAreInputTypesRule'],
  [ScalarLeafsRule, 'ScalarLeafsRule'],
  [FieldsOnCorrectTypeRule, 'FieldsOnCorrectTypeRule'],
  [UniqueFragmentNamesRule, 'UniqueFragmentNamesRule'],
  [KnownFragmentNamesRule, 'KnownFragmentNamesRule'],
  [NoUnusedFragmentsRule, 'NoUnusedFragmentsRule'],
  [PossibleFragmentSpreadsRule, 'PossibleFragmentSpreadsRule'],
  [NoFragmentCyclesRule, 'NoFragmentCyclesRule'],
  [UniqueVariableNamesRule, 'UniqueVariableNamesRule'],
  [NoUndefinedVariablesRule, 'NoUndefinedVariablesRule'],
  [NoUnusedVariablesRule, 'NoUnusedVariablesRule'],
  [KnownDirectivesRule, 'KnownDirectivesRule'],
  [UniqueDirectivesPerLocationRule, 'UniqueDirectivesPerLocationRule'],
  [KnownArgumentNamesRule, 'KnownArgumentNamesRule'],
  [UniqueArgumentNamesRule, 'UniqueArgumentNamesRule'],
  [ValuesOfCorrectTypeRule, 'ValuesOfCorrectTypeRule'],
  [ProvidedRequiredArgumentsRule, 'ProvidedRequiredArgumentsRule'],
  [VariablesInAllowedPositionRule, 'VariablesInAllowedPositionRule'],
  [OverlappingFieldsCanBeMergedRule, 'OverlappingFieldsCanBeMergedRule'],
  [UniqueInputFieldNamesRule, 'UniqueInputFieldNamesRule'],
  [MaxIntrospectionDepthRule, 'MaxIntrospectionDepthRule'],
]);

/** The Portuguese sentence of a validation message of `rule`, or undefined when no pattern matches. */
export function translateValidation(rule: string, message: string): string | undefined {
  const {base, text} = suggestion(message);
  for (const candidate of [message, base]) {
    for (const [english, portuguese] of RULE_MESSAGES[rule] ?? []) {
      const match = english.exec(candidate);
      if (match) return portuguese(...match.slice(1)) + (candidate === base ? text : '');
    }
  }
  return undefined;
}

/** The tokens graphql-js's lexer names in its syntax errors. */
const TOKENS: Readonly<Record<string, string>> = {
  '<EOF>': 'o fim do arquivo',
  Name: 'um nome',
  Int: 'um número inteiro',
  Float: 'um número',
  String: 'um texto',
  BlockString: 'um texto em bloco',
  Comment: 'um comentário',
};

function token(text: string): string {
  const trimmed = text.trim();
  if (TOKENS[trimmed] !== undefined) return TOKENS[trimmed];
  const named = /^(Name|Int|Float|String|BlockString) "(.*)"$/.exec(trimmed);
  if (named) return `${TOKENS[named[1] ?? ''] ?? ''} (${code(named[2] ?? '')})`;
  const punctuator = /^"(.+)"$/.exec(trimmed);
  if (punctuator) return code(punctuator[1] ?? '');
  return code(trimmed);
}

/** graphql-js's "Syntax Error: …" in Portuguese. */
export function translateSyntax(message: string): string {
  const body = message.replace(/^Syntax Error: /, '');
  let match = /^Expected (.+), found (.+)\.$/.exec(body);
  if (match) return `Erro de sintaxe: esperava ${token(match[1] ?? '')} e encontrou ${token(match[2] ?? '')}.`;
  match = /^Unexpected (.+)\.$/.exec(body);
  if (match) return `Erro de sintaxe: ${token(match[1] ?? '')} fora do lugar.`;
  match = /^Unterminated string\.$/.exec(body);
  if (match) return 'Erro de sintaxe: um texto entre aspas não foi fechado.';
  match = /^Invalid number, (.+)$/.exec(body);
  if (match) return `Erro de sintaxe: número inválido (${match[1] ?? ''})`;
  match = /^Unexpected character: (.+)\.$/.exec(body);
  if (match) return `Erro de sintaxe: caractere inesperado, ${match[1] ?? ''}.`;
  match = /^Invalid character(.*)$/.exec(body);
  if (match) return `Erro de sintaxe: caractere inválido${match[1] ?? ''}`;
  return `Erro de sintaxe: ${body}`;
}
