// ESLint flat config for the whole monorepo (`npm run lint` runs it with --max-warnings 0, then `prettier --check`).
//
// - TypeScript (.ts/.tsx, sources and tests alike): typescript-eslint's type-checked rules. The project service
//   gives each file the tsconfig.json nearest to it (apps/api, libs/contracts, each frontend), so every file is
//   checked with the compiler options it is built and tested with.
// - Plain JavaScript (webpack and Jest configs, scripts/*.mjs, site-runner.js): ESLint's recommended rules, Node globals.
// - The three React frontends: the rules of hooks and exhaustive effect dependencies.
// - eslint-config-prettier last, so no ESLint rule argues with Prettier about formatting.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores(['**/node_modules/', '**/dist/', '**/coverage/', '**/data/', '**/sourcemaps/', '**/.mf/']),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  {
    name: 'csec/javascript',
    files: ['**/*.{js,cjs,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.node } },
  },
  {
    name: 'csec/commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
  },

  {
    name: 'csec/typescript',
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `const { cleared: _, ...rest } = value` is how this code drops a key from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    name: 'csec/typescript-tests',
    files: ['**/*.{spec,e2e-spec,test,browser.test}.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'frontends/admin/src/test/**/*.{ts,tsx}'],
    rules: {
      // In tests an async callback without await is deliberate: async act() flushes pending effects and
      // promises before it returns, and a mock of an async function must answer with a promise.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    name: 'csec/api-e2e-specs',
    files: ['apps/api/test/**/*.e2e-spec.ts'],
    rules: {
      // supertest types every response body as `any`. These specs exist to check, at run time, the JSON
      // the API answers (toEqual / toMatchObject / toBe on res.body), so reading it is their whole point.
      // Everywhere else, test helpers included, these rules stay on.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  {
    name: 'csec/react-hooks',
    files: ['frontends/{shell,public-site,admin}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useApi(load, deps) takes its effect's deps from the caller: check them at each call site.
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useApi$' }],
    },
  },

  prettier,
);
