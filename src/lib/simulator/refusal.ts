/**
 * Refusals as the API sends them: a GraphQL error with the catalogue's code in `extensions.code`
 * (an entry of src/data/error-codes.ts) and a Portuguese message. Refusals of the model's rules
 * take their words from the rule itself (src/data/model/), so the reason is never restated here.
 */
import {GraphQLError} from 'graphql';

import {errorByCode} from '../../data/error-codes';
import type {MutationName, StateMachine} from '../../data/model';

export function refusal(code: string, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  if (errorByCode(code) === undefined) throw new Error(`simulador: o código ${code} não está no catálogo de erros`);
  return new GraphQLError(message, {extensions: {code, ...extensions}});
}

/** The refusal of one of the machine's rules (not a wrong state), with the rule's own words. */
export function ruleRefusal(
  machine: StateMachine,
  operation: MutationName,
  code: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  const rule = machine.rules.find((candidate) => candidate.operation === operation && candidate.code === code);
  if (rule === undefined) throw new Error(`simulador: ${machine.id} não tem a regra ${code} em ${operation}`);
  return refusal(code, `${operation} recusada: ${rule.when}.`, {entity: machine.entity, ...extensions});
}

/** A record that does not exist, or is out of the token's reach. */
export function notFound(entity: string, field: string): GraphQLError {
  return refusal('ENTITY_NOT_FOUND', `Registro de ${entity} não encontrado.`, {entity, field});
}

/** An identifier of another record that points to nothing usable. */
export function invalidReference(field: string): GraphQLError {
  return refusal('INVALID_REFERENCE', `${field} não aponta para um registro da escola.`, {field});
}
