import {configDefaults, defineConfig} from 'vitest/config';

// Vitest specs, split by cost and by what they test; none needs a build or a browser (browser specs
// live in tests/e2e and run with Playwright). Shared helpers and fixtures live in tests/support.
// - unit (tests/unit, mirroring src/, scripts/ and bench/): pure code on small inputs. `npm run test:unit`,
//   part of `npm run test:fast`.
// - content (tests/content): checks over the whole corpus — every guide, release note, schema
//   description, Markdown twin, webhook document and the example world. `npm run test:content`.
// - integration (tests/integration): real graphql-markdown generation, HTTP and WebSocket servers,
//   nginx, other languages' toolchains and child processes. `npm run test:integration`.
// - integration-sites (tests/integration-sites): builds every site `npm run bench` builds besides the
//   portal (the floor, the route floor, the peer), into folders of their own, so the benchmark cannot break unnoticed.
//   `npm run test:sites`.
// `npm test` runs all four. Inline projects do not inherit root options, so each sets its own.
const INTEGRATION_TIMEOUT_MS = 60_000;
const CONTENT_TIMEOUT_MS = 30_000;
// A Docusaurus build of a one-page site: seconds alone, minutes on a loaded machine.
const SITE_BUILD_TIMEOUT_MS = 600_000;
// Libraries that take GraphQL schemas from our code: run through Vite like our code, so that they
// and the specs import the same `graphql` (Vite picks its ESM build, Node's require its CJS one,
// and graphql-js refuses a schema from the other copy).
const SHARED_GRAPHQL_DEPS = {server: {deps: {inline: [/@graphql-inspector\/core/]}}};

const project = (name: string, extra: object = {}) => ({
  test: {
    name,
    include: [`tests/${name}/**/*.test.ts`],
    exclude: [...configDefaults.exclude],
    environment: 'node' as const,
    ...SHARED_GRAPHQL_DEPS,
    ...extra,
  },
});

export default defineConfig({
  test: {
    projects: [
      // Unit specs import pure modules and leave no global state behind, so they share one module
      // graph per worker instead of re-importing graphql, the schema and the world for each file.
      project('unit', {isolate: false}),
      // A content spec renders a whole page (remark, every language tab) per test: seconds each on a
      // busy machine, so more than Vitest's 5 s default.
      project('content', {testTimeout: CONTENT_TIMEOUT_MS}),
      // Servers, child processes and generation runs set up in hooks, so hooks get the same budget.
      project('integration', {testTimeout: INTEGRATION_TIMEOUT_MS, hookTimeout: INTEGRATION_TIMEOUT_MS}),
      // Builds run in the hooks, one file at a time: they share the repository's .docusaurus folder.
      project('integration-sites', {
        testTimeout: INTEGRATION_TIMEOUT_MS,
        hookTimeout: SITE_BUILD_TIMEOUT_MS,
        fileParallelism: false,
      }),
    ],
  },
});
