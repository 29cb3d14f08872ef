/**
 * The platform facts grouped by their metadata (src/data/platform-facts.ts): the tests that look
 * for a retyped fact or hold a restating file against the facts read their lists here, so adding a
 * fact means editing only the facts module.
 */
import {PLATFORM_FACTS, type FactKey, type FactKind, type FactPlace} from '../../src/data/platform-facts';

const entries = Object.entries(PLATFORM_FACTS) as [FactKey, (typeof PLATFORM_FACTS)[FactKey]][];

/** Keys of the facts of one kind, in the module's order. */
export function factsOfKind(kind: FactKind): FactKey[] {
  return entries.filter(([, fact]) => fact.kind === kind).map(([key]) => key);
}

/** Keys of the facts a file restates in its own words. */
export function factsStatedIn(place: FactPlace): FactKey[] {
  return entries.filter(([, fact]) => fact.statedIn.includes(place)).map(([key]) => key);
}

/** Every place some fact is stated in. */
export function factPlaces(): FactPlace[] {
  return [...new Set(entries.flatMap(([, fact]) => fact.statedIn))];
}
