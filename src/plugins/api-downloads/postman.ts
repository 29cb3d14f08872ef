/**
 * The Postman collection (format v2.1, which Insomnia and Bruno import too): one request per query
 * and per mutation, in the folders Consultas and Mutações, with the reference's own example of
 * each operation (src/plugins/api-reference/generator/examples.ts) as a GraphQL body. The endpoint
 * and the token are collection variables named like the environment variables of the snippets,
 * and bearer authentication is set once, on the collection. Subscriptions are left out: they need
 * a WebSocket, and a collection request is one HTTP call.
 */
import type {GraphQLSchema} from 'graphql';

import {ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../../lib/languages/common';
import {operationHref} from '../../lib/schema-docs';
import {REFERENCE_ROUTE_BASE} from '../../lib/reference-layout';
import {buildAllExamples, type OperationExample} from '../api-reference/generator/examples';

export const POSTMAN_SCHEMA_URL = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** The folders, in order, and the operations each holds. */
export const POSTMAN_FOLDERS = [
  {kind: 'query', name: 'Consultas', description: 'As queries da API: leituras, sem efeito sobre os dados.'},
  {kind: 'mutation', name: 'Mutações', description: 'As mutations da API: inclusões, alterações e exclusões.'},
] as const;

export interface PostmanRequestItem {
  readonly name: string;
  readonly request: {
    readonly method: 'POST';
    readonly header: readonly {key: string; value: string}[];
    readonly url: {readonly raw: string; readonly host: readonly string[]};
    readonly body: {readonly mode: 'graphql'; readonly graphql: {readonly query: string; readonly variables: string}};
    readonly description: string;
  };
}

export interface PostmanCollection {
  readonly info: {readonly name: string; readonly description: string; readonly schema: string};
  readonly auth: {readonly type: 'bearer'; readonly bearer: readonly {key: string; value: string; type: string}[]};
  readonly variable: readonly {key: string; value: string; type: string; description: string}[];
  readonly item: readonly {
    readonly name: string;
    readonly description: string;
    readonly item: readonly PostmanRequestItem[];
  }[];
}

const variable = (name: string): string => `{{${name}}}`;

function requestItem(schema: GraphQLSchema, example: OperationExample, siteUrl: string): PostmanRequestItem {
  const root = example.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const description = root?.getFields()[example.fieldName]?.description ?? '';
  const reference = `${siteUrl}${operationHref(example.kind, example.fieldName)}`;
  return {
    name: example.fieldName,
    request: {
      method: 'POST',
      header: [{key: 'Content-Type', value: 'application/json'}],
      url: {raw: variable(ENDPOINT_VARIABLE), host: [variable(ENDPOINT_VARIABLE)]},
      body: {mode: 'graphql', graphql: {query: example.document, variables: example.variablesJson}},
      description: `${description}\n\nReferência: ${reference}\n\nOs valores das variáveis são fictícios.`.trim(),
    },
  };
}

export function postmanCollection(schema: GraphQLSchema, site: {title: string; url: string}): PostmanCollection {
  const examples = buildAllExamples(schema);
  return {
    info: {
      name: `${site.title}: API GraphQL`,
      description:
        `Uma requisição por query e por mutation da API, com a operação e as variáveis de exemplo da referência ` +
        `(${site.url}/${REFERENCE_ROUTE_BASE}/). Antes de enviar, preencha as variáveis da coleção: ${ENDPOINT_VARIABLE}, o endereço ` +
        `GraphQL do ambiente (sandbox ou produção), e ${TOKEN_VARIABLE}, o token de acesso obtido com a mutation ` +
        '`token`. A autenticação Bearer vale para todas as requisições. As subscriptions não estão aqui: elas usam ' +
        'WebSocket, com o protocolo graphql-ws.',
      schema: POSTMAN_SCHEMA_URL,
    },
    auth: {type: 'bearer', bearer: [{key: 'token', value: variable(TOKEN_VARIABLE), type: 'string'}]},
    variable: [
      {
        key: ENDPOINT_VARIABLE,
        value: '',
        type: 'string',
        description: 'Endereço GraphQL do ambiente, terminado em /graphql.',
      },
      {
        key: TOKEN_VARIABLE,
        value: '',
        type: 'string',
        description: 'Token de acesso, obtido com a mutation token; vale por tempo limitado.',
      },
    ],
    item: POSTMAN_FOLDERS.map((folder) => ({
      name: folder.name,
      description: folder.description,
      item: examples
        .filter((example) => example.kind === folder.kind)
        .map((example) => requestItem(schema, example, site.url)),
    })),
  };
}
