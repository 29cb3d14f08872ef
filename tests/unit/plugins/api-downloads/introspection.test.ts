/** introspection.json (src/plugins/api-downloads): the schema it describes is the snapshot's SDL. */
import {readFileSync} from 'node:fs';

import {buildClientSchema, buildSchema, printSchema, type IntrospectionQuery} from 'graphql';
import {expect, it} from 'vitest';

import {SNAPSHOT_PATH, loadSnapshot} from '../../../../src/lib/schema-snapshot';
import {introspectionJson} from '../../../../src/plugins/api-downloads/index';

it('o resultado de introspecção reconstrói um schema idêntico ao SDL do snapshot', () => {
  const rebuilt = buildClientSchema(JSON.parse(introspectionJson(loadSnapshot())) as IntrospectionQuery);
  expect(printSchema(rebuilt)).toBe(printSchema(buildSchema(readFileSync(SNAPSHOT_PATH, 'utf8'))));
});
