/**
 * Prints, as JSON, what the browser tests of the reference expect from the snapshot: every
 * page's route and schema name, the example operation of addDependent and the field names of
 * Billing. Run by tests/e2e/reference/helpers.ts with tsx: Playwright cannot load
 * src/lib/schema-snapshot.ts (an ES module) itself.
 */
import {isObjectType} from 'graphql';

import {loadSnapshot} from '../../src/lib/schema-snapshot';
import {buildOperationExample} from '../../src/plugins/api-reference/generator/examples';
import {CATEGORY_ROUTES, expectedNames, expectedRoutes} from './reference-routes';

const schema = loadSnapshot();
const billing = schema.getType('Billing');
if (!isObjectType(billing)) throw new Error('O snapshot não tem o objeto Billing.');

process.stdout.write(
  JSON.stringify({
    routes: expectedRoutes(schema),
    names: expectedNames(schema),
    categories: CATEGORY_ROUTES,
    addDependentDocument: buildOperationExample(schema, 'mutation', 'addDependent').document,
    billingFields: Object.keys(billing.getFields()),
  }),
);
