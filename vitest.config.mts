import {configDefaults, defineConfig} from 'vitest/config';

// Vitest specs, split by cost; none needs a build or a browser (browser specs live in tests/e2e and
// run with Playwright).
// - unit: pure code, default timeouts. `npm run test:unit`, also part of `npm run test:fast`.
// - integration: files named *.integration.test.ts, which run real graphql-markdown generation,
//   start HTTP or WebSocket servers, run nginx or spawn other processes. `npm run test:integration`.
// `npm test` runs both. Inline projects do not inherit root options, so each sets its own.
const INTEGRATION = '**/*.integration.test.ts';
const INTEGRATION_TIMEOUT_MS = 60_000;
// Libraries that take GraphQL schemas from our code: run through Vite like our code, so that they
// and the specs import the same `graphql` (Vite picks its ESM build, Node's require its CJS one,
// and graphql-js refuses a schema from the other copy).
const SHARED_GRAPHQL_DEPS = {server: {deps: {inline: [/@graphql-inspector\/core/]}}};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, INTEGRATION],
          environment: 'node',
          ...SHARED_GRAPHQL_DEPS,
        },
      },
      {
        test: {
          name: 'integration',
          // src/ and scripts/ too, so that no *.integration.test.ts is left out of both projects.
          include: [
            'tests/**/*.integration.test.ts',
            'src/**/*.integration.test.ts',
            'scripts/**/*.integration.test.ts',
          ],
          exclude: [...configDefaults.exclude],
          environment: 'node',
          ...SHARED_GRAPHQL_DEPS,
          // Servers, child processes and generation runs set up in hooks, so hooks get the same budget.
          testTimeout: INTEGRATION_TIMEOUT_MS,
          hookTimeout: INTEGRATION_TIMEOUT_MS,
        },
      },
    ],
  },
});
