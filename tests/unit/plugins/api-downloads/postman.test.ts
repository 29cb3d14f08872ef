/**
 * The Postman collection (src/plugins/api-downloads/postman.ts), built from the schema snapshot:
 * valid against the published v2.1 JSON Schema, loaded by the postman-collection library, one
 * request per query and mutation of the schema in Consultas and Mutações, each with an operation
 * and variables the schema accepts, and the endpoint and token set once, on the collection.
 */
import {describe, expect, it} from 'vitest';

import {ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../../../../src/lib/languages/common';
import {loadSnapshot} from '../../../../src/lib/schema-snapshot';
import {postmanCollection} from '../../../../src/plugins/api-downloads/postman';
import {collectionSchemaErrors, loadCollection, requestProblems} from '../../../support/postman-checks';

const schema = loadSnapshot();
const json = JSON.parse(
  JSON.stringify(postmanCollection(schema, {title: 'Portal do Desenvolvedor', url: 'https://portal.example'})),
) as Record<string, unknown>;
const {exported, requests} = loadCollection(json);

describe('coleção do Postman', () => {
  it('segue o JSON Schema publicado da versão 2.1', () => {
    expect(collectionSchemaErrors(json)).toEqual([]);
  });

  it('o JSON Schema recusa uma coleção sem info', () => {
    expect(collectionSchemaErrors({...json, info: undefined})).not.toEqual([]);
  });

  it('tem uma requisição por query na pasta Consultas e uma por mutation em Mutações', () => {
    const folder = (name: string) =>
      requests
        .filter((request) => request.folder === name)
        .map((request) => request.name)
        .sort();
    expect(folder('Consultas')).toEqual(Object.keys(schema.getQueryType()?.getFields() ?? {}).sort());
    expect(folder('Mutações')).toEqual(Object.keys(schema.getMutationType()?.getFields() ?? {}).sort());
    expect(new Set(requests.map((request) => request.folder))).toEqual(new Set(['Consultas', 'Mutações']));
  });

  it('a operação de cada requisição é válida no schema e as variáveis são aceitas', () => {
    expect(requests.flatMap((request) => requestProblems(schema, request))).toEqual([]);
  });

  it('o endereço e o token são variáveis da coleção, e a autenticação Bearer fica só na coleção', () => {
    expect(exported.variable?.map(({key, value}) => [key, value])).toEqual([
      [ENDPOINT_VARIABLE, ''],
      [TOKEN_VARIABLE, ''],
    ]);
    expect(exported.auth?.type).toBe('bearer');
    expect(exported.auth?.bearer?.find((parameter) => parameter.key === 'token')?.value).toBe(`{{${TOKEN_VARIABLE}}}`);
    expect(requests.filter((request) => request.hasOwnAuth)).toEqual([]);
    expect(new Set(requests.map((request) => request.url))).toEqual(new Set([`{{${ENDPOINT_VARIABLE}}}`]));
  });

  it('a descrição de cada requisição traz a descrição da operação no schema e o link da referência', () => {
    const roots = {Consultas: schema.getQueryType(), Mutações: schema.getMutationType()};
    for (const request of requests) {
      const field = roots[request.folder as keyof typeof roots]?.getFields()[request.name];
      expect(request.description, request.name).toContain(field?.description ?? '(sem descrição)');
      expect(request.description, request.name).toMatch(/Referência: https:\/\/portal\.example\/api\/api\//);
    }
  });
});
