import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const appBoundaries = [
  { group: ['**/demo-api/*', '**/demo-api'], message: 'The app talks to the demo API over HTTP only.' },
  { group: ['**/test/*', '**/test/**'], message: 'App code never imports tests.' },
]

const browserGlobals = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'location',
  'navigator',
  'history',
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-e2e-configured',
      'bench/node_modules',
      'bench/dist-floors',
      'node_modules',
      'coverage',
      'reports',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { parserOptions: { ecmaVersion: 2022, sourceType: 'module' } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'No .only: it silently skips the rest of the suite.' },
        { object: 'test', property: 'only', message: 'No .only: it silently skips the rest of the suite.' },
        {
          object: 'describe',
          property: 'only',
          message: 'No .only: it silently skips the rest of the suite.',
        },
      ],
    },
  },
  // CommonJS configs read by their tools (.dependency-cruiser.cjs): `module.exports` is how they export.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  // Dependency direction (README, Architecture): views → flows → machines; flows → api and browser.
  // Plain no-restricted-imports on import paths: no resolver plugin, whose native bindings this registry lacks.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-console': 'error',
      'no-restricted-imports': ['error', { patterns: [...appBoundaries] }],
    },
  },
  {
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appBoundaries,
            { group: ['**/api/*'], message: 'Views send events; flows call the API.' },
            { group: ['**/browser/*'], message: 'Views send events; flows touch the browser.' },
            { group: ['**/flows/*'], message: 'Views receive their actor from the route.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...appBoundaries,
            {
              group: ['**/views/*', '**/shell/*', '**/flows/*', 'react', '@xstate/react'],
              message: 'The API layer returns outcomes; it knows nothing of the UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'machines/ must not import React.' },
            { group: ['@xstate/react'], message: 'machines/ must not import React bindings.' },
            { group: ['@lingui/*'], message: 'No text in machines: views map states to message ids.' },
            {
              group: ['wouter', 'wouter/*'],
              message: 'Navigation is a provided action, not a machine import.',
            },
            { group: ['**/src/**', '../../src/*'], message: 'machines/ imports nothing from src/.' },
            { group: ['**/demo-api/*'], message: 'machines/ is pure XState.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...browserGlobals.map((name) => ({ name, message: 'machines/ must run without a browser.' })),
      ],
    },
  },
)
