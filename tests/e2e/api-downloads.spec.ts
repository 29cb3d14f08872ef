/**
 * The API's downloads in the production build (src/plugins/api-downloads): linked from the API
 * overview, and usable by the tools they are for: introspection.json rebuilds the published SDL,
 * the Postman collection follows the v2.1 schema and every request runs against the schema, and
 * the OpenAPI document is the webhook events' own.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {buildClientSchema, buildSchema, printSchema, type IntrospectionQuery} from 'graphql';

import {test, expect} from './fixtures';
import {DOWNLOADS, downloadById, downloadRoute} from '../../src/lib/machine-readable';
import {collectionSchemaErrors, loadCollection, requestProblems} from '../support/postman-checks';

const schema = buildSchema(readFileSync(path.resolve(__dirname, '../../schema/schema.graphql'), 'utf8'));

test.describe('downloads da referência', () => {
  test('a visão geral da API tem um link para cada download', async ({page}) => {
    await page.goto('/api/');
    for (const download of DOWNLOADS) {
      await expect(page.locator(`a[href="${downloadRoute(download)}"]`)).toHaveCount(1);
    }
  });

  test('introspection.json reconstrói um schema idêntico ao schema.graphql publicado', async ({request}) => {
    const sdl = await (await request.get(downloadRoute(downloadById('schema')))).text();
    const introspection = (await (
      await request.get(downloadRoute(downloadById('introspection')))
    ).json()) as IntrospectionQuery;
    expect(printSchema(buildClientSchema(introspection))).toBe(printSchema(buildSchema(sdl)));
  });

  test('a coleção do Postman publicada segue a versão 2.1 e cada requisição roda no schema', async ({request}) => {
    const json = (await (await request.get(downloadRoute(downloadById('postman')))).json()) as unknown;
    expect(collectionSchemaErrors(json)).toEqual([]);
    const {requests} = loadCollection(json);
    expect(requests.length).toBe(
      Object.keys(schema.getQueryType()?.getFields() ?? {}).length +
        Object.keys(schema.getMutationType()?.getFields() ?? {}).length,
    );
    expect(requests.flatMap((item) => requestProblems(schema, item))).toEqual([]);
  });

  test('o documento OpenAPI publicado é o dos eventos de webhook', async ({request}) => {
    const served = await (await request.get(downloadRoute(downloadById('webhooks')))).text();
    expect(served).toBe(readFileSync(path.resolve(__dirname, '../../schema/webhooks.openapi.yaml'), 'utf8'));
  });
});
