/**
 * How a text names a state of the behaviour model (src/data/model/): after a transition verb
 * ("passa a `X`", "volta para `X`", "fica em `X`"...). Shared by the tests of the guides and of
 * the schema descriptions, so both read a state name the same way.
 */
import {isEnumType, type GraphQLSchema} from 'graphql';

import {MACHINES, stateNames} from '../../src/data/model';

/** Status enums the model leaves out (processes, not records on the money path): their values are states too. */
const OUTSIDE_MODEL = ['ScheduledTaskStatus', 'ScheduledTaskItemStatus', 'BillingUpdateStatus', 'ImportStatus'];

/** "passa a `X`", "vai diretamente a `X`", "volta a `X`", "fica em `X`", "nasce `X`", "chega a `X`"... */
export const STATE_AFTER_VERB =
  /(?:passa(?:m|r)? (?:a|para)|vai (?:diretamente |direto )?(?:a|para)|volta(?:m)? (?:a|para)|fica(?:m)? (?:em )?|nasce(?:m)? (?:em )?|chega(?:m)? a|segue(?:m)? para|termina(?:m)? em)\s*`?([A-Z][A-Z_]{2,})`?/g;

export const modelStates: ReadonlySet<string> = new Set(MACHINES.flatMap(stateNames));

/** The values of the status enums the model leaves out. */
export function outsideStates(schema: GraphQLSchema): Set<string> {
  return new Set(
    OUTSIDE_MODEL.flatMap((name) => {
      const type = schema.getType(name);
      return isEnumType(type) ? type.getValues().map((value) => value.name) : [];
    }),
  );
}

/** Each state a text names after a transition verb that is no state of the model nor of a process enum. */
export function unknownStates(text: string, schema: GraphQLSchema): {state: string; offset: number; match: string}[] {
  const outside = outsideStates(schema);
  return [...text.matchAll(STATE_AFTER_VERB)]
    .filter((match) => !modelStates.has(match[1] ?? '') && !outside.has(match[1] ?? ''))
    .map((match) => ({state: match[1] ?? '', offset: match.index, match: match[0]}));
}

/** Codes that refuse an operation because of a record's state or a rule of the model (not input format). */
export const STATE_CODES: ReadonlySet<string> = new Set([
  'INVALID_STATE',
  'ENTITY_IN_USE',
  'ENTITY_INACTIVE',
  'ENROLLMENT_LIMIT_REACHED',
  'FINANCIAL_OWNER_IN_DEBT',
  'EMPTY_SELECTION',
  'DUE_DATE_IN_PAST',
]);
