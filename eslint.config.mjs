// Lint rules for every TypeScript/TSX file we write (config, site code, scripts, tests).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'api/',
      'docs/webhooks/eventos/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      // Types generated from the schema by npm run schema:types.
      'src/types/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: {react: {version: 'detect'}},
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', {allowNumber: true}],
      // typescript-eslint 8.73 overflows its stack in this rule on graphql's recursive types
      // (GraphQLList<GraphQLType> ...): the rule cannot run on code that touches the schema.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  // The layout is the architecture: facts and catalogues (src/data) and pure code (src/lib) are read by
  // plugins, remark plugins, components and scripts, never the other way round, so that they stay
  // usable from Node scripts, tests and the browser alike.
  {
    files: ['src/lib/**', 'src/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**', '**/components/**', '**/theme/**', '**/pages/**', '**/remark/**', '@theme/**'],
              message: 'src/lib e src/data não importam plugins, componentes, tema, páginas nem plugins remark.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
