/**
 * The document errors graphql-js writes in English, said in Portuguese with the catalogue's words
 * and codes (src/data/error-codes.ts): the syntax error and the variable errors carry the
 * HotChocolate code the API sends; the validation errors carry `specifiedBy`, as the API's do.
 * An error with no translation here keeps graphql-js's message.
 */
import {GraphQLError} from 'graphql';

import {SPEC_BASE} from '../../data/error-codes';

interface Translation {
  readonly pattern: RegExp;
  readonly message: (match: RegExpExecArray) => string;
  readonly extensions: (match: RegExpExecArray) => Record<string, unknown>;
}

const spec = (section: string) => () => ({specifiedBy: `${SPEC_BASE}${section}`});

const TRANSLATIONS: readonly Translation[] = [
  {
    pattern: /^Syntax Error: Expected (.+), found (.+)\.$/,
    message: (match) => `Erro de sintaxe: esperava ${match[1] ?? ''} e encontrou ${match[2] ?? ''}.`,
    extensions: () => ({code: 'HC0014'}),
  },
  {
    pattern: /^Syntax Error: (.+)$/,
    message: (match) => `Erro de sintaxe no documento: ${match[1] ?? ''}`,
    extensions: () => ({code: 'HC0014'}),
  },
  {
    pattern: /^Cannot query field "(\w+)" on type "(\w+)"\./,
    message: (match) => `O campo \`${match[1] ?? ''}\` não existe no tipo \`${match[2] ?? ''}\`.`,
    extensions: spec('sec-Field-Selections-on-Objects-Interfaces-and-Unions-Types'),
  },
  {
    pattern: /^Field "(\w+)" argument "(\w+)" of type ".+" is required, but it was not provided\./,
    message: (match) => `O argumento \`${match[2] ?? ''}\` é obrigatório.`,
    extensions: spec('sec-Required-Arguments'),
  },
  {
    pattern: /^Unknown argument "(\w+)" on field "(.+)"\./,
    message: (match) => `O argumento \`${match[1] ?? ''}\` não existe em \`${match[2] ?? ''}\`.`,
    extensions: spec('sec-Argument-Names'),
  },
  {
    pattern: /^Field "(\w+)" is not defined by type "(\w+)"\./,
    message: (match) => `O campo \`${match[1] ?? ''}\` não existe no tipo de entrada \`${match[2] ?? ''}\`.`,
    extensions: spec('sec-Input-Object-Field-Names'),
  },
  {
    pattern: /^Variable "\$(\w+)" of required type ".+" was not provided\./,
    message: (match) => `A variável \`${match[1] ?? ''}\` é obrigatória.`,
    extensions: (match) => ({code: 'HC0018', variable: match[1]}),
  },
  {
    pattern: /^Variable "\$(\w+)" (?:got invalid value|of non-null type)/,
    message: (match) => `A variável \`${match[1] ?? ''}\` recebeu um valor inválido.`,
    extensions: (match) => ({code: 'HC0016', variable: match[1]}),
  },
  {
    pattern: /^(?:Expected value of type|\w+ cannot represent)/,
    message: () => 'O valor do argumento não é compatível com o tipo esperado.',
    extensions: spec('sec-Values-of-Correct-Type'),
  },
  {
    pattern: /^Unknown operation named "(.+)"\./,
    message: (match) => `O documento não tem uma operação chamada \`${match[1] ?? ''}\`.`,
    extensions: spec('sec-Executing-Requests'),
  },
  {
    pattern: /^Must provide operation name if query contains multiple operations\./,
    message: () => 'O documento tem mais de uma operação: informe qual executar em operationName.',
    extensions: spec('sec-Executing-Requests'),
  },
];

/** The error in Portuguese, or the error itself when it already is (a refusal of the simulator). */
export function inPortuguese(error: GraphQLError): GraphQLError {
  if (error.extensions.code !== undefined) return error;
  for (const translation of TRANSLATIONS) {
    const match = translation.pattern.exec(error.message);
    if (match === null) continue;
    return new GraphQLError(translation.message(match), {
      nodes: error.nodes,
      source: error.source,
      positions: error.positions,
      path: error.path,
      originalError: error.originalError,
      extensions: {...error.extensions, ...translation.extensions(match)},
    });
  }
  return error;
}
