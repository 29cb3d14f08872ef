/**
 * The reference pages render every description of schema/schema.graphql and of the webhook
 * events' OpenAPI document next to the guides, so they follow the guides' rules
 * (tests/support/prose-rules.ts): no hedge, no retyped platform fact (a fact a file states in its
 * own words is listed in the fact's `statedIn` and held to the fact's text elsewhere), the
 * glossary's terms, error codes of the catalogue used for the situation they stand for, state
 * names of the model, and no decided question answered the other way.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import {describe, expect, it} from 'vitest';

import {errorByCode} from '../../../src/data/error-codes';
import {MACHINES, refusals} from '../../../src/data/model';
import {DECISIONS} from '../../../src/data/model/decisions';
import {PLATFORM_FACTS, type FactPlace} from '../../../src/data/platform-facts';
import {WEBHOOK_EVENTS, WEBHOOKS_SPEC} from '../../../src/data/webhook-events';
import {factsStatedIn} from '../../support/fact-mentions';
import {STATE_CODES, unknownStates} from '../../support/model-states';
import {
  HEDGES,
  SCHEMA_AS_DOCUMENT,
  findings,
  glossaryProblems,
  moduleProse,
  retypedFacts,
} from '../../support/prose-rules';
import {openapiDescriptions, schemaDescriptions, type Described} from '../../support/schema-descriptions';
import {snapshot} from '../../support/snapshot-helpers';

const schema = snapshot();
const described: readonly Described[] = [...schemaDescriptions(schema), ...openapiDescriptions()];
const placeOf = (entry: Described): FactPlace => (entry.kind === 'openapi' ? WEBHOOKS_SPEC : 'schema/schema.graphql');

/** Runs a rule over every description and lists its findings as "kind coordinate: finding". */
function problemsOf(rule: (entry: Described) => string[]): string[] {
  return described.flatMap((entry) => rule(entry).map((problem) => `${entry.kind} ${entry.coordinate}: ${problem}`));
}

// ---------------------------------------------------------------------------------------------
// Error codes: catalogued, and used for the situation the catalogue gives them.

