// @ts-check
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Typed lint rules, and the one-way import flow of architecture.md enforced rather than hoped for:
 * domain <- machines <- actors <- views; services never import React or XState; views never call
 * services directly; the server never imports the front end except src/domain.
 */
/** src/domain is shared by both halves, so it stays free of the front end's and Node's libraries. */
const domainIsPure = { group: ['react', 'react-*', 'xstate', '@xstate/*', 'node:*'], message: 'domain is free of React, XState and Node' };

/**
 * Request and answer shapes are declared once, as TypeBox schemas in src/domain/api (issue 9): the
 * server validates and serializes with them, the front end takes their types (Static<typeof …>)
 * and never their code, so TypeBox stays out of the bundle.
 */
const apiSchemasAsTypes = {
  group: ['**/domain/api/*', './api/*', '@sinclair/typebox'],
  allowTypeImports: true,
  message: "the front end imports API schemas as types only (import type): their code is the server's",
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', '*.tmp.*'] },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/unbound-method': 'off',
      'import-x/no-cycle': ['error', { maxDepth: Infinity }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/machines', './src/actors', './src/services', './src/views', './server'],
              message: 'domain is pure: it imports nothing of the app',
            },
            {
              target: './src/machines',
              from: ['./src/actors', './src/services', './src/views', './server'],
              message: 'machines are pure: actors are provided, views subscribe, and what they share with services lives in src/domain',
            },
            {
              target: './src/services',
              from: ['./src/machines', './src/actors', './src/views', './server'],
              message: 'services are transport and platform only',
            },
            { target: './src/actors', from: ['./src/views', './server'], message: 'actors adapt services for machines; they know no views' },
            {
              target: './src/views',
              from: ['./src/services', './server'],
              except: ['./api-errors.ts'],
              message: 'views send events to actors; they never call services',
            },
            {
              target: './server',
              from: ['./src/machines', './src/actors', './src/services', './src/views'],
              message: 'the server shares only src/domain with the front end',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/api/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [domainIsPure] }],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [domainIsPure, apiSchemasAsTypes] }],
    },
  },
  {
    files: ['src/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react', 'react-*', 'xstate', '@xstate/*'], message: 'services never import React or XState' }, apiSchemasAsTypes] },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts', 'src/actors/**/*.ts', 'src/views/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiSchemasAsTypes] }],
    },
  },
  {
    // Every setting is read through the validated configuration (server/config.ts), nowhere else.
    files: ['server/**/*.ts'],
    ignores: ['server/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read settings through server/config.ts (loadConfig), so they are validated and documented' },
      ],
    },
  },
  {
    // One shape for the server (issue 9): services hold the rules, repositories hold the queries.
    files: ['server/**/*.ts'],
    ignores: [
      'server/repositories/**',
      'server/**/*.repository.ts',
      // Migrations and seeds write tables directly; the database layer builds its own statements.
      'server/db/**',
      'server/seed/**',
      'server/**/*.seed.ts',
      // oidc-provider's storage adapter is a repository by its contract (find, upsert, consume, destroy).
      'server/oidc/oidc-payload-adapter.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
          message: 'queries live in a repository (server/repositories/<area>.repository.ts); call it from here',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
