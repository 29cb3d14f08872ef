import {defineConfig} from 'vitest/config';

// Unit specs: fast, no build, no browser. Browser specs live in tests/e2e and run with Playwright.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