/** A code as the API writes it (UPPER_SNAKE with an underscore, or HotChocolate's HC0000). */
const CODE = /(?<![A-Za-z0-9_])(?:[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|HC\d{4})(?![A-Za-z0-9_])/g;
const enumValues = new Set(
  Object.values(schema.getTypeMap()).flatMap((type) =>
    isEnumType(type) ? type.getValues().map((value) => value.name) : [],
  ),
);
/** Names in UPPER_SNAKE that are not codes: enum values, webhook events, header-like constants. */
const notACode = (token: string): boolean =>
  enumValues.has(token) || (WEBHOOK_EVENTS as readonly string[]).includes(token);

const refusedBy = new Map<string, Set<string>>();
for (const machine of MACHINES)
  for (const refusal of refusals(machine)) {
    const codes = refusedBy.get(refusal.operation) ?? new Set<string>();
    codes.add(refusal.code);
    refusedBy.set(refusal.operation, codes);
  }

/** The root field a description belongs to (the operation itself or one of its arguments). */
function operationOf(
  entry: Described,
): {kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown>} | undefined {
  const name = /^(?:Query|Mutation)\.([A-Za-z0-9]+)/.exec(entry.coordinate)?.[1];
  if (name === undefined) return undefined;
  if (entry.owner === 'Mutation') {
    const field = schema.getMutationType()?.getFields()[name];
    return field === undefined ? undefined : {kind: 'mutation', field};
  }
  const field = schema.getQueryType()?.getFields()[name];
  return field === undefined ? undefined : {kind: 'query', field};
}

/** Whether an operation takes a selection of several records (a list of identifiers), as an argument or in its input. */
function isBatch(field: GraphQLField<unknown, unknown>): boolean {
  const selection = (name: string, type: GraphQLInputType): boolean =>
    /^(?:ids|refIds|\w+Ids|\w+RefIds)$/.test(name) && isListType(isNonNullType(type) ? type.ofType : type);
  return field.args.some((arg) => {
    const input = getNamedType(arg.type);
    return (
      selection(arg.name, arg.type) ||
      (isInputObjectType(input) &&
        Object.values(input.getFields()).some((member) => selection(member.name, member.type)))
    );
  });
}

function codeProblems(entry: Described): string[] {
  const problems: string[] = [];
  const operation = operationOf(entry);
  // An operation about one record answers a missing record with null or with ENTITY_NOT_FOUND, as its type says.
  if (entry.kind === 'campo' && operation !== undefined) {
    const nullable = !isNonNullType(operation.field.type);
    if (!nullable && /\b(?:devolve|responde) null\b|\bnull quando\b/.test(entry.text))
      problems.push(
        'diz que devolve null, mas o tipo de retorno não aceita nulo (o registro que falta é ENTITY_NOT_FOUND)',
      );
  }
  for (const match of entry.text.matchAll(CODE)) {
    const code = match[0];
    if (notACode(code)) continue;
    if (errorByCode(code) === undefined) {
      problems.push(`${code} não é código do catálogo de erros nem valor de enum`);
      continue;
    }
    if (operation === undefined) continue;
    if (code === 'ENTITY_NOT_FOUND' && operation.kind === 'query' && !isNonNullType(operation.field.type))
      problems.push('ENTITY_NOT_FOUND numa query que responde null quando não encontra');
    if (code === 'EMPTY_SELECTION' && !isBatch(operation.field))
      problems.push('EMPTY_SELECTION numa operação que não recebe uma seleção de registros');
    const refused = refusedBy.get(operation.field.name);
    if (operation.kind === 'mutation' && refused !== undefined && STATE_CODES.has(code) && !refused.has(code))
      problems.push(`${code} não recusa ${operation.field.name} no modelo`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

/** Where a text quotes a fact word for word: the spans of each occurrence of the fact's text. */
function quotedSpans(text: string, quote: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) spans.push([at, at + quote.length]);
  return spans;
}

/**
 * A fact's value a description writes without quoting it: a match of the retyped-fact patterns,
 * unless one of the facts it could be is stated in this file (listed in the fact's `statedIn`,
 * held to the fact's words by other tests) and the match holds that fact's text or lies inside it.
 */
function retypedIn(entry: Described): string[] {
  const stated = new Set(factsStatedIn(placeOf(entry)));
  return retypedFacts(entry.coordinate, entry.text)
    .filter(
      ({index, words, keys}) =>
        !keys.some(
          (key) =>
            stated.has(key) &&
            (words.includes(PLATFORM_FACTS[key].text) ||
              quotedSpans(entry.text, PLATFORM_FACTS[key].text).some(
                ([start, end]) => index >= start && index + words.length <= end,
              )),
        ),
    )
    .map(
      ({place, keys}) =>
        `${place} → fato ${keys.join(' ou ')}: declare o arquivo em statedIn e escreva o texto do fato, ou não repita o valor`,
    );
}

describe('descrições do schema e do documento de webhooks seguem as regras dos guias', () => {
  it('há descrições dos dois arquivos para verificar', () => {
    expect(described.filter((entry) => entry.kind !== 'openapi').length).toBeGreaterThan(5000);
    expect(described.filter((entry) => entry.kind === 'openapi').length).toBeGreaterThan(50);
  });

  it('nenhuma usa palavras de incerteza', () => {
    expect(problemsOf((entry) => findings(entry.coordinate, entry.text, HEDGES))).toEqual([]);
  });

  it('nenhuma fala do schema como documento', () => {
    expect(problemsOf((entry) => findings(entry.coordinate, entry.text, SCHEMA_AS_DOCUMENT))).toEqual([]);
  });

  it('nenhuma redigita um fato da plataforma que o arquivo não declara em statedIn', () => {
    const problems = problemsOf(retypedIn);
    expect(problems).toEqual([]);
  });

  it('todas usam os termos do glossário', () => {
    expect(problemsOf((entry) => glossaryProblems(moduleProse(entry.text)))).toEqual([]);
  });

  it('todo código de erro citado está no catálogo e é o da situação descrita', () => {
    expect(problemsOf(codeProblems)).toEqual([]);
  });

  it('toda situação depois de um verbo de transição é do modelo', () => {
    expect(problemsOf((entry) => unknownStates(entry.text, schema).map(({match}) => `«${match}»`))).toEqual([]);
  });

  it.each(DECISIONS.filter((decision) => decision.contradictedBy !== undefined).map((d) => [d.id, d] as const))(
    'decisão %s: nenhuma descrição diz o contrário',
    (_id, decision) => {
      const problems = problemsOf((entry) => {
        const flat = entry.text.replace(/\s+/g, ' ');
        return (decision.contradictedBy ?? []).filter((pattern) => pattern.test(flat)).map((p) => p.source);
      });
      expect(problems).toEqual([]);
    },
  );
});
